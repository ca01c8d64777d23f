/**
 * The rulebook tables a player looks up during a heat, printed in small print on the car sheet beside the boxes
 * they belong to. The rows come from the match module's tables; only the layout is decided here.
 */
import { match } from '../../src-shared/engine/dethmetal';

export interface ReferenceTable {
  title: string;
  /** How the table is read, as the rulebook states it. */
  roll: string;
  columns: [string, string];
  rows: [string, string][];
  note?: string;
}

function range(min: number, max: number): string {
  if (min === -Infinity) return `${max} or less`;
  if (max === Infinity) return `${min}+`;
  return min === max ? `${min}` : `${min}-${max}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export const DAMAGE_REFERENCE: ReferenceTable = {
  title: 'Damage table',
  roll: 'Each time damage reaches a multiple of Toughness: 1d6 + criticals already taken',
  columns: ['Roll', 'Critical hit'],
  rows: match.DAMAGE_TABLE.map((r) => [range(r.min, r.max), `${r.label}: ${r.text}`]),
};

export const TIRE_DAMAGE_REFERENCE: ReferenceTable = {
  title: 'Tire damage',
  roll: 'On a grazing hit or worse from weapon-fire: 1d6 + modifiers',
  columns: ['Roll', 'Tire damage'],
  rows: match.TIRE_DAMAGE_TABLE.map((r) => [range(r.min, r.max), r.label]),
  note: Object.values(match.TIRE_DAMAGE_MODIFIERS)
    .map((m) => `${m.label} ${signed(m.value)}`)
    .join(' · '),
};

export const LOSS_OF_CONTROL_REFERENCE: ReferenceTable = {
  title: 'Loss of control',
  roll: 'Failed control check: 1d6 + speed + points of handling below -1 − driving ability',
  columns: ['Roll', 'Event'],
  rows: match.LOSS_OF_CONTROL_TABLE.map((r) => [range(r.min, r.max), `${r.label}: ${r.text}`]),
};

export const GUNNERY_REFERENCE: ReferenceTable = {
  title: 'Gunnery modifiers',
  roll: 'Hit on 1d6 ≤ gunnery skill + modifiers',
  columns: ['Mod', 'Situation'],
  rows: [...Object.values(match.RANGE_MODIFIERS), ...Object.values(match.SITUATIONAL_MODIFIERS)].map((m) => [signed(m.value), m.label]),
};
