/**
 * The schedule and the run-up to a match: events (track, surface, kind, date), the pre-match rolls (Heart condition,
 * temperamental devices) and the assignment of competitors to cars, refusing what the rules forbid, with the reason.
 */
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { campaign, car, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { RollRecord } from '../../../src-shared/engine/dice';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { MatchView, PreMatchView } from '../../../src-shared/ipc/channels/campaignTypes';
import { everyoneTogether, type Round, roundRobin, swissRound } from '../../../src-shared/engine/core/schedule';
import type { AssignInput, FixturePlan, GenerateInput, ScheduleInput } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { competitors, franchises, matchAssignments, matches, matchTeams, seasons, vehicles } from '../../db/schema';
import { ServiceError } from '../errors';
import { isFounded } from './dethmetalFranchises';
import { issuesFrom } from './garage';
import { activeVehicles, careerEvent, competitorRow, foundedFranchise, parseDesign, parseDriver, rosterRows, saveDriver, vehicleRow } from './records';
import { rollingOperation } from './rolling';
import { readSettings } from '../settings';
import { rankResults, seasonResults } from './ranking';
import { currentSeason, seasonByNumber } from './season';
import { hasCampaign, standingsConfig } from '../league/layer';
import { leagueResults, leagueTable } from '../league/standings';
import { leagueRuleset } from '../settings';

export type MatchRow = typeof matches.$inferSelect;

export function matchRow(conn: LeagueConnection, id: number): MatchRow {
  const row = conn.db.select().from(matches).where(eq(matches.id, id)).get();
  if (!row) throw ServiceError.validation(`There is no match with id ${id}.`, [{ path: ['matchId'], message: `No match ${id}` }]);
  return row;
}

function preMatchOf(row: MatchRow): PreMatchView | null {
  return row.preMatch ? (JSON.parse(row.preMatch) as PreMatchView) : null;
}

export function matchView(conn: LeagueConnection, row: MatchRow): MatchView {
  const season = conn.db.select({ number: seasons.number }).from(seasons).where(eq(seasons.id, row.seasonId)).get()!;
  const teams = conn.db
    .select({ team: matchTeams, name: franchises.name, colour: franchises.colour })
    .from(matchTeams)
    .innerJoin(franchises, eq(franchises.id, matchTeams.franchiseId))
    .where(eq(matchTeams.matchId, row.id))
    .orderBy(asc(matchTeams.franchiseId))
    .all();
  const assignments = conn.db
    .select()
    .from(matchAssignments)
    .where(eq(matchAssignments.matchId, row.id))
    .orderBy(asc(matchAssignments.heat), asc(matchAssignments.id))
    .all();
  const people = new Map(
    conn.db
      .select({ id: competitors.id, name: competitors.name })
      .from(competitors)
      .where(inArray(competitors.id, [0, ...assignments.flatMap((a) => (a.gunnerId ? [a.driverId, a.gunnerId] : [a.driverId]))]))
      .all()
      .map((c) => [c.id, c.name]),
  );
  const cars = new Map(
    conn.db
      .select({ id: vehicles.id, name: vehicles.name })
      .from(vehicles)
      .where(inArray(vehicles.id, [0, ...assignments.map((a) => a.vehicleId)]))
      .all()
      .map((v) => [v.id, v.name]),
  );
  return {
    id: row.id,
    seasonNumber: season.number,
    number: row.number,
    track: row.track,
    surface: row.surface,
    kind: row.kind,
    date: row.date,
    heats: row.heats,
    status: row.status,
    preMatch: preMatchOf(row),
    teams: teams.map(({ team, name, colour }) => ({
      franchiseId: team.franchiseId,
      franchise: name,
      colour,
      points: team.points,
      won: team.won,
      prize: team.prize,
      // Only a generic-core result carries these (a Dethmetal match's view is as it always was).
      ...(team.outcome !== null || team.placing !== null
        ? { outcome: team.outcome, placing: team.placing, stats: team.stats ? (JSON.parse(team.stats) as Record<string, number>) : {} }
        : {}),
      assignments: assignments
        .filter((a) => a.franchiseId === team.franchiseId)
        .map((a) => ({
          heat: a.heat,
          vehicleId: a.vehicleId,
          vehicle: cars.get(a.vehicleId) ?? `#${a.vehicleId}`,
          driverId: a.driverId,
          driver: people.get(a.driverId) ?? `#${a.driverId}`,
          gunnerId: a.gunnerId,
          gunner: a.gunnerId === null ? null : (people.get(a.gunnerId) ?? `#${a.gunnerId}`),
        })),
    })),
  };
}

export function listSchedule(conn: LeagueConnection, season?: number): MatchView[] {
  const s = season === undefined ? currentSeason(conn) : seasonByNumber(conn, season);
  if (!s) return [];
  return conn.db
    .select()
    .from(matches)
    .where(eq(matches.seasonId, s.id))
    .orderBy(asc(matches.number))
    .all()
    .map((m) => matchView(conn, m));
}

/**
 * The franchises taking part: `ids` (checked), or every founded one (gaps.md #59). A league without a campaign
 * layer founds nobody (no money to found with): every team of the league plays.
 */
function takingPart(conn: LeagueConnection, ids: readonly number[] | undefined): number[] {
  const campaign = hasCampaign(conn);
  const founded = conn.db
    .select({ id: franchises.id })
    .from(franchises)
    .where(campaign ? isFounded : undefined)
    .orderBy(asc(franchises.id))
    .all()
    .map((f) => f.id);
  const chosen = ids ?? founded;
  const issues: FieldIssue[] = [];
  chosen.forEach((fid, i) => {
    if (!founded.includes(fid))
      issues.push({ path: ['franchiseIds', i], message: campaign ? `Franchise ${fid} does not exist or has not been founded.` : `There is no team ${fid}.` });
    if (chosen.indexOf(fid) !== i) issues.push({ path: ['franchiseIds', i], message: `Franchise ${fid} is listed twice.` });
  });
  if (chosen.length === 0)
    issues.push({ path: ['franchiseIds'], message: campaign ? 'No founded franchise can take part yet.' : 'The league has no teams yet: add some first.' });
  if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
  return [...chosen];
}

function matchCount(conn: LeagueConnection, seasonId: number): number {
  return conn.db.select({ n: sql<number>`count(*)` }).from(matches).where(eq(matches.seasonId, seasonId)).get()!.n;
}

type EventFields = Pick<MatchRow, 'track' | 'surface' | 'kind' | 'date' | 'heats'>;

/**
 * The event as stored. Track surface, race or arena and heats are Dethmetal's: required there (2 heats unless
 * said); a league without a campaign layer names the event and dates it, and is refused them.
 */
function eventOf(conn: LeagueConnection, input: Pick<ScheduleInput, 'track' | 'surface' | 'kind' | 'heats'>, date: string): EventFields {
  const issues: FieldIssue[] = [];
  if (hasCampaign(conn)) {
    if (input.surface === undefined) issues.push({ path: ['surface'], message: 'Say the road surface: asphalt, concrete, dirt, snow or ice.' });
    if (input.kind === undefined) issues.push({ path: ['kind'], message: 'Say whether the event is a race or an arena match.' });
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
    return { track: input.track, surface: input.surface!, kind: input.kind!, date, heats: input.heats ?? 2 };
  }
  refuseCampaignFields(conn, input);
  return { track: input.track, surface: '', kind: 'match', date, heats: 1 };
}

/** In a league without a campaign layer an event has a name and a date: a surface, kind or heats given is refused. */
export function refuseCampaignFields(conn: LeagueConnection, input: Partial<Pick<ScheduleInput, 'surface' | 'kind' | 'heats'>>): void {
  const name = leagueRuleset(conn).name;
  const issues: FieldIssue[] = [];
  for (const field of ['surface', 'kind', 'heats'] as const)
    if (input[field] !== undefined) issues.push({ path: [field], message: `${name} has no ${FIELD_WORDS[field]}: an event has a name and a date only.` });
  if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
}

const FIELD_WORDS = { surface: 'road surface', kind: 'race or arena event', heats: 'heats' } as const;

/** House rule “Matches per season” caps a Dethmetal season; a league without a campaign layer plays what it schedules. */
function seasonLength(conn: LeagueConnection, ctx?: { settings: { campaign: { seasonLength: number } } }): number {
  if (!hasCampaign(conn)) return Number.POSITIVE_INFINITY;
  return (ctx?.settings ?? readSettings(conn)).campaign.seasonLength;
}

function insertEvent(conn: LeagueConnection, seasonId: number, number: number, event: EventFields, teams: readonly number[]): MatchRow {
  const row = conn.db
    .insert(matches)
    .values({ seasonId, number, track: event.track, surface: event.surface, kind: event.kind, date: event.date, heats: event.heats })
    .returning()
    .get();
  conn.db
    .insert(matchTeams)
    .values(teams.map((franchiseId) => ({ matchId: row.id, franchiseId })))
    .run();
  return row;
}

export function addEvent(conn: LeagueConnection, input: ScheduleInput): MatchView {
  return rollingOperation(conn, 'schedule.add', input, {}, (ctx) => {
    const ids = takingPart(conn, input.franchiseIds);
    const event = eventOf(conn, input, input.date);
    const count = matchCount(conn, ctx.season.id);
    const length = seasonLength(conn, ctx);
    if (count >= length) throw ServiceError.conflict(`Season ${ctx.season.number} already has its ${length} matches (house rule “Matches per season”).`);
    const row = insertEvent(conn, ctx.season.id, count + 1, event, ids);
    return {
      value: matchView(conn, row),
      summary: `Scheduled match ${row.number} of season ${ctx.season.number}: ${event.kind === 'match' ? event.track : `${event.kind} at ${event.track} (${event.surface})`}`,
    };
  });
}

const DAY_MS = 86_400_000;

/** `start` (an ISO day) plus `days`; '' stays ''. */
function dayAfter(start: string, days: number): string {
  return start ? new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10) : '';
}

