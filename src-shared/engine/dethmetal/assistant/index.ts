/**
 * Dethmetal's match assistant: the table folded from its recorded events (state, reducer), what the turn allows each
 * car (referee), and the calculators that resolve a roll on the table's cars (calculate). Pure: the services record
 * the events and hand in the league's cars and dice.
 */
export * from './state';
export type * from './types';
export * from './reducer';
export * from './referee';
export * from './errors';
export * from './schemas';
export { type AssistantTableContext, assistantTableDef } from './table';
export { actorsOf, blockersOnTable, previewOnTable, resolveOnTable } from './calculate';
export { assistantCars, buildTable, carInfo, type CarLoader, type CarRecord, type Crew, type Entry, type Loaded, type Table, type TableCar } from './cars';
export type { Blocker } from './calculator';
