/**
 * Sheet documents: any run of a ruleset's sheets in one PDF (Dethmetal's: one car, one driver, a franchise, or a match
 * night: its cover, then the sheets of the cars and crews taking part), on A4 or US Letter, written in this process with the sheet kit. A
 * long run hands the event loop back every few milliseconds, so the window or the browser host answers (and can show
 * how far it got) while a match night is written.
 */
import { PdfSurface, SheetWriter, type Surface } from './pdf/document';
import type { DocumentMeta } from './pdf/kit';
import { layOutSheet, type SheetInput } from './rulesetDocuments';

export type { DocumentMeta } from './pdf/kit';
export type { SheetInput } from './rulesetDocuments';

/** How far a print has got: sheets laid out of the total. */
export type Progress = (done: number, total: number) => void;

/** Longest stretch of work between two turns of the event loop. */
const SLICE_MS = 25;
// A timer, not setImmediate: from the check phase setImmediate can come back before the timers phase runs, and the host's
// own timers (and the progress polls) must get their turn between two slices.
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Draws `sheets` onto `surface`, page numbers included; the number of pages. */
export async function drawSheets(meta: DocumentMeta, sheets: readonly SheetInput[], surface: Surface, progress?: Progress): Promise<number> {
  const writer = new SheetWriter(meta, surface);
  let slice = performance.now();
  for (const [i, s] of sheets.entries()) {
    const { heading, blocks } = layOutSheet(s, writer.width);
    writer.sheet(heading, blocks);
    if (performance.now() - slice > SLICE_MS) {
      progress?.(i + 1, sheets.length);
      await turn();
      slice = performance.now();
    }
  }
  progress?.(sheets.length, sheets.length);
  return writer.finishPages();
}

/** The PDF of `sheets` in the order given: identical input and `meta` give identical bytes. */
export async function renderSheets(meta: DocumentMeta, sheets: readonly SheetInput[], progress?: Progress): Promise<Buffer> {
  const surface = new PdfSurface(meta);
  await drawSheets(meta, sheets, surface, progress);
  return surface.end();
}
