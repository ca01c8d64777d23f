/**
 * A battlecars league's printed documents, read from the league file: a player's roster (the roster page, then the
 * card of each of the player's vehicles) or one vehicle's card. Each vehicle is drawn from its card type as the league
 * defines it now (its settings' `cardTypes`, gaps.md #4); its driver is on its card. The print service reaches these
 * through the ruleset's id (sheets/rulesetDocuments.ts).
 */
import { type BattlecarsDriver, type BattlecarsSettings, battlecarsDriverSchema, designSchema, SECTION, withGap } from '../../../src-shared/engine/battlecars';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { personCareer } from '../../services/league/careers';
import { leagueServices } from '../../services/rulesets';
import { readLeagueSettings } from '../../services/settings';
import { teamView } from '../../services/teams';
import { printTarget, type RulesetDocument, type RulesetDocumentRequest } from '../rulesetDocuments';
import type { BattlecarsVehicleInput, CareerLines } from './model';
import { battlecarsRosterPdf, battlecarsVehicleCardsPdf } from './print';

/** The careers of the player's drivers, season by season and all time (null where the league keeps none). */
function careerLines(conn: LeagueConnection, competitorIds: readonly number[]): CareerLines | undefined {
  if (!leagueServices(conn).careers) return undefined;
  const lines: CareerLines = { columns: [], rows: [] };
  for (const id of competitorIds) {
    const career = personCareer(conn, id);
    lines.columns = career.columns.map((c) => c.label);
    const counts = (c: Record<string, number>) => career.columns.map((col) => c[col.key] ?? 0);
    for (const s of career.seasons) lines.rows.push({ driver: career.name, season: `Season ${s.seasonNumber}`, counts: counts(s.counts) });
    if (career.seasons.length) lines.rows.push({ driver: career.name, season: 'All time', counts: counts(career.total) });
  }
  return lines;
}

/** The player's vehicles (or one of them) as their cards print them; a stored vehicle its card type no longer fits is refused by name. */
function vehiclesOf(
  conn: LeagueConnection,
  franchiseId: number,
  settings: BattlecarsSettings,
  onlyVehicle?: number,
): (BattlecarsVehicleInput & { competitorId: number })[] {
  return teamView(conn, franchiseId)
    .cars.filter((c) => onlyVehicle === undefined || c.vehicleId === onlyVehicle)
    .map((c) => {
      const design = designSchema.parse(c.design);
      const card = settings.cardTypes.find((t) => t.id === design.cardType);
      if (!card)
        throw ServiceError.conflict(
          `${design.name} is a “${design.cardType}”, and this league has no such card type now (its card types: ${settings.cardTypes.map((t) => t.id).join(', ')}): give it one of them before printing its card (${withGap(SECTION.cards, 4)}).`,
        );
      const driver = battlecarsDriverSchema.parse(c.driver) as BattlecarsDriver;
      return { design, card, driver: driver.name, competitorId: c.competitorId };
    });
}

export function battlecarsDocument(conn: LeagueConnection, request: RulesetDocumentRequest): RulesetDocument {
  let franchiseId: number;
  let onlyVehicle: number | undefined;
  if (request.kind === 'roster') franchiseId = printTarget(request, 'franchiseId', 'player');
  else {
    const vehicleId = printTarget(request, 'vehicleId', 'vehicle');
    const row = conn.sqlite.prepare(`SELECT franchise_id AS franchiseId FROM vehicles WHERE id = ? AND status = 'active'`).get(vehicleId) as
      | { franchiseId: number }
      | undefined;
    if (!row) throw ServiceError.notFound('vehicle', `There is no vehicle with id ${vehicleId}.`);
    franchiseId = row.franchiseId;
    onlyVehicle = vehicleId;
  }
  const team = conn.sqlite.prepare('SELECT name, colour FROM franchises WHERE id = ?').get(franchiseId) as { name: string; colour: string } | undefined;
  if (!team) throw ServiceError.notFound('franchise', `There is no player with id ${franchiseId}.`);
  const settings = readLeagueSettings(conn) as BattlecarsSettings;
  const vehicles = vehiclesOf(conn, franchiseId, settings, onlyVehicle);
  const careers =
    onlyVehicle === undefined
      ? careerLines(
          conn,
          vehicles.map((v) => v.competitorId),
        )
      : undefined;
  const season = (conn.sqlite.prepare('SELECT MAX(number) AS n FROM seasons').get() as { n: number | null }).n ?? 1;
  const title = onlyVehicle === undefined ? `Roster — ${team.name}` : `Vehicle card — ${vehicles[0]?.design.name ?? team.name}`;
  return {
    title,
    // The roster page is printed even before the player has a vehicle; a vehicle card needs its vehicle.
    count: onlyVehicle === undefined ? vehicles.length + 1 : vehicles.length,
    render: ({ league, paper, printedAt }) =>
      (onlyVehicle === undefined ? battlecarsRosterPdf : battlecarsVehicleCardsPdf)(
        { league, season, team: team.name, colour: team.colour, vehicles, settings, careers },
        { paper, printedAt },
      ),
  };
}
