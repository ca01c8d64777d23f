import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MatchView } from '../../../src-shared/ipc';
import { hrefOf } from '../../shell/routes';
import { MatchStatusBadge } from './MatchTeams';
import { eventDetail, eventLabel } from './matchText';

/**
 * A match page's head for every ruleset: the way back to the matches, the event, its season, heats and date, the
 * teams (joined as the ruleset says them: "A, B" or "A v B"), the ruleset's own actions and the match's status.
 */
export function MatchHeading({ match: m, teamsJoin, actions }: { match: MatchView; teamsJoin: string; actions?: ReactNode }) {
  return (
    <>
      <Breadcrumbs>
        <Anchor href={hrefOf('match')} size="sm">
          Matches
        </Anchor>
        <Text size="sm">Match {m.number}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>
            Match {m.number}: {eventLabel(m)}
          </Title>
          <Text size="sm" c="dimmed">
            {[`Season ${m.seasonNumber}`, eventDetail(m), m.teams.map((t) => t.franchise).join(teamsJoin)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm">
          {actions}
          <MatchStatusBadge match={m} size="lg" />
        </Group>
      </Group>
    </>
  );
}
