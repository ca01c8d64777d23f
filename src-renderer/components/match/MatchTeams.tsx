import { Badge, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import type { MatchView } from '../../../src-shared/ipc';
import { STATUS, matchState, teamsText } from './matchText';

/**
 * Who plays whom, by name with each team's colour: "● Rust Rats v ● Mud Dogs" (two teams), "● A, ● B, ● C" (more).
 * Every round-robin game has the same event name, so the teams are what tells the games apart.
 */
export function MatchTeams({ match: m }: { match: Pick<MatchView, 'teams'> }) {
  const join = m.teams.length === 2 ? 'v' : ',';
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={teamsText(m)}>
      {m.teams.map((t, i) => (
        <Fragment key={t.franchiseId}>
          {i > 0 && join === 'v' && (
            <Text size="sm" c="dimmed" aria-hidden>
              v
            </Text>
          )}
          <Group gap={4} wrap="nowrap">
            <ColorSwatch color={t.colour} size={12} aria-hidden />
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t.franchise}
              {t.points !== null ? ` (${t.points} pts)` : ''}
              {i < m.teams.length - 1 && join === ',' ? ',' : ''}
            </Text>
          </Group>
        </Fragment>
      ))}
    </Group>
  );
}

/** The match's state as a badge: Scheduled, Ready, In progress (its table has events) or Recorded, with what it means. */
export function MatchStatusBadge({ match, size }: { match: Pick<MatchView, 'status' | 'inPlay'>; size?: 'sm' | 'md' | 'lg' }) {
  const s = STATUS[matchState(match)];
  return (
    <Tooltip label={s.hint}>
      <Badge color={s.colour} variant="light" size={size} style={{ minWidth: 'max-content' }}>
        {s.label}
      </Badge>
    </Tooltip>
  );
}
