/**
 * A hex RPG league's printed documents, read from the league file: a gang's roster (the roster page, then a sheet per
 * vehicle and per character), one vehicle's sheet, or one character's. Each vehicle is drawn under the league's
 * typical vehicles as they stand (gaps.md #1); who sits where is the gang's standing crew (the core's crew slots,
 * labelled as the declaration labels them). The print service reaches these through the ruleset's id
 * (sheets/rulesetDocuments.ts).
 */
import { characterSchema, hexrpgDeclaration, type HexrpgSettings, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { crewView } from '../../services/league/crew';
import { readLeagueSettings } from '../../services/settings';
import { printTarget, type RulesetDocument, type RulesetDocumentRequest } from '../rulesetDocuments';
import type { GangRosterInput, Seat } from './model';
import { hexrpgPdf } from './print';

type Only = { vehicleId: number } | { personId: number } | null;

/** The gang's characters and vehicles (or the one asked for), with their seats. */
function gangOf(conn: LeagueConnection, crew: CrewView, only: Only): Pick<GangRosterInput, 'characters' | 'vehicles'> {
  const label = (slot: string) => hexrpgDeclaration.slots.find((s) => s.id === slot)?.label ?? slot;
  const seatOf = (personId: number): Seat | null => {
    for (const v of crew.vehicles) {
      const s = v.seats.find((x) => x.personId === personId);
      if (s) return { label: label(s.slot), vehicle: v.name };
    }
    return null;
  };
  const record = conn.sqlite.prepare('SELECT record FROM competitors WHERE id = ?');
  const design = conn.sqlite.prepare('SELECT design FROM vehicles WHERE id = ?');
  const characters = crew.people
    .filter((p) => only === null || ('personId' in only && only.personId === p.personId))
    .map((p) => ({
      character: characterSchema.parse(JSON.parse((record.get(p.personId) as { record: string }).record)),
      seat: seatOf(p.personId),
    }));
  const vehicles = crew.vehicles
    .filter((v) => only === null || ('vehicleId' in only && only.vehicleId === v.vehicleId))
    .map((v) => ({
      vehicle: vehicleSchema.parse(JSON.parse((design.get(v.vehicleId) as { design: string }).design)),
      seats: hexrpgDeclaration.slots
        .filter((s) => s.vehicle === v.kind)
        .map((s) => ({ slot: s.label, max: s.max, names: v.seats.filter((x) => x.slot === s.id).map((x) => x.name) })),
    }));
  return { characters, vehicles };
}

/** The gang a vehicle or a character belongs to, or a refusal naming the id. */
function gangOfId(conn: LeagueConnection, table: 'vehicles' | 'competitors', id: number, what: string): number {
  const row = conn.sqlite.prepare(`SELECT franchise_id AS franchiseId FROM ${table} WHERE id = ? AND status = 'active'`).get(id) as
    | { franchiseId: number | null }
    | undefined;
  if (!row || row.franchiseId === null)
    throw ServiceError.notFound(table === 'vehicles' ? 'vehicle' : 'competitor', `There is no ${what} with id ${id} in a gang.`);
  return row.franchiseId;
}

export function hexrpgDocument(conn: LeagueConnection, request: RulesetDocumentRequest): RulesetDocument {
  let franchiseId: number;
  let only: Only = null;
  if (request.kind === 'gang') franchiseId = printTarget(request, 'franchiseId', 'gang');
  else if (request.kind === 'vehicle') {
    const vehicleId = printTarget(request, 'vehicleId', 'vehicle');
    franchiseId = gangOfId(conn, 'vehicles', vehicleId, 'vehicle');
    only = { vehicleId };
  } else {
    const personId = printTarget(request, 'personId', 'character');
    franchiseId = gangOfId(conn, 'competitors', personId, 'character');
    only = { personId };
  }
  const gang = conn.sqlite.prepare('SELECT name, colour FROM franchises WHERE id = ?').get(franchiseId) as { name: string; colour: string } | undefined;
  if (!gang) throw ServiceError.notFound('franchise', `There is no gang with id ${franchiseId}.`);
  const settings = readLeagueSettings(conn) as HexrpgSettings;
  const parts = gangOf(conn, crewView(conn, franchiseId), only);
  const season = (conn.sqlite.prepare('SELECT MAX(number) AS n FROM seasons').get() as { n: number | null }).n ?? 1;
  const named = [...parts.vehicles.map((v) => v.vehicle.name), ...parts.characters.map((c) => c.character.name)];
  const title = only === null ? `Gang roster — ${gang.name}` : `${request.kind === 'vehicle' ? 'Vehicle' : 'Character'} — ${named[0] ?? gang.name}`;
  return {
    title,
    // The roster page is printed even before the gang has anyone.
    count: named.length + (only === null ? 1 : 0),
    render: ({ league, paper, printedAt }) =>
      hexrpgPdf(title, { league, season, gang: gang.name, colour: gang.colour, settings, ...parts }, { paper, printedAt }, only === null),
  };
}
