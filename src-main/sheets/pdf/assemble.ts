/**
 * One PDF from the parts of a document rendered apart (pdf-lib): their pages in order, the page-number layer drawn
 * over them, and the document's own information. Identical parts give identical bytes.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString } from 'pdf-lib';

export interface DocumentInfo {
  title: string;
  subject: string;
  created: Date;
}

/**
 * `parts` are loaded as they arrive; once the last one has, the page count is known and `pageNumbers(total)` is asked
 * for a `total`-page PDF whose page N holds page N's number (drawn over page N, each on its own resources).
 */
export async function assemble(info: DocumentInfo, parts: Promise<Uint8Array>[], pageNumbers: (total: number) => Promise<Uint8Array>): Promise<Buffer> {
  const hash = createHash('md5');
  const docs = await Promise.all(parts.map((p) => p.then((bytes) => PDFDocument.load(bytes, { updateMetadata: false }))));
  const total = docs.reduce((n, d) => n + d.getPageCount(), 0);
  const numbers = pageNumbers(total);

  const out = await PDFDocument.create({ updateMetadata: false });
  for (const [i, doc] of docs.entries()) {
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
    hash.update(await parts[i]!);
  }
  const layerBytes = await numbers;
  hash.update(layerBytes);
  const layer = await out.embedPages((await PDFDocument.load(layerBytes, { updateMetadata: false })).getPages());
  out.getPages().forEach((page, i) => page.drawPage(layer[i]!));

  out.setTitle(info.title);
  out.setSubject(info.subject);
  out.setAuthor('Pitwall');
  out.setCreator('Pitwall');
  out.setProducer('Pitwall');
  out.setCreationDate(info.created);
  // The file identifier readers and printers key on: derived from the content, so it too is the same for the same sheets.
  const id = PDFHexString.of(hash.update(JSON.stringify(info)).digest('hex'));
  out.context.trailerInfo.ID = out.context.obj([id, id]);
  return Buffer.from(await out.save());
}
