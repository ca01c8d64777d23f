/**
 * A race meeting ruleset of the tests alone (shared/rules/race-combat-variant.md: a race meeting of several races, a
 * placing per car, a teams' championship summed from the cars' points beside a cars' championship, points per place
 * 10-8-6-5-4-3-2-1): Dirty Wheels' engine module under another id with its own declaration of results. Registered with
 * `addRuleset` by the tests that use it (tests/services/roundResults.test.ts, the core's round and crew screens in
 * tests/components/match/), and bundled into a page and host by `build.ts` for tests/e2e/rounds-crews.spec.ts. No file
 * outside tests/ names it.
 */
import type { RulesetDeclaration } from '../../../src-shared/engine/declaration';
import { dirtyWheelsRuleset } from '../../../src-shared/engine/dirtywheels';
import type { AnyRuleset } from '../../../src-shared/engine/registry';

export const RACE = 'racetest';

/** The points per place, first to eighth; a win (first place) breaks a tie, then more kills. */
export const PER_PLACE: NonNullable<RulesetDeclaration['standings']> = {
  scoring: { kind: 'placings', points: [10, 8, 6, 5, 4, 3, 2, 1] },
  tieBreakers: ['wins', { stat: 'kills' }],
};

/** Dirty Wheels' module under `id`, with these standings and results, no table, no screens or commands of its own. */
export function testRuleset(id: string, name: string, standings: RulesetDeclaration['standings'], results: RulesetDeclaration['results']): AnyRuleset {
  const dw = dirtyWheelsRuleset as unknown as AnyRuleset;
  return {
    ...dw,
    id,
    name,
    summary: `${name}, for the generic results test only.`,
    // Dirty Wheels' table plays Dirty Wheels: a ruleset carries its own (or none).
    table: null,
    standings: () => standings,
    declaration: {
      ...dw.declaration,
      id,
      standings,
      results,
      screens: dw.declaration.screens.filter((s) => s.id !== 'team'),
      print: { kinds: [], otherwise: `${name} prints nothing.` },
      cli: { commands: [], groupSubs: [] },
      channels: [],
      careerEvents: [],
    },
  };
}

/** A race meeting: 1 to 4 races a meeting, a placing per car, both championships by points per place. */
export const raceRuleset = testRuleset(RACE, 'Race meeting (test)', PER_PLACE, {
  round: { one: 'race', many: 'races' },
  rounds: { min: 1, max: 4 },
  entrant: { kind: 'vehicle', of: 'car' },
  teamsFrom: 'entrants',
  entrants: PER_PLACE,
});
