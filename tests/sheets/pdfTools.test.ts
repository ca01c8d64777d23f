/**
 * The tests' own PDF reader (pdfTools): what it says about fonts, text, size and metadata, checked on a PDF the app
 * makes and on small PDFs built here with pdf-lib whose contents are known exactly.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderSheets, type DocumentMeta } from '../../src-main/sheets/documents';
import { useTempDir } from '../support/tempLeague';
import { carSheet, driverSheet, plainCar, veteran } from './fixtures';
import { pdfFonts, pdfInfo, pdfMeta, pdfPageTexts, pdfText, writePdf } from './pdfTools';

const meta: DocumentMeta = { title: 'Fonts', league: 'Spring Dethmetal League', paper: 'a4', printedAt: new Date('2026-03-01T12:00:00Z') };

describe('pdfTools', () => {
  const temp = useTempDir();

  it('pdfFonts on sheets the app prints: Liberation Sans and Liberation Sans Bold, embedded as subsets with a ToUnicode map', async () => {
    const file = writePdf(temp(), 'sheets.pdf', await renderSheets(meta, [carSheet(plainCar({ name: 'Rustbucket' })), driverSheet(veteran())]));
    const fonts = await pdfFonts(file);
    for (const name of ['LiberationSans', 'LiberationSans-Bold']) {
      expect(fonts).toContainEqual({
        name,
        baseFont: expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${name}$`)),
        type: 'CID TrueType',
        encoding: 'Identity-H',
        embedded: true,
        subset: true,
        unicode: true,
      });
    }
  });

  it('pdfFonts tells a font only named from an embedded one, and finds fonts inside form XObjects; pdfText keeps runs apart', async () => {
    // A stamp (its own page, drawn onto the other as a form XObject) in Helvetica-Oblique; the page itself in Helvetica.
    const stamp = await PDFDocument.create();
    stamp.addPage([300, 400]).drawText('page 1 of 2', { x: 220, y: 20, size: 8, font: await stamp.embedFont(StandardFonts.HelveticaOblique) });
    const doc = await PDFDocument.create();
    doc.setTitle('Known');
    doc.setCreationDate(new Date('2026-03-01T12:00:00Z'));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const first = doc.addPage([300, 400]);
    first.drawText('Left', { x: 20, y: 300, size: 10, font });
    first.drawText('right', { x: 150, y: 300, size: 10, font });
    first.drawText('next line', { x: 20, y: 280, size: 10, font });
    first.drawText('printed 2026-03-01', { x: 20, y: 20, size: 8, font });
    const [embedded] = await doc.embedPdf(await stamp.save());
    first.drawPage(embedded!);
    doc.addPage([612, 792]).drawText('Second page', { x: 20, y: 700, size: 10, font });
    const file = writePdf(temp(), 'known.pdf', Buffer.from(await doc.save()));

    expect(await pdfFonts(file)).toEqual([
      { name: 'Helvetica', baseFont: 'Helvetica', type: 'Type 1', encoding: 'WinAnsiEncoding', embedded: false, subset: false, unicode: false },
      { name: 'Helvetica-Oblique', baseFont: 'Helvetica-Oblique', type: 'Type 1', encoding: 'WinAnsiEncoding', embedded: false, subset: false, unicode: false },
    ]);
    expect(await pdfInfo(file)).toEqual({ pages: 2, size: '300 x 400' });
    expect(await pdfMeta(file)).toMatchObject({ title: 'Known', creationDate: new Date('2026-03-01T12:00:00Z') });
    // The stamp's run touches nothing on the page's own runs: a space, not one word "2026-03-01page".
    expect(await pdfPageTexts(file)).toEqual(['Left right\nnext line\nprinted 2026-03-01 page 1 of 2', 'Second page']);
    expect(await pdfText(file, 2)).toBe('Second page');
    expect(await pdfText(file)).toBe('Left right\nnext line\nprinted 2026-03-01 page 1 of 2\fSecond page');
  });
});
