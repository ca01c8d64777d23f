/**
 * The season end through the league core (issue 12): the final table, where the ruleset's tie-breakers end with a
 * roll-off the teams still level roll 1d6 each through the league's dice (logged, highest first, ties roll again),
 * then the ruleset's season-end step if it has one (issue 21: in the same operation, its rolls logged, its preview
 * the same run rolled back, one undo), and the next season opens with the same teams. A ruleset whose season end
 * needs an input of its own (Dethmetal's draft, contracts and sponsors: season.end) is refused here in its words.
 */
import { eq, sql } from 'drizzle-orm';
import type { Dice } from '../../../src-shared/engine/dice';
import type { SeasonCloseReport } from '../../../src-shared/ipc/channels/leagueTypes';
import type { SeasonCloseInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { franchises, matches, seasons } from '../../db/schema';
import { rollingOperation } from './rolling';
import { ServiceError } from '../errors';
import { refuseOwnStep, runCoreStep } from './betweenMatch';
import { resultsTables } from './layer';
import { type ClosedSummary, entrantTable, leagueMeetings, leagueResults, leagueTable, teamRanking } from './standings';

/** Order `ids` (teams level after every breaker) by 1d6 each, highest first; teams that roll alike roll again. */
function rollOffOrder(dice: Dice, ids: readonly number[], name: (id: number) => string): number[] {
  if (ids.length < 2) return [...ids];
  const rolled = ids.map((id) => ({ id, record: dice.roll('1d6', `Final table tie: roll-off, ${name(id)}`) }));
  const out: number[] = [];
  for (const v of [6, 5, 4, 3, 2, 1]) {
    const level = rolled.filter((r) => r.record.value === v);
    for (const r of level) dice.decide(r.record, level.length > 1 ? 'still tied: roll again' : 'placed');
    out.push(
      ...rollOffOrder(
        dice,
        level.map((r) => r.id),
        name,
      ),
    );
  }
  return out;
}

export function closeSeason(conn: LeagueConnection, input: SeasonCloseInput): SeasonCloseReport {
  refuseOwnStep(conn, 'seasonEnd', 'close its season');
  return rollingOperation(conn, 'season.close', input, { preview: input.preview }, (ctx) => {
    const open = conn.db
      .select({ number: matches.number })
      .from(matches)
      .where(sql`${matches.seasonId} = ${ctx.season.id} AND ${matches.status} <> 'recorded'`)
      .orderBy(matches.number)
      .all();
    if (open.length)
      throw ServiceError.conflict(
        `Season ${ctx.season.number} still has ${open.length} match${open.length === 1 ? '' : 'es'} to record (${open.map((m) => m.number).join(', ')}): record or remove ${open.length === 1 ? 'it' : 'them'} first.`,
      );
    const names = new Map(
      conn.db
        .select({ id: franchises.id, name: franchises.name })
        .from(franchises)
        .all()
        .map((f) => [f.id, f.name]),
    );
    // A league without a teams' table (a ruleset without standings) closes with none; the entrants' table, if kept, too.
    const config = teamRanking(resultsTables(conn));
    const rollOff = (ids: readonly number[]) => rollOffOrder(ctx.dice, ids, (id) => names.get(id)!);
    const standings = leagueTable(conn, leagueResults(conn, ctx.season.number), config, rollOff);
    const entrants = entrantTable(conn, leagueMeetings(conn, ctx.season.number), (ids) => rollOffOrder(ctx.dice, ids, (id) => `entrant ${id}`));
    // The ruleset's season-end step runs on the season's results, before the season closes.
    const step = runCoreStep(ctx, 'seasonEnd', { seasonNumber: ctx.season.number });
    const next = ctx.season.number + 1;
    const report: SeasonCloseReport = {
      preview: input.preview,
      seasonNumber: ctx.season.number,
      nextSeason: next,
      standings,
      ...(entrants ? { entrants } : {}),
      rolls: [...ctx.dice.log],
      summary: `Closed season ${ctx.season.number}${
        standings[0]
          ? ` (${standings
              .filter((r) => r.rank === 1)
              .map((r) => r.franchise)
              .join(' and ')} first)`
          : ''
      }; season ${next} opened`,
      ...(step ? { step } : {}),
    };
    // The rolls are the dice log's rows of this operation; the summary keeps the table.
    // The scoring and tie-breakers travel with the final table: the league may change its own later.
    const stored: ClosedSummary = {
      ...report,
      preview: false,
      rolls: [],
      ...(config ? { scoring: resultsTables(conn).teams!.scoring, tieBreakers: config.tieBreakers } : {}),
      ...(entrants ? { entrantTable: resultsTables(conn).entrants! } : {}),
    };
    conn.db
      .update(seasons)
      .set({ status: 'closed', summary: JSON.stringify(stored) })
      .where(eq(seasons.id, ctx.season.id))
      .run();
    conn.db.insert(seasons).values({ number: next }).run();
    return { value: report, summary: report.summary };
  });
}