interface Plan {
  season: { id: number | null; number: number };
  rounds: Round[];
  first: number;
}

/**
 * The fixtures `input` makes in the open season (or season 1 before it opens), checked against the room the
 * season has left (house rule “Matches per season”). Swiss pairs by today's table and avoids rematches with
 * every match already scheduled this season.
 */
function planFixtures(conn: LeagueConnection, input: GenerateInput, season: { id: number | null; number: number }, length: number): Plan {
  const ids = takingPart(conn, input.franchiseIds);
  if (ids.length < 2) throw ServiceError.validation('Fixtures need at least 2 franchises.', [{ path: ['franchiseIds'], message: 'At least 2' }]);
  if (input.format === 'swiss' && input.rounds > 1)
    throw ServiceError.validation('Swiss pairs one round at a time, by the standings after the last one: ask for 1 round.', [
      { path: ['rounds'], message: 'One round' },
    ]);
  let rounds: Round[];
  if (input.format === 'round-robin') rounds = roundRobin(ids, { double: input.double });
  else if (input.format === 'everyone') rounds = everyoneTogether(ids, input.rounds);
  else {
    const order = (
      hasCampaign(conn)
        ? rankResults(conn, seasonResults(conn, season.number)).map((p) => Number(p.team))
        : leagueTable(conn, leagueResults(conn, season.number), standingsConfig(conn)).map((r) => r.franchiseId)
    ).filter((t) => ids.includes(t));
    rounds = [swissRound(order, season.id === null ? [] : seasonTeams(conn, season.id))];
  }
  const first = (season.id === null ? 0 : matchCount(conn, season.id)) + 1;
  const adding = rounds.reduce((n, r) => n + r.matches.length, 0);
  const room = length - first + 1;
  // room is infinite in a league without a season length: the check below never refuses there.
  if (adding > room)
    throw ServiceError.conflict(
      `Season ${season.number} has room for ${room} more match${room === 1 ? '' : 'es'} (house rule “Matches per season”: ${length}); these fixtures make ${adding}.`,
      [{ path: ['format'], message: `${adding} matches, room for ${room}` }],
    );
  return { season, rounds, first };
}

