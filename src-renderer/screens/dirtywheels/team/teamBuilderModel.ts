/**
 * The Dirty Wheels team builder's choices, judged by the engine before they are offered: every option of the editor
 * is either legal or carries the engine's own reason and rule, so the screen disables it with the same words the
 * service would refuse it with (the service checks every write again). Pure: no React, no API.
 */
import {
  BUY_POINTS,
  buyCost,
  CAR_TYPES,
  type CarDesign,
  type CarType,
  carType,
  type DirtyWheelsSettings,
  type Driver,
  dirtyWheelsSettingsSchema,
  type Explained,
  HEAVY_WEAPONS,
  LIGHT_WEAPONS,
  type Mounting,
  newCarDesign,
  newDriver,
  STAT_TABLE,
  type Stat,
  type StatRow,
  TRAIT_TABLE,
  type TraitName,
  UPGRADE_TABLE,
  type UpgradeName,
  validateCar,
  validateDriver,
  type WeaponName,
} from '../../../../src-shared/engine/dirtywheels';
import { type Problem, worsened } from '../../../../src-shared/engine/ruleset';
import { organizerText } from '../../../../src-shared/text/rulesText';

/** The league's settings object from the house rules `league.settings` lists (Dirty Wheels keys are flat). */
export function settingsFromHouseRules(rules: readonly { key: string; value: unknown }[]): DirtyWheelsSettings {
  return dirtyWheelsSettingsSchema.parse(Object.fromEntries(rules.map((r) => [r.key, r.value])));
}

/** An option of the editor: legal (reason null), or refused with the engine's words and the rule that forbids it. */
export interface Choice<T> {
  value: T;
  label: string;
  reason: string | null;
  rule: string | null;
}

const problemKey = (p: Problem) => `${p.code}|${p.message}`;

/** What the candidate breaks that the current one does not: the reason that option is not offered. */
function judge<T>(value: T, label: string, before: readonly Problem[], after: readonly Problem[]): Choice<T> {
  const had = new Set(before.map(problemKey));
  const fresh = after.find((p) => !had.has(problemKey(p)));
  return { value, label, reason: fresh?.message ?? null, rule: fresh?.rule ?? null };
}

// ---- the car ----

export function newCar(name: string, type: CarType): CarDesign {
  return { ...newCarDesign(name), type };
}

export function typeChoices(design: CarDesign, settings: DirtyWheelsSettings): Choice<CarType>[] {
  const before = validateCar(design, settings);
  return CAR_TYPES.map((type) => judge(type, type, before, validateCar({ ...design, type }, settings)));
}

/** The weapons of one group (fixed or turret), in the order they were fitted. */
export function weaponsIn(design: CarDesign, mount: Mounting): WeaponName[] {
  return design.weapons.filter((w) => w.mount === mount).map((w) => w.weapon);
}

/** The slots a group shows: the type's count, or more when a stored car carries more (shown with its problem). */
export function slotCount(design: CarDesign, mount: Mounting): number {
  return Math.max(carType(design.type).weapons[mount].count, weaponsIn(design, mount).length);
}

/** The design with slot `index` of a group holding `weapon` (null empties it); fixed weapons first, then the turret. */
export function setWeapon(design: CarDesign, mount: Mounting, index: number, weapon: WeaponName | null): CarDesign {
  const group = weaponsIn(design, mount);
  const next = [...group];
  if (weapon === null) next.splice(index, 1);
  else if (index < next.length) next[index] = weapon;
  else next.push(weapon);
  const other: Mounting = mount === 'fixed' ? 'turret' : 'fixed';
  const groups = { [mount]: next, [other]: weaponsIn(design, other) } as Record<Mounting, WeaponName[]>;
  return {
    ...design,
    weapons: [...groups.fixed.map((weapon) => ({ weapon, mount: 'fixed' as const })), ...groups.turret.map((weapon) => ({ weapon, mount: 'turret' as const }))],
  };
}

