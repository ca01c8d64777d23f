import { useEffect, useState } from 'react';
import { meetsGate } from '../../src-shared/engine/declaration';
import { registeredDeclarations } from '../../src-shared/engine/registry';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';

/** Whether the league's ruleset has a screen or a part of one (see RulesetCapabilities). */
type Needs = (c: RulesetCapabilities) => boolean;

/**
 * A screen's id in the route (`#/garage`): the core's League, Match and Season, and whatever screens the registered
 * rulesets declare (src-shared/engine/<id>/declaration.ts), not a closed list a new ruleset would edit.
 */
export type ScreenId = string;

/**
 * Every screen the app routes to, with the label a refusal names it by ("Dirty Wheels has no Garage screen") and the
 * capabilities it needs, read off the registered rulesets' declarations in their navigation order (a screen one
 * ruleset lists and another does not goes before the next screen it lists that is already known). Which of them a
 * league lists is its ruleset's declaration; their components, src-renderer/screens/registry.ts.
 */
export const SCREENS: readonly { id: ScreenId; label: string; needs?: Needs }[] = screensOfDeclarations();

/**
 * Read the declarations again after a ruleset is added to the page (src-renderer/rulesets/): the same arrays, so
 * every module holding them sees its screens and parts.
 */
export function refreshRoutes(): void {
  (SCREENS as { id: ScreenId; label: string; needs?: Needs }[]).splice(0, SCREENS.length, ...screensOfDeclarations());
  (RULESET_PARTS as (typeof RULESET_PARTS)[number][]).splice(0, RULESET_PARTS.length, ...partsOfDeclarations());
}

function screensOfDeclarations(): { id: ScreenId; label: string; needs?: Needs }[] {
  const out: { id: ScreenId; label: string; needs?: Needs }[] = [];
  for (const d of registeredDeclarations()) {
    d.screens.forEach((s, i) => {
      if (out.some((o) => o.id === s.id)) return;
      const next = d.screens.slice(i + 1).find((n) => out.some((o) => o.id === n.id));
      const at = next ? out.findIndex((o) => o.id === next.id) : out.length;
      const gate = s.needs;
      out.splice(at, 0, { id: s.id, label: s.label, ...(gate ? { needs: (c: RulesetCapabilities) => meetsGate(gate, c) } : {}) });
    });
  }
  return out;
}

/**
 * Parts of a screen that only some rulesets have: a tab named at position `at` of the route's rest
 * (`#/season/finances`, `#/match/12/assistant`), as the rulesets declare them. The shell refuses a direct link to one
 * the league lacks; a screen leaves the tab out with `partShown` (from ./capabilities).
 */
export const RULESET_PARTS: readonly { screen: ScreenId; at: number; part: string; label: string; needs: Needs }[] = partsOfDeclarations();

function partsOfDeclarations() {
  return registeredDeclarations().flatMap((d) =>
    d.parts.map((p) => ({ screen: p.screen, at: p.at, part: p.part, label: p.label, needs: (c: RulesetCapabilities) => meetsGate(p.needs, c) })),
  );
}

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
