/**
 * The race-combat car editor's choices, judged by the engine before they are offered: every control of the editor
 * (a wear point more or less, armour, the turret, the gunner, a weapon in an arc …) is the design it would make, legal
 * or refused with the engine's own words and section, so the screen disables it with what the service would refuse it
 * with (the service checks every write again, `team.updateCar`). A stored car already illegal (a house rule changed
 * since) may still be moved toward legality: only what a change makes worse closes it (the engine's `worsened`, as the
 * service judges). Pure: no React, no API.
 */
import {
  type CarDesign,
  COMPONENT_LABELS,
  COMPONENTS,
  type Component,
  CREW,
  DROPPED_WEAPON_NAMES,
  type DroppedWeaponName,
  type DerivedCar,
  droppedWeaponRow,
  FACINGS,
  type Facing,
  type RacecombatSettings,
  racecombatSettingsSchema,
  SECTION,
  validate,
  WEAPON_NAMES,
  type WeaponName,
  weaponRow,
  withGap,
} from '../../../../src-shared/engine/racecombat';
import { worsened } from '../../../../src-shared/engine/ruleset';
/** The league's settings from the house rules `league.settings` lists (race-combat keys are flat). */
export function settingsFromHouseRules(rules: readonly { key: string; value: unknown }[]): RacecombatSettings {
  const known = new Set(Object.keys(racecombatSettingsSchema.shape));
  return racecombatSettingsSchema.parse(Object.fromEntries(rules.filter((r) => known.has(r.key)).map((r) => [r.key, r.value])));
}
/** A new car: the engine's (the duel's stock car too), re-exported for the editor's callers. */
export { newCarDesign } from '../../../../src-shared/engine/racecombat';
/** A change the editor offers: the design it makes, and null or the first rule it would break, in the engine's words. */
export interface Choice<T> {
  value: T;
  label: string;
  reason: string | null;
  rule: string | null;
}
/** Whether `next` may replace `design`: legal, or refused for what it makes worse (the service's test). */
export function judge<T>(value: T, label: string, design: CarDesign, next: CarDesign, settings: RacecombatSettings): Choice<T> {
  const fresh = worsened(validate(design, settings), validate(next, settings))[0];
  return { value, label, reason: fresh?.message ?? null, rule: fresh?.rule ?? null };
}
/** The words shown on a disabled control: the reason and its section. */
export const why = (c: Pick<Choice<unknown>, 'reason' | 'rule'>): string | null => (c.reason === null ? null : `${c.reason} (${c.rule})`);
// ---- meters ----
export interface Meter {
  spent: number;
  /** null: no limit (the budget house rule set to none). */
  of: number | null;
  over: boolean;
  rule: string;
}
export const WEAR_RULE = withGap(SECTION.damageEffects, 6);
export const BUDGET_RULE = withGap(SECTION.league, 23);
/** The wear points shared out against the league's total (house rule “Wear points to share out”). */
export function wearMeter(design: CarDesign, settings: RacecombatSettings): Meter {
  const spent = COMPONENTS.reduce((s, k) => s + design.wearPoints[k], 0);
  return { spent, of: settings.wearPointTotal, over: spent > settings.wearPointTotal, rule: WEAR_RULE };
}
/** The equipment points spent against the league's budget (house rule “Equipment budget”), none when it has none. */
export function budgetMeter(derived: DerivedCar, settings: RacecombatSettings): Meter {
  return { spent: derived.cost, of: settings.budget, over: settings.budget !== null && derived.cost > settings.budget, rule: BUDGET_RULE };
}
// ---- steppers: wear points, armour ----
export type Counted =
  | { kind: 'wear'; component: Component }
  | { kind: 'bodyArmour' }
  | { kind: 'tyreArmour' }
  | { kind: 'turretArmour' }
  | { kind: 'crewArmour'; who: 'driver' | 'gunner' };
