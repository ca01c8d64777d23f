/**
 * The league file's side of the assistant's cars: each car's design, team and crew read from their rows (a bad id is
 * refused with the field it came from), handed to the engine, which derives the rest.
 */
import * as assistant from '../../../../src-shared/engine/dethmetal/assistant';
import type { DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { AssistantCarInfo, CarState } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import type { RoadSurface } from '../../../../src-shared/engine/dethmetal/car';
import type { LeagueConnection } from '../../../db/connection';
import { ServiceError } from '../../errors';
import { competitorRow, franchiseRow, parseDesign, parseDriver, vehicleRow } from '../records';

export type Entry = assistant.Entry;

/** The engine's loader over the league file. */
export function loaderFor(conn: LeagueConnection): assistant.CarLoader {
  return (entry, path) => {
    const row = vehicleRow(conn, entry.vehicleId, [...path, 'vehicleId']);
    if (row.status !== 'active')
      throw ServiceError.validation(`${row.name} has been sold and cannot race.`, [{ path: [...path, 'vehicleId'], message: 'Sold' }]);
    const franchise = franchiseRow(conn, row.franchiseId);
    const design = parseDesign(row);
    const seat = (role: 'driver' | 'gunner', competitorId: number, field: string) => {
      const c = competitorRow(conn, competitorId, [...path, field]);
      if (c.franchiseId !== row.franchiseId) {
        throw ServiceError.validation(`${c.name} does not drive for ${franchise.name}.`, [
          { path: [...path, field], message: `Not on ${franchise.name}'s roster` },
        ]);
      }
      return { competitorId: c.id, role, driver: parseDriver(c) };
    };
    const crew = [seat('driver', entry.driverId, 'driverId')];
    if (entry.gunnerId !== null) {
      if (!design.components.gunnerStation) {
        throw ServiceError.validation(`${row.name} has no gunner station.`, [{ path: [...path, 'gunnerId'], message: 'No gunner station on this car' }]);
      }
      if (entry.gunnerId === entry.driverId)
        throw ServiceError.validation('The gunner cannot also drive.', [{ path: [...path, 'gunnerId'], message: 'Same competitor as the driver' }]);
      crew.push(seat('gunner', entry.gunnerId, 'gunnerId'));
    }
    return {
      vehicleId: row.id,
      name: row.name,
      franchise: { id: franchise.id, name: franchise.name, colour: franchise.colour },
      design,
      carried: { damage: row.damage, criticals: row.criticals },
      crew,
    };
  };
}

/** Load one car and its crew; `path` names the input field a bad id came from. */
export function loadCar(conn: LeagueConnection, settings: DethmetalSettings, entry: Entry, path: (string | number)[]): assistant.Loaded {
  return assistant.carInfo(loaderFor(conn)(entry, path), entry, settings);
}

export function assistantCars(conn: LeagueConnection, settings: DethmetalSettings, entries: readonly Entry[]): AssistantCarInfo[] {
  return assistant.assistantCars(loaderFor(conn), settings, entries);
}

export function buildTable(
  conn: LeagueConnection,
  settings: DethmetalSettings,
  input: { cars: CarState[]; surface: RoadSurface; where: assistant.Table['where'] },
): assistant.Table {
  return assistant.buildTable(loaderFor(conn), settings, input);
}
