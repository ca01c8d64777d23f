/**
 * The cars at the table: each one's fixed numbers (the design derived by the car rules, the crew's ratings from the
 * driver rules) joined with its live card. Calculators read cars only through here, so a card that names a car or a
 * competitor the table does not have is refused, not guessed at. Where the designs and drivers come from (the league
 * file) is the caller's: it hands over a loader.
 */
import { car, driver as driverRules, match, type DethmetalSettings, type TalentName } from '..';
import type { RoadSurface } from '../car';
import type { AssistantCarInfo, CrewInfo, WeaponInfo } from './types';
import { ARMOR_SIDES, type CarState, type CrewState } from './state';
import { AssistantInputError } from './errors';

type Driver = driverRules.Driver;

export interface Entry {
  vehicleId: number;
  driverId: number;
  gunnerId: number | null;
}

const ruleOf = {
  armor: 'Part II › Armor Arcs',
  handling: 'Part II › Final characteristics › Handling (gaps.md #42)',
  acceleration: 'Part II › Final characteristics › Acceleration (gaps.md #23)',
  fuel: 'Part II › Final characteristics › Fuel Points',
  tires: 'Part II › Tire Types',
};

function crewInfo(driver: Driver, competitorId: number, role: 'driver' | 'gunner', seat: boolean, settings: DethmetalSettings): CrewInfo {
  const traits = driverRules.effectiveTraits(driver, settings.driver);
  const view = (t: keyof typeof traits) => ({
    value: traits[t].value,
    parts: traits[t].contributions.map((c) => ({ source: c.source, amount: c.amount, rule: c.rule })),
  });
  return {
    competitorId,
    name: driver.name,
    role,
    traits: { driving: view('driving'), gunnery: view('gunnery'), initiative: view('initiative'), toughness: view('toughness') },
    talents: driver.talents.map((t) => t.name),
    armoredSeat: seat,
  };
}

function weaponInfos(design: car.CarDesign): WeaponInfo[] {
  return design.mounts.flatMap((mount, i): WeaponInfo[] => {
    if (mount.weapon === null) return [];
    const row = car.weaponByName(mount.weapon);
    return [
      {
        id: `m${i + 1}`,
        mount: i,
        name: mount.weapon,
        mountType: mount.type,
        arc: mount.arc,
        facing: mount.facing,
        arcs: car.firingArcs(mount.arc, mount.facing),
        link: mount.link ?? null,
        rof: row.rof,
        rofPlus: row.rofPlus,
        pen: row.pen,
        fire: row.fire,
        short: row.short,
        long: row.long,
        max: row.max,
        // A magazine printed as dice (the Kami-Bomb) was rolled when found and is not on the design: count it as 1.
        ammo: typeof row.ammo === 'number' ? row.ammo : row.ammo === null ? null : 1,
        attacks: match.asAttackWeapon(row) !== null,
        expendable: row.expendable,
      },
    ];
  });
}

function startCard(info: AssistantCarInfo, entry: Entry): CarState {
  return {
    vehicleId: info.vehicleId,
    driverId: entry.driverId,
    gunnerId: entry.gunnerId,
    speed: 0,
    handling: info.maxHandling,
    maxHandlingLoss: 0,
    damage: info.carried.damage,
    criticals: info.carried.criticals,
    armorLoss: { front: 0, back: 0, left: 0, right: 0 },
    tireDamage: 0,
    fuel: info.fuelPoints,
    drivetrain: 0,
    engineDry: false,
    fuelBonus: false,
    mp: 0,
    mpLost: 0,
    mpUsed: 0,
    optionPoints: 0,
    optionUsed: 0,
    control: 'in-control',
    lastManeuver: null,
    damagedCheckThisPhase: false,
    lostHandlingToObstacleThisTurn: false,
    speedLossNextTurn: 0,
    suspensionBroken: false,
    destroyed: false,
    outOfHeat: false,
    weapons: info.weapons.map((w) => ({ id: w.id, ammo: w.ammo ?? 0, firedPhases: [], firedLastPhasePrevTurn: false })),
    crew: info.crew.map((c) => ({
      competitorId: c.competitorId,
      fleshWounds: 0,
      woundsSuffered: 0,
      outOfAction: false,
      usedHeat: [],
      usedTurn: [],
      firedThisTurn: [],
      quickDrawUsed: false,
      points: 0,
      criticalsScored: 0,
    })),
  };
}

/** A car as the league keeps it: its design, its team, what it carries from earlier matches, and its crew. */
export interface CarRecord {
  vehicleId: number;
  name: string;
  franchise: { id: number; name: string; colour: string };
  design: car.CarDesign;
  carried: { damage: number; criticals: number };
  crew: { competitorId: number; role: 'driver' | 'gunner'; driver: Driver }[];
}

