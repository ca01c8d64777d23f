/**
 * Reading the PDFs the app makes, in the tests, with no system program: page count and size, the text a reader
 * extracts and the document's metadata (pdf.js, the PDF reader Firefox uses), the fonts with whether each is embedded
 * and subset (pdf-lib, reading the font dictionaries), and PNGs of every page for people to look at (pdf.js drawing on
 * @napi-rs/canvas).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Why @napi-rs/canvas (pdfjs-dist's optional dependency, a prebuilt binary) does not load from pdf.js, or null. */
function canvasProblem(): string | null {
  try {
    createRequire(path.join(pdfjsDir, 'package.json'))('@napi-rs/canvas');
    return null;
  } catch (e) {
    return (e as Error).message.split('\n')[0] ?? String(e);
  }
}

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
/** pdf.js in this process: its worker code is loaded here too (pdf.js then runs it in-process, no Worker needed). */
function loadPdfjs() {
  pdfjs ??= (async () => {
    // pdf.js cannot even load in Node without it (DOMMatrix, Path2D); say so rather than fail on a missing global.
    const missing = canvasProblem();
    if (missing) throw new Error(`pdfjs-dist needs @napi-rs/canvas in Node, which did not load (${missing}); run \`npm ci --include=optional\``);
    const g = globalThis as { pdfjsWorker?: unknown };
    g.pdfjsWorker ??= await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

async function withPdf<T>(file: string, read: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(readFileSync(file)),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Glyphs of fonts a PDF names but does not embed (Helvetica…) and CJK CMaps, from pdf.js's own files.
    standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(pdfjsDir, 'cmaps') + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(pdfjsDir, 'wasm') + path.sep,
  });
  const doc = await task.promise;
  try {
    return await read(doc);
  } finally {
    await task.destroy();
  }
}

/** A length as pdfinfo prints it: points, at most two decimals (595.28, 612). */
const pt = (n: number) => String(Number(n.toFixed(2)));

/** Page count, and the first page's size in points as `W x H` (what is shown: the crop box, before any rotation). */
export async function pdfInfo(file: string): Promise<{ pages: number; size: string }> {
  return withPdf(file, async (doc) => {
    const [x0, y0, x1, y1] = (await doc.getPage(1)).view as [number, number, number, number];
    return { pages: doc.numPages, size: `${pt(x1 - x0)} x ${pt(y1 - y0)}` };
  });
}

/**
 * The text of every page, as a reader copies it: the text runs in the order the page draws them, a space where
 * pdf.js sees a gap between two runs on a line, a line break where a run starts a new line. Tests compare on
 * single spaces (`.replace(/\s+/g, ' ')`), so where a line wraps does not matter.
 */
export async function pdfPageTexts(file: string): Promise<string[]> {
  return withPdf(file, async (doc) => {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) pages.push(joinRuns((await (await doc.getPage(n)).getTextContent()).items));
    return pages;
  });
}

type Run = { str: string; transform: number[]; width: number; height: number; hasEOL: boolean };

/**
 * pdf.js already puts a space or a line break between most runs; where it does not (a run drawn inside a form
 * XObject, as a stamped page number may be, or after a page number drawn last, away from the text before it), the
 * runs' own positions decide: a different baseline is a new line, a gap on the same baseline is a space, touching
 * runs are one word.
 */
function joinRuns(items: readonly object[]): string {
  let text = '';
  let last: { x: number; y: number; size: number } | undefined;
  for (const item of items) {
    if (!('str' in item)) continue;
    const run = item as Run;
    const [, , , , x = 0, y = 0] = run.transform;
    const size = Math.abs(run.height) || Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0);
    if (run.str !== '' && last && text !== '' && !/\s$/.test(text) && !/^\s/.test(run.str)) {
      const sameLine = Math.abs(y - last.y) < 0.5 * Math.max(size, last.size);
      if (!sameLine) text += '\n';
      else if (Math.abs(x - last.x) > 0.15 * Math.max(size, last.size)) text += ' ';
    }
    text += run.str;
    if (run.str !== '') last = { x: x + run.width, y, size };
    if (run.hasEOL) text += '\n';
  }
  return text;
}

