/**
 * What a number box reads from what is typed (src-renderer/components/parseCount.ts, behind every NumberField): the
 * rule the e2e number-box journeys (garage-library, organizer-polish, match-night) type through in Chromium, checked
 * here for every case without a browser.
 */
import { describe, expect, it } from 'vitest';
import { parseCount } from '../../src-renderer/components/parseCount';

describe('parseCount', () => {
  it('reads whole numbers exactly as typed: 32 is 32, never 320 or clamped', () => {
    expect(parseCount('32', { max: 100 })).toEqual({ value: 32 });
    expect(parseCount(' 7 ', { max: 100 })).toEqual({ value: 7 });
    expect(parseCount('0', { max: 100 })).toEqual({ value: 0 });
  });

  it('a cleared box asks for a number, unless blank is allowed', () => {
    expect(parseCount('', { max: 100 })).toEqual({ error: 'Enter a number' });
    expect(parseCount('   ', { max: 100 })).toEqual({ error: 'Enter a number' });
    expect(parseCount('', { max: 100, allowEmpty: true })).toEqual({ value: null });
  });

  it('a fraction is refused with the text typed, not read as 75', () => {
    expect(parseCount('7.5', { max: 100 })).toEqual({ error: 'Whole numbers only: 7.5 has a fraction' });
    expect(parseCount('7,5', { max: 100 })).toEqual({ error: 'Whole numbers only: 7,5 has a fraction' });
    expect(parseCount('.5', { max: 100 })).toEqual({ error: 'Whole numbers only: .5 has a fraction' });
  });

  it('letters and lone signs are not numbers', () => {
    expect(parseCount('five', { max: 100 })).toEqual({ error: 'Enter a number' });
    expect(parseCount('3k', { max: 100 })).toEqual({ error: 'Enter a number' });
    expect(parseCount('.', { max: 100 })).toEqual({ error: 'Enter a number' });
  });

  it('a minus sign only where the box takes negatives (a trade price paid the other way), typed as - or −', () => {
    expect(parseCount('-30', { max: 100 })).toEqual({ error: 'Cannot be negative: enter 0 or more' });
    expect(parseCount('-30', { min: -1000, max: 1000 })).toEqual({ value: -30 });
    expect(parseCount('−30', { min: -1000, max: 1000 })).toEqual({ value: -30 });
    expect(parseCount('-3.5', { min: -1000, max: 1000 })).toEqual({ error: 'Whole numbers only: -3.5 has a fraction' });
  });

  it('the bounds are named: at least min, at most max (the schedule’s Heats: at most 5)', () => {
    expect(parseCount('32', { min: 1, max: 5 })).toEqual({ error: 'At most 5' });
    expect(parseCount('0', { min: 1, max: 5 })).toEqual({ error: 'At least 1' });
    expect(parseCount('-2000', { min: -1000, max: 1000 })).toEqual({ error: 'At least -1000' });
    expect(parseCount('5', { min: 1, max: 5 })).toEqual({ value: 5 });
  });
});
