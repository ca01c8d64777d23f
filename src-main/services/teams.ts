/**
 * Team building for a ruleset with one driver per car and no money (Dirty Wheels first; Dethmetal buys its cars in
 * the Garage). A car is a `vehicles` row whose design is the ruleset's design JSON (derived JSON cached beside it),
 * its driver a `competitors` row whose record is the ruleset's person JSON. Every write is checked with the
 * ruleset's schema and rules under the league's settings before anything is written, so the CLI, an import and the
 * screens refuse the same car with the same words; each write is one journaled, undoable operation.
 *
 * The pairing: the driver sits in the car's slot of the standing crew (services/league/crew.ts, issue 21), the first
 * slot the ruleset declares for the car's kind (Dirty Wheels' `driver`; the hex RPG's bike rider, car or warcar
 * driver); until migration 0028 it was `vehicleId` in the driver's JSON. A ruleset whose people are not only drivers
 * (the hex RPG's characters) adds people on foot (`addPerson`, `TeamView.onFoot`), seated later through crew.assign.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Dice, DiceInputInvalid, DiceInputNeeded, ManualDice, type RollRecord, SeededDice } from '../../src-shared/engine/dice';
import type { AnyRuleset } from '../../src-shared/engine/registry';
import { type Problem, worsened } from '../../src-shared/engine/ruleset';
import type { FieldIssue } from '../../src-shared/ipc';
import { zodIssues } from '../../src-shared/ipc';
import type { TeamCarView, TeamCarWrite, TeamPersonView, TeamProblem, TeamRollKind, TeamView } from '../../src-shared/ipc/channels/teams';
import type { LeagueConnection } from '../db/connection';
import { competitors, diceLog, franchises, league, seasons, vehicles } from '../db/schema';
import { ServiceError } from './errors';
import { kindOf } from '../../src-shared/engine/core/crew';
import { type CrewSeat, controlsSlot, peopleInSlot, seatInTeam, seatPerson, seatsOverDesign } from './league/crew';
import { currentJournalId, runOperation } from './operation';
import { rulesetServices } from './rulesets';
import { leagueRuleset, readLeagueSettings } from './settings';

/** A car and its driver as the ruleset's JSON. */
export interface BuiltCar {
  design: unknown;
  driver: unknown;
}

/**
 * What team building needs of a ruleset beyond the Ruleset interface: the cars per team and the rolls the rules
 * make while building. A ruleset's services hook (rulesetHooks.ts) until the Ruleset interface carries it.
 */
export interface TeamRules {
  maxCars(settings: unknown): number;
  /** The rule that sets the cars per team, cited when a team is full. */
  maxCarsRule: string;
  rollDriver(dice: Dice, name: string, settings: unknown): unknown;
  /** Why the league has nothing of that kind to roll for this car (a house rule picks it, or it was rolled). */
  nothingToRoll(kind: TeamRollKind, car: BuiltCar, settings: unknown): string | undefined;
  roll(kind: TeamRollKind, dice: Dice, car: BuiltCar, settings: unknown): BuiltCar;
}

interface Builder {
  ruleset: AnyRuleset;
  /**
   * The slot a car's driver sits in: the first slot its ruleset declares for the car's kind (Dirty Wheels' `driver`;
   * the hex RPG's bike rider and car or warcar driver).
   */
  slotOf(design: unknown): string;
  person: NonNullable<AnyRuleset['person']>;
  rules: TeamRules;
  settings: unknown;
}

/** The league's ruleset, if it builds teams here; a clear refusal otherwise. */
function builder(conn: LeagueConnection): Builder {
  const ruleset = leagueRuleset(conn);
  if (ruleset.capabilities.money)
    throw ServiceError.unavailable(
      `This is a ${ruleset.name} league: its cars are bought and built in the Garage and its drivers hired on the Roster, where the money is kept.`,
    );
  const rules = rulesetServices(ruleset.id).teamRules;
  const { slots } = ruleset.declaration;
  if (!ruleset.person || !rules || !slots.length)
    throw ServiceError.unavailable(`This is a ${ruleset.name} league: Pitwall does not build its teams as cars with one driver each.`);
  const slotOf = (design: unknown) => controlsSlot(ruleset.declaration, design);
  return { ruleset, slotOf, person: ruleset.person, rules, settings: readLeagueSettings(conn) };
}

