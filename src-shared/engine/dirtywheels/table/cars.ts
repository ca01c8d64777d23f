/** A car's fixed numbers for the game: derived from the design and driver it started with (the table's first event). */
import { type CarDerived, deriveCar } from '../derive';
import type { DirtyWheelsSettings } from '../settings';
import { type Explained, shootingAim } from '../derive';
import type { DwStartCar } from './schema';

export interface TableCar extends DwStartCar {
  derived: CarDerived;
  aim: Explained;
}

export function tableCar(start: DwStartCar, settings: DirtyWheelsSettings): TableCar {
  const derived = deriveCar(start.design, settings);
  return { ...start, derived, aim: shootingAim(start.driver, derived) };
}
