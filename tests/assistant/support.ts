/** A league with two founded franchises and one scheduled match, heat 1 assigned: the assistant's table. */
import type { AppError } from '../../src-shared/ipc';
import type { AssistantCarInfo, CarState, CalculatorInput, Preview, Resolution } from '../../src-shared/ipc/channels/dethmetal/assistant';
import { rollingOperation } from '../../src-main/services/league/rolling';
import { ServiceError } from '../../src-main/services/errors';
import { readSettings } from '../../src-main/services/settings';
import { previewOnTable, resolveOnTable, tableOn, type OnCards } from '../../src-main/services/dethmetal/assistant';
import { founding, newLeague, type League } from '../campaign/support';
import { dethmetalTeams } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

export interface Table {
  league: League;
  matchId: number;
  /** Red's first car (driver only) and Blue's first car. */
  red: AssistantCarInfo;
  blue: AssistantCarInfo;
  cards: CarState[];
}

export async function table(dir: string): Promise<Table> {
  const league = await newLeague(dir);
  const red = await league.call('franchise.found', founding('Red Rockets', '#aa0000'));
  const blue = await league.call('franchise.found', founding('Blue Bombers', '#0000aa'));
  const m = await league.call('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await league.call('match.preMatch', { matchId: m.id });
  for (const f of [red.franchise, blue.franchise]) {
    const d = await league.call('franchise.details', { id: f.id });
    const usable = d.roster.filter((c) => c.usable);
    await league.call('match.assign', {
      matchId: m.id,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) }],
    });
  }
  const view = await league.call('match.get', { matchId: m.id });
  const entries = dethmetalTeams(view).flatMap((t) =>
    t.assignments.filter((a) => a.heat === 1).map((a) => ({ vehicleId: a.vehicleId, driverId: a.driverId, gunnerId: a.gunnerId })),
  );
  const cars = await league.call('assistant.cars', { entries });
  const redCar = cars.find((c) => c.franchise === 'Red Rockets')!;
  const blueCar = cars.find((c) => c.franchise === 'Blue Bombers')!;
  return { league, matchId: m.id, red: redCar, blue: blueCar, cards: [redCar.start, blueCar.start] };
}

/** A calculator on given cards: the rules themselves, apart from where the table's cards come from. */
export interface CardsRequest extends OnCards {
  matchId: number;
  ref: string;
  calculator: CalculatorInput;
  dice?: number[];
}

let refs = 0;
/** A calculator on these cards in heat 1 of the match. */
export function request(
  t: Table,
  calculator: CalculatorInput,
  cards: CarState[],
  where: { turn?: number; phase?: 0 | 1 | 2 | 3 } = {},
  dice?: number[],
): CardsRequest {
  return {
    matchId: t.matchId,
    ref: `test-ref-${++refs}-${Date.now()}`,
    where: { heat: 1, turn: where.turn ?? 1, phase: where.phase ?? 1 },
    calculator,
    cars: cards,
    surface: 'asphalt',
    ...(dice ? { dice } : {}),
  };
}

/**
 * Roll a calculator on these cards with the league's dice, as the assistant's service does on the table it replays:
 * one journaled operation, its rolls in the dice log under the match.
 */
export function resolveCards(t: Table, req: CardsRequest): Resolution {
  const conn = t.league.session.league;
  return rollingOperation(conn, `assistant.${req.calculator.kind}`, req, { matchId: req.matchId }, (ctx) => {
    const res = resolveOnTable(tableOn(conn, ctx.settings, req), ctx.dice, req.calculator, req.ref);
    return { value: res, summary: res.summary };
  });
}

/** The refusal of resolveCards, as the dispatcher answers it. */
export function refuseCards(t: Table, req: CardsRequest): AppError {
  try {
    resolveCards(t, req);
  } catch (e) {
    if (e instanceof ServiceError) return e.error;
    throw e;
  }
  throw new Error('expected a refusal');
}

export function previewCards(t: Table, req: Omit<CardsRequest, 'ref' | 'dice'>): Preview {
  const conn = t.league.session.league;
  return previewOnTable(tableOn(conn, readSettings(conn), req), req.calculator);
}

export function card(t: Table, which: 'red' | 'blue', change: Partial<CarState> = {}): CarState {
  return { ...structuredClone(t[which].start), ...change };
}
