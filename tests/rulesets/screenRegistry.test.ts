/**
 * The renderer's registry of each ruleset's screens (src-renderer/screens/registry.ts): which screens a league's
 * navigation lists, under which names, and when the app shows the command line instead (issue 14).
 */
import { describe, expect, it } from 'vitest';
import { listRulesets } from '../../src-shared/engine/registry';
import { rulesetScreens, screensFor } from '../../src-renderer/screens/registry';
import { missingFromNav, screenShown } from '../../src-renderer/shell/capabilities';

const info = (id: string, screens = true) => {
  const r = listRulesets().find((x) => x.id === id)!;
  return { ruleset: id, screens, capabilities: r.capabilities };
};
const navOf = (id: string) => {
  const s = screensFor(info(id));
  if (s === 'command-line') throw new Error(`${id} has no screens`);
  return s.nav.filter((e) => screenShown(e.id, info(id).capabilities));
};

describe('screens by ruleset', () => {
  it('Dethmetal lists today’s five screens under today’s names: nothing visible changes', () => {
    expect(navOf('dethmetal').map((s) => [s.id, s.label])).toEqual([
      ['league', 'League'],
      ['garage', 'Garage'],
      ['roster', 'Roster'],
      ['match', 'Match'],
      ['season', 'Season'],
    ]);
    expect(screensFor(info('dethmetal'))).toMatchObject({ team: { one: 'franchise', many: 'franchises' } });
  });

  it('Dirty Wheels lists League, Teams, Match and Season; none of Dethmetal’s Garage or Roster, and a link to them names what is missing', () => {
    const nav = navOf('dirtywheels');
    expect(nav.map((s) => s.label)).toEqual(['League', 'Teams', 'Match', 'Season']);
    expect(screensFor(info('dirtywheels'))).toMatchObject({ team: { one: 'team', many: 'teams' } });
    const caps = info('dirtywheels').capabilities;
    expect(missingFromNav({ screen: 'garage', rest: [] }, nav, caps)).toBe('Garage');
    expect(missingFromNav({ screen: 'roster', rest: ['1'] }, nav, caps)).toBe('Roster');
    expect(missingFromNav({ screen: 'team', rest: ['1', 'car', '2'] }, nav, caps)).toBeNull();
    expect(missingFromNav({ screen: 'season', rest: ['finances'] }, nav, caps)).toBe('Finances');
  });

  it('a ruleset whose screens are not in this build (screens: false), or that has no entry here, runs from the command line', () => {
    expect(screensFor(info('dirtywheels', false))).toBe('command-line');
    expect(screensFor({ ...info('dirtywheels'), ruleset: 'nosuchruleset' })).toBe('command-line');
    // Every ruleset that says it has screens has an entry.
    for (const r of listRulesets().filter((x) => x.screens)) expect(rulesetScreens()[r.id], r.id).toBeDefined();
  });

  it('until the league is known, Dethmetal’s screens show (the default ruleset: no flicker)', () => {
    expect(screensFor(undefined)).toBe(rulesetScreens().dethmetal);
  });
});