/** The teams of each match of the season, played or not: who has met whom. */
function seasonTeams(conn: LeagueConnection, seasonId: number): number[][] {
  const rows = conn.db.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, seasonId)).orderBy(asc(matches.number)).all();
  return rows.map((m) => teamIds(conn, m.id));
}

function* fixturesOf(plan: Plan, input: GenerateInput) {
  let number = plan.first;
  for (const [i, r] of plan.rounds.entries()) {
    const date = dayAfter(input.startDate, i * input.daysBetween);
    for (const teams of r.matches) yield { number: number++, round: r.round, date, teams };
  }
}

function names(conn: LeagueConnection): Map<number, { franchise: string; colour: string }> {
  return new Map(
    conn.db
      .select({ id: franchises.id, franchise: franchises.name, colour: franchises.colour })
      .from(franchises)
      .all()
      .map((f) => [f.id, f]),
  );
}

export function previewFixtures(conn: LeagueConnection, input: GenerateInput): FixturePlan {
  // No open season only before the first campaign operation: season 1 opens with the first write (ensureSeason).
  const open = currentSeason(conn);
  const plan = planFixtures(conn, input, open ? { id: open.id, number: open.number } : { id: null, number: 1 }, seasonLength(conn));
  const who = names(conn);
  return {
    seasonNumber: plan.season.number,
    fixtures: [...fixturesOf(plan, input)].map((f) => ({ ...f, teams: f.teams.map((id) => ({ franchiseId: id, ...who.get(id)! })) })),
    byes: plan.rounds.flatMap((r) => r.byes.map((id) => ({ round: r.round, franchise: who.get(id)!.franchise }))),
  };
}

