import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_FIRE_MODES,
  CAR_MANUFACTURER_BONUS_DP,
  COMPONENT_DP,
  EXPENDABLE_ITEMS_K,
  FITTED_ITEM_TABLE,
  GEARINGS,
  MOUNT_DP,
  MOVEMENT_DICE,
  RARE_WEAPONS,
  ROAD_SURFACES,
  SPEED_BANDS,
  STANDARD_WEAPONS,
  STORES_ITEMS_K,
  SUSPENSION_TWEAKS,
  TIRE_TABLE,
  TIRE_TYPES,
  TOUGHNESS_DP,
  TREAD_TABLE,
  TREADS,
  TWEAK_TABLE,
  UNITS_PER_DP,
  VEHICLE_PRICE_K,
  WEAPONS,
  treadMatchesSurface,
  type Gearing,
} from '../../../../src-shared/engine/dethmetal/car';

/** Part II › Weapon table, copied row by row from dethmetal.md: name, type, ROF, Pen, Fire, Short, Long, Max, Ammo. */
const PRINTED_WEAPON_TABLE = `
Machinegun | Light | 3 | 0 | 1 | 1 - 3 | 4 - 6 | 12 | 10
Heavy Machinegun | Light | 3 | 1 | 1 | 1 - 3 | 4 - 6 | 12 | 10
Recoilless Gun | Light | 1 | 2 | 1d2 | 1 | 2 - 3 | 8 | 6
Light Rocket-pack | Rocket | 2 | 0 | 1 | 1 - 2 | 3 - 4 | 9 | 4
Rocket-pack | Rocket | 2 | 1 | 1d2 | 1 - 2 | 3 - 4 | 9 | 3
Heavy Rocket-pack | Rocket | 2 | 2 | 1d3 | 1 - 2 | 3 - 4 | 9 | 2
Heavy Recoilless Gun | Heavy | 1 | 3 | 1d3 | 1 | 2 - 3 | 8 | 5
AT Rifle | Heavy | 1 | 2 | 1 | 1 - 3 | 4 - 7 | 18 | 6
Heavy AT Rifle | Heavy | 1 | 3 | 1d2 | 1 - 3 | 4 - 7 | 18 | 5
Oil jet | Special | 3 | * | * | 1 | - | 1 | 3
Caltrop dispenser | Special | 3 | * | * | 1 | - | 1 | 3
Smoke launcher | Special | 1 | * | * | 2 | - | 2 | 2`;

/** Transcriber's expansion of the rare and experimental stat lines (dethmetal.md), without the "both barrels" row. */
const PRINTED_RARE_TABLE = `
Autocannon | Heavy | 2 | 2 | 1 | 1-3 | 4-7 | 18 | 6
AT Gun | Heavy | 1 | 4 | 1d2 | 1-3 | 4-7 | 18 | 5
Vulcan gun | Light | 3+ | 0 | 1 | 1-3 | 4-6 | 12 | 6
Cluster Rockets | Rocket | 3 | 1 | 1d2 | 1-2 | 3-4 | 9 | 4
Heavy Cluster Rockets | Rocket | 3 | 2 | 1d2 | 1-2 | 3-4 | 8 | 3
Anti-Tank Guided Missile | Rocket | 1 | 8 | 1d3+3 | 1-18 | - | - | 1
Laser | Light | 3+ | 1 | 1 | 1-4 | 5-7 | 18 | 10
Twin-Linked Heavy Machineguns | Light | 3+ | 1 | 1 | 1-3 | 4-6 | 12 | 10
Dual-barreled Recoilless rifle | Light | 2 | 2 | 1d2 | 1 | 2-3 | 8 | 6
Railgun | Heavy | 1 | 6 | 1d3 | 1-3 | 4-7 | 18 | 3
Pulsed laser | Heavy | 3 | 2 | 1d2 | 1-4 | 5-7 | 18 | 10
Bomb launcher | Heavy | 1 | 4 | 1d3+1 | 1 | 2-3 | 8 | 5
Kami-Bomb | Rocket | — | 2+1d3 | 1d6 | — | — | — | 1d2`;

const band = (text: string) => {
  if (text === '-' || text === '—') return null;
  const [a, b] = text.split('-').map((x) => Number(x.trim()));
  return [a, b ?? a];
};
const cell = (text: string) => (text === '*' || text === '—' || text === '-' ? null : /^\d+$/.test(text) ? Number(text) : text);

function parse(table: string) {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [name, type, rof, pen, fire, short, long, max, ammo] = line.split('|').map((c) => c.trim()) as string[];
      return {
        name,
        mount: type!.toLowerCase(),
        rof: rof === '—' ? null : Number(rof!.replace('+', '')),
        rofPlus: rof!.endsWith('+'),
        pen: cell(pen!),
        fire: cell(fire!),
        short: band(short!),
        long: band(long!),
        max: cell(max!),
        ammo: cell(ammo!),
      };
    });
}

