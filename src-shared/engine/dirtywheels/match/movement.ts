import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
import { TERRAIN_TABLE } from '../tables/play';

/** Inches a car may move this activation: its current speed (damage taken off), Thick mud's -1" (gaps.md #32), an engine boost. */
export function movementAllowance(input: { speed: number; mud?: boolean; boostInches?: number; speedDemon?: boolean }): { value: number; parts: Modifier[] } {
  const mud = TERRAIN_TABLE.find((t) => t.name === 'Thick mud')!;
  const parts = [modifier('Current speed', input.speed, SECTION.rules)];
  if (input.mud) parts.push(modifier('Thick mud', mud.speed, withGap(SECTION.terrain, 32)));
  if (input.boostInches) parts.push(modifier('Experimental engine', input.boostInches, SECTION.upgrades));
  if (input.speedDemon) parts.push(modifier('Speed demon (instead of firing)', 4, SECTION.traits));
  return { value: Math.max(0, sumModifiers(parts)), parts };
}

/** The Rules: "This move may be split into 4" segments"; Expert driver: "May split move into 3" segments". */
export const SEGMENT_INCHES = 4;
export const EXPERT_SEGMENT_INCHES = 3;
/** The Rules: "can move backwards, but every inch of movement in this direction counts as two". */
export const BACKWARDS_COST = 2;

/** A distance as the league measures it: exact, or rounded to a whole inch per the house rule (gaps.md #37). */
export function measured(inches: number, settings: Pick<DirtyWheelsSettings, 'movementFractions'>): number {
  // Thirds are not exact in binary: settle to 1/1000" first so 3 × (1/3) is 1, not 0.9999….
  const v = Math.round(inches * 1000) / 1000;
  switch (settings.movementFractions) {
    case 'exact':
      return v;
    case 'down':
      return Math.floor(v);
    case 'nearest':
      return Math.round(v);
    case 'up':
      return Math.ceil(v);
  }
}

const FRACTIONS: readonly [number, string][] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** Inches as a table player reads them: 4", 1⅔", 2½"; other fractions to two decimals. */
export function inchesText(inches: number): string {
  const whole = Math.floor(inches + 1e-9);
  const rest = inches - whole;
  if (rest < 1e-3) return `${whole}"`;
  const f = FRACTIONS.find(([v]) => Math.abs(v - rest) < 2e-3);
  if (f) return `${whole || ''}${f[1]}"`;
  return `${Number(inches.toFixed(2))}"`;
}

export interface Segments {
  /** Inches per segment: 4, or 3 for an Expert driver. */
  length: number;
  /** How many segments the allowance makes (the last may be shorter). */
  count: number;
  /** Rotations of up to 90 degrees: one before each segment. */
  rotations: number;
  rule: string;
}

/** The Rules: the move in segments, a rotation of up to 90 degrees before each. */
export function segments(allowance: number, expertDriver = false): Segments {
  const length = expertDriver ? EXPERT_SEGMENT_INCHES : SEGMENT_INCHES;
  const count = allowance > 0 ? Math.ceil(allowance / length - 1e-9) : 0;
  return { length, count, rotations: count, rule: expertDriver ? SECTION.traits : SECTION.rules };
}

/** Inches a car may reverse with a movement allowance: "every inch of movement in this direction counts as two". */
export function backwardsReach(allowance: number, settings: Pick<DirtyWheelsSettings, 'movementFractions'>): { inches: number; rule: string } {
  return { inches: measured(Math.max(0, allowance) / BACKWARDS_COST, settings), rule: SECTION.rules };
}
