import { useEffect, useState } from 'react';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';

/** Whether the league's ruleset has a screen or a part of one (see RulesetCapabilities). */
type Needs = (c: RulesetCapabilities) => boolean;

/**
 * Every screen the app routes to, with the label a refusal names it by ("Dirty Wheels has no Garage screen"); which of
 * them a ruleset lists, under what name and with what hint, is its entry in src-renderer/screens/registry.ts.
 */
export const SCREENS: readonly { id: 'league' | 'garage' | 'roster' | 'team' | 'match' | 'season'; label: string; needs?: Needs }[] = [
  { id: 'league', label: 'League' },
  { id: 'garage', label: 'Garage' },
  { id: 'roster', label: 'Roster', needs: (c) => c.people !== 'none' },
  // Teams of cars with one driver each, built without money (the team.* channels); a ruleset with money buys in the Garage.
  { id: 'team', label: 'Teams', needs: (c) => c.people === 'driver' && !c.money },
  { id: 'match', label: 'Match' },
  { id: 'season', label: 'Season' },
];

export type ScreenId = (typeof SCREENS)[number]['id'];

/**
 * Parts of a screen that only some rulesets have: a tab named at position `at` of the route's rest
 * (`#/season/finances`, `#/match/12/assistant`). The shell refuses a direct link to one the league lacks; a screen
 * leaves the tab out with `partShown` (from ./capabilities).
 */
export const RULESET_PARTS: readonly { screen: ScreenId; at: number; part: string; label: string; needs: Needs }[] = [
  { screen: 'season', at: 0, part: 'finances', label: 'Finances', needs: (c) => c.money },
  { screen: 'season', at: 0, part: 'shopping', label: 'Shopping', needs: (c) => c.money },
  { screen: 'season', at: 0, part: 'end', label: 'Season end', needs: (c) => c.steps.seasonEnd === 'own' },
  { screen: 'match', at: 1, part: 'assistant', label: 'Match assistant', needs: (c) => c.assistant },
];

/** `#/screen/rest…`: the screen, and whatever the screen keeps after it (a tab, a franchise id, a car id). */
export interface Route {
  screen: ScreenId;
  rest: string[];
}

function fromHash(): Route {
  const [id, ...rest] = window.location.hash.replace(/^#\/?/, '').split('/');
  const screen = SCREENS.some((s) => s.id === id) ? (id as ScreenId) : 'league';
  return { screen, rest: screen === id ? rest.filter(Boolean).map(decodeURIComponent) : [] };
}

export function hrefOf(screen: ScreenId, ...rest: (string | number)[]): string {
  return `#/${[screen, ...rest.map((r) => encodeURIComponent(String(r)))].join('/')}`;
}

/** A franchise's page sits inside the League screen, as a team page sits inside its league: #/league/franchise/<id>. */
export const franchiseHref = (id: number): string => hrefOf('league', 'franchise', id);

export function navigate(screen: ScreenId, ...rest: (string | number)[]): void {
  window.location.hash = hrefOf(screen, ...rest);
}

/** Hash routing: a reload keeps the screen (and its tab), and nothing depends on how the page was served. */
export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(fromHash);
  useEffect(() => {
    const onHash = () => setRoute(fromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return route;
}
