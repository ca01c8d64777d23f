/** Comparing two prints of the same sheets, made at different moments (the app's and `league print`'s). */
import { PDFDocument } from 'pdf-lib';

/**
 * The PDF with the two things that differ between two prints of the same sheets set alike: the time in the creation
 * date and the file ID made from it (both inside a compressed object stream, so pdf-lib rewrites the file to reach
 * them). Two prints of the same sheets on the same day give equal buffers; any other difference remains.
 */
export async function withoutPrintTime(pdf: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setCreationDate(new Date(0));
  delete doc.context.trailerInfo.ID;
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