/** Loads one car's record; `path` names the input field an entry came from (the loader refuses bad ids). */
export type CarLoader = (entry: Entry, path: (string | number)[]) => CarRecord;

export interface Loaded {
  info: AssistantCarInfo;
  design: car.CarDesign;
  drivers: Map<number, Driver>;
}

/** A car at the table as the rules see it: its derived numbers, its crew's ratings, its starting card. */
export function carInfo(record: CarRecord, entry: Entry, settings: DethmetalSettings): Loaded {
  const design = record.design;
  const derived = car.deriveCar(design, settings.car);
  const drivers = new Map<number, Driver>();
  const seats = design.components.armoredCrewSeats;
  const crew: CrewInfo[] = record.crew.map((c) => {
    drivers.set(c.competitorId, c.driver);
    // Armored seats are fitted one per crew position, the driver's first (gaps.md #51).
    return crewInfo(c.driver, c.competitorId, c.role, c.role === 'driver' ? seats >= 1 : seats >= 2, settings);
  });
  const tires = car.TIRE_TABLE[design.tires.type];
  const info: AssistantCarInfo = {
    vehicleId: record.vehicleId,
    name: record.name,
    franchiseId: record.franchise.id,
    franchise: record.franchise.name,
    colour: record.franchise.colour,
    armor: { ...design.armor },
    toughness: design.toughness,
    tireToughness: tires.toughness,
    tireType: design.tires.type,
    tread: design.tires.tread,
    rareTires: design.tires.rare,
    maxHandling: derived.handling.max,
    acceleration: derived.acceleration.rating,
    gearing: design.gearing,
    topSpeed: derived.topSpeed,
    topSpeedWithFuel: derived.topSpeedWithFuel,
    speedChart: derived.speedChart,
    fuelPoints: derived.fuelPoints.total,
    wheelGuards: design.components.wheelGuards,
    selfSealingTank: design.components.selfSealingFuelTank,
    gunnerStation: design.components.gunnerStation,
    tweaks: derived.tweaks,
    breaksOn: derived.suspensionBreakdown.breaksOn,
    weapons: weaponInfos(design),
    crew,
    carried: { ...record.carried },
    explain: {
      armor: `Armor by quadrant as built (${ARMOR_SIDES.map((s) => `${s} ${design.armor[s]}`).join(', ')}); Body damage criticals take 1 off the side hit. ${ruleOf.armor}`,
      handling: `Maximum handling ${derived.handling.max} = base ${derived.handling.base} (suspension ${design.suspension} ÷ weight ${derived.weight.total}) + tweaks ${derived.handling.tweaks} + items ${derived.handling.items}; tire damage lowers it. ${ruleOf.handling}`,
      acceleration: `Acceleration ${derived.acceleration.rating} = weight rule ${derived.acceleration.fromWeight} + gearing ${derived.acceleration.gearing} + items ${derived.acceleration.items}. ${ruleOf.acceleration}`,
      fuel: `Fuel points ${derived.fuelPoints.total} = capacity ${design.fuelCapacity} ÷ power ${design.enginePower}, rounded up (${derived.fuelPoints.fromCapacity}) + items ${derived.fuelPoints.items}; 1 used every 3 turns. ${ruleOf.fuel}`,
      tires: `${tires.label}: toughness ${tires.toughness} — every ${tires.toughness} tire damage costs 1 maximum handling. ${ruleOf.tires}`,
      toughness: `Vehicle toughness ${design.toughness}: a critical every ${Math.max(1, design.toughness)} damage points (gaps.md #50).`,
    },
    start: undefined as unknown as CarState,
  };
  info.start = startCard(info, entry);
  return { info, design, drivers };
}

/** The starting cards for a heat. A car may appear once; a competitor may sit in one car. */
export function assistantCars(load: CarLoader, settings: DethmetalSettings, entries: readonly Entry[]): AssistantCarInfo[] {
  const seenCars = new Set<number>();
  const seenCrew = new Set<number>();
  return entries.map((e, i) => {
    if (seenCars.has(e.vehicleId))
      throw AssistantInputError.validation('A car can be on the track only once.', [{ path: ['entries', i, 'vehicleId'], message: 'Already on the track' }]);
    seenCars.add(e.vehicleId);
    for (const [field, who] of [
      ['driverId', e.driverId],
      ['gunnerId', e.gunnerId],
    ] as const) {
      if (who === null) continue;
      if (seenCrew.has(who))
        throw AssistantInputError.validation('A competitor can sit in one car only.', [{ path: ['entries', i, field], message: 'Already in another car' }]);
      seenCrew.add(who);
    }
    return carInfo(load(e, ['entries', i]), e, settings).info;
  });
}

