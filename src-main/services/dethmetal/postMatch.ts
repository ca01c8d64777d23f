/**
 * Recording a match and its post-match processing, in one operation (Part VI › Post-match): the prize pot; per
 * franchise, every competitor's quirk check, XP, advancement rolls and fatigue (driver engine); expendables used
 * and items destroyed; repair, replacement and cloning; sponsor and Face income; the overhead table; the Metal Cup
 * bonus; tinkering and the World Trade roll with the finds bought; and the ledger lines for all of it.
 */
import { campaign, car, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { CompetitorPostMatch, FranchisePostMatch, PostMatchReport, VehiclePostMatch } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { RecordInput } from '../../../src-shared/ipc/channels/dethmetal/matches';
import type { LeagueConnection } from '../../db/connection';
import { type dethmetalCompetitorResults, dethmetalStores } from '../../db/schema';
import { type HeatCrew, heatCrews } from './heatCrews';
import { ServiceError } from '../errors';
import { updateDethmetalFranchise } from './dethmetalFranchises';
import { advancementDice, advancementText } from './advancementText';
import { asFittedItem, constructionGearSet, fitDesignToKit, foundAsStoreRow, installedRows, type StoreRow } from './kit';
import { checkCash, postLedger } from './ledger';
import { statement } from '../league/prepared';
import {
  activeVehicles,
  addSponsorRow,
  careerEvent,
  competitorStatus,
  endSponsor,
  franchiseRow,
  franchiseSummary,
  heldSponsors,
  parseDesign,
  parseDriver,
  rosterRows,
  saveDriver,
  type CompetitorRow,
  type Driver,
  type FranchiseRow,
  type SponsorType,
  type VehicleRow,
} from './records';
import { type OwnStepResult, runOwnStep } from '../league/betweenMatch';
import { choiceNeeded, type CampaignContext } from '../league/rolling';
import type { BetweenMatchStep } from '../rulesetHooks';
import { teamIds } from '../league/schedule';
import { type DethmetalMatchRow as MatchRow, dethmetalMatchRow, MATCH_TEAM_JOIN, recordDethmetalResult } from './dethmetalMatches';

type TeamResult = RecordInput['teams'][number];
type Assignment = HeatCrew;

/** Every refusal of the result itself, before a single die is rolled. */
function validateResult(conn: LeagueConnection, row: MatchRow, input: RecordInput, teams: number[], assignments: Assignment[]): void {
  const issues: FieldIssue[] = [];
  const listed = new Set<number>();
  input.teams.forEach((t, i) => {
    const name = franchiseRow(conn, t.franchiseId, ['teams', i, 'franchiseId']).name;
    if (!teams.includes(t.franchiseId)) issues.push({ path: ['teams', i, 'franchiseId'], message: `${name} is not taking part in match ${row.number}.` });
    if (listed.has(t.franchiseId)) issues.push({ path: ['teams', i, 'franchiseId'], message: `${name} has two results.` });
    listed.add(t.franchiseId);
    const mine = assignments.filter((a) => a.franchiseId === t.franchiseId);
    const crew = new Set(mine.flatMap((a) => (a.gunnerId === null ? [a.driverId] : [a.driverId, a.gunnerId])));
    const cars = new Set(mine.map((a) => a.vehicleId));
    const seen = new Set<number>();
    t.competitors.forEach((c, ci) => {
      if (seen.has(c.competitorId))
        issues.push({ path: ['teams', i, 'competitors', ci, 'competitorId'], message: `Competitor ${c.competitorId} is listed twice.` });
      seen.add(c.competitorId);
      if (!crew.has(c.competitorId))
        issues.push({
          path: ['teams', i, 'competitors', ci, 'competitorId'],
          message: `Competitor ${c.competitorId} was not assigned to a car of ${name} in this match.`,
        });
    });
    const seenCars = new Set<number>();
    t.vehicles.forEach((v, vi) => {
      if (seenCars.has(v.vehicleId)) issues.push({ path: ['teams', i, 'vehicles', vi, 'vehicleId'], message: `Vehicle ${v.vehicleId} is listed twice.` });
      seenCars.add(v.vehicleId);
      if (!cars.has(v.vehicleId))
        issues.push({ path: ['teams', i, 'vehicles', vi, 'vehicleId'], message: `Vehicle ${v.vehicleId} did not race for ${name} in this match.` });
    });
    const sum = t.competitors.reduce((s, c) => s + c.points, 0);
    if (t.points !== undefined && t.points !== sum) {
      issues.push({
        path: ['teams', i, 'points'],
        message: `${name} scored ${t.points} points but its competitors' points add up to ${sum}; points belong to a competitor and his team (gaps.md #38).`,
      });
    }
  });
  for (const fid of teams) {
    if (!listed.has(fid))
      issues.push({ path: ['teams'], message: `The result has no entry for ${franchiseRow(conn, fid).name}, which took part in match ${row.number}.` });
  }
  if (issues.length) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The result has ${issues.length} problems.`, issues);
}

function quirkBonuses(types: readonly SponsorType[]): driverRules.QuirkBonus[] {
  return types.flatMap((s) => {
    const bonus = campaign.sponsorEffect(s).quirkCheckBonus;
    return bonus ? [{ source: s, bonus }] : [];
  });
}

interface DriverOutcome {
  row: CompetitorRow;
  before: Driver;
  done: Extract<driverRules.DriverPostMatchResult, { status: 'done' }>;
  report: CompetitorPostMatch;
}

function driversAfterMatch(
  ctx: CampaignContext,
  f: FranchiseRow,
  roster: readonly CompetitorRow[],
  team: TeamResult,
  won: boolean,
  assigned: Assignment[],
  types: readonly SponsorType[],
  answers: RecordInput['answers'],
): DriverOutcome[] {
  return roster.map((row) => {
    const before = parseDriver(row);
    const result = team.competitors.find((c) => c.competitorId === row.id);
    const drove = assigned.some((a) => a.driverId === row.id);
    const tookPart = drove || assigned.some((a) => a.gunnerId === row.id);
    const driver: Driver = result?.outOfAction ? { ...before, match: { ...before.match, outOfAction: true } } : before;
    const report = {
      tookPart,
      won: tookPart && won,
      criticals: result?.criticals ?? 0,
      scored: (result?.points ?? 0) > 0,
      role: drove ? ('driver' as const) : ('gunner' as const),
    };
    const out = driverRules.driverPostMatch(
      ctx.dice,
      driver,
      report,
      { sponsorBonuses: quirkBonuses(types) },
      ctx.settings.driver,
      answers[String(row.id)] ?? [],
    );
    if (out.status === 'choice-needed') {
      const { choice, level } = out.pending;
      choiceNeeded(ctx, `${row.name} (${f.name}), level ${level}: ${choice.question}`, {
        path: ['answers', String(row.id)],
        mode: 'append',
        question: `${row.name}, level ${level}: ${choice.question}`,
        options: choice.options.map((o) => ({ value: o.answer, label: o.label })),
        rule: choice.rule,
      });
    }
    return {
      row,
      before,
      done: out,
      report: {
        competitorId: row.id,
        name: row.name,
        tookPart,
        role: tookPart ? report.role : null,
        points: result?.points ?? 0,
        criticals: result?.criticals ?? 0,
        outOfAction: result?.outOfAction ?? false,
        cloned: out.cloned,
        xp: out.xp,
        levelBefore: before.level,
        levelAfter: out.driver.level,
        advancements: out.advancements.map((a) => ({ level: a.level, text: advancementText(a), explanation: [advancementDice(a.rolls)], gain: a.gain })),
        quirkCheck: out.quirkCheck ? { explanation: out.quirkCheck.explanation, quirk: out.quirkCheck.quirk?.quirk ?? null } : null,
        fatigue: { change: out.fatigue.change, explanation: out.fatigue.explanation },
        statusAfter: competitorStatus(out.driver, f.id),
      },
    };
  });
}

function saveDrivers(ctx: CampaignContext, f: FranchiseRow, row: MatchRow, outcomes: DriverOutcome[]): void {
  const resultRows: (typeof dethmetalCompetitorResults.$inferInsert)[] = [];
  for (const o of outcomes) {
    const d = o.done.driver;
    saveDriver(ctx.conn, o.row.id, d, f.id);
    const r = o.report;
    if (r.tookPart) {
      resultRows.push({
        matchId: row.id,
        competitorId: o.row.id,
        franchiseId: f.id,
        tookPart: true,
        points: r.points,
        criticals: r.criticals,
        outOfAction: r.outOfAction,
        xp: r.xp.total,
        levelAfter: d.level,
        quirk: r.quirkCheck?.quirk ?? null,
      });
    }
    if (o.done.cloned) careerEvent(ctx, o.row.id, 'cloned', `Went out of action in match ${row.number} and was cloned`, row.id);
    const q = o.done.quirkCheck?.quirk;
    if (q) careerEvent(ctx, o.row.id, 'quirk', `${q.quirk} (occurrence ${q.occurrence}): ${q.effects.join(' ')}`, row.id);
    for (const a of r.advancements) careerEvent(ctx, o.row.id, 'level', a.text, row.id);
    if (r.statusAfter === 'out-for-season' && o.row.status !== 'out-for-season')
      careerEvent(ctx, o.row.id, 'out-for-season', `Out for the rest of season ${ctx.season.number}`, row.id);
  }
  const insert = statement(
    ctx.conn,
    `INSERT INTO dethmetal_competitor_results (match_id, competitor_id, franchise_id, took_part, points, criticals, out_of_action, xp, level_after, quirk) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of resultRows) insert.run(r.matchId, r.competitorId, r.franchiseId, r.points, r.criticals, r.outOfAction ? 1 : 0, r.xp, r.levelAfter, r.quirk);
}

