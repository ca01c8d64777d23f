/** Dirty Wheels' match table (issue 21): its schemas, the cars' fixed numbers, the calculators on the table, its TableDef. */
export { type TableCar, tableCar } from './cars';
export { type DwContext, dwTableDef, freshTable } from './def';
export { type Resolved, step, type TableNow, TableResolver } from './resolve';
