/**
 * Part IV › Uncontrolled vehicle: the veer table is missing from the source; this is gaps.md #46's table
 * (1d6 each time a driverless vehicle enters a hazard or obstacle hex).
 */
export const VEER_TABLE = [
  { min: 1, max: 1, veer: 'turn-left', label: 'Turns one hex-side left' },
  { min: 2, max: 2, veer: 'drift-left', label: 'Drifts left' },
  { min: 3, max: 4, veer: 'straight', label: 'Straight on' },
  { min: 5, max: 5, veer: 'drift-right', label: 'Drifts right' },
  { min: 6, max: 6, veer: 'turn-right', label: 'Turns one hex-side right' },
] as const;

/** "(roll a die; odd number right, even number left)" — Part IV › Loss of Control, random direction. */
export const RANDOM_DIRECTION = [
  { min: 1, max: 1, side: 'right' },
  { min: 2, max: 2, side: 'left' },
  { min: 3, max: 3, side: 'right' },
  { min: 4, max: 4, side: 'left' },
  { min: 5, max: 5, side: 'right' },
  { min: 6, max: 6, side: 'left' },
] as const;
