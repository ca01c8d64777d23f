/**
 * Part VI (Seasons and draft), all of it at once: a scripted league of 6 franchises over 3 seasons of 8 matches,
 * through the service layer with a fixed seed, then the same script through the `league` command line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { openLeagueFile } from '../../src-main/db/connection';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { exportLeagueFile, importLeagueFile } from '../../src-main/exports/leagueJson';
import { campaign, driver as driverRules, dethmetal } from '../../src-shared/engine/dethmetal';
import type { Driver } from '../../src-shared/engine/dethmetal/driver';
import { canonicalDump, dumpApartFromUid, LEAGUE_UID } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { runScript, type Call, type ScriptLog } from './script';
import { newLeague, type League } from './support';

const tempDir = useTempDir();
const SEED = 20_240_601;

/**
 * The logical state without wall-clock timestamps (two runs at different times must compare equal), and apart from the
 * league's own id: two leagues made each on its own never share one (issue 19), however alike their contents.
 */
function stateOf(league: League): { uid: string; state: string } {
  const { uid, dump } = dumpApartFromUid(league.session.league.sqlite);
  return { uid, state: JSON.stringify(JSON.parse(dump), (k, v) => (k === 'created_at' ? undefined : v)) };
}

let league: League;
let log: ScriptLog;
let serviceState: { uid: string; state: string };
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  league = await newLeague(dir, SEED);
  log = await runScript(league, () => canonicalDump(league.session.league.sqlite));
  serviceState = stateOf(league);
}, 300_000);

const sql = <T>(q: string, ...args: unknown[]) => league.session.league.sqlite.prepare(q).all(...args) as T[];

