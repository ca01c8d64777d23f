/**
 * Issue 21, the renderer's layer: each ruleset's screens are registered from one list (src-renderer/screens/registry.ts)
 * against its declaration, which gives the navigation's order, labels and hints and the word for a team; the route
 * table (shell/routes.ts) and the tabs only some rulesets have are read off the declarations, not closed lists.
 */
import { describe, expect, it } from 'vitest';
import { BATTLECARS_SCREENS } from '../../src-renderer/screens/battlecars';
import { DETHMETAL_SCREENS } from '../../src-renderer/screens/dethmetal';
import { DIRTY_WHEELS_SCREENS } from '../../src-renderer/screens/dirtywheels';
import { rulesetScreens, registerRulesetScreens } from '../../src-renderer/screens/registry';
import { RULESET_PARTS, SCREENS } from '../../src-renderer/shell/routes';
import { registeredRulesets } from '../../src-shared/engine/registry';

const dw = { ruleset: 'dirtywheels', screens: DIRTY_WHEELS_SCREENS };
const dm = { ruleset: 'dethmetal', screens: DETHMETAL_SCREENS };
const Pitlane = () => null;

describe('the renderer registers each ruleset’s screens against its declaration', () => {
  it('the navigation is the declaration’s, in its order and words, each screen with a component', () => {
    for (const r of registeredRulesets()) {
      const screens = rulesetScreens()[r.id]!;
      expect(screens.nav.map((s) => [s.id, s.label, s.hint])).toEqual(r.declaration.screens.map((s) => [s.id, s.label, s.hint]));
      for (const s of screens.nav) expect(typeof s.component, `${r.id} ${s.id}`).toBe('function');
      expect(screens.team).toEqual(r.declaration.team);
    }
  });

  it('a renderer lacking a declared screen fails at registration, naming the ruleset and the screen', () => {
    const { roster: _roster, ...components } = DETHMETAL_SCREENS.components;
    expect(() => registerRulesetScreens([{ ruleset: 'dethmetal', screens: { ...DETHMETAL_SCREENS, components } }, dw])).toThrow(
      'The screens registry (src-renderer/screens/registry.ts) lacks the screens “roster” that the ruleset “dethmetal” declares (src-shared/engine/dethmetal/declaration.ts).',
    );
    expect(() => registerRulesetScreens([dm])).toThrow(
      'The ruleset “dirtywheels” says it has screens, and src-renderer/screens/registry.ts has no entry for it.',
    );
  });

  it('a screen the declaration does not list, an unknown ruleset, or a ruleset registered twice is refused', () => {
    const extra = { ...DIRTY_WHEELS_SCREENS, components: { ...DIRTY_WHEELS_SCREENS.components, pitlane: Pitlane } };
    expect(() => registerRulesetScreens([dm, { ruleset: 'dirtywheels', screens: extra }])).toThrow(
      'registers the screens “pitlane” for the ruleset “dirtywheels”, which its declaration does not list',
    );
    expect(() => registerRulesetScreens([dm, dw, { ruleset: 'nosuchruleset', screens: DIRTY_WHEELS_SCREENS }])).toThrow(
      'The screens register an entry for the ruleset “nosuchruleset”, which is not registered.',
    );
    expect(() => registerRulesetScreens([dm, dw, dw])).toThrow('The ruleset’s screens “dirtywheels” is registered twice by “dirtywheels”');
  });

  it('a ruleset’s own screen carries the icon its entry gives; an icon for a screen it does not declare is refused', () => {
    expect(rulesetScreens().battlecars!.nav.find((s) => s.id === 'players')!.icon).toBe(BATTLECARS_SCREENS.icons!.players);
    // The core's screens keep the shell's icons (none from the entry).
    expect(rulesetScreens().battlecars!.nav.find((s) => s.id === 'league')!.icon).toBeUndefined();
    const bc = { ruleset: 'battlecars', screens: { ...BATTLECARS_SCREENS, icons: { pitlane: Pitlane } } };
    expect(() => registerRulesetScreens([dm, dw, bc])).toThrow('battlecars gives an icon for the screen “pitlane”, which its declaration does not list.');
  });

  it('the routes are every declared screen, in the rulesets’ order, and the tabs only some have are theirs', () => {
    expect(SCREENS.map((s) => [s.id, s.label])).toEqual([
      ['league', 'League'],
      ['garage', 'Garage'],
      ['roster', 'Roster'],
      ['team', 'Teams'],
      ['players', 'Players'],
      ['teams', 'Teams'],
      ['gangs', 'Gangs'],
      ['match', 'Match'],
      ['season', 'Season'],
    ]);
    expect(RULESET_PARTS.map((p) => `${p.screen}/${p.part}`)).toEqual(
      registeredRulesets().flatMap((r) => r.declaration.parts.map((p) => `${p.screen}/${p.part}`)),
    );
  });
});
