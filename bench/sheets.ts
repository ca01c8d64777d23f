/**
 * Printed sheets and league export: a 16-franchise match night (every car and driver of every franchise) into one
 * PDF, and the whole-league JSON export and import of a league with 20 seasons of recorded results.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportLeagueFile, importLeagueFile } from '../src-main/exports/leagueJson';
import { createLeagueFile } from '../src-main/services/league';
import { printSheets } from '../src-main/sheets/service';
import { seedLeague } from '../tests/sheets/seed';
import { print, sample, percentile, type BenchModule, type Figure } from './harness';

const FRANCHISES = 16;
const CARS = 5;
const DRIVERS = 10;
const SEASONS = 20;
const MATCHES_PER_SEASON = 10;

/** Twenty seasons of recorded results for every franchise: the rows a long-running league accumulates. */
function recordSeasons(sqlite: ReturnType<typeof createLeagueFile>['sqlite']): void {
  const franchises = (sqlite.prepare('SELECT id FROM franchises ORDER BY id').all() as { id: number }[]).map((f) => f.id);
  const roster = (fid: number) => (sqlite.prepare('SELECT id FROM competitors WHERE franchise_id = ? ORDER BY id').all(fid) as { id: number }[]).map((c) => c.id);
  const stables = (fid: number) => (sqlite.prepare('SELECT id FROM vehicles WHERE franchise_id = ? ORDER BY id').all(fid) as { id: number }[]).map((v) => v.id);
  const season = sqlite.prepare('INSERT INTO seasons (number, status) VALUES (?, ?)');
  const match = sqlite.prepare(`INSERT INTO matches (season_id, number, track, surface, kind, status) VALUES (?, ?, 'Reno', 'asphalt', 'race', 'recorded')`);
  const team = sqlite.prepare('INSERT INTO match_teams (match_id, franchise_id, points, won, prize) VALUES (?, ?, ?, ?, ?)');
  const result = sqlite.prepare('INSERT INTO competitor_results (match_id, competitor_id, franchise_id, took_part, points, criticals, xp, level_after) VALUES (?, ?, ?, 1, ?, ?, ?, 2)');
  const car = sqlite.prepare('INSERT INTO vehicle_results (match_id, vehicle_id, franchise_id, raced, criticals, damage) VALUES (?, ?, ?, 1, ?, ?)');
  const ledger = sqlite.prepare(`INSERT INTO ledger (franchise_id, season_number, match_id, amount, reason, rule, stage, op) VALUES (?, ?, ?, ?, ?, 'Part VI › Post-match', 'post-match', 'match.record')`);
  const career = sqlite.prepare(`INSERT INTO career_events (competitor_id, season_number, kind, text) VALUES (?, ?, 'level', 'Reached level 2')`);
  sqlite.transaction(() => {
    for (let s = 2; s <= SEASONS; s++) {
      const sid = Number(season.run(s, s === SEASONS ? 'open' : 'closed').lastInsertRowid);
      for (let m = 1; m <= MATCHES_PER_SEASON; m++) {
        const mid = Number(match.run(sid, m).lastInsertRowid);
        franchises.forEach((fid, i) => {
          const points = (i * 7 + m * 3 + s) % 11;
          team.run(mid, fid, points, points === 10 ? 1 : 0, 15 + points);
          roster(fid).slice(0, 3).forEach((cid, k) => result.run(mid, cid, fid, (points + k) % 4, k % 2, 2));
          stables(fid).slice(0, 3).forEach((vid, k) => car.run(mid, vid, fid, k % 2, k));
          for (const [amount, reason] of [[30, 'Prize money'], [40, 'Sponsor income'], [-5, 'Repairs']] as const) ledger.run(fid, s, mid, amount, reason);
        });
      }
      for (const fid of franchises) for (const cid of roster(fid)) career.run(cid, s);
    }
  })();
}

export const bench: BenchModule = {
  title: 'Printed sheets and league export',
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-sheets-'));
    const figures: Figure[] = [];
    try {
      const conn = createLeagueFile(path.join(dir, 'night.league'), 'Bench League', { seed: 7 });
      const { matchId } = seedLeague(conn.sqlite, { franchises: FRANCHISES, cars: CARS, drivers: DRIVERS });
      const sheets = FRANCHISES * (CARS + DRIVERS);
      let n = 0;
      const night = () => printSheets(conn, { kind: 'match', matchId }, { path: path.join(dir, `night-${n++}.pdf`), paper: 'a4', overwrite: true });
      // The sheets are laid out on worker threads: CPU time (every thread of the process) beside the wall-clock time
      // shows what a busy machine did to the latter, and so does the load average.
      const cpu: number[] = [];
      const timed = async () => {
        const c0 = process.cpuUsage();
        const r = await night();
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1e6);
        return r;
      };
      const load = os.loadavg()[0]!;
      const t0 = performance.now();
      const first = await timed();
      figures.push(print({ name: `match night PDF, ${FRANCHISES} franchises, ${sheets} sheets, first in process`, value: (performance.now() - t0) / 1000, unit: 's', target: '< 5 s' }));
      figures.push(print({ name: 'match night PDF, first in process, CPU time of all threads', value: cpu[0]!, unit: 's' }));
      const warm = await sample(3, timed);
      figures.push(print({ name: `match night PDF, ${sheets} sheets, warm, p50`, value: percentile(warm, 50) / 1000, unit: 's', target: '< 5 s' }));
      figures.push(print({ name: 'match night PDF, warm, CPU time of all threads, p50', value: percentile(cpu.slice(1).sort((a, b) => a - b), 50), unit: 's' }));
      figures.push(print({ name: 'load average (1 min) before / after the match nights', value: load, unit: `/ ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores` }));
      figures.push(print({ name: 'match night PDF size', value: first.bytes / 1e6, unit: 'MB' }));

      recordSeasons(conn.sqlite);
      const exports = await sample(5, () => exportLeagueFile(conn, path.join(dir, 'league.json')));
      const exported = exportLeagueFile(conn, path.join(dir, 'league.json'));
      figures.push(print({ name: `league JSON export, ${SEASONS} seasons, ${exported.rows} rows, p50`, value: percentile(exports, 50), unit: 'ms' }));
      figures.push(print({ name: 'league JSON export size', value: statSync(exported.path).size / 1e6, unit: 'MB' }));
      let i = 0;
      const imports = await sample(3, () => importLeagueFile(exported.path, path.join(dir, `restored-${i++}.league`)));
      figures.push(print({ name: `league JSON import into a new file, ${exported.rows} rows, p50`, value: percentile(imports, 50), unit: 'ms' }));
      conn.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