interface CarOutcome {
  vehicle: VehicleRow;
  fitted: StoreRow[];
  items: campaign.FittedItem[];
  result: TeamResult['vehicles'][number] | undefined;
}

/** Expendables used and items lost with a destroyed car go; the design follows what is still fitted (gaps.md #65). */
function carsAfterMatch(ctx: CampaignContext, f: FranchiseRow, row: MatchRow, cars: CarOutcome[], lost: campaign.LostItem[]): VehiclePostMatch[] {
  const { conn } = ctx;
  const reports: VehiclePostMatch[] = [];
  for (const c of cars) {
    const gone = lost.filter((l) => c.items.includes(l.item));
    for (const l of gone)
      statement(conn, `UPDATE dethmetal_stores SET status = ? WHERE id = ?`).run(
        l.reason === 'used up' ? 'used' : 'lost',
        c.fitted[c.items.indexOf(l.item)]!.id,
      );
    const remaining = c.fitted.filter((_, i) => !gone.some((l) => l.item === c.items[i]));
    const refit = gone.length ? fitDesignToKit(parseDesign(c.vehicle), remaining, constructionGearSet(ctx, c.vehicle.id)) : null;
    if (refit?.refitGearSet) statement(conn, `UPDATE dethmetal_stores SET vehicle_id = ? WHERE id = ?`).run(c.vehicle.id, refit.refitGearSet.id);
    if (refit?.freeTires) {
      statement(
        conn,
        `INSERT INTO dethmetal_stores (franchise_id, category, item, detail, price, origin, vehicle_id, status, acquired_season) VALUES (?, 'tires', ?, ?, 0, 'free', ?, 'held', ?)`,
      ).run(f.id, refit.freeTires.item, JSON.stringify(refit.freeTires.detail), c.vehicle.id, ctx.season.number);
    }
    // Criticals are all repaired and a destroyed car replaced after the match (gaps.md #65): nothing is carried.
    if (refit) {
      statement(conn, `UPDATE vehicles SET design = ?, derived = ? WHERE id = ?`).run(
        JSON.stringify(refit.design),
        JSON.stringify(car.deriveCar(refit.design, ctx.settings.car)),
        c.vehicle.id,
      );
      // Only a car that carries something is written (and undone): most carry nothing, as every match repairs all.
      if (c.vehicle.criticals !== 0 || c.vehicle.damage !== 0)
        statement(conn, `UPDATE dethmetal_vehicles SET criticals = 0, damage = 0 WHERE vehicle_id = ?`).run(c.vehicle.id);
    }
    const result = { criticals: c.result?.criticals ?? 0, destroyed: c.result?.destroyed ?? false, damage: c.result?.damage ?? 0 };
    statement(
      conn,
      `INSERT INTO dethmetal_vehicle_results (match_id, vehicle_id, franchise_id, raced, criticals, destroyed, damage) VALUES (?, ?, ?, 1, ?, ?, ?)`,
    ).run(row.id, c.vehicle.id, f.id, result.criticals, result.destroyed ? 1 : 0, result.damage);
    reports.push({
      vehicleId: c.vehicle.id,
      name: c.vehicle.name,
      raced: true,
      ...result,
      lost: gone.map((l) => ({ item: l.item.name, reason: l.reason, standardPrice: l.standardPrice })),
    });
  }
  return reports;
}