const statsOf = (w: (typeof WEAPONS)[number]) => ({
  name: w.name,
  mount: w.mount,
  rof: w.rof,
  rofPlus: w.rofPlus,
  pen: w.pen,
  fire: w.fire,
  short: w.short ? [...w.short] : null,
  long: w.long ? [...w.long] : null,
  max: w.max,
  ammo: w.ammo,
});

describe('Part II › Weapon mounts, Ammunition, and Firing Arcs › Weapon table (shape)', () => {
  it('has the 12 standard weapons with the printed numbers', () => {
    expect(STANDARD_WEAPONS.map(statsOf)).toEqual(parse(PRINTED_WEAPON_TABLE));
  });

  it('has every rare and experimental stat line of the transcriber’s expansion, flagged by origin', () => {
    expect(RARE_WEAPONS.map(statsOf)).toEqual(parse(PRINTED_RARE_TABLE));
    expect(RARE_WEAPONS.filter((w) => w.origin === 'world-trade').map((w) => w.name)).toEqual([
      'Autocannon',
      'AT Gun',
      'Vulcan gun',
      'Cluster Rockets',
      'Heavy Cluster Rockets',
      'Anti-Tank Guided Missile',
    ]);
    expect(RARE_WEAPONS.every((w) => w.origin !== 'standard')).toBe(true);
    expect(STANDARD_WEAPONS.every((w) => w.origin === 'standard')).toBe(true);
  });

  it('keeps the Dual-barreled Recoilless rifle "both barrels" line (LGT R1+ P2 F1d2 S1 L2 M6 A6)', () => {
    expect(ALTERNATE_FIRE_MODES['Dual-barreled Recoilless rifle']?.stats).toEqual({
      rof: 1,
      rofPlus: true,
      pen: 2,
      fire: '1d2',
      short: [1, 1],
      long: [2, 2],
      max: 6,
      ammo: 6,
    });
  });

  it('marks exactly the Δ weapons as heavy (Heavy AT Rifle Δ, AT Gun Δ)', () => {
    expect(WEAPONS.filter((w) => w.heavy).map((w) => w.name)).toEqual(['Heavy AT Rifle', 'AT Gun']);
  });

  it('has unique names and range bands that follow on from each other', () => {
    expect(new Set(WEAPONS.map((w) => w.name)).size).toBe(WEAPONS.length);
    for (const w of WEAPONS) {
      if (w.short) expect(w.short[0]).toBeLessThanOrEqual(w.short[1]);
      if (w.short && w.long) expect(w.long[0]).toBe(w.short[1] + 1);
      if (w.long && w.max !== null) expect(w.max).toBeGreaterThanOrEqual(w.long[1]);
    }
  });

  it('prices every standard weapon from the price lists, each price-list weapon used once (gaps.md #72 names)', () => {
    const items = STANDARD_WEAPONS.map((w) => ('item' in w.price ? w.price.item : null));
    expect(items.every((i) => i !== null)).toBe(true);
    const weaponItems = [
      ...Object.keys(STORES_ITEMS_K).filter((k) => !k.startsWith('Gear-set')),
      ...Object.keys(EXPENDABLE_ITEMS_K).filter((k) => !k.startsWith('Tire-set')),
    ];
    expect([...items].sort()).toEqual([...weaponItems].sort());
    expect(RARE_WEAPONS.every((w) => 'printed' in w.price)).toBe(true);
  });
});

describe('Part II › Weapon mounts table (shape)', () => {
  it('prices light 6/9/15, heavy 9/12/18, rocket 3/6/12 DP', () => {
    expect(MOUNT_DP).toEqual({
      light: { fixed: 6, swivel: 9, turret: 15 },
      heavy: { fixed: 9, swivel: 12, turret: 18 },
      rocket: { fixed: 3, swivel: 6, turret: 12 },
    });
  });
  it('makes every wider arc cost more', () => {
    for (const row of Object.values(MOUNT_DP)) expect(row.fixed < row.swivel && row.swivel < row.turret).toBe(true);
  });
});

describe('Part II › Design Points and Other components (shape)', () => {
  it('charges 1 DP per 4 engine power, 6 suspension, 16 fuel, 1 armor point; Toughness 1-4 = 3/6/12/18', () => {
    expect(UNITS_PER_DP).toEqual({ enginePower: 4, suspension: 6, fuelCapacity: 16, armor: 1 });
    expect(TOUGHNESS_DP.slice(1)).toEqual([3, 6, 12, 18]);
  });
  it('prices the other components 3/3/9/6/3 DP', () => {
    expect(COMPONENT_DP).toEqual({ armoredCrewSeat: 3, selfSealingFuelTank: 3, adjustableSuspensionHeight: 9, gunnerStation: 6, wheelGuards: 3 });
  });
  it('Car manufacturer gives +3 DP, +6 with the overhead penalty; vehicles cost 100k / 150k', () => {
    expect(CAR_MANUFACTURER_BONUS_DP).toEqual({ 60: 3, 75: 6 });
    expect(VEHICLE_PRICE_K).toEqual({ 60: 100, 75: 150 });
  });
});

