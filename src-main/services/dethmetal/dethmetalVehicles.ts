/**
 * A Dethmetal car is a generic `vehicles` row and its `dethmetal_vehicles` row (DP budget and bonus, criticals and
 * damage carried, price paid: issue 12). The SQL that joins and creates the pair is here.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, LeagueConnection } from '../../db/connection';
import { dethmetalVehicles, vehicles } from '../../db/schema';

const { vehicleId: _key, ...dethmetalColumns } = getTableColumns(dethmetalVehicles);

/** Both rows' columns, named as the services use them (`budget`, `bonusDp`, `purchasePrice`, …). */
export const vehicleColumns = { ...getTableColumns(vehicles), ...dethmetalColumns };

export type DethmetalVehicleValues = Omit<typeof dethmetalVehicles.$inferInsert, 'vehicleId'>;

/** Every car with its Dethmetal row (a Dethmetal league has one for each; see addDethmetalVehicle). */
export const selectVehicles = (db: Db) => db.select(vehicleColumns).from(vehicles).innerJoin(dethmetalVehicles, eq(dethmetalVehicles.vehicleId, vehicles.id));

/** The Dethmetal row made with the car, in the same operation. */
export function addDethmetalVehicle(conn: LeagueConnection, vehicleId: number, values: DethmetalVehicleValues): void {
  conn.db
    .insert(dethmetalVehicles)
    .values({ ...values, vehicleId })
    .run();
}

/** For raw SQL: `v` is the car, `dv` its Dethmetal row. */
export const VEHICLE_JOIN = 'vehicles v JOIN dethmetal_vehicles dv ON dv.vehicle_id = v.id';
