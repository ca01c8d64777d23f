import { modifier, sumModifiers, type Modifier } from '../modifiers';
import { SECTION, withGap } from '../sections';
import type { RangeBandName } from '../tables/gunnery';

/** The range columns of a weapon (car WeaponStats): bands inclusive in hexes; `null` where the table prints "-". */
export interface WeaponRanges {
  short: readonly [number, number] | null;
  long: readonly [number, number] | null;
  max: number | null;
}

export interface RangeResult {
  /** Hexes after smoke doubling and reducers. */
  range: number;
  modifiers: Modifier[];
  band: RangeBandName | 'out-of-range';
}

/**
 * Part V › Smoke and range and Range and accuracy. Range counts the target's hex, not the attacker's; smoke on the
 * line of sight doubles it first, then each reducer (Eagle eyes, Auto-ranger) takes 1 off, minimum 1 (gaps.md #47).
 * Short up to the short band's end, long up to the long band's end, extreme up to Max; beyond Max no attack.
 */
export function rangeBand(weapon: WeaponRanges, hexes: number, options: { smoke: boolean; reducers?: readonly Modifier[] }): RangeResult {
  const modifiers = [modifier('Hexes to the target', hexes, SECTION.smoke)];
  if (options.smoke) modifiers.push(modifier('Smoke on the line of sight: range doubled', hexes, SECTION.smoke));
  modifiers.push(...(options.reducers ?? []));
  const raw = sumModifiers(modifiers);
  if (raw < 1) modifiers.push(modifier('Minimum range 1', 1 - raw, withGap(SECTION.smoke, 47)));
  const range = Math.max(1, raw);
  const shortEnd = weapon.short?.[1] ?? 0;
  const longEnd = weapon.long?.[1] ?? shortEnd;
  const maxRange = weapon.max ?? longEnd;
  const band = range <= shortEnd ? 'short' : range <= longEnd ? 'long' : range <= maxRange ? 'extreme' : 'out-of-range';
  return { range, modifiers, band };
}

/** Eagle eyes: "Subtract one from the range of any attack made by this character". */
export const EAGLE_EYES = modifier('Eagle eyes', -1, `${SECTION.gunneryTalents} › Eagle eyes`);
