/**
 * Printed sheets and league export: a 16-franchise match night (its cover, then every car and driver of every
 * franchise, no line-up being assigned) into one PDF, and the same night with line-ups assigned, against a baseline
 * made in the same run (the same pages' text runs and boxes written straight into pdfkit, no layout at all), and the
 * whole-league JSON export and import of a league with 20 seasons of recorded results.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { exportLeagueFile, importLeagueFile } from '../src-main/exports/leagueJson';
import { createLeagueFile } from '../src-main/services/league';
import { drawSheets, renderSheets, type DocumentMeta, type SheetInput } from '../src-main/sheets/documents';
import { FONT_NAME, type Canvas, type Paint, type TextStyle } from '../src-main/sheets/pdf/canvas';
import { PdfSurface, type Surface } from '../src-main/sheets/pdf/document';
import { registerFonts } from '../src-main/sheets/pdf/text';
import { sheetsFor } from '../src-main/sheets/dethmetal/document';
import { printSheets } from '../src-main/sheets/service';
import { carSheet, driverSheet, loadedCar, veteran } from '../tests/sheets/fixtures';
import { seedLeague, seedLineup } from '../tests/sheets/seed';
import { print, sample, percentile, type BenchModule, type Figure } from './harness';

const FRANCHISES = 16;
const CARS = 5;
const DRIVERS = 10;
const SEASONS = 20;
const MATCHES_PER_SEASON = 10;

/** Twenty seasons of recorded results for every franchise: the rows a long-running league accumulates. */
function recordSeasons(sqlite: ReturnType<typeof createLeagueFile>['sqlite']): void {
  const franchises = (sqlite.prepare('SELECT id FROM franchises ORDER BY id').all() as { id: number }[]).map((f) => f.id);
  const roster = (fid: number) =>
    (sqlite.prepare('SELECT id FROM competitors WHERE franchise_id = ? ORDER BY id').all(fid) as { id: number }[]).map((c) => c.id);
  const stables = (fid: number) => (sqlite.prepare('SELECT id FROM vehicles WHERE franchise_id = ? ORDER BY id').all(fid) as { id: number }[]).map((v) => v.id);
  const season = sqlite.prepare('INSERT INTO seasons (number, status) VALUES (?, ?)');
  const match = sqlite.prepare(`INSERT INTO matches (season_id, number, track, status) VALUES (?, ?, 'Reno', 'recorded')`);
  const event = sqlite.prepare(`INSERT INTO dethmetal_matches (match_id, surface, kind) VALUES (?, 'asphalt', 'race')`);
  const team = sqlite.prepare('INSERT INTO match_teams (match_id, franchise_id, won) VALUES (?, ?, ?)');
  const teamResult = sqlite.prepare('INSERT INTO dethmetal_match_teams (match_team_id, points, prize) VALUES (?, ?, ?)');
  const result = sqlite.prepare(
    'INSERT INTO dethmetal_competitor_results (match_id, competitor_id, franchise_id, took_part, points, criticals, xp, level_after) VALUES (?, ?, ?, 1, ?, ?, ?, 2)',
  );
  const car = sqlite.prepare('INSERT INTO dethmetal_vehicle_results (match_id, vehicle_id, franchise_id, raced, criticals, damage) VALUES (?, ?, ?, 1, ?, ?)');
  const ledger = sqlite.prepare(
    `INSERT INTO ledger (franchise_id, season_number, match_id, amount, reason, rule, stage, op) VALUES (?, ?, ?, ?, ?, 'Part VI › Post-match', ?, 'match.record')`,
  );
  const career = sqlite.prepare(`INSERT INTO career_events (competitor_id, season_number, kind, text) VALUES (?, ?, 'level', 'Reached level 2')`);
  sqlite.transaction(() => {
    // One open season at a time, as the services keep it: the founding season closes before the next opens.
    sqlite.prepare("UPDATE seasons SET status = 'closed' WHERE number = 1").run();
    for (let s = 2; s <= SEASONS; s++) {
      const sid = Number(season.run(s, s === SEASONS ? 'open' : 'closed').lastInsertRowid);
      for (let m = 1; m <= MATCHES_PER_SEASON; m++) {
        const mid = Number(match.run(sid, m).lastInsertRowid);
        event.run(mid);
        franchises.forEach((fid, i) => {
          const points = (i * 7 + m * 3 + s) % 11;
          teamResult.run(team.run(mid, fid, points === 10 ? 1 : 0).lastInsertRowid, points, 15 + points);
          roster(fid)
            .slice(0, 3)
            .forEach((cid, k) => result.run(mid, cid, fid, (points + k) % 4, k % 2, 2));
          stables(fid)
            .slice(0, 3)
            .forEach((vid, k) => car.run(mid, vid, fid, k % 2, k));
          for (const [amount, reason, stage] of [
            [30, 'Prize money', 'income'],
            [40, 'Sponsor income', 'income'],
            [-5, 'Repairs', 'cost'],
          ] as const)
            ledger.run(fid, s, mid, amount, reason, stage);
        });
      }
      for (const fid of franchises) for (const cid of roster(fid)) career.run(cid, s);
    }
    // Cash is the sum of the ledger in every league the services keep (the import checks it).
    sqlite
      .prepare(
        'UPDATE dethmetal_franchises SET cash = (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE ledger.franchise_id = dethmetal_franchises.franchise_id)',
      )
      .run();
  })();
}

