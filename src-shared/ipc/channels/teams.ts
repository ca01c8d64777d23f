import { z } from 'zod';
import type { RollRecord } from '../../engine/dice';
import type { SheetField } from '../../engine/ruleset';
import { channel } from '../channel';
import { displayName, id, uniqueList } from '../fields';

/**
 * Team building for rulesets without money (Dirty Wheels first): a team (franchise) fields cars, each with one
 * driver. Designs and drivers are the league's ruleset's own JSON, so the channels take them as they come and the
 * main process checks them with the ruleset's schema and rules; refusals name each field by its path
 * (`design.weapons.1`) and quote the rule.
 */

/** A problem of a stored car or driver under the league's current house rules, with the rule that raises it. */
export interface TeamProblem {
  path: (string | number)[];
  message: string;
  rule: string;
}

export interface TeamCarView {
  vehicleId: number;
  competitorId: number;
  design: unknown;
  derived: unknown;
  driver: unknown;
  /** Empty for a legal car; settings changed since it was saved can make a stored car illegal. */
  problems: TeamProblem[];
  /** The car's and the driver's fields as their cards print them (the ruleset's sheetFields), each citing its rule. */
  fields: { car: SheetField[]; driver: SheetField[] };
  /**
   * Per roll `team.roll` makes: null when the league rolls it for this car now, else why not (a house rule picks it,
   * or the roll was made and stands), so a screen disables the button with the service's own words.
   */
  nothingToRoll: Record<TeamRollKind, string | null>;
}

export interface TeamView {
  franchiseId: number;
  name: string;
  ruleset: string;
  /** The league's cars per team. */
  maxCars: number;
  cars: TeamCarView[];
  /** Its active people in no vehicle (issue 26: a character on foot), seated through crew.assign; empty where every person drives a car. */
  onFoot: TeamPersonView[];
  /**
   * Its active people seated in one of its vehicles but not at the controls (issue 26: the hex RPG's passengers), each
   * with the vehicle and slot; empty where every person drives a car. With `cars` and `onFoot`: every active person once.
   */
  passengers: TeamPassengerView[];
}

/** A team's person as the screens show it: the ruleset's JSON, its problems under the league's rules, its card's fields. */
export interface TeamPersonView {
  competitorId: number;
  person: unknown;
  problems: TeamProblem[];
  fields: SheetField[];
}

/** A person seated in a vehicle of the team, not at its controls: where he sits (the declaration's slot). */
export interface TeamPassengerView extends TeamPersonView {
  vehicleId: number;
  slot: string;
}

/** A write that may have rolled: the car as saved and every roll it made, in order (they are in the dice log). */
export interface TeamCarWrite {
  car: TeamCarView;
  rolls: RollRecord[];
}

/** What `team.roll` rolls: the driver (stats per the league's settings, then traits), the traits, or the upgrades. */
export const TEAM_ROLLS = ['driver', 'traits', 'upgrades'] as const;
export type TeamRollKind = (typeof TEAM_ROLLS)[number];

const typedDice = z
  .array(z.number({ error: 'A typed roll is a number' }).int({ error: 'A typed roll is a whole number' }))
  .max(200)
  .optional();
const ruleJson = (what: string) => z.unknown().refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: `${what} must be an object` });

const addCarInput = z
  .object({
    franchiseId: id,
    design: ruleJson('The design'),
    driver: ruleJson('The driver').optional(),
    /** Roll the driver instead: stats per the league's settings, then the traits. */
    rollDriver: z
      .object({ name: displayName('Driver name') })
      .strict()
      .optional(),
    dice: typedDice,
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.driver === undefined) === (v.rollDriver === undefined))
      ctx.addIssue({ code: 'custom', path: ['driver'], message: 'Give the driver, or ask for one to be rolled, but not both' });
  });