/** A crewman as he is now: the driver rules' ratings with this match's flesh wounds. */
export interface Crew {
  id: number;
  name: string;
  role: 'driver' | 'gunner';
  state: CrewState;
  driving: number;
  gunnery: number;
  initiative: number;
  toughness: number;
  talents: readonly TalentName[];
  armoredSeat: boolean;
}

export interface TableCar {
  info: AssistantCarInfo;
  design: car.CarDesign;
  /** The working card: calculators update it as a resolution goes on. */
  state: CarState;
  /** The same list while the card's crew list is the same: read it, never change it. */
  crew(): readonly Crew[];
  driver(): Crew;
  gunner(): Crew | null;
}

export interface Table {
  settings: DethmetalSettings;
  surface: RoadSurface;
  where: { heat: number; turn: number; phase: 0 | 1 | 2 | 3 };
  car(vehicleId: number, path: (string | number)[]): TableCar;
  all(): TableCar[];
}

export function buildTable(load: CarLoader, settings: DethmetalSettings, input: { cars: CarState[]; surface: RoadSurface; where: Table['where'] }): Table {
  const cars = new Map<number, TableCar>();
  input.cars.forEach((state, i) => {
    const path = ['cars', i];
    if (cars.has(state.vehicleId))
      throw AssistantInputError.validation('A car appears twice in the cards sent.', [{ path: [...path, 'vehicleId'], message: 'Duplicate card' }]);
    const loaded = carInfo(load(state, path), state, settings);
    const ids = loaded.info.crew.map((c) => c.competitorId).sort();
    const sent = state.crew.map((c) => c.competitorId).sort();
    if (JSON.stringify(ids) !== JSON.stringify(sent)) {
      throw AssistantInputError.validation(`The crew on ${loaded.info.name}'s card does not match its driver and gunner.`, [
        { path: [...path, 'crew'], message: 'Crew does not match' },
      ]);
    }
    const weaponIds = new Set(loaded.info.weapons.map((w) => w.id));
    state.weapons.forEach((w, j) => {
      if (!weaponIds.has(w.id))
        throw AssistantInputError.validation(`${loaded.info.name} has no weapon ${w.id}.`, [
          { path: [...path, 'weapons', j, 'id'], message: 'No such weapon' },
        ]);
    });
    // A crewman's ratings depend on his flesh wounds alone here: worked out once per count (the calculators ask for
    // the crew many times per roll, and the odds engine runs them on every path of dice).
    const ratings = new Map<string, ReturnType<typeof driverRules.effectiveTraits>>();
    const ratingsOf = (id: number, fleshWounds: number) => {
      const k = `${id}:${fleshWounds}`;
      let now = ratings.get(k);
      if (!now) {
        const d = loaded.drivers.get(id)!;
        now = driverRules.effectiveTraits({ ...d, match: { ...d.match, fleshWounds } }, settings.driver);
        ratings.set(k, now);
      }
      return now;
    };
    // The crew of one card's crew list, made once: a card's changes share the list they do not touch (state.ts
    // applyChange), and the odds engine asks for the crew at every roll of every path (issue 23).
    const crews = new WeakMap<readonly CrewState[], readonly Crew[]>();
    const tc: TableCar = {
      info: loaded.info,
      design: loaded.design,
      state: structuredClone(state),
      crew() {
        const known = crews.get(this.state.crew);
        if (known) return known;
        const made = this.state.crew.map((s): Crew => {
          const info = loaded.info.crew.find((c) => c.competitorId === s.competitorId)!;
          const now = ratingsOf(s.competitorId, s.fleshWounds);
          return {
            id: s.competitorId,
            name: info.name,
            role: info.role,
            state: s,
            driving: now.driving.value,
            gunnery: now.gunnery.value,
            initiative: now.initiative.value,
            toughness: now.toughness.value,
            talents: info.talents,
            armoredSeat: info.armoredSeat,
          };
        });
        crews.set(this.state.crew, made);
        return made;
      },
      driver() {
        return this.crew().find((c) => c.role === 'driver')!;
      },
      gunner() {
        return this.crew().find((c) => c.role === 'gunner') ?? null;
      },
    };
    cars.set(state.vehicleId, tc);
  });
  return {
    settings,
    surface: input.surface,
    where: input.where,
    car(vehicleId, path) {
      const c = cars.get(vehicleId);
      if (!c) throw AssistantInputError.validation(`Send the card of car ${vehicleId} with the request.`, [{ path, message: 'No card for this car' }]);
      return c;
    },
    all: () => [...cars.values()],
  };
}
