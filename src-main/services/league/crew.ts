/**
 * Crew slots as core relations (issue 21, "Generic entities"): who sits in which slot of which vehicle, for any ruleset,
 * as its declaration lays the slots out. Two relations, both read and written only here:
 *
 * - the standing crew (`crew`): a team's people in its vehicles between meetings (Dirty Wheels' driver of each car),
 *   checked against the declaration (engine/core/crew.ts) with every problem at once; `crew.list` / `crew.assign`;
 * - a meeting's crews per round (`match_crew`): one row per person seated in a round (Dethmetal's heats), which a
 *   ruleset's assignment step writes after its own checks and its result recording, table and sheets read back.
 *
 * A result, a sheet or a table reads through the functions here, never the tables.
 */
import type Database from 'better-sqlite3';
import { type CrewPerson, type CrewProblem, type CrewSeat, type CrewVehicle, crewProblems, kindOf, limitWords } from '../../../src-shared/engine/core/crew';
import type { AnyRuleset } from '../../../src-shared/engine/registry';
import type { SlotLimit } from '../../../src-shared/engine/ruleset';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import type { LeagueConnection } from '../../db/connection';
import { cachedStatement } from '../../db/statements';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import { rulesetServices } from '../rulesets';
import { leagueRuleset } from '../settings';

export type { CrewSeat };

const stmt = (sqlite: Database.Database, sql: string) => cachedStatement(sqlite, sql);

// ---------------------------------------------------------------------------------------------------------------------
// The standing crew

/** Every seat of a team's active vehicles, in vehicle order, then in the order seated. */
export function standingCrew(conn: LeagueConnection, franchiseId: number): CrewSeat[] {
  return stmt(
    conn.sqlite,
    `SELECT c.vehicle_id AS vehicleId, c.slot, c.person_id AS personId FROM crew c JOIN vehicles v ON v.id = c.vehicle_id
      WHERE v.franchise_id = ? AND v.status = 'active' ORDER BY v.id, c.id`,
  ).all(franchiseId) as CrewSeat[];
}