const updateCarInput = z
  .object({ vehicleId: id, design: ruleJson('The design').optional(), driver: ruleJson('The driver').optional() })
  .strict()
  .refine((v) => v.design !== undefined || v.driver !== undefined, { error: 'Give the new design, the new driver, or both', path: ['design'] });

const renameInput = z
  .object({ vehicleId: id, car: displayName('Car name').optional(), driver: displayName('Driver name').optional() })
  .strict()
  .refine((v) => v.car !== undefined || v.driver !== undefined, { error: 'Give the car’s new name, the driver’s, or both', path: ['car'] });

const rollInput = z.object({ vehicleId: id, kind: z.enum(TEAM_ROLLS, { error: `What to roll: one of ${TEAM_ROLLS.join(', ')}` }), dice: typedDice }).strict();

const byFranchise = z.object({ franchiseId: id }).strict();
/** `seat`: straight into a slot of one of the team's vehicles (a race-combat gunner into his car), checked as crew.assign is. */
const addPersonInput = z
  .object({
    franchiseId: id,
    person: ruleJson('The person'),
    seat: z
      .object({ vehicleId: id, slot: z.string().min(1).max(60) })
      .strict()
      .optional(),
  })
  .strict();
const updatePersonInput = z.object({ competitorId: id, person: ruleJson('The person') }).strict();

/**
 * A team's standing crew (issue 21, generic entities: any ruleset's slots, as its declaration lays them out): who sits
 * in which slot of which of its vehicles. `crew.assign` sets the whole team's at once, checked against the slots.
 */
export interface CrewView {
  franchiseId: number;
  name: string;
  /** The ruleset's declared slots: `min`-`max` people of a kind in each vehicle of a kind. */
  slots: { id: string; label: string; vehicle: string; person: string; min: number; max: number }[];
  vehicles: { vehicleId: number; name: string; kind: string; seats: { slot: string; personId: number; name: string }[] }[];
  /** The team's active people, seated or not, with their kinds: whom a screen offers for a seat. */
  people: { personId: number; name: string; kind: string }[];
}

const crewSeat = z.object({ vehicleId: id, slot: z.string().min(1).max(60), personId: id }).strict();
// A person has one seat: listed twice is refused at the second place (issue 19 #4), before the slots are checked.
const assignCrewInput = z.object({ franchiseId: id, seats: uniqueList(crewSeat, 'person', { by: (s) => s.personId, field: 'personId', max: 500 }) }).strict();
const byPerson = z.object({ competitorId: id }).strict();
/** `keepDriver`: the driver stays in the team, on foot (a ruleset whose people are more than its cars' drivers). */
const removeCarInput = z.object({ vehicleId: id, keepDriver: z.boolean().optional() }).strict();

export const teamsChannels = {
  'team.get': channel<typeof byFranchise, TeamView>('read', byFranchise),
  'team.addCar': channel<typeof addCarInput, TeamCarWrite>('write', addCarInput),
  'team.updateCar': channel<typeof updateCarInput, TeamCarWrite>('write', updateCarInput),
  'team.renameCar': channel<typeof renameInput, TeamCarWrite>('write', renameInput),
  'team.removeCar': channel<typeof removeCarInput, TeamView>('write', removeCarInput),
  'team.roll': channel<typeof rollInput, TeamCarWrite>('write', rollInput),
  'team.addPerson': channel<typeof addPersonInput, TeamPersonView>('write', addPersonInput),
  'team.updatePerson': channel<typeof updatePersonInput, TeamPersonView>('write', updatePersonInput),
  /** A person leaves the team (retired, the row and the career kept); a car's driver goes with his car (team.removeCar). */
  'team.removePerson': channel<typeof byPerson, TeamView>('write', byPerson),
  /** The core's standing crews, for every ruleset: a team's seats, and all of them set at once. */
  'crew.list': channel<typeof byFranchise, CrewView>('read', byFranchise),
  'crew.assign': channel<typeof assignCrewInput, CrewView>('write', assignCrewInput),
};
