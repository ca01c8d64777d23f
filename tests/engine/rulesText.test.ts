/**
 * Issue 19, item 15: rules text as an organizer reads it. The screens and sheets leave out our gaps file's references
 * (kept for a tooltip) and write dice notation one way: "d3", "D3−1" (a real minus), "2d6+1".
 */
import { describe, expect, it } from 'vitest';
import { diceNotation, organizerText, splitGapRefs } from '../../src-shared/text/rulesText';

describe('dice notation', () => {
  it.each([
    ['roll-d 3', 'roll-d3'],
    ['d 3-1', 'd3−1'],
    ['D3-1 traits', 'D3−1 traits'],
    ['D3 - 1', 'D3−1'],
    ['2d6 + 1', '2d6+1'],
    ['1d6', '1d6'],
    ['D3+2 attacks', 'D3+2 attacks'],
    ['d66', 'd66'],
    ['2 d6', '2d6'],
  ])('%s → %s', (given, shown) => {
    expect(diceNotation(given)).toBe(shown);
  });

  it('leaves text that is not dice alone', () => {
    for (const s of ['What a road 3-1 score', 'Speed 8, structure 3', 'Standard', 'Add a team', 'Hand-made 2-3', 'id3-1']) expect(diceNotation(s)).toBe(s);
  });
});

describe('gaps references', () => {
  it.each([
    ['Shooting (gaps.md #36)', 'Shooting', ['gaps.md #36']],
    ['Part IV › Turn Mode, gaps.md #32, #39', 'Part IV › Turn Mode', ['gaps.md #32, #39']],
    ['Part VI › Create roster; gaps.md #71: a team below the minimums', 'Part VI › Create roster: a team below the minimums', ['gaps.md #71']],
    ['gaps.md #37: two', 'two', ['gaps.md #37']],
    ["Part III › Turn Sequence; Pitwall's gaps P1", 'Part III › Turn Sequence', ["Pitwall's gaps P1"]],
    ["Part IV › Driver's Option Points; gaps.md #36; Pitwall's gaps P3", "Part IV › Driver's Option Points", ['gaps.md #36', "Pitwall's gaps P3"]],
    ['Part II › Armor Arcs ("must be divided"); no gaps.md entry', 'Part II › Armor Arcs ("must be divided")', ['no gaps.md entry']],
    ['Part I › Impetuous (not covered by gaps.md)', 'Part I › Impetuous', ['not covered by gaps.md']],
    [
      'Out of action: dead, cloned after the match (gaps.md #52); he may not return this match (gaps.md #68).',
      'Out of action: dead, cloned after the match; he may not return this match.',
      ['gaps.md #52', 'gaps.md #68'],
    ],
    ['Part I › Quirks › Heart condition (gaps.md #21); Tinkering › RISK', 'Part I › Quirks › Heart condition; Tinkering › RISK', ['gaps.md #21']],
  ])('%s', (given, text, refs) => {
    expect(splitGapRefs(given)).toEqual({ text, refs });
  });

  it('a text without references is unchanged', () => {
    expect(splitGapRefs('Part VI › Starting a new franchise')).toEqual({ text: 'Part VI › Starting a new franchise', refs: [] });
  });

  it('organizerText does both', () => {
    expect(organizerText('roll the D3-1 for this driver before taking traits (Drivers › Traits (gaps.md #16))')).toBe(
      'roll the D3−1 for this driver before taking traits (Drivers › Traits)',
    );
  });
});
