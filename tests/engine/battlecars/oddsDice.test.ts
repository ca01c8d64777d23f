/**
 * The odds' dice (engine/battlecars/table/oddsDice.ts): a roll drawn early is handed back where the resolver asks for
 * it, decided as the resolver decides it, and refused where the resolver would not ask for it once or would decide it
 * otherwise; the notes are the run's under way and no other's.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BIKE,
  defaultBattlecarsSettings,
  FixedDice,
  MINE_SECTION_ROLL,
  mineSection,
  mines,
  type VehicleState,
} from '../../../src-shared/engine/battlecars';
import { type EarlyRoll, OddsDice, OddsRuns } from '../../../src-shared/engine/battlecars/table/oddsDice';

const S = defaultBattlecarsSettings();
const fresh: VehicleState = { armour: {}, damage: {}, loads: {} };
const early: EarlyRoll = { ...MINE_SECTION_ROLL, before: (p) => /^Mines: .+ \(d8-3\)$/.test(p), decide: mineSection };

describe('A roll drawn early', () => {
  it('is drawn with the first tyre’s and handed back to the rules: the same result as the dice in order', () => {
    // In order: front tyre 5, rear tyre 8 (both destroyed), damage 4 (2), section 7 (rear), the rear pod hit for 2.
    const inOrder = mines(new FixedDice([5, 8, 4, 7, 1]), { card: DEFAULT_BIKE, state: fresh }, S);
    // Early: the section's 7 first, then the same dice.
    const dice = new OddsDice(new FixedDice([7, 5, 8, 4, 1]), early);
    const drawnFirst = mines(dice, { card: DEFAULT_BIKE, state: fresh }, S);
    dice.settled();
    expect(drawnFirst.section).toBe('rear');
    expect(drawnFirst.state).toEqual(inOrder.state);
    expect(drawnFirst.tyres.map((t) => t.took)).toEqual(inOrder.tyres.map((t) => t.took));
    expect(dice.log.map((r) => [r.purpose, r.value, r.decided])[0]).toEqual([MINE_SECTION_ROLL.purpose, 7, 'rear']);
  });

  it('decided otherwise by the resolver than by the early decision: refused', () => {
    const dice = new OddsDice(new FixedDice([2, 5, 5, 3, 1, 1]), { ...early, decide: () => 'centre' });
    expect(() => mines(dice, { card: DEFAULT_BIKE, state: fresh }, S)).toThrow(/drawn early as "centre", but the resolver decided "front"/);
  });

  it('never asked for: refused when the run ends', () => {
    const dice = new OddsDice(new FixedDice([2, 5]), { ...early, purpose: 'a roll no rule makes' });
    dice.roll('1d8', 'Mines: Front tyre (d8-3)');
    expect(() => dice.settled()).toThrow(/drawn early, but the resolver never asked for it/);
  });

  it('asked for twice: refused', () => {
    const dice = new OddsDice(new FixedDice([2, 5]), early);
    dice.roll('1d8', 'Mines: Front tyre (d8-3)');
    dice.roll(MINE_SECTION_ROLL.notation, MINE_SECTION_ROLL.purpose);
    expect(() => dice.roll(MINE_SECTION_ROLL.notation, MINE_SECTION_ROLL.purpose)).toThrow(/asked for "Mines: which section .*" twice/);
  });
});

describe('The notes', () => {
  it('the rules note the tyres and the walk to the odds’ dice; the notes of another run’s log are refused', () => {
    const runs = new OddsRuns();
    let first: OddsDice | undefined;
    runs.run(new FixedDice([8, 1, 3, 3, 3]), (d) => {
      first = d as OddsDice;
      return mines(d, { card: DEFAULT_BIKE, state: fresh }, S);
    });
    const log = first!.log;
    // Front tyre 8: 5 damage, 2 taken, destroyed; the note is the bike as that roll left it.
    expect(first!.rollNote(log[0]!)?.state.damage).toEqual({ tyreFront: 2 });
    expect(first!.rollNote(log[1]!)?.state.damage).toEqual({ tyreFront: 2, tyreRear: 0 });
    // Damage 3 (1 point), the section's 3 is the centre: the hit location's 3 hits the gunnery computer (1 box).
    expect(first!.walkAfter(log[4]!)).toMatchObject({ section: 'centre', hit: 'gunneryComputer', left: 0 });
    expect(runs.of(log)).toBe(first);
    runs.run(new FixedDice([1, 1, 1, 1]), (d) => mines(d, { card: DEFAULT_BIKE, state: fresh }, S));
    expect(() => runs.of(log)).toThrow(/not under way/);
    expect(() => runs.ofRoll(log[0]!)).toThrow(/not in the run under way/);
  });
});
