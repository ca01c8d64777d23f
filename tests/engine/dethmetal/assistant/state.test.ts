/**
 * A card change is copy-on-write (issue 23: the odds engine applies every change of every path of dice, and a deep
 * copy per change was most of its time). Each kind of change gives the card the rules say, leaves the card it was
 * given untouched (deep-frozen here: a change in place would throw), and shares what it did not reach.
 */
import { describe, expect, it } from 'vitest';
import { applyChange, applyEffects, type CardChange, type CarState } from '../../../../src-shared/engine/dethmetal/assistant';
import { card } from './card';

function frozen<T>(v: T): T {
  if (v && typeof v === 'object') {
    for (const x of Object.values(v)) frozen(x);
    Object.freeze(v);
  }
  return v;
}

const start = (): CarState =>
  frozen(
    card({
      weapons: [
        { id: 'm1', ammo: 10, firedPhases: [], firedLastPhasePrevTurn: false },
        { id: 'm2', ammo: 4, firedPhases: [1], firedLastPhasePrevTurn: false },
      ],
    }),
  );

describe('Part V › Damage table: a change to a card makes a new card and leaves the old one as it was', () => {
  const cases: [string, CardChange, (c: CarState) => unknown, unknown][] = [
    ['damage adds', { field: 'damage', add: 3 }, (c) => c.damage, 3],
    ['a count never goes below zero', { field: 'fuel', add: -9 }, (c) => c.fuel, 0],
    ['handling may go below zero', { field: 'handling', add: -5 }, (c) => c.handling, -3],
    ['a number is set', { field: 'speed', to: 7 }, (c) => c.speed, 7],
    ['a flag is set', { field: 'destroyed', to: true }, (c) => c.destroyed, true],
    ['control is set', { field: 'control', to: 'spin' }, (c) => c.control, 'spin'],
    ['the last maneuver is set', { field: 'lastManeuver', to: { kind: 'drift', side: 'left' } }, (c) => c.lastManeuver, { kind: 'drift', side: 'left' }],
    ['armor is lost on one side', { field: 'armor', side: 'back', add: 2 }, (c) => c.armorLoss, { front: 0, back: 2, left: 0, right: 0 }],
    ['ammo is spent on one weapon', { field: 'ammo', weaponId: 'm2', add: -5 }, (c) => c.weapons.map((w) => w.ammo), [10, 0]],
    [
      'a weapon fired',
      { field: 'fired', weaponId: 'm1', phase: 2, competitorId: 10, targetId: 2 },
      (c) => [c.weapons[0]!.firedPhases, c.crew[0]!.firedThisTurn],
      [[2], [{ weaponId: 'm1', targetId: 2 }]],
    ],
    ['a phase already fired is kept once', { field: 'fired', weaponId: 'm2', phase: 1, competitorId: 10, targetId: 2 }, (c) => c.weapons[1]!.firedPhases, [1]],
    ['a flesh wound', { field: 'wound', competitorId: 10, wound: 'flesh' }, (c) => [c.crew[0]!.fleshWounds, c.crew[0]!.woundsSuffered], [1, 1]],
    [
      'out of action',
      { field: 'wound', competitorId: 10, wound: 'out-of-action' },
      (c) => [c.crew[0]!.outOfAction, c.crew[0]!.fleshWounds, c.crew[0]!.woundsSuffered],
      [true, 0, 1],
    ],
    ['a re-roll spent this turn', { field: 'reroll', competitorId: 10, source: 'Crack shot', per: 'turn' }, (c) => c.crew[0]!.usedTurn, ['Crack shot']],
    ['a re-roll spent this heat', { field: 'reroll', competitorId: 10, source: 'Marksman', per: 'heat' }, (c) => c.crew[0]!.usedHeat, ['Marksman']],
    ['points scored', { field: 'crewPoints', competitorId: 10, add: 1 }, (c) => c.crew[0]!.points, 1],
    ['criticals scored', { field: 'crewCriticals', competitorId: 10, add: 2 }, (c) => c.crew[0]!.criticalsScored, 2],
    ['an unknown crewman changes nothing', { field: 'wound', competitorId: 99, wound: 'flesh' }, (c) => c.crew, card().crew],
  ];
  for (const [what, change, read, want] of cases)
    it(`${what}: the new card has it, the frozen card given is untouched`, () => {
      const before = start();
      const copy = structuredClone(before);
      const after = applyChange(before, change);
      expect(read(after)).toEqual(want);
      expect(after).not.toBe(before);
      expect(before).toEqual(copy);
    });

  it('what a change does not reach is shared, not copied', () => {
    const before = start();
    const after = applyChange(before, { field: 'ammo', weaponId: 'm2', add: -1 });
    expect(after.weapons).not.toBe(before.weapons);
    expect(after.weapons[0]).toBe(before.weapons[0]);
    expect(after.crew).toBe(before.crew);
    expect(after.armorLoss).toBe(before.armorLoss);
  });

  it('a run of effects changes only the cards it names, in order', () => {
    const one = start();
    const two = frozen(card({ vehicleId: 2 }));
    const [a, b] = applyEffects(
      [one, two],
      [
        { vehicleId: 1, change: { field: 'damage', add: 2 }, why: '', rule: '' },
        { vehicleId: 1, change: { field: 'damage', add: 1 }, why: '', rule: '' },
        { vehicleId: 1, change: { field: 'speed', to: 3 }, why: '', rule: '' },
      ],
    );
    expect([a!.damage, a!.speed]).toEqual([3, 3]);
    expect(b).toBe(two);
    expect(one.damage).toBe(0);
  });
});