const issue = (prefix: string, p: Problem): FieldIssue => ({ path: [prefix, ...p.path], message: `${p.message} (${p.rule})` });

function refuse(what: string, issues: FieldIssue[]): never {
  throw ServiceError.validation(
    issues.length === 1 ? `${what} was refused: ${issues[0]!.message}` : `${what} was refused: it breaks ${issues.length} rules. Nothing was saved.`,
    issues,
  );
}

/**
 * The rules' problems a write is refused for: all of them for a new car; for a stored one, only what the change makes
 * worse (issue 19 #11: a car made illegal by a later house rule can be renamed, and moved toward legality step by step).
 */
function refusedProblems(after: Problem[], stored: Problem[] | undefined): Problem[] {
  return stored === undefined ? after : worsened(stored, after);
}

/** The ruleset's design, checked by its schema and then its rules under the league's settings. */
function checkDesign(b: Builder, raw: unknown, stored?: unknown): unknown {
  const parsed = b.ruleset.vehicle.designSchema.safeParse(raw);
  if (!parsed.success)
    refuse(
      'The design',
      zodIssues(parsed.error).map((i) => ({ ...i, path: ['design', ...i.path] })),
    );
  const was = stored === undefined ? undefined : b.ruleset.vehicle.designSchema.safeParse(stored);
  const problems = refusedProblems(
    b.ruleset.vehicle.validate(parsed.data, b.settings),
    was?.success ? b.ruleset.vehicle.validate(was.data, b.settings) : undefined,
  );
  if (problems.length)
    refuse(
      'The design',
      problems.map((p) => issue('design', p)),
    );
  return parsed.data;
}

function checkDriver(b: Builder, raw: unknown, stored?: unknown): unknown {
  const parsed = b.person.personSchema.safeParse(raw);
  if (!parsed.success)
    refuse(
      'The driver',
      zodIssues(parsed.error).map((i) => ({ ...i, path: ['driver', ...i.path] })),
    );
  const was = stored === undefined ? undefined : b.person.personSchema.safeParse(stored);
  const problems = refusedProblems(b.person.validate(parsed.data, b.settings), was?.success ? b.person.validate(was.data, b.settings) : undefined);
  if (problems.length)
    refuse(
      'The driver',
      problems.map((p) => issue('driver', p)),
    );
  return parsed.data;
}

const nameOf = (json: unknown): string => String((json as { name?: unknown }).name ?? '');

function openSeason(conn: LeagueConnection): number | null {
  return conn.db.select({ n: seasons.number }).from(seasons).where(eq(seasons.status, 'open')).orderBy(asc(seasons.number)).get()?.n ?? null;
}

function franchiseRow(conn: LeagueConnection, id: number) {
  const row = conn.db.select({ id: franchises.id, name: franchises.name }).from(franchises).where(eq(franchises.id, id)).get();
  if (!row) throw ServiceError.notFound('franchise', `There is no team with id ${id}.`);
  return row;
}

interface StoredCar {
  vehicleId: number;
  competitorId: number;
  franchiseId: number;
  design: unknown;
  driver: unknown;
}

/** The active cars of a team (or one car), each with the driver seated in it. */
function storedCars(conn: LeagueConnection, b: Builder, where: { franchiseId: number } | { vehicleId: number }): StoredCar[] {
  const cars = conn.db
    .select({ id: vehicles.id, franchiseId: vehicles.franchiseId, design: vehicles.design })
    .from(vehicles)
    .where(and(eq(vehicles.status, 'active'), 'vehicleId' in where ? eq(vehicles.id, where.vehicleId) : eq(vehicles.franchiseId, where.franchiseId)))
    .orderBy(asc(vehicles.id))
    .all();
  if (cars.length === 0) return [];
  // Each car's driver in its kind's slot (a ruleset of several kinds seats a bike's rider apart from a car's driver).
  const bySlot = new Map<string, number[]>();
  for (const c of cars) {
    const slot = b.slotOf(JSON.parse(c.design));
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), c.id]);
  }
  const seated = new Map([...bySlot].flatMap(([slot, ids]) => [...peopleInSlot(conn, ids, slot)]));
  const drivers = new Map(
    conn.db
      .select({ id: competitors.id, record: competitors.record })
      .from(competitors)
      .where(inArray(competitors.id, [...seated.values()]))
      .all()
      .map((c) => [c.id, JSON.parse(c.record) as unknown]),
  );
  return cars.map((c) => {
    const competitorId = seated.get(c.id);
    const driver = competitorId === undefined ? undefined : drivers.get(competitorId);
    if (competitorId === undefined || driver === undefined) throw ServiceError.conflict(`Car ${c.id} has no driver in this league file.`);
    return { vehicleId: c.id, competitorId, franchiseId: c.franchiseId, design: JSON.parse(c.design), driver };
  });
}

