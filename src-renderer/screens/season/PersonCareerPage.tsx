import { Anchor, Badge, Breadcrumbs, Card, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '../../api/ApiProvider';
import { hrefOf } from '../../shell/routes';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One person's career on the league core (#/season/standings/driver/<id>): his games, results and the ruleset's
 * stats per season and in total, then every event in order. Where the ruleset seats him in one vehicle for good
 * (a Dirty Wheels driver and his car), this is the car's history too.
 */
export function PersonCareerPage({ competitorId }: { competitorId: number }) {
  const career = useQuery('careers.person', { competitorId });
  const c = career.data;
  const back = (
    <Breadcrumbs>
      <Anchor href={hrefOf('season', 'standings')}>Standings</Anchor>
      <Text size="sm">{c?.name ?? '…'}</Text>
    </Breadcrumbs>
  );
  if (career.error)
    return (
      <Stack gap="md">
        {back}
        <Text c="red" role="alert">
          {career.error.message}
        </Text>
      </Stack>
    );
  if (!c) return back;
  const seasons = [...c.seasons.map((s) => ({ label: `Season ${s.seasonNumber}`, counts: s.counts })), { label: 'Career', counts: c.total }];
  return (
    <Stack gap="md">
      {back}
      <Group gap="sm" align="baseline">
        <Title order={2}>{c.name}</Title>
        <Text c="dimmed">
          {capital(c.person.one)}
          {c.vehicle ? ` of the ${c.vehicle.name}` : ''}
          {c.team ? ` · ${c.team}` : ''}
        </Text>
        {c.status !== 'active' && <Badge color="gray">{c.team ? c.status : 'left the league'}</Badge>}
      </Group>
      {c.vehicle && (
        <Text size="sm" c="dimmed">
          A driver drives one car for good, so this is also the {c.vehicle.name}’s history.
        </Text>
      )}
      <Card withBorder padding={0}>
        <Table aria-label="Career by season" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Season</Table.Th>
              {c.columns.map((col) => (
                <Table.Th key={col.key} ta="right">
                  {col.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {seasons.map((s) => (
              <Table.Tr key={s.label} fw={s.label === 'Career' ? 700 : undefined}>
                <Table.Td>{s.label}</Table.Td>
                {c.columns.map((col) => (
                  <Table.Td key={col.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {s.counts[col.key] ?? 0}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder padding="lg">
        <Title order={5} mb="sm">
          History
        </Title>
        {c.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No recorded games yet: a result recorded on the Match screen appears here.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label="Career history">
            {c.events.map((e) => (
              <Timeline.Item key={e.id} title={`Season ${e.seasonNumber}`}>
                <Text size="sm">{e.text}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
    </Stack>
  );
}
