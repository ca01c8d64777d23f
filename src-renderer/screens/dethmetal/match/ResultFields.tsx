import { Card, Checkbox, Group, SimpleGrid, type SimpleGridProps, Table, Text } from '@mantine/core';
import { dethmetalTeams, type InputOf, type MatchView } from '../../../../src-shared/ipc';
import { CountField } from '../../../components/match/CountField';

export type RecordInput = InputOf<'match.record'>;
export type Team = RecordInput['teams'][number];
export type CompetitorResult = NonNullable<Team['competitors']>[number];
export type VehicleResult = NonNullable<Team['vehicles']>[number];

/** The names of who took part, from the match's heat assignments: competitors and cars by id. */
export function names(view: MatchView) {
  const people = new Map<number, string>();
  const cars = new Map<number, string>();
  for (const t of dethmetalTeams(view))
    for (const a of t.assignments) {
      people.set(a.driverId, a.driver);
      if (a.gunnerId !== null) people.set(a.gunnerId, a.gunner ?? '');
      cars.set(a.vehicleId, a.vehicle);
    }
  return { people, cars };
}

/**
 * A Dethmetal match's result as `match.record` takes it, one card per franchise: each competitor's points, critical
 * hits scored and out of action, each car's criticals taken, damage and destroyed, and the World Trade spin. The
 * Result tab records through it; "Correct result" edits the recorded one through it (issue 27). Boxes holding no
 * number yet are reported through the DraftReportContext around it.
 */
export function ResultFields({
  view,
  teams,
  onTeam,
  cols = { base: 1, lg: 2 },
}: {
  view: MatchView;
  teams: readonly Team[];
  onTeam: (i: number, patch: Partial<Team>) => void;
  cols?: SimpleGridProps['cols'];
}) {
  const { people, cars } = names(view);
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {teams.map((t, ti) => {
        const team = view.teams.find((x) => x.franchiseId === t.franchiseId)!;
        const total = (t.competitors ?? []).reduce((n, c) => n + (c.points ?? 0), 0);
        return (
          <Card key={t.franchiseId} withBorder padding="md" style={{ borderTop: `4px solid ${team.colour}` }}>
            <Group justify="space-between" mb="xs">
              <Text fw={700}>{team.franchise}</Text>
              <Text size="sm">
                <b>{total}</b> match points
              </Text>
            </Group>
            <Table fz="sm" verticalSpacing={2} aria-label={`${team.franchise} competitors`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Competitor</Table.Th>
                  <Table.Th ta="right" w={72}>
                    Points
                  </Table.Th>
                  <Table.Th ta="right" w={72} title="Critical hits he caused on enemy cars">
                    Crits
                  </Table.Th>
                  <Table.Th w={40} title="Went out of action (dead, gaps.md #52)">
                    Out
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(t.competitors ?? []).map((c, ci) => {
                  const set = (patch: Partial<CompetitorResult>) =>
                    onTeam(ti, { competitors: t.competitors!.map((x, j) => (j === ci ? { ...x, ...patch } : x)) });
                  const who = people.get(c.competitorId) ?? `#${c.competitorId}`;
                  return (
                    <Table.Tr key={c.competitorId}>
                      <Table.Td>{who}</Table.Td>
                      <Table.Td>
                        <CountField
                          size="xs"
                          name={`Points of ${who}`}
                          value={c.points ?? 0}
                          onValue={(n) => set({ points: n ?? 0 })}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <CountField
                          size="xs"
                          name={`Critical hits scored by ${who}`}
                          value={c.criticals ?? 0}
                          onValue={(n) => set({ criticals: n ?? 0 })}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${who} went out of action`}
                          checked={c.outOfAction ?? false}
                          onChange={(e) => set({ outOfAction: e.currentTarget.checked })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Table fz="sm" verticalSpacing={2} mt="xs" aria-label={`${team.franchise} cars`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Car</Table.Th>
                  <Table.Th ta="right" w={72} title="Criticals the car took">
                    Crits
                  </Table.Th>
                  <Table.Th ta="right" w={72}>
                    Damage
                  </Table.Th>
                  <Table.Th w={40} title="Destroyed (Damage table 7+)">
                    Lost
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(t.vehicles ?? []).map((v, vi) => {
                  const set = (patch: Partial<VehicleResult>) => onTeam(ti, { vehicles: t.vehicles!.map((x, j) => (j === vi ? { ...x, ...patch } : x)) });
                  const name = cars.get(v.vehicleId) ?? `#${v.vehicleId}`;
                  return (
                    <Table.Tr key={v.vehicleId}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>
                        <CountField
                          size="xs"
                          name={`Criticals taken by ${name}`}
                          value={v.criticals ?? 0}
                          onValue={(n) => set({ criticals: n ?? 0 })}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <CountField
                          size="xs"
                          name={`Damage of ${name}`}
                          value={v.damage ?? 0}
                          onValue={(n) => set({ damage: n ?? 0 })}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${name} was destroyed`}
                          checked={v.destroyed ?? false}
                          onChange={(e) => set({ destroyed: e.currentTarget.checked })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Checkbox
              mt="sm"
              label="Spin the World Trade table after the match"
              checked={t.worldTrade ?? false}
              onChange={(e) => onTeam(ti, { worldTrade: e.currentTarget.checked })}
            />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