export const WEAPON_GROUPS = [
  { label: 'Light weapons', rows: LIGHT_WEAPONS },
  { label: 'Heavy weapons (-2" speed)', rows: HEAVY_WEAPONS },
] as const;

/** Every weapon for one slot, each legal or with the reason (Car types' weapon line, gaps.md #7). */
export function weaponChoices(design: CarDesign, settings: DirtyWheelsSettings, mount: Mounting, index: number): Choice<WeaponName>[] {
  const before = validateCar(design, settings);
  return WEAPON_GROUPS.flatMap((g) => g.rows.map((row) => judge(row.name, row.name, before, validateCar(setWeapon(design, mount, index, row.name), settings))));
}

/** Why a group takes no weapon now although the slot is empty (a Racer's turret while it has fixed weapons), or null. */
export function groupClosed(design: CarDesign, settings: DirtyWheelsSettings, mount: Mounting): Choice<null> | null {
  const choices = weaponChoices(design, settings, mount, weaponsIn(design, mount).length);
  if (choices.some((c) => c.reason === null)) return null;
  const first = choices[0]!;
  return { value: null, label: mount, reason: first.reason, rule: first.rule };
}

// ---- upgrades (Car upgrades; gaps.md #5, #14, #15) ----

export type UpgradeMode = 'rolled' | 'pick-after-d3' | 'pick-up-to-3';

export function upgradeMode(s: DirtyWheelsSettings): UpgradeMode {
  if (s.upgrades === 'randomise') return 'rolled';
  return s.upgradeCount === 'roll-d3' ? 'pick-after-d3' : 'pick-up-to-3';
}

/** How many upgrades this car may take: the D3 rolled, 3 when picking up to 3, or null until the D3 is rolled. */
export function upgradeLimit(design: CarDesign, s: DirtyWheelsSettings): number | null {
  return upgradeMode(s) === 'pick-up-to-3' ? 3 : (design.upgradeAllowance ?? null);
}

export function upgradeChoices(design: CarDesign, settings: DirtyWheelsSettings): Choice<UpgradeName>[] {
  const before = validateCar(design, settings);
  return UPGRADE_TABLE.map((u) => judge(u.name, u.name, before, validateCar({ ...design, upgrades: [...design.upgrades, u.name] }, settings)));
}

export function withoutUpgrade(design: CarDesign, index: number): CarDesign {
  return { ...design, upgrades: design.upgrades.filter((_, i) => i !== index) };
}

// ---- the driver (Drivers; gaps.md #8, #13, #16) ----

export interface StatChoice extends Choice<number> {
  row: StatRow;
}

const STAT_TEXT: Record<Stat, (v: number) => string> = {
  initiative: (v) => `${v}`,
  bravery: (v) => `${v}+`,
  aim: (v) => (v >= 0 ? `+${v}` : `${v}`),
  skill: (v) => `${v}+`,
};

/** A stat as the table prints it: initiative 2, bravery 4+, aim +0, skill 4+. */
export function statText(stat: Stat, value: number): string {
  return STAT_TEXT[stat](value);
}

/**
 * The three rows of the stat table for one stat, each with its buy cost and, on the 8-point buy, why not. Only
 * spending more than the driver already does over the budget closes a row: a driver over it (rolled before the league
 * bought its stats) can always be lowered, one stat at a time, even while still over (issue 19 #11).
 */
export function statChoices(driver: Driver, stat: Stat, settings: DirtyWheelsSettings): StatChoice[] {
  // "Spend all 8" is judged on the finished driver, not on each step towards it: only overspending closes a row.
  const over = (d: Driver) => validateDriver(d, settings).filter((p) => p.code === 'over-buy');
  const before = over(driver);
  return STAT_TABLE.map((row) => {
    const worse = worsened(before, over({ ...driver, [stat]: row[stat] }))[0];
    return { value: row[stat], label: statText(stat, row[stat]), reason: worse?.message ?? null, rule: worse?.rule ?? null, row };
  });
}