type Op =
  | ['text', number, number, string, TextStyle]
  | ['rect', number, number, number, number, Paint]
  | ['line', number, number, number, number, string, number]
  | ['path', number, number, string, Paint];

/** The pages as drawn, kept as data: what the baseline writes. */
class Recording implements Surface {
  readonly pages: { size: [number, number]; ops: Op[] }[] = [];
  addPage(size: [number, number]): Canvas {
    this.pages.push({ size, ops: [] });
    return this.revisit(this.pages.length - 1);
  }
  revisit(index: number): Canvas {
    const ops = this.pages[index]!.ops;
    const canvas: Canvas = {
      text: (x, y, t, style) => void ops.push(['text', x, y, t, style]),
      rect: (x, y, w, h, paint) => void ops.push(['rect', x, y, w, h, paint]),
      line: (x1, y1, x2, y2, color, width) => void ops.push(['line', x1, y1, x2, y2, color, width]),
      path: (x, y, d, paint) => void ops.push(['path', x, y, d, paint]),
      // Every page gets the shared drawings' runs of its own: the baseline writes every run on every page.
      reuse: (_key, drawing, x, y) => drawing.draw(canvas, x, y),
    };
    return canvas;
  }
}

/** The baseline: every recorded run and box written straight to the PDF by the kit's own writer, no layout. */
async function writeRecordingDirect(meta: DocumentMeta, rec: Recording): Promise<Buffer> {
  const surface = new PdfSurface(meta);
  for (const page of rec.pages) {
    const c = surface.addPage(page.size);
    for (const op of page.ops) {
      if (op[0] === 'text') c.text(op[1], op[2], op[3], op[4]);
      else if (op[0] === 'rect') c.rect(op[1], op[2], op[3], op[4], op[5]);
      else if (op[0] === 'line') c.line(op[1], op[2], op[3], op[4], op[5], op[6]);
      else c.path(op[1], op[2], op[3], op[4]);
    }
  }
  return surface.end();
}

function paint(doc: PDFKit.PDFDocument, p: Paint): void {
  if (p.stroke) doc.lineWidth(p.lineWidth ?? 1);
  if (p.fill && p.stroke) doc.fillAndStroke(p.fill, p.stroke);
  else if (p.fill) doc.fill(p.fill);
  else doc.stroke(p.stroke);
}

/** For comparison: the same runs and boxes through pdfkit's own drawing calls (its text() lays out each run again). */
function writeRecordingPdfkit(meta: DocumentMeta, rec: Recording): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, font: null as unknown as string, info: { Title: meta.title, CreationDate: meta.printedAt } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (const page of rec.pages) {
    doc.addPage({ size: page.size, margin: 0 });
    for (const op of page.ops) {
      switch (op[0]) {
        case 'text': {
          const s = op[4];
          doc
            .font(FONT_NAME[s.weight ?? 'regular'])
            .fontSize(s.size)
            .fillColor(s.color ?? '#000000');
          doc.text(op[3], op[1], op[2], { lineBreak: false, ...(s.spacing ? { characterSpacing: s.spacing } : {}) });
          break;
        }
        case 'rect':
          doc.rect(op[1], op[2], op[3], op[4]);
          paint(doc, op[5]);
          break;
        case 'line':
          doc.moveTo(op[1], op[2]).lineTo(op[3], op[4]);
          paint(doc, { stroke: op[5], lineWidth: op[6] });
          break;
        case 'path':
          doc.save().translate(op[1], op[2]).path(op[3]);
          paint(doc, op[4]);
          doc.restore();
          break;
      }
    }
  }
  return new Promise((resolve) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1e6;
};