describe('a scripted league: 6 franchises, 3 seasons of 8 matches (Part VI)', () => {
  it('uses every campaign operation at least once', () => {
    const used = new Set(log.calls.map((c) => c.channel));
    for (const op of [
      'franchise.found',
      'roster.hire',
      'roster.release',
      'roster.trade',
      'garage.buy',
      'garage.sell',
      'garage.refit',
      'stores.buy',
      'mechanic.hire',
      'sponsors.party',
      'schedule.add',
      'schedule.remove',
      'match.preMatch',
      'match.assign',
      'match.record',
      'season.end',
      'journal.undo',
      'journal.redo',
    ])
      expect(used, op).toContain(op);
    expect(log.franchiseIds).toHaveLength(6);
    expect(sql(`SELECT number, status FROM seasons ORDER BY number`)).toEqual([
      { number: 1, status: 'closed' },
      { number: 2, status: 'closed' },
      { number: 3, status: 'closed' },
      { number: 4, status: 'open' },
    ]);
    expect(
      sql(`SELECT s.number AS season, count(*) AS n FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.status = 'recorded' GROUP BY s.number`),
    ).toEqual([
      { season: 1, n: 8 },
      { season: 2, n: 8 },
      { season: 3, n: 8 },
    ]);
  });

  it('money: every franchise’s cash is its ledger’s sum; no money appears or vanishes in any match', () => {
    const rows = sql<{ id: number; cash: number; total: number }>(
      `SELECT f.id, d.cash, (SELECT sum(amount) FROM ledger WHERE franchise_id = f.id) AS total FROM franchises f LEFT JOIN dethmetal_franchises d ON d.franchise_id = f.id`,
    );
    for (const r of rows) expect(r.cash, `franchise ${r.id}`).toBe(r.total);
    for (const fid of log.franchiseIds) {
      expect(sql<{ amount: number; reason: string }>(`SELECT amount, reason FROM ledger WHERE franchise_id = ? ORDER BY id LIMIT 1`, fid)[0]).toEqual({
        amount: 1000,
        reason: 'Seed money',
      });
    }
    expect(sql(`SELECT id FROM ledger WHERE reason = '' OR rule = '' OR amount != CAST(amount AS INTEGER)`)).toEqual([]);
    for (const report of log.reports) {
      let paid = 0;
      for (const f of report.franchises) {
        const lines = f.lines.reduce((s, l) => s + l.amount, 0);
        expect(f.cashAfter - f.cashBefore, `${f.franchise}, match ${report.number}`).toBe(lines);
        const booked = sql<{ total: number }>(
          `SELECT coalesce(sum(amount), 0) AS total FROM ledger WHERE match_id = ? AND franchise_id = ?`,
          report.matchId,
          f.franchiseId,
        )[0]!.total;
        expect(booked).toBe(lines);
        // The Franchise Overhead Table turns net income into the profit banked (gaps.md #62).
        expect(f.profit).toBe(campaign.overheadProfit(f.netIncome, f.franchiseSize).profit);
        paid += f.prize;
      }
      // Shares are rounded up to the whole k, so the payout may exceed the pot by less than 1k per team (gaps.md #61).
      expect(paid).toBeGreaterThanOrEqual(report.prize.pot);
      expect(paid - report.prize.pot).toBeLessThan(report.franchises.length);
    }
  });

  it('a preview shows exactly what the commit then does: the same rolls, the same money, the same competitors', () => {
    expect(log.previews).toHaveLength(24);
    log.previews.forEach((preview, i) => {
      const commit = log.reports[i]!;
      expect(preview.preview).toBe(true);
      expect(commit.preview).toBe(false);
      expect(commit.rolls).toEqual(preview.rolls);
      expect(commit.prize).toEqual(preview.prize);
      commit.franchises.forEach((f, j) => {
        const p = preview.franchises[j]!;
        expect(f.competitors).toEqual(p.competitors);
        expect(f.offers).toEqual(p.offers);
        // The commit only adds the finds bought.
        expect(f.lines.slice(0, p.lines.length)).toEqual(p.lines);
        expect(f.lines.slice(p.lines.length).every((l) => l.stage === 'spending')).toBe(true);
      });
    });
    log.seasonPreviews.forEach((p, i) => expect(log.seasonEnds[i]!.rolls).toEqual(p.rolls));
  });

  it('XP and levels: a competitor’s XP is the sum of his matches’ XP and every level gained had its advancement roll', () => {
    const settings = dethmetal.defaultSettings();
    const all = sql<{ id: number; record: string; xp: number; levels: number }>(
      `SELECT c.id, c.record, (SELECT coalesce(sum(xp), 0) FROM dethmetal_competitor_results WHERE competitor_id = c.id) AS xp,
              (SELECT count(*) FROM career_events WHERE competitor_id = c.id AND kind = 'level') AS levels FROM competitors c`,
    );
    let levelled = 0;
    for (const c of all) {
      const d = JSON.parse(c.record) as Driver;
      expect(d.xp, d.name).toBe(c.xp);
      expect(d.level, d.name).toBe(driverRules.levelForXp(d.xp, settings.driver));
      expect(c.levels, d.name).toBe(d.level - 1);
      if (d.level > 1) levelled++;
    }
    expect(levelled).toBeGreaterThan(10);
    // Every match: +1 for taking part, +1 for the winners, +1 per critical, +1 for scoring (gaps.md #12).
    for (const r of log.reports) {
      for (const f of r.franchises) {
        for (const c of f.competitors.filter((x) => x.tookPart)) expect(c.xp.total).toBe(1 + (f.won ? 1 : 0) + c.criticals + (c.points > 0 ? 1 : 0));
      }
    }
  });

  it('quirks: every competitor who went out of action was cloned and checked; every quirk gained is on his record', () => {
    const deaths = sql<{ n: number }>(`SELECT count(*) AS n FROM dethmetal_competitor_results WHERE out_of_action = 1`)[0]!.n;
    const clones = sql<{ n: number }>(`SELECT count(*) AS n FROM career_events WHERE kind = 'cloned'`)[0]!.n;
    expect(deaths).toBeGreaterThan(20);
    expect(clones).toBe(deaths);
    const checks = log.reports.flatMap((r) => r.franchises.flatMap((f) => f.competitors.filter((c) => c.outOfAction)));
    expect(checks.every((c) => c.cloned && c.quirkCheck !== null)).toBe(true);
    const quirkEvents = sql<{ n: number }>(`SELECT count(*) AS n FROM career_events WHERE kind = 'quirk'`)[0]!.n;
    const occurrences = sql<{ record: string }>(`SELECT record FROM competitors`).reduce(
      (s, r) => s + (JSON.parse(r.record) as Driver).quirks.reduce((t, q) => t + q.occurrences, 0),
      0,
    );
    expect(quirkEvents).toBeGreaterThan(0);
    expect(occurrences).toBe(quirkEvents);
    // Each clone cost money: a cloning line for every death (gaps.md #52, #65).
    expect(log.reports.flatMap((r) => r.franchises.flatMap((f) => f.lines.filter((l) => l.reason.startsWith('Cloning:')))).length).toBe(deaths);
  });

  it('retirements: forced retirees and the undrafted leave the rosters at the end of the season', () => {
    const forced = log.seasonEnds.flatMap((s) => s.retirements);
    expect(forced.length).toBeGreaterThan(0);
    for (const r of forced) {
      expect(sql(`SELECT status, franchise_id AS franchiseId FROM competitors WHERE id = ?`, r.competitorId)).toEqual([
        { status: 'retired', franchiseId: null },
      ]);
    }
    const retired = sql<{ id: number; events: number }>(
      `SELECT c.id, (SELECT count(*) FROM career_events e WHERE e.competitor_id = c.id AND e.kind = 'retired') AS events FROM competitors c WHERE status = 'retired'`,
    );
    const undrafted = log.seasonEnds.flatMap((s) => s.draft.outcomes.filter((o) => o.outcome === 'retired undrafted'));
    expect(retired.length).toBe(forced.length + undrafted.length);
    expect(retired.every((r) => r.events === 1)).toBe(true);
    // A retired competitor never races again.
    for (const r of retired) {
      const retiredIn = sql<{ season: number }>(`SELECT season_number AS season FROM career_events WHERE competitor_id = ? AND kind = 'retired'`, r.id)[0]!
        .season;
      expect(
        sql(
          `SELECT 1 FROM dethmetal_competitor_results cr JOIN matches m ON m.id = cr.match_id JOIN seasons s ON s.id = m.season_id WHERE cr.competitor_id = ? AND s.number > ?`,
          r.id,
          retiredIn,
        ),
      ).toEqual([]);
    }
  });

  it('the draft: reverse order, contracts protect, three picks (four for the bottom two), round robin; the undrafted retire', () => {
    for (const end of log.seasonEnds) {
      // Worst record first: exactly the final standings reversed, ties broken alike (gaps.md #83, #84).
      const points = end.draft.order.map((t) => end.standings.find((s) => s.franchise === t)!.points);
      expect(points).toEqual([...points].sort((a, b) => a - b));
      expect(end.draft.order).toEqual(end.standings.map((s) => s.franchise).reverse());
      // The bottom two are the two lowest places after the tie-breakers (gaps.md #83).
      const bottom = end.standings.filter((s) => s.place > end.standings.length - 2).map((s) => s.franchise);
      for (const [team, picks] of Object.entries(end.draft.picks)) expect(picks).toBe(bottom.includes(team) ? 4 : 3);
      expect(end.draft.made.map((m) => m.round)).toEqual([...end.draft.made.map((m) => m.round)].sort((a, b) => a - b));
      for (const o of end.draft.outcomes) {
        if (o.outcome === 'contracted') expect(o.to).toBe(o.from);
        if (o.outcome === 'drafted') {
          expect(o.to).not.toBe(o.from);
          expect(
            sql(`SELECT 1 FROM career_events WHERE competitor_id = ? AND kind = 'drafted' AND season_number = ?`, o.competitorId, end.seasonNumber),
          ).toHaveLength(1);
        }
      }
      expect(end.draft.outcomes.filter((o) => o.outcome === 'drafted')).toHaveLength(end.draft.made.filter((m) => m.competitor).length);
      // The next season's wages: 50k + 2k per level for everyone staying (gaps.md #79), booked in the new season.
      for (const o of end.draft.outcomes.filter((x) => x.to)) {
        const line = sql<{ amount: number; reason: string }>(
          `SELECT amount, reason FROM ledger WHERE season_number = ? AND reason LIKE ?`,
          end.nextSeasonNumber,
          `Wage for season ${end.nextSeasonNumber}: ${o.name} (level %`,
        )[0]!;
        const level = Number(/\(level (\d+)\)/.exec(line.reason)![1]);
        expect(-line.amount).toBe(campaign.competitorWage(level));
        expect(o.wage).toBe(-line.amount);
      }
    }
  });

  it('sponsors: never more than five, never none, no duplicates; a safe sponsor never leaves; never safe two seasons running', () => {
    for (const fid of log.franchiseIds) {
      const held = sql<{ type: string }>(`SELECT type FROM dethmetal_sponsors WHERE franchise_id = ? AND status = 'held'`, fid).map((s) => s.type);
      expect(held.length).toBeGreaterThanOrEqual(1);
      expect(held.length).toBeLessThanOrEqual(campaign.MAX_SPONSORS);
      expect(new Set(held).size).toBe(held.length);
      for (const s of sql<{ safe: string }>(`SELECT safe_seasons AS safe FROM dethmetal_sponsors WHERE franchise_id = ?`, fid)) {
        const seasons = JSON.parse(s.safe) as number[];
        for (let i = 1; i < seasons.length; i++) expect(seasons[i]! - seasons[i - 1]!).toBeGreaterThan(1);
      }
    }
    for (const end of log.seasonEnds) {
      expect(end.sponsors.leaving.length).toBeGreaterThan(0);
      for (const l of end.sponsors.leaving) {
        const safeThatSeason = sql(
          `SELECT 1 FROM dethmetal_sponsors s, json_each(s.safe_seasons) j JOIN franchises f ON f.id = s.franchise_id WHERE f.name = ? AND s.type = ? AND j.value = ? AND s.status = 'held'`,
          l.team,
          l.sponsor,
          end.seasonNumber,
        );
        expect(safeThatSeason).toEqual([]);
        expect(l.income).toBeGreaterThan(0);
      }
      // Picks go highest season points first (ties rolled off).
      const points = end.sponsors.order.map((t) => end.standings.find((s) => s.franchise === t)!.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
  });

  it('the Metal Cup goes to the most points; its bonus is paid with the winner’s next income', () => {
    for (const [i, end] of log.seasonEnds.entries()) {
      const best = Math.max(...end.standings.map((s) => s.points));
      expect(end.metalCup.winners).toEqual(end.standings.filter((s) => s.points === best).map((s) => s.franchise));
      const next = log.reports.find((r) => r.seasonNumber === end.seasonNumber + 1);
      if (!next) continue;
      for (const w of end.metalCup.winners) {
        const f = next.franchises.find((x) => x.franchise === w)!;
        expect(f.lines.find((l) => l.reason === 'Metal Cup bonus')?.amount, `season ${i + 1}`).toBe(end.metalCup.bonusDue[w]);
        expect(f.lines.filter((l) => l.stage === 'income' && l.reason.startsWith('Sponsor income')).every((l) => l.reason.endsWith('(Metal Cup +1)'))).toBe(
          true,
        );
      }
    }
  });

  it('undo in the middle of the league restores the exact state, redo re-applies it', () => {
    expect(log.undo).not.toBeNull();
    expect(log.undo!.undone).toBe(log.undo!.before);
    expect(log.undo!.redone).toBe(log.undo!.after);
  });

  it('the dice log holds every roll; the counter has advanced by every die thrown', () => {
    const counter = sql<{ c: number }>(`SELECT rng_counter AS c FROM league`)[0]!.c;
    const faces = sql<{ faces: string }>(`SELECT faces FROM dice_log WHERE mode = 'app'`).reduce((s, r) => s + (JSON.parse(r.faces) as number[]).length, 0);
    expect(faces).toBe(counter);
    const rolls = log.reports.reduce((s, r) => s + r.rolls.length, 0);
    expect(sql<{ n: number }>(`SELECT count(*) AS n FROM dice_log WHERE op = 'match.record'`)[0]!.n).toBe(rolls);
  });

  it('standings: all-time points are the seasons’ points added up', async () => {
    const all = await league.call('standings.get', { allTime: true });
    for (const f of all.franchises) {
      const seasons = log.seasonEnds.reduce((s, e) => s + e.standings.find((x) => x.franchiseId === f.franchiseId)!.points, 0);
      expect(f.points).toBe(seasons);
      expect(f.matches).toBe(24);
    }
    expect(all.franchises.reduce((s, f) => s + f.metalCups, 0)).toBe(log.seasonEnds.reduce((s, e) => s + e.metalCup.winners.length, 0));
    const s2 = await league.call('standings.get', { season: 2 });
    expect(s2.franchises.map((f) => f.points).sort()).toEqual(log.seasonEnds[1]!.standings.map((s) => s.points).sort());
  });
});

/** One recorded call as `league` command-line arguments (JSON inputs written to files). */
function argv(call: Call, file: string, scratch: string, n: number): string[][] {
  const input = call.input as Record<string, unknown>;
  const json = (name: string, value: unknown) => {
    const p = path.join(scratch, `${n}-${name}.json`);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  const str = (v: unknown) => String(v);
  switch (call.channel) {
    case 'franchise.found':
      return [['franchise', 'add', file, json('plan', input)]];
    case 'roster.hire':
      return [['hire', file, '--franchise', str(input.franchiseId), ...(input.name ? ['--name', str(input.name)] : ['--competitor', str(input.competitorId)])]];
    case 'roster.release':
      return [['release', file, str(input.competitorId)]];
    case 'roster.trade':
      return [
        [
          'trade',
          file,
          '--from',
          str(input.fromFranchiseId),
          '--to',
          str(input.toFranchiseId),
          '--competitors',
          (input.competitorIds as number[]).join(','),
          '--return',
          (input.returnCompetitorIds as number[]).join(','),
          '--price',
          str(input.price),
        ],
      ];
    case 'garage.buy':
      return [
        ['car', 'buy', file, '--franchise', str(input.franchiseId), json('design', input.design), ...(input.buyMissing === false ? ['--no-buy-missing'] : [])],
      ];
    case 'garage.sell':
      return [['car', 'sell', file, str(input.vehicleId)]];
    case 'garage.refit':
      return [['car', 'refit', file, str(input.vehicleId), json('design', input.design), ...(input.buyMissing === false ? ['--no-buy-missing'] : [])]];
    case 'stores.buy':
      return [
        ['stores', file, '--franchise', str(input.franchiseId), ...(input.items as { item: string; quantity: number }[]).map((i) => `${i.item}:${i.quantity}`)],
      ];
    case 'mechanic.hire':
      return [['mechanic', file, '--franchise', str(input.franchiseId), '--rating', str(input.rating)]];
    case 'sponsors.party':
      return [
        [
          'party',
          file,
          '--franchise',
          str(input.franchiseId),
          '--amount',
          str(input.amount),
          ...((input.drop as string[] | undefined)?.length ? ['--drop', (input.drop as string[]).join(',')] : []),
        ],
      ];
    case 'schedule.add':
      return [['schedule', 'add', file, '--track', str(input.track), '--surface', str(input.surface), '--kind', str(input.kind), '--date', str(input.date)]];
    case 'schedule.remove':
      return [['schedule', 'remove', file, str(input.matchId)]];
    case 'match.preMatch':
      return [['match', 'prematch', file, str(input.matchId)]];
    case 'match.assign':
      return [['match', 'assign', file, json('assign', input)]];
    case 'match.record':
      return [['match', 'record', file, json('result', input)]];
    case 'season.end':
      return [['season', 'end', file, json('choices', input)]];
    case 'journal.undo':
      return [['undo', file]];
    case 'journal.redo':
      return [['redo', file]];
    default:
      throw new Error(`No CLI mapping for ${call.channel}`);
  }
}

// Issue 9 #3, moved from tests/exports/leagueInvariants.test.ts (which played the same script again for it): the
// import's checks are the services' rules, not stricter, so a league played through every operation passes them.
describe('a league played through every campaign operation passes the import checks (issue 9 #3)', () => {
  it('breaks none of the rules an import checks; export → import keeps every row of 3 played seasons', () => {
    expect(leagueViolations(league.session.league.sqlite)).toEqual([]);
    const played = dumpApartFromUid(league.session.league.sqlite);
    const to = tempDir();
    const exported = exportLeagueFile(league.session.league, path.join(to, 'played.json')).path;
    const imported = importLeagueFile(exported, path.join(to, 'played-copy.league'));
    const conn = openLeagueFile(imported.path);
    // Every row and cell but the league's own id, which an import renews (issue 19: another league from then on).
    const copy = dumpApartFromUid(conn.sqlite);
    expect(copy.dump).toBe(played.dump);
    expect(copy.uid).toMatch(LEAGUE_UID);
    expect(copy.uid).not.toBe(played.uid);
    conn.close();
  });
});

describe('the same script through the `league` command line', () => {
  it('gives the same final file contents', async () => {
    const cliDir = tempDir();
    const file = path.join(cliDir, 'cli.league');
    const run = async (args: string[]) => {
      const err: string[] = [];
      const code = await runCli(args, { out: () => {}, err: (s) => err.push(s) });
      if (code !== 0) throw new Error(`league ${args.join(' ')} → exit ${code}: ${err.join('\n')}`);
    };
    await run(['new', file, '--name', 'Test League']);
    await run(['settings', file, '--seed', String(SEED)]);
    let n = 0;
    for (const call of log.calls) for (const args of argv(call, file, cliDir, n++)) await run(args);
    const cli = await newLeague(tempDir(), SEED, 'unused.league');
    await cli.call('app.openLeague', { path: file });
    const cliState = stateOf(cli);
    cli.close();
    // The league's name and path differ only in where the file is; the logical state is the same.
    expect(cliState.state).toBe(serviceState.state);
    // Two files made by `league new` and by the services are two leagues, each with its own random id.
    expect(cliState.uid).toMatch(LEAGUE_UID);
    expect(serviceState.uid).toMatch(LEAGUE_UID);
    expect(cliState.uid).not.toBe(serviceState.uid);
  }, 300_000);
});
