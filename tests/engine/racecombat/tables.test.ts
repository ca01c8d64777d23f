/** Every table of shared/rules/race-combat-variant.md as typed data: the numbers below are copied from it, table by table. */
import { describe, expect, it } from 'vitest';
import {
  CREW,
  DROPPED_WEAPONS,
  ELIMINATING_COMPONENTS,
  hitLocationRow,
  INTERNAL_HIT_LOCATION,
  OIL_MODIFIERS,
  OIL_SKID,
  OIL_SPINOUT_ON,
  oilSkidRow,
  RACECOMBAT_TABLES,
  RAM_DAMAGE_TABLE,
  RAM_MODIFIERS,
  RANGE_BANDS,
  REACTION_FIRE_MODIFIER,
  ramDamageText,
  SIDESWIPE_PUSH,
  SMOKE_DISSIPATES_ON,
  TO_HIT_GROUPS,
  WEAPONS,
} from '../../../src-shared/engine/racecombat';

describe('Combat › Range', () => {
  it('Short Range 4 Inches, Medium Range 8 Inches, Long Range 12 Inches', () => {
    expect(RANGE_BANDS.map((b) => [b.label, b.inches])).toEqual([
      ['Short Range', 4],
      ['Medium Range', 8],
      ['Long Range', 12],
    ]);
  });
});

describe('Combat › To-hit roll', () => {
  it('every modifier group as printed, in order, the two empty headings kept empty', () => {
    expect(TO_HIT_GROUPS.map((g) => [g.group, g.rows.map((r) => [r.text, r.value])])).toEqual([
      [
        'Target is in:',
        [
          ['1st gear', 1],
          ['4th gear', -1],
          ['5th gear', -2],
          ['6th gear', -3],
        ],
      ],
      [
        'Target is:',
        [
          ['9-12 inches range', -1],
          ['Adjoining square', 2],
        ],
      ],
      ['Special Aim:', []],
      ['Firer is in:', []],
      [
        'Firer Movement:',
        [
          ['Is in a corner, or just left a corner that movement', -2],
          ['Has manoeuvred or sideslipped', -1],
        ],
      ],
      [
        'Weather:',
        [
          ['Temporary Rain', -1],
          ['Rain', -2],
          ['Lasers in changeable weather', -1],
          ['Lasers have an additional -1 in rain', -1],
        ],
      ],
      ['Other:', [['Per square of smoke the combat passes through', -2]]],
    ]);
    expect(TO_HIT_GROUPS.filter((g) => g.empty).map((g) => g.empty)).toEqual(['Combat › To-hit roll (gaps.md #3)', 'Combat › To-hit roll (gaps.md #3)']);
  });
  it('Reaction Fire: an additional -2 to the hit roll', () => {
    expect(REACTION_FIRE_MODIFIER).toBe(-2);
  });
});

describe('Weapons (gaps.md #5)', () => {
  it('the example implies machine gun 1, laser 2, heavy rocket 3 damage; only the laser is a laser', () => {
    expect(WEAPONS.map((w) => [w.label, w.damage, w.laser])).toEqual([
      ['Machine gun', 1, false],
      ['Laser', 2, true],
      ['Heavy rocket', 3, false],
    ]);
  });
});

describe('Combat › Internal hit location (1d20)', () => {
  it('the bands as printed, covering 1 to 20 once each', () => {
    expect(INTERNAL_HIT_LOCATION.map((r) => [r.from, r.to, r.text])).toEqual([
      [1, 2, 'Weapon'],
      [3, 5, 'Engine'],
      [6, 7, 'Fuel'],
      [8, 8, 'Brakes'],
      [9, 9, 'Handling'],
      [10, 11, 'Driver'],
      [12, 13, 'Gunner (or Body hit if no Gunner)'],
      [14, 20, 'Bodywork'],
    ]);
    expect(Array.from({ length: 20 }, (_, i) => hitLocationRow(i + 1).item).join(' ')).toBe(
      'weapon weapon engine engine engine fuel fuel brakes handling driver driver gunner gunner bodywork bodywork bodywork bodywork bodywork bodywork bodywork',
    );
    expect(() => hitLocationRow(21)).toThrow('1 to 20');
  });
  it('Driver/Gunner: 2 hits; the loss of all Tyres, Engine, Body or Driver eliminates', () => {
    expect(CREW.hits).toBe(2);
    expect(ELIMINATING_COMPONENTS).toEqual(['tyres', 'engine', 'body']);
  });
});

