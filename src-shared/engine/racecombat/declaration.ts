/**
 * What the race-combat variant has, declared once (issue 25; the shape and its checks: ../declaration.ts). A league is
 * a championship: a meeting is one or more races, each car (its driver) placed by finishing position or by when it
 * was eliminated; a drivers' championship and a teams' (constructors') one summing their cars' points. Not in any
 * Registered in the build (src-shared/rulesets/racecombat.ts) with its module object (ruleset.ts).
 *
 * The core extensions it needed (gaps.md #28) are the core's now: the countback and latest-round tie-breakers,
 * eliminated entrants (`results.out`) and what they score (a placings table's `out`), and cars per team (its team
 * rules' house rule, which the result checks too).
 */
import type { RulesetDeclaration } from '../declaration';

/**
 * Both championships (gaps.md #24): 10-8-6-5-4-3-2-1, an eliminated car scores nothing, level on points the countback
 * (every place, from the recorded races). The league changes them in one place, the core's standings.
 */
const TABLE = {
  scoring: { kind: 'placings' as const, points: [10, 8, 6, 5, 4, 3, 2, 1], out: 'no-points' as const },
  tieBreakers: ['countback' as const],
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
  // A car's result in a race: eliminated (1) and when, lap and turn (gaps.md #24); a race placed them after the finishers.
  stats: [
    { key: 'eliminations', label: 'Eliminations', better: 'less', breaker: { label: 'Fewer eliminations', help: 'Eliminated in fewer races.' } },
    { key: 'outLap', label: 'Lap eliminated', better: 'more' },
    { key: 'outTurn', label: 'Turn eliminated', better: 'more' },
  ],
  standings: TABLE,
  results: {
    round: { one: 'race', many: 'races' },
    rounds: { min: 1, max: 8 },
    entrant: { kind: 'person', of: 'driver' },
    teamsFrom: 'entrants',
    entrants: TABLE,
    out: { stat: 'eliminations', when: ['outLap', 'outTurn'] },
  },
  // The core draws League and Season; its Match page and team screens are the rcui part's (src-renderer/screens/racecombat/).
  screens: [
    { id: 'league', label: 'League', hint: 'Teams, cars and settings' },
    { id: 'teams', label: 'Teams', hint: 'Build cars, drivers and gunners', needs: { people: ['driver'], money: false } },
    { id: 'match', label: 'Match', hint: 'Run and record a race meeting' },
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
  channels: ['rcTable.state', 'rcTable.preview', 'rcTable.act', 'rcTable.record'],
  // A driver's career, race by race (src-main/services/racecombat/careers.ts), and the cars he put out at the table.
  careerEvents: [
    { kind: 'race-run', label: 'Ran a race' },
    { kind: 'race-won', label: 'Won a race' },
    { kind: 'race-podium', label: 'On the podium' },
    { kind: 'race-eliminated', label: 'Eliminated from a race' },
    { kind: 'race-kill', label: 'Put a car out of a race' },
  ],
};
