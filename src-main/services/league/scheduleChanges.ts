/**
 * Changing the schedule after the fact: moving a match not yet played to another place in its season, and editing
 * its event (its name, date and the ruleset's own fields). Matches are played in order (a match's pre-match rolls wait for
 * every earlier match to be recorded), so what has been played, or has had its pre-match rolls, keeps its place:
 * those matches always form the front of the season, and everything movable comes after them.
 */
import { asc, eq } from 'drizzle-orm';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { EditEventInput, MoveInput } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { matches } from '../../db/schema';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import { leagueServices } from '../rulesets';
import { leagueRuleset } from '../settings';
import { eventFieldOrder, ownEventFields } from './eventFields';
import { eventDetails, listSchedule, matchRow, matchView, type MatchRow } from './schedule';
import { currentSeason } from './seasonRow';

// A generic-core event is a name alone (its kind is always 'match'); the ruleset's kind is its own (Dethmetal's race or arena).
const describe = (conn: LeagueConnection, m: MatchRow) => {
  const { kind } = eventDetails(conn, m.id);
  return `match ${m.number} (${kind === 'match' ? m.track : `${kind} at ${m.track}`})`;
};

/** Why this match's event may no longer change, or null. `what` names the change ("moved", "edited"). */
function fixedReason(conn: LeagueConnection, m: MatchRow, what: string): string | null {
  const open = currentSeason(conn);
  if (!open || open.id !== m.seasonId) return `Match ${m.number} belongs to a season that has ended; it cannot be ${what}.`;
  if (m.status === 'recorded')
    return `Match ${m.number} has been played and recorded; it cannot be ${what}. Undo the recording first if it was entered by mistake.`;
  return null;
}

/** The last match that is played or has its pre-match rolls, if any: nothing may move to or before it. */
function lastFixedPlace<T extends Pick<MatchRow, 'status'>>(season: T[]): T | undefined {
  return season.filter((m) => m.status !== 'scheduled').at(-1);
}

/**
 * Move a match not yet played to place `to` in its season; the matches in between shift by one. Refused: a played
 * match, one with its pre-match rolls made (Heart condition strikes "the next match", gaps.md #21), and any place
 * before or at a played or pre-rolled match.
 */
export function moveEvent(conn: LeagueConnection, input: MoveInput): MatchView[] {
  return runOperation(conn, 'schedule.move', input, () => {
    const m = matchRow(conn, input.matchId);
    const fixed = fixedReason(conn, m, 'moved');
    if (fixed) throw ServiceError.conflict(fixed, [{ path: ['matchId'], message: fixed }]);
    if (m.status === 'ready') {
      const why = `Match ${m.number} has had its pre-match rolls (Heart condition, temperamental devices) and is the next to be played, so it keeps its place. Undo the rolls or play it first.`;
      throw ServiceError.conflict(why, [{ path: ['matchId'], message: why }]);
    }
    const season = conn.db
      .select({ id: matches.id, number: matches.number, status: matches.status })
      .from(matches)
      .where(eq(matches.seasonId, m.seasonId))
      .orderBy(asc(matches.number))
      .all();
    const issues: FieldIssue[] = [];
    if (input.to > season.length)
      issues.push({ path: ['to'], message: `The season has ${season.length} match${season.length === 1 ? '' : 'es'}; place ${input.to} does not exist.` });
    else if (input.to === m.number) issues.push({ path: ['to'], message: `Match ${m.number} is already in place ${m.number}; nothing to move.` });
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
    // Results come in any order unless the ruleset plays its matches in order (capabilities.schedule.playedInOrder): a
    // recorded match keeps its place and nothing moves past it; in order, nothing moves to or before one played or prepared.
    const inOrder = leagueRuleset(conn).capabilities.schedule.playedInOrder === true;
    const passed = inOrder
      ? undefined
      : season.find(
          (x) => x.status === 'recorded' && (input.to < m.number ? x.number >= input.to && x.number < m.number : x.number <= input.to && x.number > m.number),
        );
    if (passed) {
      const why = `Match ${m.number} cannot pass match ${passed.number}, which has been recorded: recorded matches keep their places.`;
      throw ServiceError.conflict(why, [{ path: ['to'], message: why }]);
    }
    const last = inOrder ? lastFixedPlace(season) : undefined;
    if (last && input.to <= last.number) {
      const played = last.status === 'recorded' ? 'has been played' : 'has had its pre-match rolls';
      const why = `Match ${m.number} cannot go before match ${last.number}, which ${played}: matches are played in order. The earliest place it can take is ${last.number + 1}.`;
      throw ServiceError.conflict(why, [{ path: ['to'], message: why }]);
    }

    const order = season.filter((x) => x.id !== m.id);
    order.splice(input.to - 1, 0, m);
    const moved = order.map((x, i) => ({ row: x, number: i + 1 })).filter((x) => x.row.number !== x.number);
    // (season, number) is unique: park the moving rows on negative numbers first, then give each its new place.
    for (const x of moved) conn.db.update(matches).set({ number: -x.number }).where(eq(matches.id, x.row.id)).run();
    for (const x of moved) conn.db.update(matches).set({ number: x.number }).where(eq(matches.id, x.row.id)).run();

    const from = m.number;
    const shifted = moved.filter((x) => x.row.id !== m.id).map((x) => x.row.number);
    const range = `${Math.min(...shifted)}${shifted.length > 1 ? `–${Math.max(...shifted)}` : ''}`;
    return {
      value: listSchedule(conn),
      summary: `Moved ${describe(conn, m)} from place ${from} to ${input.to}; match${shifted.length > 1 ? 'es' : ''} ${range} move${shifted.length > 1 ? '' : 's'} ${input.to < from ? 'down' : 'up'} one`,
    };
  });
}

