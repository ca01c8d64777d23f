/**
 * Race combat's words for `league odds --help` (issue 25): its table's intents that roll, as JSON. The odds are the
 * services' (services/racecombat/odds.ts, through `table.odds`): the table's own resolver on every path of the dice.
 */
import type { OddsCli } from '../oddsKit';
import { racecombatDuelCli } from './oddsDuel';

export const racecombatOdds: OddsCli = {
  help: [
    'An intent of the match table, as `league match table … act` takes it; the ones that roll: shoot, hit, enterDropped, smoke, ram, rammerMovement.',
    '{"kind":"shoot","firer":1,"weapon":"frontMg","target":2,"arc":"front","rangeInches":6}   (car ids; weapon: its id on the car; the target’s gear set)',
    '{"kind":"hit","car":2,"damage":3}   {"kind":"enterDropped","car":2,"weapon":"oil","oil":"corner"}   {"kind":"ram","rammer":1,"target":2,"ram":"rear-end"}',
  ],
  example: `league odds race.league --match 1 --calc '{"kind":"shoot","firer":1,"weapon":"frontMg","target":2,"arc":"front","rangeInches":6}'`,
  duel: racecombatDuelCli,
};
