/**
 * What the open league's ruleset has, for the shell and the screens: the navigation lists only the screens it has,
 * a screen lists only the tabs it has, and a link to anything else says the ruleset has no such screen.
 * Until the league is known everything shows, so a Dethmetal league (which has everything) never flickers.
 */
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';
import { useQuery } from '../api/ApiProvider';
import { RULESET_PARTS, SCREENS, type Route, type ScreenId } from './routes';

export function useCapabilities(): RulesetCapabilities | undefined {
  return useQuery('league.get', {}).data?.capabilities;
}

export function screenShown(id: ScreenId, caps: RulesetCapabilities | undefined): boolean {
  const needs = SCREENS.find((s) => s.id === id)?.needs;
  return !caps || !needs || needs(caps);
}

export function partShown(screen: ScreenId, part: string, caps: RulesetCapabilities | undefined): boolean {
  const gate = RULESET_PARTS.find((p) => p.screen === screen && p.part === part);
  return !caps || !gate || gate.needs(caps);
}

/** The screen or part a route points at that the ruleset does not have, by its label; null when it has it. */
export function missingFromRuleset(route: Route, caps: RulesetCapabilities | undefined): string | null {
  if (!screenShown(route.screen, caps)) return SCREENS.find((s) => s.id === route.screen)!.label;
  const part = RULESET_PARTS.find((p) => p.screen === route.screen && route.rest[p.at] === p.part);
  return part && !partShown(route.screen, part.part, caps) ? part.label : null;
}

/**
 * As missingFromRuleset, for the navigation a ruleset's screens give (src-renderer/screens/registry.ts): a screen
 * that is not in it is missing too (a Dirty Wheels league has no Garage: its teams are built on Teams).
 */
export function missingFromNav(route: Route, nav: readonly { id: ScreenId }[], caps: RulesetCapabilities | undefined): string | null {
  if (caps && !nav.some((s) => s.id === route.screen)) return SCREENS.find((s) => s.id === route.screen)!.label;
  return missingFromRuleset(route, caps);
}
