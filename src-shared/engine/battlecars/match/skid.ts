/**
 * Skidding: the Speed Difference from each cause ("If two or more of these occur at the same point, use the greatest
 * SD"), the drift table, and the final facing (d8 + speed modifier; the missing diagrams: gaps.md #1).
 */
import type { Dice, RollRecord } from '../../dice';
import { BattlecarsRuleError, type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { band, SIDE_DAMAGE, type Section } from '../tables/damage';
import { BIKE_SLIDES_OVER_FROM, driftRow, FINAL_FACING_RESULT, facingModifier, SPEED_DIFFERENCE, type SkidCause } from '../tables/skid';

export type CornerAngle = 45 | 90 | 135 | 180;

export interface SkidCauses {
  /** The vehicle's speed. */
  speed: number;
  /** Cornering through this angle (its safe speed is the house rule, gaps.md #6). */
  corner?: CornerAngle;
  oil?: boolean;
  smoke?: boolean;
  spikes?: boolean;
  driverKilled?: boolean;
}

export interface SpeedDifference {
  /** The greatest SD of the causes (0: no skid). */
  sd: number;
  causes: { cause: SkidCause; sd: number; text: string; rule: string }[];
  /** The cause that gave the greatest SD (null: none). */
  greatest: SkidCause | null;
}

/** The safe speed of a corner (gaps.md #6); bikes alone corner 180º. */
export function safeSpeed(angle: CornerAngle, settings: Pick<BattlecarsSettings, 'safeSpeed45' | 'safeSpeed90' | 'safeSpeed135' | 'safeSpeed180'>): number {
  return { 45: settings.safeSpeed45, 90: settings.safeSpeed90, 135: settings.safeSpeed135, 180: settings.safeSpeed180 }[angle];
}

/** Speed Difference: each cause's SD, the greatest counting. */
export function speedDifference(
  input: SkidCauses,
  settings: Pick<BattlecarsSettings, 'safeSpeed45' | 'safeSpeed90' | 'safeSpeed135' | 'safeSpeed180'>,
): SpeedDifference {
  const causes: SpeedDifference['causes'] = [];
  const row = (c: SkidCause) => SPEED_DIFFERENCE.find((r) => r.cause === c)!;
  if (input.corner !== undefined) {
    const safe = safeSpeed(input.corner, settings);
    causes.push({
      cause: 'cornering',
      sd: Math.max(0, input.speed - safe),
      text: `${input.corner}º at speed ${input.speed}, safe speed ${safe}`,
      rule: withGap(SECTION.speedDifference, 6),
    });
  }
  for (const c of ['oil', 'smoke', 'spikes'] as const)
    if (input[c]) causes.push({ cause: c, sd: Math.max(row(c).atLeast!, input.speed), text: row(c).text, rule: SECTION.speedDifference });
  if (input.driverKilled) causes.push({ cause: 'driverKilled', sd: input.speed, text: 'Speed', rule: SECTION.speedDifference });
  const top = causes.reduce<SpeedDifference['causes'][number] | null>((a, c) => (a === null || c.sd > a.sd ? c : a), null);
  return { sd: top?.sd ?? 0, causes, greatest: top && top.sd > 0 ? top.cause : null };
}

export interface DriftResult {
  sd: number;
  /** Null: SD 1 drifts 0 with no roll. */
  roll: RollRecord | null;
  parts: Modifier[];
  /** Points drifted, never below 0 (gaps.md #13). */
  distance: number;
  damagePerTyre: number;
}

/** Drift table: the distance drifted (d8 less the row's number) and the damage to each tyre. */
export function drift(dice: Dice, sd: number): DriftResult {
  const row = driftRow(sd);
  if (!row.distance) return { sd, roll: null, parts: [], distance: 0, damagePerTyre: row.damagePerTyre };
  const roll = dice.roll('1d8', `drift at SD ${sd} (d8${row.distance.mod ? row.distance.mod : ''})`);
  const parts = [modifier('d8', roll.value, SECTION.drift)];
  if (row.distance.mod) parts.push(modifier(`SD ${row.sd}${row.sd === 9 ? '+' : ''}`, row.distance.mod, SECTION.drift));
  const distance = Math.max(0, sumModifiers(parts));
  dice.decide(roll, `drifts ${distance}`);
  return { sd, roll, parts, distance, damagePerTyre: row.damagePerTyre };
}

export interface FinalFacingResult {
  roll: RollRecord;
  parts: Modifier[];
  result: number;
  /** "Reduce speed to 0, turn ends" (5+); else "Continue move". */
  stops: boolean;
  /** The turn away from the direction of movement, in degrees (gaps.md #1). */
  turn: 0 | 45 | 90 | 135 | 180;
  /** A bike in trees crashes into a tree. */
  crashesIntoTree: boolean;
  /** A bike that slides over: takes damage in the side the side damage d8 gives, and cannot fire until next turn. */
  slidesOver: { sideRoll: RollRecord; section: Section; damage: number } | null;
  text: string;
}

/** The house rule's facing for each result (gaps.md #1, `finalFacing`). */
export function facingTurn(result: number, settings: Pick<BattlecarsSettings, 'finalFacing'>): FinalFacingResult['turn'] {
  if (settings.finalFacing === 'unchanged' || result <= 4) return 0;
  if (result === 5) return 45;
  if (result <= 7) return 90;
  if (result <= 9) return 135;
  return 180;
}

/** Final facing: d8 + the speed modifier; 1-4 continue, 5+ speed 0 and the turn ends; a bike slides over from 7 (gaps.md #8). */
export function finalFacing(
  dice: Dice,
  input: { speed: number; bike?: boolean; inTrees?: boolean },
  settings: Pick<BattlecarsSettings, 'finalFacing' | 'bikeSlidesOver' | 'bikeSlideDamage' | 'maxSpeed'>,
): FinalFacingResult {
  if (input.speed > settings.maxSpeed)
    throw new BattlecarsRuleError(`Speed ${input.speed} is over the top speed ${settings.maxSpeed}`, withGap(SECTION.turn, 2));
  const roll = dice.roll('1d8', `final facing at speed ${input.speed}`);
  const parts = [
    modifier('d8', roll.value, SECTION.finalFacing),
    modifier(`Speed ${input.speed}`, facingModifier(input.speed), withGap(SECTION.finalFacing, 5)),
  ];
  const result = sumModifiers(parts);
  const row = FINAL_FACING_RESULT.find((r) => result >= r.from && result <= r.to)!;
  const turn = facingTurn(result, settings);
  const crashesIntoTree = !!input.bike && !!input.inTrees && row.stops;
  const slideFrom = settings.bikeSlidesOver === 'seven-plus' ? BIKE_SLIDES_OVER_FROM : 5;
  dice.decide(roll, `${result}: ${row.text.split('.')[0]}`);
  let slidesOver: FinalFacingResult['slidesOver'] = null;
  if (input.bike && result >= slideFrom) {
    const sideRoll = dice.roll('1d8', 'bike slides over: side damage (1-2 front, 3-6 centre, 7-8 rear)');
    const section = band(SIDE_DAMAGE, sideRoll.value, 'Side damage');
    dice.decide(sideRoll, `side ${section}`);
    slidesOver = { sideRoll, section, damage: settings.bikeSlideDamage };
  }
  const words = [
    row.stops ? 'Reduce speed to 0, turn ends' : 'Continue move',
    turn ? `turned ${turn}º` : 'facing unchanged',
    crashesIntoTree ? 'the bike crashes into a tree' : '',
    slidesOver ? `the bike slides over: ${slidesOver.damage} damage to its side ${slidesOver.section}, cannot fire until next turn` : '',
  ].filter(Boolean);
  return { roll, parts, result, stops: row.stops, turn, crashesIntoTree, slidesOver, text: `${result}: ${words.join('; ')}` };
}

export interface SkidResult {
  speedDifference: SpeedDifference;
  /** Null: no cause gave an SD, no skid. */
  drift: DriftResult | null;
  finalFacing: FinalFacingResult | null;
  /** Speed after the skid: 0 when it stops (or the driver was killed: "Speed is 0 at the end of the skid"). */
  speedAfter: number;
}

/** Test for Skidding: the SD, the drift table, then the final facing. Dice in that order. */
export function skid(dice: Dice, input: SkidCauses & { bike?: boolean; inTrees?: boolean }, settings: BattlecarsSettings): SkidResult {
  const sd = speedDifference(input, settings);
  if (sd.sd < 1) return { speedDifference: sd, drift: null, finalFacing: null, speedAfter: input.speed };
  const d = drift(dice, sd.sd);
  const f = finalFacing(dice, input, settings);
  return { speedDifference: sd, drift: d, finalFacing: f, speedAfter: f.stops || input.driverKilled ? 0 : input.speed };
}