function storedCar(conn: LeagueConnection, b: Builder, vehicleId: number): StoredCar {
  const car = storedCars(conn, b, { vehicleId })[0];
  if (!car) throw ServiceError.notFound('vehicle', `There is no car with id ${vehicleId} in any team.`);
  return car;
}

const problemView = (prefix: string, p: Problem): TeamProblem => ({ path: [prefix, ...p.path], message: p.message, rule: p.rule });

/** A stored car as the screens show it, with what the league's rules (as they stand now) say about it. */
function carView(b: Builder, car: StoredCar): TeamCarView {
  const design = b.ruleset.vehicle.designSchema.safeParse(car.design);
  const driver = b.person.personSchema.safeParse(car.driver);
  const problems: TeamProblem[] = [
    ...(design.success
      ? b.ruleset.vehicle.validate(design.data, b.settings).map((p) => problemView('design', p))
      : zodIssues(design.error).map((i) => ({ path: ['design', ...i.path], message: i.message, rule: 'Pitwall' }))),
    ...(driver.success
      ? b.person.validate(driver.data, b.settings).map((p) => problemView('driver', p))
      : zodIssues(driver.error).map((i) => ({ path: ['driver', ...i.path], message: i.message, rule: 'Pitwall' }))),
  ];
  const derived = design.success ? b.ruleset.vehicle.derive(design.data, b.settings) : null;
  const why = (kind: TeamRollKind) => b.rules.nothingToRoll(kind, car, b.settings) ?? null;
  return {
    vehicleId: car.vehicleId,
    competitorId: car.competitorId,
    design: car.design,
    derived,
    driver: car.driver,
    problems,
    fields: {
      car: design.success ? b.ruleset.vehicle.sheetFields(design.data, derived) : [],
      driver: driver.success ? b.person.sheetFields(driver.data, b.settings) : [],
    },
    nothingToRoll: { driver: why('driver'), traits: why('traits'), upgrades: why('upgrades') },
  };
}

export function teamView(conn: LeagueConnection, franchiseId: number): TeamView {
  const b = builder(conn);
  const team = franchiseRow(conn, franchiseId);
  const cars = storedCars(conn, b, { franchiseId });
  return {
    franchiseId,
    name: team.name,
    ruleset: b.ruleset.id,
    maxCars: b.rules.maxCars(b.settings),
    cars: cars.map((c) => carView(b, c)),
    onFoot: onFoot(conn, franchiseId).map((p) => personView(b, p)),
    passengers: passengers(
      conn,
      franchiseId,
      cars.map((c) => c.competitorId),
    ).map((p) => ({ ...personView(b, p), vehicleId: p.vehicleId, slot: p.slot })),
  };
}

/**
 * The team's active people seated in one of its active vehicles but not as the driver its car is listed with (issue 26:
 * the hex RPG's passengers, seated through crew.assign), in the order seated. Empty where every person drives a car.
 */
function passengers(conn: LeagueConnection, franchiseId: number, drivers: readonly number[]) {
  const rows = conn.sqlite
    .prepare(
      `SELECT c.id, c.record, s.vehicle_id AS vehicleId, s.slot FROM competitors c JOIN crew s ON s.person_id = c.id JOIN vehicles v ON v.id = s.vehicle_id
        WHERE c.franchise_id = ? AND c.status = 'active' AND v.status = 'active' AND c.id NOT IN (SELECT value FROM json_each(?)) ORDER BY v.id, s.id`,
    )
    .all(franchiseId, JSON.stringify(drivers)) as { id: number; record: string; vehicleId: number; slot: string }[];
  return rows.map((r) => ({ id: r.id, record: JSON.parse(r.record) as unknown, vehicleId: r.vehicleId, slot: r.slot }));
}

