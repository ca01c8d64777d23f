/**
 * What the odds (issue 23) read beside the dice's log, never in it (the log is what the players read): the vehicle as
 * a roll left it, and the hit-location walk as it asks its next roll. The table's odds key their memo on these instead
 * of the rolls' words in order (table/oddsState.ts), so the paths that leave the same vehicle share one subtree. The
 * rules write them and never read them, and only to dice that take notes (the odds' dice, table/oddsDice.ts): the
 * real roll keeps none and builds none, and the notes go with the dice that took them.
 */
import type { Dice, RollRecord } from '../../dice';
import type { CardType } from '../cards';
import type { BattlecarsSettings } from '../settings';
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
  /** The settings the walk hits by (which counter a hit discards): the odds read a face to come by them (`faceHit`). */
  settings: Pick<BattlecarsSettings, 'podCounterHit'>;
  /** On a roll once applied: the component it hit, or null when it rolls again (what the face decided). */
  hit?: string | null;
}

/** Dice that take the notes. */
export interface NoteTaker {
  /** The vehicle as `roll` left it (a walk's note on a hit location). */
  noteRoll(roll: RollRecord, note: VehicleNote | WalkNote): void;
  /** The walk asking the next roll (undefined: the next roll is not a hit location). */
  noteWalk(walk: WalkNote | undefined): void;
  /** The vehicle as Mines or Spikes find it, before its tyres are rolled. */
  noteTyres(vehicle: VehicleNote): void;
}

/** The dice's note taker, if they take notes: the rules write through `noteTaker(dice)?.…`, so no note is built for none. */
export const noteTaker = (dice: Dice): NoteTaker | undefined => ('noteRoll' in dice ? (dice as Dice & NoteTaker) : undefined);
