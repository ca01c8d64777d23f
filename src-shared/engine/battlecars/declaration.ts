/**
 * What the battlecars-style game has, declared once (issue 21; the shape and its checks: ../declaration.ts). No
 * campaign (gaps.md #23): a generic league where a match is 2–4 players with one vehicle each, placed by the last
 * vehicle or driver standing, with kills and wrecks recorded. Registered in the build (src-shared/rulesets/battlecars.ts).
 */
import type { RulesetDeclaration } from '../declaration';

/** Setting up: "one playing board for a 2 or 3 player game, two for a 4 player game": the declaration's `results.teams`. */
export const BATTLECARS_PLAYERS = { min: 2, max: 4 } as const;

export const battlecarsDeclaration: RulesetDeclaration = {
  id: 'battlecars',
  team: { one: 'player', many: 'players' },
  // One kind of vehicle: whether it is a car or a bike is its card type's (the league's data, cards.ts), so a card type
  // edited from car to bike never leaves a vehicle in a slot of the wrong kind. One vehicle and its driver per player (gaps.md #23).
  vehicles: [{ kind: 'vehicle', one: 'vehicle', many: 'vehicles' }],
  // The pedestrian is the same driver out of the vehicle ("Any hits already received by the Driver remain"), not a kind of its own.
  people: [{ kind: 'driver', one: 'driver', many: 'drivers' }],
  slots: [{ id: 'driver', label: 'Driver', vehicle: 'vehicle', person: 'driver', min: 1, max: 1 }],
  stats: [
    { key: 'kills', label: 'Kills', better: 'more', breaker: { label: 'More kills', help: 'More enemy drivers killed over the period.' } },
    { key: 'wrecks', label: 'Wrecks', better: 'more', breaker: { label: 'More wrecks', help: 'More enemy vehicles wrecked over the period.' } },
  ],
  // Last standing first: 3 points, then 2, 1, 0 for a fourth player (gaps.md #23).
  standings: { scoring: { kind: 'placings', points: [3, 2, 1, 0] }, tieBreakers: [{ stat: 'kills' }, { stat: 'wrecks' }, 'head-to-head', 'roll-off'] },
  // "A 2 to 4 player game" (Setting up): the schedule refuses a game of one player or of five.
  results: {
    round: { one: 'game', many: 'games' },
    rounds: { fixed: 1 },
    entrant: { kind: 'team' },
    teamsFrom: 'teams',
    entrants: null,
    teams: { min: BATTLECARS_PLAYERS.min, max: BATTLECARS_PLAYERS.max },
  },
  // The core draws League and Season; Players and Match are its own (src-renderer/screens/battlecars/).
  screens: [
    { id: 'league', label: 'League', hint: 'Players, card types and settings' },
    { id: 'players', label: 'Players', hint: 'Each player’s vehicle and driver', needs: { people: ['driver'], money: false } },
    { id: 'match', label: 'Match', hint: 'Play and record a game' },
    { id: 'season', label: 'Season', hint: 'Schedule and standings' },
  ],
  parts: [],
  // One vehicle card a vehicle, its driver on it (the driver is a component of the card: Damage › The driver); a roster a player.
  print: {
    kinds: [
      { kind: 'roster', label: 'Roster', by: { id: 'franchiseId', what: 'player' } },
      { kind: 'vehicle', label: 'Vehicle card', by: { id: 'vehicleId', what: 'vehicle' } },
    ],
    otherwise: 'A Battlecars league prints a player’s roster or one vehicle’s card (its driver is on the card).',
  },
  // `league cards`: its card types from the terminal.
  cli: { commands: ['cards'], groupSubs: [] },
  // The league's vehicle card types (gaps.md #4), and the match table (table/).
  channels: ['bcCards.list', 'bcCards.save', 'bcTable.state', 'bcTable.preview', 'bcTable.act'],
  // Kinds of its own: Dirty Wheels already registers `kill`, and the registry refuses a kind two rulesets declare.
  careerEvents: [
    { kind: 'driver-killed', label: 'Driver killed' },
    { kind: 'vehicle-wrecked', label: 'Vehicle wrecked' },
  ],
};
