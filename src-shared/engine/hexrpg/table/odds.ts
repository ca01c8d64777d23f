/**
 * The odds of an intent at the hex RPG table (issue 23 on issue 26's table): the table's own resolver run on every path
 * of the dice by the core's odds engine, so the odds can never disagree with the roll. Paths are shared by what the
 * rolls decided (`ordered`, ../odds.ts). Each intent is asked what it can change: the hit and the damage, a critical
 * hit, the characters killed or brought to 0 HP, the vehicles wrecked, a driver losing control, a collapse.
 */
import { type OddsOptions, type OddsReport, oddsOf, type Question } from '../../core/odds';
import { TableRefusal } from '../../core/table';
import type { Dice, RollRecord } from '../../dice';
import { ordered } from '../odds';
import { SECTION, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import type { HxTableNow } from './now';
import { type HxResolved, HxResolver } from './resolve';
import type { HxIntent } from './schema';

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');
const yes = (y: string, n: string) => (v: unknown) => (v ? y : n);

/**
 * Rolls no question reads: how long a critical lasts (its d100 of turns, minutes, days or weeks), one ear or both,
 * unconscious turns, a stall's turns, a leak's units, a speed's loss. The walk does not branch on them (each is read
 * as its lowest face), which keeps a critical's tree to its effects; the odds say so (`notModelled`).
 */
const UNREAD =
  /^(Critical hit: (turns|minutes|days|weeks)|Unconscious: turns|Deaf: one ear or both|Blind: one eye or both|Stall: turns|Fuel leak: units a turn|Speed reduced)/;

class OddsDice implements Dice {
  constructor(private readonly inner: Dice) {}
  get log() {
    return this.inner.log;
  }
  roll(notation: string, purpose: string): RollRecord {
    if (!UNREAD.test(purpose)) return this.inner.roll(notation, purpose);
    return { seq: -1, notation, purpose, faces: [1], raw: 1, value: 1, mode: 'app' };
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    return this.inner.reroll(previous, reason);
  }
  decide(record: RollRecord, decided: string): RollRecord {
    return record.seq < 0 ? record : this.inner.decide(record, decided);
  }
}

/** Intents that roll nothing have no odds. */
export const HX_NO_ODDS = new Set<HxIntent['kind']>(['order', 'board', 'correct', 'endTurn']);

function questionsFor(intent: HxIntent): Question<HxResolved>[] {
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
  const run = (dice: Dice) => new HxResolver(now, settings, new OddsDice(dice)).resolve(intent);
  return oddsOf(run, questionsFor(intent), {
    state: ordered,
    ...opts,
    notModelled: [
      { what: 'Hexes, ranges, lines of fire and who can reach whom are the players’ to measure on the board', rule: SECTION.movement },
      {
        what: 'How long a critical hit lasts and its other counts (turns, ears, units) are rolled with the act, not spread here',
        rule: SECTION.peopleCriticals,
      },
      { what: 'A roll another intent calls for (dying at 0 HP, an undriven car’s run) is its own calculator', rule: withGap(SECTION.dying, 19) },
    ],
  });
}