/**
 * The team's active people in no vehicle (issue 26: a character on foot; the hex RPG's gangs keep people beside their
 * vehicles, seated through crew.assign). Empty for a ruleset whose every person is a car's driver.
 */
function onFoot(conn: LeagueConnection, franchiseId: number): { id: number; record: unknown }[] {
  const rows = conn.sqlite
    .prepare(
      `SELECT c.id, c.record FROM competitors c WHERE c.franchise_id = ? AND c.status = 'active'
       AND NOT EXISTS (SELECT 1 FROM crew s JOIN vehicles v ON v.id = s.vehicle_id WHERE s.person_id = c.id AND v.status = 'active') ORDER BY c.id`,
    )
    .all(franchiseId) as { id: number; record: string }[];
  return rows.map((r) => ({ id: r.id, record: JSON.parse(r.record) as unknown }));
}

function personView(b: Builder, p: { id: number; record: unknown }): TeamPersonView {
  const parsed = b.person.personSchema.safeParse(p.record);
  return {
    competitorId: p.id,
    person: p.record,
    problems: parsed.success
      ? b.person.validate(parsed.data, b.settings).map((x) => problemView('person', x))
      : zodIssues(parsed.error).map((i) => ({ path: ['person', ...i.path], message: i.message, rule: 'Pitwall' })),
    fields: parsed.success ? b.person.sheetFields(parsed.data, b.settings) : [],
  };
}

/** A person of the ruleset's kind checked as a driver is, its problems at `person.…`. */
function checkPerson(b: Builder, raw: unknown, stored?: unknown): unknown {
  try {
    return checkDriver(b, raw, stored);
  } catch (e) {
    if (e instanceof ServiceError && e.error.kind === 'validation')
      throw ServiceError.validation(
        e.error.message.replace(/^The driver/, 'The person'),
        (e.error.issues ?? []).map((i) => ({ ...i, path: ['person', ...i.path.slice(1)] })),
      );
    throw e;
  }
}

/**
 * The person kinds a car's driver is (the kind of each vehicle kind's first slot, which team.addCar seats): where the
 * teams' people are their cars' drivers, those come with their cars and team.addPerson adds only the other kinds (a
 * race-combat gunner). Words for the refusal of one of them.
 */
function comesWithCar(b: Builder, kind: string | null): string | undefined {
  if (b.ruleset.capabilities.people !== 'driver') return undefined;
  const { declaration } = b.ruleset;
  const wheel = new Set(declaration.vehicles.map((v) => declaration.slots.find((s) => s.vehicle === v.kind)?.person));
  const others = declaration.people.filter((p) => !wheel.has(p.kind));
  const add = `add a car with its driver (team.addCar)`;
  // Only drivers: refused whoever is sent, before he is checked.
  if (!others.length) return `A ${b.ruleset.name} team’s people are its cars’ drivers: ${add}.`;
  if (kind === null || !wheel.has(kind)) return undefined;
  const word = declaration.people.find((p) => p.kind === kind)?.many ?? 'drivers';
  return `A ${b.ruleset.name} team’s ${word} come with their cars: ${add}. team.addPerson adds a ${others.map((p) => p.one).join(' or ')}.`;
}

/**
 * A person joins a team (issue 26: a character on foot; issue 25: a race-combat gunner), checked by the ruleset's
 * person schema and rules like a driver; in no vehicle, or straight into `seat` (checked as crew.assign checks the
 * whole crew, the rest of it kept), in the same operation. A ruleset whose people are its cars' drivers refuses a
 * driver here: he comes with his car.
 */
