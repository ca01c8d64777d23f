/**
 * The dice a replayed operation rolls: the rolls its dice log kept, handed back by purpose and, within a purpose, in
 * the order they were rolled. Keyed by purpose rather than by position so that, once a past result is corrected
 * (issue 27), a roll that still happens gets its old dice even when another roll before it no longer happens.
 *
 * It is the league's seeded dice underneath: every roll also draws from the seed, so the counter the league row keeps
 * moves exactly as it did; a roll the log does not have (or one whose notation changed) takes the seed's dice and says so.
 */
import { SeededDice, type DiceSpec } from '../../../../src-shared/engine/dice';

/** One roll as the stored dice log keeps it. */
export interface LoggedRoll {
  notation: string;
  purpose: string;
  faces: number[];
  raw: number;
}

export class LoggedDice extends SeededDice {
  private readonly byPurpose = new Map<string, LoggedRoll[]>();
  /** What did not come from the log, in words (a new roll, a roll left over). */
  readonly notes: string[] = [];

  constructor(seed: number, counter: number, logged: readonly LoggedRoll[]) {
    super(seed, counter);
    for (const r of logged) {
      const queue = this.byPurpose.get(r.purpose) ?? [];
      queue.push(r);
      this.byPurpose.set(r.purpose, queue);
    }
  }

  // SeededDice declares readRaw(spec) alone; BaseDice.roll passes the notation and purpose to every kind.
  protected override readRaw(spec: DiceSpec, notation = '', purpose = '') {
    const seeded = super.readRaw(spec);
    const next = this.byPurpose.get(purpose)?.shift();
    if (!next) {
      this.notes.push(`rolled ${notation} for “${purpose}”, which its dice log does not have: new dice from the seed (${seeded.raw})`);
      return seeded;
    }
    if (next.notation !== notation) {
      this.notes.push(`rolled ${notation} for “${purpose}” where its dice log has ${next.notation}: new dice from the seed (${seeded.raw})`);
      return seeded;
    }
    return { raw: next.raw, faces: [...next.faces], mode: 'app' as const };
  }

  /** The logged rolls no roll asked for. */
  leftOver(): LoggedRoll[] {
    return [...this.byPurpose.values()].flat();
  }
}
