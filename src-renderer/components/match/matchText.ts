import type { MatchView } from '../../../src-shared/ipc';
import { eventDateText } from '../eventDate';

export const STATUS: Record<MatchView['status'], { label: string; colour: string; hint: string }> = {
  scheduled: { label: 'Scheduled', colour: 'gray', hint: 'On the schedule; the pre-match rolls are next' },
  ready: { label: 'Ready', colour: 'blue', hint: 'Pre-match rolls made: assign the cars and play it' },
  recorded: { label: 'Recorded', colour: 'teal', hint: 'The result and the post-match processing are in the league' },
};

/** A match whose heats (or rounds) are being played at the table, before its result is recorded. */
export const IN_PLAY = { label: 'In play', colour: 'orange', hint: 'Play has started at the table; record the result when it is over' } as const;

export function eventLabel(m: Pick<MatchView, 'kind' | 'track' | 'surface'>): string {
  // A generic-core event (kind 'match') is its name alone: no race or arena, no surface.
  if (m.kind === 'match') return m.track;
  return `${m.kind === 'race' ? 'Race' : 'Arena'} at ${m.track} (${m.surface})`;
}

/** The line under an event's name: its heats (a generic-core event has none) and its date, where set. */
export function eventDetail(m: Pick<MatchView, 'kind' | 'heats' | 'date'>): string {
  return [m.kind === 'match' ? null : `${m.heats} heat${m.heats === 1 ? '' : 's'}`, m.date ? eventDateText(m.date) : null].filter(Boolean).join(' · ');
}
