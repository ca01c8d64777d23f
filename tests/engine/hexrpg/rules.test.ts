/** House rules (gaps.md), characters and vehicles, and the declaration through the core's checker. */
import { describe, expect, it } from 'vitest';
import { checkDeclaration } from '../../../src-shared/engine/declaration';
import {
  characterSchema,
  DEFAULT_VEHICLE_STATS,
  defaultHexrpgSettings,
  deriveCharacter,
  deriveVehicle,
  hexrpgDeclaration,
  hexrpgHouseRules,
  hexrpgSettingsSchema,
  newCharacter,
  upgradeVehicle,
  validateCharacter,
  validateVehicle,
  vehicleSchema,
} from '../../../src-shared/engine/hexrpg';
import { careerEventKinds, registeredRulesets } from '../../../src-shared/engine/registry';
import { readFileSync } from 'node:fs';

const S = defaultHexrpgSettings();

describe('house rules', () => {
  it('{} parses to the defaults; each house rule’s default is the settings’ and parses through its schema', () => {
    expect(hexrpgSettingsSchema.parse({})).toEqual(S);
    for (const r of hexrpgHouseRules) {
      expect(r.default).toEqual(S[r.key as keyof typeof S]);
      expect(r.schema.parse(r.default)).toEqual(r.default);
    }
    expect(hexrpgHouseRules.map((r) => r.key).sort()).toEqual(Object.keys(S).sort());
  });
  it('the missing vehicle table: bike 4 hexes and 4 turns, car 5 and 3, warcar 7 and 2 (gaps.md #1)', () => {
    expect(Object.entries(DEFAULT_VEHICLE_STATS).map(([k, v]) => [k, v.movement, v.turns])).toEqual([
      ['bike', 4, 4],
      ['car', 5, 3],
      ['warcar', 7, 2],
    ]);
  });
  it('every house rule cites an entry of docs/rulesets/hexrpg/gaps.md that names its key', () => {
    const gaps = readFileSync('docs/rulesets/hexrpg/gaps.md', 'utf8');
    for (const r of hexrpgHouseRules) {
      const n = /gaps\.md #(\d+)/.exec(r.cites)![1];
      const entry = gaps.split(/\n### /).find((e) => e.startsWith(`${n}. `));
      expect(entry, `gaps.md #${n}`).toBeDefined();
      expect(entry).toContain(`\`${r.key}\``);
    }
  });
  it('refuses a bash rating out of order with words', () => {
    const bad = hexrpgSettingsSchema.safeParse({
      vehicleStats: { ...S.vehicleStats, car: { ...S.vehicleStats.car, damage: { minimal: 5, average: 2, maximal: 9 } } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toContain('minimal ≤ average ≤ maximal');
  });
});

describe('characters', () => {
  it('HP = MUSC; sprints MUSC turns, runs 2 × MUSC; a medic cures his levels a day; a mechanic 12 × level an hour', () => {
    const c = characterSchema.parse({
      version: 1,
      name: 'Rust',
      musc: 11,
      agi: 4,
      accu: 7,
      driv: 9,
      luck: 45,
      skills: { weapons: { shotgun: 3 }, medical: 2, mechanic: 3 },
    });
    expect(deriveCharacter(c)).toMatchObject({
      hp: 11,
      fatigue: { sprint: 11, run: 22 },
      curesPerDay: 2,
      repairPerHour: 36,
      weaponBand: { shotgun: '3rd level' },
    });
    expect(validateCharacter(c)).toEqual([]);
  });
  it('refuses an AGI of 7 and an 11th level in the schema’s words; a weapons skill of level 0 is a problem', () => {
    const r = characterSchema.safeParse({ ...newCharacter('X'), agi: 7, skills: { fighting: 11 } });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['AGI is at most 6', 'A skill level is at most 10th']);
    const zero = characterSchema.parse({ ...newCharacter('Y'), skills: { weapons: { pistol: 0 } } });
    expect(validateCharacter(zero).map((p) => p.code)).toEqual(['skill-zero']);
  });
});

describe('vehicles', () => {
  it('a car takes the league’s typical numbers unless it sets its own', () => {
    const v = vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car', stats: { movement: 6 } });
    const d = deriveVehicle(v, S);
    expect([d.movement, d.turns, d.hp, d.source.movement, d.source.hp, d.daily.repairCap, d.hexes]).toEqual([6, 3, 100, 'vehicle', 'league', 25, 1]);
    expect(deriveVehicle({ ...v, kind: 'warcar' }, S).hexes).toBe(2);
  });
  it('problems: damage out of order, a weapon listed twice', () => {
    const v = vehicleSchema.parse({
      version: 1,
      name: 'Rig',
      kind: 'warcar',
      stats: { damage: { minimal: 9, average: 3, maximal: 12 } },
      weapons: [
        { name: 'MG', minimal: 1, average: 3, maximal: 6 },
        { name: 'MG', minimal: 1, average: 3, maximal: 6 },
      ],
    });
    expect(validateVehicle(v, S).map((p) => p.code)).toEqual(['damage-order', 'weapon-twice']);
  });
  it('a vehicle from a newer version is refused with words; a kind not in the rules too', () => {
    expect(upgradeVehicle({ version: 2, name: 'X', kind: 'car' })).toMatchObject({ ok: false });
    const r = upgradeVehicle({ version: 1, name: 'X', kind: 'tank' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toBe('A vehicle is a bike, a car or a warcar');
  });
});

describe('the hex RPG declaration', () => {
  it('passes the declaration checker: characters, bikes, cars and warcars, no standings', () => {
    const d = checkDeclaration(hexrpgDeclaration);
    expect(d.people.map((p) => p.kind)).toEqual(['character']);
    expect(d.vehicles.map((v) => v.kind)).toEqual(['bike', 'car', 'warcar']);
    expect(d.standings).toBeNull();
    expect(d.slots.map((s) => [s.vehicle, s.min, s.max])).toEqual([
      ['bike', 0, 1],
      ['bike', 0, 1],
      ['car', 0, 1],
      ['car', 0, 3],
      ['warcar', 0, 1],
      ['warcar', 0, 7],
    ]);
  });
  it('is registered in the build, its career event kinds its own', () => {
    expect(registeredRulesets().map((r) => r.id)).toContain('hexrpg');
    expect(careerEventKinds()).toEqual(expect.arrayContaining(hexrpgDeclaration.careerEvents.map((k) => k.kind)));
  });
});
