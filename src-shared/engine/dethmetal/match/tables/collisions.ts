/**
 * Part IV › Collisions: the transcriber's summary table of the four collision types, as data. "Speed" is how the
 * collision speed is formed; hazard levels are added to the driving check as written (gaps.md #3).
 */
export const COLLISION_TYPES = ['head-on', 't-bone', 'rear-end', 'swipe'] as const;
export type CollisionType = (typeof COLLISION_TYPES)[number];

export interface CollisionTypeRow {
  label: string;
  speed: 'sum' | 'moving' | 'difference' | 'swipe';
  hazard: { moving: number; target: number };
  /** Speed and the same number of MP lost by each vehicle; '1d3' is rolled separately for each. */
  loss: { moving: number | '1d3'; target: number | '1d3' };
  /** A fixed PEN instead of one-third the collision speed. */
  pen: number | null;
  cannotDestroy: boolean;
}

export const COLLISION_TABLE = {
  'head-on': { label: 'Head-on', speed: 'sum', hazard: { moving: -1, target: -1 }, loss: { moving: '1d3', target: '1d3' }, pen: null, cannotDestroy: false },
  't-bone': { label: 'T-bone', speed: 'moving', hazard: { moving: -1, target: -2 }, loss: { moving: 1, target: 0 }, pen: null, cannotDestroy: false },
  'rear-end': {
    label: 'Rear-end or Shunt',
    speed: 'difference',
    hazard: { moving: 0, target: 0 },
    loss: { moving: 1, target: 0 },
    pen: null,
    cannotDestroy: false,
  },
  swipe: { label: 'Swipe', speed: 'swipe', hazard: { moving: 1, target: 1 }, loss: { moving: 0, target: 0 }, pen: -1, cannotDestroy: true },
} as const satisfies Record<CollisionType, CollisionTypeRow>;

/** "a die roll of 1 - 3 is treated as a left-side collision, 4 - 6 is treated as a right-side collision". */
export const AMBIGUOUS_COLLISION_SIDE = [
  { min: 1, max: 3, side: 'left' },
  { min: 4, max: 6, side: 'right' },
] as const;

/**
 * Part IV › Collisions › Type of collision: which of the target's armor quadrants each type strikes (the moving car
 * strikes with its front: vehicles are assumed to travel in the direction of their frontal armor). A swipe is told
 * by the drift, not by the side struck.
 */
export const COLLISION_TARGET_SIDES: Readonly<Record<CollisionType, { sides: readonly ('front' | 'back' | 'left' | 'right')[]; text: string } | null>> = {
  'head-on': { sides: ['front'], text: 'A head-on collision is front against front: both vehicles strike their front armors together' },
  't-bone': { sides: ['left', 'right'], text: 'A T-bone strikes the side armor of the target vehicle with the frontal armor' },
  'rear-end': { sides: ['back'], text: 'A rear-end collision strikes the rear armor of the target vehicle with the frontal armor' },
  swipe: null,
};
