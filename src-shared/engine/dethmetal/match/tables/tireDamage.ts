/** Part V › Damage and destruction › Tire damage: the 1d6 table and its modifiers (printed side by side). */
export const TIRE_DAMAGE_TABLE = [
  { min: -Infinity, max: 5, points: 0, label: 'No damage' },
  { min: 6, max: 7, points: 1, label: '1 point' },
  { min: 8, max: Infinity, points: 2, label: '2 points' },
] as const;

export const TIRE_DAMAGE_MODIFIERS = {
  rof3: { label: 'ROF 3', value: 1 },
  rof3plus: { label: 'ROF 3+', value: 2 },
  firepower1d2: { label: 'Firepower 1d2', value: 1 },
  firepower1d3: { label: 'Firepower 1d3', value: 2 },
  wheelGuards: { label: 'Wheel-guards', value: -1 },
  shootingAtTires: { label: 'Shooting at tires', value: 2 },
} as const;

/** Part V › Oil and Caltrops: "adding a +2 modifier to the die-roll; wheel-guards have no effect on this roll". */
export const CALTROPS_TIRE_MODIFIER = 2;

/** Part IV › Collisions: "increased by 1 point if 3 or more points of damage are caused and by 2 if 5 or more". */
export const COLLISION_TIRE_BONUS = [
  { minDamage: 5, bonus: 2 },
  { minDamage: 3, bonus: 1 },
] as const;
