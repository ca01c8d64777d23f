/**
 * Dice for a match table's preview (Dirty Wheels', Battlecars'): the faces go round each die's range (so a roll-off
 * settles) and nothing is kept; the preview shows none of them, only what the calculator added and needed.
 */
import { applySpec, type Dice, parseNotation, type RollRecord, rawValues } from '../../../src-shared/engine/dice';

export class ProbeDice implements Dice {
  readonly log: RollRecord[] = [];
  roll(notation: string, purpose: string): RollRecord {
    const spec = parseNotation(notation);
    const faces = rawValues(spec);
    const raw = faces[this.log.length % faces.length]!;
    const r: RollRecord = { seq: this.log.length, notation, purpose, faces: [raw], raw, value: applySpec(spec, raw), mode: 'app' };
    this.log.push(r);
    return r;
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    return { ...this.roll(previous.notation, previous.purpose), rerollOf: previous.seq, rerollReason: reason };
  }
  decide(record: RollRecord, decided: string): RollRecord {
    record.decided = decided;
    return record;
  }
}
