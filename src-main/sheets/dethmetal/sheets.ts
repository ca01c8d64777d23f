/** Dethmetal's printed sheets: a car, a driver, a match night's cover; each laid out on the sheet kit for a width. */
import type { Block } from '../pdf/kit';
import { carSheet } from './car/CarSheet';
import { carSheetModel, type CarSheetInput } from './car/model';
import { driverSheet } from './driver/DriverSheet';
import { driverSheetModel, type DriverSheetInput } from './driver/model';
import { matchCover } from './match/MatchCover';
import { matchCoverModel, type MatchCoverInput } from './match/model';

export type DethmetalSheet =
  | { kind: 'car'; car: CarSheetInput }
  | { kind: 'driver'; driver: DriverSheetInput }
  | { kind: 'match-cover'; cover: MatchCoverInput };

/** A sheet's heading and blocks, laid out for `width` points. */
export function layOutDethmetalSheet(s: DethmetalSheet, width: number): { heading: string; blocks: Block[] } {
  switch (s.kind) {
    case 'car':
      return carSheet(carSheetModel(s.car), width);
    case 'driver':
      return driverSheet(driverSheetModel(s.driver), width);
    case 'match-cover':
      return matchCover(matchCoverModel(s.cover), width);
  }
}
