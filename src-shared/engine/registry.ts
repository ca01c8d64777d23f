/**
 * The rulesets this build knows, keyed by the id a league file stores in `league.ruleset`. Generic code (services,
 * sheets, screens, the CLI) reaches a league's rules only through `rulesetById(league.ruleset)`. The build's rulesets
 * are read off the build list (src-shared/rulesets/build.ts, see ARCHITECTURE.md "How to add a ruleset"), each
 * declaration checked when this module loads; two rulesets may not share an id, a channel, a command or a screen of
 * their own.
 */
import { CORE_CAREER_EVENTS, CORE_SCREENS, checkDeclaration, type RulesetDeclaration } from './declaration';
// The build list is the one import here from outside the engine: its entries carry each ruleset's channels beside its
// module, and this registry reads only the modules. No engine file imports the contract.
import { BUILD_RULESETS } from '../rulesets/build';
import { checkTableDef } from './core/table';
import { Registry } from './register';
import type { Ruleset, RulesetCapabilities } from './ruleset';

/** Generic code knows no ruleset's own types: it sees every ruleset through the unknown-typed interface. */
export type AnyRuleset = Ruleset<unknown, unknown, unknown, unknown, unknown, unknown>;

/** The ruleset a league file made before rulesets were chosen uses (the column's default since the first schema). */
export const DEFAULT_RULESET_ID = 'dethmetal';

/**
 * The rulesets of a build, checked: each declaration valid and naming its ruleset's id, and no id, channel, own
 * command, own sub-command, own screen, Season or Match tab, career event kind or match table prefix declared by two
 * of them; a ruleset's match table plays that ruleset (core/table.ts `checkTableDef`). Exported
 * for the registration tests; this module registers the build's list (src-shared/rulesets/build.ts) below.
 */
export function registerRulesets(list: readonly AnyRuleset[]): ReadonlyMap<string, AnyRuleset> {
  const ids = new Registry<AnyRuleset>('ruleset id');
  const channels = new Registry<true>('ruleset channel');
  const commands = new Registry<true>('ruleset command');
  const screens = new Registry<true>('screen');
  const parts = new Registry<true>('screen part');
  const careers = new Registry<true>('career event kind');
  const tableOps = new Registry<true>('match table operations’ prefix');
  for (const k of CORE_CAREER_EVENTS) careers.add('core', k, true);
  for (const r of list) {
    const d = checkDeclaration(r.declaration);
    if (d.id !== r.id) throw new Error(`The ruleset “${r.id}” carries the declaration of “${d.id}”: a ruleset declares itself.`);
    ids.add(r.id, r.id, r);
    for (const c of d.channels) channels.add(r.id, c, true);
    for (const c of d.cli.commands) commands.add(r.id, c, true);
    for (const g of d.cli.groupSubs) for (const sub of g.subs) commands.add(r.id, `${g.group} ${sub}`, true);
    // League, Match and Season are the core's screens, listed by every ruleset; any other screen is one ruleset's.
    for (const s of d.screens) if (!CORE_SCREENS.includes(s.id)) screens.add(r.id, s.id, true);
    for (const p of d.parts) parts.add(r.id, `${p.screen}/${p.part}`, true);
    for (const k of d.careerEvents) careers.add(r.id, k.kind, true);
    // Its match table plays it, and no two tables share an operations' prefix (the match log and the dice log read it).
    if (r.table) {
      checkTableDef(r.id, r.table);
      tableOps.add(r.id, r.table.ops, true);
    }
  }
  return new Map(ids.names().map((id) => [id, ids.get(id)!]));
}

const BY_ID = new Map<string, AnyRuleset>(registerRulesets(BUILD_RULESETS.map((e) => e.ruleset)));

/** The listed rulesets: the build's, then any a process added with `listed` (src-main/rulesets/, src-renderer/rulesets/). */
const REGISTERED: AnyRuleset[] = [...BY_ID.values()];

/**
 * Add a ruleset not in this build's list (issue 21), checked as the build's are (its declaration, and nothing it
 * declares already another's; an id registered twice is refused). Unlisted (a service test's ruleset), it is known by
 * id (`rulesetById`, leagues of it open) while `listRulesets` stays the build's; `listed` (a process's extra ruleset,
 * added through its entry point's `rulesets`), the New League dialog, `league rulesets`, the routes and the contract
 * test see it too. Returns the way to take it off again.
 */
export function addRuleset(ruleset: AnyRuleset, options: { listed?: boolean } = {}): () => void {
  registerRulesets([...BY_ID.values(), ruleset]);
  BY_ID.set(ruleset.id, ruleset);
  if (options.listed) REGISTERED.push(ruleset);
  return () => {
    BY_ID.delete(ruleset.id);
    const at = REGISTERED.indexOf(ruleset);
    if (at >= 0) REGISTERED.splice(at, 1);
  };
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

/** Every career event kind a league may hold: the core's and each registered ruleset's. */
export const careerEventKinds = (): string[] => [...CORE_CAREER_EVENTS, ...REGISTERED.flatMap((r) => r.declaration.careerEvents.map((k) => k.kind))];

/** Every registered ruleset's declaration, in registration order: what each process checks its registrations against. */
export function registeredDeclarations(): readonly RulesetDeclaration[] {
  return REGISTERED.map((r) => r.declaration);
}

/** The declaration of a registered ruleset (throws naming the known ones for another id). */
export const declarationOf = (id: string): RulesetDeclaration => rulesetById(id).declaration;

/**
 * Check one layer's registrations of a ruleset against what it declares: `has` the names the layer registered (its
 * sheets' print kinds, its screens, its commands), `declared` the names the declaration lists. Both ways: a declared
 * name the layer lacks, and a registered name the declaration does not list, fail with the ruleset and the layer named.
 */
export function checkAgainstDeclaration(ruleset: string, layer: string, what: string, declared: readonly string[], has: readonly string[]): void {
  const missing = declared.filter((n) => !has.includes(n));
  const undeclared = has.filter((n) => !declared.includes(n));
  const list = (names: string[]) => names.map((n) => `“${n}”`).join(', ');
  if (missing.length)
    throw new Error(`${layer} lacks the ${what} ${list(missing)} that the ruleset “${ruleset}” declares (src-shared/engine/${ruleset}/declaration.ts).`);
  if (undeclared.length)
    throw new Error(
      `${layer} registers the ${what} ${list(undeclared)} for the ruleset “${ruleset}”, which its declaration does not list (src-shared/engine/${ruleset}/declaration.ts).`,
    );
}
