/**
 * Rendering a document to PDF bytes with @react-pdf/renderer, in the main process only: the app, the browser host
 * and `league print` all come through here, so they write identical files for identical input.
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
    if (process.env.SHAPE_MEMO) {
      for (const fontWeight of [400, 700]) {
        await lib.Font.load({ fontFamily: FONT_FAMILY, fontWeight });
        memoizeShaping((lib.Font.getFont({ fontFamily: FONT_FAMILY, fontWeight }) as unknown as { data: Shaper }).data);
      }
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

interface Shaper {
  layout: (text: string, features?: unknown, script?: string, language?: string, direction?: string) => unknown;
}
function memoizeShaping(font: Shaper): void {
  const shape = font.layout.bind(font);
  const memo = new Map<string, unknown>();
  font.layout = (text, features, script, language, direction) => {
    if (script !== undefined || language !== undefined) return shape(text, features, script, language, direction);
    const key = `${features === undefined ? '' : JSON.stringify(features)}\u0000${direction ?? ''}\u0000${text}`;
    let run = memo.get(key);
    if (run === undefined) {
      if (memo.size > 50_000) memo.clear();
      run = shape(text, features, script, language, direction);
      memo.set(key, run);
    }
    return run;
  };
}
