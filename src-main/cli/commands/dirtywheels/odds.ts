/**
 * Dirty Wheels' part of `league odds` (issue 23): an intent of its table as JSON (checked by the table's intent
 * schema, each problem at its field), its odds on the match's table as the league file folds it, through the engine's
 * `dwOdds` (the table's own resolver on every path of the dice).
 */
import { DW_ROLLING, dwIntentSchema, dwOdds } from '../../../../src-shared/engine/dirtywheels';
import { foldedTable } from '../../../services/league/matchTable';
import { dwTable } from '../../../services/dirtywheels/table';
import { CliError } from '../../kit';
import { fieldProblems, type OddsCli } from '../oddsKit';
import { dirtyWheelsDuelCli } from './oddsDuel';

export const dirtyWheelsOdds: OddsCli = {
  odds(conn, matchId, input) {
    const parsed = dwIntentSchema.safeParse(input);
    if (!parsed.success) throw new CliError(`The intent is not one of the table's: ${fieldProblems(parsed.error.issues)}.`, 2);
    const folded = foldedTable(conn, dwTable, matchId);
    return dwOdds(folded.state, parsed.data, folded.context.settings);
  },
  help: [
    `An intent of the match table, as \`league table act\` takes it; the ones that roll: ${DW_ROLLING.join(', ')}.`,
    '{"kind":"shoot","shooter":1,"weapon":0,"target":2,"distance":6}   (car ids; weapon: its index on the card)',
    '{"kind":"ram","rammer":1,"target":2}   {"kind":"manoeuvre","car":1,"manoeuvre":"Hop","mud":false}',
    '{"kind":"shock","car":2}   {"kind":"destruction","car":2,"within3":[3]}   {"kind":"initiative"}',
  ],
  example: `league odds toybox.league --match 1 --calc '{"kind":"shoot","shooter":1,"weapon":0,"target":2,"distance":6}'`,
  duel: dirtyWheelsDuelCli,
};
