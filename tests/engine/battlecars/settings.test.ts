/** House rules (docs/rulesets/battlecars/gaps.md): `{}` parses to the defaults, each rule cites its gaps entry. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battlecarsHouseRules, battlecarsSettingsSchema, cardTypeOf, DEFAULT_CAR, defaultBattlecarsSettings } from '../../../src-shared/engine/battlecars';

const gaps = readFileSync(new URL('../../../docs/rulesets/battlecars/gaps.md', import.meta.url), 'utf8');

describe('House rules', () => {
  it('{} parses to the documented defaults', () => {
    const s = defaultBattlecarsSettings();
    expect([s.maxSpeed, s.acceleration, s.deceleration, s.safeSpeed45, s.safeSpeed90, s.safeSpeed135, s.safeSpeed180]).toEqual([10, 2, 4, 6, 4, 2, 1]);
    expect([s.finalFacing, s.bikeSlidesOver, s.fuelTankDamage, s.ramDamage, s.playerOrder]).toEqual([
      'graded',
      'seven-plus',
      'after-hit',
      'one-roll',
      'clockwise',
    ]);
    expect(s.cardTypes.map((c) => c.id)).toEqual(['car', 'bike']);
    expect(cardTypeOf(s, 'car')).toEqual(DEFAULT_CAR);
  });
  it('every house rule has its default, a key of the settings and a gaps entry that exists', () => {
    const s = defaultBattlecarsSettings() as Record<string, unknown>;
    for (const r of battlecarsHouseRules) {
      expect(r.default, r.key).toEqual(s[r.key]);
      const n = /gaps\.md #(\d+)/.exec(r.cites)?.[1];
      expect(n, r.key).toBeDefined();
      expect(gaps, `${r.key} cites #${n}`).toContain(`### ${n}. `);
    }
    expect(new Set(battlecarsHouseRules.map((r) => r.key)).size).toBe(battlecarsHouseRules.length);
  });
  it('a card type used twice, or an unknown one, is refused in words', () => {
    const r = battlecarsSettingsSchema.safeParse({ cardTypes: [DEFAULT_CAR, DEFAULT_CAR] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('The card type id “car” is used twice');
    expect(() => cardTypeOf(defaultBattlecarsSettings(), 'truck')).toThrow('This league has no card type “truck”: its card types are car, bike.');
  });
});
