import { describe, expect, it } from 'vitest';
import { carSettingsSchema, defaultCarSettings, validateCar, type CarDesign, type CarMount } from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

const settings = defaultCarSettings();
const problems = (overrides: Partial<CarDesign> = {}, context = {}) => validateCar(plainCar(overrides), settings, context);
const codes = (overrides: Partial<CarDesign> = {}, context = {}) => problems(overrides, context).map((p) => p.code);
const mount = (m: Partial<CarMount> = {}): CarMount => ({ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun', ...m });

describe('validateCar › the plain car', () => {
  it('is legal', () => {
    expect(problems()).toEqual([]);
  });
});

describe('Part II › Design Points › budget', () => {
  // The plain car spends 52 DP; 14 more armor points (7 per side) make 66.
  const over = { armor: { front: 6, back: 4, left: 12, right: 12 } };
  it('refuses a 60-DP car that spends 66 DP, with the overspend in the message', () => {
    const [p] = problems(over);
    expect(p).toMatchObject({ code: 'over-budget', path: ['budget'], rule: 'Part II › Design Points' });
    expect(p!.message).toContain('66 DP');
    expect(p!.message).toContain('6 DP over');
  });
  it('accepts it on the 75-DP budget (the overhead penalty)', () => {
    expect(codes({ ...over, budget: 75 })).toEqual([]);
  });
  it('accepts 66 DP on 60 with the Car manufacturer bonus +6, refuses it with +3', () => {
    expect(codes(over, { sponsorBonusDp: 6 })).toEqual([]);
    expect(codes(over, { sponsorBonusDp: 3 })).toEqual(['over-budget']);
  });
  it('refuses a negative sponsor bonus', () => {
    expect(codes({}, { sponsorBonusDp: -1 })).toEqual(['invalid-sponsor-bonus']);
  });
});

describe('Part II › Design Points › whole DP and minimums (gaps.md #24)', () => {
  it('refuses engine power that is not a multiple of 4, and names the neighbours', () => {
    const [p] = problems({ enginePower: 42 });
    expect(p).toMatchObject({ code: 'partial-design-point', path: ['enginePower'] });
    expect(p!.message).toContain('use 40 or 44');
  });
  it('refuses suspension not a multiple of 6 and fuel not a multiple of 16', () => {
    expect(problems({ suspension: 50, fuelCapacity: 30 }).map((p) => p.path)).toEqual([['suspension'], ['fuelCapacity']]);
  });
  it('refuses no engine, no suspension, no fuel and Toughness 0', () => {
    expect(
      problems({ enginePower: 0, suspension: 0, fuelCapacity: 0, toughness: 0 })
        .filter((p) => p.code === 'below-minimum')
        .map((p) => p.path),
    ).toEqual([['enginePower'], ['suspension'], ['fuelCapacity'], ['toughness']]);
  });
  it('allows them with the house rule minimumPurchases off', () => {
    const off = carSettingsSchema.parse({ minimumPurchases: false });
    expect(validateCar(plainCar({ fuelCapacity: 0, toughness: 0 }), off).map((p) => p.code)).toEqual([]);
  });
});

describe('Part II › Armor Arcs', () => {
  it('refuses more than half the armor on one side: front 11 of 20', () => {
    const ps = problems({ armor: { front: 11, back: 1, left: 4, right: 4 } });
    expect(ps.map((p) => [p.code, p.path])).toEqual([['armor-over-half', ['armor', 'front']]]);
    expect(ps[0]!.message).toContain('at most 10');
  });
  it('accepts exactly half on one side: front 10 of 20', () => {
    expect(codes({ armor: { front: 10, back: 2, left: 4, right: 4 } })).toEqual([]);
  });
  it('refuses left ≠ right', () => {
    expect(problems({ armor: { front: 6, back: 4, left: 6, right: 4 } }).map((p) => [p.code, p.path])).toEqual([['armor-sides-unequal', ['armor', 'right']]]);
  });
  it('needs every quadrant armored, unless the house rule armorOnEveryQuadrant is off', () => {
    const bare = plainCar({ armor: { front: 6, back: 0, left: 5, right: 5 } });
    expect(validateCar(bare, settings).map((p) => [p.code, p.path])).toEqual([['armor-quadrant-empty', ['armor', 'back']]]);
    expect(validateCar(bare, carSettingsSchema.parse({ armorOnEveryQuadrant: false }))).toEqual([]);
  });
});

describe('Part II › Weapon mounts, Ammunition, and Firing Arcs', () => {
  it('refuses a weapon on the wrong type of mount: AT Rifle on a light mount', () => {
    expect(problems({ mounts: [mount({ weapon: 'AT Rifle' })] }).map((p) => [p.code, p.path])).toEqual([['weapon-mount-mismatch', ['mounts', 0, 'weapon']]]);
  });
  it('puts rare weapons on their own mount type: Railgun heavy, Vulcan light, ATGM rocket', () => {
    expect(
      codes({
        budget: 75,
        mounts: [mount({ type: 'heavy', weapon: 'Railgun' }), mount({ weapon: 'Vulcan gun' }), mount({ type: 'rocket', weapon: 'Anti-Tank Guided Missile' })],
      }),
    ).toEqual([]);
    expect(codes({ mounts: [mount({ type: 'rocket', weapon: 'Railgun' })] })).toEqual(['weapon-mount-mismatch']);
  });
  it('allows up to one special weapon (gaps.md #27)', () => {
    const smoke = mount({ type: 'special', weapon: 'Smoke launcher' });
    expect(codes({ mounts: [smoke] })).toEqual([]);
    expect(problems({ mounts: [smoke, mount({ type: 'special', arc: 'fixed', facing: 'rear', weapon: 'Oil jet' })] }).map((p) => [p.code, p.path])).toEqual([
      ['too-many-special-weapons', ['mounts', 1]],
    ]);
  });
  it('puts oil jets and caltrops on a fixed rear mount only', () => {
    expect(codes({ mounts: [mount({ type: 'special', facing: 'rear', weapon: 'Caltrop dispenser' })] })).toEqual([]);
    expect(problems({ mounts: [mount({ type: 'special', facing: 'left-rear', weapon: 'Oil jet' })] }).map((p) => p.path)).toEqual([['mounts', 0, 'facing']]);
    expect(problems({ mounts: [mount({ type: 'special', arc: 'turret', facing: 'rear', weapon: 'Oil jet' })] }).map((p) => p.path)).toEqual([
      ['mounts', 0, 'arc'],
    ]);
  });
  it('lets a smoke launcher face any of the six directions, swivelled or turreted', () => {
    for (const facing of ['front', 'left-front', 'right-front', 'rear', 'left-rear', 'right-rear'] as const) {
      expect(codes({ mounts: [mount({ type: 'special', arc: 'swivel', facing, weapon: 'Smoke launcher' })] })).toEqual([]);
    }
  });
});

describe('Part III › Turn Sequence › linked weapons (gaps.md #29)', () => {
  it('accepts two identical weapons on identical mounts', () => {
    expect(codes({ mounts: [mount({ link: 'A' }), mount({ link: 'A' })] })).toEqual([]);
  });
  it('refuses a link of one', () => {
    expect(codes({ mounts: [mount({ link: 'A' })] })).toEqual(['link-alone']);
  });
  it('refuses different weapons, different mounts and empty mounts', () => {
    expect(codes({ mounts: [mount({ link: 'A' }), mount({ link: 'A', weapon: 'Heavy Machinegun' })] })).toEqual(['link-different-weapons']);
    expect(codes({ mounts: [mount({ link: 'A' }), mount({ link: 'A', facing: 'rear' })] })).toEqual(['link-different-mounts']);
    expect(codes({ mounts: [mount({ link: 'A' }), mount({ link: 'A', weapon: null })] })).toEqual(['link-empty-mount']);
  });
  it('treats two turrets as identical whatever their nominal facing', () => {
    const turret = { type: 'rocket' as const, arc: 'turret' as const, weapon: 'Rocket-pack' as const, link: 'A' };
    expect(codes({ budget: 75, mounts: [mount(turret), mount({ ...turret, facing: 'rear' })] })).toEqual([]);
  });
});

describe('Part II › Suspension Tweaks', () => {
  it('refuses Lowered with Raised, and Increased with Decreased travel (gaps.md #32)', () => {
    expect(problems({ suspensionTweaks: ['lowered', 'raised'] }).map((p) => [p.code, p.path])).toEqual([['incompatible-tweaks', ['suspensionTweaks', 1]]]);
    expect(codes({ suspensionTweaks: ['increased-travel', 'decreased-travel'] })).toEqual(['incompatible-tweaks']);
  });
  it('accepts any other pair', () => {
    expect(codes({ suspensionTweaks: ['lowered', 'decreased-travel'] })).toEqual([]);
    expect(codes({ suspensionTweaks: ['raised', 'increased-travel'] })).toEqual([]);
  });
  it('refuses a tweak listed twice', () => {
    expect(codes({ suspensionTweaks: ['lowered', 'lowered'] })).toEqual(['duplicate-tweak']);
  });
  it('refuses a fixed height tweak on a car with Adjustable Suspension Height', () => {
    const components = { ...plainCar().components, adjustableSuspension: { height: 'lowered' as const, setting: 'normal' as const } };
    expect(codes({ budget: 75, components })).toEqual([]);
    expect(codes({ budget: 75, components, suspensionTweaks: ['raised'] })).toEqual(['adjustable-with-fixed-height']);
  });
});

describe('Part II › Other components', () => {
  it('allows one armored seat per crew position: 2 need a Gunner Station (gaps.md #31)', () => {
    const components = { ...plainCar().components, armoredCrewSeats: 2 };
    expect(codes({ budget: 75, components })).toEqual(['too-many-crew-seats']);
    expect(codes({ budget: 75, components: { ...components, gunnerStation: true } })).toEqual([]);
  });
});

describe('Found and tinkered items', () => {
  it('Hydraulics need a lowered suspension (fixed or adjustable)', () => {
    expect(codes({ fittedItems: [{ item: 'Hydraulics' }] })).toEqual(['needs-lowered-suspension']);
    expect(codes({ fittedItems: [{ item: 'Hydraulics' }], suspensionTweaks: ['lowered'] })).toEqual([]);
  });
  it('only one Active Suspension or set of injectors per car; injectors need their rolled fuel points', () => {
    expect(codes({ fittedItems: [{ item: 'Active Suspension' }, { item: 'Active Suspension' }] })).toEqual(['duplicate-fitted-item']);
    expect(codes({ fittedItems: [{ item: 'Super efficient injectors' }] })).toEqual(['missing-rolled-value']);
  });
  it('rare tires exist only as HD / PR / Solid carcass and Street / Traction / Snow tread (World Trade 42-44)', () => {
    expect(codes({ tires: { type: 'foam-filled', tread: 'snow', rare: true } })).toEqual([]);
    expect(codes({ tires: { type: 'light-duty', tread: 'mud-and-snow', rare: true } })).toEqual(['rare-tire-impossible', 'rare-tire-impossible']);
  });
});
