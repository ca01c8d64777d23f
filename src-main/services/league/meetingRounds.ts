/**
 * A meeting round by round (issue 21, `match.rounds`), for any ruleset: each round's recorded results (`match_rounds`,
 * `round_results`) and each round's crews (`match_crew`, through `crew.ts`), named, so a match page shows the races of a
 * race meeting or the heats' line-ups without knowing the ruleset.
 */
import type { MeetingRoundsView, RoundCrewView, RoundResultView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { LeagueConnection } from '../../db/connection';
import { leagueRuleset } from '../settings';
import { roundCrews } from './crew';
import { statement } from './prepared';
import { matchRow } from './schedule';

type Outcome = 'win' | 'draw' | 'loss';

/** Names by id of one table's rows (vehicles, competitors or franchises), read once for the whole meeting. */
function namesOf(conn: LeagueConnection, table: 'vehicles' | 'competitors' | 'franchises', ids: readonly number[]) {
  if (!ids.length) return new Map<number, { name: string; colour: string }>();
  const colour = table === 'franchises' ? 'colour' : "''";
  const rows = conn.sqlite.prepare(`SELECT id, name, ${colour} AS colour FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
    id: number;
    name: string;
    colour: string;
  }[];
  return new Map(rows.map((r) => [r.id, r]));
}

export function meetingRounds(conn: LeagueConnection, matchId: number): MeetingRoundsView {
  const match = matchRow(conn, matchId);
  const results = statement(
    conn,
    `SELECT mr.number AS n, rr.franchise_id AS f, rr.vehicle_id AS v, rr.person_id AS p, rr.outcome, rr.placing, rr.stats
     FROM match_rounds mr JOIN round_results rr ON rr.round_id = mr.id WHERE mr.match_id = ? ORDER BY mr.number, rr.id`,
  ).all(match.id) as { n: number; f: number; v: number | null; p: number | null; outcome: Outcome | null; placing: number | null; stats: string }[];
  const crews = roundCrews(conn, match.id);
  const teams = namesOf(conn, 'franchises', [...new Set([...results.map((r) => r.f), ...crews.map((c) => c.franchiseId)])]);
  const vehicles = namesOf(conn, 'vehicles', [...new Set([...results.flatMap((r) => (r.v === null ? [] : [r.v])), ...crews.map((c) => c.vehicleId)])]);
  const people = namesOf(conn, 'competitors', [
    ...new Set([...results.flatMap((r) => (r.p === null ? [] : [r.p])), ...crews.flatMap((c) => Object.values(c.slots).flat())]),
  ]);
  const slotLabel = new Map(leagueRuleset(conn).declaration.slots.map((s) => [s.id, s.label]));
  const numbers = [...new Set([...results.map((r) => r.n), ...crews.map((c) => c.round)])].sort((a, b) => a - b);
  return {
    matchId: match.id,
    rounds: numbers.map((n) => ({
      number: n,
      results: results
        .filter((r) => r.n === n)
        .map((r): RoundResultView => {
          const entrantId = r.v ?? r.p;
          const team = teams.get(r.f);
          return {
            franchiseId: r.f,
            franchise: team?.name ?? `team ${r.f}`,
            colour: team?.colour ?? '#888888',
            ...(entrantId === null ? {} : { entrantId, entrant: (r.v !== null ? vehicles : people).get(entrantId)?.name ?? `entrant ${entrantId}` }),
            outcome: r.outcome,
            placing: r.placing,
            stats: JSON.parse(r.stats) as Record<string, number>,
          };
        }),
      crews: crews
        .filter((c) => c.round === n)
        .map(
          (c): RoundCrewView => ({
            franchiseId: c.franchiseId,
            vehicleId: c.vehicleId,
            vehicle: vehicles.get(c.vehicleId)?.name ?? `vehicle ${c.vehicleId}`,
            seats: Object.entries(c.slots).flatMap(([slot, ids]) =>
              ids.map((personId) => ({ slot, label: slotLabel.get(slot) ?? slot, personId, name: people.get(personId)?.name ?? `person ${personId}` })),
            ),
          }),
        ),
    })),
  };
}
