import { Badge, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '../../api/ApiProvider';
import { partShown, useCapabilities } from '../../shell/capabilities';
import { navigate, useRoute } from '../../shell/routes';
import type { SeasonTab } from '../rulesetScreens';

/**
 * Season: the tabs the league's ruleset gives (screens/registry.ts): Dethmetal's schedule, standings, finances, the
 * shopping step, the season-end wizard and the seasons before; the league core's standings, Close season and past
 * seasons for a ruleset whose results and season end go through the core.
 */
export function SeasonScreen({ tabs: given }: { tabs: readonly SeasonTab[] }) {
  const { rest } = useRoute();
  const season = useQuery('season.current', {});
  // A ruleset without money has no Finances or Shopping, one without a season-end step of its own no Season end (issues 12, 21).
  const caps = useCapabilities();
  const tabs = given.filter((t) => partShown('season', t.value, caps));
  // A league whose ruleset gives no season length: its header counts only what is played and scheduled.
  const core = caps?.schedule.seasonLength === false;
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
                ? 'Matches recorded of those scheduled this season'
                : "Matches recorded of those scheduled, and the season's length (house rule “Matches per season”)"
            }
          >
            <Group gap="xs">
              <Badge variant="light" color={s.status === 'open' ? 'orange' : 'gray'}>
                {s.status === 'open' ? 'In progress' : 'Closed'}
              </Badge>
              <Text size="sm" c="dimmed">
                {/* "6 played · 6 scheduled" read as twelve matches: the scheduled count includes the played ones. */}
                {s.matchesScheduled === 0
                  ? 'Nothing scheduled yet'
                  : `${s.matchesPlayed} of ${s.matchesScheduled} scheduled played${s.matchesPlayed === s.matchesScheduled ? '' : ` · ${s.matchesScheduled - s.matchesPlayed} to play`}`}
                {core ? '' : ` · ${s.seasonLength} in a season`}
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
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              <t.component season={s ?? null} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
