/**
 * The race meeting's entries (tests/rulesets/race/engine.ts) for a host and page built with it (`build.ts`): main gets its
 * team building through Dirty Wheels' rules; the page draws its Match screen with the core's meeting page
 * (`RoundsMatchPage`: the rounds result form, the crews), everything else the core's.
 */
import type { MainRulesetEntry } from '../../../src-main/rulesets';
import type { RendererRulesetEntry } from '../../../src-renderer/rulesets';
import { RoundsMatchPage } from '../../../src-renderer/screens/match/RoundsMatchPage';
import { matchSlot } from '../../../src-renderer/shell/MatchSlot';
import { raceRuleset } from './engine';
import { raceServices } from './services';

export const raceMain: MainRulesetEntry = { ruleset: raceRuleset, channels: {}, services: raceServices, handlers: {} };

export const raceRenderer: RendererRulesetEntry = {
  ruleset: raceRuleset,
  channels: {},
  screens: {
    components: {
      match: matchSlot(RoundsMatchPage, {
        empty: 'Schedule a race meeting on the Season screen; each opens here to record its races.',
        action: { scheduled: 'Record the races', ready: 'Record the races', inPlay: 'Record the races', recorded: 'See the races' },
      }),
    },
  },
};
