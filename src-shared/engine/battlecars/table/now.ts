/**
 * The battlecars table between two events: each vehicle's card as the game started and its live state, each player's
 * driver, the game turn; and the game's result as the declaration scores it (gaps.md #23): a player is out when his
 * driver is dead; the last standing is placed first, the others by how long their driver lasted; kills are enemy
 * drivers killed, wrecks enemy vehicles wrecked.
 */
import { componentsOf } from '../cards';
import { capableOfMovement, freshState } from '../match/state';
import { SECTION, withGap } from '../sections';
import type { BcEvent, BcStartVehicle, LiveDriver, LiveVehicle } from './schema';

export interface BcTableNow {
  /** The vehicles as the game started (their card types and designs), in line-up order. */
  start: Map<number, BcStartVehicle>;
  vehicles: Map<number, LiveVehicle>;
  /** Each player's driver, keyed by the vehicle he started in. */
  drivers: Map<number, LiveDriver>;
  turn: number;
  /** Intents resolved so far (the next one's number is `acts + 1`). */
  acts: number;
}

/** Vehicle names as the table shows them: a name two vehicles of the match share gets the vehicle's number. */
export function uniqueNames(vehicles: readonly BcStartVehicle[]): BcStartVehicle[] {
  const count = new Map<string, number>();
  for (const v of vehicles) count.set(v.name, (count.get(v.name) ?? 0) + 1);
  return vehicles.map((v) => (count.get(v.name)! > 1 ? { ...v, name: `${v.name} #${v.vehicleId}` } : v));
}

export function freshVehicle(v: BcStartVehicle): LiveVehicle {
  return {
    vehicleId: v.vehicleId,
    state: freshState(v.design),
    speed: 0,
    reverse: false,
    exploded: false,
    stunned: false,
    cannotFire: false,
    firedAt: [],
    returned: [],
    dropped: [],
    wreckedBy: null,
    wrecked: false,
  };
}

/** The table before any intent: every vehicle at speed 0 on a fresh card, every driver aboard his own. */
export function freshTable(start: readonly BcStartVehicle[]): BcTableNow {
  const named = uniqueNames(start);
  return {
    start: new Map(named.map((v) => [v.vehicleId, v])),
    vehicles: new Map(named.map((v) => [v.vehicleId, freshVehicle(v)])),
    drivers: new Map(
      named.map((v) => [v.vehicleId, { driver: v.vehicleId, hits: 0, status: 'aboard', in: v.vehicleId, hand: null, killedBy: null, diedAt: null }]),
    ),
    turn: 1,
    acts: 0,
  };
}

/** One event folded in: an act replaces what it touched, whole. */
export function reduceTable(now: BcTableNow, e: BcEvent): BcTableNow {
  if (e.t === 'start') return freshTable(e.vehicles);
  const vehicles = new Map(now.vehicles);
  for (const v of e.after.vehicles) vehicles.set(v.vehicleId, v);
  const drivers = new Map(now.drivers);
  for (const d of e.after.drivers) drivers.set(d.driver, d);
  return { ...now, vehicles, drivers, turn: e.after.turn, acts: now.acts + 1 };
}

/** A vehicle is a wreck once its fuel tank exploded or it is no longer capable of movement (a tyre destroyed, gaps.md #20). */
export function isWreck(start: BcStartVehicle, v: Pick<LiveVehicle, 'exploded' | 'state'>): boolean {
  return v.exploded || !capableOfMovement(start.card, v.state).capable;
}

/** The id of a card's driver component ("A driver is dead after three points of damage"). */
export const driverComponent = (start: BcStartVehicle): string => componentsOf(start.card, 'driver')[0]!.id;

export interface PlayerResult {
  franchiseId: number;
  /** Null while the game goes on and the player is still standing. */
  placing: number | null;
  standing: boolean;
  kills: number;
  wrecks: number;
}

export type GameResult =
  | { state: 'playing'; players: PlayerResult[]; rule: string }
  | { state: 'over'; players: PlayerResult[]; winner: number | null; reason: string; rule: string };

const RESULT_RULE = withGap(SECTION.setup, 23);

/**
 * Whether the game is over, as `gameResult` says it (one player or none standing), without placing anyone: every act
 * asks it first, on every path of the odds and every round of a whole duel.
 */
export function gameOver(now: BcTableNow): boolean {
  const up = new Set<number>();
  for (const d of now.drivers.values()) if (d.status !== 'dead') up.add(now.start.get(d.driver)!.franchiseId);
  return up.size <= 1;
}

/**
 * The game's result: a player stands while his driver lives. Over when one player (or none) stands: the last standing
 * first, then by the event their driver died in, later first; drivers who died in the same event share a place.
 */
export function gameResult(now: BcTableNow): GameResult {
  const franchises = [...new Set([...now.start.values()].map((v) => v.franchiseId))];
  const driversOf = (f: number) => [...now.drivers.values()].filter((d) => now.start.get(d.driver)!.franchiseId === f);
  const standing = (f: number) => driversOf(f).some((d) => d.status !== 'dead');
  const lastDeath = (f: number) => Math.max(...driversOf(f).map((d) => d.diedAt ?? Number.POSITIVE_INFINITY));
  const kills = (f: number) => [...now.drivers.values()].filter((d) => d.killedBy === f && now.start.get(d.driver)!.franchiseId !== f).length;
  const wrecks = (f: number) =>
    [...now.vehicles.values()].filter((v) => v.wrecked && v.wreckedBy === f && now.start.get(v.vehicleId)!.franchiseId !== f).length;
  const up = franchises.filter(standing);
  const over = up.length <= 1;
  const order = [...franchises].sort((a, b) => lastDeath(b) - lastDeath(a));
  const players = franchises.map((f): PlayerResult => {
    const mine = lastDeath(f);
    const better = order.filter((o) => lastDeath(o) > mine).length;
    return { franchiseId: f, placing: over || !standing(f) ? better + 1 : null, standing: standing(f), kills: kills(f), wrecks: wrecks(f) };
  });
  if (!over) return { state: 'playing', players, rule: RESULT_RULE };
  const winner = up[0] ?? null;
  return {
    state: 'over',
    players,
    winner,
    reason: winner === null ? 'every driver is dead: the last to die share first place' : 'the last driver standing',
    rule: RESULT_RULE,
  };
}
