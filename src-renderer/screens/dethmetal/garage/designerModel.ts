/**
 * The car designer's pure half: the blank design, how problems and DP lines find their control, the labels
 * of the tables, and the reason each choice that the rules forbid is disabled. Every rule comes from the
 * engine (`car`); this file only says it in the designer's words.
 */
import { car } from '../../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../../src-shared/engine/ruleset';

export type CarDesign = car.CarDesign;
export type CarMount = car.CarMount;
export type Update = (recipe: (d: CarDesign) => CarDesign) => void;

/**
 * A new design buys the least a legal car needs (gaps.md #24: 1 DP each of engine, suspension and fuel,
 * Toughness 1, a point of armor in every quadrant) and nothing else: every real choice is the organizer's.
 */
export function blankDesign(name: string): CarDesign {
  return {
    version: car.CURRENT_CAR_DESIGN_VERSION,
    name,
    budget: 60,
    enginePower: car.UNITS_PER_DP.enginePower,
    suspension: car.UNITS_PER_DP.suspension,
    fuelCapacity: car.UNITS_PER_DP.fuelCapacity,
    toughness: 1,
    armor: { front: 1, back: 1, left: 1, right: 1 },
    mounts: [],
    components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
    tires: { type: 'light-duty', tread: 'mud-and-snow', rare: false },
    gearing: 0,
    suspensionTweaks: [],
    fittedItems: [],
  };
}

export const pathKey = (path: readonly (string | number)[]) => path.join('.');

/** Problems under `prefix` (e.g. "armor" gets armor.front and armor.right), as plain messages. */
export function messagesUnder(problems: readonly Problem[], prefix: string): string[] {
  return problems
    .filter((p) => {
      const key = pathKey(p.path);
      return key === prefix || key.startsWith(`${prefix}.`);
    })
    .map((p) => p.message);
}

/** Problems exactly at `key`. */
export function messagesAt(problems: readonly Problem[], key: string): string[] {
  return problems.filter((p) => pathKey(p.path) === key).map((p) => p.message);
}

/** DP spent per control, keyed like the problems ("enginePower", "mounts.0", "components.gunnerStation"). */
export function dpByPath(derived: car.CarDerived): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of derived.designPoints.lines) out[pathKey(line.path)] = line.dp;
  return out;
}

export type ArmorArc = car.ArmorArc;

/** The most one side may carry as the others stand (the engine's Part II › Armor Arcs rule). */
export const armorLimit = car.armorArcLimit;

export const MOUNT_TYPE_LABEL: Record<car.MountType, string> = { light: 'Light', heavy: 'Heavy Δ', rocket: 'Rocket', special: 'Special' };
export const MOUNT_ARC_LABEL: Record<car.MountArc, string> = { fixed: 'Fixed', swivel: 'Swivel 180°', turret: 'Turret 360°' };
export const FACING_LABEL: Record<car.Facing, string> = {
  front: 'Front',
  'right-front': 'Right-front',
  'right-rear': 'Right-rear',
  rear: 'Rear',
  'left-rear': 'Left-rear',
  'left-front': 'Left-front',
};

export const TIRE_EFFECT: Record<car.TireType, string> = {
  'light-duty': 'Toughness 1. A plain commuter tire, but cheap.',
  'heavy-duty': 'Toughness 2. Kevlar weave, steel bands and a self-sealing layer.',
  'puncture-resistant': 'Toughness 3. Heavier protection and a run-flat insert.',
  'foam-filled': 'Toughness 4. Practically indestructible, but +2 weight.',
};

export const TREAD_EFFECT: Record<car.Tread, string> = {
  'mud-and-snow': 'No bonuses or penalties. Matches no road surface.',
  street: 'Maneuver hazards −1, ignore hazards of 0. Debris, mud, snow, ice and oil doubled (min 1). Matches asphalt and concrete.',
  traction: 'Debris, mud and snow hazards −1, ignore those of 0. Maneuver hazards doubled (min 1). Matches dirt.',
  snow: 'Snow, ice and oil hazards −1 (min 0). Maneuver hazards doubled (min 1). Matches snow and ice.',
};

export const GEARING_EFFECT: Record<'1' | '0' | '-1', string> = {
  '1': '+1 acceleration, but the gearing +1 speed chart: the bands run out at speed 8.',
  '0': 'No change to acceleration; the gearing 0 speed chart (bands to speed 14).',
  '-1': '−1 acceleration, but the gearing −1 speed chart: the bands reach speed 28.',
};