/** Sponsors after the money: a Holding company cashed in, a New contract bought (perhaps replacing one). */
function applySponsorChanges(ctx: CampaignContext, f: FranchiseRow, before: readonly SponsorType[], after: readonly SponsorType[], team: TeamResult): void {
  const left = [...before];
  const added: SponsorType[] = [];
  for (const s of after) {
    const at = left.indexOf(s);
    if (at >= 0) left.splice(at, 1);
    else added.push(s);
  }
  for (const s of left) endSponsor(ctx, f.id, s, team.bankruptHoldingCompany && campaign.sponsorEffect(s).bankruptcy ? 'bankrupt' : 'dropped');
  for (const s of added) addSponsorRow(ctx, f.id, s, 'contract');
}

function worldTradeUsed(ctx: CampaignContext, franchiseId: number): boolean {
  return !!statement(
    ctx.conn,
    `SELECT 1 FROM ${MATCH_TEAM_JOIN} JOIN matches m ON m.id = mt.match_id WHERE mt.franchise_id = ? AND m.season_id = ? AND dmt.world_trade = 1`,
  ).get(franchiseId, ctx.season.id);
}

function franchisePostMatch(
  ctx: CampaignContext,
  row: MatchRow,
  f: FranchiseRow,
  index: number,
  team: TeamResult,
  points: number,
  won: boolean,
  prize: number,
  assignments: Assignment[],
  answers: RecordInput['answers'],
): FranchisePostMatch {
  const { conn } = ctx;
  const types = heldSponsors(conn, f.id);
  // Read once: the overhead table counts them, the drivers and cars below are processed from them.
  const roster = rosterRows(conn, f.id);
  const active = activeVehicles(conn, f.id);
  const summary = franchiseSummary(conn, f, roster, active);
  const assigned = assignments.filter((a) => a.franchiseId === f.id);

  const drivers = driversAfterMatch(ctx, f, roster, team, won, assigned, types, answers);

  const raced = active.filter((v) => assigned.some((a) => a.vehicleId === v.id));
  const cars: CarOutcome[] = raced.map((v) => {
    const fitted = installedRows(ctx, v.id);
    return { vehicle: v, fitted, items: fitted.map((r) => asFittedItem(r, String(v.id))), result: team.vehicles.find((x) => x.vehicleId === v.id) };
  });
  const destroyed = cars.filter((c) => c.result?.destroyed).map((c) => String(c.vehicle.id));
  const lost = campaign.itemsLostAfterMatch(
    cars.flatMap((c) => c.items),
    destroyed,
  );

  const outOfActionAtEnd = (id: number) => team.competitors.some((c) => c.competitorId === id && c.outOfAction);
  const money = campaign.postMatchMoney(
    ctx.dice,
    {
      franchise: summary,
      sponsors: types,
      cash: f.cash,
      prizeMoney: prize,
      matchNumber: row.number,
      metalCupHolder: f.cupWonSeason !== null && f.cupWonSeason === ctx.season.number - 1,
      ...(f.cupBonusDue > 0 ? { cupBonusDue: f.cupBonusDue } : {}),
      // Face and Tinkerer: talents held when the match was played (gaps.md #13: whether or not he raced).
      faceCompetitors: drivers.filter((d) => driverRules.talentCount(d.before, 'Face') > 0).length,
      vehicles: cars.map((c) => ({
        name: c.vehicle.name,
        overheadPenalty: c.vehicle.budget === 75,
        destroyed: c.result?.destroyed ?? false,
        criticals: c.result?.criticals ?? 0,
      })),
      clones: drivers.filter((d) => d.done.cloned).map((d) => d.row.name),
      tinkerers: drivers.filter((d) => driverRules.talentCount(d.before, 'Tinkerer') > 0 && !outOfActionAtEnd(d.row.id)).map((d) => d.row.name),
      worldTrade: team.worldTrade,
      worldTradeUsedThisSeason: worldTradeUsed(ctx, f.id),
      bankruptHoldingCompany: team.bankruptHoldingCompany,
      buyFound: team.buyFound,
      ...(team.newContractReplaces ? { newContractReplaces: team.newContractReplaces } : {}),
    },
    ctx.settings.campaign,
  );
  const at = ['teams', index];
  const needsReplace = money.problems.find((p) => p.code === 'sponsorToReplace');
  if (needsReplace) {
    choiceNeeded(ctx, `${f.name}: ${needsReplace.message}`, {
      path: [...at, 'newContractReplaces'],
      mode: 'set',
      question: needsReplace.message,
      options: types.map((s) => ({ value: s, label: `Replace ${s}` })),
      rule: needsReplace.rule,
    });
  }
  // A bank already below zero (season wages) is not "overspending" unless something is bought.
  const problems = money.problems.filter((p) => p.code !== 'overspent' || team.buyFound.length > 0);
  if (problems.length)
    throw ServiceError.validation(
      `${f.name}: ${problems[0]!.message}`,
      problems.map((p) => ({ path: [...at, ...p.path], message: p.message })),
    );

  saveDrivers(ctx, f, row, drivers);
  const vehicleReports = carsAfterMatch(ctx, f, row, cars, lost);
  postLedger(ctx, f.id, money.lines, row.id);
  applySponsorChanges(ctx, f, types, money.sponsors, team);
  for (const key of team.buyFound) {
    const offer = money.offers.find((o) => o.key === key)!;
    if (offer.sponsor) continue;
    const { item, detail } = foundAsStoreRow(offer);
    conn.db
      .insert(dethmetalStores)
      .values({
        franchiseId: f.id,
        category: 'rare',
        item,
        detail: JSON.stringify(detail),
        price: offer.price,
        origin: 'found',
        acquiredSeason: ctx.season.number,
      })
      .run();
  }
  if (f.cupBonusDue > 0) updateDethmetalFranchise(conn, f.id, { cupBonusDue: 0 });
  recordDethmetalResult(conn, row.id, f.id, { points, won, prize, worldTrade: team.worldTrade });

  return {
    franchiseId: f.id,
    franchise: f.name,
    points,
    won,
    prize,
    cashBefore: f.cash,
    cashAfter: money.cash,
    netIncome: money.netIncome,
    franchiseSize: money.franchiseSize,
    profit: money.profit,
    overheadBands: money.overheadBands,
    lines: money.lines,
    offers: money.offers,
    bought: [...team.buyFound],
    sponsorsAfter: money.sponsors,
    competitors: drivers.map((d) => d.report),
    vehicles: vehicleReports,
  };
}

