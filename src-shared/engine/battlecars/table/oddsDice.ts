/**
 * The dice the table's odds (odds.ts) hand the resolver on each run of the walk: the core's dice for that run, with
 * the notes the rules take beside the log (match/notes.ts) and, for a mine, one roll drawn early.
 *
 * Notes: the memo's state and the face classes (oddsState.ts) read them off the run under way. The core reads a
 * state or a class while a run is under way or just as it ends, before the next run begins (core/odds/enumerate.ts
 * `probe`), so `OddsRuns` keeps the notes of that run only, and refuses to read another log's.
 *
 * A roll drawn early: the resolver's roll of `early.purpose` is drawn when it first asks a roll `early.before`
 * names, and handed back when it asks for it. The walk then meets it before the rolls between, and the state can drop
 * what only another of its readings would read (a mine's section drawn before its tyres: the tyres of the other
 * sections are read as facts only, oddsState.ts). Why the odds stay exact: it is one die of its own, independent of
 * every roll drawn between (the dice are independent, and what it asks, its notation and purpose, is fixed), so the
 * chance of every sequence of readings is the same in either order. The resolver still reads and decides it where the
 * rules put it; the early decision (the rules' own function, so the walk's classes and states can read it) must be
 * the one the resolver then writes, and a roll drawn early must be asked for once, or the run is refused. The real
 * roll never goes through these dice.
 */
import type { Dice, RollRecord } from '../../dice';
import type { NoteTaker, VehicleNote, WalkNote } from '../match';

export interface EarlyRoll {
  notation: string;
  purpose: string;
  /** Draw it when the resolver first asks a roll of this purpose (the first roll of the act it belongs to). */
  before: (purpose: string) => boolean;
  /** What it decides, by the rules' own function. */
  decide: (value: number) => string;
}

export class OddsDice implements Dice, NoteTaker {
  private readonly notes = new Map<RollRecord, VehicleNote>();
  /** The walk asking the next roll, if any. */
  asking: WalkNote | undefined;
  /** The vehicle before its tyres were rolled (Mines, Spikes), if any. */
  tyresFrom: VehicleNote | undefined;
  private drawn: RollRecord | undefined;
  private handed = false;

  constructor(
    private readonly dice: Dice,
    private readonly early: EarlyRoll | undefined,
  ) {}

  get log(): readonly RollRecord[] {
    return this.dice.log;
  }

  roll(notation: string, purpose: string): RollRecord {
    const e = this.early;
    if (e === undefined) return this.dice.roll(notation, purpose);
    if (this.drawn === undefined && e.before(purpose)) {
      this.drawn = this.dice.roll(e.notation, e.purpose);
      this.dice.decide(this.drawn, e.decide(this.drawn.value));
    }
    if (purpose === e.purpose && notation === e.notation && this.drawn !== undefined) {
      if (this.handed) throw new Error(`The resolver asked for "${purpose}" twice: a roll drawn early stands for one roll`);
      this.handed = true;
      return this.drawn;
    }
    return this.dice.roll(notation, purpose);
  }

  reroll(previous: RollRecord, reason: string): RollRecord {
    if (previous === this.drawn) throw new Error(`"${previous.purpose}" was drawn early for the odds: a reroll of it would change the order of the dice`);
    return this.dice.reroll(previous, reason);
  }

  decide(record: RollRecord, decided: string): RollRecord {
    if (record === this.drawn && record.decided !== decided)
      throw new Error(`"${record.purpose}" was drawn early as "${record.decided}", but the resolver decided "${decided}"`);
    return this.dice.decide(record, decided);
  }

  noteRoll(roll: RollRecord, note: VehicleNote | WalkNote): void {
    this.notes.set(roll, note);
  }
  noteWalk(walk: WalkNote | undefined): void {
    this.asking = walk;
  }
  noteTyres(vehicle: VehicleNote): void {
    this.tyresFrom = vehicle;
  }

  /** The vehicle as a roll left it (undefined: the roll noted none). */
  rollNote(roll: RollRecord): VehicleNote | undefined {
    return this.notes.get(roll);
  }
  /** The walk a hit-location roll left (undefined: not a hit location). */
  walkAfter(roll: RollRecord): WalkNote | undefined {
    const n = this.notes.get(roll);
    return n !== undefined && 'walk' in n ? (n as WalkNote) : undefined;
  }

  /** After the run: a roll drawn early must have been asked for (else the odds counted a die the act never rolls). */
  settled(): void {
    if (this.drawn !== undefined && !this.handed) throw new Error(`"${this.drawn.purpose}" was drawn early, but the resolver never asked for it`);
  }
}

/** One walk's runs: each run's dice, and the notes of the run under way (see the file's comment). */
export class OddsRuns {
  private now: OddsDice | undefined;

  constructor(private readonly early?: EarlyRoll) {}

  run<T>(dice: Dice, resolve: (dice: Dice) => T): T {
    const d = new OddsDice(dice, this.early);
    this.now = d;
    const result = resolve(d);
    d.settled();
    return result;
  }

  /** The dice of the run whose log this is. */
  of(log: readonly RollRecord[]): OddsDice {
    if (this.now === undefined || this.now.log !== log) throw new Error('The odds read the notes of a run that is not under way');
    return this.now;
  }

  /** The dice of the run under way, which made this roll. */
  ofRoll(roll: RollRecord): OddsDice {
    const log = this.now?.log;
    if (log === undefined || (log[log.length - 1] !== roll && !log.includes(roll)))
      throw new Error('The odds read the notes of a roll not in the run under way');
    return this.now!;
  }
}
