/**
 * What the import checks of a race-combat league beyond every ruleset's rules (exports/leagueInvariants.ts runs each
 * car's validate and each person's schema under the league's settings): the crews the team builder and the core's
 * crew relation keep (every car one driver, on its team; a gunner only in a car whose design carries one, and a
 * driver's seat taken by a driver), and no team over the league's cars per team (gaps.md #30).
 */
import type Database from 'better-sqlite3';
import { racecombatSettingsSchema, SECTION, withGap } from '../../../src-shared/engine/racecombat';
import type { ImportChecks, Violation } from '../rulesetHooks';

const CREW = `every car has one driver of its team; a gunner sits only in a car built with a gunner (${SECTION.gunners})`;
const CARS = withGap(SECTION.league, 30);

interface Car {
  id: number;
  franchiseId: number;
  gunner: boolean;
}

function crews(sqlite: Database.Database, out: Violation[]): void {
  const cars = (
    sqlite.prepare(`SELECT id, franchise_id AS franchiseId, design FROM vehicles WHERE status = 'active' ORDER BY id`).all() as {
      id: number;
      franchiseId: number;
      design: string;
    }[]
  ).map((v): Car => ({ id: v.id, franchiseId: v.franchiseId, gunner: (JSON.parse(v.design) as { gunner?: unknown }).gunner === true }));
  const byId = new Map(cars.map((c) => [c.id, c]));
  const seats = sqlite
    .prepare(
      `SELECT c.id, c.vehicle_id AS vehicleId, c.slot, p.id AS personId, p.franchise_id AS franchiseId, p.record FROM crew c
        JOIN competitors p ON p.id = c.person_id WHERE p.status = 'active' ORDER BY c.id`,
    )
    .all() as { id: number; vehicleId: number; slot: string; personId: number; franchiseId: number | null; record: string }[];
  const drivers = new Map<number, number>();
  for (const s of seats) {
    const car = byId.get(s.vehicleId);
    const problem = (field: string, words: string) => out.push({ table: 'crew', rowid: s.id, field, problem: `${words} (${CREW})` });
    if (!car) continue;
    const kind = (JSON.parse(s.record) as { kind?: unknown }).kind ?? 'driver';
    if (s.slot === 'carDriver') {
      if (kind !== 'driver') problem('slot', `seats ${kind} ${s.personId} at the wheel of car ${car.id}; the wheel takes a driver`);
      if (drivers.has(car.id)) problem('vehicle_id', `seats a second driver in car ${car.id}, which competitor ${drivers.get(car.id)} drives`);
      drivers.set(car.id, s.personId);
    } else if (s.slot === 'carGunner') {
      if (kind !== 'gunner') problem('slot', `seats ${kind} ${s.personId} as car ${car.id}'s gunner; that seat takes a gunner`);
      if (!car.gunner) problem('vehicle_id', `seats a gunner in car ${car.id}, which is built without one`);
    }
    if (s.franchiseId !== car.franchiseId)
      problem('person_id', `seats competitor ${s.personId} of team ${s.franchiseId ?? 'none'} in car ${car.id} of team ${car.franchiseId}`);
  }
  for (const c of cars) if (!drivers.has(c.id)) out.push({ table: 'vehicles', rowid: c.id, field: 'id', problem: `has no driver (${CREW})` });
}

function carsPerTeam(sqlite: Database.Database, out: Violation[]): void {
  const stored = (sqlite.prepare(`SELECT settings FROM league WHERE id = 1`).get() as { settings: string } | undefined)?.settings ?? '{}';
  const { standings: _s, entrantStandings: _e, ...own } = JSON.parse(stored || '{}') as Record<string, unknown>;
  const parsed = racecombatSettingsSchema.safeParse(own);
  if (!parsed.success) return; // The settings' own check reports them.
  const max = parsed.data.carsPerTeam;
  const teams = sqlite
    .prepare(`SELECT franchise_id AS franchiseId, count(*) AS n, max(id) AS last FROM vehicles WHERE status = 'active' GROUP BY franchise_id HAVING n > ?`)
    .all(max) as { franchiseId: number; n: number; last: number }[];
  for (const t of teams)
    out.push({
      table: 'vehicles',
      rowid: t.last,
      field: 'franchise_id',
      problem: `is one of ${t.n} cars of team ${t.franchiseId}; a team runs at most ${max} (${CARS})`,
    });
}

export const racecombatImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    crews(sqlite, out);
    carsPerTeam(sqlite, out);
  },
};