/**
 * Dethmetal's after-result step (issue 21): the result and its post-match sequence need more than the core's outcome
 * (each competitor's points, injuries, the cars' damage, the finds bought), so it runs through its own channel,
 * match.record, on the core's step runner (services/league/betweenMatch.ts); the core's match.recordOutcome and
 * standings.league refuse a Dethmetal league with these words.
 */
export const postMatchStep: BetweenMatchStep<RecordInput, OwnStepResult<PostMatchReport>> = {
  label: 'Post-match',
  own: {
    instead: 'record it with match.record (`league match record`), which runs the post-match sequence.',
    table: 'its standings are standings.get (`league standings`).',
  },
  run: (ctx, _at, input) => {
    const { conn } = ctx;
    const row = dethmetalMatchRow(conn, input.matchId);
    if (row.status === 'recorded')
      throw ServiceError.conflict(`Match ${row.number} has already been recorded (undo it to record it again).`, [{ path: ['matchId'], message: 'Recorded' }]);
    if (row.seasonId !== ctx.season.id)
      throw ServiceError.conflict(`Match ${row.number} belongs to a season that has ended.`, [{ path: ['matchId'], message: 'Season closed' }]);
    if (!row.preMatch)
      throw ServiceError.conflict(`Make the pre-match rolls and assignments for match ${row.number} first.`, [
        { path: ['matchId'], message: 'Pre-match rolls not made' },
      ]);
    const teams = teamIds(conn, row.id);
    const assignments = heatCrews(conn, row.id);
    validateResult(conn, row, input, teams, assignments);

    const points: Record<string, number> = {};
    for (const t of input.teams) points[String(t.franchiseId)] = t.points ?? t.competitors.reduce((s, c) => s + c.points, 0);
    const matchWon = campaign.matchWinners(points);
    const prize = campaign.awardPrizeMoney(ctx.dice, points, ctx.settings.campaign);

    const franchisesOut: FranchisePostMatch[] = [];
    const ordered = [...input.teams].map((t, i) => ({ t, i })).sort((a, b) => a.t.franchiseId - b.t.franchiseId);
    for (const { t, i } of ordered) {
      const p = points[String(t.franchiseId)]!;
      franchisesOut.push(
        franchisePostMatch(
          ctx,
          row,
          franchiseRow(conn, t.franchiseId),
          i,
          t,
          p,
          matchWon.has(String(t.franchiseId)),
          prize.shares[String(t.franchiseId)]!,
          assignments,
          input.answers,
        ),
      );
    }
    statement(conn, `UPDATE matches SET status = 'recorded' WHERE id = ?`).run(row.id);
    checkCash(conn, teams);

    const winners = franchisesOut.filter((f) => f.won).map((f) => f.franchise);
    const summary = `Recorded match ${row.number} of season ${ctx.season.number} (${row.kind} at ${row.track}): ${winners.length ? `won by ${winners.join(' and ')}` : 'no winner'}; prize pot ${prize.pot}k`;
    return {
      value: {
        preview: input.preview,
        matchId: row.id,
        seasonNumber: ctx.season.number,
        number: row.number,
        prize: { pot: prize.pot, shares: prize.shares },
        franchises: franchisesOut,
        rolls: [...ctx.dice.log],
        summary,
      },
      summary,
    };
  },
};

export function recordMatch(conn: LeagueConnection, input: RecordInput): PostMatchReport {
  return runOwnStep(conn, 'match.record', postMatchStep, input, { preview: input.preview, matchId: input.matchId }, (ctx) => ({
    matchId: input.matchId,
    seasonNumber: ctx.season.number,
  }));
}
