/**
 * Battlecars' words for `league odds --help` (issue 23): its table's intents that roll, as JSON. The odds are the
 * services' (services/battlecars/odds.ts, through `table.odds`): the table's own resolver on every path of the d8s.
 */
import type { OddsCli } from '../oddsKit';
import { battlecarsDuelCli } from './oddsDuel';

export const battlecarsOdds: OddsCli = {
  help: [
    'An intent of the match table, as `league match table … act` takes it; the ones that roll: fire, handFire, mines, spikes, skid, collide, bikeHazard, endTurn.',
    '{"kind":"fire","shooter":1,"mount":"turret","target":{"kind":"vehicle","vehicle":2,"block":"front"},"range":3}   (vehicle ids; mount: its id on the card)',
    '{"kind":"mines","vehicle":2}   {"kind":"skid","vehicle":1,"oil":true}   {"kind":"collide","collision":"headOn","rammer":1,"target":2}',
  ],
  example: `league odds arena.league --match 1 --calc '{"kind":"fire","shooter":1,"mount":"turret","target":{"kind":"vehicle","vehicle":2,"block":"front"},"range":3}'`,
  duel: battlecarsDuelCli,
};