/** Who sits in a slot of these vehicles (sold ones too: a removed car keeps whoever drove it), by vehicle id. */
export function peopleInSlot(conn: LeagueConnection, vehicleIds: readonly number[], slot: string): Map<number, number> {
  const out = new Map<number, number>();
  if (vehicleIds.length === 0) return out;
  const rows = stmt(
    conn.sqlite,
    `SELECT vehicle_id AS vehicleId, person_id AS personId FROM crew WHERE slot = ? AND vehicle_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  ).all(slot, JSON.stringify(vehicleIds)) as { vehicleId: number; personId: number }[];
  for (const r of rows) if (!out.has(r.vehicleId)) out.set(r.vehicleId, r.personId);
  return out;
}

/** The vehicle a person has a standing seat in (also after it was sold), or undefined. */
export function vehicleOfPerson(conn: LeagueConnection, personId: number): { id: number; name: string } | undefined {
  return stmt(conn.sqlite, `SELECT v.id, v.name FROM crew c JOIN vehicles v ON v.id = c.vehicle_id WHERE c.person_id = ?`).get(personId) as
    | { id: number; name: string }
    | undefined;
}

/**
 * Seats one person, inside the caller's operation, after the caller's own checks (the team builder seats the driver it
 * creates with his car). A person has one seat: any other he had is given up.
 */
export function seatPerson(conn: LeagueConnection, seat: CrewSeat): void {
  stmt(conn.sqlite, `DELETE FROM crew WHERE person_id = ?`).run(seat.personId);
  stmt(conn.sqlite, `INSERT INTO crew (vehicle_id, slot, person_id) VALUES (?, ?, ?)`).run(seat.vehicleId, seat.slot, seat.personId);
}

interface TeamRow {
  id: number;
  name: string;
}

function teamRow(conn: LeagueConnection, franchiseId: number): TeamRow {
  const row = stmt(conn.sqlite, `SELECT id, name FROM franchises WHERE id = ?`).get(franchiseId) as TeamRow | undefined;
  if (!row) throw ServiceError.notFound('franchise', `There is no team with id ${franchiseId}.`);
  return row;
}

/**
 * The slots a design seats fewer in than declared (the ruleset's `vehicle.slotLimits`), none for a design its schema
 * cannot read (its own problems are reported where designs are checked).
 */
export function designSlotLimits(ruleset: AnyRuleset, design: unknown): SlotLimit[] {
  if (!ruleset.vehicle.slotLimits) return [];
  const parsed = ruleset.vehicle.designSchema.safeParse(design);
  return parsed.success ? ruleset.vehicle.slotLimits(parsed.data) : [];
}

/**
 * A vehicle's design about to be saved, against whoever sits in it now (inside the caller's operation): the issues at
 * the design's field for each slot it would seat fewer in than are seated (a car refitted without its gunner's seat
 * while he sits there). Empty: the crew still fits.
 */
export function seatsOverDesign(conn: LeagueConnection, ruleset: AnyRuleset, vehicleId: number, design: unknown): FieldIssue[] {
  const limits = designSlotLimits(ruleset, design);
  if (!limits.length) return [];
  const seated = stmt(conn.sqlite, `SELECT c.slot, p.name FROM crew c JOIN competitors p ON p.id = c.person_id WHERE c.vehicle_id = ? ORDER BY c.id`).all(
    vehicleId,
  ) as { slot: string; name: string }[];
  return limits.flatMap((l) => {
    const who = seated.filter((x) => x.slot === l.slot);
    if (who.length <= l.max) return [];
    const slot = ruleset.declaration.slots.find((d) => d.id === l.slot);
    const person = ruleset.declaration.people.find((k) => k.kind === slot?.person)?.one ?? 'person';
    const names = who.map((x) => x.name).join(', ');
    return [
      {
        path: ['design', ...l.path],
        message: `${limitWords(l, slot?.label ?? l.slot, person, who.length)} Seat ${names} elsewhere (or off the car) first.`,
      },
    ];
  });
}

/** A team's active vehicles and the people a crew may name (its own, and any other named, so the refusal can say whose). */
function crewContext(conn: LeagueConnection, team: TeamRow, personIds: readonly number[]) {
  const ruleset = leagueRuleset(conn);
  const { declaration } = ruleset;
  const vehicles = (
    stmt(conn.sqlite, `SELECT id, name, design FROM vehicles WHERE franchise_id = ? AND status = 'active' ORDER BY id`).all(team.id) as {
      id: number;
      name: string;
      design: string;
    }[]
  ).map((v): CrewVehicle => {
    const design = JSON.parse(v.design) as unknown;
    return { id: v.id, name: v.name, kind: kindOf(declaration.vehicles, design), limits: designSlotLimits(ruleset, design) };
  });
  const rows = stmt(
    conn.sqlite,
    `SELECT id, name, record, franchise_id AS franchiseId FROM competitors
      WHERE (franchise_id = ? AND status = 'active') OR id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  ).all(team.id, JSON.stringify(personIds)) as { id: number; name: string; record: string; franchiseId: number | null }[];
  const people = new Map(
    rows.map((p): [number, CrewPerson] => [
      p.id,
      { id: p.id, name: p.name, franchiseId: p.franchiseId, kind: kindOf(declaration.people, JSON.parse(p.record)) },
    ]),
  );
  return { declaration, vehicles, people };
}

/** A team's standing crew with names and the declaration's slot labels: `crew.list`. */
export function crewView(conn: LeagueConnection, franchiseId: number): CrewView {
  const team = teamRow(conn, franchiseId);
  const seats = standingCrew(conn, team.id);
  const { declaration, vehicles, people } = crewContext(
    conn,
    team,
    seats.map((s) => s.personId),
  );
  return {
    franchiseId: team.id,
    name: team.name,
    slots: declaration.slots.map((s) => ({ ...s })),
    vehicles: vehicles.map((v) => ({
      vehicleId: v.id,
      name: v.name,
      kind: v.kind,
      seats: seats.filter((s) => s.vehicleId === v.id).map((s) => ({ slot: s.slot, personId: s.personId, name: people.get(s.personId)?.name ?? '' })),
    })),
    people: [...people.values()].filter((p) => p.franchiseId === team.id).map((p) => ({ personId: p.id, name: p.name, kind: p.kind })),
  };
}

/**
 * `crew.assign`: the team's whole standing crew, checked against the declaration's slots with every problem at once;
 * nothing is written unless all of it is sound. One operation, one undo.
 */
