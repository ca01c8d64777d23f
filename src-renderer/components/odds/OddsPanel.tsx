import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '../../api/ApiProvider';
import { OddsReportView } from './OddsReportView';

/** How long the inputs must rest before the odds are asked again (typing a distance asks once, not per key). */
export const ODDS_DEBOUNCE_MS = 250;

/**
 * The odds of a calculator before Roll, for any ruleset's table (`table.odds`: the league file's table, the
 * ruleset's calculator run on every path of the dice). Asked again as the inputs change, once they rest; the last
 * figures stay, dimmed, until the next arrive. `calc`: null while the inputs cannot be rolled (a box still empty, a
 * rule that forbids it), and `why` says so in their place.
 */
export function OddsPanel({ matchId, calc, why = 'Odds appear once the roll can be made.' }: { matchId: number; calc: unknown; why?: string }) {
  const key = calc === null || calc === undefined ? '' : JSON.stringify(calc);
  const [rested] = useDebouncedValue(key, ODDS_DEBOUNCE_MS);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Odds before rolling">
      {key === '' ? (
        <Text size="xs" c="dimmed">
          {why}
        </Text>
      ) : rested === '' ? (
        <OddsLoading />
      ) : (
        <OddsAnswer matchId={matchId} calcKey={rested} typing={rested !== key} />
      )}
    </Paper>
  );
}

function OddsAnswer({ matchId, calcKey, typing }: { matchId: number; calcKey: string; typing: boolean }) {
  const odds = useQuery('table.odds', { matchId, calc: JSON.parse(calcKey) as unknown });
  const pending = typing || odds.loading;
  if (odds.data) return <OddsReportView report={odds.data} pending={pending} />;
  if (odds.error && !pending)
    return (
      <Text size="xs" c="dimmed">
        No odds for these inputs: {odds.error.message}
      </Text>
    );
  return <OddsLoading />;
}

/** The first figures on their way: a placeholder about their height. */
function OddsLoading() {
  return (
    <Stack gap={6} aria-busy data-pending>
      <Text size="sm" fw={700}>
        Odds before rolling
      </Text>
      <Skeleton h={12} w="60%" />
      <Skeleton h={22} />
      <Skeleton h={12} w="45%" />
      <Skeleton h={22} />
    </Stack>
  );
}