/** The text of page `page` (1-based), or of every page with a form feed between pages, as pdftotext does. */
export async function pdfText(file: string, page?: number): Promise<string> {
  const pages = await pdfPageTexts(file);
  if (page === undefined) return pages.join('\f');
  const text = pages[page - 1];
  if (text === undefined) throw new Error(`${file} has ${pages.length} pages, not a page ${page}`);
  return text;
}

/** The document information dictionary: what a viewer shows under Properties. */
export async function pdfMeta(
  file: string,
): Promise<{ title?: string; subject?: string; author?: string; creator?: string; producer?: string; creationDate?: Date }> {
  const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  const meta = {
    title: doc.getTitle(),
    subject: doc.getSubject(),
    author: doc.getAuthor(),
    creator: doc.getCreator(),
    producer: doc.getProducer(),
    creationDate: doc.getCreationDate(),
  };
  return Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined));
}

export interface PdfFont {
  /** BaseFont without a subset tag: `LiberationSans`. */
  name: string;
  /** BaseFont as written: `CZZZZZ+LiberationSans`. */
  baseFont: string;
  /** As pdffonts names it: `Type 1`, `Type 1C`, `Type 3`, `TrueType`, `CID Type 0`, `CID Type 0C`, `CID TrueType`, … */
  type: string;
  /** The /Encoding name (`Identity-H`, `WinAnsiEncoding`…), `Custom` for a differences dictionary, `Builtin` when absent. */
  encoding: string;
  /** The font program is in the file (FontFile, FontFile2 or FontFile3; a Type 3 font's glyphs always are). */
  embedded: boolean;
  /** Only the glyphs used are embedded: the BaseFont carries a six-capital tag, `ABCDEF+`. */
  subset: boolean;
  /** A ToUnicode map says which characters the glyphs are (copy and search work). */
  unicode: boolean;
}

/**
 * Every font the pages use, once per font object, read from the font dictionaries themselves: each page's
 * Resources/Font, the fonts of the form XObjects and annotation appearances it draws, and of Type 3 glyph procedures.
 */
