import { SECTION } from '../sections';

export type DestructionResult = 'wreck' | 'explodes' | 'rolls-then-explodes' | 'drives-on-then-explodes';

export interface DestructionRow {
  roll: readonly [from: number, to: number];
  result: DestructionResult;
  text: string;
  /** The result read on its own, as a screen shows the one row rolled: the rulebook's "explodes as above" spelled out. */
  alone: string;
  /** "dealing 1 automatic damage to any cars within 3"" — every result but the wreck explodes. */
  explosion: { damage: number; radius: number } | null;
}

const EXPLOSION = { damage: 1, radius: 3 };
const BLAST = `explodes, dealing ${EXPLOSION.damage} automatic damage to any cars within ${EXPLOSION.radius}".`;
const WRECK = 'The wreck of the car stays on the board, acting as an obstacle.';
const EXPLODES = `The car ${BLAST}`;

/** Shooting › the table rolled when a car is destroyed. */
export const DESTRUCTION_TABLE: readonly DestructionRow[] = [
  { roll: [1, 1], result: 'wreck', text: WRECK, alone: WRECK, explosion: null },
  { roll: [2, 3], result: 'explodes', text: EXPLODES, alone: EXPLODES, explosion: EXPLOSION },
  {
    roll: [4, 5],
    result: 'rolls-then-explodes',
    text: 'The car rolls over 3" away from the car that destroyed it, and then explodes as above.',
    alone: `The car rolls over 3" away from the car that destroyed it, and then ${BLAST}`,
    explosion: EXPLOSION,
  },
  {
    roll: [6, 6],
    result: 'drives-on-then-explodes',
    text: 'The car moves straight forward by its speed, and then explodes as above.',
    alone: `The car moves straight forward by its speed, and then ${BLAST}`,
    explosion: EXPLOSION,
  },
];

export const MANOEUVRE_NAMES = ['Hairpin turn', 'Skid', 'Hop'] as const;
export type ManoeuvreName = (typeof MANOEUVRE_NAMES)[number];

export const MANOEUVRE_TABLE: readonly { name: ManoeuvreName; text: string }[] = [
  { name: 'Hairpin turn', text: 'Rotate by up to 180 degrees.' },
  { name: 'Skid', text: 'Move 3" in a sideways direction (this can count as a ram).' },
  { name: 'Hop', text: 'Move as normal, but may move over another car or obstacle.' },
];

/** "If the test is failed by 1 or 2, the car simply stays put. If ... by more than 2, it stays put, but takes one damage." */
export const MANOEUVRE_FAIL_WITHOUT_DAMAGE = 2;

export const TERRAIN_NAMES = ['Smooth Roads', 'Thick mud', 'Bumpy terrain'] as const;
export type TerrainName = (typeof TERRAIN_NAMES)[number];

export interface TerrainRow {
  name: TerrainName;
  text: string;
  speed: number;
  skill: number;
  aim: number;
}

export const TERRAIN_TABLE: readonly TerrainRow[] = [
  { name: 'Smooth Roads', text: 'everything as normal', speed: 0, skill: 0, aim: 0 },
  { name: 'Thick mud', text: 'move 1" slower, and -1 to skill tests', speed: -1, skill: -1, aim: 0 },
  { name: 'Bumpy terrain', text: '-1 aim', speed: 0, skill: 0, aim: -1 },
];

/** Terrain › Scenery: "the structure and armour of a standard car or truck"; "up to one heavy weapon, or two light weapons, which all act as turrets". */
export const SCENERY_RULES = {
  statsAs: ['Standard', 'Truck'] as const,
  weapons: [
    { count: 1, class: 'heavy' as const },
    { count: 2, class: 'light' as const },
  ],
  mount: 'turret' as const,
  gunnerIgnores: 'the skill stat and any traits to do with moving',
};

export function destructionRow(face: number): DestructionRow {
  const row = DESTRUCTION_TABLE.find((r) => face >= r.roll[0] && face <= r.roll[1]);
  if (!row) throw new RangeError(`The destruction table is rolled on one d6 (1-6), not ${face} (${SECTION.destruction}).`);
  return row;
}
