/**
 * Dirty Wheels' words for `league odds --help` (issue 23): its table's intents that roll, as JSON. The odds are the
 * services' (services/dirtywheels/odds.ts, through `table.odds`).
 */
import { DW_ROLLING } from '../../../../src-shared/engine/dirtywheels';
import type { OddsCli } from '../oddsKit';
import { dirtyWheelsDuelCli } from './oddsDuel';

export const dirtyWheelsOdds: OddsCli = {
  help: [
    `An intent of the match table, as \`league table act\` takes it; the ones that roll: ${DW_ROLLING.join(', ')}.`,
    '{"kind":"shoot","shooter":1,"weapon":0,"target":2,"distance":6}   (car ids; weapon: its index on the card)',
    '{"kind":"ram","rammer":1,"target":2}   {"kind":"manoeuvre","car":1,"manoeuvre":"Hop","mud":false}',
    '{"kind":"shock","car":2}   {"kind":"destruction","car":2,"within3":[3]}   {"kind":"initiative"}',
  ],
  example: `league odds toybox.league --match 1 --calc '{"kind":"shoot","shooter":1,"weapon":0,"target":2,"distance":6}'`,
  duel: dirtyWheelsDuelCli,
};
