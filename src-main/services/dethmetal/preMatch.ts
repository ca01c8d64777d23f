/**
 * Dethmetal's run-up to a scheduled match: the pre-match rolls (Heart condition, temperamental devices) and the
 * assignment of competitors to cars, refusing what the rules forbid, with the reason.
 */
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { campaign, car, driver as driverRules, match as matchRules } from '../../../src-shared/engine/dethmetal';
import type { RollRecord } from '../../../src-shared/engine/dice';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { PreMatchView } from '../../../src-shared/ipc/channels/dethmetal/matchDetails';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { AssignInput } from '../../../src-shared/ipc/channels/dethmetal/matches';
import type { LeagueConnection } from '../../db/connection';
import { matches } from '../../db/schema';
import { ServiceError } from '../errors';
import { issuesFrom } from './garage';
import { activeVehicles, careerEvent, competitorRow, foundedFranchise, parseDesign, parseDriver, rosterRows, saveDriver, vehicleRow } from './records';
import { rollingOperation } from '../league/rolling';
import { dethmetalMatchRow, updateDethmetalMatch } from './dethmetalMatches';
import { type RoundVehicle, replaceRoundCrews } from '../league/crew';
import { matchRow, matchView, teamIds } from '../league/schedule';
import { preMatchOf } from './schedule';

/**
 * "Prior to assigning any competitors to a match roll one die" for Heart condition (gaps.md #21), and one die per
 * temperamental device ("Roll a die before each match"). Rolled once, for every team in the match.
 */
export function preMatch(conn: LeagueConnection, input: { matchId: number; dice?: number[] }): MatchView & { rolls: RollRecord[] } {
  return rollingOperation(conn, 'match.preMatch', input, { matchId: input.matchId }, (ctx) => {
    const row = dethmetalMatchRow(conn, input.matchId);
    if (row.status === 'recorded') throw ServiceError.conflict(`Match ${row.number} has already been recorded.`, [{ path: ['matchId'], message: 'Recorded' }]);
    if (row.preMatch)
      throw ServiceError.conflict(`The pre-match rolls for match ${row.number} have already been made.`, [{ path: ['matchId'], message: 'Already rolled' }]);
    // Matches are played in order: a Heart condition roll for the next match must not strike the one still open.
    const earlier = conn.db
      .select({ number: matches.number })
      .from(matches)
      .where(and(eq(matches.seasonId, row.seasonId), lt(matches.number, row.number), ne(matches.status, 'recorded')))
      .orderBy(asc(matches.number))
      .get();
    if (earlier)
      throw ServiceError.conflict(`Record match ${earlier.number} before the pre-match rolls of match ${row.number}: matches are played in order.`, [
        { path: ['matchId'], message: `Match ${earlier.number} comes first` },
      ]);
    const view: PreMatchView = { competitors: [], vehicles: [] };
    for (const fid of teamIds(conn, row.id)) {
      for (const comp of rosterRows(conn, fid)) {
        const result = driverRules.preMatchRolls(ctx.dice, parseDriver(comp));
        if (result.rolls.length === 0) continue;
        view.competitors.push({ id: comp.id, name: comp.name, franchiseId: fid, missesMatch: result.missesMatch, explanation: result.explanation });
        if (result.missesMatch) {
          saveDriver(conn, comp.id, result.driver, fid);
          careerEvent(ctx, comp.id, 'missed-match', `Heart condition: missed match ${row.number}`, row.id);
        }
      }
      for (const v of activeVehicles(conn, fid)) {
        const result = car.preMatchBreakdown(ctx.dice, parseDesign(v));
        if (result.rolls.length)
          view.vehicles.push({ id: v.id, name: v.name, franchiseId: fid, brokenDown: result.brokenDown, explanation: result.explanation });
      }
    }
    conn.db.update(matches).set({ status: 'ready' }).where(eq(matches.id, row.id)).run();
    updateDethmetalMatch(conn, row.id, { preMatch: JSON.stringify(view) });
    const out = matchView(conn, matchRow(conn, row.id));
    const struck = [...view.competitors.filter((c) => c.missesMatch).map((c) => c.name), ...view.vehicles.filter((v) => v.brokenDown).map((v) => v.name)];
    return {
      value: { ...out, rolls: [...ctx.dice.log] },
      summary: `Pre-match rolls for match ${row.number}: ${ctx.dice.log.length} roll(s)${struck.length ? `; out: ${struck.join(', ')}` : '; everyone fit'}`,
    };
  });
}

