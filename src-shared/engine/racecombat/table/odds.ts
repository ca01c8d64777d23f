/**
 * The odds of an intent at the race-combat table (issue 25 on the core's odds engine): the table's own resolver run on
 * every path of the dice, so the odds can never disagree with the roll. Paths are shared by what the rolls decided
 * (`decidedState`, ../odds.ts: a hit's internal points as a set) and a hit location is walked once per item its row
 * names (`hitLocationClasses`); a walk too big for the budget (a heavy hit, a 6th gear ram) falls back to the engine's
 * labelled sampling (gaps.md #29). Each intent is asked what it can change.
 */
import { type OddsOptions, type OddsReport, oddsOf, type Question } from '../../core/odds';
import type { Dice } from '../../dice';
import { decidedState, hitLocationClasses } from '../odds';
import { SECTION, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import type { RcTableNow } from './now';
import { type RcResolved, RcResolver } from './resolve';
import type { RcIntent } from './schema';

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');

function questionsFor(intent: RcIntent): Question<RcResolved>[] {
  const qs: Question<RcResolved>[] = [];
  if (intent.kind === 'shoot') qs.push({ id: 'hit', label: 'Hit', of: (r) => r.facts.hit === true, word: (v) => (v ? 'Hit' : 'Miss') });
  if (intent.kind === 'ram') qs.push({ id: 'rammed', label: 'Rammed', of: (r) => r.facts.rammed === true, word: (v) => (v ? 'Rammed' : 'Missed') });
  if (intent.kind === 'enterDropped') {
    qs.push({ id: 'avoided', label: 'Passed through', of: (r) => r.facts.avoided === true, word: (v) => (v ? 'Passed through' : 'Failed') });
    if (intent.weapon === 'oil') qs.push({ id: 'spinout', label: 'Spins out', of: (r) => r.facts.spinout, word: (v) => (v ? 'Spins out' : 'No spin-out') });
  }
  if (intent.kind === 'smoke') qs.push({ id: 'dissipated', label: 'Clouds dissipated', numeric: true, of: (r) => r.facts.dissipated ?? 0 });
  if (intent.kind === 'rammerMovement') qs.push({ id: 'movementLeft', label: 'Squares left', numeric: true, of: (r) => r.facts.movementLeft ?? 0 });
  if (['shoot', 'hit', 'enterDropped', 'ram'].includes(intent.kind)) {
    qs.push({ id: 'eliminated', label: 'Cars eliminated', of: (r) => list(r.facts.eliminated) });
    qs.push({ id: 'wearLost', label: 'Wear points lost', numeric: true, of: (r) => r.facts.wearLost });
    qs.push({ id: 'crewHits', label: 'Crew hits', numeric: true, of: (r) => r.facts.crewHits });
    qs.push({ id: 'weaponHits', label: 'Weapon hits', numeric: true, of: (r) => r.facts.weaponHits });
  }
  return qs;
}

/** The exact odds of an intent on the table as it stands; a refusal throws as the real act would (a TableRefusal). */
export function rcOdds(now: RcTableNow, intent: RcIntent, settings: RacecombatSettings, opts: OddsOptions = {}): OddsReport {
  const run = (dice: Dice) => new RcResolver(now, settings, dice).resolve(intent);
  return oddsOf(run, questionsFor(intent), {
    state: decidedState,
    classes: hitLocationClasses,
    ...opts,
    notModelled: [
      { what: 'Range, arcs, line of sight and where a skid or push ends are the players’ to measure on the board', rule: SECTION.combat },
      { what: 'Which weapon a weapon hit destroys is the owner’s choice (loseWeapon)', rule: SECTION.damageEffects },
      { what: 'Movement itself is the base game’s', rule: withGap(SECTION.missing, 4) },
    ],
  });
}
