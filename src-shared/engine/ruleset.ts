import type { z } from 'zod';
import type { Dice } from './dice';

/**
 * A ruleset is a module behind this one interface. Dethmetal is the first; the other systems in
 * shared/rules (race-combat variant, battlecars-style, Dirty Wheels, hex RPG) plug in the same way.
 * Each ruleset keeps its own design, driver and settings types; services and screens reach them
 * through this shape and through the ruleset's own typed exports.
 */
export interface HouseRuleDef<T = unknown> {
  key: string;
  label: string;
  /** The rulebook passage it changes and the gaps.md entry that motivates it. */
  cites: string;
  description: string;
  schema: z.ZodType<T>;
  default: T;
}

export interface Problem {
  /** Path into the design (or driver) that the problem is about, e.g. ["armor", "left"]. */
  path: (string | number)[];
  code: string;
  message: string;
  /** Rulebook section the rule comes from. */
  rule: string;
}

export interface SheetField {
  label: string;
  value: string;
  /** Optional rulebook section, for "explain this number". */
  rule?: string;
}

export interface VehicleModule<Design, Derived, Settings> {
  designSchema: z.ZodType<Design>;
  currentDesignVersion: number;
  /** Migrate an older saved design, or refuse one from the future. */
  upgradeDesign(raw: unknown): { ok: true; design: Design } | { ok: false; problems: Problem[] };
  derive(design: Design, settings: Settings): Derived;
  validate(design: Design, settings: Settings, context?: { sponsorBonusDp?: number }): Problem[];
  sheetFields(design: Design, derived: Derived): SheetField[];
}

export interface DriverModule<Driver, Effective, Settings> {
  newDriver(name: string): Driver;
  effective(driver: Driver, settings: Settings): Effective;
  levelForXp(xp: number, settings: Settings): number;
}

export interface Ruleset<Design = unknown, Derived = unknown, Driver = unknown, Effective = unknown, Settings = unknown> {
  id: string;
  name: string;
  /** Every house rule the ruleset knows, with its default from the ruleset's gaps document. */
  houseRules: readonly HouseRuleDef[];
  settingsSchema: z.ZodType<Settings>;
  defaultSettings(): Settings;
  vehicle: VehicleModule<Design, Derived, Settings>;
  driver: DriverModule<Driver, Effective, Settings>;
  /**
   * Match and campaign calculators differ too much between systems to share signatures; each ruleset
   * exports its own typed modules (e.g. `dethmetal/match`), and lists here what a generic screen may call.
   */
  match: Record<string, (...args: never[]) => unknown>;
  campaign: Record<string, (...args: never[]) => unknown>;
}

export type { Dice };