export const TWEAK_EFFECT: Record<car.SuspensionTweak, string> = {
  lowered: '+1 handling; obstacle hazards +1.',
  raised: 'Obstacle hazards −1; turn mode +1.',
  'decreased-travel': '+1 handling; obstacle and road hazards +1.',
  'increased-travel': 'Obstacle hazards −1 and no penalty for maneuvering on an obstacle; but a −1 penalty on any maneuver hazard.',
};

export const COMPONENT_EFFECT = {
  armoredCrewSeats: 'Ignore an injury to the crewman in it on a 4, 5 or 6. One per crew position.',
  selfSealingFuelTank: 'Ignore fuel-tank damage on a 5 or 6 (one roll per point of fuel lost).',
  gunnerStation: 'A second crewman works the weapons: no side or rear arc penalty, but he may not drive.',
  wheelGuards: 'Tire damage rolls from weapon fire −1. But −1 on maneuver hazards and recovery checks.',
  adjustableSuspension: 'Switch between normal and the height picked now (raised or lowered), before each heat.',
} as const;

/** Why a tweak cannot be ticked now, or null. */
export function tweakDisabledReason(design: CarDesign, tweak: car.SuspensionTweak): string | null {
  if (design.suspensionTweaks.includes(tweak)) return null;
  const excluded = car.TWEAK_TABLE[tweak].excludes;
  if (design.suspensionTweaks.includes(excluded)) return `Cannot be combined with ${car.TWEAK_TABLE[excluded].label}.`;
  const adjustable = design.components.adjustableSuspension;
  if (adjustable && (tweak === 'lowered' || tweak === 'raised')) {
    return `The Adjustable Suspension Height already switches between normal and ${adjustable.height}.`;
  }
  return null;
}

/** Why a mount type cannot be picked for mount `index`, or null (one special weapon per car, gaps.md #27). */
export function mountTypeDisabledReason(design: CarDesign, index: number, type: car.MountType): string | null {
  if (type !== 'special') return null;
  const other = design.mounts.findIndex((m, i) => i !== index && m.type === 'special');
  return other === -1 ? null : `Only one special weapon per car: mount ${other + 1} is already special.`;
}

/** Why a weapon cannot go on this mount, or null. `stocked` names the found/tinkered weapons in the stores. */
export function weaponDisabledReason(mount: CarMount, weapon: car.WeaponRow, stocked: ReadonlySet<string>): string | null {
  if (weapon.mount !== mount.type) return `Needs a ${weapon.mount} mount.`;
  const fits = car.rearOnlyWeaponFits(mount);
  if (car.REAR_ONLY_WEAPONS.includes(weapon.name as car.WeaponName) && !(fits.arc && fits.facing)) {
    return 'Only on a fixed mount facing the rear.';
  }
  if (weapon.origin !== 'standard' && !stocked.has(weapon.name) && mount.weapon !== weapon.name) {
    return weapon.origin === 'world-trade' ? 'Found on the World Trade Table; not in the stores.' : 'Made by tinkering; not in the stores.';
  }
  return null;
}

export function range(band: car.RangeBand | null): string {
  if (!band) return '–';
  return band[0] === band[1] ? `${band[0]}` : `${band[0]}–${band[1]}`;
}

export function weaponLine(w: car.WeaponStats): string {
  const rof = w.rof === null ? '–' : `${w.rof}${w.rofPlus ? '+' : ''}`;
  return `ROF ${rof} · PEN ${w.pen ?? '*'} · FIRE ${w.fire ?? '*'} · S ${range(w.short)} · L ${range(w.long)} · M ${w.max ?? '–'} · Ammo ${w.ammo ?? '–'}`;
}

/** The list price of a weapon in k, or the printed formula of a found one. */
export function weaponPrice(w: car.WeaponRow): string {
  const p = w.price;
  if ('item' in p) {
    const table: Readonly<Record<string, number>> = p.list === 'stores' ? car.STORES_ITEMS_K : car.EXPENDABLE_ITEMS_K;
    return `${table[p.item]}k`;
  }
  return p.printed;
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A new design copied from a car of the stables: "<name> (copy)" (numbered while taken), without what belonged to
 * that one car: the devices fitted to it and the rare tires found for it (gaps.md #74) stay with it.
 */
export function duplicateDesign(d: CarDesign, taken: readonly string[]): CarDesign {
  const names = new Set(taken.map((n) => n.toLowerCase()));
  let name = `${d.name} (copy)`;
  for (let n = 2; names.has(name.toLowerCase()); n++) name = `${d.name} (copy ${n})`;
  const { priceK: _paid, ...tires } = d.tires;
  return { ...structuredClone(d), name: name.slice(0, 80), fittedItems: [], tires: d.tires.rare ? { ...tires, rare: false } : structuredClone(d.tires) };
}
