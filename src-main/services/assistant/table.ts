/**
 * The cars at the table: each one's fixed numbers from the league file (the design derived by the car rules, the
 * crew's ratings from the driver rules), joined with the live card the screen sent. Calculators read cars only
 * through here, so a card that names a car or a competitor the league does not have is refused, not guessed at.
 */
import { car, driver as driverRules, match, type DethmetalSettings, type TalentName } from '../../../src-shared/engine/dethmetal';
import type { RoadSurface } from '../../../src-shared/engine/dethmetal/car';
import { ARMOR_SIDES, type AssistantCarInfo, type CarState, type CrewInfo, type CrewState, type WeaponInfo } from '../../../src-shared/ipc/channels/assistant';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { competitorRow, franchiseRow, parseDesign, parseDriver, vehicleRow, type Driver } from '../campaign/records';

export interface Entry {
  vehicleId: number;
  driverId: number;
  gunnerId: number | null;
}

interface Loaded {
  info: AssistantCarInfo;
  design: car.CarDesign;
  drivers: Map<number, Driver>;
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

/** Load one car and its crew; `path` names the input field a bad id came from. */
export function loadCar(conn: LeagueConnection, settings: DethmetalSettings, entry: Entry, path: (string | number)[]): Loaded {
  const row = vehicleRow(conn, entry.vehicleId, [...path, 'vehicleId']);
  if (row.status !== 'active') throw ServiceError.validation(`${row.name} has been sold and cannot race.`, [{ path: [...path, 'vehicleId'], message: 'Sold' }]);
  const franchise = franchiseRow(conn, row.franchiseId);
  const design = parseDesign(row);
  const derived = car.deriveCar(design, settings.car);
  const drivers = new Map<number, Driver>();
  const crew: CrewInfo[] = [];
  const seats = design.components.armoredCrewSeats;
  const seat = (role: 'driver' | 'gunner', competitorId: number, field: string) => {
    const c = competitorRow(conn, competitorId, [...path, field]);
    if (c.franchiseId !== row.franchiseId) {
      throw ServiceError.validation(`${c.name} does not drive for ${franchise.name}.`, [
        { path: [...path, field], message: `Not on ${franchise.name}'s roster` },
      ]);
    }
    const d = parseDriver(c);
    drivers.set(c.id, d);
    // Armored seats are fitted one per crew position, the driver's first (gaps.md #51).
    crew.push(crewInfo(d, c.id, role, role === 'driver' ? seats >= 1 : seats >= 2, settings));
  };
  seat('driver', entry.driverId, 'driverId');
  if (entry.gunnerId !== null) {
    if (!design.components.gunnerStation) {
      throw ServiceError.validation(`${row.name} has no gunner station.`, [{ path: [...path, 'gunnerId'], message: 'No gunner station on this car' }]);
    }
    if (entry.gunnerId === entry.driverId)
      throw ServiceError.validation('The gunner cannot also drive.', [{ path: [...path, 'gunnerId'], message: 'Same competitor as the driver' }]);
    seat('gunner', entry.gunnerId, 'gunnerId');
  }
  const tires = car.TIRE_TABLE[design.tires.type];
  const info: AssistantCarInfo = {
    vehicleId: row.id,
    name: row.name,
    franchiseId: franchise.id,
    franchise: franchise.name,
    colour: franchise.colour,
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
    carried: { damage: row.damage, criticals: row.criticals },
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
export function assistantCars(conn: LeagueConnection, settings: DethmetalSettings, entries: readonly Entry[]): AssistantCarInfo[] {
  const seenCars = new Set<number>();
  const seenCrew = new Set<number>();
  return entries.map((e, i) => {
    if (seenCars.has(e.vehicleId))
      throw ServiceError.validation('A car can be on the track only once.', [{ path: ['entries', i, 'vehicleId'], message: 'Already on the track' }]);
    seenCars.add(e.vehicleId);
    for (const [field, who] of [
      ['driverId', e.driverId],
      ['gunnerId', e.gunnerId],
    ] as const) {
      if (who === null) continue;
      if (seenCrew.has(who))
        throw ServiceError.validation('A competitor can sit in one car only.', [{ path: ['entries', i, field], message: 'Already in another car' }]);
      seenCrew.add(who);
    }
    return loadCar(conn, settings, e, ['entries', i]).info;
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
  crew(): Crew[];
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

export function buildTable(
  conn: LeagueConnection,
  settings: DethmetalSettings,
  input: { cars: CarState[]; surface: RoadSurface; where: Table['where'] },
): Table {
  const cars = new Map<number, TableCar>();
  input.cars.forEach((state, i) => {
    const path = ['cars', i];
    if (cars.has(state.vehicleId))
      throw ServiceError.validation('A car appears twice in the cards sent.', [{ path: [...path, 'vehicleId'], message: 'Duplicate card' }]);
    const loaded = loadCar(conn, settings, state, path);
    const ids = loaded.info.crew.map((c) => c.competitorId).sort();
    const sent = state.crew.map((c) => c.competitorId).sort();
    if (JSON.stringify(ids) !== JSON.stringify(sent)) {
      throw ServiceError.validation(`The crew on ${loaded.info.name}'s card does not match its driver and gunner.`, [
        { path: [...path, 'crew'], message: 'Crew does not match' },
      ]);
    }
    const weaponIds = new Set(loaded.info.weapons.map((w) => w.id));
    state.weapons.forEach((w, j) => {
      if (!weaponIds.has(w.id))
        throw ServiceError.validation(`${loaded.info.name} has no weapon ${w.id}.`, [{ path: [...path, 'weapons', j, 'id'], message: 'No such weapon' }]);
    });
    const tc: TableCar = {
      info: loaded.info,
      design: loaded.design,
      state: structuredClone(state),
      crew() {
        return this.state.crew.map((s) => {
          const info = loaded.info.crew.find((c) => c.competitorId === s.competitorId)!;
          const d = loaded.drivers.get(s.competitorId)!;
          const now = driverRules.effectiveTraits({ ...d, match: { ...d.match, fleshWounds: s.fleshWounds } }, settings.driver);
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
      if (!c) throw ServiceError.validation(`Send the card of car ${vehicleId} with the request.`, [{ path, message: 'No card for this car' }]);
      return c;
    },
    all: () => [...cars.values()],
  };
}
