/**
 * Issue 19's fixes that need no browser: typed dice read per die (components/match/typedDice.ts), the calculator set
 * for the next roll after one went through (screens/dirtywheels/match/intentForm.ts), a match's state and teams in
 * words (components/match/matchText.ts), and the screens' error boundary starting afresh on another route.
 */
import { describe, expect, it } from 'vitest';
import { STATUS, matchState, teamsText } from '../../src-renderer/components/match/matchText';
import { diceRefusal, fitsRoll, parseTypedDice } from '../../src-renderer/components/match/typedDice';
import { afterRoll, type CalcForm, calculatorFor, EMPTY_FORM } from '../../src-renderer/screens/dirtywheels/match/intentForm';
import { ScreenErrorBoundary } from '../../src-renderer/shell/ScreenErrorBoundary';

describe('typed dice', () => {
  it('reads every die of one field, in order, whatever separates them', () => {
    expect(parseTypedDice('6 3 5 1')).toEqual({ ok: true, dice: [6, 3, 5, 1] });
    expect(parseTypedDice(' 6,3;  5\t1 ')).toEqual({ ok: true, dice: [6, 3, 5, 1] });
    expect(parseTypedDice('42')).toEqual({ ok: true, dice: [42] });
  });

  it('names the die that is no whole number by its place, and asks for something when the field is empty', () => {
    expect(parseTypedDice('6 3.5 1')).toEqual({ ok: false, problem: 'Die 2 (“3.5”) is not a whole number.' });
    expect(parseTypedDice('6 x')).toEqual({ ok: false, problem: 'Die 2 (“x”) is not a whole number.' });
    expect(parseTypedDice('   ')).toMatchObject({ ok: false });
  });

  it('checks a die against its roll as the dice module does: 1d6 shows 1 to 6, 2d6 a total of 2 to 12, D66 tens and units', () => {
    expect([fitsRoll('1d6', 6), fitsRoll('1d6', 7), fitsRoll('1d6', 0)]).toEqual([true, false, false]);
    expect([fitsRoll('2d6', 12), fitsRoll('2d6', 1)]).toEqual([true, false]);
    expect([fitsRoll('D66', 36), fitsRoll('D66', 37)]).toEqual([true, false]);
  });

  it('reads the service’s refusal: which die cannot be (path dice.i), or how many dice the operation used', () => {
    const bad = { path: ['dice', 1], message: 'The value 9 typed for "initiative: Zip" cannot come from 1d6: expected 1 to 6.' };
    expect(diceRefusal([bad], 3)).toEqual({ kind: 'invalid', index: 1, message: bad.message });
    expect(diceRefusal([{ path: ['dice', 2], message: 'Not needed' }], 3)).toEqual({ kind: 'extra', used: 2 });
    expect(diceRefusal([{ path: ['name'], message: 'Required' }], 3)).toBeNull();
  });
});

describe('the Dirty Wheels calculator after a roll went through (issue 19 #13)', () => {
  const filled: CalcForm = { ...EMPTY_FORM, car: '3', target: '7', weapon: '0', distance: 6, cars: ['7'], reason: 'fell off' };

  it('a step of the turn moves on to what the table asks next: The Rules › initiative starts activations (shooting)', () => {
    expect(afterRoll('initiative', filled, 'activations')).toEqual({ kind: 'shoot', form: EMPTY_FORM });
    expect(afterRoll('endTurn', filled, 'shock')).toEqual({ kind: 'shock', form: EMPTY_FORM });
    expect(afterRoll('endTurn', filled, 'start')).toEqual({ kind: 'initiative', form: EMPTY_FORM });
    expect(calculatorFor('activations')).toBe('shoot');
  });

  it('a roll that used its car up clears the car; an attack keeps its inputs to fire again', () => {
    expect(afterRoll('destruction', filled, 'activations')).toEqual({ kind: 'destruction', form: { ...filled, car: null, cars: [] } });
    expect(afterRoll('correct', filled, 'activations')).toEqual({ kind: 'correct', form: { ...filled, car: null, reason: '' } });
    expect(afterRoll('shock', filled, 'shock')).toEqual({ kind: 'shock', form: { ...filled, car: null } });
    expect(afterRoll('shoot', filled, 'activations')).toEqual({ kind: 'shoot', form: filled });
  });
});

describe('a match in words (issue 19 #12)', () => {
  const team = (franchise: string) => ({ franchise });
  it('names who plays whom: two teams with “v”, more with commas', () => {
    expect(teamsText({ teams: [team('Rust Rats'), team('Mud Dogs')] } as never)).toBe('Rust Rats v Mud Dogs');
    expect(teamsText({ teams: [team('A'), team('B'), team('C')] } as never)).toBe('A, B, C');
  });

  it('is In progress once its table has events, until recorded', () => {
    expect(matchState({ status: 'scheduled', inPlay: true })).toBe('inPlay');
    expect(matchState({ status: 'ready', inPlay: true })).toBe('inPlay');
    expect(matchState({ status: 'scheduled', inPlay: false })).toBe('scheduled');
    expect(matchState({ status: 'recorded', inPlay: true })).toBe('recorded');
    expect(STATUS.inPlay.label).toBe('In progress');
  });
});

describe('the screens’ error boundary', () => {
  it('keeps the error on its route and starts afresh on another (Back, a link, the navigation)', () => {
    const error = new Error("Cannot read properties of undefined (reading 'colour')");
    const failed = { error, at: 'match/4' };
    expect(ScreenErrorBoundary.getDerivedStateFromError(error)).toEqual({ error });
    expect(ScreenErrorBoundary.getDerivedStateFromProps({ resetKey: 'match/4', children: null }, failed)).toBeNull();
    expect(ScreenErrorBoundary.getDerivedStateFromProps({ resetKey: 'match/5', children: null }, failed)).toEqual({ error: null, at: 'match/5' });
  });
});
