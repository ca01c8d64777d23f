/** Comparing two prints of the same sheets, made at different moments (the app's and `league print`'s). */
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

/**
 * The PDF with the two things that differ between two prints of the same sheets set alike: the time in the creation
 * date and the file ID made from it (pdf-lib rewrites the file to reach them; a date written as an object of its own
 * is dropped with it). Two prints of the same sheets on the same day give equal buffers; any other difference remains.
 */
export async function withoutPrintTime(pdf: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const info = doc.context.lookup(doc.context.trailerInfo.Info);
  const created = info instanceof PDFDict ? info.get(PDFName.of('CreationDate')) : undefined;
  if (created instanceof PDFRef) doc.context.delete(created);
  doc.setCreationDate(new Date(0));
  delete doc.context.trailerInfo.ID;
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