export function addPerson(conn: LeagueConnection, input: { franchiseId: number; person: unknown; seat?: Omit<CrewSeat, 'personId'> }): TeamPersonView {
  const b = builder(conn);
  const onlyDrivers = comesWithCar(b, null);
  if (onlyDrivers) throw ServiceError.unavailable(onlyDrivers);
  const team = franchiseRow(conn, input.franchiseId);
  const person = checkPerson(b, input.person);
  const withCar = comesWithCar(b, kindOf(b.ruleset.declaration.people, person));
  if (withCar) throw ServiceError.unavailable(withCar);
  return runOperation(conn, 'team.addPerson', input, () => {
    const id = conn.db
      .insert(competitors)
      .values({ franchiseId: team.id, name: nameOf(person), record: JSON.stringify(person) })
      .returning({ id: competitors.id })
      .get().id;
    if (input.seat) seatInTeam(conn, team.id, { ...input.seat, personId: id });
    const where = input.seat ? ` as ${seatWords(conn, b, input.seat)}` : '';
    return { value: personView(b, { id, record: person }), summary: `${team.name}: added ${nameOf(person)}${where}` };
  });
}

/** "the Gunner of Hot Rod", for a journal line. */
function seatWords(conn: LeagueConnection, b: Builder, seat: Omit<CrewSeat, 'personId'>): string {
  const label = b.ruleset.declaration.slots.find((s) => s.id === seat.slot)?.label ?? seat.slot;
  const car = conn.db.select({ name: vehicles.name }).from(vehicles).where(eq(vehicles.id, seat.vehicleId)).get()?.name ?? `vehicle ${seat.vehicleId}`;
  return `the ${label} of ${car}`;
}

/** A team's person edited (whether seated or on foot), checked as on every write; a stored illegal one may move toward legality. */
export function updatePerson(conn: LeagueConnection, input: { competitorId: number; person: unknown }): TeamPersonView {
  const b = builder(conn);
  return runOperation(conn, 'team.updatePerson', input, () => {
    const row = conn.db
      .select({ id: competitors.id, record: competitors.record, status: competitors.status, franchiseId: competitors.franchiseId })
      .from(competitors)
      .where(eq(competitors.id, input.competitorId))
      .get();
    if (row?.status !== 'active' || row.franchiseId === null) throw ServiceError.notFound('person', `There is no person ${input.competitorId} on any team.`);
    const person = checkPerson(b, input.person, JSON.parse(row.record));
    conn.db
      .update(competitors)
      .set({ name: nameOf(person), record: JSON.stringify(person) })
      .where(eq(competitors.id, row.id))
      .run();
    return { value: personView(b, { id: row.id, record: person }), summary: `Edited ${nameOf(person)}` };
  });
}

/** Inputs of writes that may roll: the typed rolls in manual dice mode. */
interface DiceInput {
  dice?: number[];
}

function leagueDice(conn: LeagueConnection, input: DiceInput): { dice: Dice; counter: number } {
  const row = conn.db.select({ mode: league.diceMode, seed: league.rngSeed, counter: league.rngCounter }).from(league).where(eq(league.id, 1)).get();
  if (!row) throw ServiceError.notFound('league', 'The league record is missing.');
  if (row.mode === 'manual') return { dice: new ManualDice(input.dice ?? []), counter: row.counter };
  if (input.dice?.length)
    throw ServiceError.validation('This league rolls its dice in the app; switch the dice mode to "typed by the organizer" to enter rolls.', [
      { path: ['dice'], message: 'Only leagues with manual dice take typed rolls' },
    ]);
  return { dice: new SeededDice(row.seed, row.counter), counter: row.counter };
}

/**
 * One journaled operation with the league's dice: the rolls go to the dice log with their purpose and the seed's
 * counter moves on in the same transaction (undo restores both). Manual dice: a missing roll answers `dice-needed`,
 * an impossible or unneeded one a validation error; nothing is written in any case.
 */
function rollingWrite<T>(conn: LeagueConnection, op: string, input: DiceInput & object, fn: (dice: Dice) => { value: T; summary: string }): T {
  return runOperation(conn, op, input, () => {
    const { dice, counter } = leagueDice(conn, input);
    let out: { value: T; summary: string };
    try {
      out = fn(dice);
    } catch (e) {
      if (e instanceof DiceInputNeeded) throw new ServiceError({ kind: 'dice-needed', message: e.message, request: e.request, rolls: [...dice.log] });
      if (e instanceof DiceInputInvalid) throw ServiceError.validation(e.message, [{ path: ['dice', e.index], message: e.message }]);
      throw e;
    }
    const typed = input.dice?.length ?? 0;
    if (dice instanceof ManualDice && dice.consumed < typed)
      throw ServiceError.validation(`${typed - dice.consumed} typed roll(s) not needed: this operation used ${dice.consumed}.`, [
        { path: ['dice', dice.consumed], message: 'Not needed' },
      ]);
    writeDiceLog(conn, op, dice.log);
    if (dice instanceof SeededDice && dice.counter !== counter) conn.db.update(league).set({ rngCounter: dice.counter }).where(eq(league.id, 1)).run();
    return out;
  });
}