describe('Dropped weapons', () => {
  it('avoid numbers, damage in gear dice and what happens to the counter', () => {
    expect(DROPPED_WEAPONS.map((w) => [w.label, w.avoid, w.damage.map((d) => `${d.to}: gear ${d.gear}`), w.removedWhenHit])).toEqual([
      ['Mines', 16, ['tyres: gear 2', 'body: gear 1'], true],
      ['Spikes', 15, ['tyres: gear 2'], false],
      ['Oil', 16, [], false],
      ['Smoke', null, [], false],
    ]);
    expect(SMOKE_DISSIPATES_ON).toBe(16);
  });
  it('Oil: in a corner -4, manoeuvring on a straight -2; failed by 1-3, 4-6, 7-10, 11+', () => {
    expect(OIL_MODIFIERS.map((m) => [m.text, m.value])).toEqual([
      ['In a corner', -4],
      ['Manoeuvring on a straight', -2],
    ]);
    expect(OIL_SKID.map((r) => [r.from, r.to, r.extraSquares, r.spinout])).toEqual([
      [1, 3, 1, 'none'],
      [4, 6, 2, 'none'],
      [7, 10, 3, 'd20-1-8'],
      [11, null, 3, 'immediate'],
    ]);
    expect(OIL_SPINOUT_ON).toEqual({ from: 1, to: 8 });
    expect([1, 3, 4, 6, 7, 10, 11, 19].map((n) => oilSkidRow(n).extraSquares)).toEqual([1, 1, 2, 2, 3, 3, 3, 3]);
    expect(() => oilSkidRow(0)).toThrow('1 or more');
  });
});

describe('Ramming', () => {
  it('the ram roll: + rammer’s handling − target’s handling + (gear difference × 2)', () => {
    expect(RAM_MODIFIERS.map((m) => [m.text, m.sign])).toEqual([
      ["+ rammer's handling", 1],
      ["− target's handling", -1],
      ["+ ((Rammer's Gear − Target's Gear) × 2)", 2],
    ]);
  });
  it('Ram damage table: every cell as printed', () => {
    expect(
      RAM_DAMAGE_TABLE.map((r) => [
        r.gear,
        ramDamageText(r.targetNoRamplate),
        ramDamageText(r.targetRamplate),
        ramDamageText(r.rammerNoRamplate),
        ramDamageText(r.rammerRamplate),
      ]),
    ).toEqual([
      [1, '1 pt', '1 pt', '0 pts', '0 pts'],
      [2, '1st Gear', '2 pts', '1 pt', '0 pts'],
      [3, '1st Gear +1', '2nd Gear', '1st Gear', '1 pt'],
      [4, '2nd Gear', '2nd Gear +2', '1st Gear +1', '1st Gear'],
      [5, '3rd Gear', '3rd Gear +2', '2nd Gear', '1st Gear +1'],
      [6, '4th Gear', '4th Gear +3', '3rd Gear', '2nd Gear'],
    ]);
  });
  it('Sideswipes: handling roll success on 14+; at the side of the track a 1 on 1D20 is a further point', () => {
    expect([SIDESWIPE_PUSH.avoidOn, SIDESWIPE_PUSH.edgeDamageOn, SIDESWIPE_PUSH.edgeDamage]).toEqual([14, 1, 1]);
  });
});

describe('the tables list', () => {
  it('every table names its section, once', () => {
    expect(RACECOMBAT_TABLES.every((t) => t.section.length > 0 && t.rows.length > 0)).toBe(true);
    const ids = RACECOMBAT_TABLES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
