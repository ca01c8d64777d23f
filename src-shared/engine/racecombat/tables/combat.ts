/**
 * Combat's printed tables: the range bands, the to-hit modifier groups in the order and words printed (two headings
 * print no entries: gaps.md #3), the internal hit location (1d20) and the fixed numbers (crew hits, reaction fire).
 */
import { SECTION, withGap } from '../sections';

/** Combat › Range: "Short Range 4 Inches, Medium Range 8 Inches, Long Range 12 Inches". */
export const RANGE_BANDS = [
  { band: 'short', label: 'Short Range', inches: 4 },
  { band: 'medium', label: 'Medium Range', inches: 8 },
  { band: 'long', label: 'Long Range', inches: 12 },
] as const;
export type RangeBand = (typeof RANGE_BANDS)[number]['band'];

export const rangeInches = (band: RangeBand): number => RANGE_BANDS.find((b) => b.band === band)!.inches;

/** The situations the to-hit table prints a modifier for (the calculator's input names them). */
export type ToHitSituation =
  | 'targetGear1'
  | 'targetGear4'
  | 'targetGear5'
  | 'targetGear6'
  | 'range9to12'
  | 'adjoining'
  | 'firerCorner'
  | 'firerManoeuvred'
  | 'temporaryRain'
  | 'rain'
  | 'laserChangeable'
  | 'laserRain'
  | 'smokeSquare'
  | 'reactionFire';

export interface ToHitRow {
  situation: ToHitSituation;
  /** The printed group heading ("Target is in:"). */
  group: string;
  text: string;
  value: number;
  section: string;
}

export interface ToHitGroup {
  group: string;
  rows: readonly ToHitRow[];
  /** A heading the source prints with no entries (gaps.md #3). */
  empty?: string;
}

const row = (situation: ToHitSituation, group: string, text: string, value: number, section: string = SECTION.toHit): ToHitRow => ({
  situation,
  group,
  text,
  value,
  section,
});

/** Combat › To-hit roll: "rolling 1d20 and adding/subtracting the following modifiers", group by group as printed. */
export const TO_HIT_GROUPS: readonly ToHitGroup[] = [
  {
    group: 'Target is in:',
    rows: [
      row('targetGear1', 'Target is in:', '1st gear', 1),
      row('targetGear4', 'Target is in:', '4th gear', -1),
      row('targetGear5', 'Target is in:', '5th gear', -2),
      row('targetGear6', 'Target is in:', '6th gear', -3),
    ],
  },
  {
    group: 'Target is:',
    rows: [row('range9to12', 'Target is:', '9-12 inches range', -1, withGap(SECTION.toHit, 7)), row('adjoining', 'Target is:', 'Adjoining square', 2)],
  },
  { group: 'Special Aim:', rows: [], empty: withGap(SECTION.toHit, 3) },
  { group: 'Firer is in:', rows: [], empty: withGap(SECTION.toHit, 3) },
  {
    group: 'Firer Movement:',
    rows: [
      row('firerCorner', 'Firer Movement:', 'Is in a corner, or just left a corner that movement', -2),
      row('firerManoeuvred', 'Firer Movement:', 'Has manoeuvred or sideslipped', -1),
    ],
  },
  {
    group: 'Weather:',
    rows: [
      row('temporaryRain', 'Weather:', 'Temporary Rain', -1, withGap(SECTION.toHit, 8)),
      row('rain', 'Weather:', 'Rain', -2),
      row('laserChangeable', 'Weather:', 'Lasers in changeable weather', -1, withGap(SECTION.toHit, 8)),
      row('laserRain', 'Weather:', 'Lasers have an additional -1 in rain', -1),
    ],
  },
  { group: 'Other:', rows: [row('smokeSquare', 'Other:', 'Per square of smoke the combat passes through', -2)] },
];

/** Every printed modifier row, and Reaction Fire's "additional -2 to the hit roll" (Combat › Reaction Fire). */
export const TO_HIT_MODIFIERS: readonly ToHitRow[] = [
  ...TO_HIT_GROUPS.flatMap((g) => g.rows),
  row('reactionFire', 'Reaction Fire', 'Reaction Fire: an additional -2 to the hit roll', -2, SECTION.reaction),
];

export function toHitRow(situation: ToHitSituation): ToHitRow {
  const r = TO_HIT_MODIFIERS.find((m) => m.situation === situation);
  if (!r) throw new Error(`No to-hit modifier “${situation}”`);
  return r;
}

/** The to-hit modifier for the target's gear: none printed for 2nd and 3rd. */
export function targetGearRow(gear: number): ToHitRow | null {
  const key = `targetGear${gear}`;
  return TO_HIT_MODIFIERS.find((m) => m.situation === key) ?? null;
}

export type HitItem = 'weapon' | 'engine' | 'fuel' | 'brakes' | 'handling' | 'driver' | 'gunner' | 'bodywork';

export interface HitLocationRow {
  from: number;
  to: number;
  item: HitItem;
  text: string;
}

/** Combat › Internal hit location (1d20), as printed. */
export const INTERNAL_HIT_LOCATION: readonly HitLocationRow[] = [
  { from: 1, to: 2, item: 'weapon', text: 'Weapon' },
  { from: 3, to: 5, item: 'engine', text: 'Engine' },
  { from: 6, to: 7, item: 'fuel', text: 'Fuel' },
  { from: 8, to: 8, item: 'brakes', text: 'Brakes' },
  { from: 9, to: 9, item: 'handling', text: 'Handling' },
  { from: 10, to: 11, item: 'driver', text: 'Driver' },
  { from: 12, to: 13, item: 'gunner', text: 'Gunner (or Body hit if no Gunner)' },
  { from: 14, to: 20, item: 'bodywork', text: 'Bodywork' },
];

export function hitLocationRow(d20: number): HitLocationRow {
  const r = INTERNAL_HIT_LOCATION.find((x) => d20 >= x.from && d20 <= x.to);
  if (!r) throw new RangeError(`A hit location is read off 1d20 (1 to 20), not ${d20}`);
  return r;
}

/** Combat › Driver/Gunner and Reaction Fire: the fixed numbers the text prints. */
export const CREW = {
  /** "Each driver or gunner has 2 hits (plus armour). On the second hit they are dead." */
  hits: 2,
} as const;

export const REACTION_FIRE_MODIFIER = -2;

/** Combat › Elimination: "The loss of all Tyres, Engine, Body or Driver will eliminate the car". */
export const ELIMINATING_COMPONENTS = ['tyres', 'engine', 'body'] as const;
