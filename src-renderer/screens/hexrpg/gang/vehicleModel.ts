/**
 * The vehicle editor's pure part: a vehicle's numbers as the league's vehicle table (a house rule: the chapter's own
 * table is missing, gaps.md #1) or its own, each explained with where it comes from, and its seats as the declaration
 * lays them out. `deriveVehicle` and `validateVehicle` are the engine's, the same the service runs.
 */
import {
  deriveVehicle,
  FUEL_SKILL,
  type HexrpgSettings,
  hexrpgDeclaration,
  SECTION,
  type Vehicle,
  type VehicleKind,
  validateVehicle,
  withGap,
} from '../../../../src-shared/engine/hexrpg';
import type { Explained } from './characterModel';

export const KIND_WORDS: Record<VehicleKind, { one: string; typical: string; rule: string }> = {
  bike: { one: 'Bike', typical: 'a rider and one passenger', rule: SECTION.bikes },
  car: { one: 'Car', typical: 'a driver and up to 3 passengers', rule: SECTION.cars },
  warcar: { one: 'Warcar', typical: 'two hexes: a driver and up to 7 passengers', rule: SECTION.warcars },
};

/** The stats a vehicle may set for itself instead of the league's typical vehicle of its kind. */
export const OWN_STATS = [
  { key: 'movement', label: 'Movement', unit: 'hexes a turn', min: 1, max: 13, rule: SECTION.movement },
  { key: 'turns', label: 'Turns a turn', unit: 'turns', min: 0, max: 12, rule: SECTION.turning },
  { key: 'hp', label: 'Hit points', unit: 'HP', min: 1, max: 2000, rule: SECTION.damage },
  { key: 'fuel', label: 'Fuel', unit: 'units', min: 1, max: 2000, rule: SECTION.fuelSkill },
  { key: 'failurePercent', label: 'Mechanical failure', unit: '%', min: 0, max: 100, rule: SECTION.failure },
] as const;
export type OwnStat = (typeof OWN_STATS)[number]['key'];

/** Every number of the vehicle, explained: its own, or the league's typical vehicle (League › Settings). */
export function explainVehicle(v: Vehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>): Explained[] {
  const d = deriveVehicle(v, settings);
  const from = (k: keyof typeof d.source) =>
    d.source[k] === 'vehicle' ? `${v.name}’s own` : `the league’s typical ${v.kind} (League › Settings; the chapter’s table is missing)`;
  const atTop = FUEL_SKILL[Math.min(d.movement, FUEL_SKILL.length) - 1]!;
  const skill = atTop.skill[v.kind];
  return [
    { key: 'movement', label: 'Movement', value: `${d.movement} hexes`, why: `Hexes a turn at most: ${from('movement')}`, rule: withGap(SECTION.movement, 1) },
    {
      key: 'turns',
      label: 'Turns',
      value: String(d.turns),
      why: `Turns a turn before the Turning Table’s roll: ${from('turns')}`,
      rule: withGap(SECTION.turning, 1),
    },
    { key: 'hp', label: 'Hit points', value: String(d.hp), why: `Hit points: ${from('hp')}`, rule: withGap(SECTION.damage, 1) },
    {
      key: 'fuel',
      label: 'Fuel',
      value: String(d.fuel),
      why: `Fuel: ${from('fuel')}; at full speed (${d.movement} hexes) a turn spends ${atTop.fuel[v.kind]}, about ${Math.floor(d.fuel / atTop.fuel[v.kind])} turns`,
      rule: withGap(SECTION.fuelSkillTable, 1),
    },
    {
      key: 'control',
      label: 'Control at full speed',
      value: skill === null ? 'No roll' : skill === 0 ? 'Roll ±0' : `Roll ${skill}`,
      why: `The Skill and Fuel Table at ${d.movement} hexes for a ${v.kind}: ${skill === null ? 'no control roll' : `a control roll adjusted by ${skill}`}`,
      rule: SECTION.fuelSkillTable,
    },
    {
      key: 'damage',
      label: 'Bash damage',
      value: `${d.damage.minimal}/${d.damage.average}/${d.damage.maximal}`,
      why: `Minimal/average/maximal damage when it bashes: ${from('damage')}`,
      rule: withGap(SECTION.bashDamage, 1),
    },
    {
      key: 'failure',
      label: 'Failure chance',
      value: `${d.failurePercent}%`,
      why: `On losing control, a mechanical failure on d100 of this or less, else a skid: ${from('failurePercent')}`,
      rule: withGap(SECTION.failure, 15),
    },
    {
      key: 'repairCap',
      label: 'Repair a day',
      value: `${d.daily.repairCap} HP`,
      why: `At most 45/25/15 HP a day for a warcar/car/bike, whatever the mechanic`,
      rule: SECTION.repair,
    },
    ...(v.condition.destroyed || v.condition.damage > 0 || v.condition.criticals.length > 0
      ? [
          {
            key: 'now',
            label: 'Now',
            value: v.condition.destroyed ? 'destroyed' : `${d.hp - v.condition.damage}/${d.hp} HP`,
            why: v.condition.destroyed
              ? 'Destroyed in a session'
              : `${v.condition.damage} HP lost in sessions and not repaired yet${v.condition.criticals.length ? `; ${v.condition.criticals.map((k) => k.effect).join(', ')} under repair` : ''}`,
            rule: SECTION.repair,
          },
        ]
      : []),
    { key: 'hexes', label: 'Hexes covered', value: String(d.hexes), why: 'A warcar generally covers two hexes', rule: SECTION.warcars },
  ];
}

/** The vehicle's problems as the service words them (each with its rule), for the editor before the write. */
export function vehicleProblems(v: Vehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>) {
  return validateVehicle(v, settings);
}

/** The seats of a kind of vehicle, in the declaration's order: its driver's slot first, then its passengers'. */
export function seatsOf(kind: VehicleKind) {
  return hexrpgDeclaration.slots.filter((s) => s.vehicle === kind);
}

/** A new vehicle of a kind, with the league's typical numbers (none of its own). */
export function newVehicle(name: string, kind: VehicleKind): Vehicle {
  return { version: 1, name, kind, stats: {}, weapons: [], condition: { damage: 0, battleLoss: 0, fieldRepaired: 0, destroyed: false, criticals: [] } };
}

/** The vehicle with one of its own stats set, or (null) back to the league's typical number. */
export function withOwnStat(v: Vehicle, key: OwnStat, value: number | null): Vehicle {
  const stats = { ...v.stats };
  if (value === null) delete stats[key];
  else stats[key] = value;
  return { ...v, stats };
}
