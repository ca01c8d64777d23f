import { z } from 'zod';
import {
  type CarDerived,
  type Driver,
  type DwIntentKind,
  type DwOrder,
  type DwResolution,
  dwIntentSchema,
  type Explained,
  type match as dwMatch,
} from '../../../engine/dirtywheels';
import { channel } from '../../channel';
import { id } from '../../fields';

/**
 * The Dirty Wheels table of one match: the page sends intents (roll initiative, shoot, ram, a test, an upgrade, a
 * correction, end the turn); the main process resolves each with the engine's calculators and the league's dice,
 * stores it as an event of the match (`assistant_events`, kinds `dw.*`) in the same operation, and folds the events
 * into fresh live cards (gaps.md #9). A preview shows every modifier and the target without rolling. The intents',
 * resolutions' and events' schemas are the engine's (engine/dirtywheels/table/schema.ts), re-exported here.
 */
export {
  CORRECTIONS,
  type DwDie,
  type DwEvent,
  dwEventSchema,
  type DwIntent,
  type DwIntentIn,
  type DwIntentKind,
  dwIntentSchema,
  type DwModifier,
  type DwOrder,
  type DwResolution,
  dwResolutionSchema,
  type DwStartCar,
  type DwStep,
} from '../../../engine/dirtywheels';

export interface DwCarView {
  vehicleId: number;
  franchiseId: number;
  name: string;
  driver: Driver;
  derived: CarDerived;
  /** The driver's aim when shooting from this car (stat, Targeting system, Sniper). */
  aim: Explained;
  card: dwMatch.CarCard;
  /** This turn: who attacked it, whether it was rammed, whether its shock test is done. */
  turn: { attackedBy: number[]; rammed: boolean; shockTested: boolean };
}

export interface DwTeamView {
  franchiseId: number;
  name: string;
  colour: string;
  running: number;
  kills: number;
  cars: DwCarView[];
}

export interface DwLogEntry {
  seq: number;
  kind: DwIntentKind;
  resolution: DwResolution;
}

export interface DwTableState {
  matchId: number;
  number: number;
  recorded: boolean;
  /** Events are stored once the first intent is resolved; before that the cards are the teams' cars as they stand. */
  started: boolean;
  round: number;
  turnsPlayed: number;
  /** 'start': roll initiative; 'activations': cars act in `order`; 'shock': the turn ended, shock tests, then initiative. */
  phase: 'start' | 'activations' | 'shock';
  order: DwOrder | null;
  teams: DwTeamView[];
  log: DwLogEntry[];
  /** gaps.md #31 through the engine's gameResult; the winner is a franchise id. */
  result: { state: 'playing' } | { state: 'over'; winner: number | null; reason: string; rule: string };
}

export interface DwActResult {
  state: DwTableState;
  resolution: DwResolution;
}

const stateInput = z.object({ matchId: id }).strict();
const intentInput = z.object({ matchId: id, intent: dwIntentSchema }).strict();
const actInput = z
  .object({
    matchId: id,
    intent: dwIntentSchema,
    dice: z
      .array(z.number({ error: 'A typed roll is a number' }).int({ error: 'A typed roll is a whole number' }))
      .max(200)
      .optional(),
  })
  .strict();
export type DwActInput = z.output<typeof actInput>;

export const dirtyWheelsChannels = {
  'dwTable.state': channel<typeof stateInput, DwTableState>('read', stateInput),
  /** Every modifier and the target of a calculator on the table as it stands; nothing is rolled or written. */
  'dwTable.preview': channel<typeof intentInput, DwResolution>('read', intentInput),
  'dwTable.act': channel<typeof actInput, DwActResult>('write', actInput),
};
