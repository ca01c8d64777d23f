import { describe, expect, it } from 'vitest';
import { possessive } from '../../src-shared/text/possessive';

describe('possessive (issue 11 #12: “Rust Belt Reapers’s cars”)', () => {
  it('drops the s after a name ending in s', () => {
    expect(`${possessive('Rust Belt Reapers')} cars`).toBe('Rust Belt Reapers’ cars');
    expect(possessive('ASH VALLEY ANGELS')).toBe('ASH VALLEY ANGELS’');
  });
  it('adds ’s to any other name', () => {
    expect(possessive('Widowmaker')).toBe('Widowmaker’s');
    expect(possessive('Team X ')).toBe('Team X’s');
  });
});
