/** Turns, movement on foot, the vehicles' typical movement and turns, the Skill and Fuel Table and the Turning Table. */
import { SECTION, type VehicleKind } from '../sections';

/** 2a. People: hexes per turn and turns before fatigue (× MUSC; null: walking forestalls the fatigue roll). */
export const PACES = [
  { pace: 'walk', label: 'Walking', hexesPerTurn: 0.5, fatigueTurnsPerMusc: null },
  { pace: 'run', label: 'Running', hexesPerTurn: 1, fatigueTurnsPerMusc: 2 },
  { pace: 'sprint', label: 'Sprinting', hexesPerTurn: 2, fatigueTurnsPerMusc: 1 },
] as const;
export type Pace = (typeof PACES)[number]['pace'];
export const paceRow = (pace: Pace) => PACES.find((p) => p.pace === pace)!;

/** 2a. Fatigue: roll 2d6 per turn once fatigue sets in; a "2" collapses the character for d4 turns. */
export const FATIGUE = {
  collapseOn: 2,
  collapseDie: '1d4',
  /** Each regaining of the fatigue level after a collapse: subtract 1 more from the roll. */
  penaltyPerCollapse: 1,
  /** Each turn of collapse or walking adds one back; each turn of voluntary rest two. */
  recoveryPerWalkTurn: 1,
  recoveryPerRestTurn: 2,
  section: SECTION.people,
} as const;

/** 2a–2d: how many fit in a hex, and the averages the text gives (the vehicle table itself is missing: gaps.md #1). */
export const MOVERS = [
  { mover: 'person', perHex: 'up to 4 per hex', typicalMovement: 2, turnsAllowed: null, hexes: 1, section: SECTION.people },
  { mover: 'bike', perHex: '2 bikes per hex (or 1 bike carrying 2 people)', typicalMovement: 4, turnsAllowed: 4, hexes: 1, section: SECTION.bikes },
  { mover: 'car', perHex: '1 per hex', typicalMovement: 5, turnsAllowed: 3, hexes: 1, section: SECTION.cars },
  { mover: 'warcar', perHex: 'covers 2 hexes', typicalMovement: 7, turnsAllowed: 2, hexes: 2, section: SECTION.warcars },
] as const;

/** 2e. Getting in or out of a vehicle is one action; getting out ends the turn; getting in costs 2 movement. */
export const BOARDING = { actionCost: 1, boardingMovementLoss: 2, alightingEndsTurn: true, section: SECTION.general } as const;

/** Skill and Fuel Table: fuel spent and the control-roll adjustment (null: "No roll") by hexes moved this turn, 1–13. */
export const FUEL_SKILL: readonly { speed: number; fuel: Record<VehicleKind, number>; skill: Record<VehicleKind, number | null> }[] = [
  { speed: 1, fuel: { warcar: 1, car: 1, bike: 1 }, skill: { warcar: null, car: null, bike: null } },
  { speed: 2, fuel: { warcar: 3, car: 2, bike: 1 }, skill: { warcar: null, car: null, bike: null } },
  { speed: 3, fuel: { warcar: 5, car: 3, bike: 2 }, skill: { warcar: null, car: null, bike: -1 } },
  { speed: 4, fuel: { warcar: 7, car: 5, bike: 2 }, skill: { warcar: 0, car: -1, bike: -2 } },
  { speed: 5, fuel: { warcar: 9, car: 6, bike: 3 }, skill: { warcar: -1, car: -2, bike: -4 } },
  { speed: 6, fuel: { warcar: 11, car: 7, bike: 4 }, skill: { warcar: -2, car: -4, bike: -6 } },
  { speed: 7, fuel: { warcar: 13, car: 9, bike: 4 }, skill: { warcar: -4, car: -6, bike: -7 } },
  { speed: 8, fuel: { warcar: 15, car: 10, bike: 5 }, skill: { warcar: -6, car: -7, bike: -8 } },
  { speed: 9, fuel: { warcar: 17, car: 11, bike: 6 }, skill: { warcar: -7, car: -8, bike: -8 } },
  { speed: 10, fuel: { warcar: 19, car: 13, bike: 6 }, skill: { warcar: -8, car: -8, bike: -8 } },
  { speed: 11, fuel: { warcar: 21, car: 14, bike: 7 }, skill: { warcar: -8, car: -8, bike: -8 } },
  { speed: 12, fuel: { warcar: 23, car: 15, bike: 7 }, skill: { warcar: -8, car: -8, bike: -8 } },
  { speed: 13, fuel: { warcar: 25, car: 17, bike: 8 }, skill: { warcar: -8, car: -8, bike: -8 } },
];

/** Turning Table: the modifier to the skill roll for the 1st to 8th turn beyond the allowed number. */
export const TURNING: readonly { excess: number; modifier: number }[] = [
  { excess: 1, modifier: 0 },
  { excess: 2, modifier: -1 },
  { excess: 3, modifier: -2 },
  { excess: 4, modifier: -4 },
  { excess: 5, modifier: -6 },
  { excess: 6, modifier: -8 },
  { excess: 7, modifier: -10 },
  { excess: 8, modifier: -12 },
];

/** 3e. Failure to Control Car: d4 → skid hexes and failure turns (1-2 = 1, 3 = 2, 4 = 3). */
export const FAILURE_D4: readonly { d4: readonly number[]; skidHexes: number; failureTurns: number }[] = [
  { d4: [1, 2], skidHexes: 1, failureTurns: 1 },
  { d4: [3], skidHexes: 2, failureTurns: 2 },
  { d4: [4], skidHexes: 3, failureTurns: 3 },
];