describe('Part IV › Acceleration Speed Bands (shape)', () => {
  it('steps the modifier from +2 down to -4, one per band', () => {
    expect(SPEED_BANDS.map((b) => b.modifier)).toEqual([2, 1, 0, -1, -2, -3, -4]);
  });
  for (const g of GEARINGS) {
    it(`covers speeds 1 to the last band exactly once for gearing ${g}`, () => {
      const bands = SPEED_BANDS.map((b) => b.gearing[`${g as Gearing}`]);
      expect(bands[0]![0]).toBe(1);
      for (let i = 1; i < bands.length; i++) expect(bands[i]![0]).toBe(bands[i - 1]![1] + 1);
      for (const [from, to] of bands) expect(from).toBeLessThanOrEqual(to);
    });
  }
  it('ends at speed 8 / 14 / 28 for gearing +1 / 0 / -1', () => {
    expect(SPEED_BANDS.at(-1)!.gearing).toEqual({ 1: [8, 8], 0: [13, 14], '-1': [25, 28] });
  });
});

describe('Part IV › Movement Points (shape)', () => {
  it('covers every speed from 1 up exactly once: 1-3 1d2, 4-6 1d3, 7+ 1d6', () => {
    expect(MOVEMENT_DICE.map((b) => [b.from, b.to, b.dice])).toEqual([
      [1, 3, '1d2'],
      [4, 6, '1d3'],
      [7, Infinity, '1d6'],
    ]);
    for (let i = 1; i < MOVEMENT_DICE.length; i++) expect(MOVEMENT_DICE[i]!.from).toBe(MOVEMENT_DICE[i - 1]!.to + 1);
  });
});

describe('Part II › Tire Types and Tire tread (shape)', () => {
  it('has toughness 1/2/3/4 and cost 1k/2k/4k/8k, matching the expendable price list', () => {
    expect(TIRE_TYPES.map((t) => [TIRE_TABLE[t].toughness, TIRE_TABLE[t].priceK])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
      [4, 8],
    ]);
    for (const t of TIRE_TYPES) expect(EXPENDABLE_ITEMS_K[TIRE_TABLE[t].priceListItem as keyof typeof EXPENDABLE_ITEMS_K]).toBe(TIRE_TABLE[t].priceK);
  });
  it('gives only foam-filled tires extra weight (+2)', () => {
    expect(TIRE_TYPES.map((t) => TIRE_TABLE[t].extraWeight)).toEqual([0, 0, 0, 2]);
  });
  it('matches each road surface with at most one tread; Mud & snow matches none and has no effects', () => {
    for (const surface of ROAD_SURFACES)
      expect(TREADS.filter((t) => (TREAD_TABLE[t].matches as readonly string[]).includes(surface)).length).toBeLessThanOrEqual(1);
    expect(TREAD_TABLE['mud-and-snow']).toEqual({ label: 'Mud & snow', matches: [], effects: [] });
  });
  it("matches street to asphalt/concrete, traction to dirt, snow to ice/snow (Part IV › Driver's Option Points)", () => {
    const matched = (surface: (typeof ROAD_SURFACES)[number]) => TREADS.filter((t) => treadMatchesSurface(t, surface));
    expect(ROAD_SURFACES.map((r) => [r, matched(r)])).toEqual([
      ['asphalt', ['street']],
      ['concrete', ['street']],
      ['dirt', ['traction']],
      ['snow', ['snow']],
      ['ice', ['snow']],
    ]);
  });
  it('gives street, traction and snow treads exactly one bonus and one doubling penalty each', () => {
    for (const t of ['street', 'traction', 'snow'] as const) {
      expect(TREAD_TABLE[t].effects.map((e) => e.op).sort()).toEqual(['double', 'reduce']);
    }
  });
});

describe('Part II › Suspension Tweaks (shape)', () => {
  it('has four tweaks whose exclusions are symmetric (gaps.md #32 reads the typo as Decreased travel)', () => {
    expect(SUSPENSION_TWEAKS).toHaveLength(4);
    for (const t of SUSPENSION_TWEAKS) expect(TWEAK_TABLE[TWEAK_TABLE[t].excludes].excludes).toBe(t);
  });
  it('gives +1 handling to Lowered and Decreased travel, +1 turn mode to Raised', () => {
    expect(SUSPENSION_TWEAKS.map((t) => [TWEAK_TABLE[t].handling, TWEAK_TABLE[t].turnMode])).toEqual([
      [1, 0],
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
  });
});

describe('World Trade / Tinkering fitted items (shape)', () => {
  it('Supercharger and Dual Turbochargers +1 ACC, Applique -1 ACC, Performance Parts and Active Suspension +1 handling', () => {
    const effects = Object.fromEntries(Object.entries(FITTED_ITEM_TABLE).map(([k, v]) => [k, [v.acceleration, v.handling]]));
    expect(effects).toEqual({
      'Engine Supercharger': [1, 0],
      'Performance Suspension Parts': [0, 1],
      'Super efficient injectors': [0, 0],
      'Dual Turbochargers': [1, 0],
      'Active Suspension': [0, 1],
      Hydraulics: [0, 0],
      'Applique armor': [-1, 0],
    });
  });
});
