/**
 * What the odds (issue 23) read beside the dice's log, never in it (the log is what the players read): the vehicle as
 * a roll left it, and the hit-location walk as it asks its next roll. The table's odds key their memo on these instead
 * of the rolls' words in order (table/oddsState.ts), so the paths that leave the same vehicle share one subtree. The
 * rules write them and never read them; they are dropped with the log.
 */
import type { RollRecord } from '../../dice';
import type { CardType } from '../cards';
import type { Section } from '../tables/damage';
import type { WeaponName } from '../tables/weapons';
import type { VehicleState } from './state';

/** The vehicle a roll left: its card and state (a Mines tyre's roll, a hit location's). */
export interface VehicleNote {
  card: CardType;
  state: VehicleState;
}

/**
 * A hit-location walk (match/damage.ts): everything the rest of the walk and what follows it read of the walk (the
 * vehicle, the section and the damage left to carry, whether the fuel tank was hit, the missile counters hit in order).
 * Two orders of the same hits leave the same vehicle (a mount's spaces are hit point by point, whichever roll brought
 * the point). `walk` tells one walk from the next (a ram damages two vehicles, one walk each).
 */
export interface WalkNote extends VehicleNote {
  walk: object;
  section: Section;
  left: number;
  tankHit: boolean;
  missiles: readonly { mount: string; weapon: WeaponName }[];
  /** On a roll once applied: the component it hit, or null when it rolls again (what the face decided). */
  hit?: string | null;
}

const asking = new WeakMap<readonly RollRecord[], WalkNote>();
const after = new WeakMap<RollRecord, VehicleNote>();

/** The walk asking a log's next roll (undefined: that roll is not a hit location). */
export const walkAsking = (log: readonly RollRecord[]): WalkNote | undefined => asking.get(log);
export function noteWalk(log: readonly RollRecord[], walk: WalkNote | undefined): void {
  if (walk) asking.set(log, walk);
  else asking.delete(log);
}

/** The vehicle as a roll left it (undefined: the roll noted none). */
export const rollNote = (roll: RollRecord): VehicleNote | undefined => after.get(roll);
export function noteRoll(roll: RollRecord, note: VehicleNote | WalkNote): void {
  after.set(roll, note);
}

/** The walk a hit-location roll left (undefined: not a hit location). */
export function walkAfter(roll: RollRecord): WalkNote | undefined {
  const n = after.get(roll);
  return n && 'walk' in n ? (n as WalkNote) : undefined;
}