/** The core's fields of an edit; any other is the ruleset's own. */
const EDIT_FIELDS = ['matchId', 'track', 'date'] as const;

/**
 * Change the event of a match not yet played: only the fields given that differ from what it has. The ruleset's own
 * fields are checked by its declared schema, and its `eventChanged` hook may refuse a change (Dethmetal: fewer heats
 * than are assigned).
 */
export function editEvent(conn: LeagueConnection, input: EditEventInput): MatchView {
  return runOperation(conn, 'schedule.edit', input, () => {
    const order = eventFieldOrder(conn);
    const own = ownEventFields(conn, input, EDIT_FIELDS);
    const given: Record<string, unknown> = {
      ...own,
      ...(input.track === undefined ? {} : { track: input.track }),
      ...(input.date === undefined ? {} : { date: input.date }),
    };
    const fields = order.filter((k) => given[k] !== undefined);
    if (fields.length === 0)
      throw ServiceError.validation(`Say what to change: the ${order.slice(0, -1).join(', ')} or ${order.at(-1)}`, [
        { path: [], message: 'Nothing to change' },
      ]);
    const m = matchRow(conn, input.matchId);
    const fixed = fixedReason(conn, m, 'edited');
    if (fixed) throw ServiceError.conflict(fixed, [{ path: ['matchId'], message: fixed }]);
    const { fields: stored } = eventDetails(conn, m.id);
    const current: Record<string, unknown> = { ...stored, track: m.track, date: m.date };
    const patch: Record<string, unknown> = {};
    const changes: string[] = [];
    for (const key of fields) {
      const value = given[key];
      if (value === current[key]) continue;
      patch[key] = value;
      changes.push(`${key} ${current[key] === '' ? '(none)' : current[key]} → ${value === '' ? '(none)' : value}`);
    }
    if (changes.length === 0) {
      throw ServiceError.validation(`Nothing to change: match ${m.number} already has that ${fields.join(', ')}.`, [
        { path: [fields[0]!], message: 'Unchanged' },
      ]);
    }
    const { track, date, ...ownPatch } = patch;
    const described = describe(conn, m);
    const generic = { ...(track === undefined ? {} : { track: track as string }), ...(date === undefined ? {} : { date: date as string }) };
    if (Object.keys(generic).length) conn.db.update(matches).set(generic).where(eq(matches.id, m.id)).run();
    if (Object.keys(ownPatch).length) leagueServices(conn).eventChanged?.(conn, m.id, ownPatch);
    return { value: matchView(conn, matchRow(conn, m.id)), summary: `Changed ${described}: ${changes.join(', ')}` };
  });
}
