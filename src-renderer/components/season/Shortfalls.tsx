import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FranchiseOverview, MatchView } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { hrefOf } from '../../shell/routes';

/** Founded franchises below a minimum (roster 6, stables 3): they must hire or buy before their next match (gaps.md #71). */
export function useShortfalls(): FranchiseOverview[] {
  const list = useQuery('franchise.overviews', {});
  return (list.data ?? []).filter((f) => f.foundedSeason !== null && f.problems.length > 0);
}

/** The franchises of `match` that cannot be assigned to it yet, with why; none for a recorded match. */
export function blockedTeams(match: MatchView, short: readonly FranchiseOverview[]): FranchiseOverview[] {
  if (match.status === 'recorded') return [];
  return short.filter((f) => match.teams.some((t) => t.franchiseId === f.id));
}

/** The League overview's warning: every franchise that must hire or buy before its next match, linked to its roster. */
export function ShortfallAlert() {
  const short = useShortfalls();
  if (short.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`${short.length} franchise${short.length === 1 ? '' : 's'} cannot race until they hire or buy`}
      data-testid="league-shortfalls"
    >
      <List size="sm" spacing={2}>
        {short.map((f) => (
          <List.Item key={f.id}>
            <Anchor href={hrefOf('roster', f.id)} fw={600} size="sm">
              {f.name}
            </Anchor>
            {`: ${f.problems.map((p) => p.message).join(' ')}`}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        Part VI › Create roster (house rule “Enforce the 6-competitor minimum”): a team below the minimums must hire or buy before its next match.
      </Text>
    </Alert>
  );
}
