import { describe, expect, it } from 'vitest';
import { refitChanges } from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

describe('Part II › Transmission, Suspension, and Tire modifications › refitChanges', () => {
  const before = plainCar({ fittedItems: [{ item: 'Active Suspension' }, { item: 'Engine Supercharger' }] });

  it('lets tires and gearing change before a match', () => {
    expect(refitChanges(before, { ...before, gearing: 1, tires: { type: 'puncture-resistant', tread: 'traction', rare: false } })).toEqual([]);
  });
  it('lets weapons move between matching mounts (gaps.md #25) and the adjustable setting change (gaps.md #32)', () => {
    const adj = plainCar({ components: { ...plainCar().components, adjustableSuspension: { height: 'raised', setting: 'normal' } } });
    const after = {
      ...adj,
      mounts: [{ ...adj.mounts[0]!, weapon: 'Heavy Machinegun' as const }],
      components: { ...adj.components, adjustableSuspension: { height: 'raised' as const, setting: 'adjusted' as const } },
    };
    expect(refitChanges(adj, after)).toEqual([]);
  });
  it('refuses changed suspension tweaks: they are fixed at construction', () => {
    expect(refitChanges(before, { ...before, suspensionTweaks: ['lowered'] })).toMatchObject([
      { code: 'fixed-at-construction', path: ['suspensionTweaks'], rule: 'Part II › Suspension Tweaks' },
    ]);
  });
  it('refuses changes to armor, engine, mounts and components, each with its path', () => {
    const after = {
      ...before,
      enginePower: 44,
      armor: { ...before.armor, front: 7 },
      mounts: [{ ...before.mounts[0]!, arc: 'swivel' as const }],
      components: { ...before.components, wheelGuards: true },
    };
    expect(refitChanges(before, after).map((p) => p.path)).toEqual([['enginePower'], ['armor', 'front'], ['mounts', 0], ['components', 'wheelGuards']]);
  });
  it('refuses removing a permanent item (Active Suspension), allows removing a Supercharger', () => {
    expect(refitChanges(before, { ...before, fittedItems: [{ item: 'Active Suspension' }] })).toEqual([]);
    expect(refitChanges(before, { ...before, fittedItems: [{ item: 'Engine Supercharger' }] })).toMatchObject([
      { code: 'permanent-item-removed', path: ['fittedItems', 0] },
    ]);
  });
});