export async function pdfFonts(file: string): Promise<PdfFont[]> {
  const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  const ctx = doc.context;
  const dict = (v: unknown) => (v instanceof PDFRef ? ctx.lookup(v) : v) as unknown;
  const asDict = (v: unknown) => {
    const d = dict(v);
    return d instanceof PDFDict ? d : d instanceof PDFStream ? d.dict : undefined;
  };
  const name = (d: PDFDict | undefined, key: string) => {
    const v = d && dict(d.get(PDFName.of(key)));
    return v instanceof PDFName ? v.decodeText() : undefined;
  };
  const fonts: PdfFont[] = [];
  const seenFonts = new Set<unknown>();
  const seenResources = new Set<unknown>();

  const describeFont = (font: PDFDict): PdfFont => {
    const subtype = name(font, 'Subtype') ?? '';
    const baseFont = name(font, 'BaseFont') ?? '(anonymous)';
    const descendant = subtype === 'Type0' ? asDict((dict(font.get(PDFName.of('DescendantFonts'))) as PDFArray | undefined)?.get(0)) : undefined;
    const descriptor = asDict((descendant ?? font).get(PDFName.of('FontDescriptor')));
    const program = ['FontFile', 'FontFile2', 'FontFile3'].find((k) => descriptor?.has(PDFName.of(k)));
    const file3 = program === 'FontFile3' ? name(asDict(descriptor!.get(PDFName.of('FontFile3'))), 'Subtype') : undefined;
    const type = (() => {
      if (subtype === 'Type0') {
        const cid = name(descendant, 'Subtype');
        if (cid === 'CIDFontType0') return file3 === 'OpenType' ? 'CID Type 0C (OT)' : file3 ? 'CID Type 0C' : 'CID Type 0';
        return file3 === 'OpenType' ? 'CID TrueType (OT)' : 'CID TrueType';
      }
      if (subtype === 'Type1' || subtype === 'MMType1') return file3 === 'OpenType' ? 'Type 1C (OT)' : file3 ? 'Type 1C' : 'Type 1';
      if (subtype === 'TrueType') return file3 === 'OpenType' ? 'TrueType (OT)' : 'TrueType';
      if (subtype === 'Type3') return 'Type 3';
      return subtype || 'unknown';
    })();
    const enc = dict(font.get(PDFName.of('Encoding')));
    return {
      name: baseFont.replace(/^[A-Z]{6}\+/, ''),
      baseFont,
      type,
      encoding: enc instanceof PDFName ? enc.decodeText() : enc ? 'Custom' : 'Builtin',
      embedded: subtype === 'Type3' || program !== undefined,
      subset: /^[A-Z]{6}\+/.test(baseFont),
      unicode: font.has(PDFName.of('ToUnicode')),
    };
  };

  const walkResources = (resourcesRef: unknown) => {
    const resources = asDict(resourcesRef);
    if (!resources || seenResources.has(resources)) return;
    seenResources.add(resources);
    const fontDict = asDict(resources.get(PDFName.of('Font')));
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = asDict(ref);
      if (!font || seenFonts.has(font)) continue;
      seenFonts.add(font);
      fonts.push(describeFont(font));
      if (name(font, 'Subtype') === 'Type3') walkResources(font.get(PDFName.of('Resources')));
    }
    const xobjects = asDict(resources.get(PDFName.of('XObject')));
    for (const [, ref] of xobjects?.entries() ?? []) {
      const xobject = asDict(ref);
      if (xobject && name(xobject, 'Subtype') === 'Form') walkResources(xobject.get(PDFName.of('Resources')));
    }
  };

  for (const page of doc.getPages()) {
    walkResources(page.node.Resources());
    const annots = dict(page.node.Annots());
    for (const annot of annots instanceof PDFArray ? annots.asArray() : []) {
      const normal = dict(asDict(asDict(annot)?.get(PDFName.of('AP')))?.get(PDFName.of('N')));
      const streams = normal instanceof PDFStream ? [normal] : normal instanceof PDFDict ? normal.entries().map(([, s]) => dict(s)) : [];
      for (const s of streams) if (s instanceof PDFStream) walkResources(s.dict.get(PDFName.of('Resources')));
    }
  }
  return fonts;
}

/** pdf.js's canvas factory: in Node it makes @napi-rs/canvas canvases, which write PNGs. */
type CanvasFactory = {
  create(width: number, height: number): { canvas: HTMLCanvasElement & { toBuffer(mime: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
};

/**
 * Renders every page at 60 dpi into tests/artifacts/sheets/<name>-N.png (not committed) for people to look at, and
 * returns the files: pdf.js drawing on @napi-rs/canvas, no system program. Where that canvas cannot load, no PNG is
 * made and one line says so (the PNGs are for people; what the tests assert does not depend on them).
 */
export async function pdfPngs(file: string, name: string): Promise<string[]> {
  const missing = canvasProblem();
  if (missing) {
    console.log(`no PNG of ${name}: @napi-rs/canvas did not load (${missing})`);
    return [];
  }
  const dir = path.resolve('tests/artifacts/sheets');
  mkdirSync(dir, { recursive: true });
  return withPdf(file, async (doc) => {
    const width = String(doc.numPages).length;
    const files: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 60 / 72 });
      const { canvas, context } = (doc.canvasFactory as CanvasFactory).create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas, canvasContext: context, viewport, background: 'white' }).promise;
      const png = path.join(dir, `${name}-${String(n).padStart(width, '0')}.png`);
      writeFileSync(png, canvas.toBuffer('image/png'));
      files.push(png);
      page.cleanup();
    }
    return files;
  });
}

export function writePdf(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
