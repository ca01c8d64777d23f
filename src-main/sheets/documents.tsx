/**
 * Sheet documents: any run of car and driver sheets in one PDF (one car, one driver, a franchise, or every
 * franchise of a match), on A4 or US Letter. A long run is rendered in parts on worker threads (a match night is
 * hundreds of pages, and react-pdf lays out one page at a time on one core) and put together with pdf-lib; the page
 * numbers ("page N of M") are stamped over the finished pages, since no part knows the others' page counts.
 */
import { renderJob, type RenderJob, type SheetInput } from './jobs';
import { assemble } from './pdf/assemble';
import type { DocumentMeta } from './pdf/kit';
import { workerEntry } from './pdf/assets';
import { RenderPool } from './pdf/pool';
import { splitByWeight } from './pdf/split';

export type { DocumentMeta } from './pdf/kit';
export type { SheetInput } from './jobs';

/** What a sheet costs to lay out, relative to a driver sheet (measured: a car sheet, with its charts, boxes and four reference tables, takes about three times as long). */
const WEIGHT = { car: 3, driver: 1 } as const;
/** Parts per document and the least worth a part of its own: each part embeds its own font subsets (about 30 kB). */
const MAX_PARTS = 8;
const MIN_PART_WEIGHT = 12;

let pool: RenderPool<RenderJob> | null = null;

function workers(): RenderPool<RenderJob> {
  pool ??= new RenderPool<RenderJob>({ entry: workerEntry, inProcess: renderJob, maxWorkers: 4, idleMs: 60_000 });
  return pool;
}

/** The PDF of `sheets` in the order given: identical input and `meta` give identical bytes. */
export function renderSheets(meta: DocumentMeta, sheets: SheetInput[]): Promise<Buffer> {
  const parts = splitByWeight(
    sheets.map((s) => WEIGHT[s.kind]),
    MAX_PARTS,
    MIN_PART_WEIGHT,
  ).map(([start, end]) => workers().run({ kind: 'sheets', meta, sheets: sheets.slice(start, end) }));
  return assemble({ title: meta.title, subject: meta.league, created: meta.printedAt }, parts, (total) => workers().run({ kind: 'page-numbers', meta, total }));
}
