/**
 * The odds of an intent at the hex RPG table (issue 23 on issue 26's table): the table's own resolver run on every path
 * of the dice by the core's odds engine, so the odds can never disagree with the roll. Paths are shared by what the
 * rolls decided (`ordered`, ../odds.ts). Each intent is asked what it can change: the hit and the damage, a critical
 * hit, the characters killed or brought to 0 HP, the vehicles wrecked, a driver losing control, a collapse.
 */
import { type FaceClasses, type OddsOptions, type OddsReport, oddsOf, type Question, type RollAsked } from '../../core/odds';
import { TableRefusal } from '../../core/table';
import type { Dice, RollRecord } from '../../dice';
import { durationRow, isThrownClear, personCriticalRow, thrownClearWord, vehicleCriticalRow } from '../match';
import { SECTION, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import { PERSON_CRITICALS, VEHICLE_CRITICALS } from '../tables/criticals';
import type { HxTableNow } from './now';
import { type HxResolved, HxResolver } from './resolve';
import type { HxIntent } from './schema';

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');
const yes = (y: string, n: string) => (v: unknown) => (v ? y : n);

/**
 * Rolls no question reads: how long a critical lasts (its d100 of turns, minutes, days or weeks), one ear or both,
 * unconscious turns, a stall's turns, a leak's units, a speed's loss, whether a loss of control is a skid or a short
 * mechanical failure, its hexes, turns and nature (the loss of control itself is decided before them); in the game of chicken the jump's d20 (never below 1 HP,
 * and not the ram's damage). The walk does not branch on them (each is read as its lowest face), which keeps a tree to
 * what the questions ask; the odds say so (`notModelled`).
 */
const UNREAD =
  /^(Critical hit: (turns|minutes|days|weeks)|Unconscious: turns|Deaf: one ear or both|Blind: one eye or both|Stall: turns|Fuel leak: units a turn|Speed reduced|Mechanical failure|Skid distance|Failure duration|Nature of the failure)/;
const UNREAD_IN_CHICKEN = /^Jumped out of the car: damage/;

/**
 * Dice that read every roll `unread` names as its lowest face, without asking the walk (and without a place in its
 * log), and hand every other roll to the walk's dice: the table's odds and the duel (duel.ts) each name their own.
 */
export class UnreadDice implements Dice {
  constructor(
    private readonly inner: Dice,
    private readonly unread: (purpose: string) => boolean,
  ) {}
  get log() {
    return this.inner.log;
  }
  roll(notation: string, purpose: string): RollRecord {
    if (!this.unread(purpose)) return this.inner.roll(notation, purpose);
    return { seq: -1, notation, purpose, faces: [1], raw: 1, value: 1, mode: 'app' };
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    return this.inner.reroll(previous, reason);
  }
  decide(record: RollRecord, decided: string): RollRecord {
    return record.seq < 0 ? record : this.inner.decide(record, decided);
  }
}

const unreadBy = (chicken: boolean) => (purpose: string) => UNREAD.test(purpose) || (chicken && UNREAD_IN_CHICKEN.test(purpose));

/**
 * Critical effects that change nothing the questions ask or the rest of the intent rolls (a weapon hit, speed lost, a
 * stall, the brakes, a leak, a control roll in later turns, the steering; a person's deafness, limbs, blindness,
 * unconsciousness): paths through any of them share one subtree, so a bash's control roll after its critical is walked
 * once, not once per effect.
 */
const HARMLESS = new Set<string>([
  ...VEHICLE_CRITICALS.filter((c) => ['weapon', 'speed', 'stall', 'brakes', 'fuel-leak', 'control', 'steering'].includes(c.effect)).map((c) => c.text),
  ...PERSON_CRITICALS.filter((c) => ['deaf', 'weapon', 'arm', 'leg', 'blind', 'unconscious'].includes(c.effect)).map((c) => c.text),
]);
/** The state the walk keys a path by (exported for the tests that walk it another way). */
const HARMLESS_WORDS = 'a critical that changes nothing asked';
export const tableState = (log: readonly RollRecord[], next: RollAsked): string =>
  // ../odds.ts `ordered` with each harmless critical's words replaced, without copying its record (asked at every node).
  JSON.stringify([log.map((r) => (r.decided && HARMLESS.has(r.decided) ? HARMLESS_WORDS : (r.decided ?? `${r.purpose}=${r.value}`))), next.purpose]);

/**
 * Rolls decided by their purpose alone, whose faces matter only by the words they decide: a 2d6 under or over the
 * number in its purpose (match/rolls.ts, the roller's modifiers fixed by who rolls), a critical's d100 row (its text
 * fixes what follows), the critical's longevity row, the explosion's LUCK roll (the LUCK is in its purpose) and a lost
 * HP d20 (the HP left is in its purpose; the resolver decides it by whether they run out, and nothing after reads
 * more). Each is walked once per decision with the weight of its faces (core/odds/enumerate.ts `classes`): the game of
 * chicken's ram, two d100 criticals, walks some fifteen rows each, not a hundred faces. The d100 tables and the LUCK
 * roll declare their decisions by the lookups the calculators decide by (match/criticals.ts), so their first roll is
 * not walked face by face to learn them; the 2d6 (its modifiers are not in its purpose) and the d20 are learnt. Not
 * the damage d10: one face of a row asks a confirmation roll another face of the same band does not.
 */
const CLASSED =
  /^Critical hit on an? [\w-]+$|^Critical hit: how long it lasts$|\(\d+ or less\)$|\(\d+\+\)$|^Explosion: thrown clear on LUCK \d+ or less$|^Hit points lost permanently \(\d+ HP left\)$/;
const LUCK = /^Explosion: thrown clear on LUCK (\d+) or less$/;
export const decidedClasses: FaceClasses = {
  key: (_log, next) => (CLASSED.test(next.purpose) ? `${next.notation}|${next.purpose}` : undefined),
  decision: (r) => r.decided,
  declared: (_key, next) => {
    if (next.notation !== '1d100' && !LUCK.test(next.purpose)) return undefined;
    if (next.purpose === 'Critical hit on a person') return (raw) => personCriticalRow(raw).text;
    if (/^Critical hit on an? (bike|car|warcar)$/.test(next.purpose)) return (raw) => vehicleCriticalRow(raw).text;
    if (next.purpose === 'Critical hit: how long it lasts') return (raw) => durationRow(raw).text;
    const luck = LUCK.exec(next.purpose)?.[1];
    return luck === undefined ? undefined : (raw) => thrownClearWord(isThrownClear(raw, Number(luck)));
  },
};

/** Intents that roll nothing have no odds. */
export const HX_NO_ODDS = new Set<HxIntent['kind']>(['order', 'board', 'correct', 'endTurn']);

export function questionsFor(intent: HxIntent): Question<HxResolved>[] {
  const qs: Question<HxResolved>[] = [];
  if (['attack', 'fight', 'shoot', 'bash'].includes(intent.kind)) {
    qs.push({ id: 'hit', label: intent.kind === 'bash' ? 'Bashed' : 'Hit', of: (r) => r.facts.hit === true, word: yes('Yes', 'No') });
    qs.push({ id: 'damage', label: 'Damage', numeric: true, of: (r) => r.facts.damage ?? 0 });
  }
  if (intent.kind === 'chicken') {
    qs.push({ id: 'rammed', label: 'Head-on ram', of: (r) => r.facts.hit === true, word: yes('Rammed', 'Avoided') });
    qs.push({ id: 'damage', label: 'HP lost by both vehicles', numeric: true, of: (r) => r.facts.damage ?? 0 });
  }
  if (intent.kind === 'bailOut') qs.push({ id: 'damage', label: 'Damage from jumping out', numeric: true, of: (r) => r.facts.damage ?? 0 });
  if (intent.kind !== 'move' && intent.kind !== 'drive' && intent.kind !== 'dying' && intent.kind !== 'bailOut')
    qs.push({ id: 'critical', label: 'A critical hit', of: (r) => r.facts.critical, word: yes('Critical', 'No critical') });
  if (intent.kind === 'drive' || intent.kind === 'bash') qs.push({ id: 'lostControl', label: 'Out of control', of: (r) => list(r.facts.lostControl) });
  if (intent.kind === 'move') qs.push({ id: 'collapsed', label: 'Collapses', of: (r) => r.facts.collapsed, word: yes('Collapses', 'Keeps going') });
  if (intent.kind === 'dying')
    qs.push({ id: 'minutes', label: 'Minutes to reach a medic', numeric: true, of: (r) => Number(/(\d+) minutes/.exec(r.resolution.outcome)?.[1] ?? 0) });
  if (intent.kind !== 'move' && intent.kind !== 'dying') {
    qs.push({ id: 'downed', label: 'Brought to 0 HP', of: (r) => list(r.facts.downed) });
    qs.push({ id: 'killed', label: 'Killed', of: (r) => list(r.facts.killed) });
    qs.push({ id: 'wrecked', label: 'Vehicles that stop working', of: (r) => list(r.facts.wrecked) });
  }
  return qs;
}

/** The exact odds of an intent on the table as it stands; a refusal throws as the real act would (a TableRefusal). */
export function hexrpgOdds(now: HxTableNow, intent: HxIntent, settings: HexrpgSettings, opts: OddsOptions = {}): OddsReport {
  if (HX_NO_ODDS.has(intent.kind)) throw new TableRefusal(`${intent.kind} rolls no dice: it has no odds`, SECTION.league, ['kind']);
  const run = (dice: Dice) => new HxResolver(now, settings, new UnreadDice(dice, unreadBy(intent.kind === 'chicken'))).resolve(intent);
  return oddsOf(run, questionsFor(intent), {
    state: tableState,
    classes: decidedClasses,
    ...opts,
    notModelled: [
      { what: 'Hexes, ranges, lines of fire and who can reach whom are the players’ to measure on the board', rule: SECTION.movement },
      {
        what: 'How long a critical hit lasts, its other counts (turns, ears, units), whether a loss of control skids or fails and for how long are rolled with the act, not spread here',
        rule: SECTION.peopleCriticals,
      },
      { what: 'A roll another intent calls for (dying at 0 HP, an undriven car’s run) is its own calculator', rule: withGap(SECTION.dying, 19) },
    ],
  });
}
