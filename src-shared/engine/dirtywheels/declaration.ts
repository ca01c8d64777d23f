/**
 * What Dirty Wheels has, declared once (issue 21; the shape and its checks: ../declaration.ts). Every process checks
 * its registrations of Dirty Wheels against this: its channels, handlers, commands, sheets and screens.
 */
import type { RulesetDeclaration } from '../declaration';

export const dirtyWheelsDeclaration: RulesetDeclaration = {
  id: 'dirtywheels',
  team: { one: 'team', many: 'teams' },
  vehicles: [{ kind: 'car', one: 'car', many: 'cars' }],
  people: [{ kind: 'driver', one: 'driver', many: 'drivers' }],
  // One driver per car (Building a team).
  slots: [{ id: 'driver', label: 'Driver', vehicle: 'car', person: 'driver', min: 1, max: 1 }],
  // gaps.md #31: kills are the stat the league records and breaks ties on.
  stats: [{ key: 'kills', label: 'Kills', better: 'more' }],
  standings: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', { stat: 'kills' }, 'roll-off'] },
  // A game is one round between the teams; a result may also be given per car (its kills), no drivers' table.
  results: { round: { one: 'game', many: 'games' }, rounds: { fixed: 1 }, entrant: { kind: 'vehicle', of: 'car' }, teamsFrom: 'teams', entrants: null },
  screens: [
    { id: 'league', label: 'League', hint: 'Teams, settings and activity' },
    { id: 'team', label: 'Teams', hint: 'Build cars and drivers', needs: { people: ['driver'], money: false } },
    { id: 'match', label: 'Match', hint: 'Play and record a game' },
    { id: 'season', label: 'Season', hint: 'Schedule and standings' },
  ],
  parts: [],
  print: {
    kinds: [
      { kind: 'franchise', label: 'Team sheet', by: { id: 'franchiseId', what: 'franchise' } },
      { kind: 'car', label: 'Car card', by: { id: 'vehicleId', what: 'car' } },
    ],
    otherwise: 'A Dirty Wheels league prints team sheets: print a team, or one of its cars (its driver is on its card).',
  },
  // Its match table is played from the terminal by the core's `league match table`, in its words (no command of its own).
  cli: { commands: [], groupSubs: [] },
  channels: ['dwTable.state', 'dwTable.preview', 'dwTable.act'],
  careerEvents: [
    { kind: 'kill', label: 'Kill' },
    { kind: 'destroyed', label: 'Destroyed' },
  ],
};
