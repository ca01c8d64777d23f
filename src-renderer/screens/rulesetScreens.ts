/**
 * The shape of a ruleset's screens entry, the one thing its folder (`screens/<id>/index.ts`) exports to the core.
 * The core screens (League, Season) are built from it by `screens/registry.ts`, so they never import a ruleset.
 */
import type { ComponentType } from 'react';
import type { SeasonView } from '../../src-shared/ipc';

/** An icon of the navigation (a Tabler icon). */
export type NavIcon = ComponentType<{ size?: number; stroke?: number }>;

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
  /**
   * League › Settings: the league's own data its organizer edits beside the house rules (Battlecars' vehicle card
   * types), drawn above them with its own save through its own channels.
   */
  settings?: ComponentType;
}

export interface RulesetScreensEntry {
  /**
   * The component of each screen its declaration lists (src-shared/engine/<id>/declaration.ts: the navigation's order,
   * labels and hints, the word for a team), by screen id; the core draws League and Season. The registry
   * (screens/registry.ts) refuses an entry lacking a declared screen, or with one its declaration does not list.
   */
  components: Readonly<Record<string, ComponentType>>;
  /**
   * The navigation's icon of a screen of its own (Battlecars' Players), by screen id; the core's screens have theirs,
   * and a screen with none shows the app's flag.
   */
  icons?: Readonly<Record<string, NavIcon>>;
  /**
   * The Season screen's tabs in their order; left out, the league core's (schedule, standings, close, past seasons).
   * A tab its declaration names among its `parts` still shows only where the league's capabilities allow it.
   */
  seasonTabs?: readonly SeasonTab[];
  league?: LeagueParts;
}
