/**
 * The battlecars table of the engine tests and the odds bench (bench/odds.ts): two players' vehicles as the table
 * service would line them up, and a way to play intents on it with the dice given for each.
 */
import { DEFAULT_BIKE, DEFAULT_CAR, defaultBattlecarsSettings, FixedDice, table } from '../../../src-shared/engine/battlecars';

export const S = defaultBattlecarsSettings();
export const dice = (...faces: number[]) => new FixedDice(faces);

/** Player 1's car (a rocket up front, MG in the turret, mines behind) against player 2's bike (MG front, oil behind). */
export const LINE_UP: table.BcStartVehicle[] = [
  {
    vehicleId: 1,
    franchiseId: 10,
    name: 'Brute',
    driverName: 'Ada',
    competitorId: 1,
    design: {
      version: 1,
      name: 'Brute',
      cardType: 'car',
      loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podRear: ['Mines'] },
    },
    card: DEFAULT_CAR,
  },
  {
    vehicleId: 2,
    franchiseId: 20,
    name: 'Wasp',
    driverName: 'Bo',
    competitorId: 2,
    design: { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] } },
    card: DEFAULT_BIKE,
  },
];

export const CTX: table.BcContext = { matchId: 1, number: 1, recorded: false, settings: S, lineUp: () => LINE_UP };
export const { bcTableDef } = table;

/** Play intents in order with the dice given for each; the events as the table service would store them. */
export function play(steps: [table.BcIntentIn, number[]][]): { events: table.BcEvent[]; now: table.BcTableNow; last: table.BcResolution } {
  const events: table.BcEvent[] = [];
  let now = bcTableDef.fold([], CTX);
  let last: table.BcResolution | undefined;
  for (const [raw, faces] of steps) {
    const intent = table.bcIntentSchema.parse(raw);
    const r = bcTableDef.resolve!(now, intent, dice(...faces), CTX, events);
    for (const e of r.events) {
      events.push(bcTableDef.eventSchema.parse(e));
      now = bcTableDef.reduce!(now, e, CTX);
    }
    last = r.result;
  }
  return { events, now, last: last! };
}
