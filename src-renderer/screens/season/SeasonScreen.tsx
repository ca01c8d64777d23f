import { Badge, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconChartLine, IconCoin, IconFlag, IconHistory, IconShoppingCart, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '../../api/ApiProvider';
import { partShown, useCapabilities } from '../../shell/capabilities';
import { navigate, useRoute } from '../../shell/routes';
import { CloseSeasonTab } from './CloseSeasonTab';
import { CorePastSeasonsTab } from './CorePastSeasonsTab';
import { CoreStandingsTab } from './CoreStandingsTab';
import { FinancesTab } from '../dethmetal/season/FinancesTab';
import { PastSeasonsTab } from '../dethmetal/season/PastSeasonsTab';
import { ScheduleTab } from './ScheduleTab';
import { SeasonEndTab } from '../dethmetal/season/SeasonEndTab';
import { ShoppingTab } from '../dethmetal/season/ShoppingTab';
import { StandingsTab } from '../dethmetal/season/StandingsTab';

const TABS = [
  { value: 'schedule', label: 'Schedule', icon: IconCalendarEvent },
  { value: 'standings', label: 'Standings', icon: IconChartLine },
  { value: 'finances', label: 'Finances', icon: IconCoin },
  { value: 'shopping', label: 'Shopping', icon: IconShoppingCart },
  { value: 'end', label: 'Season end', icon: IconTrophy },
  { value: 'close', label: 'Close season', icon: IconFlag },
  { value: 'past', label: 'Past seasons', icon: IconHistory },
] as const;

/**
 * The generic league core's own tab: a league without a campaign layer closes its season with season.close (the
 * campaign's Season end wizard stands where it has one). Unknown until the league is known, like every part.
 */
const coreTabShown = (tab: string, campaign: boolean | undefined) => tab !== 'close' || campaign === false;

/**
 * Season: schedule, standings, finances, the shopping step, the season-end wizard and the seasons before; a league
 * without a campaign layer has the league core's standings, its Close season and its past seasons instead.
 */
export function SeasonScreen() {
  const { rest } = useRoute();
  const season = useQuery('season.current', {});
  // A ruleset without money has no Finances or Shopping, one without a campaign no Season end (issue 12).
  const caps = useCapabilities();
  const tabs = TABS.filter((t) => partShown('season', t.value, caps) && coreTabShown(t.value, caps?.campaign));
  // Standings and past seasons of a league without a campaign come from the league core (standings.league).
  const core = caps?.campaign === false;
  const tab = tabs.some((t) => t.value === rest[0]) ? rest[0]! : 'schedule';
  const s = season.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{s ? `Season ${s.number}` : 'Season'}</Title>
        {s && (
          <Tooltip
            label={
              core
                ? 'Matches recorded / scheduled this season'
                : "Matches recorded / scheduled / the season's length (house rule “Matches per season”, gaps.md #59)"
            }
          >
            <Group gap="xs">
              <Badge variant="light" color={s.status === 'open' ? 'orange' : 'gray'}>
                {s.status === 'open' ? 'In progress' : 'Closed'}
              </Badge>
              <Text size="sm" c="dimmed">
                {s.matchesPlayed} played · {s.matchesScheduled} scheduled{core ? '' : ` · ${s.seasonLength} in a season`}
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
            {core ? <CoreStandingsTab /> : <StandingsTab />}
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
          <Tabs.Panel value="close" pt="md">
            <CloseSeasonTab />
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            {core ? <CorePastSeasonsTab /> : <PastSeasonsTab />}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
