/**
 * The odds of an intent at the battlecars table (issue 23 on issue 24's table): the table's own resolver run on every
 * path of the d8s by the core's odds engine, so the odds can never disagree with the roll. Paths are shared by what
 * the rolls decided and by what a hit-location walk holds (oddsState.ts), on the odds' dice (oddsDice.ts: the notes
 * the rules take for the odds, a mine's section drawn early). Each intent is asked what it can change: the hit and
 * damage of a shot, the drivers killed and vehicles wrecked, a fuel tank's explosion, the vehicles stopped.
 */
import { type OddsOptions, type OddsReport, oddsOf, type Question } from '../../core/odds';
import type { Dice } from '../../dice';
import { MINE_SECTION_ROLL, mineSection } from '../match';
import { SECTION, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { type EarlyRoll, OddsRuns } from './oddsDice';
import type { BcTableNow } from './now';
import { afterWalks, MINE_TYRE, tableClasses, tableState } from './oddsState';
import { asTableRefusal, type BcResolved, BcResolver } from './resolve';
import type { BcIntent } from './schema';

/**
 * A mine's section roll is drawn with its first tyre's (oddsDice.ts: it is a die of its own, independent of the tyres
 * and the damage rolled between), so the walk knows the section before the tyres: the tyres of the other sections are
 * then read as facts only (oddsState.ts), not as their damage (mines under the car: 1,412 nodes to 1,056 by this alone).
 */
const MINE_SECTION_FIRST: EarlyRoll = { ...MINE_SECTION_ROLL, before: (purpose) => MINE_TYRE.test(purpose), decide: mineSection };
const minesIn = (intent: BcIntent) => intent.kind === 'mines' || (intent.kind === 'bikeHazard' && intent.hazard === 'Mines');

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');

function questionsFor(intent: BcIntent): Question<BcResolved>[] {
  const qs: Question<BcResolved>[] = [];
  if (intent.kind === 'fire' || intent.kind === 'handFire') {
    qs.push({ id: 'hit', label: 'Hit', of: (r) => r.facts.hit === true, word: (v) => (v ? 'Hit' : 'Miss') });
    qs.push({ id: 'damage', label: 'Damage (after range)', numeric: true, of: (r) => r.facts.damage ?? 0 });
  }
  qs.push({ id: 'killed', label: 'Drivers killed', of: (r) => list(r.facts.killed) });
  qs.push({ id: 'wrecked', label: 'Vehicles wrecked', of: (r) => list(r.facts.wrecked) });
  if (intent.kind === 'fire' || intent.kind === 'mines')
    qs.push({ id: 'exploded', label: 'A fuel tank explodes', of: (r) => r.facts.exploded, word: (v) => (v ? 'Explodes' : 'No explosion') });
  if (intent.kind === 'skid' || intent.kind === 'spikes' || intent.kind === 'collide' || intent.kind === 'bikeHazard')
    qs.push({ id: 'stopped', label: 'Brought to speed 0', of: (r) => list(r.facts.stopped) });
  return qs;
}

/** The exact odds of an intent on the table as it stands; a refusal throws as the real act would (a TableRefusal). */
export function bcOdds(now: BcTableNow, intent: BcIntent, settings: BattlecarsSettings, opts: OddsOptions = {}): OddsReport {
  const runs = new OddsRuns(minesIn(intent) ? MINE_SECTION_FIRST : undefined);
  // `act` without the page's words, and a refusal worded once here as `resolve` words it (resolve.ts: not caught and
  // thrown again on every run).
  const run = (dice: Dice) => runs.run(dice, (d) => new BcResolver(now, settings, d, false).act(intent));
  try {
    return oddsOf(run, questionsFor(intent), {
      state: tableState(afterWalks(now, intent), runs),
      classes: tableClasses(runs, afterWalks(now, intent)),
      ...opts,
      notModelled: [
        { what: 'Ranges, lines of fire and where a drift or a detonating round ends are the players’ to measure on the board', rule: SECTION.firing },
        {
          what: 'A roll another intent calls for (the skid after a driver dies, a crash into what a drift meets) is its own calculator',
          rule: withGap(SECTION.driver, 20),
        },
      ],
    });
  } catch (e) {
    throw asTableRefusal(e);
  }
}
