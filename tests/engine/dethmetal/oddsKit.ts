/**
 * What Dethmetal's odds tests share: the whole resolution walked path by path (no stage, no stage key), against which
 * the staged odds are held, and the dice that show the other car's rolls at their first face in a collision.
 */
import { oddsOf, type Question } from '../../../src-shared/engine/core/odds';
import { type DethmetalRun, dethmetalRunner } from '../../../src-shared/engine/dethmetal';
import type { Table } from '../../../src-shared/engine/dethmetal/assistant';
import { checkClasses } from '../../../src-shared/engine/dethmetal/odds';
import { applySpec, type Dice, parseNotation, type RollRecord } from '../../../src-shared/engine/dice';
import type { CalculatorInput } from '../../../src-shared/ipc/channels/dethmetal/assistant';

/** Car 1's driver fires its weapon m1 at car 2's back from 2 hexes, no smoke: the attack the odds tests and bench use. */
export const BACK_SHOT: Extract<CalculatorInput, { kind: 'attack' }> = {
  kind: 'attack',
  vehicleId: 1,
  role: 'driver',
  weaponId: 'm1',
  targetId: 2,
  sideHit: 'back',
  hexes: 2,
  smoke: false,
  shootingForTires: false,
};

/**
 * Dice that show the first face on every roll whose purpose starts with `prefix` (the other car's, in a collision) and
 * roll the rest through `dice`: written here, apart from the engine's, for the walk of the whole resolution.
 */
export function firstFacesOf(prefix: string, dice: Dice): Dice {
  const log: RollRecord[] = [];
  const first = (notation: string, purpose: string): RollRecord => {
    const spec = parseNotation(notation);
    const raw = spec.kind === 'd66' ? 11 : spec.count;
    return { seq: log.length, notation, purpose, faces: [1], raw, value: applySpec(spec, raw), mode: 'app' };
  };
  const push = (r: RollRecord) => {
    log.push(r);
    return r;
  };
  return {
    log,
    roll: (notation, purpose) => push(purpose.startsWith(prefix) ? first(notation, purpose) : dice.roll(notation, purpose)),
    reroll: (previous, reason) =>
      push(
        previous.purpose.startsWith(prefix)
          ? { ...first(previous.notation, previous.purpose), rerollOf: previous.seq, rerollReason: reason }
          : dice.reroll(previous, reason),
      ),
    decide: (record, decided) => Object.assign(record, { decided }),
  };
}

/** The whole resolution walked (dethmetalRunner, every card change's classes): no stage, no stage key. */
export function wholeWalk(t: Table, calc: CalculatorInput, questions: Question<DethmetalRun>[], firstFaces = '') {
  const run = dethmetalRunner(t, calc);
  return oddsOf((dice) => run(firstFaces ? firstFacesOf(firstFaces, dice) : dice), questions, { ...checkClasses, budget: 1_000_000 }).questions;
}
