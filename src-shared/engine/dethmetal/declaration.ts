/**
 * What Dethmetal has, declared once (issue 21; the shape and its checks: ../declaration.ts). Every process checks its
 * registrations of Dethmetal against this: its channels, handlers, commands, sheets and screens.
 */
import type { RulesetDeclaration } from '../declaration';

/** The kinds of career event Dethmetal's services write, beside the core's games (win, draw, loss). */
export const DETHMETAL_CAREER_EVENTS = [
  { kind: 'hired', label: 'Hired' },
  { kind: 'released', label: 'Released' },
  { kind: 'traded', label: 'Traded' },
  { kind: 'drafted', label: 'Drafted' },
  { kind: 'contracted', label: 'Contracted' },
  { kind: 'level', label: 'Level' },
  { kind: 'quirk', label: 'Quirk' },
  { kind: 'cloned', label: 'Cloned' },
  { kind: 'retired', label: 'Retired' },
  { kind: 'missed-match', label: 'Missed a match' },
  { kind: 'out-for-season', label: 'Out for the season' },
] as const;

export const dethmetalDeclaration: RulesetDeclaration = {
  id: 'dethmetal',
  team: { one: 'franchise', many: 'franchises' },
  vehicles: [{ kind: 'car', one: 'car', many: 'cars' }],
  // Part II: a franchise's competitors drive or gun; which one a competitor is in a match is his slot, not his kind.
  people: [{ kind: 'competitor', one: 'competitor', many: 'competitors' }],
  slots: [
    { id: 'driver', label: 'Driver', vehicle: 'car', person: 'competitor', min: 1, max: 1 },
    { id: 'gunner', label: 'Gunner', vehicle: 'car', person: 'competitor', min: 0, max: 1 },
  ],
  // gaps.md #84: the third tie-breaker, fewer of the team's own people out of action.
  stats: [
    {
      key: 'outOfAction',
      label: 'Out of action',
      better: 'less',
      breaker: { label: 'Fewer out of action', help: 'Fewer of the team’s own people out of action.' },
    },
  ],
  // The house rule “Standings tie-breakers” at its default (campaign/ranking.ts); race points are the ruleset's own.
  standings: { scoring: { kind: 'ruleset' }, tieBreakers: ['wins', 'head-to-head', { stat: 'outOfAction', better: 'less' }, 'roll-off'] },
  screens: [
    { id: 'league', label: 'League', hint: 'Franchises, settings and activity' },
    { id: 'garage', label: 'Garage', hint: 'Design, buy and refit cars' },
    { id: 'roster', label: 'Roster', hint: 'Competitors, hiring and advancement', needs: { people: ['driver', 'crew'] } },
    { id: 'match', label: 'Match', hint: 'Set up, run and record matches' },
    { id: 'season', label: 'Season', hint: 'Schedule, standings and season end' },
  ],
  parts: [
    { screen: 'season', at: 0, part: 'finances', label: 'Finances', needs: { money: true } },
    { screen: 'season', at: 0, part: 'shopping', label: 'Shopping', needs: { money: true } },
    { screen: 'season', at: 0, part: 'end', label: 'Season end', needs: { seasonEnd: 'own' } },
    { screen: 'match', at: 1, part: 'assistant', label: 'Match assistant', needs: { assistant: true } },
  ],
  print: {
    kinds: [
      { kind: 'car', label: 'Car sheet', by: { id: 'vehicleId', what: 'car' } },
      { kind: 'driver', label: 'Driver sheet', by: { id: 'competitorId', what: 'competitor' } },
      { kind: 'franchise', label: 'A franchise’s sheets', by: { id: 'franchiseId', what: 'franchise' } },
      { kind: 'match', label: 'Match night', by: { id: 'matchId', what: 'match' } },
    ],
  },
  cli: {
    commands: ['hire', 'release', 'trade', 'car', 'stores', 'mechanic', 'party', 'money'],
    groupSubs: [
      { group: 'match', subs: ['show', 'act', 'prematch', 'assign', 'record'] },
      { group: 'season', subs: ['end'] },
    ],
  },
  channels: [
    'franchise.found',
    'franchise.details',
    'franchise.overviews',
    'franchise.ledger',
    'franchise.page',
    'roster.hire',
    'roster.release',
    'roster.trade',
    'roster.freeAgents',
    'competitor.get',
    'garage.check',
    'garage.buy',
    'garage.sell',
    'garage.refit',
    'garage.quote',
    'vehicle.get',
    'stores.buy',
    'mechanic.hire',
    'sponsors.party',
    'money.move',
    'match.report',
    'match.preMatch',
    'match.assign',
    'match.record',
    'season.end',
    'standings.get',
    'assistant.cars',
    'assistant.state',
    'assistant.preview',
    'assistant.act',
    'designs.list',
    'designs.save',
    'designs.delete',
  ],
  careerEvents: [...DETHMETAL_CAREER_EVENTS],
};
