/**
 * pdfkit, loaded by the first document rather than when the process starts. Every `league` command, the browser host
 * and every test child imports the sheets (the registries list each ruleset's documents), and loading pdfkit (its
 * font tables, fontkit, brotli) was ~0.15–0.25 s of CPU of a ~1 s `league` command that prints nothing.
 */
import { createRequire } from 'node:module';
import type PDFKitModule from 'pdfkit';

let loaded: typeof PDFKitModule | undefined;

/** A new pdfkit document (pdfkit loaded on the first call). */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // `__filename`, not import.meta: the bundles are CommonJS (scripts/build.mjs); tsx and vitest give it too.
  loaded ??= createRequire(__filename)('pdfkit') as typeof PDFKitModule;
  return new loaded(options);
}
