import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSheets, type DocumentMeta } from '../../src-main/sheets/documents';
import { renderJob, type RenderJob } from '../../src-main/sheets/jobs';
import { assetsDir, fontFiles, workerEntry } from '../../src-main/sheets/pdf/assets';
import { RenderPool } from '../../src-main/sheets/pdf/pool';
import { splitByWeight } from '../../src-main/sheets/pdf/split';
import { useTempDir } from '../support/tempLeague';
import { carSheet, driverSheet, loadedCar, plainCar, veteran } from './fixtures';
import { pdfInfo, pdfText, writePdf } from './pdfTools';

const meta: DocumentMeta = { title: 'Match night', league: 'Spring Dethmetal League', paper: 'a4', printedAt: new Date('2026-03-01T12:00:00Z') };
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('splitting a run of sheets into parts', () => {
  const total = (w: number[]) => w.reduce((a, b) => a + b, 0);

  it('cuts in order into at most maxParts non-empty parts of about equal weight', () => {
    // A match night: 16 franchises of 5 cars (weight 3) then 10 drivers (weight 1).
    const weights = Array.from({ length: 16 }, () => [3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]).flat();
    const parts = splitByWeight(weights, 8, 12);
    expect(parts).toHaveLength(8);
    expect(parts[0]![0]).toBe(0);
    expect(parts.at(-1)![1]).toBe(weights.length);
    parts.forEach(([start, end], i) => {
      expect(end).toBeGreaterThan(start);
      if (i) expect(start).toBe(parts[i - 1]![1]);
      expect(Math.abs(total(weights.slice(start, end)) - total(weights) / 8)).toBeLessThanOrEqual(3);
    });
  });

  it('keeps a short run whole and never makes a part lighter than minWeight unless it is the only one', () => {
    expect(splitByWeight([3], 8, 12)).toEqual([[0, 1]]);
    expect(splitByWeight([1, 1, 1], 8, 12)).toEqual([[0, 3]]);
    expect(splitByWeight([3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 8, 12)).toEqual([
      [0, 4],
      [4, 16],
    ]);
  });
});

describe('documents rendered in parts on worker threads', () => {
  const temp = useTempDir();

  it('puts every part’s pages in order and numbers them across the parts (page N of M), fonts embedded, same bytes twice', async () => {
    // Two parts: four cars (the loaded one runs onto a second page), then twelve drivers.
    const sheets = [carSheet(loadedCar()), ...['Alpha', 'Bravo', 'Charlie'].map((name) => carSheet(plainCar({ name }))), ...Array.from({ length: 12 }, () => driverSheet(veteran()))];
    const a = await renderSheets(meta, sheets);
    const b = await renderSheets(meta, sheets);
    expect(a.equals(b)).toBe(true);

    const file = writePdf(temp(), 'night.pdf', a);
    expect(pdfInfo(file)).toEqual({ pages: 17, size: '595.28 x 841.89' });
    const page = (n: number) => flat(pdfText(file, ['-f', `${n}`, '-l', `${n}`]));
    expect(page(1)).toContain('Widowmaker');
    expect(page(1)).toContain('page 1 of 17');
    expect(page(2)).toContain('page 2 of 17');
    expect(page(5)).toContain('Charlie');
    expect(page(5)).toContain('page 5 of 17');
    expect(page(6)).toContain('Driver sheet · Rust Belt Reapers · Reginald');
    expect(page(6)).toContain('page 6 of 17');
    expect(page(17)).toContain('page 17 of 17');

    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/LiberationSans\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/LiberationSans-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Match night/);
    expect(info).toMatch(/Subject:\s+Spring Dethmetal League/);
    expect(info).toMatch(/Producer:\s+Pitwall/);
    expect(info).toMatch(/CreationDate:\s+Sun Mar\s+1 12:00:00 2026 UTC/);
  });

  describe('where no worker can start', () => {
    afterEach(() => vi.restoreAllMocks());

    it('renders in this process instead, to the same bytes, and says so once', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const job: RenderJob = { kind: 'sheets', meta, sheets: [carSheet(plainCar({ name: 'Rustbucket' })), driverSheet(veteran())] };
      const workers = new RenderPool<RenderJob>({ entry: workerEntry, inProcess: renderJob, maxWorkers: 1, idleMs: 1000 });
      const broken = new RenderPool<RenderJob>({ entry: () => ({ script: path.resolve('no/such/worker.cjs'), eval: false }), inProcess: renderJob, maxWorkers: 2, idleMs: 1000 });
      try {
        const [fromWorker, inProcess, again] = await Promise.all([workers.run(job), broken.run(job), broken.run(job)]);
        expect(Buffer.from(inProcess).equals(Buffer.from(fromWorker))).toBe(true);
        expect(Buffer.from(again).equals(Buffer.from(fromWorker))).toBe(true);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).toContain('printing sheets without worker threads');
      } finally {
        await workers.close();
        await broken.close();
      }
    });
  });
});

describe('the assets the sheets need at run time', () => {
  const temp = useTempDir();
  afterEach(() => vi.unstubAllEnvs());

  /** A TrueType name-table string (Windows platform: UTF-16BE). */
  const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();

  it('finds Liberation Sans 2.1.5 Regular and Bold in assets/fonts, with the OFL beside them', () => {
    const { regular, bold } = fontFiles();
    expect(path.dirname(regular)).toBe(path.resolve('assets/fonts'));
    for (const [file, name] of [
      [regular, 'Liberation Sans'],
      [bold, 'Liberation Sans Bold'],
    ] as const) {
      const ttf = readFileSync(file);
      expect(ttf.includes(utf16be('Version 2.1.5'))).toBe(true);
      expect(ttf.includes(utf16be(name))).toBe(true);
    }
    expect(readFileSync(path.join(path.dirname(regular), 'OFL.txt'), 'utf8')).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });

  it('takes PITWALL_ASSETS_DIR first, and starts the worker from the sources when there is no bundle', () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'fonts'));
    copyFileSync(fontFiles().regular, path.join(dir, 'fonts', 'LiberationSans-Regular.ttf'));
    vi.stubEnv('PITWALL_ASSETS_DIR', dir);
    expect(assetsDir()).toBe(dir);

    const entry = workerEntry();
    expect(entry.eval).toBe(true);
    const source = /require\("([^"]+worker\.ts)"\)/.exec(entry.script)?.[1];
    expect(source).toBe(path.resolve('src-main/sheets/worker.ts'));
    expect(existsSync(source!)).toBe(true);
  });
});
