import { isRegisteredRuleset, rulesetById } from '../../src-shared/engine/registry';
import { useQuery } from '../api/ApiProvider';

/**
 * The core's services name a team row by the table it lives in ("Added the franchise “Lizards”"); a ruleset whose rules
 * say "team" (Dirty Wheels) reads its own word (RulesetScreens.team, from the screens registry). Journal entries
 * written before are read the same way.
 */
/** What the open league's ruleset calls a team ("franchise", "team", "player"); null until the league is known. */
export function useTeamWords(): { one: string; many: string } | null {
  const ruleset = useQuery('league.get', {}).data?.ruleset;
  return ruleset !== undefined && isRegisteredRuleset(ruleset) ? rulesetById(ruleset).declaration.team : null;
}

export function inTeamWords(text: string, team: { one: string; many: string } | null): string {
  if (!team || team.one === 'franchise') return text;
  return text.replace(/\b([Ff])ranchise(s?)\b/g, (_all, f: string, s: string) => {
    const word = s ? team.many : team.one;
    return f === 'F' ? word[0]!.toUpperCase() + word.slice(1) : word;
  });
}