export function generateFixtures(conn: LeagueConnection, input: GenerateInput): MatchView[] {
  return rollingOperation(conn, 'schedule.generate', input, {}, (ctx) => {
    eventOf(conn, input, '');
    const plan = planFixtures(conn, input, ctx.season, seasonLength(conn, ctx));
    const rows = [...fixturesOf(plan, input)].map((f) => insertEvent(conn, ctx.season.id, f.number, eventOf(conn, input, f.date), f.teams));
    return {
      value: rows.map((r) => matchView(conn, r)),
      summary: `Generated ${rows.length} fixture${rows.length === 1 ? '' : 's'} for season ${ctx.season.number} (${FORMAT_NAMES[input.format]}) at ${input.track}`,
    };
  });
}

const FORMAT_NAMES: Record<GenerateInput['format'], string> = { 'round-robin': 'round robin', everyone: 'everyone together', swiss: 'Swiss round' };

/** Remove a match not yet recorded; later matches of the season move up one number. */
export function removeEvent(conn: LeagueConnection, input: { matchId: number }): MatchView[] {
  return rollingOperation(conn, 'schedule.remove', input, {}, (ctx) => {
    const row = matchRow(conn, input.matchId);
    if (row.status === 'recorded')
      throw ServiceError.conflict(`Match ${row.number} has been recorded; undo the recording instead.`, [{ path: ['matchId'], message: 'Recorded' }]);
    if (row.preMatch) {
      // Heart condition strikes are undone with the match they were rolled for.
      for (const c of preMatchOf(row)!.competitors.filter((x) => x.missesMatch)) {
        const comp = competitorRow(conn, c.id);
        const d = parseDriver(comp);
        saveDriver(conn, comp.id, { ...d, match: { ...d.match, missesMatch: false } }, comp.franchiseId);
      }
    }
    conn.db.delete(matchAssignments).where(eq(matchAssignments.matchId, row.id)).run();
    conn.db.delete(matchTeams).where(eq(matchTeams.matchId, row.id)).run();
    conn.db.delete(matches).where(eq(matches.id, row.id)).run();
    const later = conn.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, row.seasonId), gt(matches.number, row.number)))
      .orderBy(asc(matches.number))
      .all();
    for (const m of later)
      conn.db
        .update(matches)
        .set({ number: m.number - 1 })
        .where(eq(matches.id, m.id))
        .run();
    return { value: listSchedule(conn, ctx.season.number), summary: `Removed match ${row.number} (${row.kind} at ${row.track}) from the schedule` };
  });
}

