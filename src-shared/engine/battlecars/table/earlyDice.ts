/**
 * Dice for the odds (odds.ts) that draw one roll earlier than the resolver asks for it, and hand that roll back when
 * it does: the walk meets the roll before the rolls it does not depend on, so the state the walk keys on can drop
 * what only another of its readings would read (a mine's section is drawn before its tyres: the tyres of the other
 * sections are then read as facts only, table/oddsState.ts).
 *
 * Why the odds stay exact: the roll is one die of its own, independent of every roll drawn between (the dice are
 * independent, and what it asks, its notation and purpose, is fixed), so the joint chance of every sequence of readings
 * is the same in either order. The resolver still asks for it, reads it and decides it where the rules put it; the
 * early decision (the rules' own function, so the walk's classes and states can read it) must be the one the
 * resolver then writes, or the run is refused. A roll drawn early that the resolver never asks for is refused too:
 * the early draw is kept only where it is one of the resolver's own rolls. The real roll never goes through these dice.
 */
import type { Dice, RollRecord } from '../../dice';

export interface EarlyRoll {
  notation: string;
  purpose: string;
  /** Draw it when the resolver first asks a roll of this purpose (the first roll of the act it belongs to). */
  before: (purpose: string) => boolean;
  /** What it decides, by the rules' own function. */
  decide: (value: number) => string;
}

export class EarlyDice implements Dice {
  private drawn: RollRecord | undefined;
  private handed = false;

  constructor(
    private readonly dice: Dice,
    private readonly early: EarlyRoll,
  ) {}

  get log(): readonly RollRecord[] {
    return this.dice.log;
  }

  roll(notation: string, purpose: string): RollRecord {
    const e = this.early;
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

  /** After the run: a roll drawn early must have been asked for (else the odds counted a die the act never rolls). */
  settled(): void {
    if (this.drawn !== undefined && !this.handed) throw new Error(`"${this.early.purpose}" was drawn early, but the resolver never asked for it`);
  }
}
