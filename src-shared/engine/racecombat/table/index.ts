/** The race-combat match table (issue 25): its schemas, the table between events and the meeting's result, the calculators on it, its TableDef and odds. */
export { type RcContext, rcTableDef } from './def';
export {
  type EntrantResult,
  freshTable,
  type MeetingResult,
  meetingResult,
  type RaceResultRow,
  raceEntrants,
  raceOver,
  type RcTableNow,
  reduceTable,
} from './now';
export { rcOdds } from './odds';
export { type RcFacts, type RcResolved, RcResolver } from './resolve';
export * from './schema';
