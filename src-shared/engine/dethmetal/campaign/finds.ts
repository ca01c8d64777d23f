import type { Dice } from '../../dice';
import { percentOff } from './costs';
import { CAMPAIGN_RULES, type RuleSection } from './rules';
import type { CampaignSettings } from './settings';
import { rollSponsorType } from './sponsors';
import type { Characteristic, ItemCategory, ItemDef, RollNode } from './tables/items';
import { EXPENDABLE_ITEMS } from './tables/prices';
import { SPONSOR_EFFECTS, type SponsorType, type TinkerGroup } from './tables/sponsors';
import { TINKERING_TABLE } from './tables/tinkering';
import { WORLD_TRADE_TABLE } from './tables/worldTrade';

/**
 * An item turned up by the World Trade roll or a tinkering project. Its cost dice are rolled when it is found;
 * it must be bought at once or it is lost (gaps.md #15, #73).
 */
export interface FoundItem {
  /** Stable within one post-match run, to say which finds the owner buys. */
  key: string;
  source: string;
  name: string;
  text: string;
  category: ItemCategory;
  stats?: string;
  /** Headings of the table rows followed, e.g. ["Experimental Weapon system", "Light mount"]. */
  path: string[];
  /** Characteristics rolled once on finding (gaps.md #75). */
  characteristics: Record<string, number | string>;
  /** New contract: the sponsor type on offer. */
  sponsor?: SponsorType;
  /** Rolled cost, in k. */
  cost: number;
  /** What the franchise pays: the cost less the Gun manufacturer's 10% on weapons. */
  price: number;
  costFormula: string;
  rule: RuleSection;
}

type Leaf = { item: ItemDef; path: string[] };

/** Follow nested 1d6 sub-rolls down to an item; a result with no entry is re-rolled or finds nothing (gaps.md #73). */
function followRolls(
  dice: Dice,
  nodes: readonly RollNode[],
  purpose: string,
  path: string[],
  settings: CampaignSettings,
  keeps?: readonly TinkerGroup[],
): Leaf | null {
  let roll = dice.roll('1d6', `${purpose}: ${path.length ? path.join(' › ') : 'first roll'}`);
  for (;;) {
    const node = nodes.find((n) => n.faces.includes(roll.value));
    if (!node) throw new Error(`Table under "${path.join(' › ')}" has no entry for ${roll.value}`);
    if ('gap' in node) {
      if (settings.expendableArmorsGap === 'nothingFound') {
        dice.decide(roll, 'no entry: nothing found (gaps.md #73)');
        return null;
      }
      dice.decide(roll, 'no entry: re-roll (gaps.md #73)');
      roll = dice.reroll(roll, 'no entry in the source');
      continue;
    }
    if ('item' in node) {
      dice.decide(roll, node.item.name);
      return { item: node.item, path };
    }
    if (keeps && node.group && !keeps.includes(node.group)) {
      dice.decide(roll, `${node.heading}: not a weapon or electronics result, counts as failed (gaps.md #76)`);
      return null;
    }
    dice.decide(roll, node.heading);
    return followRolls(dice, node.roll, purpose, [...path, node.heading], settings, keeps);
  }
}

function rollCharacteristic(dice: Dice, c: Characteristic, item: string): { value: number | string; priceItem?: keyof typeof EXPENDABLE_ITEMS } {
  if ('notation' in c) {
    const r = dice.roll(c.notation, `${item}: ${c.name}`);
    dice.decide(r, `${c.name} ${r.value}`);
    return { value: r.value };
  }
  const r = dice.roll('1d6', `${item}: ${c.name}`);
  const row = c.table.find((t) => t.faces.includes(r.value));
  if (!row) throw new Error(`${item}: no ${c.name} for ${r.value}`);
  dice.decide(r, row.value);
  return { value: row.value, priceItem: row.priceItem };
}

function weaponDiscount(sponsors: readonly SponsorType[]): number {
  return Math.max(0, ...sponsors.map((s) => SPONSOR_EFFECTS[s].weaponDiscountPercent ?? 0));
}

