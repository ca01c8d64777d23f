/**
 * The rulesets this build knows, keyed by the id a league file stores in `league.ruleset`. Generic code (services,
 * sheets, screens, the CLI) reaches a league's rules only through `rulesetById(league.ruleset)`; adding a system is
 * one entry here (see ARCHITECTURE.md, "How to add a ruleset").
 */
import { dethmetal } from './dethmetal';
import { dirtyWheelsRuleset } from './dirtywheels';
import type { Ruleset, RulesetCapabilities } from './ruleset';

/** Generic code knows no ruleset's own types: it sees every ruleset through the unknown-typed interface. */
export type AnyRuleset = Ruleset<unknown, unknown, unknown, unknown, unknown, unknown>;

/** The ruleset a league file made before rulesets were chosen uses (the column's default since the first schema). */
export const DEFAULT_RULESET_ID = 'dethmetal';

const REGISTERED: readonly AnyRuleset[] = [dethmetal as unknown as AnyRuleset, dirtyWheelsRuleset as unknown as AnyRuleset];

const BY_ID = new Map<string, AnyRuleset>(REGISTERED.map((r) => [r.id, r]));

/**
 * Register a ruleset not in this build's list (a test's ruleset, issue 21): refused for an id already registered.
 * It is known by id (`rulesetById`, leagues of it open) but not listed (`listRulesets` stays the build's). Returns the
 * way to take it off again.
 */
export function registerRuleset(ruleset: AnyRuleset): () => void {
  if (BY_ID.has(ruleset.id)) throw new Error(`The ruleset “${ruleset.id}” is already registered; a ruleset registers once.`);
  BY_ID.set(ruleset.id, ruleset);
  return () => BY_ID.delete(ruleset.id);
}

/** What a chooser shows of a ruleset: the New League dialog, `league rulesets`, the league info channel. */
export interface RulesetListing {
  id: string;
  name: string;
  summary: string;
  capabilities: RulesetCapabilities;
  /** The app has its screens; false: it runs from the `league` command line in this version. */
  screens: boolean;
}

export class UnknownRulesetError extends Error {
  constructor(readonly id: string) {
    super(`There is no ruleset “${id}” in this version of Pitwall; it knows ${knownRulesets()}.`);
    this.name = 'UnknownRulesetError';
  }
}

/** "dethmetal (Dethmetal)", "a (A) and b (B)": for messages that name the known ids. */
export function knownRulesets(): string {
  const names = REGISTERED.map((r) => `“${r.id}” (${r.name})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

export function isRegisteredRuleset(id: string): boolean {
  return BY_ID.has(id);
}

export function rulesetById(id: string): AnyRuleset {
  const ruleset = BY_ID.get(id);
  if (!ruleset) throw new UnknownRulesetError(id);
  return ruleset;
}

export function listingOf(ruleset: AnyRuleset): RulesetListing {
  return { id: ruleset.id, name: ruleset.name, summary: ruleset.summary, capabilities: ruleset.capabilities, screens: ruleset.screens };
}

export function listRulesets(): RulesetListing[] {
  return REGISTERED.map(listingOf);
}

/** Every registered ruleset module, for the contract test and tools that must cover them all. */
export function registeredRulesets(): readonly AnyRuleset[] {
  return REGISTERED;
}
