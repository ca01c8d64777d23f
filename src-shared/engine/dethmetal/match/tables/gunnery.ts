/** Part V › Hitting the target › Gunnery modifiers (two lists printed side by side in the source). */
export const RANGE_BANDS = ['short', 'long', 'extreme'] as const;
export type RangeBandName = (typeof RANGE_BANDS)[number];

export const RANGE_MODIFIERS = {
  short: { label: 'Short range', value: 1 },
  long: { label: 'Long range', value: 0 },
  extreme: { label: 'Extreme range', value: -1 },
} as const satisfies Record<RangeBandName, { label: string; value: number }>;

export const SITUATIONAL_MODIFIERS = {
  handlingZeroOrLess: { label: 'Handling currently zero or less', value: -1 },
  outOfControl: { label: 'Vehicle out of control', value: -1 },
  fastTarget: { label: 'Fast target (speed 5+)', value: -1 },
  lostHandlingToObstacle: { label: 'Lost handling from obstacle or debris this turn', value: -1 },
  driverNotFront: { label: 'Driver shooting through any armor arc but "front"', value: -1 },
  shootingForTires: { label: 'Shooting for the tires', value: -1 },
} as const;

/** "Fast target (speed 5+)". */
export const FAST_TARGET_SPEED = 5;