export interface BuyMeter {
  spent: number;
  of: number;
  left: number;
  mustSpendAll: boolean;
}

export function buyMeter(driver: Driver, s: DirtyWheelsSettings): BuyMeter {
  const spent = buyCost(driver);
  return { spent, of: BUY_POINTS, left: BUY_POINTS - spent, mustSpendAll: s.unspentBuyPoints === 'must-spend-all' };
}

export type TraitMode = 'rolled' | 'pick-after-d3-1' | 'pick-fixed';

export function traitMode(s: DirtyWheelsSettings): TraitMode {
  if (s.traits === 'randomise') return 'rolled';
  return s.traitCount === 'fixed' ? 'pick-fixed' : 'pick-after-d3-1';
}

/** How many traits this driver has room for: the fixed number, the D3-1 rolled, or null until it is rolled. */
export function traitLimit(driver: Driver, s: DirtyWheelsSettings): number | null {
  return s.traitCount === 'fixed' ? s.fixedTraitCount : (driver.traitAllowance ?? null);
}

export function traitChoices(driver: Driver, settings: DirtyWheelsSettings): Choice<TraitName>[] {
  const before = validateDriver(driver, settings).filter((p) => p.code !== 'trait-count');
  // With a fixed number, the driver is short of traits until the last is picked: only going over closes the list.
  const after = (d: Driver) =>
    validateDriver(d, settings).filter((p) => p.code !== 'trait-count' || d.traits.length > (traitLimit(d, settings) ?? Number.POSITIVE_INFINITY));
  return TRAIT_TABLE.map((t) => judge(t.name, t.name, before, after({ ...driver, traits: [...driver.traits, t.name] })));
}

export function withoutTrait(driver: Driver, index: number): Driver {
  return { ...driver, traits: driver.traits.filter((_, i) => i !== index) };
}

/**
 * The driver a new car starts with: the stat table's middle row (8 points, legal under every setting) and, where the
 * league fixes a number of traits the player picks, the first ones of the list to change; rolled traits are asked
 * of the service (`rollDriver`), since a driver without them would be refused.
 */
export function startingDriver(name: string, s: DirtyWheelsSettings): { driver: Driver } | { rollDriver: { name: string } } {
  if (s.traitCount === 'fixed' && s.fixedTraitCount > 0) {
    if (s.traits === 'randomise') return { rollDriver: { name } };
    return { driver: { ...newDriver(name), traits: TRAIT_TABLE.slice(0, s.fixedTraitCount).map((t) => t.name) } };
  }
  return { driver: newDriver(name) };
}

// ---- explaining numbers ----

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The lines of a derived number's hover: each part with its sign and the rule it comes from. */
export function explainLines(e: Explained, unit = ''): { label: string; value: string; rule: string }[] {
  return e.parts.map((p, i) => ({ label: p.label, value: `${i === 0 ? p.value : signed(p.value)}${unit}`, rule: p.rule }));
}

/** A problem of the service (path into `design`/`driver`) shown at the field whose path it starts with. */
export interface PathProblem {
  path: readonly (string | number)[];
  message: string;
  rule?: string;
}

export function problemsAt(problems: readonly PathProblem[], ...prefix: (string | number)[]): string[] {
  return problems
    .filter((p) => prefix.every((part, i) => p.path[i] === part))
    .map((p) => organizerText(p.rule && !p.message.includes(`(${p.rule})`) ? `${p.message} (${p.rule})` : p.message));
}

/** Problems of exactly this path (a rename's `driver`), not of the fields under it. */
export function problemsOn(problems: readonly PathProblem[], ...path: (string | number)[]): string[] {
  return problemsAt(
    problems.filter((p) => p.path.length === path.length),
    ...path,
  );
}
