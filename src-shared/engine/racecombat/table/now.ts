/**
 * The race-combat table between two events: each car as the meeting started and its live card, the clock (race, lap,
 * turn), the races finished; and the meeting's result as the core records it (gaps.md #24): per race the classified
 * cars in the finishing order the organizer typed, then the cars out of it, the one that went out later first, each
 * placed once; per car its placing and the declared stats (eliminations, and the lap and turn it went out).
 */
import { RaceCombatRuleError, SECTION, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { freshState, nextRaceState } from '../match/state';
import type { CarOut, FinishedRace, LiveCar, RcClock, RcEvent, RcStartCar } from './schema';

export interface RcTableNow {
  /** The cars as the meeting started, in line-up order. */
  start: Map<number, RcStartCar>;
  cars: Map<number, LiveCar>;
  clock: RcClock;
  /** The races whose finishing order is typed, in order. */
  finished: FinishedRace[];
  /** Every car put out of a race this meeting, in the order they went out (kept past the next race's fresh cards). */
  outs: (CarOut & { car: number })[];
  /** Intents resolved so far (the next one's number is `acts + 1`). */
  acts: number;
}

export const RESULT_RULE = withGap(SECTION.league, 24);

/** Car names as the table shows them: a name two cars of the meeting share gets the car's number. */
export function uniqueNames(cars: readonly RcStartCar[]): RcStartCar[] {
  const count = new Map<string, number>();
  for (const c of cars) count.set(c.name, (count.get(c.name) ?? 0) + 1);
  return cars.map((c) => (count.get(c.name)! > 1 ? { ...c, name: `${c.name} #${c.vehicleId}` } : c));
}

export const freshCar = (c: RcStartCar, settings: Pick<RacecombatSettings, 'ammunition'>): LiveCar => ({
  vehicleId: c.vehicleId,
  state: freshState(c.design, settings),
  gear: null,
  firedWeapons: [],
  firedBy: [],
  spun: false,
  out: null,
});

/** The table before any intent: race 1, lap 1, turn 1, every car on a fresh card. */
export function freshTable(start: readonly RcStartCar[], settings: Pick<RacecombatSettings, 'ammunition'>): RcTableNow {
  const named = uniqueNames(start);
  return {
    start: new Map(named.map((c) => [c.vehicleId, c])),
    cars: new Map(named.map((c) => [c.vehicleId, freshCar(c, settings)])),
    clock: { race: 1, lap: 1, turn: 1 },
    finished: [],
    outs: [],
    acts: 0,
  };
}

/** One event folded in: an act replaces the cars it touched, whole, and sets the clock. */
export function reduceTable(now: RcTableNow, e: RcEvent, settings: Pick<RacecombatSettings, 'ammunition'>): RcTableNow {
  if (e.t === 'start') return freshTable(e.cars, settings);
  const cars = new Map(now.cars);
  const outs = [...now.outs];
  for (const c of e.after.cars) {
    const was = now.cars.get(c.vehicleId)?.out ?? null;
    if (c.out && !was) outs.push({ ...c.out, car: c.vehicleId });
    // A correction that puts a car back in the race takes its elimination back.
    if (!c.out && was && e.intent.kind === 'correct')
      outs.splice(
        outs.findIndex((o) => o.car === c.vehicleId && o.act === was.act),
        1,
      );
    cars.set(c.vehicleId, c);
  }
  return {
    ...now,
    cars,
    clock: e.after.clock,
    finished: e.after.finished ? [...now.finished, e.after.finished] : now.finished,
    outs,
    acts: now.acts + 1,
  };
}

/** The current race has its finishing order: only the next race (or a correction) may follow. */
export const raceOver = (now: RcTableNow): boolean => now.finished.some((f) => f.race === now.clock.race);

/** The cars at the start of the next race: fresh, or carrying what they lost (the league's house rule, gaps.md #25). */
export function nextRaceCars(now: RcTableNow, settings: Pick<RacecombatSettings, 'carryOver' | 'ammunition'>): LiveCar[] {
  return [...now.cars.values()].map((c) => ({
    ...freshCar(now.start.get(c.vehicleId)!, settings),
    state: nextRaceState(now.start.get(c.vehicleId)!.design, c.state, settings),
  }));
}

/** The cars out of a race, the one that went out later first (by the act that put it out: each has its own place). */
export function outOrder(cars: readonly LiveCar[], race: number): number[] {
  return cars
    .filter((c) => c.out && c.out.race === race)
    .sort((a, b) => b.out!.act - a.out!.act)
    .map((c) => c.vehicleId);
}

/** Checks a typed finishing order against the cars still racing: each of them once, no car that is out. */
export function checkOrder(now: RcTableNow, order: readonly number[]): void {
  const racing = [...now.cars.values()].filter((c) => !c.out).map((c) => c.vehicleId);
  const name = (v: number) => now.start.get(v)?.name ?? `car ${v}`;
  const unknown = order.filter((v) => !now.start.has(v));
  if (unknown.length) throw new RaceCombatRuleError(`Car ${unknown.join(', ')} is not in this meeting`, RESULT_RULE);
  const out = order.filter((v) => !racing.includes(v));
  if (out.length)
    throw new RaceCombatRuleError(
      `${out.map(name).join(', ')} went out of race ${now.clock.race}: a car out is placed after the finishers, by when it went out`,
      RESULT_RULE,
    );
  const missing = racing.filter((v) => !order.includes(v));
  if (missing.length)
    throw new RaceCombatRuleError(
      `The finishing order of race ${now.clock.race} lacks ${missing.map(name).join(', ')}: every car still racing is placed`,
      RESULT_RULE,
    );
}

export interface EntrantResult {
  vehicleId: number;
  franchiseId: number;
  /** The entrant the core records: the car's driver (declaration: entrant person of driver). */
  personId: number;
  placing: number;
  /** Classified or out, and when. */
  out: boolean;
  stats: Record<string, number>;
}

export interface RaceResultRow {
  race: number;
  entrants: EntrantResult[];
}

/** One finished race as the core records it: each car placed once, the declared stats of its place. */
export function raceEntrants(now: RcTableNow, f: FinishedRace): RaceResultRow {
  const placed = [...f.order.map((v) => ({ v, out: false })), ...f.out.map((v) => ({ v, out: true }))];
  return {
    race: f.race,
    entrants: placed.map(({ v, out }, i): EntrantResult => {
      const s = now.start.get(v)!;
      const placing = i + 1;
      const stats: Record<string, number> = {};
      // The declaration's stats: out of the race (results.out) and when, lap and turn; places count back by themselves.
      const when = out ? now.outs.find((o) => o.car === v && o.race === f.race) : undefined;
      if (out) stats.eliminations = 1;
      if (when) Object.assign(stats, { outLap: when.lap, outTurn: when.turn });
      return { vehicleId: v, franchiseId: s.franchiseId, personId: s.driverId, placing, out, stats };
    }),
  };
}

export type MeetingResult =
  | { state: 'racing'; race: number; rule: string; races: RaceResultRow[] }
  | { state: 'between'; race: number; rule: string; races: RaceResultRow[] };

/** The meeting's result so far: every finished race; `between` once the current race has its order (ready to record). */
export function meetingResult(now: RcTableNow): MeetingResult {
  const races = now.finished.map((f) => raceEntrants(now, f));
  return { state: raceOver(now) ? 'between' : 'racing', race: now.clock.race, rule: RESULT_RULE, races };
}
