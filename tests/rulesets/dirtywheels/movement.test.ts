/**
 * Every distance the Dirty Wheels rules compute, through the ruleset's public engine index alone (dice included): a
 * ram's continued movement, the harpoon's drag, reversing, segments, and how far a destroyed car goes before exploding.
 */
import { describe, expect, it } from 'vitest';
import { defaultDirtyWheelsSettings, type DirtyWheelsSettings, dirtyWheelsHouseRules, FixedDice, match } from '../../../src-shared/engine/dirtywheels';

const settings = (over: Partial<DirtyWheelsSettings> = {}): DirtyWheelsSettings => ({ ...defaultDirtyWheelsSettings(), ...over });

describe('Ramming › "continue to move both cars in the original direction, but only by 1/3 of the remaining movement"', () => {
  it('9" remaining: both cars move on 3"', () => {
    const c = match.ramCarry({ remaining: 9 }, settings());
    expect([c.rammer, c.target]).toEqual([3, 3]);
    expect(c.text).toBe('Both cars move on 3" (1/3 of 9" remaining)');
    // The sum a screen shows: 9 then −6 for "× 1/3"; nothing rounded.
    expect(c.parts.map((p) => [p.label, p.value])).toEqual([
      ['Remaining movement', 9],
      ['× 1/3', -6],
    ]);
  });
  it('12" remaining (a Racer rams at once): 4"; 0" remaining: 0"', () => {
    expect(match.ramCarry({ remaining: 12 }, settings()).rammer).toBe(4);
    expect(match.ramCarry({ remaining: 0 }, settings()).target).toBe(0);
  });
  it('7" remaining, a third not a whole inch (gaps.md #37): exact 2⅓" by default; down 2", nearest 2", up 3"', () => {
    const exact = match.ramCarry({ remaining: 7 }, settings());
    expect(exact.rammer).toBeCloseTo(7 / 3, 3);
    expect(match.inchesText(exact.rammer)).toBe('2⅓"');
    expect(match.ramCarry({ remaining: 7 }, settings({ movementFractions: 'down' })).rammer).toBe(2);
    expect(match.ramCarry({ remaining: 7 }, settings({ movementFractions: 'nearest' })).rammer).toBe(2);
    expect(match.ramCarry({ remaining: 8 }, settings({ movementFractions: 'nearest' })).rammer).toBe(3);
    const up = match.ramCarry({ remaining: 7 }, settings({ movementFractions: 'up' }));
    expect(up.rammer).toBe(3);
    expect(up.parts.at(-1)!.label).toBe('Rounded up');
  });
  it('a third that is whole stays whole in every rounding (no 0.999…)', () => {
    for (const movementFractions of ['exact', 'down', 'nearest', 'up'] as const)
      expect(match.ramCarry({ remaining: 6 }, settings({ movementFractions })).rammer).toBe(2);
  });
  it('backwards (gaps.md #38): each inch counts as two, so 9" remaining moves both cars 1½"; plain-inches 3"', () => {
    const back = match.ramCarry({ remaining: 9, backwards: true }, settings());
    expect(back.rammer).toBe(1.5);
    expect(match.inchesText(back.rammer)).toBe('1½"');
    expect(back.text).toBe('Both cars move on 1½" (backwards, 1/3 of 9" remaining)');
    expect(match.ramCarry({ remaining: 9, backwards: true }, settings({ backwardsCarry: 'plain-inches' })).rammer).toBe(3);
  });
  it('a remaining movement below 0 is refused, naming the rule', () => {
    expect(() => match.ramCarry({ remaining: -1 }, settings())).toThrow(/0 or more, not -1 \(Ramming\)/);
  });
  it('the attacks of the same ram, with dice given explicitly from the same index: Truck (6) into Racer (4) rolls 3, 2', () => {
    const r = match.ram(new FixedDice([3, 2]), { id: 'Truck', armour: 6 }, { id: 'Racer', armour: 4 });
    expect(r.attacks[0]!.attack.dice.map((d) => [d.total, d.exceeds])).toEqual([
      [5, true],
      [4, false],
    ]);
    expect(r.damage).toEqual({ Truck: 0, Racer: 1 });
    expect(r.carry).toBeNull();
  });
  it('ram() answers "how far do both cars move after this ram?" with its attacks: 10" left, 3⅓" each; rounded down, 3"', () => {
    const r = match.ram(new FixedDice([6]), { id: 'Standard', armour: 5 }, { id: 'Racer', armour: 4 }, { remaining: 10 });
    expect([match.inchesText(r.carry!.rammer), match.inchesText(r.carry!.target), r.damage.Racer]).toEqual(['3⅓"', '3⅓"', 1]);
    const down = match.ram(
      new FixedDice([1]),
      { id: 'Standard', armour: 5 },
      { id: 'Racer', armour: 4 },
      { remaining: 10, settings: settings({ movementFractions: 'down' }) },
    );
    expect(down.carry!.rammer).toBe(3);
  });
  it('the house rules are in League Settings with their defaults', () => {
    const keys = new Map(dirtyWheelsHouseRules.map((h) => [h.key, h]));
    expect(keys.get('movementFractions')).toMatchObject({ default: 'exact', cites: 'Ramming (gaps.md #37)' });
    expect(keys.get('backwardsCarry')).toMatchObject({ default: 'counts-double', cites: 'Ramming (gaps.md #38)' });
    expect(keys.get('destroyedDriveSpeed')).toMatchObject({ default: 'current', cites: 'Shooting › Destruction table (gaps.md #39)' });
  });
});

