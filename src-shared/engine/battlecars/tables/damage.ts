import { SECTION } from '../sections';

export type Section = 'front' | 'centre' | 'rear';
export const SECTIONS: readonly Section[] = ['front', 'centre', 'rear'];

export interface D8Band<T> {
  from: number;
  to: number;
  result: T;
}

/** Mines: "roll d8 on the relevant hit location chart of the following section: 1-2 front; 3-6 centre; 7-8 rear". */
export const MINE_SECTION: readonly D8Band<Section>[] = [
  { from: 1, to: 2, result: 'front' },
  { from: 3, to: 6, result: 'centre' },
  { from: 7, to: 8, result: 'rear' },
];

/** Side damage (d8), printed beside the drift table: which side section takes it (its use: gaps.md #3). */
export const SIDE_DAMAGE: readonly D8Band<Section>[] = [
  { from: 1, to: 2, result: 'front' },
  { from: 3, to: 6, result: 'centre' },
  { from: 7, to: 8, result: 'rear' },
];

export function band<T>(table: readonly D8Band<T>[], face: number, what: string): T {
  const row = table.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new RangeError(`${what} is read off one d8 (1-8), not ${face}.`);
  return row.result;
}

/** The driver: "A driver is dead after three points of damage." */
export const DRIVER_DEATH_DAMAGE = 3;

/** Damage to terrain and wrecks: "Once covered (by 2, 4, 8 or 16 markers)" (which piece takes which: gaps.md #9). */
export const TERRAIN_CAPACITIES = [2, 4, 8, 16] as const;

/** Crashing and ramming: "The obstruction takes 1 point of damage." */
export const CRASH_OBSTRUCTION_DAMAGE = 1;

/** Flame, Rocket: the explosion and detonation rolls, one d8 each, "On a 7+". */
export const EXPLOSION = {
  fuelTankExplodesOn: 7,
  /** Flame: "+1 for every point of damage to the Fuel Tank". */
  perTankDamage: 1,
  /** Rocket (and Shell): "deduct 2 from the final score" / "with -2 on the roll". */
  shellOrRocket: -2,
  ammoDetonatesOn: 7,
  section: SECTION.flame,
} as const;

/** Smoke: "Roll d8 for each Smoke Marker at the end of each round; it is removed on a 5+." */
export const SMOKE_CLEARS_ON = 5;

/** Pedestrians: "a maximum speed of 2 on all surfaces". */
export const PEDESTRIAN_MAX_SPEED = 2;
