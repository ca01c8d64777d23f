import { applySpec, describeRange, isValidRaw, parseNotation, type DiceSpec } from './notation';
import { drawDie } from './prng';

/** One roll, as kept in the dice log: what was rolled, why, and what it decided. */
export interface RollRecord {
  /** Position of this roll within the Dice instance (0-based). */
  seq: number;
  notation: string;
  purpose: string;
  /** The physical dice: d6 faces for app rolls (d2/d3 are read off a d6 per gaps.md #4), or the typed value. */
  faces: number[];
  /** What the dice show: the sum of the dice, or the D66 reading. */
  raw: number;
  /** What the rule uses: (raw + modifier) x multiplier. */
  value: number;
  mode: 'app' | 'manual';
  decided?: string;
  /** seq of the roll this one replaces (a talent's or fuel re-roll). */
  rerollOf?: number;
  rerollReason?: string;
}

export interface Dice {
  roll(notation: string, purpose: string): RollRecord;
  /** Roll again to replace `previous`; the new roll stands (Crack shot: "the results of the second roll stand"). */
  reroll(previous: RollRecord, reason: string): RollRecord;
  /** Record in the log what a roll decided. */
  decide(record: RollRecord, decided: string): RollRecord;
  readonly log: readonly RollRecord[];
}

/** Thrown in manual mode when the organizer has not typed the next roll yet; the UI asks and runs again. */
export class DiceInputNeeded extends Error {
  constructor(readonly request: { index: number; notation: string; purpose: string; range: string }) {
    super(`Roll ${request.notation} for "${request.purpose}" (${request.range}).`);
    this.name = 'DiceInputNeeded';
  }
}

export class DiceInputInvalid extends Error {
  constructor(
    readonly index: number,
    readonly notation: string,
    readonly purpose: string,
    readonly given: number,
    readonly range: string,
  ) {
    super(`The value ${given} typed for "${purpose}" cannot come from ${notation}: expected ${range}.`);
    this.name = 'DiceInputInvalid';
  }
}

/** What every `Dice` shares: the log, the record of a roll, rerolls and decisions; a kind says only how it reads a roll. */
export abstract class BaseDice implements Dice {
  readonly log: RollRecord[] = [];
  protected abstract readRaw(spec: DiceSpec, notation: string, purpose: string): { raw: number; faces: number[]; mode: 'app' | 'manual' };

  roll(notation: string, purpose: string): RollRecord {
    const spec = parseNotation(notation);
    const { raw, faces, mode } = this.readRaw(spec, notation, purpose);
    const record: RollRecord = { seq: this.log.length, notation, purpose, faces, raw, value: applySpec(spec, raw), mode };
    this.log.push(record);
    return record;
  }

  reroll(previous: RollRecord, reason: string): RollRecord {
    const next = this.roll(previous.notation, previous.purpose);
    next.rerollOf = previous.seq;
    next.rerollReason = reason;
    return next;
  }

  decide(record: RollRecord, decided: string): RollRecord {
    record.decided = decided;
    return record;
  }
}

/** App-rolled dice: reproducible from the league seed and a counter (one counter step per physical die). */
export class SeededDice extends BaseDice {
  constructor(
    readonly seed: number,
    private next: number = 0,
  ) {
    super();
  }
  get counter(): number {
    return this.next;
  }
  private die(sides: number): number {
    return drawDie(this.seed, this.next++, sides);
  }
  private d6(): number {
    return this.die(6);
  }
  protected readRaw(spec: DiceSpec) {
    if (spec.kind === 'd66') {
      const t = this.d6(),
        u = this.d6();
      return { raw: t * 10 + u, faces: [t, u], mode: 'app' as const };
    }
    const faces: number[] = [];
    let raw = 0;
    for (let i = 0; i < spec.count; i++) {
      // A d2 or d3 is a d6 halved or thirded (gaps.md #4): d2 = ceil(d6/3) (1-3 -> 1, 4-6 -> 2), d3 = ceil(d6/2).
      // gaps.md prints the two divisors the other way round, which would give a d2 of 1..3; see the closing note.
      // The face kept in the log is the d6 on the table.
      const readOffD6 = spec.sides === 2 || spec.sides === 3;
      const face = readOffD6 ? this.d6() : this.die(spec.sides);
      faces.push(face);
      raw += readOffD6 ? Math.ceil(face / (6 / spec.sides)) : face;
    }
    return { raw, faces, mode: 'app' as const };
  }
}

/** Dice typed by the organizer at the table, consumed in order and validated against each die's range. */
export class ManualDice extends BaseDice {
  private index = 0;
  constructor(private readonly entries: readonly number[]) {
    super();
  }
  get consumed(): number {
    return this.index;
  }
  protected readRaw(spec: DiceSpec, notation: string, purpose: string) {
    const i = this.index;
    const given = this.entries[i];
    if (given === undefined) throw new DiceInputNeeded({ index: i, notation, purpose, range: describeRange(spec) });
    if (!isValidRaw(spec, given)) throw new DiceInputInvalid(i, notation, purpose, given, describeRange(spec));
    this.index++;
    return { raw: given, faces: [given], mode: 'manual' as const };
  }
}

/** Always returns the same raw value: for previews of the worst/best case and for tests of a single branch. */
export class FixedDice extends BaseDice {
  constructor(private readonly values: readonly number[]) {
    super();
  }
  private i = 0;
  protected readRaw(spec: DiceSpec, notation: string, purpose: string) {
    const given = this.values[this.i];
    if (given === undefined) throw new DiceInputNeeded({ index: this.i, notation, purpose, range: describeRange(spec) });
    if (!isValidRaw(spec, given)) throw new DiceInputInvalid(this.i, notation, purpose, given, describeRange(spec));
    this.i++;
    return { raw: given, faces: [given], mode: 'manual' as const };
  }
}