function writeDiceLog(conn: LeagueConnection, op: string, rolls: readonly RollRecord[]): void {
  if (rolls.length === 0) return;
  const batch = (conn.sqlite.prepare('SELECT coalesce(max(batch), 0) + 1 AS b FROM dice_log').get() as { b: number }).b;
  const seasonNumber = openSeason(conn);
  const journalId = currentJournalId(conn);
  for (const r of rolls)
    conn.db
      .insert(diceLog)
      .values({
        batch,
        seq: r.seq,
        op,
        seasonNumber,
        notation: r.notation,
        purpose: r.purpose,
        faces: JSON.stringify(r.faces),
        raw: r.raw,
        value: r.value,
        decided: r.decided ?? null,
        mode: r.mode,
        rerollOf: r.rerollOf ?? null,
        rerollReason: r.rerollReason ?? null,
        journalId,
      })
      .run();
}

function saveCar(conn: LeagueConnection, b: Builder, car: StoredCar, next: BuiltCar): void {
  conn.db
    .update(vehicles)
    .set({ name: nameOf(next.design), design: JSON.stringify(next.design), derived: JSON.stringify(b.ruleset.vehicle.derive(next.design, b.settings)) })
    .where(eq(vehicles.id, car.vehicleId))
    .run();
  conn.db
    .update(competitors)
    .set({ name: nameOf(next.driver), record: JSON.stringify(next.driver) })
    .where(eq(competitors.id, car.competitorId))
    .run();
}

/** A full team is refused with the number and the rule that sets it. */
function checkRoom(conn: LeagueConnection, b: Builder, team: { id: number; name: string }): void {
  const max = b.rules.maxCars(b.settings);
  const count = storedCars(conn, b, { franchiseId: team.id }).length;
  if (count >= max)
    throw ServiceError.conflict(`${team.name} already fields ${count} cars; this league's teams field ${max} (${b.rules.maxCarsRule}). Nothing was changed.`, [
      { path: ['franchiseId'], message: `${team.name} is full: ${count} of ${max} cars` },
    ]);
}

export function addCar(
  conn: LeagueConnection,
  input: { franchiseId: number; design: unknown; driver?: unknown; rollDriver?: { name: string }; dice?: number[] },
): TeamCarWrite {
  const b = builder(conn);
  const team = franchiseRow(conn, input.franchiseId);
  const design = checkDesign(b, input.design);
  const given = input.driver === undefined ? undefined : checkDriver(b, input.driver);
  return rollingWrite(conn, 'team.addCar', input, (dice) => {
    // Counted inside the write transaction: another window or the CLI may have added a car since the form opened.
    checkRoom(conn, b, team);
    // A rolled driver is checked like a typed one: the rules that refuse a typed driver refuse a rolled one too.
    const driver = given ?? checkDriver(b, b.rules.rollDriver(dice, input.rollDriver!.name, b.settings));
    const vehicleId = conn.db
      .insert(vehicles)
      .values({
        franchiseId: team.id,
        name: nameOf(design),
        boughtSeason: openSeason(conn) ?? 1,
        design: JSON.stringify(design),
        derived: JSON.stringify(b.ruleset.vehicle.derive(design, b.settings)),
      })
      .returning({ id: vehicles.id })
      .get().id;
    const personId = conn.db
      .insert(competitors)
      .values({ franchiseId: team.id, name: nameOf(driver), record: JSON.stringify(driver) })
      .returning({ id: competitors.id })
      .get().id;
    seatPerson(conn, { vehicleId, slot: b.slotOf(design), personId });
    const car = carView(b, storedCar(conn, b, vehicleId));
    return {
      value: { car, rolls: [...dice.log] },
      summary: `${team.name}: added the ${nameOf(design)} driven by ${nameOf(driver)}${input.rollDriver ? ' (rolled)' : ''}`,
    };
  });
}

