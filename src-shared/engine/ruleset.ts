import type { z } from 'zod';
import type { StandingsConfig } from './core/standings';
import type { AnyTableDef } from './core/table';
import type { EventFieldsDef } from './core/eventFields';
import type { RulesetDeclaration } from './declaration';
import type { Dice } from './dice';

/**
 * A ruleset is a module behind this one interface, registered in ./registry.ts under the id a league file stores
 * (`league.ruleset`). Dethmetal is the first; the other systems in shared/rules (race-combat variant,
 * battlecars-style, Dirty Wheels, hex RPG) plug in the same way. Each ruleset keeps its own design, person and
 * settings types; generic services and screens reach them through this shape only.
 */
export interface HouseRuleDef<T = unknown> {
  key: string;
  label: string;
  /** The rulebook passage it changes and the gaps.md entry that motivates it. */
  cites: string;
  /** What it decides, in the organizer's words: the choices by their labels, never by their stored ids. */
  description: string;
  /**
   * The label of each choice, keyed by the value the settings store ("as-printed" → "As printed: fixed OR turret").
   * Every rule whose value is a choice has one (the contract test checks it), so no screen shows a raw id.
   */
  options?: Readonly<Record<string, string>>;
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
  /**
   * How far it breaks the rule, where that has a size (points over a budget, traits over the count): a change that
   * lowers it moves toward legality, and is allowed on a stored car even while it is still illegal (issue 19 #11).
   */
  measure?: number;
}

const problemKey = (p: Problem) => `${p.code}|${p.path.join('.')}`;

/**
 * What a change makes worse: the problems of `after` that `before` did not have (same code at the same path), or had
 * with a smaller measure. Empty: the change breaks nothing new and nothing further (a rename of an illegal car, a
 * stat lowered on a driver over the point-buy budget).
 */
export function worsened(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const had = new Map(before.map((p) => [problemKey(p), p.measure ?? 0]));
  return after.filter((p) => {
    const was = had.get(problemKey(p));
    return was === undefined || (p.measure ?? 0) > was;
  });
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
  /**
   * Slots this design seats fewer people in than its declaration's `max` (a race-combat car built without a gunner
   * seats none in its Gunner slot), each with the words and the rule that say why and the design field that decides
   * it. The core's crew check (core/crew.ts) and every write of a design (services/teams.ts) hold seats to them.
   * Left out: every vehicle seats its slots' declared `max`.
   */
  slotLimits?(design: Design): SlotLimit[];
}

/** A slot a design seats at most `max` people in, below the declaration's max (VehicleModule.slotLimits). */
export interface SlotLimit {
  slot: string;
  max: number;
  /** Why, in the rule's words ("Hot Rod is built without a gunner"). */
  why: string;
  rule: string;
  /** The design's field that decides it (`['gunner']`), where a refusal of the design is shown. */
  path: (string | number)[];
}

export interface DriverModule<Driver, Effective, Settings> {
  newDriver(name: string): Driver;
  effective(driver: Driver, settings: Settings): Effective;
  levelForXp(xp: number, settings: Settings): number;
}

/**
 * How a ruleset runs a between-match step (issue 21): it has none; the core runs it inside match.recordOutcome or
 * season.close (no input of its own); or it takes an input of its own through the ruleset's channel and screens
 * (Dethmetal's match.record and season.end), which records the result itself; or, after a result only, `after`: the
 * core records the result (match.recordOutcome, its table and screens) and the step runs later on the recorded match
 * through the ruleset's own channel, with its own input (the hex RPG's recovery between sessions: the days elapsed).
 * The services' hooks (`afterResult`, `seasonEnd`) must agree.
 */
export type StepMode = 'none' | 'core' | 'own' | 'after';

/** What a ruleset has, so the app shows only that (no Roster without people, no Finances without money). */
export interface RulesetCapabilities {
  /**
   * Who the teams field: 'none' (vehicles only), 'driver' (one per vehicle), 'crew', or another way a ruleset
   * declares (open, issue 21: its kinds of people and their slots are in its declaration).
   */
  people: string;
  /** A campaign layer with money: Finances, stores, sponsors. */
  money: boolean;
  /**
   * Between-match steps: after a result is recorded (Dethmetal's post-match) and at season end (its Metal Cup and
   * draft). Generic screens and commands ask these, never which ruleset it is: a season-end step of its own has the
   * Season end tab; a result step of its own records through the ruleset's match screens and commands.
   */
  steps: { afterResult: StepMode; seasonEnd: StepMode };
  /**
   * Its schedule's own parts: events with fields of its own (the module's `eventFields`: their schema and words;
   * the services' `eventFields` hook) and a season length (a house rule; the `seasonLength` hook). `playedInOrder`:
   * its matches are played in their scheduled order (Dethmetal: a match's pre-match rolls and post-match follow the one
   * before), so the schedule never moves a match before one played or prepared; left out, results come in any order
   * and only a recorded match keeps its place.
   */
  schedule: { eventFields: boolean; seasonLength: boolean; playedInOrder?: boolean };
  /** A match assistant that walks the table through a turn. */
  assistant: boolean;
  /**
   * Calculators at the match table: each rule that rolls resolved with the league's dice (every modifier, the odds,
   * typed or app dice) onto live cards, from the match screen and from `league` (Dethmetal's assistant, Dirty Wheels'
   * table).
   */
  calculators: boolean;
  /** The printed sheets it has, in words ('vehicle', 'person', 'team'; open: its print kinds are in its declaration). */
  sheets: readonly string[];
}

