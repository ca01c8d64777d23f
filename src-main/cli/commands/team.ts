/** `league team`: build the teams of a league without money (the core's teams: Dirty Wheels' today): cars with their drivers, and the rolls. */
import type { SheetField } from '../../../src-shared/engine/ruleset';
import { type CrewView, TEAM_ROLLS, type TeamCarView, type TeamCarWrite, type TeamRollKind, type TeamView } from '../../../src-shared/ipc/channels/teams';
import { CliError, withLeague } from '../kit';
import type { Io } from '../kit';
import type { ParsedArgs } from '../args';
import {
  campaignCall,
  diceFlag,
  flag,
  franchiseId,
  group,
  intValue,
  outputFormat,
  positional,
  readJsonObject,
  rollsReport,
  stringFlag,
  type SubCommand,
} from './commandKit';

const fieldLines = (fields: readonly SheetField[]) => fields.map((f) => `    ${f.label}: ${f.value}`);

function carText(car: TeamCarView): string[] {
  // The card's Name field, else the design's own name (a race-combat card has none of its own).
  const name = (car.fields.car.find((f) => f.label === 'Name')?.value ?? String((car.design as { name?: unknown }).name ?? '')) || `car ${car.vehicleId}`;
  return [
    `Car ${car.vehicleId}: ${name}`,
    ...fieldLines(car.fields.car.filter((f) => f.label !== 'Name')),
    `  Driver: ${car.fields.driver.find((f) => f.label === 'Name')?.value ?? ''}`,
    ...fieldLines(car.fields.driver.filter((f) => f.label !== 'Name')),
    ...(car.problems.length ? ['  Problems:', ...car.problems.map((p) => `    ${p.path.join('.')}: ${p.message} (${p.rule})`)] : []),
  ];
}

/** A team's people in no vehicle (the hex RPG's on foot, a race-combat gunner stood down), with their ids. */
function peopleText(view: TeamView): string[] {
  const name = (p: { competitorId: number; person: unknown }) => `${String((p.person as { name?: unknown }).name ?? '')} (${p.competitorId})`;
  return view.onFoot.length ? [`On foot: ${view.onFoot.map(name).join(', ')}`] : [];
}

function writeReport(args: ParsedArgs, io: Io, done: string, r: TeamCarWrite): void {
  io.out(outputFormat(args) === 'json' ? JSON.stringify(r, null, 2) : [done, ...carText(r.car), ...rollsReport(r.rolls)].join('\n'));
}

/** A vehicle of the team by name or id, or a refusal listing them. */
function vehicleOf(view: CrewView, text: string, spec: string, how = ''): CrewView['vehicles'][number] {
  const v = view.vehicles.find((x) => x.name.toLowerCase() === text.toLowerCase() || String(x.vehicleId) === text);
  if (!v) throw new CliError(`“${spec}” names no vehicle of ${view.name}${how} (vehicles: ${view.vehicles.map((x) => x.name).join(', ') || 'none'}).`, 2);
  return v;
}

/**
 * The slot a person of `kind` takes in a vehicle: the first its ruleset declares for the vehicle's kind and that kind
 * of person (a race-combat gunner's Gunner slot), else the vehicle's first (its driver's).
 */
function slotFor(view: CrewView, vehicle: CrewView['vehicles'][number], kind: string | undefined): string {
  const own = view.slots.filter((x) => x.vehicle === vehicle.kind);
  const slot = own.find((x) => x.person === kind) ?? own[0];
  if (!slot) throw new CliError(`A ${vehicle.kind} has no seats in this league.`, 2);
  return slot.id;
}

/**
 * One seat as typed, `VEHICLE=PERSON` (each by name or id): the person in the first slot the ruleset declares for the
 * vehicle's kind and his kind. People are named among the team's (seated or on foot); another by his id.
 */