describe('Car upgrades › Harpoon: "any remaining movement is halved, but you drag the other thing along"', () => {
  it('5" remaining: 2½" exact, 2" rounded down', () => {
    expect(match.harpoonDrag(5, settings()).inches).toBe(2.5);
    expect(match.harpoonDrag(5, settings({ movementFractions: 'down' })).inches).toBe(2);
    expect(match.harpoonDrag(8, settings()).text).toBe('Moves on 4", dragging the other along (half of 8")');
  });
});

describe('The Rules › movement', () => {
  it('"every inch of movement in this direction counts as two": a Standard (8") reverses 4"; a Truck with 5" left 2½"', () => {
    expect(match.backwardsReach(8, settings()).inches).toBe(4);
    expect(match.backwardsReach(5, settings()).inches).toBe(2.5);
    expect(match.backwardsReach(5, settings({ movementFractions: 'down' })).inches).toBe(2);
  });
  it('"may be split into 4" segments": 12" is 3 segments, 10" is 3; Expert driver "3" segments": 12" is 4', () => {
    expect(match.segments(12)).toMatchObject({ length: 4, count: 3, rotations: 3 });
    expect(match.segments(10).count).toBe(3);
    expect(match.segments(12, true)).toMatchObject({ length: 3, count: 4, rule: 'Drivers › Traits' });
    expect(match.segments(0).count).toBe(0);
  });
  it('Thick mud and the Experimental engine on the allowance: 8" − 1" + 5" = 12"', () => {
    expect(match.movementAllowance({ speed: 8, mud: true, boostInches: 5 }).value).toBe(12);
  });
});

describe('Shooting › Destruction table: how far the car goes before it explodes', () => {
  const racer = { speed: 9, startSpeed: 12 };
  const rolled = (face: number, over: Partial<DirtyWheelsSettings> = {}) =>
    match.destructionMove(match.rollDestruction(new FixedDice([face]), 'Racer').row, racer, settings(over));
  it('1 (wreck) and 2-3 (explodes) stay put', () => {
    expect([rolled(1), rolled(2), rolled(3)]).toEqual([null, null, null]);
  });
  it('4-5: "rolls over 3" away from the car that destroyed it"', () => {
    expect(rolled(4)).toMatchObject({ inches: 3, direction: 'away-from-destroyer' });
    expect(rolled(5)!.inches).toBe(3);
  });
  it('6: "moves straight forward by its speed": a Racer (12") with 3 damage goes 9" by default (gaps.md #39), 12" with undamaged', () => {
    expect(rolled(6)).toMatchObject({ inches: 9, direction: 'forward' });
    expect(rolled(6, { destroyedDriveSpeed: 'undamaged' })!.inches).toBe(12);
  });
});
