/** Part II › Transmission Modifications and Part IV › Acceleration Speed Bands. */
export const GEARINGS = [1, 0, -1] as const;
export type Gearing = (typeof GEARINGS)[number];

/** "+1 bonus to the vehicle's acceleration rating" / "does not modify" / "-1 penalty". */
export const GEARING_ACCELERATION = { 1: 1, 0: 0, '-1': -1 } as const satisfies Record<`${Gearing}`, number>;

/** Part IV › Acceleration Speed Bands: the acceleration modifier for the current speed, per gearing's speed chart. */
export const SPEED_BANDS = [
  { modifier: 2, gearing: { 1: [1, 2], 0: [1, 2], '-1': [1, 4] } },
  { modifier: 1, gearing: { 1: [3, 3], 0: [3, 4], '-1': [5, 8] } },
  { modifier: 0, gearing: { 1: [4, 4], 0: [5, 6], '-1': [9, 12] } },
  { modifier: -1, gearing: { 1: [5, 5], 0: [7, 8], '-1': [13, 16] } },
  { modifier: -2, gearing: { 1: [6, 6], 0: [9, 10], '-1': [17, 20] } },
  { modifier: -3, gearing: { 1: [7, 7], 0: [11, 12], '-1': [21, 24] } },
  { modifier: -4, gearing: { 1: [8, 8], 0: [13, 14], '-1': [25, 28] } },
] as const satisfies readonly { modifier: number; gearing: Record<`${Gearing}`, readonly [number, number]> }[];

/**
 * Beyond the last band (house rule `speedBandsBeyondTable`, gaps.md #34): 'keep-falling' lowers the modifier by 1 per
 * further band as wide as the last one; 'hold-last' keeps the last band's modifier.
 */
export type BeyondTable = 'keep-falling' | 'hold-last';

const LAST = SPEED_BANDS[SPEED_BANDS.length - 1]!;

/** Speed → modifier for every listed speed (index 0 = speed 0, which uses the first band, gaps.md #34). */
const LOOKUP: Record<`${Gearing}`, readonly number[]> = { 1: buildLookup('1'), 0: buildLookup('0'), '-1': buildLookup('-1') };

function buildLookup(g: `${Gearing}`): number[] {
  const out: number[] = [SPEED_BANDS[0].modifier];
  for (const band of SPEED_BANDS) for (let s = band.gearing[g][0]; s <= band.gearing[g][1]; s++) out[s] = band.modifier;
  return out;
}

export function lastListedSpeed(gearing: Gearing): number {
  return LAST.gearing[`${gearing}`][1];
}

function lastBandWidth(gearing: Gearing): number {
  const [from, to] = LAST.gearing[`${gearing}`];
  return to - from + 1;
}

/** The acceleration-rating modifier at `speed` with `gearing` (Part IV › Acceleration Speed Bands). */
export function accelerationModifier(speed: number, gearing: Gearing, beyond: BeyondTable = 'keep-falling'): number {
  const listed = LOOKUP[`${gearing}`][Math.max(speed, 0)];
  if (listed !== undefined) return listed;
  if (beyond === 'hold-last') return LAST.modifier;
  return LAST.modifier - Math.ceil((speed - lastListedSpeed(gearing)) / lastBandWidth(gearing));
}

/**
 * The lowest speed at which the modifier is `target` or less; `null` if no speed is that low ('hold-last' below the
 * last band). The modifiers fall by exactly 1 from band to band, so this is the first speed of the band for `target`.
 */
export function firstSpeedWithModifierAtMost(target: number, gearing: Gearing, beyond: BeyondTable): number | null {
  if (target >= SPEED_BANDS[0].modifier) return 0;
  const band = SPEED_BANDS.find((b) => b.modifier === target);
  if (band) return band.gearing[`${gearing}`][0];
  if (beyond === 'hold-last') return null;
  return lastListedSpeed(gearing) + 1 + (LAST.modifier - 1 - target) * lastBandWidth(gearing);
}
