/**
 * What the race-combat variant has, declared once (issue 25; the shape and its checks: ../declaration.ts). A league is
 * a championship: a meeting is one or more races, each car (its driver) placed by finishing position or by when it
 * was eliminated; a drivers' championship and a teams' (constructors') one summing their cars' points. Not in any
 * Registered in the build (src-shared/rulesets/racecombat.ts) with its module object (ruleset.ts).
 *
 * What the core's declaration cannot say (gaps.md #28, "core extension needed"): a full countback (only wins and the
 * places declared as stats below break ties), the latest-race tie-breaker, and how many cars a team runs.
 */
import type { RulesetDeclaration } from '../declaration';

/** Racing countback as far as the core can say it: wins, then these places, each a stat the results record. */
const PLACE_STATS = [
  { key: 'seconds', label: 'Second places', better: 'more', breaker: { label: 'More second places', help: 'Level on points and wins: more second places.' } },
  { key: 'thirds', label: 'Third places', better: 'more', breaker: { label: 'More third places', help: 'Level so far: more third places.' } },
] as const;

const TABLE = {
  scoring: { kind: 'placings' as const, points: [10, 8, 6, 5, 4, 3, 2, 1] },
  tieBreakers: ['wins' as const, { stat: 'seconds' }, { stat: 'thirds' }],
};

export const racecombatDeclaration: RulesetDeclaration = {
  id: 'racecombat',
  team: { one: 'team', many: 'teams' },
  vehicles: [{ kind: 'car', one: 'car', many: 'cars' }],
  people: [
    { kind: 'driver', one: 'driver', many: 'drivers' },
    { kind: 'gunner', one: 'gunner', many: 'gunners' },
  ],
  slots: [
    { id: 'carDriver', label: 'Driver', vehicle: 'car', person: 'driver', min: 1, max: 1 },
    // "A gunner means that the vehicle may fire another weapon (or set) at any time in the turn."
    { id: 'carGunner', label: 'Gunner', vehicle: 'car', person: 'gunner', min: 0, max: 1 },
  ],
  stats: [...PLACE_STATS.map((s) => ({ ...s, breaker: { ...s.breaker } })), { key: 'eliminations', label: 'Eliminations', better: 'less' }],
  standings: TABLE,
  results: {
    round: { one: 'race', many: 'races' },
    rounds: { min: 1, max: 8 },
    entrant: { kind: 'person', of: 'driver' },
    teamsFrom: 'entrants',
    entrants: TABLE,
  },
  // The core draws League and Season; its Match page and team screens are the rcui part's (src-renderer/screens/racecombat/).
  screens: [
    { id: 'league', label: 'League', hint: 'Teams, cars and settings' },
    { id: 'season', label: 'Season', hint: 'Calendar and championships' },
  ],
  parts: [],
  // Its car sheet is the sheets part's (src-main/sheets/racecombat/).
  print: {
    kinds: [
      { kind: 'car', label: 'Car sheet', by: { id: 'vehicleId', what: 'car' } },
      { kind: 'team', label: 'Team roster', by: { id: 'franchiseId', what: 'team' } },
    ],
    otherwise: 'A race-combat league prints a car’s sheet (its driver and gunner on it) or a team’s roster with its car sheets.',
  },
  cli: { commands: [], groupSubs: [] },
  channels: [],
  careerEvents: [{ kind: 'race-eliminated', label: 'Eliminated from a race' }],
};
