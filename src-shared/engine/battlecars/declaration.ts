/**
 * What the battlecars-style game has, declared once (issue 21; the shape and its checks: ../declaration.ts). No
 * campaign (gaps.md #23): a generic league where a match is 2–4 players with one vehicle each, placed by the last
 * vehicle or driver standing, with kills and wrecks recorded. Not in any build list yet: the session that wires the
 * ruleset (its module, channels, screens, sheets) registers it and adds its channels and print kinds here.
 */
import type { RulesetDeclaration } from '../declaration';

/** Setting up: "one playing board for a 2 or 3 player game, two for a 4 player game". The declaration has no field for it. */
export const BATTLECARS_PLAYERS = { min: 2, max: 4 } as const;

export const battlecarsDeclaration: RulesetDeclaration = {
  id: 'battlecars',
  team: { one: 'player', many: 'players' },
  vehicles: [
    { kind: 'car', one: 'car', many: 'cars' },
    { kind: 'bike', one: 'bike', many: 'bikes' },
  ],
  // The pedestrian is the same driver out of the vehicle ("Any hits already received by the Driver remain"), not a kind of its own.
  people: [{ kind: 'driver', one: 'driver', many: 'drivers' }],
  slots: [
    { id: 'carDriver', label: 'Driver', vehicle: 'car', person: 'driver', min: 1, max: 1 },
    { id: 'bikeRider', label: 'Rider', vehicle: 'bike', person: 'driver', min: 1, max: 1 },
  ],
  stats: [
    { key: 'kills', label: 'Kills', better: 'more', breaker: { label: 'More kills', help: 'More enemy drivers killed over the period.' } },
    { key: 'wrecks', label: 'Wrecks', better: 'more', breaker: { label: 'More wrecks', help: 'More enemy vehicles wrecked over the period.' } },
  ],
  // Last standing first: 3 points, then 2, 1, 0 for a fourth player (gaps.md #23).
  standings: { scoring: { kind: 'placings', points: [3, 2, 1, 0] }, tieBreakers: [{ stat: 'kills' }, { stat: 'wrecks' }, 'head-to-head', 'roll-off'] },
  results: { round: { one: 'game', many: 'games' }, rounds: { fixed: 1 }, entrant: { kind: 'team' }, teamsFrom: 'teams', entrants: null },
  screens: [
    { id: 'league', label: 'League', hint: 'Players, card types and settings' },
    { id: 'match', label: 'Match', hint: 'Play and record a game' },
    { id: 'season', label: 'Season', hint: 'Schedule and standings' },
  ],
  parts: [],
  print: {
    kinds: [{ kind: 'car', label: 'Vehicle card', by: { id: 'vehicleId', what: 'vehicle' } }],
    otherwise: 'A Battlecars league prints vehicle cards: print a car or a bike (its driver is on its card).',
  },
  cli: { commands: [], groupSubs: [] },
  channels: [],
  // Kinds of its own: Dirty Wheels already registers `kill`, and the registry refuses a kind two rulesets declare.
  careerEvents: [
    { kind: 'driver-killed', label: 'Driver killed' },
    { kind: 'vehicle-wrecked', label: 'Vehicle wrecked' },
  ],
};
