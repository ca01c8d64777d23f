/**
 * The match assistant: the cars' live cards at the table and the calculators that resolve a roll with the league's
 * dice. The table lives in the league file as a list of events (one per operation: undone with Ctrl+Z, visible from
 * the CLI and every window); the services fold them with the engine's reducer to answer every read. The page sends
 * only intents — which calculator, which car, the organizer's choices — never a card.
 */
import { z } from 'zod';
import type { car, match } from '../../../engine/dethmetal';
import {
  type AssistantCarInfo,
  type CarFacts,
  calculatorSchema,
  type HeatTotals,
  intentSchema,
  type Preview,
  type Resolution,
  type TableState,
} from '../../../engine/dethmetal/assistant';
import { channel } from '../../channel';
import { id, uniqueList } from '../../fields';

/** The schemas of the table's cards, calculators, intents and events are the engine's (engine/dethmetal/assistant/schemas.ts). */
export {
  calculatorSchema,
  carStateSchema,
  cardEffectSchema,
  type Intent,
  type IntentOut,
  intentSchema,
  resolutionSchema,
  tableEventSchema,
} from '../../../engine/dethmetal/assistant';

export type { CarFacts };
export type {
  AssistantCarInfo,
  CalculatorInput,
  CalculatorKind,
  CrewInfo,
  InitiativeOutcome,
  Preview,
  Resolution,
  ResolutionStep,
  WeaponInfo,
} from '../../../engine/dethmetal/assistant';

/** Manual dice: the rolls typed so far, in the order the calculator asks for them (`dice-needed` asks for more). */
const typedDice = z
  .array(z.number({ error: 'A typed roll must be a number' }).int({ error: 'A typed roll must be a whole number' }), {
    error: 'dice must be a list of numbers',
  })
  .max(500)
  .optional();

export { ARMOR_SIDES, CONTROL_STATES, applyChange, applyEffects } from '../../../engine/dethmetal/assistant';
export type {
  ArmorSideName,
  CardChange,
  CardEffect,
  CarState,
  ControlStateName,
  CrewState,
  FlagField,
  NumericField,
  WeaponState,
  Position,
  Move,
  HeatTotals,
} from '../../../engine/dethmetal/assistant';
const actInput = z.object({ matchId: id, intent: intentSchema, dice: typedDice }).strict();
export type ActInput = z.output<typeof actInput>;

const stateInput = z.object({ matchId: id }).strict();
const previewInput = z.object({ matchId: id, calculator: calculatorSchema }).strict();
export type PreviewInput = z.output<typeof previewInput>;

const carsInput = z
  .object({
    entries: uniqueList(z.object({ vehicleId: id, driverId: id, gunnerId: id.nullable().default(null) }).strict(), 'car', {
      by: (e) => e.vehicleId,
      field: 'vehicleId',
      min: 1,
      minError: 'Put at least one car on the track',
      max: 24,
    }),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Results

/** A number with its parts, as the engine explains it. */
export type Modifier = match.Modifier;

/** The table as the league file has it, folded by the engine's reducer; `infos` are the current heat's cars. */
export interface AssistantState extends TableState<Resolution> {
  matchId: number;
  matchNumber: number;
  /** Heats the match has. */
  heats: number;
  surface: car.RoadSurface;
  infos: AssistantCarInfo[];
  /** The heat the organizer can start now (the next one with crews assigned), or null. */
  startable: { heat: number; cars: number } | null;
  /** Cars assigned now to the current heat (before its first roll, the table follows them). */
  assignedNow: number;
  /** The heats played and what they add up to, for the result. */
  result: HeatTotals;
  /** Events recorded for this match. */
  events: number;
}

export interface ActResult {
  state: AssistantState;
  /** The rolls made by this intent (one for a roll, one per car for roll-every-car). */
  resolutions: Resolution[];
}

export const assistantChannels = {
  /** The starting cards of the cars on the track, with every static number explained. */
  'assistant.cars': channel<typeof carsInput, AssistantCarInfo[]>('read', carsInput),
  /** The match's table, computed from the events in the league file. */
  'assistant.state': channel<typeof stateInput, AssistantState>('read', stateInput),
  /** What a calculator will roll against on the table as it stands, without rolling. */
  'assistant.preview': channel<typeof previewInput, Preview>('read', previewInput),
  /** One intent as one journaled operation (its rolls with the league's dice, in the dice log; undo takes it back). */
  'assistant.act': channel<typeof actInput, ActResult>('write', actInput),
};
