/**
 * The league's vehicle card types (gaps.md #4): read them, with which vehicles use each, and save the whole list. A
 * save is judged by the engine's card-type rules (cards.ts: ids, a driver, tyres, every hit location naming a
 * component of its section) and against the vehicles in use: a change that would take a loaded pod or turret from one,
 * shrink it below its counters, or make its load break a loading rule is refused with the rule's words. One operation,
 * undoable.
 */
import { z } from 'zod';
import type { CardType, VehicleDesign } from '../../../engine/battlecars';
import { channel, none } from '../../channel';

/** A vehicle on a player's team (not sold), with its loads: what a card-type edit must leave legal. */
export interface BcVehicleInUse {
  vehicleId: number;
  name: string;
  franchiseId: number;
  team: string;
  design: VehicleDesign;
}

export interface BcCardTypesView {
  /** The league's card types, in their order. */
  cardTypes: CardType[];
  /** The house defaults (a car and a bike), for "start from the default". */
  defaults: CardType[];
  /** Every vehicle in use, by its card type's id. */
  inUse: Record<string, BcVehicleInUse[]>;
}

/** The whole list, each card type judged by the engine's schema in the service (its words and paths under `cardTypes`). */
const saveInput = z
  .object({
    cardTypes: z.array(z.unknown()).min(1, { error: 'A league has at least one card type' }).max(40, { error: 'A league has at most 40 card types' }),
  })
  .strict();
export type BcCardTypesSave = z.output<typeof saveInput>;

export const battlecarsCardChannels = {
  'bcCards.list': channel<typeof none, BcCardTypesView>('read', none),
  'bcCards.save': channel<typeof saveInput, BcCardTypesView>('write', saveInput),
};
