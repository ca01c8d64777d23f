/**
 * A correction's career changes, person by person (correctWords.ts). A career is a person's list of events, not rows:
 * where the corrected history writes an event more or fewer earlier (a level gained at another match, a win become a
 * draw that writes no event), every later event gets another rowid, and the rows compared by rowid pair one person's
 * event with another's ("competitor id 13 → 7") although neither career changed. So each person the differing rows
 * name is compared as the list of their events in both files, and only the events one list has and the other lacks
 * are changes.
 */
import type { LeagueConnection } from '../../db/connection';

export interface CareerEvent {
  /** Its rowid in its own file (the file's or the replay's), for its cause. */
  id: number;
  seasonNumber: number;
  matchId: number | null;
  kind: string;
  text: string;
}

export interface CareerChange {
  personId: number;
  /** An event the replay has in place of one the file had at the same point (season and match): "now … (was …)". */
  replaced: { now: CareerEvent; was: CareerEvent }[];
  /** Events only the replay has. */
  added: CareerEvent[];
  /** Events only the file has. */
  gone: CareerEvent[];
}

function events(conn: LeagueConnection, personId: number): CareerEvent[] {
  return conn.sqlite
    .prepare(`SELECT id, season_number AS seasonNumber, match_id AS matchId, kind, text FROM career_events WHERE competitor_id = ? ORDER BY id`)
    .all(personId) as CareerEvent[];
}

const same = (a: CareerEvent, b: CareerEvent) => a.seasonNumber === b.seasonNumber && a.matchId === b.matchId && a.kind === b.kind && a.text === b.text;
/** Two events of the same point of a career (the same match, or the same season outside matches): one replaced the other. */
const samePoint = (a: CareerEvent, b: CareerEvent) => a.seasonNumber === b.seasonNumber && a.matchId === b.matchId;

/** Take out of `from` the first event `match` accepts, and return it. */
function take(from: CareerEvent[], match: (e: CareerEvent) => boolean): CareerEvent | undefined {
  const i = from.findIndex(match);
  return i < 0 ? undefined : from.splice(i, 1)[0];
}

/** The career changes of `people` (ids that differing career rows name in either file), in id order; people whose events are the same are left out. */
export function careerChanges(stored: LeagueConnection, replay: LeagueConnection, people: Iterable<number>): CareerChange[] {
  const out: CareerChange[] = [];
  for (const personId of [...new Set(people)].sort((a, b) => a - b)) {
    const gone = events(stored, personId);
    const added: CareerEvent[] = [];
    for (const e of events(replay, personId)) if (!take(gone, (g) => same(g, e))) added.push(e);
    const replaced: CareerChange['replaced'] = [];
    for (const now of [...added]) {
      const was = take(gone, (g) => samePoint(g, now));
      if (!was) continue;
      added.splice(added.indexOf(now), 1);
      replaced.push({ now, was });
    }
    if (replaced.length || added.length || gone.length) out.push({ personId, replaced, added, gone });
  }
  return out;
}