export function teamIds(conn: LeagueConnection, matchId: number): number[] {
  return conn.db
    .select({ id: matchTeams.franchiseId })
    .from(matchTeams)
    .where(eq(matchTeams.matchId, matchId))
    .orderBy(asc(matchTeams.franchiseId))
    .all()
    .map((t) => t.id);
}

/**
 * "Prior to assigning any competitors to a match roll one die" for Heart condition (gaps.md #21), and one die per
 * temperamental device ("Roll a die before each match"). Rolled once, for every team in the match.
 */
export function preMatch(conn: LeagueConnection, input: { matchId: number; dice?: number[] }): MatchView & { rolls: RollRecord[] } {
  return rollingOperation(conn, 'match.preMatch', input, { matchId: input.matchId }, (ctx) => {
    const row = matchRow(conn, input.matchId);
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
    conn.db
      .update(matches)
      .set({ preMatch: JSON.stringify(view), status: 'ready' })
      .where(eq(matches.id, row.id))
      .run();
    const out = matchView(conn, matchRow(conn, row.id));
    const struck = [...view.competitors.filter((c) => c.missesMatch).map((c) => c.name), ...view.vehicles.filter((v) => v.brokenDown).map((v) => v.name)];
    return {
      value: { ...out, rolls: [...ctx.dice.log] },
      summary: `Pre-match rolls for match ${row.number}: ${ctx.dice.log.length} roll(s)${struck.length ? `; out: ${struck.join(', ')}` : '; everyone fit'}`,
    };
  });
}

/** gaps.md #37: each team fields (up to) three cars per heat. */
export const CARS_PER_HEAT = 3;

export function assignTeam(conn: LeagueConnection, input: AssignInput): MatchView {
  return rollingOperation(conn, 'match.assign', input, {}, (ctx) => {
    const row = matchRow(conn, input.matchId);
    if (row.status === 'recorded') throw ServiceError.conflict(`Match ${row.number} has already been recorded.`, [{ path: ['matchId'], message: 'Recorded' }]);
    const pre = preMatchOf(row);
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
    const rows: (typeof matchAssignments.$inferInsert)[] = [];
    input.heats.forEach((h, hi) => {
      if (h.heat > row.heats)
        issues.push({ path: ['heats', hi, 'heat'], message: `Match ${row.number} has ${row.heats} heat(s); there is no heat ${h.heat}.` });
      if (heatsSeen.has(h.heat)) issues.push({ path: ['heats', hi, 'heat'], message: `Heat ${h.heat} is assigned twice.` });
      heatsSeen.add(h.heat);
      if (h.cars.length > CARS_PER_HEAT)
        issues.push({
          path: ['heats', hi, 'cars'],
          message: `A team fields at most ${CARS_PER_HEAT} cars per heat (gaps.md #37); ${h.cars.length} are assigned.`,
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
        rows.push({ matchId: row.id, franchiseId: f.id, heat: h.heat, vehicleId: v.id, driverId: c.driverId, gunnerId: c.gunnerId ?? null });
      });
    });
    if (issues.length) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The assignment has ${issues.length} problems.`, issues);
    conn.db
      .delete(matchAssignments)
      .where(and(eq(matchAssignments.matchId, row.id), eq(matchAssignments.franchiseId, f.id)))
      .run();
    if (rows.length) conn.db.insert(matchAssignments).values(rows).run();
    return { value: matchView(conn, row), summary: `${f.name}: assigned ${rows.length} car(s) over ${input.heats.length} heat(s) for match ${row.number}` };
  });
}
