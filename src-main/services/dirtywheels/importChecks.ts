/**
 * What the import checks of a Dirty Wheels league beyond every ruleset's rules (exports/leagueInvariants.ts runs
 * each car's and driver's validate; issue 19 #2): the pairing the team service keeps (teams.ts: one driver per car,
 * on the car's team; `league team show` and a match's line-up read the pair), and the table's events, each by the
 * contract's schema in order (a start, then the intents), so no match's table is unreadable after an import.
 */
import type Database from 'better-sqlite3';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { checkTableEvent } from './table';

const TEAM_BUILDING = 'Team building: every car has one driver, on its team';

interface Car {
  id: number;
  franchiseId: number;
}

/** The driver's car as his record names it (teams.ts keeps `vehicleId` beside the person's fields), or null. */
function carOf(record: unknown): number | null {
  try {
    const value = (JSON.parse(String(record)) as { vehicleId?: unknown }).vehicleId;
    return typeof value === 'number' ? value : null;
  } catch {
    return null; // not JSON: reported with the JSON columns
  }
}

function pairing(sqlite: Database.Database, out: Violation[]): void {
  const cars = new Map((sqlite.prepare(`SELECT id, franchise_id AS franchiseId FROM vehicles WHERE status = 'active'`).all() as Car[]).map((c) => [c.id, c]));
  const drivers = sqlite.prepare(`SELECT id, franchise_id AS franchiseId, record FROM competitors WHERE status = 'active' ORDER BY id`).all() as {
    id: number;
    franchiseId: number | null;
    record: unknown;
  }[];
  const driverOf = new Map<number, number>();
  for (const d of drivers) {
    const vehicleId = carOf(d.record);
    const problem = (words: string) => out.push({ table: 'competitors', rowid: d.id, field: 'record', problem: `${words} (${TEAM_BUILDING})` });
    if (vehicleId === null) {
      problem('names no car he drives');
      continue;
    }
    const car = cars.get(vehicleId);
    if (!car) {
      problem(`drives car ${vehicleId}, which is not a car of any team`);
      continue;
    }
    const other = driverOf.get(vehicleId);
    if (other !== undefined) {
      problem(`claims car ${vehicleId}, which competitor ${other} drives already`);
      continue;
    }
    driverOf.set(vehicleId, d.id);
    if (d.franchiseId !== car.franchiseId)
      out.push({
        table: 'competitors',
        rowid: d.id,
        field: 'franchise_id',
        problem: `is team ${d.franchiseId ?? 'none'}, but his car ${vehicleId} is team ${car.franchiseId}'s (${TEAM_BUILDING})`,
      });
  }
  for (const car of cars.values())
    if (!driverOf.has(car.id)) out.push({ table: 'vehicles', rowid: car.id, field: 'id', problem: `has no driver (${TEAM_BUILDING})` });
}

/** Every match's events: readable by the contract, a start first and intents after it (table.ts replays them so). */
function tableEvents(sqlite: Database.Database, out: Violation[]): void {
  const rows = sqlite.prepare(`SELECT id, match_id AS matchId, seq, kind, payload FROM assistant_events ORDER BY match_id, seq`).all() as {
    id: number;
    matchId: number;
    seq: number;
    kind: unknown;
    payload: unknown;
  }[];
  let match: number | null = null;
  for (const r of rows) {
    const first = r.matchId !== match;
    match = r.matchId;
    const checked = checkTableEvent(r);
    const problem =
      'problem' in checked
        ? checked.problem
        : first && checked.event.t !== 'start'
          ? `is the first event of match ${r.matchId}'s table but not its start`
          : !first && checked.event.t === 'start'
            ? `starts match ${r.matchId}'s table a second time`
            : null;
    if (problem) out.push({ table: 'assistant_events', rowid: r.id, field: 'payload', problem: `${problem} (the Dirty Wheels table cannot replay it)` });
  }
}

export const dirtyWheelsImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    pairing(sqlite, out);
    tableEvents(sqlite, out);
  },
};