const PEOPLE_LABEL: Readonly<Record<string, string>> = { none: 'vehicles only', driver: 'drivers', crew: 'crews' };

/** What a ruleset supports in words, one entry each, for the New League dialog and `league rulesets`. */
export function capabilityLabels(c: RulesetCapabilities): string[] {
  return [
    Object.hasOwn(PEOPLE_LABEL, c.people) ? PEOPLE_LABEL[c.people]! : c.people,
    ...(c.money ? ['money'] : []),
    // Between-match rules were called a campaign on the screens before they were steps; the word stays.
    ...(c.steps.afterResult !== 'none' || c.steps.seasonEnd !== 'none' ? ['campaign'] : []),
    ...(c.assistant ? ['match assistant'] : []),
    ...(c.calculators ? ['match calculators'] : []),
    ...(c.sheets.length ? [`${c.sheets.join(', ')} sheets`] : []),
  ];
}

/** A table of the rulebook as data, citing the section it is printed in (the contract test checks the citation). */
export interface RuleTable {
  id: string;
  section: string;
  rows: unknown;
}

/** The people a team fields (drivers, crew), when the ruleset has any. */
export interface PersonModule<Person, Settings> {
  personSchema: z.ZodType<Person>;
  newPerson(name: string, settings: Settings): Person;
  validate(person: Person, settings: Settings): Problem[];
  sheetFields(person: Person, settings: Settings): SheetField[];
}

export interface Ruleset<Design = unknown, Derived = unknown, Driver = unknown, Effective = unknown, Settings = unknown, Person = unknown> {
  id: string;
  name: string;
  /**
   * What it has, as checked data (./declaration.ts): its kinds of vehicles and people, slots, stats, standings
   * defaults, screens, print kinds, CLI commands and channel names. Each process checks its registrations against it.
   */
  declaration: RulesetDeclaration;
  /** One line on what the game is, for the New League dialog and `league rulesets`. */
  summary: string;
  capabilities: RulesetCapabilities;
  /**
   * Whether this version of the app has the ruleset's screens; false: its leagues run from the `league` command line
   * (teams, schedule, results, standings, sheets) until its screens land, and the app says so instead of showing
   * another ruleset's screens.
   */
  screens: boolean;
  /**
   * Its events' own fields (Dethmetal: road surface, race or arena, heats), checked by the core's schedule through the
   * registry: present exactly when `capabilities.schedule.eventFields`; without them an event has a name and a date.
   */
  eventFields?: EventFieldsDef;
  /** Every table of the rulebook the ruleset encodes, each citing its section. */
  tables: readonly RuleTable[];
  /** Every house rule the ruleset knows, with its default from the ruleset's gaps document. */
  houseRules: readonly HouseRuleDef[];
  settingsSchema: z.ZodType<Settings>;
  defaultSettings(): Settings;
  vehicle: VehicleModule<Design, Derived, Settings>;
  /** Present exactly when `capabilities.people` is not 'none'. */
  person?: PersonModule<Person, Settings>;
  /**
   * How a league of this ruleset ranks its teams (points and tie-breakers), from its house rules (settings); null: it
   * keeps no teams' table (the declaration's `standings: null`).
   */
  standings(settings: Settings): StandingsConfig | null;
  /** Dethmetal's driver calculators (levels, effective traits); other rulesets reach theirs through `person`. */
  driver?: DriverModule<Driver, Effective, Settings>;
  /**
   * Its match table (issue 21): the events' schema, the fold, the words and any calculators, as data and pure
   * functions (core/table.ts); none (absent or null) for a ruleset whose matches are recorded as results only. The
   * registry checks it plays this ruleset; the services add how a match's context is read (their `table` hook), and
   * the core's `table.*` channels reach it by the league's ruleset id.
   */
  table?: AnyTableDef | null;
}

export type { Dice, RulesetDeclaration };
