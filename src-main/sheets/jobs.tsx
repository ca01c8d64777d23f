/**
 * One piece of rendering work: a run of sheets, or the page-number layer of a finished document. Plain data in, PDF
 * bytes out, so that it runs in a worker (worker.ts) or, where no worker can start, in the main process, with the
 * same bytes either way.
 */
import { CarSheet } from './car/CarSheet';
import { carSheetModel, type CarSheetInput } from './car/model';
import { DriverSheet } from './driver/DriverSheet';
import { driverSheetModel, type DriverSheetInput } from './driver/model';
import { PageNumberPages, SheetDocument, type DocumentMeta } from './pdf/kit';
import { renderPdf } from './pdf/runtime';

export type SheetInput = { kind: 'car'; car: CarSheetInput } | { kind: 'driver'; driver: DriverSheetInput };

export type RenderJob = { kind: 'sheets'; meta: DocumentMeta; sheets: SheetInput[] } | { kind: 'page-numbers'; meta: DocumentMeta; total: number };

function sheet(s: SheetInput, i: number, meta: DocumentMeta) {
  return s.kind === 'car' ? <CarSheet key={i} model={carSheetModel(s.car)} meta={meta} /> : <DriverSheet key={i} model={driverSheetModel(s.driver)} meta={meta} />;
}

export function renderJob(job: RenderJob): Promise<Buffer> {
  return job.kind === 'sheets'
    ? renderPdf(<SheetDocument meta={job.meta}>{job.sheets.map((s, i) => sheet(s, i, job.meta))}</SheetDocument>)
    : renderPdf(<PageNumberPages meta={job.meta} total={job.total} />);
}
