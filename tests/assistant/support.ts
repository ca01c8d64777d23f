/** A league with two founded franchises and one scheduled match, heat 1 assigned: the assistant's table. */
import type { AssistantCarInfo, CarState, CalculatorInput } from '../../src-shared/ipc/channels/assistant';
import type { InputOf } from '../../src-shared/ipc';
import { founding, newLeague, type League } from '../campaign/support';

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
  const entries = view.teams.flatMap((t) => t.assignments.filter((a) => a.heat === 1).map((a) => ({ vehicleId: a.vehicleId, driverId: a.driverId, gunnerId: a.gunnerId })));
  const cars = await league.call('assistant.cars', { entries });
  const redCar = cars.find((c) => c.franchise === 'Red Rockets')!;
  const blueCar = cars.find((c) => c.franchise === 'Blue Bombers')!;
  return { league, matchId: m.id, red: redCar, blue: blueCar, cards: [redCar.start, blueCar.start] };
}

let refs = 0;
/** A resolve request for heat 1 of the match. */
export function request(t: Table, calculator: CalculatorInput, cards: CarState[], where: { turn?: number; phase?: 0 | 1 | 2 | 3 } = {}, dice?: number[]): InputOf<'assistant.resolve'> {
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

export function card(t: Table, which: 'red' | 'blue', change: Partial<CarState> = {}): CarState {
  return { ...structuredClone(t[which].start), ...change };
}
