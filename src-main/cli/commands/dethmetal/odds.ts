/**
 * Dethmetal's words for `league odds --help` (issue 23): its match assistant's calculators as JSON. The odds are the
 * services' (services/dethmetal/assistant/odds.ts, through `table.odds`).
 */
import type { OddsCli } from '../oddsKit';
import { dethmetalDuelCli } from './oddsDuel';

export const dethmetalOddsCli: OddsCli = {
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
