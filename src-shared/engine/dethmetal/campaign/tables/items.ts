import type { ExpendableItemName } from './prices';
import type { TinkerGroup } from './sponsors';

/**
 * Shapes shared by the World Trade and Tinkering tables: an item, its cost formula, its random
 * characteristics, and the nested 1d6 sub-rolls ("roll 1d6: 1-2 …").
 */
export type ItemCategory = 'weapon' | 'expendable' | 'vehicle gear' | 'tires' | 'personal' | 'medical' | 'sponsor contract';

/** A characteristic rolled once when the item is found (gaps.md #75): a number, or a 1d6 table. */
export type Characteristic =
  | { name: string; notation: string }
  | { name: string; table: readonly { faces: readonly number[]; value: string; priceItem?: ExpendableItemName }[] };

/**
 * Cost in k: `base` + `dice`, or `times` × the standard price of the item chosen by a characteristic + `dice`
 * (Rare tires "As type x2 cost + 2d6k", gaps.md #74; Heat Seeking Rockets "3x base cost + 2d6k", gaps.md #75).
 * Costs printed without "k" are in k too (gaps.md #73).
 */
export type CostFormula = { printed: string; base: number; dice: string } | { printed: string; times: number; priceOf: string; dice: string };

export interface ItemDef {
  name: string;
  text: string;
  category: ItemCategory;
  cost: CostFormula;
  /** Stat line in weapon-table columns, as printed. */
  stats?: string;
  characteristics?: readonly Characteristic[];
}

/** A 1d6 sub-table entry: an item, a further roll, or a result the source leaves empty. */
export type RollNode =
  | { faces: readonly number[]; item: ItemDef }
  | { faces: readonly number[]; heading: string; group?: TinkerGroup; roll: readonly RollNode[] }
  | { faces: readonly number[]; gap: string };
