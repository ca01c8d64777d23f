import type { QuirkName, TraitName } from '../names';
import type { DriverSettings } from './settings';

/** Part I › Quirks (roll 2d6). Results 4 and 10 are the same quirk (gaps.md #19). */
export const QUIRK_TABLE = [
  { rolls: [2, 3], printed: 'Stupid', quirk: 'Stupid' },
  { rolls: [4], printed: 'Heart condition', quirk: 'Heart condition' },
  { rolls: [5], printed: 'Arthritic', quirk: 'Arthritic' },
  { rolls: [6], printed: 'Head injury', quirk: 'Head injury' },
  { rolls: [7], printed: 'Combat fatigue', quirk: 'Combat fatigue' },
  { rolls: [8], printed: 'Poor health', quirk: 'Poor health' },
  { rolls: [9], printed: 'Eye problem', quirk: 'Eye problem' },
  { rolls: [10], printed: 'Heart Condition', quirk: 'Heart condition' },
  { rolls: [11, 12], printed: 'Unhinged', quirk: 'Unhinged' },
] as const satisfies readonly { rolls: readonly number[]; printed: string; quirk: QuirkName }[];

export interface QuirkRule {
  readonly text: string;
  /** Permanent penalty to a trait: -first at the first occurrence, -second (as printed) at the second. */
  readonly traitPenalty?: { readonly trait: TraitName; readonly first: number; readonly second: number };
  /** 1d6 rolled before competitors are assigned to a match; on these results he misses it. */
  readonly preMatchMiss?: { readonly first: readonly number[]; readonly second: readonly number[] };
  /** A roll the match rules make during every heat he takes part in. */
  readonly inMatchRoll?: { readonly when: string; readonly on: readonly number[]; readonly effect: string };
  /** What the second occurrence adds besides the larger penalty. */
  readonly second: {
    readonly retiresAtSeasonEnd: boolean;
    /** 'matches': may not be used in matches (talents not used during a match still work). 'season': may not be used at all. */
    readonly barred: 'none' | 'matches' | 'season';
  };
}

export const QUIRK_RULES = {
  Stupid: {
    text: "The competitor finds it increasingly difficult to concentrate on tasks at hand. Roll one die at the beginning of each movement phase; on a roll of '6' this competitor may not turn or fire any weapons (vehicle must move straight ahead regardless of any intentions you might have had). If he suffers this result a second time then he is in a nearly vegetable state and spends the rest of the season in a nursing home (he may not be used again in the current season).",
    inMatchRoll: { when: 'beginning of each movement phase', on: [6], effect: 'may not turn or fire any weapons; the vehicle moves straight ahead' },
    second: { retiresAtSeasonEnd: false, barred: 'season' },
  },
  'Heart condition': {
    text: "The competitor's health is failing him (death can suck the life right out of a guy you know). Prior to assigning any competitors to a match roll one die; he is out of action and misses the match on a die roll of '1'. If he suffers this result a second time then he suffers from his condition on a roll of '1' or '2' and must retire automatically at the end of the season (though he may be used normally until then).",
    preMatchMiss: { first: [1], second: [1, 2] },
    second: { retiresAtSeasonEnd: true, barred: 'none' },
  },
  Arthritic: {
    text: "The character's joints have stiffened up and he just can't drive like he used to, -1 driving ability. If he suffers this result a second time then he suffers a -2 penalty and must retire automatically at the end of the season and may not be used in any matches (though any talents he has that are not used during a match may still be used).",
    traitPenalty: { trait: 'driving', first: 1, second: 2 },
    second: { retiresAtSeasonEnd: true, barred: 'matches' },
  },
  'Head injury': {
    text: "The character just isn't as quick as he used to be, -1 initiative. If he suffers this result a second time then he suffers a -2 initiative and must retire automatically at the end of the season (though he may be used normally until then).",
    traitPenalty: { trait: 'initiative', first: 1, second: 2 },
    second: { retiresAtSeasonEnd: true, barred: 'none' },
  },
  'Combat fatigue': {
    text: 'Must make a toughness check after every match, gains two fatigue instead of one on a failure. The character with combat fatigue must make a toughness check and only loses one fatigue instead of all of it for missing a match on a failure. If he suffers this result a second time then he automatically retires at the end of the current season (though he may be used normally until then).',
    second: { retiresAtSeasonEnd: true, barred: 'none' },
  },
  'Poor health': {
    text: "This competitor just can't roll with the punches like he used to and suffers -1 toughness. If he suffers this result a second time then he suffers a -2 toughness and must retire automatically at the end of the season (though he may be used normally until then).",
    traitPenalty: { trait: 'toughness', first: 1, second: 2 },
    second: { retiresAtSeasonEnd: true, barred: 'none' },
  },
  'Eye problem': {
    text: 'The competitor is now legally blind in one eye (or nearly so) and suffers -1 gunnery ability. If he suffers this result a second time then he suffers a -2 penalty and must retire automatically at the end of the season and may not be used in any matches (though any talents he has that are not used during a match may still be used).',
    traitPenalty: { trait: 'gunnery', first: 1, second: 2 },
    second: { retiresAtSeasonEnd: true, barred: 'matches' },
  },
  Unhinged: {
    text: "This competitor's mind is failing in interesting ways. Roll one die at the beginning of the firing phase. On a roll of '6' this competitor will fire on [the] closest vehicle to him with any weapon available (friendly or not). If he suffers this result a second time he's reduced to a raving lunatic (he may not be used in the current season).",
    inMatchRoll: { when: 'beginning of the firing phase', on: [6], effect: 'fires on the closest vehicle with any weapon available, friendly or not' },
    second: { retiresAtSeasonEnd: false, barred: 'season' },
  },
} as const satisfies Record<QuirkName, QuirkRule>;

/** The rules text of every quirk, for the printed driver sheet. */
export const QUIRK_TEXT: Readonly<Record<QuirkName, string>> = Object.fromEntries(
  Object.entries(QUIRK_RULES).map(([name, rule]) => [name, rule.text]),
) as Record<QuirkName, string>;

/**
 * Total permanent penalty from `occurrences` of a trait quirk. The printed second-occurrence figure is the total
 * by default; "additional" adds it to the first (gaps.md #19). Later occurrences add nothing more.
 */
export function quirkTraitPenalty(quirk: QuirkName, occurrences: number, settings: DriverSettings): { trait: TraitName; amount: number } | null {
  const rule: QuirkRule = QUIRK_RULES[quirk];
  if (!rule.traitPenalty || occurrences < 1) return null;
  const { trait, first, second } = rule.traitPenalty;
  if (occurrences === 1) return { trait, amount: first };
  return { trait, amount: settings.secondQuirkPenalty === 'total' ? second : first + second };
}

/** 1d6 results on which a competitor with `occurrences` of Heart condition misses the match. */
export function heartConditionMissOn(occurrences: number): readonly number[] {
  const miss = QUIRK_RULES['Heart condition'].preMatchMiss;
  return occurrences >= 2 ? miss.second : occurrences === 1 ? miss.first : [];
}
