import type { MatchView } from '../../../src-shared/ipc';
import { eventDateText } from '../eventDate';

/** Where a match stands for the organizer: its stored status, or in play once its table has events. */
export type MatchState = MatchView['status'] | 'inPlay';

export function matchState(m: Pick<MatchView, 'status' | 'inPlay'>): MatchState {
  return m.status !== 'recorded' && m.inPlay ? 'inPlay' : m.status;
}

export const STATUS: Record<MatchState, { label: string; colour: string; hint: string }> = {
  scheduled: { label: 'Scheduled', colour: 'gray', hint: 'On the schedule; nothing has been played yet' },
  ready: { label: 'Ready', colour: 'blue', hint: 'Pre-match rolls made: assign the cars and play it' },
  inPlay: { label: 'In progress', colour: 'orange', hint: 'Play has begun at the table; the result is not recorded yet' },
  recorded: { label: 'Recorded', colour: 'teal', hint: 'The result is in the league and the standings count it' },
};

/** Who plays whom, in words: "Rust Rats v Mud Dogs" for two teams, "A, B, C" for more. */
export function teamsText(m: Pick<MatchView, 'teams'>): string {
  const names = m.teams.map((t) => t.franchise);
  if (names.length === 0) return 'No teams';
  return names.join(names.length === 2 ? ' v ' : ', ');
}

export function eventLabel(m: Pick<MatchView, 'title'>): string {
  // The ruleset names its events (Dethmetal: "Race at Denver (asphalt)"); a league without words of its own, by its name.
  return m.title;
}

/** The line under an event's name: the ruleset's facts of it (Dethmetal's heats; none in a league without) and its date, where set. */
export function eventDetail(m: Pick<MatchView, 'facts' | 'date'>): string {
  return [...m.facts, m.date ? eventDateText(m.date) : null].filter(Boolean).join(' · ');
}
