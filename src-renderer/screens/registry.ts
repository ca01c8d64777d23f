/**
 * Each ruleset's screens, for the shell: which screens its navigation lists, under which names, and the component
 * each one shows, read off the page's build list (src-renderer/rulesets/build.ts, on first use) and any ruleset added
 * after. The shell reaches a ruleset's screens only through here; a ruleset the app has no entry for (or whose
 * `screens` flag is false) runs from the `league` command line, and the shell says so.
 */
import { type ComponentType, createElement } from 'react';
import { checkAgainstDeclaration, DEFAULT_RULESET_ID, isRegisteredRuleset, registeredRulesets } from '../../src-shared/engine/registry';
import type { RulesetDeclaration } from '../../src-shared/engine/declaration';
import { Registry } from '../../src-shared/engine/register';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';
import type { ScreenId } from '../shell/routes';
import { rendererBuildRulesets } from '../rulesets/build';
import { LeagueScreen } from './LeagueScreen';
import type { NavIcon, RulesetScreensEntry } from './rulesetScreens';
import { CORE_SEASON_TAB_LIST } from './season/coreTabs';
import { SeasonScreen } from './season/SeasonScreen';

export interface NavEntry {
  id: ScreenId;
  label: string;
  hint: string;
  component: ComponentType;
  /** Its navigation icon where the ruleset gives one (else the shell's for the core's screens). */
  icon?: NavIcon;
}

export interface RulesetScreens {
  /** The navigation in its order: every screen the ruleset has, its name and what it shows. */
  nav: readonly NavEntry[];
  /** What its screens call a team (its declaration's words). */
  team: RulesetDeclaration['team'];
}

/** The screens the core draws for every ruleset, holding its parts: League (its overview, team page) and Season (its tabs). */
const CORE_DRAWN = ['league', 'season'];

/**
 * A ruleset's screens for the shell: the navigation its declaration lists, each with the component its entry gives,
 * or the core's League and Season screens holding its parts (its Season tabs, or the league core's; its team card,
 * franchise page and founding). An entry lacking a declared screen, or with a screen its declaration does not list,
 * is refused, naming the ruleset and the screen.
 */
function screensOf(declaration: RulesetDeclaration, entry: RulesetScreensEntry): RulesetScreens {
  checkAgainstDeclaration(
    declaration.id,
    'The screens registry (src-renderer/screens/registry.ts)',
    'screens',
    declaration.screens.map((s) => s.id).filter((id) => !CORE_DRAWN.includes(id)),
    Object.keys(entry.components),
  );
  const listed = new Set(declaration.screens.map((s) => s.id));
  for (const id of Object.keys(entry.icons ?? {}))
    if (!listed.has(id))
      throw new Error(
        `The screens registry (src-renderer/screens/registry.ts): ${declaration.id} gives an icon for the screen “${id}”, which its declaration does not list.`,
      );
  const parts = entry.league ?? {};
  const tabs = entry.seasonTabs ?? CORE_SEASON_TAB_LIST;
  const core: Record<string, ComponentType> = {
    league: function League() {
      return createElement(LeagueScreen, { parts });
    },
    season: function Season() {
      return createElement(SeasonScreen, { tabs });
    },
  };
  const nav = declaration.screens.map(
    (s): NavEntry => ({ id: s.id, label: s.label, hint: s.hint, component: (entry.components[s.id] ?? core[s.id])!, icon: entry.icons?.[s.id] }),
  );
  return { team: declaration.team, nav };
}

/**
 * The rulesets' screens, checked: each ruleset registered once and against its declaration; a ruleset that says it has
 * screens (`screens: true`) and has no entry here fails too. Exported for the registration test.
 */
export function registerRulesetScreens(entries: readonly { ruleset: string; screens: RulesetScreensEntry }[]): Readonly<Record<string, RulesetScreens>> {
  const registry = new Registry<RulesetScreens>('ruleset’s screens');
  for (const e of entries) {
    if (!isRegisteredRuleset(e.ruleset)) throw new Error(`The screens register an entry for the ruleset “${e.ruleset}”, which is not registered.`);
    const ruleset = registeredRulesets().find((r) => r.id === e.ruleset)!;
    registry.add(e.ruleset, e.ruleset, screensOf(ruleset.declaration, e.screens));
  }
  for (const r of registeredRulesets())
    if (r.screens && !registry.get(r.id))
      throw new Error(`The ruleset “${r.id}” says it has screens, and src-renderer/screens/registry.ts has no entry for it.`);
  return registry.toRecord();
}

/** The rulesets' screens: the build's, then any added after load; and their screens by ruleset, checked. */
let ENTRIES: { ruleset: string; screens: RulesetScreensEntry }[] | undefined;
let SCREENS: Record<string, RulesetScreens> | undefined;

/** Read on first use, not when this module loads: a ruleset's screens import core screens that import this file. */
function entries(): { ruleset: string; screens: RulesetScreensEntry }[] {
  ENTRIES ??= rendererBuildRulesets().map((e) => ({ ruleset: e.ruleset.id, screens: e.screens }));
  return ENTRIES;
}

/** Each registered ruleset's screens, by its id. */
export function rulesetScreens(): Readonly<Record<string, RulesetScreens>> {
  SCREENS ??= { ...registerRulesetScreens(entries()) };
  return SCREENS;
}

/**
 * The screens of a ruleset registered after load (issue 21: the page's extra ruleset, src-renderer/rulesets/),
 * checked with the build's as one list: a component per screen its declaration lists, the ruleset not registered twice.
 */
export function addRulesetScreens(entry: { ruleset: string; screens: RulesetScreensEntry }): () => void {
  const list = entries();
  const all = registerRulesetScreens([...list, entry]);
  list.push(entry);
  SCREENS = { ...all };
  return () => {
    list.splice(list.indexOf(entry), 1);
    SCREENS = undefined;
  };
}

/** What the shell knows of the open league: the `league.get` fields that choose its screens. */
export interface LeagueScreensInfo {
  ruleset: string;
  screens: boolean;
  capabilities: RulesetCapabilities;
}

/**
 * The open league's screens, or 'command-line' for a ruleset whose screens this build lacks. Until the league is
 * known, Dethmetal's (the default ruleset, which has every screen): a Dethmetal league never flickers.
 */
export function screensFor(info: LeagueScreensInfo | undefined): RulesetScreens | 'command-line' {
  const all = rulesetScreens();
  if (!info) return all[DEFAULT_RULESET_ID]!;
  const entry = Object.hasOwn(all, info.ruleset) ? all[info.ruleset] : undefined;
  return info.screens && entry ? entry : 'command-line';
}
