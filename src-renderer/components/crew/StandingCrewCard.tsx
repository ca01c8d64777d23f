import { Alert, Button, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import { useApi, useQuery } from '../../api/ApiProvider';
import { FieldProblems } from '../FieldProblems';

/** The seats being edited: person ids by vehicle and slot (`vehicleId:slot`). */
type Seats = Record<string, number[]>;

const seatKey = (vehicleId: number, slot: string) => `${vehicleId}:${slot}`;

function seatsOf(view: CrewView): Seats {
  const out: Seats = {};
  for (const v of view.vehicles) for (const s of v.seats) (out[seatKey(v.vehicleId, s.slot)] ??= []).push(s.personId);
  return out;
}

/**
 * A team's standing crew (issue 21, crew slots as core relations), for any ruleset by its declared `slots`: each of
 * its vehicles with a chooser per slot its kind has (one person, or up to the slot's most), offering the team's people
 * of the slot's kind; Save sets the whole crew through `crew.assign`, and a refusal is shown beside the slot it names,
 * in the service's words (every problem at once). Nothing is written until Save.
 */
export function StandingCrewCard({ franchiseId }: { franchiseId: number }) {
  const api = useApi();
  const crew = useQuery('crew.list', { franchiseId });
  const view = crew.data;
  const [seats, setSeats] = useState<Seats | null>(null);
  const [problems, setProblems] = useState<{ at: Record<string, string[]>; loose: string[] }>({ at: {}, loose: [] });
  const [busy, setBusy] = useState(false);
  // The crew as stored, again after each write (or an undo): the edit starts from it.
  useEffect(() => {
    if (view) setSeats(seatsOf(view));
  }, [view]);
  if (crew.error)
    return (
      <Text size="sm" c="red" role="alert">
        {crew.error.message}
      </Text>
    );
  if (!view || !seats) return null;
  const list = view.vehicles.flatMap((v) =>
    view.slots
      .filter((s) => s.vehicle === v.kind)
      .flatMap((s) => (seats[seatKey(v.vehicleId, s.id)] ?? []).map((personId) => ({ vehicleId: v.vehicleId, slot: s.id, personId }))),
  );
  const dirty = JSON.stringify(seatsOf(view)) !== JSON.stringify(Object.fromEntries(Object.entries(seats).filter(([, ids]) => ids.length)));

  async function save() {
    setBusy(true);
    const r = await api.call('crew.assign', { franchiseId, seats: list });
    setBusy(false);
    if (r.ok) return setProblems({ at: {}, loose: [] });
    const issues = 'issues' in r.error ? r.error.issues : [];
    const at: Record<string, string[]> = {};
    const loose: string[] = [];
    for (const i of issues) {
      const seat = i.path[0] === 'seats' && typeof i.path[1] === 'number' ? list[i.path[1]] : undefined;
      if (seat) (at[seatKey(seat.vehicleId, seat.slot)] ??= []).push(i.message);
      else loose.push(i.message);
    }
    setProblems({ at, loose: loose.length || issues.length ? loose : [r.error.message] });
  }

  return (
    <Stack gap="xs" role="group" aria-label={`${view.name} crew`}>
      <Text fw={700}>{view.name}</Text>
      {view.vehicles.length === 0 ? (
        <Text size="sm" c="dimmed">
          No vehicles yet.
        </Text>
      ) : (
        <Table verticalSpacing={4} maw={640}>
          <Table.Tbody>
            {view.vehicles.map((v) => (
              <Table.Tr key={v.vehicleId}>
                <Table.Td w={160}>
                  <Text size="sm" fw={600}>
                    {v.name}
                  </Text>
                </Table.Td>
                {view.slots
                  .filter((s) => s.vehicle === v.kind)
                  .map((s) => {
                    const key = seatKey(v.vehicleId, s.id);
                    const options = view.people.filter((p) => p.kind === s.person).map((p) => ({ value: String(p.personId), label: p.name }));
                    const chosen = seats[key] ?? [];
                    const set = (ids: number[]) => setSeats({ ...seats, [key]: ids });
                    const label = `${v.name} ${s.label}`;
                    return (
                      <Table.Td key={s.id}>
                        {s.max === 1 ? (
                          <Select
                            aria-label={label}
                            size="xs"
                            placeholder={s.label}
                            data={options}
                            clearable
                            value={chosen[0] === undefined ? null : String(chosen[0])}
                            onChange={(id) => set(id ? [Number(id)] : [])}
                          />
                        ) : (
                          <MultiSelect
                            aria-label={label}
                            size="xs"
                            placeholder={`${s.label} (${s.min}–${s.max})`}
                            data={options}
                            value={chosen.map(String)}
                            onChange={(ids) => set(ids.map(Number))}
                          />
                        )}
                        <FieldProblems messages={problems.at[key] ?? []} />
                      </Table.Td>
                    );
                  })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {problems.loose.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {problems.loose.join(' ')}
        </Alert>
      )}
      {view.vehicles.length > 0 && (
        <Group>
          <Button size="xs" variant="default" leftSection={<IconDeviceFloppy size={14} />} disabled={!dirty} loading={busy} onClick={() => void save()}>
            Save {view.name}'s crew
          </Button>
        </Group>
      )}
    </Stack>
  );
}
