/**
 * Rulebook sections cited by the match calculators, so every modifier and result can say where it comes from
 * ("explain this number"). Interpretations add their gaps.md entry to the citation.
 */
export const SECTION = {
  turnSequence: 'Part III › Turn Sequence',
  speed: 'Part IV › Speed',
  speedBands: 'Part IV › Speed › Acceleration Speed Bands',
  fuelPoints: 'Part II › Final characteristics › Fuel Points',
  movementPoints: 'Part IV › Movement Points',
  optionPoints: "Part IV › Driver's Option Points",
  phases: 'Part IV › Phases and Movement points',
  maneuverHazards: 'Part IV › Hazards › Maneuver Hazards',
  roadHazards: 'Part IV › Hazards › Road Hazards',
  obstacleHazards: 'Part IV › Hazards › Obstacle Hazards',
  turnMode: 'Part IV › Maneuvering and Turn Mode › Turn Mode',
  maneuvers: 'Part IV › Maneuvering and Turn Mode › Maneuvers and Handling',
  lossOfControl: 'Part IV › Loss of Control',
  collisionTypes: 'Part IV › Collisions › Type of collision',
  collisionDamage: 'Part IV › Collisions › Hazard level, Handling loss, and Damage',
  collisionPositioning: 'Part IV › Collisions › Post-collision positioning',
  uncontrolled: 'Part IV › Uncontrolled vehicle',
  handling: 'Part II › Final characteristics › Handling',
  tread: 'Part II › Tire tread',
  suspensionTweaks: 'Part II › Suspension Tweaks',
  otherComponents: 'Part II › Other components',
  rateOfFire: 'Part V › Weapon characteristics › Rate of fire',
  weaponTable: 'Part II › Weapon table',
  arcs: 'Part V › Weapon characteristics › Firing and hit arcs',
  smoke: 'Part V › Smoke and range',
  oilAndCaltrops: 'Part V › Oil and Caltrops',
  gunnery: 'Part V › Hitting the target › Gunnery modifiers',
  armor: 'Part V › Damage and destruction › Armor protection',
  damageTable: 'Part V › Damage and destruction › Damage table',
  damagedHazard: 'Part V › Damage and destruction › Hazard from being damaged',
  tireDamage: 'Part V › Damage and destruction › Tire damage',
  drivingTalents: 'Part I › Driving Talents',
  gunneryTalents: 'Part I › Gunnery Talents',
  toughnessTalents: 'Part I › Toughness and Agility Talents',
  generalTalents: 'Part I › General Talents',
} as const;

/** A citation of an interpretation: the section and the gaps.md entry that resolves it. */
export function withGap(section: string, gap: number): string {
  return `${section} (gaps.md #${gap})`;
}