export function assignCrew(conn: LeagueConnection, input: { franchiseId: number; seats: CrewSeat[] }): CrewView {
  const team = teamRow(conn, input.franchiseId);
  return runOperation(conn, 'crew.assign', input, () => {
    setStandingCrew(conn, team, input.seats);
    return {
      value: crewView(conn, team.id),
      summary: `${team.name}: seated ${input.seats.length} ${input.seats.length === 1 ? 'person' : 'people'} in ${new Set(input.seats.map((s) => s.vehicleId)).size} vehicle(s)`,
    };
  });
}

/**
 * The slot at a vehicle's controls: its kind's first slot (a ruleset of several kinds seats a bike's rider apart from a
 * car's driver). The team builder seats a vehicle's driver there and reads him back from it.
 */
export function controlsSlot(declaration: Pick<AnyRuleset['declaration'], 'slots' | 'vehicles'>, design: unknown): string {
  const kind = kindOf(declaration.vehicles, design);
  return (declaration.slots.find((s) => s.vehicle === kind) ?? declaration.slots[0]!).id;
}

/**
 * Where the team builder makes the teams (a vehicle comes with its driver: `team.addCar`), every active vehicle keeps
 * someone at its controls: a slot's `min` of 0 lets a hex RPG car carry no passenger, not be parked driverless in the
 * roster (the team's page reads each vehicle with its driver). Leaving a vehicle is `team.removeCar` with its driver kept.
 */
function controlsProblems(conn: LeagueConnection, ruleset: AnyRuleset, team: TeamRow, seats: readonly CrewSeat[]): CrewProblem[] {
  if (ruleset.capabilities.money || !ruleset.person || !rulesetServices(ruleset.id).teamRules) return [];
  const { declaration } = ruleset;
  const cars = stmt(conn.sqlite, `SELECT id, name, design FROM vehicles WHERE franchise_id = ? AND status = 'active' ORDER BY id`).all(team.id) as {
    id: number;
    name: string;
    design: string;
  }[];
  return cars.flatMap((v) => {
    const slot = controlsSlot(declaration, JSON.parse(v.design));
    const declared = declaration.slots.find((d) => d.id === slot);
    // A slot of min 1 or more is already refused empty by the declaration's check, in its words.
    if ((declared?.min ?? 0) > 0 || seats.some((s) => s.vehicleId === v.id && s.slot === slot)) return [];
    const label = declared?.label ?? slot;
    return [
      {
        path: ['seats'],
        message: `${v.name} would have nobody at its controls (the ${label} slot): seat someone there, or remove the vehicle and keep whoever drove it.`,
      },
    ];
  });
}

/** The team's whole standing crew replaced by `seats` after the declaration's check, inside the caller's operation. */
function setStandingCrew(conn: LeagueConnection, team: TeamRow, seats: readonly CrewSeat[]): void {
  const { declaration, vehicles, people } = crewContext(
    conn,
    team,
    seats.map((s) => s.personId),
  );
  const problems = [...crewProblems(declaration, team, vehicles, people, seats), ...controlsProblems(conn, leagueRuleset(conn), team, seats)];
  if (problems.length)
    throw ServiceError.validation(
      problems.length === 1
        ? `${team.name}'s crew was refused: ${problems[0]!.message}`
        : `${team.name}'s crew was refused: it has ${problems.length} problems.`,
      problems,
    );
  stmt(conn.sqlite, `DELETE FROM crew WHERE vehicle_id IN (SELECT id FROM vehicles WHERE franchise_id = ? AND status = 'active')`).run(team.id);
  for (const s of seats) seatPerson(conn, s);
}

/**
 * One person seated in one slot of his team's vehicle, the rest of the standing crew kept (any other seat of his
 * given up), checked as `crew.assign` checks the whole crew; inside the caller's operation (a person added straight
 * into a seat). The refusal's issues point at `seat`.
 */
