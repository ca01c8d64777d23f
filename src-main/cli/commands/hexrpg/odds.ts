/**
 * The hex RPG's words for `league odds --help` (issue 23): its table's intents that roll, as JSON. The odds are the
 * services' (services/hexrpg/odds.ts, through `table.odds`): the table's own resolver on every path of the dice.
 */
import type { OddsCli } from '../oddsKit';
import { hexrpgDuelCli } from './oddsDuel';

export const hexrpgOdds: OddsCli = {
  help: [
    'An intent of the match table, as `league match table … act` takes it; the ones that roll: move, drive, attack, fight, bash, chicken, shoot, critical, dying, bailOut (jumping).',
    '{"kind":"attack","attacker":1,"target":3,"weapon":"pistol","targetHexes":2}   (person ids)   {"kind":"fight","attacker":2,"target":1,"grapple":true}',
    '{"kind":"drive","vehicle":10,"hexes":5,"turnsMade":4}   {"kind":"bash","basher":20,"victim":10}   (vehicle ids)',
    '{"kind":"shoot","vehicle":10,"weapon":"MG","target":{"kind":"vehicle","vehicle":20},"from":"same"}',
    '{"kind":"chicken","sides":[{"vehicle":10,"plan":["hold","swerve"],"straightHexes":4},{"vehicle":20,"straightHexes":6}]}',
  ],
  example: `league odds gangs.league --match 1 --calc '{"kind":"attack","attacker":1,"target":3,"weapon":"pistol"}'`,
  duel: hexrpgDuelCli,
};