/** Roll an item's characteristics and cost; price it for this franchise. */
function found(
  dice: Dice,
  leaf: Leaf,
  key: string,
  source: string,
  rule: RuleSection,
  sponsors: readonly SponsorType[],
  settings: CampaignSettings,
): FoundItem {
  const { item } = leaf;
  const characteristics: Record<string, number | string> = {};
  const priceItems: Record<string, keyof typeof EXPENDABLE_ITEMS> = {};
  for (const c of item.characteristics ?? []) {
    const r = rollCharacteristic(dice, c, item.name);
    characteristics[c.name] = r.value;
    if (r.priceItem) priceItems[c.name] = r.priceItem;
  }
  let base: number;
  if ('base' in item.cost) base = item.cost.base;
  else {
    const priced = priceItems[item.cost.priceOf];
    if (!priced) throw new Error(`${item.name}: cost depends on ${item.cost.priceOf}, which was not rolled`);
    base = item.cost.times * EXPENDABLE_ITEMS[priced].cost;
  }
  const costRoll = dice.roll(item.cost.dice, `${item.name}: cost (${item.cost.printed})`);
  const cost = base + costRoll.value;
  dice.decide(costRoll, `${base}k + ${costRoll.value}k = ${cost}k`);
  const sponsor = item.category === 'sponsor contract' ? rollSponsorType(dice, sponsors, settings, 'New contract: sponsor type') : undefined;
  const discount = item.category === 'weapon' ? weaponDiscount(sponsors) : 0;
  return {
    key,
    source,
    name: item.name,
    text: item.text,
    category: item.category,
    ...(item.stats ? { stats: item.stats } : {}),
    path: leaf.path,
    characteristics,
    ...(sponsor ? { sponsor } : {}),
    cost,
    price: discount ? percentOff(cost, discount) : cost,
    costFormula: item.cost.printed,
    rule,
  };
}

/** One spin on the World Trade Table: D66, then any sub-rolls, characteristics and cost dice. */
export function rollWorldTrade(dice: Dice, sponsors: readonly SponsorType[], settings: CampaignSettings, key = 'worldTrade'): FoundItem | null {
  const roll = dice.roll('d66', 'World Trade');
  const entry = WORLD_TRADE_TABLE.find((e) => (e.d66 as readonly number[]).includes(roll.value));
  if (!entry) throw new Error(`World Trade has no entry for ${roll.value}`);
  if ('item' in entry) {
    dice.decide(roll, entry.item.name);
    return found(dice, { item: entry.item, path: [] }, key, 'World Trade', CAMPAIGN_RULES.worldTrade, sponsors, settings);
  }
  dice.decide(roll, entry.heading);
  const leaf = followRolls(dice, entry.roll, 'World Trade', [entry.heading], settings);
  return leaf && found(dice, leaf, key, 'World Trade', CAMPAIGN_RULES.worldTrade, sponsors, settings);
}

/** Who tinkers after a match: each Tinkerer competitor not out of action at the end, and the tinkering sponsors. */
export interface Tinkerer {
  source: string;
  /** Success on this 1d6 result or more: 6 for the talent, 5 for the sponsors. */
  successFrom: number;
  /** First-roll groups that count; others are a failure (Gun manufacturer, gaps.md #76). */
  keeps?: readonly TinkerGroup[];
}

export const TINKERER_TALENT_SUCCESS = 6;

export function tinkerersFor(competitors: readonly string[], sponsors: readonly SponsorType[]): Tinkerer[] {
  const fromSponsors = sponsors.flatMap((s) => {
    const t = SPONSOR_EFFECTS[s].tinkerer;
    return t ? [{ source: s, successFrom: t.successFrom, ...(t.keeps ? { keeps: t.keeps } : {}) }] : [];
  });
  return [...competitors.map((c) => ({ source: `Tinkerer: ${c}`, successFrom: TINKERER_TALENT_SUCCESS })), ...fromSponsors];
}

/** One tinkering attempt: 1d6 for success, then the Tinkering table with its sub-rolls and cost. */
export function rollTinkering(dice: Dice, tinkerer: Tinkerer, sponsors: readonly SponsorType[], settings: CampaignSettings, key: string): FoundItem | null {
  const attempt = dice.roll('1d6', `${tinkerer.source}: tinkering (success on ${tinkerer.successFrom}+)`);
  if (attempt.value < tinkerer.successFrom) {
    dice.decide(attempt, 'no project finished');
    return null;
  }
  dice.decide(attempt, 'project finished');
  const leaf = followRolls(dice, TINKERING_TABLE, tinkerer.source, [], settings, tinkerer.keeps);
  return leaf && found(dice, leaf, key, tinkerer.source, CAMPAIGN_RULES.tinkering, sponsors, settings);
}