/** Wall and CPU seconds of one call. */
async function timed<T>(fn: () => Promise<T>): Promise<{ wall: number; cpu: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  return { wall: (performance.now() - t0) / 1000, cpu: cpuSeconds(c0), value };
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export const bench: BenchModule = {
  title: 'Printed sheets and league export',
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-sheets-'));
    const figures: Figure[] = [];
    try {
      const conn = createLeagueFile(path.join(dir, 'night.league'), 'Bench League', { seed: 7 });
      const { matchId } = seedLeague(conn.sqlite, { franchises: FRANCHISES, cars: CARS, drivers: DRIVERS });
      // No line-up assigned: the cover, then every active car and competitor fit to race of the 16 teams.
      const sheets = `cover + ${FRANCHISES * (CARS + DRIVERS)}`;
      let n = 0;
      // Peak memory of a print: sampled at every turn the print gives the event loop, and at its end.
      let peak = 0;
      const sampleMemory = () => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.heapUsed + m.external + m.arrayBuffers);
      };
      const night = () =>
        printSheets(conn, { kind: 'match', matchId }, { path: path.join(dir, `night-${n++}.pdf`), paper: 'a4', overwrite: true, progress: sampleMemory });
      const load = os.loadavg()[0]!;

      global.gc?.();
      const base = process.memoryUsage();
      const baseMemory = base.heapUsed + base.external + base.arrayBuffers;
      const first = await timed(night);
      sampleMemory();
      figures.push(print({ name: `match night PDF, ${sheets} sheets, first in process, wall`, value: first.wall, unit: 's', target: '< 1.5 s' }));
      figures.push(print({ name: 'match night PDF, first in process, CPU', value: first.cpu, unit: 's' }));
      figures.push(print({ name: 'match night PDF, peak memory above the idle process', value: (peak - baseMemory) / 1e6, unit: 'MB' }));

      const warm = [];
      for (let i = 0; i < 3; i++) warm.push(await timed(night));
      figures.push(print({ name: `match night PDF, ${sheets} sheets, warm, wall p50`, value: median(warm.map((w) => w.wall)), unit: 's', target: '< 1.5 s' }));
      figures.push(print({ name: 'match night PDF, warm, CPU p50', value: median(warm.map((w) => w.cpu)), unit: 's' }));

      // The baseline: the same pages, recorded, then written with no layout; against the sheets alone (no database).
      // The same night once every team has its line-up (3 cars a heat, 2 heats): the cover, then the crews taking part.
      const lineup = (car: number, driver: number, gunner: number) => [1, 2].map((heat) => ({ heat, car, driver, gunner }));
      for (let f = 1; f <= FRANCHISES; f++) seedLineup(conn.sqlite, matchId, f, [...lineup(1, 1, 2), ...lineup(2, 3, 4), ...lineup(3, 5, 6)]);
      const assigned = await timed(night);
      figures.push(
        print({ name: `match night PDF, line-ups assigned (${assigned.value.sheets} sheets), warm, wall`, value: assigned.wall, unit: 's', target: '< 1.5 s' }),
      );
      conn.sqlite.prepare('DELETE FROM match_crew').run();

      const meta: DocumentMeta = { title: 'Bench', league: 'Bench League', paper: 'a4', printedAt: new Date('2026-03-01T12:00:00Z') };
      const inputs: SheetInput[] = sheetsFor(conn, { kind: 'match', matchId }).sheets;
      const recording = new Recording();
      const pages = await drawSheets(meta, inputs, recording);
      const runs = recording.pages.reduce((a, p) => a + p.ops.length, 0);
      const kit: number[] = [];
      const raw: number[] = [];
      const pdfkit: number[] = [];
      for (let i = 0; i < 3; i++) {
        kit.push((await timed(() => renderSheets(meta, inputs))).cpu);
        raw.push((await timed(() => writeRecordingDirect(meta, recording))).cpu);
        pdfkit.push((await timed(() => writeRecordingPdfkit(meta, recording))).cpu);
      }
      figures.push(print({ name: `baseline: the same ${pages} pages' ${runs} runs and boxes written directly, CPU p50`, value: median(raw), unit: 's' }));
      figures.push(print({ name: "the same runs and boxes through pdfkit's text()/rect() calls, CPU p50", value: median(pdfkit), unit: 's' }));
      figures.push(print({ name: 'sheet kit, the same sheets, CPU p50', value: median(kit), unit: 's' }));
      figures.push(print({ name: 'sheet kit ÷ baseline (CPU, same run)', value: median(kit) / median(raw), unit: '×', target: '≤ 3×' }));

      for (const [name, input] of [
        ['car sheet (loaded car, 2 pages)', carSheet(loadedCar())],
        ['driver sheet (veteran)', driverSheet(veteran())],
      ] as const) {
        const one = [];
        for (let i = 0; i < 9; i++) one.push(await timed(() => renderSheets(meta, [input])));
        figures.push(
          print({
            name: `one ${name} as its own PDF, wall p50 / CPU p50`,
            value: median(one.map((o) => o.wall)) * 1000,
            unit: `ms / ${(median(one.map((o) => o.cpu)) * 1000).toFixed(1)} ms`,
          }),
        );
      }
      figures.push(
        print({
          name: 'load average (1 min) before / after the match nights',
          value: load,
          unit: `/ ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
        }),
      );
      figures.push(print({ name: 'match night PDF size', value: first.value.bytes / 1e6, unit: 'MB' }));

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
