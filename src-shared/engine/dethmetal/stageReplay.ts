/**
 * A pure stage of a calculator (the match module's `resolveCollision`) run once per path of its own rolls in an odds
 * walk, not once per node. The walk runs the calculator from the start at every node (core/odds/enumerate.ts), so a node
 * past the stage asks the stage's rolls again on a path the stage has already run. The replay asks those same rolls of
 * the walk's dice, in order, writes on each the decision the stage wrote, and hands back the result the stage gave on
 * that path: the walk sees every roll it branches on exactly as before, and the rest of the run resumes from the
 * recorded result. A path not run yet runs the stage itself, its first rolls answered by those already asked.
 *
 * Only for a stage whose result is a function of its dice (the inputs of one walk are fixed), whose result nothing
 * changes, and that writes each roll's decision before it asks the next (a path where it did not is never replayed).
 */
import type { Dice, RollRecord } from '../dice';

interface Ask {
  notation: string;
  purpose: string;
  /** A re-roll: the stage's own index of the roll it replaces, and why. */
  reroll?: { of: number; reason: string };
}

interface Node<T> {
  ask?: Ask;
  /** By the raw reading of `ask`: the decision the stage wrote on it, and what came next. */
  next: Map<number, { decided: string | undefined; node: Node<T> }>;
  done?: { result: T };
}

/** `stage`, replayed on the paths it has run (see the file's comment). One replay per walk: its inputs are the walk's. */
export function replayed<T>(stage: (dice: Dice) => T): (dice: Dice) => T {
  const root: Node<T> = { next: new Map() };
  return (dice) => {
    const taken: RollRecord[] = [];
    let node = root;
    while (!node.done && node.ask) {
      const a = node.ask;
      const record = a.reroll ? dice.reroll(taken[a.reroll.of]!, a.reroll.reason) : dice.roll(a.notation, a.purpose);
      taken.push(record);
      const seen = node.next.get(record.raw);
      if (!seen) break;
      if (seen.decided !== undefined) dice.decide(record, seen.decided);
      node = seen.node;
    }
    if (node.done) return node.done.result;
    return runAndKeep(root, stage, new PrefixDice(taken, dice));
  };
}

/** Run the stage for real and keep its path, unless a roll's decision was written after the next roll was asked. */
function runAndKeep<T>(root: Node<T>, stage: (dice: Dice) => T, dice: PrefixDice): T {
  const result = stage(dice);
  if (dice.late) return result;
  let node = root;
  dice.asks.forEach((ask, i) => {
    const r = dice.records[i]!;
    node.ask ??= ask;
    let seen = node.next.get(r.raw);
    if (!seen) node.next.set(r.raw, (seen = { decided: r.decided, node: { next: new Map() } }));
    node = seen.node;
  });
  node.done = { result };
  return result;
}

/** The walk's dice, the rolls already asked on this run answered first (they are the stage's first rolls). */
class PrefixDice implements Dice {
  readonly records: RollRecord[] = [];
  readonly asks: Ask[] = [];
  /** A decision written on a roll after a later roll was asked: the path cannot be replayed as it was seen. */
  late = false;
  constructor(
    private readonly taken: readonly RollRecord[],
    private readonly dice: Dice,
  ) {}
  get log(): readonly RollRecord[] {
    return this.dice.log;
  }
  private next(ask: Ask, fresh: () => RollRecord): RollRecord {
    const i = this.records.length;
    const record = i < this.taken.length ? this.taken[i]! : fresh();
    this.records.push(record);
    this.asks.push(ask);
    return record;
  }
  roll(notation: string, purpose: string): RollRecord {
    return this.next({ notation, purpose }, () => this.dice.roll(notation, purpose));
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    const of = this.records.indexOf(previous);
    return this.next({ notation: previous.notation, purpose: previous.purpose, reroll: { of, reason } }, () => this.dice.reroll(previous, reason));
  }
  decide(record: RollRecord, decided: string): RollRecord {
    if (record !== this.records[this.records.length - 1]) this.late = true;
    return this.dice.decide(record, decided);
  }
}
