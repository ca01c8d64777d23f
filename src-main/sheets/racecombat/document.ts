/**
 * A race-combat league's printed documents, read from the league file: a team's roster (the roster page, then the
 * sheet of each of its cars) or one car's sheet. Each car is drawn from its design under the league's house rules as
 * they stand; its driver and gunner are the team's standing crew (the core's crew slots), the championship points the
 * league's standings for the current season. The print service reaches these through the ruleset's id
 * (sheets/rulesetDocuments.ts).
 */
import { designSchema, racecombatPersonSchema, type RacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { crewView } from '../../services/league/crew';
import { leagueStandings } from '../../services/league/standings';
import { readLeagueSettings } from '../../services/settings';
import { teamView } from '../../services/teams';
import { printTarget, type RulesetDocument, type RulesetDocumentRequest } from '../rulesetDocuments';
import type { ChampionshipInput, RacecombatRosterInput } from './model';
import { racecombatCarSheetsPdf, racecombatRosterPdf } from './print';

/** The team's cars (or one of them) with their driver and gunner by the standing crew's slots. */
function carsOf(conn: LeagueConnection, franchiseId: number, onlyVehicle?: number): RacecombatRosterInput['cars'] {
  const crew = crewView(conn, franchiseId);
  const seated = (vehicleId: number, slot: string) => crew.vehicles.find((v) => v.vehicleId === vehicleId)?.seats.find((s) => s.slot === slot)?.name;
  return teamView(conn, franchiseId)
    .cars.filter((c) => onlyVehicle === undefined || c.vehicleId === onlyVehicle)
    .map((c) => {
      const design = designSchema.parse(c.design);
      const driver = seated(c.vehicleId, 'carDriver') ?? racecombatPersonSchema.parse(c.driver).name;
      return { design, driver, gunner: design.gunner ? (seated(c.vehicleId, 'carGunner') ?? null) : null };
    });
}

/** The current season's championships as far as they go: the team's row and its drivers' (null before any race). */
function championship(conn: LeagueConnection, franchiseId: number): ChampionshipInput | null {
  const standings = leagueStandings(conn, { allTime: false });
  const team = standings.rows.find((r) => r.franchiseId === franchiseId);
  const drivers = (standings.entrants?.rows ?? []).filter((r) => r.franchiseId === franchiseId);
  if (!team?.played && !drivers.some((d) => d.played)) return null;
  return {
    races: team?.played ?? 0,
    team: team ? { points: team.points, place: team.rank } : null,
    drivers: drivers.map((d) => ({ name: d.entrant, points: d.points, place: d.rank })),
  };
}

export function racecombatDocument(conn: LeagueConnection, request: RulesetDocumentRequest): RulesetDocument {
  let franchiseId: number;
  let onlyVehicle: number | undefined;
  if (request.kind === 'team') franchiseId = printTarget(request, 'franchiseId', 'team');
  else {
    const vehicleId = printTarget(request, 'vehicleId', 'car');
    const row = conn.sqlite.prepare(`SELECT franchise_id AS franchiseId FROM vehicles WHERE id = ? AND status = 'active'`).get(vehicleId) as
      | { franchiseId: number }
      | undefined;
    if (!row) throw ServiceError.notFound('vehicle', `There is no car with id ${vehicleId}.`);
    franchiseId = row.franchiseId;
    onlyVehicle = vehicleId;
  }
  const team = conn.sqlite.prepare('SELECT name, colour FROM franchises WHERE id = ?').get(franchiseId) as { name: string; colour: string } | undefined;
  if (!team) throw ServiceError.notFound('franchise', `There is no team with id ${franchiseId}.`);
  const settings = readLeagueSettings(conn) as RacecombatSettings;
  const cars = carsOf(conn, franchiseId, onlyVehicle);
  const season = (conn.sqlite.prepare('SELECT MAX(number) AS n FROM seasons').get() as { n: number | null }).n ?? 1;
  const input = (league: string): RacecombatRosterInput => ({
    league,
    season,
    team: team.name,
    colour: team.colour,
    cars,
    settings,
    championship: onlyVehicle === undefined ? championship(conn, franchiseId) : null,
  });
  return {
    title: onlyVehicle === undefined ? `Team roster — ${team.name}` : `Car sheet — ${cars[0]?.design.name ?? team.name}`,
    // The roster page is printed even before the team has a car.
    count: onlyVehicle === undefined ? cars.length + 1 : cars.length,
    render: ({ league, paper, printedAt }) => (onlyVehicle === undefined ? racecombatRosterPdf : racecombatCarSheetsPdf)(input(league), { paper, printedAt }),
  };
}
