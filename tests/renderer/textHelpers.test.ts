/** The renderer's small text helpers: event dates in the user's locale, possessives, quirk career entries. */
import { describe, expect, it } from 'vitest';
import { eventDateText, isoDay } from '../../src-renderer/components/eventDate';
import { possessive } from '../../src-shared/text/possessive';
import { careerText } from '../../src-renderer/screens/dethmetal/roster/careerText';

describe('event dates', () => {
  it('shows an ISO day in the locale asked for (a UTC day, so never the day before)', () => {
    expect(eventDateText('2026-09-03', 'short', 'en-GB')).toBe('3 Sept 2026');
    expect(eventDateText('2026-09-03', 'short', 'en-US')).toBe('Sep 3, 2026');
    expect(eventDateText('2026-09-03', 'long', 'en-GB')).toMatch(/^Thursday,? 3 September 2026$/);
  });

  it('shows a free-text date from an older league file as it was typed, never as a made-up year', () => {
    expect(eventDateText('3 Sept', 'short', 'en-US')).toBe('3 Sept');
    expect(eventDateText(' 14 June ', 'short', 'en-GB')).toBe('14 June');
    expect(eventDateText('')).toBe('');
  });

  it('takes only real ISO days', () => {
    expect(isoDay('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(isoDay('2026-02-31')).toBeNull();
    expect(isoDay('3/9/2026')).toBeNull();
    // What the date field holds after the first digit of the year: still year 2, not 1902.
    expect(new Date(isoDay('0002-09-03')!).getUTCFullYear()).toBe(2);
  });
});

describe('possessive', () => {
  it('adds ’s, or the apostrophe alone after a final s', () => {
    expect(possessive('Rust Belt Reapers')).toBe('Rust Belt Reapers’');
    expect(possessive('Gus Malone')).toBe('Gus Malone’s');
    expect(possessive('Boss')).toBe('Boss’');
  });
});

describe('careerText', () => {
  it('never leaves a quirk entry ending in a colon', () => {
    expect(careerText('quirk', 'Combat fatigue (occurrence 1): ')).toBe(
      'Quirk: Combat fatigue (first time); its lasting effect is listed under Talents and quirks.',
    );
    expect(careerText('quirk', 'Arthritic (occurrence 2): -2 initiative. Retires at season end.')).toBe(
      'Quirk: Arthritic (second time): -2 initiative. Retires at season end.',
    );
    expect(careerText('hired', 'Hired as a rookie (50k)')).toBe('Hired as a rookie (50k)');
  });
});
