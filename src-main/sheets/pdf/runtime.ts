/**
 * Rendering a document to PDF bytes with @react-pdf/renderer, in the main process or one of its sheet workers (never
 * in a renderer): the app, the browser host and `league print` all come through here, so they write identical files
 * for identical input.
 */
import type * as ReactPdf from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { fontFiles } from './assets';

/**
 * The library is loaded from node_modules when first needed, not bundled: its pdfkit locates its font metrics and
 * colour profile relative to its own files (import.meta.url and package "imports"), which a CommonJS bundle breaks.
 * Holding the specifier in a variable keeps esbuild from inlining the package, as it already leaves better-sqlite3.
 */
const PDF_LIBRARY: string = '@react-pdf/renderer';

/** The one typeface of every sheet (assets/fonts, embedded in every PDF: every shell draws the same glyphs with the same metrics). */
export const FONT_FAMILY = 'Liberation Sans';
const WEIGHTS = [400, 700] as const;

let library: Promise<typeof ReactPdf> | null = null;

function loadLibrary(): Promise<typeof ReactPdf> {
  library ??= (import(PDF_LIBRARY) as Promise<typeof ReactPdf>).then(async (lib) => {
    const files = fontFiles();
    lib.Font.register({
      family: FONT_FAMILY,
      fonts: [
        { src: files.regular, fontWeight: 400 },
        { src: files.bold, fontWeight: 700 },
      ],
    });
    // Rules text and names wrap at spaces only: a hyphen inserted into "Heavy-duty" or a driver's name misleads.
    lib.Font.registerHyphenationCallback((word) => [word]);
    for (const fontWeight of WEIGHTS) {
      await lib.Font.load({ fontFamily: FONT_FAMILY, fontWeight });
      rememberShaping(lib.Font.getFont({ fontFamily: FONT_FAMILY, fontWeight }).data as unknown as Shaper);
    }
    return lib;
  });
  return library;
}

/** PDF bytes of a <Document>; the same element and date give the same bytes. */
export async function renderPdf(document: ReactElement): Promise<Buffer> {
  const lib = await loadLibrary();
  return lib.renderToBuffer(document as Parameters<typeof lib.renderToBuffer>[0]);
}

/** The part of a fontkit font that react-pdf's text layout calls for every run of text it lays out. */
interface Shaper {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRun;
}
interface GlyphRun {
  glyphs: unknown[];
  positions: unknown[];
}

const SHAPED_RUNS = 20_000;

/**
 * Shaping (fontkit applying the font's substitution and kerning tables to a run of text) is the largest single cost
 * of laying out a sheet, and a match night shapes the same strings again and again: labels, headings, the reference
 * tables of every car, small numbers. The font's result depends on nothing but its arguments, so it is kept per
 * string (a bounded map per process) and handed out as a copy, since the layout treats what it gets as its own.
 */
function rememberShaping(font: Shaper): void {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  font.layout = (text, features, script, language, direction) => {
    if (typeof text !== 'string' || script !== undefined || language !== undefined) return shape(text, features, script, language, direction);
    const key = `${features === undefined ? '' : JSON.stringify(features)}\u0000${direction ?? ''}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      if (shaped.size >= SHAPED_RUNS) shaped.clear();
      run = shape(text, features, script, language, direction);
      shaped.set(key, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, { glyphs: run.glyphs.slice(), positions: run.positions.slice() });
  };
}
