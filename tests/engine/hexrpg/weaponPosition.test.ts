/**
 * 3d. Vehicular Combat › Weapon Usage: the position-by-target table's row is where the shot is fired from. A vehicle's
 * weapon may store where it is mounted (gaps.md #35): a shot that says no position starts from it, a shot that says
 * one overrides it, and a shot that says none of a weapon that stores none is refused at its field. Numbers from
 * shared/rules/hex-rpg-vehicle-combat.md: a higher position at a car +0, the same +1, lower +2.
 */
import { describe, expect, it } from 'vitest';
import { TableRefusal } from '../../../src-shared/engine/core/table';
import { characterSchema, defaultHexrpgSettings, FixedDice, table as hx, vehicleSchema } from '../../../src-shared/engine/hexrpg';

const settings = defaultHexrpgSettings();
const ch = (name: string, o: Record<string, unknown>) =>
  characterSchema.parse({ version: 1, name, musc: 10, agi: 3, accu: 5, driv: 6, luck: 50, skills: {}, ...o });
const RHINO = vehicleSchema.parse({
  version: 1,
  name: 'Rhino',
  kind: 'warcar',
  weapons: [
    { name: 'Belly gun', minimal: 2, average: 5, maximal: 9, position: 'lower' },
    { name: 'Ram gun', minimal: 2, average: 5, maximal: 9 },
  ],
});
const START = hx.hxEventSchema.parse({
  t: 'start',
  gangs: [1, 2],
  people: [
    { personId: 1, franchiseId: 1, hp: 12, in: 10, seat: 'driver', character: ch('Ace', { agi: 3, driv: 10, skills: { driving: { car: 1 } } }) },
    { personId: 2, franchiseId: 2, hp: 15, in: 20, seat: 'driver', character: ch('Brute', { musc: 15, driv: 8, skills: { driving: { warcar: 1 } } }) },
  ],
  vehicles: [
    { vehicleId: 10, franchiseId: 1, hp: 100, vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car' }) },
    { vehicleId: 20, franchiseId: 2, hp: 200, vehicle: RHINO },
  ],
}) as hx.HxStart;
const ctx: hx.HxContext = { matchId: 1, number: 1, recorded: false, settings, lineUp: () => START };

/** The Rhino fires at the Interceptor with one 2d6 (a total of 12: a miss, so only the to-hit step is rolled). */
function shot(weapon: string, from?: string) {
  const now = hx.hexrpgTableDef.fold([], ctx);
  const intent = hx.hxIntentSchema.parse({ kind: 'shoot', vehicle: 20, weapon, target: { kind: 'vehicle', vehicle: 10 }, ...(from ? { from } : {}) });
  return hx.hexrpgTableDef.resolve!(now, intent, new FixedDice([12]), ctx, []).result;
}
const positionLine = (r: ReturnType<typeof shot>) => r.steps[0]!.parts.find((m) => m.label.startsWith('Shot from'));

describe('3d. Weapon Usage: the position-by-target table from the weapon’s stored position (gaps.md #35)', () => {
  it('a weapon stores where it is mounted: higher, same or lower; anything else is refused in words', () => {
    expect(RHINO.weapons.map((w) => w.position)).toEqual(['lower', undefined]);
    const bad = vehicleSchema.safeParse({ ...RHINO, weapons: [{ name: 'Gun', minimal: 1, average: 2, maximal: 3, position: 'roof' }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['weapons', 0, 'position'], message: 'A weapon fires from a higher, same, lower position' });
  });

  it('a shot that says no position starts from the stored one: from lower at a car, +2', () => {
    expect(positionLine(shot('Belly gun'))).toMatchObject({ label: 'Shot from lower position at a car', value: 2 });
  });

  it('a shot that says its position overrides the stored one: from the same at a car, +1', () => {
    expect(positionLine(shot('Belly gun', 'same'))).toMatchObject({ label: 'Shot from same position at a car', value: 1 });
  });

  it('a weapon with no stored position: the shot says it (same at a car, +1), or is refused at its field', () => {
    expect(positionLine(shot('Ram gun', 'same'))).toMatchObject({ label: 'Shot from same position at a car', value: 1 });
    let refused: unknown;
    try {
      shot('Ram gun');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(TableRefusal);
    expect((refused as TableRefusal).message).toContain("Say whether the Rhino's Ram gun fires from a higher, the same or a lower position");
    expect((refused as TableRefusal).path).toEqual(['from']);
  });
});
