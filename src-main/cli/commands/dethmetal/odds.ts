/**
 * Dethmetal's part of `league odds` (issue 23): a calculator of the match assistant as JSON (checked by the
 * assistant's calculator schema, each problem at its field), its odds on the cards of the heat as the league file
 * folds them, through the engine's `dethmetalOdds` (the calculator itself on every path of the dice).
 */
import { dethmetalOdds } from '../../../../src-shared/engine/dethmetal';
import { calculatorSchema } from '../../../../src-shared/engine/dethmetal/assistant';
import { guarded, tableOn } from '../../../services/dethmetal/assistant/calculate';
import { assistantState } from '../../../services/dethmetal/assistant/session';
import { readSettings } from '../../../services/settings';
import { CliError } from '../../kit';
import { fieldProblems, type OddsCli } from '../oddsKit';
import { dethmetalDuelCli } from './oddsDuel';

export const dethmetalOddsCli: OddsCli = {
  odds(conn, matchId, input) {
    const parsed = calculatorSchema.safeParse(input);
    if (!parsed.success) throw new CliError(`The calculator is not one of the match assistant's: ${fieldProblems(parsed.error.issues)}.`, 2);
    const state = assistantState(conn, matchId);
    if (!state.started) throw new CliError(`No heat of match ${matchId} has started: start the heat first (Part III › Turn Sequence).`, 2);
    const p = state.position;
    const table = tableOn(conn, readSettings(conn), {
      cars: state.cards,
      surface: state.surface as never,
      where: { heat: p.heat, turn: p.turn, phase: p.phase },
    });
    return guarded(() => dethmetalOdds(table, parsed.data));
  },
  help: [
    'A calculator of the match assistant, as `league match act … roll` takes it (vehicle ids):',
    '{"kind":"attack","vehicleId":1,"role":"driver","weaponId":"m1","targetId":2,"sideHit":"front","hexes":3,"smoke":false,"shootingForTires":false}',
    '{"kind":"maneuver","vehicleId":1,"maneuver":"turn","side":"left","hexesStraight":0,"hazardThisOrPreviousMp":false,"roadHazard":null}',
    '{"kind":"collision","type":"head-on","vehicleId":1,"targetId":2,"targetSideHit":"front","movingSideHit":"front"}',
    '{"kind":"initiative","vehicleIds":[1,2]}   {"kind":"movement","vehicleId":1}   {"kind":"options","vehicleId":1}',
  ],
  example: `league odds spring.league --match 1 --calc '{"kind":"movement","vehicleId":1}'`,
  duel: dethmetalDuelCli,
};
