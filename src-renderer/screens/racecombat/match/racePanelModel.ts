/**
 * The race panel's arithmetic: the finishing order being typed, placed as the table will place it (the cars still
 * racing in the order typed, then the cars out of the race, the one that went out later first: gaps.md #24), and the
 * points each car's driver and each team would get, by the league's scorings through the core's own `meetingPoints`
 * (screens/match/roundsModel.ts), so the preview is the standings' arithmetic, not a second copy. Pure.
 */
import type { Scoring } from '../../../../src-shared/engine/core/standings';
import type { ResultsDeclaration } from '../../../../src-shared/engine/declaration';
import type { RcCarView, RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { meetingPoints } from '../../match/roundsModel';

export interface PlacedCar {
  car: RcCarView;
  franchiseId: number;
  placing: number;
  out: boolean;
}

const allCars = (state: RcTableState) => state.teams.flatMap((t) => t.cars.map((car) => ({ car, franchiseId: t.franchiseId })));

/** The cars still racing that the typed order has not placed yet, in line-up order. */
export function unplaced(state: RcTableState, order: readonly number[]): RcCarView[] {
  return allCars(state)
    .map((c) => c.car)
    .filter((c) => !c.out && !order.includes(c.vehicleId));
}

/** The current race as it would be placed with this order: the typed finishers, then the cars out, later out first. */
export function placedRace(state: RcTableState, order: readonly number[]): PlacedCar[] {
  const cars = allCars(state);
  const byId = new Map(cars.map((c) => [c.car.vehicleId, c]));
  const race = state.clock.race;
  const finishers = order.flatMap((v) => (byId.get(v) && !byId.get(v)!.car.out ? [byId.get(v)!] : []));
  const outs = cars.filter((c) => c.car.out && c.car.out.race === race).sort((a, b) => b.car.out!.act - a.car.out!.act);
  return [...finishers.map((c) => ({ ...c, out: false })), ...outs.map((c) => ({ ...c, out: true }))].map((c, i) => ({ ...c, placing: i + 1 }));
}

/** The declared stats of a place (the table's own: out of the race, and when). */
function statsOf(p: PlacedCar): Record<string, number> {
  const out = p.car.out;
  return p.out && out ? { eliminations: 1, outLap: out.lap, outTurn: out.turn } : {};
}

export interface RacePoints {
  /** Points of each car's driver this race, by vehicle id. */
  cars: Map<number, number>;
  /** Points of each team this race. */
  teams: Map<number, number>;
}

/** The points this race would give, by the league's scorings (its drivers' table; the teams' sum their cars'). */
export function racePoints(
  matchId: number,
  placed: readonly PlacedCar[],
  results: ResultsDeclaration,
  scorings: { entrants: Scoring | null; teams: Scoring | null },
): RacePoints {
  const input = {
    matchId,
    rounds: [
      {
        teams: [],
        // `out`: the core's placings scoring reads it (a car out scores as the league's table says: none by default).
        entrants: placed.map((p) => ({ franchiseId: p.franchiseId, personId: p.car.driverId, placing: p.placing, out: p.out, stats: statsOf(p) })),
      },
    ],
  };
  const points = meetingPoints(results, scorings, input);
  return {
    cars: new Map(placed.map((p) => [p.car.vehicleId, points.entrants.get(p.car.driverId)?.[0] ?? 0])),
    teams: new Map([...points.teams].map(([id, row]) => [id, row[0] ?? 0])),
  };
}
