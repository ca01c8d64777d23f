/**
 * The app shows only what the league's ruleset has: which screens the navigation lists, which tabs a screen keeps,
 * and what a direct link to anything else lands on (src-renderer/shell/capabilities.ts over routes.ts).
 */
import { describe, expect, it } from 'vitest';
import { listRulesets } from '../../src-shared/engine/registry';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';
import { missingFromRuleset, partShown, screenShown } from '../../src-renderer/shell/capabilities';
import { RULESET_PARTS, SCREENS, type ScreenId } from '../../src-renderer/shell/routes';

const everything: RulesetCapabilities = {
  people: 'crew',
  money: true,
  steps: { afterResult: 'own', seasonEnd: 'own' },
  schedule: { eventFields: true, seasonLength: true },
  assistant: true,
  calculators: true,
  sheets: ['vehicle', 'person', 'team'],
};
const bare: RulesetCapabilities = {
  people: 'none',
  money: false,
  steps: { afterResult: 'none', seasonEnd: 'none' },
  schedule: { eventFields: false, seasonLength: false },
  assistant: false,
  calculators: false,
  sheets: ['vehicle'],
};
const shown = (caps: RulesetCapabilities | undefined) => SCREENS.filter((s) => screenShown(s.id, caps)).map((s) => s.id);
const route = (screen: ScreenId, ...rest: string[]) => ({ screen, rest });

describe('screens by capability', () => {
  it('Dethmetal has every screen and every tab: nothing visible changes for a Dethmetal league', () => {
    const dethmetal = listRulesets().find((r) => r.id === 'dethmetal')!.capabilities;
    expect(shown(dethmetal)).toEqual(['league', 'garage', 'roster', 'match', 'season']);
    for (const p of RULESET_PARTS) expect(partShown(p.screen, p.part, dethmetal)).toBe(true);
    expect(missingFromRuleset(route('season', 'finances'), dethmetal)).toBeNull();
  });

  it('a ruleset without people has no Roster; a driver or crew ruleset has one', () => {
    expect(shown(bare)).toEqual(['league', 'garage', 'match', 'season']);
    expect(shown({ ...bare, people: 'driver' })).toContain('roster');
    expect(shown({ ...bare, people: 'crew' })).toContain('roster');
  });

  it('only a ruleset with money has Finances and Shopping; only one with a campaign has Season end; only one with an assistant has it', () => {
    expect(partShown('season', 'finances', bare)).toBe(false);
    expect(partShown('season', 'shopping', bare)).toBe(false);
    expect(partShown('season', 'finances', { ...bare, money: true })).toBe(true);
    expect(partShown('season', 'end', bare)).toBe(false);
    expect(partShown('season', 'end', { ...bare, steps: { afterResult: 'none', seasonEnd: 'own' } })).toBe(true);
    // A season-end step the core runs (season.close) needs no tab of its own: Close season runs it.
    expect(partShown('season', 'end', { ...bare, steps: { afterResult: 'core', seasonEnd: 'core' } })).toBe(false);
    expect(partShown('match', 'assistant', bare)).toBe(false);
    expect(partShown('match', 'assistant', { ...bare, assistant: true })).toBe(true);
    // Tabs every ruleset has are never gated.
    expect(partShown('season', 'standings', bare)).toBe(true);
    expect(partShown('match', 'result', bare)).toBe(true);
  });

  it('a direct link to a screen or tab the ruleset lacks names it; links to what it has name nothing', () => {
    expect(missingFromRuleset(route('roster', '3', 'c', '7'), bare)).toBe('Roster');
    expect(missingFromRuleset(route('season', 'finances'), bare)).toBe('Finances');
    expect(missingFromRuleset(route('match', '12', 'assistant'), bare)).toBe('Match assistant');
    expect(missingFromRuleset(route('match', '12', 'result'), bare)).toBeNull();
    // "assistant" only means the tab at its own place in the route: a match numbered like it is no tab.
    expect(missingFromRuleset(route('match', 'assistant'), bare)).toBeNull();
    expect(missingFromRuleset(route('season'), bare)).toBeNull();
    expect(missingFromRuleset(route('league', 'settings'), everything)).toBeNull();
  });

  it('until the league is known, everything shows (no flicker for a league that has it all)', () => {
    expect(shown(undefined)).toHaveLength(SCREENS.length);
    expect(missingFromRuleset(route('roster'), undefined)).toBeNull();
  });
});
