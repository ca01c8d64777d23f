import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
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
