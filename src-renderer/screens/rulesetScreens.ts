/**
 * The shape of a ruleset's screens entry, the one thing its folder (`screens/<id>/index.ts`) exports to the core.
 * The core screens (League, Season) are built from it by `screens/registry.ts`, so they never import a ruleset.
 */
import type { ComponentType } from 'react';
import type { SeasonView } from '../../src-shared/ipc';
import type { ScreenId } from '../shell/routes';

/** A tab of the Season screen: its id in the URL (`#/season/<value>`), its label and icon, what it shows. */
export interface SeasonTab {
  value: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  component: ComponentType<{ season: SeasonView | null }>;
}

/** Parts of the League screen a ruleset may bring: how its overview lists teams, a team's page, founding a team. */
export interface LeagueParts {
  /** Replaces the money-and-founding overview (Dethmetal's) with a plain card of teams. */
  teams?: ComponentType;
  /** `#/league/franchise/<id>` */
  franchisePage?: ComponentType<{ id: number }>;
  /** `#/league/found[/<id>]` */
  foundingWizard?: ComponentType<{ franchiseId?: number }>;
}

/** A screen in the ruleset's navigation; the core's League and Season screens leave `component` out. */
export interface RulesetNavEntry {
  id: ScreenId;
  label: string;
  hint: string;
  component?: ComponentType;
}

export interface RulesetScreensEntry {
  /**
   * What the screens call a team (the `franchises` rows every ruleset keeps): Dethmetal's rules run franchises with
   * money; Dirty Wheels' rules say "team".
   */
  team: { one: string; many: string };
  /** The navigation in its order: every screen the ruleset has, its name and what it shows. */
  nav: readonly RulesetNavEntry[];
  /**
   * The Season screen's tabs in their order; left out, the league core's (schedule, standings, close, past seasons).
   * A tab named in `RULESET_PARTS` (shell/routes.ts) still shows only where the league's capabilities allow it.
   */
  seasonTabs?: readonly SeasonTab[];
  league?: LeagueParts;
}