function crewSeat(view: CrewView, spec: string): { vehicleId: number; slot: string; personId: number } {
  const eq = spec.indexOf('=');
  const [vehicle, person] = [spec.slice(0, Math.max(eq, 0)).trim(), spec.slice(eq + 1).trim()];
  const how = ': write VEHICLE=PERSON';
  if (eq <= 0) throw new CliError(`“${spec}” names no vehicle of ${view.name}${how}.`, 2);
  const v = vehicleOf(view, vehicle, spec, how);
  const named = view.people.find((x) => x.name.toLowerCase() === person.toLowerCase());
  const personId = named?.personId ?? (/^\d+$/.test(person) ? Number(person) : undefined);
  if (personId === undefined) throw new CliError(`“${person}” is nobody of ${view.name}: name one of the team's people, or give a person's id.`, 2);
  const kind = named?.kind ?? view.people.find((x) => x.personId === personId)?.kind;
  return { vehicleId: v.vehicleId, slot: slotFor(view, v, kind), personId };
}

const carId = (args: ParsedArgs, usage: string) => intValue(positional(args, 1, 'CAR_ID', usage), 'CAR_ID');

const subs: SubCommand[] = [
  {
    name: 'show',
    usage: 'league team show FILE.league TEAM [--format table|json]',
    summary: 'A team’s cars with their drivers, derived values and any problems (TEAM: id or name).',
    example: 'league team show toys.league "Rust Rats"',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const team = positional(args, 1, 'TEAM', this.usage);
      const fmt = outputFormat(args);
      const { view, crew } = await withLeague(file, async (s) => {
        const id = await franchiseId(s, team);
        return { view: await campaignCall(s, 'team.get', { franchiseId: id }, io), crew: await campaignCall(s, 'crew.list', { franchiseId: id }, io) };
      });
      if (fmt === 'json') return io.out(JSON.stringify(view, null, 2));
      // Who else sits in each car (a race-combat gunner, the hex RPG's passengers) by their seat, then those in no car.
      const label = (slot: string) => crew.slots.find((x) => x.id === slot)?.label ?? slot;
      const others = (car: TeamCarView) =>
        (crew.vehicles.find((v) => v.vehicleId === car.vehicleId)?.seats ?? [])
          .filter((x) => x.personId !== car.competitorId)
          .map((x) => `  ${label(x.slot)}: ${x.name} (${x.personId})`);
      io.out(
        [`${view.name}: ${view.cars.length} of ${view.maxCars} cars`, ...view.cars.flatMap((c) => [...carText(c), ...others(c)]), ...peopleText(view)].join(
          '\n',
        ),
      );
    },
  },
  {
    name: 'add-car',
    usage:
      'league team add-car FILE.league TEAM --design CAR.json (--driver DRIVER.json | --roll-driver [--driver-name NAME]) [--dice 3,5,…] [--format table|json]',
    summary: 'Add a car with its driver; the driver given, or rolled with the league’s dice.',
    example: 'league team add-car toys.league "Rust Rats" --design truck.json --roll-driver --driver-name "Max"',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const team = positional(args, 1, 'TEAM', this.usage);
      const design = readJsonObject(stringFlag(args, 'design', this.usage)!, 'car design');
      const driverFile = stringFlag(args, 'driver', this.usage, false);
      const roll = flag(args, 'roll-driver');
      if (Boolean(driverFile) === roll) throw new CliError(`Give --driver DRIVER.json or --roll-driver, one of the two.\nUsage: ${this.usage}`, 2);
      const driver = driverFile
        ? { driver: readJsonObject(driverFile, 'driver') }
        : { rollDriver: { name: stringFlag(args, 'driver-name', this.usage, false) ?? `Driver of ${String(design.name ?? 'the car')}` } };
      const r = await withLeague(file, async (s) =>
        campaignCall(s, 'team.addCar', { franchiseId: await franchiseId(s, team), design, ...driver, ...diceFlag(args) }, io),
      );
      writeReport(args, io, `Added car ${r.car.vehicleId}.`, r);
    },
  },
  {
    name: 'update-car',
    usage: 'league team update-car FILE.league CAR_ID [--design CAR.json] [--driver DRIVER.json] [--format table|json]',
    summary: 'Replace a car’s design, its driver, or both (checked like a new car).',
    example: 'league team update-car toys.league 3 --design truck-v2.json',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const vehicleId = carId(args, this.usage);
      const design = stringFlag(args, 'design', this.usage, false);
      const driver = stringFlag(args, 'driver', this.usage, false);
      if (!design && !driver) throw new CliError(`Give --design CAR.json, --driver DRIVER.json, or both.\nUsage: ${this.usage}`, 2);
      const input = {
        vehicleId,
        ...(design ? { design: readJsonObject(design, 'car design') } : {}),
        ...(driver ? { driver: readJsonObject(driver, 'driver') } : {}),
      };
      writeReport(args, io, `Updated car ${vehicleId}.`, await withLeague(file, (s) => campaignCall(s, 'team.updateCar', input, io)));
    },
  },
  {
    name: 'rename',
    usage: 'league team rename FILE.league CAR_ID [--car NAME] [--driver NAME] [--format table|json]',
    summary: 'Rename a car, its driver, or both.',
    example: 'league team rename toys.league 3 --car "Lasertruck" --driver "Maxine"',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const vehicleId = carId(args, this.usage);
      const car = stringFlag(args, 'car', this.usage, false);
      const driver = stringFlag(args, 'driver', this.usage, false);
      const input = { vehicleId, ...(car === undefined ? {} : { car }), ...(driver === undefined ? {} : { driver }) };
      writeReport(args, io, `Renamed car ${vehicleId}.`, await withLeague(file, (s) => campaignCall(s, 'team.renameCar', input, io)));
    },
  },
  {
    name: 'remove-car',
    usage: 'league team remove-car FILE.league CAR_ID [--keep-driver]',
    summary:
      'Remove a car and its driver from their team; --keep-driver keeps him in the team, on foot (where people are more than drivers). Undo brings them back.',
    example: 'league team remove-car toys.league 3',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const vehicleId = carId(args, this.usage);
      const keepDriver = flag(args, 'keep-driver');
      const view = await withLeague(file, (s) => campaignCall(s, 'team.removeCar', { vehicleId, ...(keepDriver ? { keepDriver } : {}) }, io));
      io.out(
        `Removed car ${vehicleId}${keepDriver ? '; its driver stays, on foot' : ' and its driver'}; ${view.name} has ${view.cars.length} of ${view.maxCars} cars.`,
      );
    },
  },
  {
    name: 'remove-person',
    usage: 'league team remove-person FILE.league PERSON_ID',
    summary: 'A person on foot or a passenger leaves the team (his career stays; undo brings him back). A car’s driver leaves with his car (remove-car).',
    example: 'league team remove-person wastes.league 4',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const competitorId = intValue(positional(args, 1, 'PERSON_ID', this.usage), 'PERSON_ID');
      const view = await withLeague(file, (s) => campaignCall(s, 'team.removePerson', { competitorId }, io));
      const people = view.cars.length + view.onFoot.length + view.passengers.length;
      io.out(`Person ${competitorId} left ${view.name}, which has ${people} ${people === 1 ? 'person' : 'people'} now.`);
    },
  },
  {
    name: 'crew',
    usage: 'league team crew FILE.league TEAM ["VEHICLE=PERSON"…] [--format table|json]',
    summary:
      'A team’s standing crew (any ruleset’s slots): who sits where; given seats, the whole crew set at once, each person in his vehicle’s first slot (by name or id).',
    example: 'league team crew toys.league "Rust Rats" "Big Bertha=Ada" "Tinny=Max"',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const team = positional(args, 1, 'TEAM', this.usage);
      const specs = args.positionals.slice(2);
      const view = await withLeague(file, async (s) => {
        const franchise = await franchiseId(s, team);
        const now = await campaignCall(s, 'crew.list', { franchiseId: franchise }, io);
        if (!specs.length) return now;
        return campaignCall(s, 'crew.assign', { franchiseId: franchise, seats: specs.map((spec) => crewSeat(now, spec)) }, io);
      });
      if (outputFormat(args) === 'json') return io.out(JSON.stringify(view, null, 2));
      const label = (slot: string) => view.slots.find((x) => x.id === slot)?.label ?? slot;
      io.out(
        [
          `${view.name}’s crew:`,
          ...view.vehicles.map((v) => `  ${v.name}: ${v.seats.map((x) => `${label(x.slot)}: ${x.name}`).join('; ') || 'nobody seated'}`),
        ].join('\n'),
      );
    },
  },
  {
    name: 'add-person',
    usage: 'league team add-person FILE.league TEAM --person PERSON.json [--seat VEHICLE [--slot SLOT]] [--format table|json]',
    summary:
      'Add a person who does not come with a car (a race-combat gunner, a hex RPG character on foot), checked by the ruleset’s rules; with --seat, straight into his slot of that vehicle (by name or id).',
    example: 'league team add-person circuit.league "Red Rockets" --person gil.json --seat "Red Two"',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const team = positional(args, 1, 'TEAM', this.usage);
      const person = readJsonObject(stringFlag(args, 'person', this.usage)!, 'person');
      const seatText = stringFlag(args, 'seat', this.usage, false);
      const slotText = stringFlag(args, 'slot', this.usage, false);
      if (slotText && !seatText) throw new CliError(`--slot needs --seat VEHICLE.\nUsage: ${this.usage}`, 2);
      const { added, seat } = await withLeague(file, async (s) => {
        const franchise = await franchiseId(s, team);
        let seat: { vehicleId: number; slot: string; words: string } | undefined;
        if (seatText) {
          const crew = await campaignCall(s, 'crew.list', { franchiseId: franchise }, io);
          const v = vehicleOf(crew, seatText, seatText);
          const slot = slotText ?? slotFor(crew, v, typeof person.kind === 'string' ? person.kind : undefined);
          seat = { vehicleId: v.vehicleId, slot, words: `the ${crew.slots.find((x) => x.id === slot)?.label ?? slot} of ${v.name}` };
        }
        const input = { franchiseId: franchise, person, ...(seat ? { seat: { vehicleId: seat.vehicleId, slot: seat.slot } } : {}) };
        return { added: await campaignCall(s, 'team.addPerson', input, io), seat };
      });
      if (outputFormat(args) === 'json') return io.out(JSON.stringify(added, null, 2));
      const name = added.fields.find((f) => f.label === 'Name')?.value ?? String(person.name ?? '');
      io.out(
        [
          `Added ${name} (person ${added.competitorId})${seat ? ` as ${seat.words}` : ', in no vehicle: seat him with league team crew'}.`,
          ...fieldLines(added.fields.filter((f) => f.label !== 'Name')),
        ].join('\n'),
      );
    },
  },
  {
    name: 'roll',
    usage: `league team roll FILE.league CAR_ID ${TEAM_ROLLS.join('|')} [--dice 3,5,…] [--format table|json]`,
    summary: 'Roll for a car with the league’s dice: the driver (stats, then traits), the D3-1 traits, or the D3 upgrades.',
    example: 'league team roll toys.league 3 upgrades',
    async run(args, io) {
      const file = positional(args, 0, 'FILE', this.usage);
      const vehicleId = carId(args, this.usage);
      const kind = positional(args, 2, 'what to roll', this.usage);
      if (!(TEAM_ROLLS as readonly string[]).includes(kind)) throw new CliError(`What to roll: one of ${TEAM_ROLLS.join(', ')}; not “${kind}”.`, 2);
      const input = { vehicleId, kind: kind as TeamRollKind, ...diceFlag(args) };
      writeReport(args, io, `Rolled ${kind} for car ${vehicleId}.`, await withLeague(file, (s) => campaignCall(s, 'team.roll', input, io)));
    },
  },
];

export const teamCommands = [group('team', 'Build the teams of a league without money: cars, drivers, their crews and their rolls.', subs)];
