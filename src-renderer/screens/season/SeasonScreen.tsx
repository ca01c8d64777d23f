import { Badge, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconChartLine, IconCoin, IconHistory, IconShoppingCart, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '../../api/ApiProvider';
import { partShown, useCapabilities } from '../../shell/capabilities';
import { navigate, useRoute } from '../../shell/routes';
import { FinancesTab } from './FinancesTab';
import { PastSeasonsTab } from './PastSeasonsTab';
import { ScheduleTab } from './ScheduleTab';
import { SeasonEndTab } from './SeasonEndTab';
import { ShoppingTab } from './ShoppingTab';
import { StandingsTab } from './StandingsTab';

const TABS = [
  { value: 'schedule', label: 'Schedule', icon: IconCalendarEvent },
  { value: 'standings', label: 'Standings', icon: IconChartLine },
  { value: 'finances', label: 'Finances', icon: IconCoin },
  { value: 'shopping', label: 'Shopping', icon: IconShoppingCart },
  { value: 'end', label: 'Season end', icon: IconTrophy },
  { value: 'past', label: 'Past seasons', icon: IconHistory },
] as const;

/** Season: schedule, standings, finances, the shopping step, the season-end wizard and the seasons before. */
export function SeasonScreen() {
  const { rest } = useRoute();
  const season = useQuery('season.current', {});
  // A ruleset without money has no Finances or Shopping, one without a campaign no Season end (issue 12).
  const caps = useCapabilities();
  const tabs = TABS.filter((t) => partShown('season', t.value, caps));
  const tab = tabs.some((t) => t.value === rest[0]) ? rest[0]! : 'schedule';
  const s = season.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{s ? `Season ${s.number}` : 'Season'}</Title>
        {s && (
          <Tooltip label="Matches recorded / scheduled / the season's length (house rule “Matches per season”, gaps.md #59)">
            <Group gap="xs">
              <Badge variant="light" color={s.status === 'open' ? 'orange' : 'gray'}>
                {s.status === 'open' ? 'In progress' : 'Closed'}
              </Badge>
              <Text size="sm" c="dimmed">
                {s.matchesPlayed} played · {s.matchesScheduled} scheduled · {s.seasonLength} in a season
              </Text>
            </Group>
          </Tooltip>
        )}
      </Group>
      {season.loading && !s ? (
        <Loader size="sm" />
      ) : (
        <Tabs value={tab} onChange={(v) => v && navigate('season', v)} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} px="sm" leftSection={<t.icon size={16} />}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="schedule" pt="md">
            <ScheduleTab season={s ?? null} />
          </Tabs.Panel>
          <Tabs.Panel value="standings" pt="md">
            <StandingsTab />
          </Tabs.Panel>
          <Tabs.Panel value="finances" pt="md">
            <FinancesTab />
          </Tabs.Panel>
          <Tabs.Panel value="shopping" pt="md">
            <ShoppingTab />
          </Tabs.Panel>
          <Tabs.Panel value="end" pt="md">
            <SeasonEndTab season={s ?? null} />
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            <PastSeasonsTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
