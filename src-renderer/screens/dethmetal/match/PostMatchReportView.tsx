import { Accordion, Badge, Checkbox, ColorSwatch, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { PostMatchReport } from '../../../../src-shared/ipc';
import { Amount } from '../../../components/Amount';
import { DiceChips } from './assistant/ResolutionView';

const money = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('en-US').replace(/,/g, ' ')}k`;

const wasBought = (bought: readonly string[], o: { key: string; name: string }) => bought.includes(o.key) || bought.includes(o.name);

/** "Finds — 1 bought, 2 lost": what became of the finds once the result is committed. */
function findsOutcome(bought: number, total: number): string {
  const lost = total - bought;
  if (lost === 0) return `Finds — ${bought === 1 ? 'bought' : `all ${bought} bought`}`;
  if (bought === 0) return `Finds — ${lost === 1 ? 'not bought, lost' : `none bought, all ${lost} lost`}`;
  return `Finds — ${bought} bought, ${lost} lost`;
}

/**
 * The post-match processing as the service worked it out: per franchise, every money line with its rule, each
 * competitor's XP, levels, quirk check and fatigue, each car's losses, the finds to buy now or lose, and the dice.
 */
export function PostMatchReportView({
  report,
  colours,
  buy,
  onBuy,
  readOnly = false,
}: {
  report: PostMatchReport;
  colours: ReadonlyMap<number, string>;
  /** Keys of finds to buy, per franchise; shown as checkboxes while previewing. */
  buy?: Record<number, string[]>;
  onBuy?: (franchiseId: number, keys: string[]) => void;
  /** A committed report: the finds were bought or lost, there is nothing left to decide. */
  readOnly?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">
          Prize pot <b>{report.prize.pot.toLocaleString('en-US').replace(/,/g, ' ')}k</b>
        </Text>
        <Text size="sm" c="dimmed">
          · {report.rolls.length} roll{report.rolls.length === 1 ? '' : 's'}
        </Text>
      </Group>
      <Accordion multiple variant="separated" defaultValue={report.franchises.map((f) => String(f.franchiseId))}>
        {report.franchises.map((f) => (
          <Accordion.Item key={f.franchiseId} value={String(f.franchiseId)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={colours.get(f.franchiseId) ?? '#888'} size={14} />
                  <Text fw={700}>{f.franchise}</Text>
                  {f.won && (
                    <Badge color="yellow" variant="light">
                      Won
                    </Badge>
                  )}
                  <Text size="sm" c="dimmed">
                    {f.points} pts
                  </Text>
                </Group>
                <Tooltip label={`Cash ${f.cashBefore}k before, ${f.cashAfter}k after`}>
                  <Group gap={6} wrap="nowrap">
                    <Amount value={f.cashBefore} unit="k" size="sm" c="dimmed" />
                    <Text size="sm" c="dimmed">
                      →
                    </Text>
                    <Amount value={f.cashAfter} unit="k" size="sm" fw={700} c={f.cashAfter < 0 ? 'red' : undefined} />
                  </Group>
                </Tooltip>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Table fz="sm" verticalSpacing={3} aria-label={`${f.franchise} money`}>
                  <Table.Tbody>
                    {f.lines.map((l, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>
                          <Tooltip label={l.rule} multiline w={320} position="top-start">
                            <Text size="sm">{l.reason}</Text>
                          </Tooltip>
                        </Table.Td>
                        <Table.Td w={84}>
                          <Badge size="xs" variant="outline" color="gray" tt="none">
                            {l.stage}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right" w={90} c={l.amount < 0 ? 'red' : 'teal'} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {money(l.amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td fw={700}>Net</Table.Td>
                      <Table.Td />
                      <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {money(f.cashAfter - f.cashBefore)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <Text size="xs" c="dimmed">
                  Overhead: income band {f.overheadBands.income}, size band {f.overheadBands.size} (franchise size {f.franchiseSize}).
                </Text>

                {f.competitors.some((c) => c.tookPart) && (
                  <Table fz="sm" verticalSpacing={3} aria-label={`${f.franchise} competitors`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Competitor</Table.Th>
                        <Table.Th ta="right">Pts</Table.Th>
                        <Table.Th ta="right">XP</Table.Th>
                        <Table.Th ta="right">Level</Table.Th>
                        <Table.Th>Afterwards</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {f.competitors
                        .filter((c) => c.tookPart || c.fatigue.change !== 0)
                        .map((c) => (
                          <Table.Tr key={c.competitorId}>
                            <Table.Td>
                              <Text size="sm" fw={600}>
                                {c.name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {c.role ?? 'sat out'}
                                {c.outOfAction ? ' · out of action' : ''}
                                {c.cloned ? ' · cloned' : ''}
                              </Text>
                            </Table.Td>
                            <Table.Td ta="right">{c.points}</Table.Td>
                            <Tooltip
                              label={c.xp.lines.map((l) => `${l.event}${l.count > 1 ? ` ×${l.count}` : ''}: ${l.xp} XP`).join('; ') || 'No XP'}
                              multiline
                              w={280}
                            >
                              <Table.Td ta="right" fw={600}>
                                +{c.xp.total}
                              </Table.Td>
                            </Tooltip>
                            <Table.Td ta="right">{c.levelAfter > c.levelBefore ? `${c.levelBefore} → ${c.levelAfter}` : c.levelAfter}</Table.Td>
                            <Table.Td>
                              <Stack gap={0}>
                                {c.advancements.map((a) => (
                                  <Text key={a.level} size="xs">
                                    Level {a.level}: {a.explanation.join(' ')}
                                  </Text>
                                ))}
                                {c.quirkCheck && (
                                  <Text size="xs" c={c.quirkCheck.quirk ? 'red' : 'dimmed'}>
                                    {c.quirkCheck.explanation.join(' ')}
                                  </Text>
                                )}
                                {c.fatigue.explanation.length > 0 && (
                                  <Text size="xs" c="dimmed">
                                    {c.fatigue.explanation.join(' ')}
                                  </Text>
                                )}
                              </Stack>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                    </Table.Tbody>
                  </Table>
                )}

                {f.vehicles.filter((v) => v.raced).length > 0 && (
                  <Stack gap={2}>
                    {f.vehicles
                      .filter((v) => v.raced)
                      .map((v) => (
                        <Text key={v.vehicleId} size="sm">
                          <b>{v.name}</b>: {v.destroyed ? 'destroyed' : `${v.criticals} critical${v.criticals === 1 ? '' : 's'}, ${v.damage} damage`}
                          {v.lost.length ? ` — lost: ${v.lost.map((l) => `${l.item} (${l.reason})`).join(', ')}` : ''}
                        </Text>
                      ))}
                  </Stack>
                )}

                {f.offers.length > 0 && (
                  <Stack gap={4}>
                    <Text size="sm" fw={600}>
                      {readOnly ? findsOutcome(f.offers.filter((o) => wasBought(f.bought, o)).length, f.offers.length) : 'Finds — buy now or lose them'}
                    </Text>
                    {f.offers.map((o) => {
                      const keys = buy?.[f.franchiseId] ?? [];
                      return onBuy && !readOnly ? (
                        <Checkbox
                          key={o.key}
                          label={`${o.name} — ${o.price}k (${o.costFormula}): ${o.text}`}
                          checked={keys.includes(o.key)}
                          onChange={(e) => onBuy(f.franchiseId, e.currentTarget.checked ? [...keys, o.key] : keys.filter((k) => k !== o.key))}
                        />
                      ) : (
                        <Text key={o.key} size="sm">
                          {o.name} — {o.price}k {wasBought(f.bought, o) ? '(bought)' : readOnly ? '(lost)' : '(not bought)'}
                        </Text>
                      );
                    })}
                  </Stack>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {report.rolls.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Every roll
          </Text>
          <DiceChips rolls={report.rolls} />
        </Stack>
      )}
    </Stack>
  );
}