export function assignTeam(conn: LeagueConnection, input: AssignInput): MatchView {
  return rollingOperation(conn, 'match.assign', input, {}, (ctx) => {
    const row = dethmetalMatchRow(conn, input.matchId);
    if (row.status === 'recorded') throw ServiceError.conflict(`Match ${row.number} has already been recorded.`, [{ path: ['matchId'], message: 'Recorded' }]);
    const pre = preMatchOf(row.preMatch);
    if (!pre)
      throw ServiceError.conflict(
        `Make the pre-match rolls for match ${row.number} first (Heart condition, temperamental devices): they come before any assignment.`,
        [{ path: ['matchId'], message: 'Pre-match rolls not made' }],
      );
    const f = foundedFranchise(conn, input.franchiseId);
    if (!teamIds(conn, row.id).includes(f.id))
      throw ServiceError.validation(`${f.name} is not taking part in match ${row.number}.`, [{ path: ['franchiseId'], message: 'Not in this match' }]);

    // gaps.md #71: a team below the minimums must hire or buy before its next match.
    const roster = rosterRows(conn, f.id);
    const cars = activeVehicles(conn, f.id);
    const limits = campaign.franchiseLimitProblems(roster.length, cars.length, ctx.settings.campaign, true);
    if (limits.length)
      throw ServiceError.conflict(
        `${f.name} must fix its roster or stables before its next match: ${limits.map((p) => p.message).join(' ')}`,
        issuesFrom(limits, ['franchiseId']),
      );

    const issues: FieldIssue[] = [];
    const heatsSeen = new Set<number>();
    const rows: Omit<RoundVehicle, 'franchiseId'>[] = [];
    input.heats.forEach((h, hi) => {
      if (h.heat > row.heats)
        issues.push({ path: ['heats', hi, 'heat'], message: `Match ${row.number} has ${row.heats} heat(s); there is no heat ${h.heat}.` });
      if (heatsSeen.has(h.heat)) issues.push({ path: ['heats', hi, 'heat'], message: `Heat ${h.heat} is assigned twice.` });
      heatsSeen.add(h.heat);
      if (h.cars.length > matchRules.CARS_PER_HEAT)
        issues.push({
          path: ['heats', hi, 'cars'],
          message: `A team fields at most ${matchRules.CARS_PER_HEAT} cars per heat (gaps.md #37); ${h.cars.length} are assigned.`,
        });
      const seated = new Map<number, string>();
      const carsSeen = new Set<number>();
      h.cars.forEach((c, ci) => {
        const at = (k: string) => ['heats', hi, 'cars', ci, k];
        const v = vehicleRow(conn, c.vehicleId, at('vehicleId'));
        if (v.franchiseId !== f.id || v.status !== 'active') issues.push({ path: at('vehicleId'), message: `${v.name} is not in the stables of ${f.name}.` });
        if (carsSeen.has(v.id)) issues.push({ path: at('vehicleId'), message: `${v.name} is assigned twice in heat ${h.heat}.` });
        carsSeen.add(v.id);
        const broken = pre.vehicles.find((x) => x.id === v.id && x.brokenDown);
        if (broken)
          issues.push({
            path: at('vehicleId'),
            message: `${v.name} has broken down before this match and may not be used in it (${broken.explanation.filter((e) => e.includes('broken')).join(' ')})`,
          });
        const design = parseDesign(v);
        const seat = (cid: number, role: 'driver' | 'gunner') => {
          const comp = competitorRow(conn, cid, at(`${role}Id`));
          if (comp.franchiseId !== f.id) {
            issues.push({ path: at(`${role}Id`), message: `${comp.name} is not on the roster of ${f.name}.` });
            return;
          }
          const already = seated.get(cid);
          if (already) issues.push({ path: at(`${role}Id`), message: `${comp.name} is assigned twice in heat ${h.heat} (already ${already}).` });
          seated.set(cid, `${role} of ${v.name}`);
          const availability = driverRules.canBeUsedInMatch(parseDriver(comp));
          if (!availability.usable)
            issues.push({
              path: at(`${role}Id`),
              message: `${comp.name} may not be used: ${availability.reasons.map((r) => `${r.message} (${r.rule})`).join(' ')}`,
            });
        };
        seat(c.driverId, 'driver');
        if (c.gunnerId !== undefined) {
          if (!design.components.gunnerStation)
            issues.push({ path: at('gunnerId'), message: `${v.name} has no gunner station, so it carries no gunner (Part II › Other components).` });
          seat(c.gunnerId, 'gunner');
        }
        // Dethmetal's slots (its declaration): the driver, and the gunner when there is one; a heat is a round.
        rows.push({ round: h.heat, vehicleId: v.id, slots: { driver: [c.driverId], ...(c.gunnerId === undefined ? {} : { gunner: [c.gunnerId] }) } });
      });
    });
    if (issues.length) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The assignment has ${issues.length} problems.`, issues);
    replaceRoundCrews(conn, row.id, f.id, rows);
    return { value: matchView(conn, row), summary: `${f.name}: assigned ${rows.length} car(s) over ${input.heats.length} heat(s) for match ${row.number}` };
  });
}
