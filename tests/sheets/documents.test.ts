import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type PDFDict, PDFDocument, PDFName, PDFRef, type PDFStream, type PDFObject } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSheets, type DocumentMeta } from '../../src-main/sheets/documents';
import { assetsDir, fontFiles } from '../../src-main/sheets/pdf/assets';
import { useTempDir } from '../support/tempLeague';
import { carSheet, driverSheet, loadedCar, plainCar, veteran } from './fixtures';
import { pdfFonts, pdfInfo, pdfMeta, pdfPageTexts, pdfText, writePdf } from './pdfTools';

const meta: DocumentMeta = { title: 'Match night', league: 'Spring Dethmetal League', paper: 'a4', printedAt: new Date('2026-03-01T12:00:00Z') };
const flat = (s: string) => s.replace(/\s+/g, ' ');

/** Every font a page or a form it draws uses (pdf-lib): its BaseFont, and whether its TrueType file is embedded. */
async function fontsUsed(pdf: Uint8Array): Promise<{ fonts: Map<string, boolean>; forms: number }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fonts = new Map<string, boolean>();
  const forms = new Set<string>();
  const look = <T extends PDFObject>(o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T | undefined;
  const walk = (resources: PDFDict | undefined) => {
    const fontDict = look<PDFDict>(resources?.get(PDFName.of('Font')));
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = look<PDFDict>(ref)!;
      const descendant = look<PDFDict>(look<PDFObject & { asArray(): PDFObject[] }>(font.get(PDFName.of('DescendantFonts')))?.asArray()[0]) ?? font;
      const descriptor = look<PDFDict>(descendant.get(PDFName.of('FontDescriptor')));
      fonts.set(String(font.get(PDFName.of('BaseFont'))), !!descriptor?.get(PDFName.of('FontFile2')));
    }
    const xobjects = look<PDFDict>(resources?.get(PDFName.of('XObject')));
    for (const [, ref] of xobjects?.entries() ?? []) {
      forms.add(String(ref));
      walk(look<PDFDict>(look<PDFStream>(ref)!.dict.get(PDFName.of('Resources'))));
    }
  };
  for (const page of doc.getPages()) walk(page.node.Resources());
  return { fonts, forms: forms.size };
}

describe('sheet documents', () => {
  const temp = useTempDir();

  it('puts every sheet’s pages in order and numbers them across the document (page N of M), same bytes twice', async () => {
    // Four cars (the loaded one runs onto a second page), then twelve drivers.
    const sheets = [
      carSheet(loadedCar()),
      ...['Alpha', 'Bravo', 'Charlie'].map((name) => carSheet(plainCar({ name }))),
      ...Array.from({ length: 12 }, () => driverSheet(veteran())),
    ];
    const a = await renderSheets(meta, sheets);
    const b = await renderSheets(meta, sheets);
    expect(a.equals(b)).toBe(true);

    const file = writePdf(temp(), 'night.pdf', a);
    expect(await pdfInfo(file)).toEqual({ pages: 17, size: '595.28 x 841.89' });
    const pages = (await pdfPageTexts(file)).map(flat);
    const page = (n: number) => pages[n - 1]!;
    expect(page(1)).toContain('Widowmaker');
    expect(page(1)).toContain('page 1 of 17');
    expect(page(2)).toContain('Loss of control');
    expect(page(2)).toContain('page 2 of 17');
    expect(page(5)).toContain('Charlie');
    expect(page(5)).toContain('page 5 of 17');
    expect(page(6)).toContain('Driver sheet · Rust Belt Reapers · Reginald');
    expect(page(6)).toContain('page 6 of 17');
    expect(page(17)).toContain('page 17 of 17');

    expect(await pdfMeta(file)).toMatchObject({
      title: 'Match night',
      subject: 'Spring Dethmetal League',
      producer: 'Pitwall',
      creationDate: new Date('2026-03-01T12:00:00Z'),
    });
  });

  it('embeds and subsets Liberation Sans once per document, and no other font: pdffonts lists only embedded fonts', async () => {
    const pdf = await renderSheets(meta, [carSheet(loadedCar()), carSheet(plainCar({ name: 'Alpha' })), driverSheet(veteran())]);
    const file = writePdf(temp(), 'fonts.pdf', pdf);
    const rows = await pdfFonts(file);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toEqual({
        name: expect.stringMatching(/^LiberationSans(-Bold)?$/),
        baseFont: expect.stringMatching(/^[A-Z]{6}\+LiberationSans(-Bold)?$/),
        type: 'CID TrueType',
        encoding: 'Identity-H',
        embedded: true,
        subset: true,
        unicode: true,
      });
    }

    // The same from the file's own dictionaries, the forms the pages share included.
    const { fonts } = await fontsUsed(pdf);
    expect([...fonts.keys()].map((n) => n.replace(/^\/[A-Z]{6}\+/, '/')).sort()).toEqual(['/LiberationSans', '/LiberationSans-Bold']);
    for (const [name, embedded] of fonts) {
      expect(name).toMatch(/^\/[A-Z]{6}\+/);
      expect(embedded).toBe(true);
    }
  });

  it('writes what every car sheet repeats (the four reference tables, the car outline) once per document, placed on each sheet', async () => {
    const one = await fontsUsed(await renderSheets(meta, [carSheet(plainCar({ name: 'Alpha' }))]));
    const many = await fontsUsed(
      await renderSheets(
        meta,
        ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => carSheet(plainCar({ name }))),
      ),
    );
    expect(one.forms).toBe(5);
    expect(many.forms).toBe(5);
    // …and a reader still finds their text on every page.
    const file = writePdf(
      temp(),
      'four.pdf',
      await renderSheets(
        meta,
        ['Alpha', 'Bravo'].map((name) => carSheet(plainCar({ name }))),
      ),
    );
    for (const n of [1, 2]) {
      const text = flat(await pdfText(file, n));
      for (const t of ['Damage table', 'Vehicle destroyed', 'Tire damage', 'Gunnery modifiers', 'Rollover']) expect(text).toContain(t);
    }
  });

  it('tells how far a long print has got, ending at the number of sheets, and gives the event loop turns meanwhile', async () => {
    const sheets = Array.from({ length: 40 }, (_, i) => (i % 3 ? driverSheet(veteran()) : carSheet(plainCar({ name: `Car ${i}` }))));
    const seen: [number, number][] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await renderSheets(meta, sheets, (done, total) => seen.push([done, total]));
    } finally {
      clearInterval(timer);
    }
    expect(seen.at(-1)).toEqual([40, 40]);
    expect(seen.every(([, total]) => total === 40)).toBe(true);
    expect(seen.every(([done], i) => i === 0 || done >= seen[i - 1]![0])).toBe(true);
    // Each report but the last comes before a turn of the event loop.
    expect(ticks).toBeGreaterThanOrEqual(seen.length - 1);
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

  it('takes PITWALL_ASSETS_DIR first', () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'fonts'));
    copyFileSync(fontFiles().regular, path.join(dir, 'fonts', 'LiberationSans-Regular.ttf'));
    vi.stubEnv('PITWALL_ASSETS_DIR', dir);
    expect(assetsDir()).toBe(dir);
    expect(existsSync(path.join(dir, 'fonts', 'LiberationSans-Regular.ttf'))).toBe(true);
  });
});