export function seatInTeam(conn: LeagueConnection, franchiseId: number, seat: CrewSeat): void {
  const team = teamRow(conn, franchiseId);
  const kept = standingCrew(conn, team.id).filter((s) => s.personId !== seat.personId);
  try {
    setStandingCrew(conn, team, [...kept, seat]);
  } catch (e) {
    if (!(e instanceof ServiceError) || e.error.kind !== 'validation') throw e;
    // Only the problems of the new seat (the standing crew was sound), each at the input's `seat`.
    const mine = (e.error.issues ?? []).filter((i) => i.path[1] === kept.length || i.path.length === 1);
    const issues = (mine.length ? mine : (e.error.issues ?? [])).map((i) => ({ ...i, path: ['seat', ...i.path.slice(2)] }));
    throw ServiceError.validation(issues.length === 1 ? `${team.name}'s crew was refused: ${issues[0]!.message}` : e.error.message, issues);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// A meeting's crews per round

/** One vehicle in one round of a meeting: its team, and who sits in each slot (person ids in the order seated). */
export interface RoundVehicle {
  round: number;
  franchiseId: number;
  vehicleId: number;
  slots: Record<string, number[]>;
}

/**
 * A meeting's crews, round by round, each round's vehicles in the order their team assigned them. `upTo`: rounds past
 * it are left out (a match cut to fewer heats keeps rows it no longer plays).
 */
export function roundCrews(conn: LeagueConnection, matchId: number, where: { round?: number; franchiseId?: number; upTo?: number } = {}): RoundVehicle[] {
  const rows = stmt(
    conn.sqlite,
    `SELECT round, franchise_id AS franchiseId, vehicle_id AS vehicleId, slot, person_id AS personId FROM match_crew
      WHERE match_id = @matchId AND (@round IS NULL OR round = @round) AND (@franchiseId IS NULL OR franchise_id = @franchiseId)
        AND (@upTo IS NULL OR round <= @upTo)
      ORDER BY round, id`,
  ).all({ matchId, round: where.round ?? null, franchiseId: where.franchiseId ?? null, upTo: where.upTo ?? null }) as {
    round: number;
    franchiseId: number;
    vehicleId: number;
    slot: string;
    personId: number;
  }[];
  const out: RoundVehicle[] = [];
  const at = new Map<string, RoundVehicle>();
  for (const r of rows) {
    const key = `${r.round}:${r.vehicleId}`;
    let v = at.get(key);
    if (!v) {
      v = { round: r.round, franchiseId: r.franchiseId, vehicleId: r.vehicleId, slots: {} };
      at.set(key, v);
      out.push(v);
    }
    (v.slots[r.slot] ??= []).push(r.personId);
  }
  return out;
}

/** The rounds of a meeting that have a crew assigned. */
export function roundsWithCrew(conn: LeagueConnection, matchId: number): number[] {
  return (stmt(conn.sqlite, `SELECT DISTINCT round FROM match_crew WHERE match_id = ? ORDER BY round`).all(matchId) as { round: number }[]).map((r) => r.round);
}

/** Replaces one team's crews for a meeting, inside the caller's operation (after the ruleset's own checks). */
export function replaceRoundCrews(conn: LeagueConnection, matchId: number, franchiseId: number, vehicles: readonly Omit<RoundVehicle, 'franchiseId'>[]): void {
  stmt(conn.sqlite, `DELETE FROM match_crew WHERE match_id = ? AND franchise_id = ?`).run(matchId, franchiseId);
  const insert = stmt(conn.sqlite, `INSERT INTO match_crew (match_id, round, franchise_id, vehicle_id, slot, person_id) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const v of vehicles)
    for (const [slot, people] of Object.entries(v.slots)) for (const p of people) insert.run(matchId, v.round, franchiseId, v.vehicleId, slot, p);
}

/** Removes a meeting's crews (the meeting is removed from the schedule). */
export function removeRoundCrews(conn: LeagueConnection, matchId: number): void {
  stmt(conn.sqlite, `DELETE FROM match_crew WHERE match_id = ?`).run(matchId);
}

/** The number of the first meeting not yet recorded in which this vehicle or person has a seat, or null. */
export function pendingMeetingOf(conn: LeagueConnection, who: { vehicleId: number } | { personId: number }): number | null {
  const row = stmt(
    conn.sqlite,
    `SELECT m.number FROM match_crew c JOIN matches m ON m.id = c.match_id
      WHERE m.status <> 'recorded' AND ${'vehicleId' in who ? 'c.vehicle_id' : 'c.person_id'} = ? LIMIT 1`,
  ).get('vehicleId' in who ? who.vehicleId : who.personId) as { number: number } | undefined;
  return row ? row.number : null;
}
