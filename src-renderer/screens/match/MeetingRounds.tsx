import { Badge, ColorSwatch, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ResultsDeclaration, RulesetDeclaration } from '../../../src-shared/engine/declaration';
import type { MeetingRoundsView, RoundCrewView } from '../../../src-shared/ipc';

const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** Who sat where in one round: each vehicle with its slots' people (“Red One — Driver: Ann Hale”). */
export function RoundCrews({ crews, colours }: { crews: readonly RoundCrewView[]; colours: ReadonlyMap<number, string> }) {
  if (!crews.length) return null;
  return (
    <Stack gap={2} aria-label="Crews">
      {crews.map((c) => (
        <Group key={c.vehicleId} gap="xs" wrap="nowrap">
          <ColorSwatch color={colours.get(c.franchiseId) ?? '#888'} size={10} />
          <Text size="sm" fw={600}>
            {c.vehicle}
          </Text>
          <Text size="sm" c="dimmed">
            {c.seats.map((s) => `${s.label}: ${s.name}`).join(' · ') || 'no one seated'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A meeting's rounds as recorded (issue 21, `match.rounds`), for any ruleset: each round's results in finishing order
 * (or the teams' outcomes), the declared stats, and who sat where in it.
 */
export function MeetingRounds({
  view,
  results,
  declaration,
  colours,
}: {
  view: MeetingRoundsView;
  results: ResultsDeclaration;
  declaration: Pick<RulesetDeclaration, 'stats'>;
  colours: ReadonlyMap<number, string>;
}) {
  const word = capital(results.round.one);
  return (
    <SimpleGrid cols={{ base: 1, lg: view.rounds.length > 1 ? 2 : 1 }} spacing="md">
      {view.rounds.map((r) => {
        const rows = [...r.results].sort((a, b) => (a.placing ?? 99) - (b.placing ?? 99));
        return (
          <Stack key={r.number} gap={6} role="group" aria-label={`${word} ${r.number}`}>
            <Title order={5}>
              {word} {r.number}
            </Title>
            {rows.length > 0 && (
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {rows.map((x) => (
                    <Table.Tr key={`${x.franchiseId}:${x.entrantId ?? 'team'}`}>
                      <Table.Td w={56} fw={700}>
                        {x.placing !== null ? ordinal(x.placing) : x.outcome ? <Badge variant="light">{x.outcome}</Badge> : null}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <ColorSwatch color={x.colour} size={10} />
                          <Text size="sm" fw={600}>
                            {x.entrant ?? x.franchise}
                          </Text>
                          {x.entrant && (
                            <Text size="xs" c="dimmed">
                              {x.franchise}
                            </Text>
                          )}
                        </Group>
                      </Table.Td>
                      {declaration.stats.map((s) => (
                        <Table.Td key={s.key} ta="right" c="dimmed">
                          {x.stats[s.key] ? `${x.stats[s.key]} ${s.label.toLowerCase()}` : ''}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <RoundCrews crews={r.crews} colours={colours} />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
