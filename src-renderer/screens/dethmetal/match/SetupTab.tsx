import { Alert, Badge, Button, Card, ColorSwatch, Group, Select, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDice5, IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { match as matchRules } from '../../../../src-shared/engine/dethmetal';
import { dethmetalDetails, dethmetalTeam, type FranchiseDetail, type MatchView } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { useOperation } from '../../../components/match/useOperation';
import { carsGone, type LineUp, lastLineUp, type Seat, seatsFromLineUp } from './lastLineUp';
import { possessive } from '../../../../src-shared/text/possessive';

/** gaps.md #37: each team fields up to three cars per heat. */

function PreMatch({ view }: { view: MatchView }) {
  const op = useOperation();
  const pre = dethmetalDetails(view).preMatch;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={4}>1. Pre-match rolls</Title>
        {!pre && view.status !== 'recorded' && (
          <Button
            leftSection={<IconDice5 size={16} />}
            loading={op.running}
            onClick={async () => {
              const { result } = await op.run('match.preMatch', { matchId: view.id });
              if (!result.ok) notifications.show({ color: 'red', title: 'Pre-match rolls not made', message: result.error.message });
            }}
          >
            Make the pre-match rolls
          </Button>
        )}
      </Group>
      {!pre ? (
        <Stack gap={4}>
          <Text size="sm">
            Before any competitor is assigned: one die for every competitor with a Heart condition, and one for every temperamental device fitted to a car. A
            failure keeps him, or the car, out of this match.
          </Text>
          <Cite>Part I › Quirks › Heart condition (gaps.md #21); Tinkering and Experimental Tables › RISK</Cite>
        </Stack>
      ) : pre.competitors.length + pre.vehicles.length === 0 ? (
        <Text size="sm" c="dimmed">
          Made: nobody has a Heart condition and no car carries a temperamental device — everyone may race.
        </Text>
      ) : (
        <Table fz="sm" aria-label="Pre-match rolls">
          <Table.Tbody>
            {[
              ...pre.competitors.map((c) => ({ key: `c${c.id}`, name: c.name, out: c.missesMatch, text: c.explanation })),
              ...pre.vehicles.map((v) => ({ key: `v${v.id}`, name: v.name, out: v.brokenDown, text: v.explanation })),
            ].map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td fw={600}>{r.name}</Table.Td>
                <Table.Td>
                  <Badge color={r.out ? 'red' : 'teal'} variant="light">
                    {r.out ? 'Out of this match' : 'Fit'}
                  </Badge>
                </Table.Td>
                <Table.Td c="dimmed">{r.text.join(' ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {op.dialog}
    </Card>
  );
}

function seatsFrom(view: MatchView, franchiseId: number, heat: number): Seat[] {
  const a = dethmetalTeam(view, franchiseId).assignments.filter((x) => x.heat === heat);
  const seats: Seat[] = a.map((x) => ({
    vehicleId: String(x.vehicleId),
    driverId: String(x.driverId),
    gunnerId: x.gunnerId === null ? null : String(x.gunnerId),
  }));
  while (seats.length < matchRules.CARS_PER_HEAT) seats.push({ vehicleId: null, driverId: null, gunnerId: null });
  return seats;
}

function TeamAssignment({ view, team, lineUp }: { view: MatchView; team: MatchView['teams'][number]; lineUp: LineUp | null }) {
  const details = useQuery('franchise.details', { id: team.franchiseId });
  const api = useApi();
  const op = useOperation();
  const heats = Array.from({ length: dethmetalDetails(view).heats }, (_, i) => i + 1);
  const [seats, setSeats] = useState<Record<number, Seat[]>>(() => Object.fromEntries(heats.map((h) => [h, seatsFrom(view, team.franchiseId, h)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // What "Same crews as Match N" could not put back, and why (shown until the next fill or Save).
  const [unfilled, setUnfilled] = useState<{ from: number; slots: string[] } | null>(null);
  const saved = JSON.stringify(Object.fromEntries(heats.map((h) => [h, seatsFrom(view, team.franchiseId, h)])));
  useEffect(() => setSeats(JSON.parse(saved) as Record<number, Seat[]>), [saved]);
  const dirty = JSON.stringify(seats) !== saved;
  const d: FranchiseDetail | undefined = details.data;
  const { preMatch } = dethmetalDetails(view);
  const locked = !preMatch || view.status === 'recorded';
  const broken = new Map((preMatch?.vehicles ?? []).filter((v) => v.brokenDown).map((v) => [v.id, v.explanation.join(' ')]));

  const set = (heat: number, i: number, patch: Partial<Seat>) =>
    setSeats((s) => ({ ...s, [heat]: s[heat]!.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  const sameCrews = async (from: LineUp, d: FranchiseDetail) => {
    // A car gone from the stable: read it to say whether it was sold.
    const sold = new Set<number>();
    for (const id of carsGone(from, d)) {
      const r = await api.call('vehicle.get', { id });
      if (r.ok && r.value.status === 'sold') sold.add(id);
    }
    const filled = seatsFromLineUp(from, heats, matchRules.CARS_PER_HEAT, d, broken, sold);
    setSeats(filled.seats);
    setUnfilled({ from: from.match.number, slots: filled.unfilled });
    setErrors({});
    setFormError(null);
  };

  const save = async () => {
    setUnfilled(null);
    setErrors({});
    setFormError(null);
    const payload = {
      matchId: view.id,
      franchiseId: team.franchiseId,
      heats: heats.map((heat) => ({
        heat,
        cars: seats[heat]!.filter((s) => s.vehicleId && s.driverId).map((s) => ({
          vehicleId: Number(s.vehicleId),
          driverId: Number(s.driverId),
          ...(s.gunnerId ? { gunnerId: Number(s.gunnerId) } : {}),
        })),
      })),
    };
    // Field paths come back against the cars sent; map them to the rows on screen.
    const rowsSent = heats.map((heat) => seats[heat]!.map((s, i) => (s.vehicleId && s.driverId ? i : -1)).filter((i) => i >= 0));
    const { result } = await op.run('match.assign', payload);
    if (result.ok) {
      notifications.show({ color: 'green', message: `${team.franchise}: cars assigned` });
      return;
    }
    const e = result.error;
    const fieldErrors: Record<string, string> = {};
    for (const issue of 'issues' in e ? e.issues : []) {
      const [h, hi, c, ci, field] = issue.path;
      if (h === 'heats' && c === 'cars' && typeof hi === 'number' && typeof ci === 'number')
        fieldErrors[`${heats[hi]}.${rowsSent[hi]?.[ci]}.${String(field)}`] = issue.message;
      else if (h === 'heats' && typeof hi === 'number') fieldErrors[`${heats[hi]}`] = issue.message;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setFormError(e.message);
  };

  return (
    <Card withBorder padding="md" style={{ borderTop: `4px solid ${team.colour}` }}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={team.colour} size={16} />
          <Text fw={700}>{team.franchise}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {lineUp && d && !locked && (
            <Tooltip
              label={`Put back the cars and crews ${team.franchise} raced in match ${lineUp.match.number}${lineUp.match.seasonNumber !== view.seasonNumber ? ` of season ${lineUp.match.seasonNumber}` : ''}, where they can still race; Save writes them`}
            >
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconHistory size={12} />}
                onClick={() => void sameCrews(lineUp, d)}
                data-testid={`same-crews-${team.franchiseId}`}
              >
                Same crews as Match {lineUp.match.number}
              </Button>
            </Tooltip>
          )}
          {heats.length > 1 && !locked && (
            <Tooltip label={`Copy heat 1 to heat${heats.length > 2 ? 's' : ''} ${heats.slice(1).join(', ')}`}>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconCopy size={12} />}
                onClick={() => setSeats((s) => Object.fromEntries(heats.map((h) => [h, structuredClone(s[1]!)])))}
              >
                Same for every heat
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      {unfilled && (
        <Alert
          variant="light"
          color={unfilled.slots.length ? 'yellow' : 'teal'}
          mb="xs"
          p="xs"
          data-testid={`same-crews-note-${team.franchiseId}`}
          withCloseButton
          onClose={() => setUnfilled(null)}
        >
          <Text size="xs" fw={600}>
            {unfilled.slots.length
              ? `Filled from Match ${unfilled.from}, except:`
              : `Filled from Match ${unfilled.from}: every car and competitor can race again.`}
          </Text>
          {unfilled.slots.map((u) => (
            <Text key={u} size="xs">
              {u}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            Nothing is written until you Save.
          </Text>
        </Alert>
      )}
      {!d ? (
        <Text size="sm" c="dimmed">
          Loading the stables and roster…
        </Text>
      ) : (
        <Stack gap="sm">
          {heats.map((heat) => {
            const chosenCars = seats[heat]!.map((s) => s.vehicleId);
            const chosenPeople = seats[heat]!.flatMap((s) => [s.driverId, s.gunnerId]);
            return (
              <Stack key={heat} gap={4}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  Heat {heat}
                </Text>
                {errors[`${heat}`] && (
                  <Text size="xs" c="red" role="alert">
                    {errors[`${heat}`]}
                  </Text>
                )}
                {seats[heat]!.map((s, i) => {
                  const v = d.vehicles.find((x) => String(x.id) === s.vehicleId);
                  // Anyone already seated in this heat is disabled, except in the box that holds him. The car's own
                  // driver is not offered as its gunner at all: one competitor cannot do both (the service refuses it).
                  const people = (own: string | null, leaveOut: string | null) =>
                    d.roster
                      .filter((c) => String(c.id) !== leaveOut)
                      .map((c) => ({
                        value: String(c.id),
                        label: c.usable ? c.name : `${c.name} — ${c.unavailable[0] ?? 'unavailable'}`,
                        disabled: !c.usable || (chosenPeople.includes(String(c.id)) && own !== String(c.id)),
                      }));
                  const err = (f: string) => errors[`${heat}.${i}.${f}`];
                  return (
                    <Group key={i} gap={6} wrap="nowrap" align="flex-start">
                      <Select
                        aria-label={`${team.franchise}, heat ${heat} car ${i + 1}`}
                        placeholder={`Car ${i + 1}`}
                        size="xs"
                        style={{ flex: 1.2, minWidth: 0 }}
                        clearable
                        disabled={locked}
                        value={s.vehicleId}
                        error={err('vehicleId')}
                        onChange={(val) => set(heat, i, { vehicleId: val, ...(val ? {} : { driverId: null, gunnerId: null }) })}
                        data={d.vehicles.map((x) => ({
                          value: String(x.id),
                          label: broken.has(x.id) ? `${x.name} — broken down` : x.name,
                          disabled: broken.has(x.id) || (chosenCars.includes(String(x.id)) && s.vehicleId !== String(x.id)),
                        }))}
                      />
                      <Select
                        aria-label={`${team.franchise}, heat ${heat} driver ${i + 1} (car ${i + 1})`}
                        placeholder="Driver"
                        size="xs"
                        style={{ flex: 1, minWidth: 0 }}
                        clearable
                        disabled={locked || !s.vehicleId}
                        value={s.driverId}
                        error={err('driverId')}
                        onChange={(val) => set(heat, i, { driverId: val })}
                        data={people(s.driverId, null)}
                      />
                      {v?.design.components.gunnerStation ? (
                        <Select
                          aria-label={`${team.franchise}, heat ${heat} gunner ${i + 1} (car ${i + 1})`}
                          placeholder="Gunner (optional)"
                          size="xs"
                          style={{ flex: 1, minWidth: 0 }}
                          clearable
                          disabled={locked}
                          value={s.gunnerId}
                          error={err('gunnerId')}
                          onChange={(val) => set(heat, i, { gunnerId: val })}
                          data={people(s.gunnerId, s.driverId)}
                        />
                      ) : (
                        <Text size="xs" c="dimmed" style={{ flex: 1 }} pt={6}>
                          {v ? 'No gunner station' : ''}
                        </Text>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            );
          })}
          {formError && (
            <Text size="sm" c="red" role="alert">
              {formError}
            </Text>
          )}
          {!locked && (
            <Group justify="flex-end">
              <Button size="xs" onClick={() => void save()} loading={op.running} disabled={!dirty} data-testid={`assign-${team.franchiseId}`}>
                Save {possessive(team.franchise)} cars
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {op.dialog}
    </Card>
  );
}

/** Setup: the pre-match rolls, then each team's cars and crews per heat, with whatever the rules forbid refused. */
export function SetupTab({ view }: { view: MatchView }) {
  // The last line-up may be last season's (the first match of a season): read both seasons.
  const thisSeason = useQuery('schedule.list', { season: view.seasonNumber });
  const lastSeason = useQuery('schedule.list', { season: Math.max(1, view.seasonNumber - 1) });
  const played = [...(view.seasonNumber > 1 ? (lastSeason.data ?? []) : []), ...(thisSeason.data ?? [])];
  return (
    <Stack gap="md">
      <PreMatch view={view} />
      <Stack gap="xs">
        <Title order={4}>2. Cars and crews</Title>
        {!dethmetalDetails(view).preMatch && (
          <Alert variant="light" color="gray">
            Assignments open once the pre-match rolls are made: a competitor struck by his Heart condition, or a car whose device broke down, cannot be put in.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Each team fields up to {matchRules.CARS_PER_HEAT} cars per heat; a car with a gunner station may carry a gunner. Competitors who are out for the
          season, retired or struck before the match cannot be picked.
        </Text>
        {/* Side by side only where each team's card is wide enough for a car, a driver and a gunner by their full names. */}
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="sm">
          {view.teams.map((t) => (
            <TeamAssignment key={t.franchiseId} view={view} team={t} lineUp={lastLineUp(played, t.franchiseId, view.id)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