export function updateCar(conn: LeagueConnection, input: { vehicleId: number; design?: unknown; driver?: unknown }): TeamCarWrite {
  const b = builder(conn);
  // The car is read and checked inside the write transaction, so an edit never rests on a car changed meanwhile.
  return runOperation(conn, 'team.updateCar', input, () => {
    const car = storedCar(conn, b, input.vehicleId);
    const next: BuiltCar = {
      design: input.design === undefined ? car.design : checkDesign(b, input.design, car.design),
      driver: input.driver === undefined ? car.driver : checkDriver(b, input.driver, car.driver),
    };
    // A design that seats fewer than sit in it now (a gunner's seat taken out under him) is refused: seat them elsewhere first.
    if (input.design !== undefined) {
      const over = seatsOverDesign(conn, b.ruleset, car.vehicleId, next.design);
      if (over.length) refuse('The design', over);
    }
    saveCar(conn, b, car, next);
    const changed = [input.design === undefined ? '' : 'car', input.driver === undefined ? '' : 'driver'].filter(Boolean).join(' and ');
    return { value: { car: carView(b, storedCar(conn, b, car.vehicleId)), rolls: [] }, summary: `Edited the ${nameOf(next.design)}'s ${changed}` };
  });
}

/** Renames go through the same checks as an edit: a name is part of the design and of the driver. */
export function renameCar(conn: LeagueConnection, input: { vehicleId: number; car?: string; driver?: string }): TeamCarWrite {
  // The league's ruleset first: a league that does not build teams here is told so, not that car 1 has no driver.
  const b = builder(conn);
  const car = storedCar(conn, b, input.vehicleId);
  return updateCar(conn, {
    vehicleId: input.vehicleId,
    ...(input.car === undefined ? {} : { design: { ...(car.design as object), name: input.car } }),
    ...(input.driver === undefined ? {} : { driver: { ...(car.driver as object), name: input.driver } }),
  });
}

/**
 * A person or a car of a team in a match open at the table (not recorded, moves made at its table) is refused: the
 * table read the team's line-up when it started, so it would play on with someone who has left. Counted by team (a
 * ruleset's line-up is its own JSON): every active person of a team in the match is taken to be in it.
 */
function refuseAtOpenTable(conn: LeagueConnection, franchiseId: number, who: string): void {
  const open = conn.sqlite
    .prepare(
      `SELECT m.number, m.track, f.name FROM matches m JOIN match_teams t ON t.match_id = m.id JOIN franchises f ON f.id = t.franchise_id
        WHERE t.franchise_id = ? AND m.status != 'recorded' AND EXISTS (SELECT 1 FROM assistant_events e WHERE e.match_id = m.id) ORDER BY m.id LIMIT 1`,
    )
    .get(franchiseId) as { number: number; track: string; name: string } | undefined;
  if (open)
    throw ServiceError.conflict(
      `${who} is in match ${open.number} (${open.track}), open at the table with ${open.name}: record the match, or undo its moves, first. Nothing was changed.`,
      [{ path: [], message: `In match ${open.number}, open at the table` }],
    );
}

/**
 * Removing a car takes its driver with it, unless `keepDriver` (a ruleset whose people are more than its cars' drivers:
 * the hex RPG's character stays in the gang, on foot). Rows stay (the car marked sold, the driver retired and off the
 * team, his seat in it kept) so match records and careers name them; undo brings both back. Its passengers' seats were
 * in a vehicle the team no longer fields: they are on foot.
 */
