/**
 * Sheet documents: any run of car and driver sheets in one PDF (one car, one driver, a franchise, or every
 * franchise of a match), on A4 or US Letter.
 */
import { CarSheet } from './car/CarSheet';
import { carSheetModel, type CarSheetInput, type CarSheetModel } from './car/model';
import { DriverSheet } from './driver/DriverSheet';
import { driverSheetModel, type DriverSheetInput, type DriverSheetModel } from './driver/model';
import { SheetDocument, type DocumentMeta } from './pdf/kit';
import { renderPdf } from './pdf/runtime';

export type { DocumentMeta } from './pdf/kit';

export type SheetInput = { kind: 'car'; car: CarSheetInput } | { kind: 'driver'; driver: DriverSheetInput };
type SheetModel = { kind: 'car'; model: CarSheetModel } | { kind: 'driver'; model: DriverSheetModel };

function model(sheet: SheetInput): SheetModel {
  return sheet.kind === 'car' ? { kind: 'car', model: carSheetModel(sheet.car) } : { kind: 'driver', model: driverSheetModel(sheet.driver) };
}

/** The PDF of `sheets` in the order given: identical input and `meta` give identical bytes. */
export async function renderSheets(meta: DocumentMeta, sheets: SheetInput[]): Promise<Buffer> {
  const models = sheets.map(model);
  return renderPdf(
    <SheetDocument meta={meta}>
      {models.map((s, i) => (s.kind === 'car' ? <CarSheet key={i} model={s.model} meta={meta} /> : <DriverSheet key={i} model={s.model} meta={meta} />))}
    </SheetDocument>,
  );
}
