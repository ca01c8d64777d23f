/**
 * One PDF from the parts of a document rendered apart (pdf-lib): their pages in order, the page-number layer drawn
 * over them, and the document's own information. Identical parts give identical bytes.
 */
import { createHash } from 'node:crypto';
import { ParseSpeeds, PDFArray, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

export interface DocumentInfo {
  title: string;
  subject: string;
  created: Date;
}

/** pdf-lib yields to the event loop every few objects unless told otherwise; a few thousand objects then cost seconds on a busy machine. */
const load = (bytes: Uint8Array) => PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });

const LAYER = PDFName.of('PitwallPageNumber');
const CONTENTS = PDFName.of('Contents');

/**
 * `parts` are loaded as they arrive; once the last one has, the page count is known and `pageNumbers(total)` is asked
 * for a `total`-page PDF whose page N holds page N's number, drawn over page N.
 */
export async function assemble(info: DocumentInfo, parts: Promise<Uint8Array>[], pageNumbers: (total: number) => Promise<Uint8Array>): Promise<Buffer> {
  const docs = await Promise.all(parts.map((p) => p.then(load)));
  const total = docs.reduce((n, d) => n + d.getPageCount(), 0);
  const numbers = pageNumbers(total);

  const hash = createHash('md5');
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const [i, doc] of docs.entries()) {
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
    hash.update(await parts[i]!);
  }
  const layerBytes = await numbers;
  hash.update(layerBytes);
  const layerDoc = await load(layerBytes);
  stamp(out, await out.copyPages(layerDoc, layerDoc.getPageIndices()));

  out.setTitle(info.title);
  out.setSubject(info.subject);
  out.setAuthor('Pitwall');
  out.setCreator('Pitwall');
  out.setProducer('Pitwall');
  out.setCreationDate(info.created);
  // The file identifier readers and printers key on: derived from the content, so it too is the same for the same sheets.
  const id = PDFHexString.of(hash.update(JSON.stringify(info)).digest('hex'));
  out.context.trailerInfo.ID = out.context.obj([id, id]);
  // A classic cross-reference table, not object streams: the creation date stays outside compressed data, so two
  // prints of the same sheets differ in those bytes only (same length), and every reader back to PDF 1.4 opens it.
  return Buffer.from(await out.save({ objectsPerTick: Infinity, useObjectStreams: false }));
}

/**
 * Draws each layer page over the page of the same index, as a form XObject made of the layer page's own content
 * stream, still compressed as react-pdf wrote it (pdf-lib's embedPage inflates and deflates it again: most of the cost
 * of stamping 240 pages). The page's content is wrapped in q … Q first so that its coordinate system (react-pdf flips
 * the y axis) does not carry over; the two wrapping streams are shared by every page.
 */
function stamp(out: PDFDocument, layer: PDFPage[]): void {
  const { context } = out;
  const open = context.register(context.stream('q\n'));
  const close = context.register(context.stream(`Q\nq\n${LAYER.asString()} Do\nQ\n`));
  out.getPages().forEach((page, i) => {
    const source = layer[i]!;
    const ref = source.node.get(CONTENTS);
    const stream = ref instanceof PDFRef ? context.lookup(ref) : undefined;
    if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream)) throw new Error('A page of the page-number layer must have exactly one content stream.');
    stream.dict.set(PDFName.of('Type'), PDFName.of('XObject'));
    stream.dict.set(PDFName.of('Subtype'), PDFName.of('Form'));
    stream.dict.set(PDFName.of('BBox'), source.node.MediaBox());
    stream.dict.set(PDFName.of('Resources'), source.node.Resources() ?? context.obj({}));
    page.node.setXObject(LAYER, ref);
    // The layer page itself is not part of the document.
    context.delete(source.ref);

    const own = page.node.Contents();
    const streams = own instanceof PDFArray ? own.asArray() : [page.node.get(CONTENTS)!];
    page.node.set(CONTENTS, context.obj([open, ...streams, close]));
  });
}