export function removeCar(conn: LeagueConnection, input: { vehicleId: number; keepDriver?: boolean }): TeamView {
  const b = builder(conn);
  if (input.keepDriver && b.ruleset.capabilities.people === 'driver')
    throw ServiceError.validation(`A ${b.ruleset.name} team’s people are its cars’ drivers: a car leaves with its driver.`, [
      { path: ['keepDriver'], message: 'Only where people are more than drivers' },
    ]);
  return runOperation(conn, 'team.removeCar', input, () => {
    const car = storedCar(conn, b, input.vehicleId);
    refuseAtOpenTable(conn, car.franchiseId, `The ${nameOf(car.design)}`);
    const season = openSeason(conn) ?? 1;
    conn.db.update(vehicles).set({ status: 'sold', soldSeason: season }).where(eq(vehicles.id, car.vehicleId)).run();
    if (input.keepDriver) conn.sqlite.prepare('DELETE FROM crew WHERE person_id = ?').run(car.competitorId);
    else conn.db.update(competitors).set({ status: 'retired', franchiseId: null }).where(eq(competitors.id, car.competitorId)).run();
    return {
      value: teamView(conn, car.franchiseId),
      summary: input.keepDriver
        ? `Removed the ${nameOf(car.design)}; ${nameOf(car.driver)} stays, on foot`
        : `Removed the ${nameOf(car.design)} and its driver ${nameOf(car.driver)}`,
    };
  });
}

/**
 * A person leaves his team (issue 26: a hex RPG character leaves the gang): retired and off the team, his row kept so
 * match records and his career still name him; his seat goes with him (a passenger's; a driver is refused: his car
 * would have nobody at its controls). Refused in a ruleset whose people are its cars' drivers (the car leaves with its
 * driver: team.removeCar), and while his team is at an open table. Undo brings him back, seat and all.
 */
export function removePerson(conn: LeagueConnection, input: { competitorId: number }): TeamView {
  const b = builder(conn);
  return runOperation(conn, 'team.removePerson', input, () => {
    const row = conn.db
      .select({ id: competitors.id, name: competitors.name, status: competitors.status, franchiseId: competitors.franchiseId })
      .from(competitors)
      .where(eq(competitors.id, input.competitorId))
      .get();
    if (row?.status !== 'active' || row.franchiseId === null) throw ServiceError.notFound('person', `There is no person ${input.competitorId} on any team.`);
    const drives = storedCars(conn, b, { franchiseId: row.franchiseId }).find((c) => c.competitorId === row.id);
    if (drives)
      throw ServiceError.conflict(
        b.ruleset.capabilities.people === 'driver'
          ? `${row.name} drives the ${nameOf(drives.design)}: a ${b.ruleset.name} team’s people are its cars’ drivers, so remove the car, which takes its driver (team.removeCar). Nothing was changed.`
          : `${row.name} is at the controls of the ${nameOf(drives.design)}: seat someone else there first, or remove the vehicle and keep or take its driver. Nothing was changed.`,
        [{ path: ['competitorId'], message: `${row.name} drives the ${nameOf(drives.design)}` }],
      );
    refuseAtOpenTable(conn, row.franchiseId, row.name);
    const team = franchiseRow(conn, row.franchiseId);
    conn.sqlite.prepare('DELETE FROM crew WHERE person_id = ?').run(row.id);
    conn.db.update(competitors).set({ status: 'retired', franchiseId: null }).where(eq(competitors.id, row.id)).run();
    return { value: teamView(conn, team.id), summary: `${row.name} left ${team.name}` };
  });
}

const ROLL_WORDS: Record<TeamRollKind, string> = { driver: 'the driver', traits: 'the traits', upgrades: 'the upgrades' };

export function rollForCar(conn: LeagueConnection, input: { vehicleId: number; kind: TeamRollKind; dice?: number[] }): TeamCarWrite {
  const b = builder(conn);
  return rollingWrite(conn, 'team.roll', input, (dice) => {
    const car = storedCar(conn, b, input.vehicleId);
    const nothing = b.rules.nothingToRoll(input.kind, car, b.settings);
    if (nothing) throw ServiceError.conflict(`${nothing} Nothing was changed.`, [{ path: ['kind'], message: nothing }]);
    const rolled = b.rules.roll(input.kind, dice, car, b.settings);
    const next = { design: checkDesign(b, rolled.design), driver: checkDriver(b, rolled.driver) };
    saveCar(conn, b, car, next);
    return {
      value: { car: carView(b, storedCar(conn, b, car.vehicleId)), rolls: [...dice.log] },
      summary: `Rolled ${ROLL_WORDS[input.kind]} for the ${nameOf(next.design)} (${nameOf(next.driver)})`,
    };
  });
}
