import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import type { SeasonEndReport } from '../../../../src-shared/ipc';
import { hrefOf } from '../../../shell/routes';
import { Amount } from '../../../components/Amount';
import { DiceChips } from '../match/assistant/ResolutionView';

const OUTCOME_COLOUR: Record<string, string> = {
  'forced retirement': 'red',
  'retired undrafted': 'red',
  'expansion team': 'gray',
  contracted: 'blue',
  kept: 'gray',
  drafted: 'teal',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * The hire step for a franchise the season end leaves short: the roster's hire dialog (rookies or free agents). Only
 * once the season has ended: a competitor hired before would play out this season and go into its draft.
 */
function HireStep({ report, franchiseId, franchise }: { report: SeasonEndReport; franchiseId: number; franchise: string }) {
  const label = `Hire for ${franchise}`;
  if (report.preview)
    return (
      <Tooltip label={`After you end season ${report.seasonNumber}: hire rookies or free agents for season ${report.nextSeasonNumber}.`} multiline w={260}>
        <Button size="xs" variant="default" leftSection={<IconUserPlus size={14} />} data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
          {label} next
        </Button>
      </Tooltip>
    );
  return (
    <Button component="a" href={hrefOf('roster', franchiseId, 'hire')} size="xs" variant="light" leftSection={<IconUserPlus size={14} />}>
      {label}
    </Button>
  );
}

/** How a season ends, as the service worked it out: the Cup, retirements, mechanics, the draft, sponsors, money. */
export function SeasonEndReportView({ report }: { report: SeasonEndReport }) {
  const short = report.shortfalls ?? [];
  return (
    <Stack gap="lg">
      {short.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`${short.length} franchise${short.length === 1 ? '' : 's'} must hire or buy before the next match`}
          data-testid="season-end-shortfalls"
        >
          <Stack gap="xs">
            {short.map((f) => (
              <Group key={f.franchiseId} justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-shortfall={f.franchise}>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm">
                    <Anchor href={hrefOf('roster', f.franchiseId)} fw={600} size="sm">
                      {f.franchise}
                    </Anchor>
                    {`: ${f.problems.map(organizerText).join(' ')}`}
                  </Text>
                  {f.why && (
                    <Text size="xs" c="dimmed">
                      Why: {f.why}
                    </Text>
                  )}
                </Stack>
                {f.competitors < campaign.ROSTER_SIZE.min && <HireStep report={report} franchiseId={f.franchiseId} franchise={f.franchise} />}
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt={6}>
            Part VI › Create roster (house rule “Enforce the 6-competitor minimum”): a team below the minimums cannot be assigned to a match until it hires
            rookies or free agents, or buys.
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title={`The Metal Cup, season ${report.seasonNumber}`}>
          <Text size="sm">
            {report.metalCup.winners.length ? (
              <>
                Won by <b>{report.metalCup.winners.join(' and ')}</b>
                {Object.entries(report.metalCup.bonusDue).map(([team, k]) => ` · ${team}: ${k}k bonus with the next income`)}
              </>
            ) : (
              'No points were scored: nobody wins the Cup.'
            )}
          </Text>
          {report.metalCup.extraContract.length > 0 && (
            <Text size="xs" c="dimmed">
              An extra franchise contract for the top two: {report.metalCup.extraContract.join(', ')}.
            </Text>
          )}
          <Table fz="sm" verticalSpacing={2} aria-label="Final standings">
            <Table.Tbody>
              {report.standings.map((s) => (
                <Table.Tr key={s.franchiseId}>
                  <Table.Td w={28} ta="right" fw={700}>
                    {s.place}
                  </Table.Td>
                  <Table.Td>{s.franchise}</Table.Td>
                  <Table.Td ta="right">
                    <Amount value={s.points} unit="pts" />
                  </Table.Td>
                  <Table.Td c="dimmed" fz="xs">
                    {s.decidedBy && s.decidedBy !== 'points' ? campaign.DECIDED_BY_LABEL[s.decidedBy] : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
        <Section title="Retirements and mechanics">
          {report.retirements.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody is forced to retire.
            </Text>
          ) : (
            report.retirements.map((r) => (
              <Text key={r.competitorId} size="sm">
                <b>{r.name}</b>
                {r.franchise ? ` (${r.franchise})` : ''}: {r.reasons.join(' ')}
              </Text>
            ))
          )}
          <Table fz="sm" verticalSpacing={2} aria-label="Mechanic staff">
            <Table.Tbody>
              {report.mechanics.map((m) => (
                <Table.Tr key={m.franchise}>
                  <Table.Td>{m.franchise}</Table.Td>
                  <Table.Td>Rating {m.rating}</Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="light" color={m.kept ? 'teal' : 'gray'}>
                      {m.kept ? 'kept' : 'let go'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount value={m.cost} unit="k" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>

      <Section title="The draft">
        {!report.draft.enabled ? (
          <Text size="sm" c="dimmed">
            The league does not hold a draft (house rule “Use the draft sketch” is off): everyone not retiring stays with his team.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Stack gap={4}>
              {report.draft.rule && (
                <Text size="sm" data-testid="draft-rule">
                  {report.draft.rule}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Pick order: {report.draft.order.join(' → ')} (
                {Object.entries(report.draft.picks)
                  .map(([t, n]) => `${t} ${n}`)
                  .join(', ')}{' '}
                picks)
              </Text>
              <Table fz="sm" verticalSpacing={2} aria-label="Draft picks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40} ta="right">
                      Pick
                    </Table.Th>
                    <Table.Th w={50}>Round</Table.Th>
                    <Table.Th>Team</Table.Th>
                    <Table.Th>Drafted</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.draft.made.map((p) => (
                    <Table.Tr key={p.pick}>
                      <Table.Td ta="right">{p.pick}</Table.Td>
                      <Table.Td>{p.round}</Table.Td>
                      <Table.Td>{p.team}</Table.Td>
                      <Table.Td c={p.competitor ? undefined : 'dimmed'}>{p.competitor ?? 'pass'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
            <Table fz="sm" verticalSpacing={2} aria-label="Where everyone goes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Competitor</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th ta="right">Wage</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.draft.outcomes.map((o) => (
                  <Table.Tr key={o.competitorId}>
                    <Table.Td>
                      {o.name}
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {o.from ?? ''}
                        {o.to && o.to !== o.from ? ` → ${o.to}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="xs" variant="light" color={OUTCOME_COLOUR[o.outcome] ?? 'gray'}>
                        {o.outcome}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{o.wage === null ? '—' : <Amount value={o.wage} unit="k" />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="Sponsors">
          {report.sponsors.leaving.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sponsor leaves.
            </Text>
          ) : (
            report.sponsors.leaving.map((l, i) => (
              <Text key={i} size="sm">
                {l.team} loses its <b>{l.sponsor}</b> ({l.income}k income)
              </Text>
            ))
          )}
          {report.sponsors.taken.length > 0 && (
            <Text size="sm">
              From the pool, in order {report.sponsors.order.join(' → ')}: {report.sponsors.taken.map((t) => `${t.team} ${t.sponsor ?? 'none'}`).join(', ')}.
            </Text>
          )}
          {report.sponsors.pool.length > 0 && (
            <Text size="xs" c="dimmed">
              Left in the pool: {report.sponsors.pool.join(', ')}.
            </Text>
          )}
        </Section>
        <Section title="Money">
          {report.money.length === 0 ? (
            <Text size="sm" c="dimmed">
              No money moves.
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={2} aria-label="Season-end money">
              <Table.Tbody>
                {report.money.flatMap((m) =>
                  m.lines.map((l, i) => (
                    <Table.Tr key={`${m.franchiseId}-${i}`}>
                      <Table.Td>{i === 0 ? m.franchise : ''}</Table.Td>
                      <Table.Td>
                        <Tooltip label={l.rule} multiline w={300}>
                          <Text size="sm">{l.reason}</Text>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td ta="right" c={l.amount < 0 ? 'red' : 'teal'} fw={600}>
                        <Amount value={l.amount > 0 ? `+${l.amount}` : `−${-l.amount}`} unit="k" />
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </SimpleGrid>
      {report.rolls.length > 0 && (
        <Group gap="xs" align="flex-start">
          <Text size="sm" fw={600}>
            Dice
          </Text>
          <DiceChips rolls={report.rolls} />
        </Group>
      )}
    </Stack>
  );
}