export function countOf(design: CarDesign, c: Counted): number {
  switch (c.kind) {
    case 'wear':
      return design.wearPoints[c.component];
    case 'bodyArmour':
      return design.bodyArmour;
    case 'tyreArmour':
      return design.tyreArmour;
    case 'turretArmour':
      return design.turret?.armour ?? 0;
    case 'crewArmour':
      return design.crewArmour[c.who];
  }
}
/** The design with that count set (never below 0; turret armour only on a turret). */
export function withCount(design: CarDesign, c: Counted, value: number): CarDesign {
  const v = Math.max(0, value);
  switch (c.kind) {
    case 'wear':
      return { ...design, wearPoints: { ...design.wearPoints, [c.component]: v } };
    case 'bodyArmour':
      return { ...design, bodyArmour: v };
    case 'tyreArmour':
      return { ...design, tyreArmour: v };
    case 'turretArmour':
      return design.turret ? { ...design, turret: { armour: v } } : design;
    case 'crewArmour':
      return { ...design, crewArmour: { ...design.crewArmour, [c.who]: v } };
  }
}
export function countLabel(c: Counted): string {
  switch (c.kind) {
    case 'wear':
      return COMPONENT_LABELS[c.component];
    case 'bodyArmour':
      return 'Body armour';
    case 'tyreArmour':
      return 'Tyre armour';
    case 'turretArmour':
      return 'Turret armour';
    case 'crewArmour':
      return c.who === 'driver' ? 'Driver’s armour' : 'Gunner’s armour';
  }
}
/** The most the design's schema takes of each count (design.ts). */
const COUNT_MAX: Record<Counted['kind'], number> = { wear: 60, bodyArmour: 60, tyreArmour: 60, turretArmour: 60, crewArmour: 10 };
/** One step down and one up of a count, each legal or with the rule it would break. */
export function stepChoices(design: CarDesign, settings: RacecombatSettings, c: Counted): { down: Choice<CarDesign>; up: Choice<CarDesign> } {
  const n = countOf(design, c);
  const label = countLabel(c);
  const step = (delta: -1 | 1): Choice<CarDesign> => {
    const next = withCount(design, c, n + delta);
    if (delta < 0 && n === 0) return { value: design, label, reason: `${label} is at 0.`, rule: SECTION.league };
    if (delta > 0 && n >= COUNT_MAX[c.kind]) return { value: design, label, reason: `${label} goes up to ${COUNT_MAX[c.kind]}.`, rule: SECTION.league };
    if (c.kind === 'turretArmour' && !design.turret) return { value: design, label, reason: 'Turret armour needs a turret.', rule: SECTION.turret };
    return judge(next, label, design, next, settings);
  };
  return { down: step(-1), up: step(1) };
}
// ---- fittings: turret, ramplate, gunner, targeting computers ----
export type Fitting = 'turret' | 'ramplate' | 'gunner' | 'computerDriver' | 'computerGunner';
export const FITTINGS: readonly { fitting: Fitting; label: string; help: string; rule: string }[] = [
  { fitting: 'turret', label: 'Turret', help: 'A 360° arc of fire; its own armour; weapons may be mounted in it.', rule: SECTION.arcs },
  { fitting: 'ramplate', label: 'Ramplate', help: 'Ram damage from the ramplate row of the ram damage table.', rule: SECTION.ramDamage },
  { fitting: 'gunner', label: 'Gunner', help: 'The car may fire another weapon (or set) at any time in the turn.', rule: SECTION.gunners },
  {
    fitting: 'computerDriver',
    label: 'Targeting computer (driver)',
    help: 'Adds the league’s bonus to the driver’s to-hit rolls.',
    rule: withGap(SECTION.gunners, 14),
  },
  {
    fitting: 'computerGunner',
    label: 'Targeting computer (gunner)',
    help: 'Adds the league’s bonus to the gunner’s to-hit rolls.',
    rule: withGap(SECTION.gunners, 14),
  },
];
export function hasFitting(design: CarDesign, f: Fitting): boolean {
  switch (f) {
    case 'turret':
      return design.turret !== null;
    case 'ramplate':
      return design.ramplate;
    case 'gunner':
      return design.gunner;
    case 'computerDriver':
      return design.targetingComputer.driver;
    case 'computerGunner':
      return design.targetingComputer.gunner;
  }
}
export function withFitting(design: CarDesign, f: Fitting, on: boolean): CarDesign {
  switch (f) {
    case 'turret':
      return { ...design, turret: on ? (design.turret ?? { armour: 0 }) : null };
    case 'ramplate':
      return { ...design, ramplate: on };
    case 'gunner':
      return { ...design, gunner: on };
    case 'computerDriver':
      return { ...design, targetingComputer: { ...design.targetingComputer, driver: on } };
    case 'computerGunner':
      return { ...design, targetingComputer: { ...design.targetingComputer, gunner: on } };
  }
}
/** Each fitting switched the other way: legal, or the rule it would break (a turret weapon without a turret …). */
export function fittingChoices(design: CarDesign, settings: RacecombatSettings): Choice<Fitting>[] {
  return FITTINGS.map(({ fitting, label }) => judge(fitting, label, design, withFitting(design, fitting, !hasFitting(design, fitting)), settings));
}
// ---- weapons and dropped weapons ----
export type Mount = Facing | 'turret';
export const MOUNTS: readonly Mount[] = [...FACINGS, 'turret'];
export const MOUNT_LABEL: Record<Mount, string> = { front: 'Front', left: 'Left', right: 'Right', rear: 'Rear', turret: 'Turret (360°)' };
/** A free camelCase id for a new weapon: its name and the first unused number (“machineGun2”). */
export function freeId(design: CarDesign, base: string): string {
  const taken = new Set([...design.weapons.map((w) => w.id), ...design.dropped.map((d) => d.id)]);
  for (let i = 1; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}
export function withWeapon(design: CarDesign, weapon: WeaponName, mount: Mount): CarDesign {
  return { ...design, weapons: [...design.weapons, { id: freeId(design, weapon), weapon, mount }] };
}
export function withDropped(design: CarDesign, weapon: DroppedWeaponName, facing: Facing): CarDesign {
  return { ...design, dropped: [...design.dropped, { id: freeId(design, weapon), weapon, facing }] };
}
export function withoutWeapon(design: CarDesign, id: string): CarDesign {
  return { ...design, weapons: design.weapons.filter((w) => w.id !== id), dropped: design.dropped.filter((d) => d.id !== id) };
}
/** The design's schema takes at most 12 weapons and 8 dropped weapons (design.ts). */
const MAX_WEAPONS = 12;
const MAX_DROPPED = 8;
/** Every weapon for a mount, each legal or with the reason (the budget, a turret weapon without a turret). */
export function weaponChoices(design: CarDesign, settings: RacecombatSettings, mount: Mount): Choice<WeaponName>[] {
  return WEAPON_NAMES.map((w) => {
    const label = `${weaponRow(w).label} (${settings.costs[w]} pts)`;
    if (design.weapons.length >= MAX_WEAPONS) return { value: w, label, reason: `A car carries at most ${MAX_WEAPONS} weapons.`, rule: SECTION.combat };
    return judge(w, label, design, withWeapon(design, w, mount), settings);
  });
}
export function droppedChoices(design: CarDesign, settings: RacecombatSettings, facing: Facing): Choice<DroppedWeaponName>[] {
  return DROPPED_WEAPON_NAMES.map((w) => {
    const label = `${droppedWeaponRow(w).label} (${settings.costs[w]} pts)`;
    if (design.dropped.length >= MAX_DROPPED)
      return { value: w, label, reason: `A car carries at most ${MAX_DROPPED} dropped weapons.`, rule: SECTION.dropped };
    return judge(w, label, design, withDropped(design, w, facing), settings);
  });
}
// ---- explaining numbers ----
export interface ExplainLine {
  label: string;
  value: string;
  rule: string;
}
/** How the budget was spent, item by item, with the house rule that prices them. */
export function costLines(derived: DerivedCar): ExplainLine[] {
  return derived.costs.map((c) => ({ label: c.label, value: `${c.points} pts`, rule: BUDGET_RULE }));
}
/** A crew member's hits: 2, plus armour (gaps.md #10). */
export function crewHitLines(design: CarDesign, who: 'driver' | 'gunner'): ExplainLine[] {
  return [
    { label: 'Each driver or gunner has', value: `${CREW.hits}`, rule: SECTION.crew },
    { label: 'Armour', value: `+${design.crewArmour[who]}`, rule: withGap(SECTION.crew, 10) },
  ];
}
/** The wear points per component that make the total. */
export function wearLines(design: CarDesign): ExplainLine[] {
  return COMPONENTS.map((k) => ({ label: COMPONENT_LABELS[k], value: `${design.wearPoints[k]}`, rule: WEAR_RULE }));
}
/** Problems (paths into the design) at the field whose path they start with, in the words the service uses. */
export function problemsAt(
  problems: readonly { path: readonly (string | number)[]; message: string; rule?: string }[],
  ...prefix: (string | number)[]
): string[] {
  return problems
    .filter((p) => prefix.every((part, i) => p.path[i] === part))
    .map((p) => (p.rule && !p.message.includes(`(${p.rule})`) ? `${p.message} (${p.rule})` : p.message));
}

/** The weapons as the card lists them: “Laser (turret), Machine gun (front)”. */
export function weaponList(design: CarDesign): string {
  return design.weapons.map((w) => `${weaponRow(w.weapon).label} (${w.mount})`).join(', ');
}
