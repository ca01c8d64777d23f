/** The battlecars match table (issue 24): its schemas, the table between events and its result, the calculators on it, its TableDef and odds. */
export { type BcContext, bcTableDef } from './def';
export { type BcTableNow, freshTable, type GameResult, gameOver, gameResult, isWreck, type PlayerResult, reduceTable } from './now';
export { bcOdds } from './odds';
export { type BcFacts, type BcResolved, BcResolver } from './resolve';
export * from './schema';
