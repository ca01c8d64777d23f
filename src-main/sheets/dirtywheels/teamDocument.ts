/**
 * A Dirty Wheels league's printed document, read from the league file: the team sheet of a team (every car with its
 * driver), or one car's card (print.ts). The print service reaches it through the ruleset's id (sheets/rulesetDocuments.ts).
 */
import { type Driver, type DirtyWheelsSettings, driverSchema, type TeamCar, upgradeDesign } from '../../../src-shared/engine/dirtywheels';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { readLeagueSettings } from '../../services/settings';
import { teamView } from '../../services/teams';
import { printTarget, type RulesetDocument, type RulesetDocumentRequest } from '../rulesetDocuments';
import { dirtyWheelsCarCardsPdf, dirtyWheelsTeamPdf } from './print';

function carsOf(conn: LeagueConnection, franchiseId: number, onlyVehicle?: number): TeamCar[] {
  return teamView(conn, franchiseId)
    .cars.filter((c) => onlyVehicle === undefined || c.vehicleId === onlyVehicle)
    .flatMap((c) => {
      const design = upgradeDesign(c.design);
      const driver = driverSchema.safeParse(c.driver);
      // A stored car the schema no longer reads is shown with its problems on screen; it cannot be printed whole.
      return design.ok && driver.success ? [{ design: design.design, driver: driver.data as Driver }] : [];
    });
}

export function dirtyWheelsDocument(conn: LeagueConnection, request: RulesetDocumentRequest): RulesetDocument {
  let franchiseId: number;
  let onlyVehicle: number | undefined;
  if (request.kind === 'franchise') franchiseId = printTarget(request, 'franchiseId', 'team');
  else if (request.kind === 'car') {
    const vehicleId = printTarget(request, 'vehicleId', 'car');
    const row = conn.sqlite.prepare(`SELECT franchise_id AS franchiseId FROM vehicles WHERE id = ? AND status = 'active'`).get(vehicleId) as
      | { franchiseId: number }
      | undefined;
    if (!row) throw ServiceError.notFound('car', `There is no car with id ${vehicleId}.`);
    franchiseId = row.franchiseId;
    onlyVehicle = vehicleId;
  } else {
    throw ServiceError.validation('A Dirty Wheels league prints team sheets: print a team, or one of its cars (its driver is on its card).', [
      { path: ['kind'], message: 'Print a team or a car' },
    ]);
  }
  const team = conn.sqlite.prepare('SELECT name, colour FROM franchises WHERE id = ?').get(franchiseId) as { name: string; colour: string } | undefined;
  if (!team) throw ServiceError.notFound('franchise', `There is no team with id ${franchiseId}.`);
  const cars = carsOf(conn, franchiseId, onlyVehicle);
  const season = (conn.sqlite.prepare('SELECT MAX(number) AS n FROM seasons').get() as { n: number | null }).n ?? 1;
  const settings = readLeagueSettings(conn) as DirtyWheelsSettings;
  const title = onlyVehicle === undefined ? `Team sheet — ${team.name}` : `Car card — ${cars[0]?.design.name ?? team.name}`;
  return {
    title,
    count: cars.length,
    render: ({ league, paper, printedAt }) =>
      (onlyVehicle === undefined ? dirtyWheelsTeamPdf : dirtyWheelsCarCardsPdf)(
        { name: team.name, cars },
        { league, season, colour: team.colour, settings, paper, printedAt },
      ),
  };
}
