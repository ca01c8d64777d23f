import type Database from 'better-sqlite3';
import { car, driver as drivers } from '../../src-shared/engine/dethmetal';
import { settings } from './fixtures';
import { plainCar } from '../engine/dethmetal/car/fixtures';

/**
 * Stables, rosters and one scheduled match written straight into the tables (the campaign services that normally
 * write them are tested on their own): `franchises` franchises with `cars` cars and `drivers` competitors each.
 */
export function seedLeague(sqlite: Database.Database, opts: { franchises: number; cars: number; drivers: number }): { matchId: number } {
  const franchise = sqlite.prepare(`INSERT INTO franchises (name, colour, owner) VALUES (?, '#333333', ?)`);
  const dethmetalFranchise = sqlite.prepare(`INSERT INTO dethmetal_franchises (franchise_id, founded_season) VALUES (?, 1)`);
  const vehicle = sqlite.prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, ?, ?, ?, 1)`);
  const dethmetalVehicle = sqlite.prepare(`INSERT INTO dethmetal_vehicles (vehicle_id, budget, purchase_price) VALUES (?, 60, 100)`);
  const competitor = sqlite.prepare(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, ?, ?)`);
  const dethmetalCompetitor = sqlite.prepare(`INSERT INTO dethmetal_competitors (competitor_id) VALUES (?)`);
  sqlite.prepare(`INSERT INTO seasons (id, number) VALUES (1, 1)`).run();
  const matchId = Number(sqlite.prepare(`INSERT INTO matches (season_id, number, track) VALUES (1, 1, 'Reno')`).run().lastInsertRowid);
  sqlite.prepare(`INSERT INTO dethmetal_matches (match_id, surface, kind) VALUES (?, 'asphalt', 'race')`).run(matchId);
  const team = sqlite.prepare(`INSERT INTO match_teams (match_id, franchise_id) VALUES (?, ?)`);
  const dethmetalTeam = sqlite.prepare(`INSERT INTO dethmetal_match_teams (match_team_id) VALUES (?)`);
  sqlite.transaction(() => {
    for (let f = 1; f <= opts.franchises; f++) {
      const fid = Number(franchise.run(`Franchise ${String(f).padStart(2, '0')}`, `Owner ${f}`).lastInsertRowid);
      dethmetalFranchise.run(fid);
      dethmetalTeam.run(team.run(matchId, fid).lastInsertRowid);
      for (let c = 1; c <= opts.cars; c++) {
        const design = plainCar({ name: `Car ${f}-${c}`, gearing: ((c % 3) - 1) as -1 | 0 | 1 });
        dethmetalVehicle.run(vehicle.run(fid, design.name, JSON.stringify(design), JSON.stringify(car.deriveCar(design, settings.car))).lastInsertRowid);
      }
      for (let d = 1; d <= opts.drivers; d++) {
        const record = { ...drivers.newDriver(`Driver ${f}-${d}`), xp: d * 3, level: 1 + Math.floor(d / 3) };
        dethmetalCompetitor.run(competitor.run(fid, record.name, JSON.stringify(record)).lastInsertRowid);
      }
    }
  })();
  return { matchId };
}

/** A car of a line-up, by the seeded names' numbers: franchise f's car `car`, driven by its competitor `driver`. */
export interface SeededCar {
  heat: number;
  car: number;
  driver: number;
  gunner?: number;
}

/** Franchise `franchise`'s line-up for a match of a league from seedLeague, written straight into the core's match_crew. */
export function seedLineup(sqlite: Database.Database, matchId: number, franchise: number, cars: readonly SeededCar[]): void {
  const fid = (sqlite.prepare('SELECT id FROM franchises WHERE name = ?').get(`Franchise ${String(franchise).padStart(2, '0')}`) as { id: number }).id;
  const id = (table: 'vehicles' | 'competitors', name: string) => (sqlite.prepare(`SELECT id FROM ${table} WHERE name = ?`).get(name) as { id: number }).id;
  const insert = sqlite.prepare('INSERT INTO match_crew (match_id, franchise_id, round, vehicle_id, slot, person_id) VALUES (?, ?, ?, ?, ?, ?)');
  for (const c of cars) {
    const car = id('vehicles', `Car ${franchise}-${c.car}`);
    insert.run(matchId, fid, c.heat, car, 'driver', id('competitors', `Driver ${franchise}-${c.driver}`));
    if (c.gunner !== undefined) insert.run(matchId, fid, c.heat, car, 'gunner', id('competitors', `Driver ${franchise}-${c.gunner}`));
  }
}
