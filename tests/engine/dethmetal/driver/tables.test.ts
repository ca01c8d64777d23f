import { describe, expect, it } from 'vitest';
import {
  ADVANCEMENT_TABLE,
  EXPERIENCE_EVENTS,
  FATIGUE_TABLE,
  QUIRK_RULES,
  QUIRK_TABLE,
  QUIRK_TEXT,
  TALENT_TABLES,
  TALENT_TEXT,
  TRAIT_ADVANCE_TABLE,
  XP_LEVEL_TABLE,
} from '../../../../src-shared/engine/dethmetal/driver';
import {
  ALL_TALENTS,
  DRIVING_TALENTS,
  GENERAL_TALENTS,
  GUNNERY_TALENTS,
  QUIRKS,
  TOUGHNESS_AGILITY_TALENTS,
  TRAITS,
} from '../../../../src-shared/engine/dethmetal/names';
import { coverage, range } from './helpers';

function expectEachExactlyOnce(rows: readonly { rolls: readonly number[] }[], min: number, max: number) {
  const seen = coverage(rows);
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(range(min, max));
  for (const [, n] of seen) expect(n).toBe(1);
}

describe('table shapes', () => {
  it('Part I › Advancement roll (2d6): every result 2-12 on exactly one row', () => {
    expectEachExactlyOnce(ADVANCEMENT_TABLE, 2, 12);
  });

  it('Part I › Advancement roll: rows as printed (2-4 General, 5-6 Gunnery, 7 trait, 8-9 Driving, 10-12 Toughness and Agility)', () => {
    expect(ADVANCEMENT_TABLE.map((r) => [r.rolls, r.printed])).toEqual([
      [[2, 3, 4], 'General Talent'],
      [[5, 6], 'Gunnery Talent'],
      [[7], '+1 Trait point'],
      [[8, 9], 'Driving Talent'],
      [[10, 11, 12], 'Toughness and Agility Talent'],
    ]);
  });

  it('Part I › Trait improved (1d6): every result 1-6 on exactly one row, every trait reachable', () => {
    expectEachExactlyOnce(TRAIT_ADVANCE_TABLE, 1, 6);
    expect(new Set(TRAIT_ADVANCE_TABLE.map((r) => r.trait))).toEqual(new Set(TRAITS));
    expect(TRAIT_ADVANCE_TABLE.map((r) => [r.rolls, r.trait])).toEqual([
      [[1, 2], 'driving'],
      [[3], 'initiative'],
      [[4], 'toughness'],
      [[5, 6], 'gunnery'],
    ]);
  });

  it('Part I › Experience points → Level: bands contiguous from 0, no overlap, levels 1-9 as printed', () => {
    expect(XP_LEVEL_TABLE[0].minXp).toBe(0);
    XP_LEVEL_TABLE.forEach((row, i) => {
      expect(row.level).toBe(i + 1);
      expect(row.maxXp).toBeGreaterThanOrEqual(row.minXp);
      const next = XP_LEVEL_TABLE[i + 1];
      if (next) expect(next.minXp).toBe(row.maxXp + 1);
    });
    expect(XP_LEVEL_TABLE.map((r) => `${r.minXp}-${r.maxXp}`)).toEqual(['0-2', '3-5', '6-10', '11-17', '18-26', '27-37', '38-50', '51-65', '66-82']);
  });

  it('Part I › Experience events: the four printed events, +1 xp each', () => {
    expect(EXPERIENCE_EVENTS.map((e) => [e.event, e.xp])).toEqual([
      ['Taking part in a match', 1],
      ['Winning the match', 1],
      ['Per critical hit scored', 1],
      ['Scoring for your team', 1],
    ]);
  });

  it('Part I › Talents: four 1d6 tables, each 1-6 exactly once, names and order as in names.ts', () => {
    const expected = {
      driving: DRIVING_TALENTS,
      gunnery: GUNNERY_TALENTS,
      toughnessAgility: TOUGHNESS_AGILITY_TALENTS,
      general: GENERAL_TALENTS,
    };
    for (const [key, names] of Object.entries(expected)) {
      const table = TALENT_TABLES[key as keyof typeof TALENT_TABLES];
      expectEachExactlyOnce(table.rows, 1, 6);
      expect(table.rows.map((r) => r.talent)).toEqual([...names]);
      for (const row of table.rows) expect(row.text.length).toBeGreaterThan(40);
    }
  });

  it('Part I › Talents: every talent has its rules text, and no talent is on two tables', () => {
    expect(Object.keys(TALENT_TEXT).sort()).toEqual([...ALL_TALENTS].sort());
    const all = Object.values(TALENT_TABLES).flatMap((t) => t.rows.map((r) => r.talent));
    expect(new Set(all).size).toBe(24);
  });

  it('Part I › Quirks (2d6): every result 2-12 on exactly one row; 4 and 10 are both Heart condition (gaps.md #19)', () => {
    expectEachExactlyOnce(QUIRK_TABLE, 2, 12);
    expect(QUIRK_TABLE.filter((r) => r.quirk === 'Heart condition').flatMap((r) => r.rolls)).toEqual([4, 10]);
    expect(new Set(QUIRK_TABLE.map((r) => r.quirk))).toEqual(new Set(QUIRKS));
  });

  it('Part I › Quirks: every quirk has its rules text and second-occurrence effects', () => {
    expect(Object.keys(QUIRK_TEXT).sort()).toEqual([...QUIRKS].sort());
    expect(Object.keys(QUIRK_RULES).sort()).toEqual([...QUIRKS].sort());
  });

  it('Part I › Quirks: trait penalties and second occurrences as printed', () => {
    const penalties = Object.entries(QUIRK_RULES).flatMap(([q, r]) =>
      'traitPenalty' in r ? [[q, r.traitPenalty.trait, r.traitPenalty.first, r.traitPenalty.second]] : [],
    );
    expect(penalties).toEqual([
      ['Arthritic', 'driving', 1, 2],
      ['Head injury', 'initiative', 1, 2],
      ['Poor health', 'toughness', 1, 2],
      ['Eye problem', 'gunnery', 1, 2],
    ]);
    const second = Object.fromEntries(Object.entries(QUIRK_RULES).map(([q, r]) => [q, [r.second.retiresAtSeasonEnd, r.second.barred]]));
    expect(second).toEqual({
      Stupid: [false, 'season'],
      'Heart condition': [true, 'none'],
      Arthritic: [true, 'matches'],
      'Head injury': [true, 'none'],
      'Combat fatigue': [true, 'none'],
      'Poor health': [true, 'none'],
      'Eye problem': [true, 'matches'],
      Unhinged: [false, 'season'],
    });
    expect(QUIRK_RULES['Heart condition'].preMatchMiss).toEqual({ first: [1], second: [1, 2] });
    expect(QUIRK_RULES.Stupid.inMatchRoll.on).toEqual([6]);
    expect(QUIRK_RULES.Unhinged.inMatchRoll.on).toEqual([6]);
  });

  it('Part VI › Driver fatigue (1d6): every result 1-6 exactly once; 1-2 Initiative, 3-4 Driving, 5-6 Gunnery; never Toughness', () => {
    expectEachExactlyOnce(FATIGUE_TABLE, 1, 6);
    expect(FATIGUE_TABLE.map((r) => [r.rolls, r.trait])).toEqual([
      [[1, 2], 'initiative'],
      [[3, 4], 'driving'],
      [[5, 6], 'gunnery'],
    ]);
  });
});
