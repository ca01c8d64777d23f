/**
 * The kit a car design fits — weapons on its mounts, its tire-set, its gear-set, its found or tinkered devices —
 * and the stores rows that are that kit. Buying or refitting a car moves rows between the stores and the car,
 * buys missing standard items at list price (the engine prices them), and refuses what the stores cannot supply.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { campaign, car } from '../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../src-shared/ipc';
import { dethmetalStores } from '../../db/schema';
import { prepared } from '../league/prepared';
import type { CampaignContext } from '../league/rolling';
import type { SponsorType } from './records';

export type StoreRow = typeof dethmetalStores.$inferSelect;
type Category = StoreRow['category'];

export interface KitNeed {
  category: Category;
  item: string;
  /** Only these detail keys must match (tread, gearing, type). */
  detail: Record<string, string | number>;
  label: string;
  path: (string | number)[];
}

/** Gearing of a gear-set row, tread of a tire row, type + tread of rare tires. */
export function rowDetail(row: Pick<StoreRow, 'detail'>): Record<string, unknown> {
  return JSON.parse(row.detail) as Record<string, unknown>;
}

function gearingLabel(g: number): string {
  return g > 0 ? `+${g}` : `${g}`;
}

/** Everything a design fits that must come out of the stores. */
function kitNeeds(design: car.CarDesign): KitNeed[] {
  const needs: KitNeed[] = [];
  design.mounts.forEach((mount, i) => {
    if (mount.weapon === null) return;
    const price = car.weaponByName(mount.weapon).price;
    if ('item' in price) {
      needs.push({
        category: price.list === 'stores' ? 'weapon' : 'expendable',
        item: price.item,
        detail: {},
        label: `${mount.weapon} (mount ${i + 1})`,
        path: ['mounts', i, 'weapon'],
      });
    } else needs.push({ category: 'rare', item: mount.weapon, detail: {}, label: `${mount.weapon} (mount ${i + 1})`, path: ['mounts', i, 'weapon'] });
  });
  const tires = car.TIRE_TABLE[design.tires.type];
  if (design.tires.rare)
    needs.push({
      category: 'rare',
      item: 'Rare tires',
      detail: { type: design.tires.type, tread: design.tires.tread },
      label: `Rare ${tires.label} set (${design.tires.tread})`,
      path: ['tires'],
    });
  else
    needs.push({
      category: 'tires',
      item: tires.priceListItem,
      detail: { tread: design.tires.tread },
      label: `${tires.priceListItem} (${design.tires.tread})`,
      path: ['tires'],
    });
  needs.push({
    category: 'gear-set',
    item: 'Gear-set',
    detail: { gearing: design.gearing },
    label: `Gear-set (gearing ${gearingLabel(design.gearing)})`,
    path: ['gearing'],
  });
  design.fittedItems.forEach((f, i) => needs.push({ category: 'rare', item: f.item, detail: {}, label: f.item, path: ['fittedItems', i] }));
  return needs;
}

function rowMeets(row: Pick<StoreRow, 'category' | 'item' | 'detail'>, need: KitNeed): boolean {
  if (row.category !== need.category || row.item !== need.item) return false;
  const detail = rowDetail(row);
  return Object.entries(need.detail).every(([k, v]) => detail[k] === v);
}

export function installedRows(ctx: CampaignContext, vehicleId: number): StoreRow[] {
  return prepared(ctx.conn, 'installedRows', (db) =>
    db
      .select()
      .from(dethmetalStores)
      .where(and(eq(dethmetalStores.vehicleId, sql.placeholder('vehicleId')), eq(dethmetalStores.status, 'held')))
      .orderBy(asc(dethmetalStores.id))
      .prepare(),
  ).all({ vehicleId });
}

function freeRows(ctx: CampaignContext, franchiseId: number): StoreRow[] {
  return ctx.conn.db
    .select()
    .from(dethmetalStores)
    .where(and(eq(dethmetalStores.franchiseId, franchiseId), isNull(dethmetalStores.vehicleId), eq(dethmetalStores.status, 'held')))
    .orderBy(asc(dethmetalStores.id))
    .all();
}

/** Take the first row meeting `need` out of `pool`. */
function take(pool: StoreRow[], need: KitNeed): StoreRow | undefined {
  const at = pool.findIndex((r) => rowMeets(r, need));
  return at < 0 ? undefined : pool.splice(at, 1)[0];
}

/** The price-list purchase for a standard kit item, or undefined for a rare one (found only). */
function standardPurchase(need: KitNeed): campaign.Purchase | undefined {
  switch (need.category) {
    case 'weapon':
    case 'gear-set':
      return { kind: 'stores', item: need.item as campaign.StoresItemName };
    case 'tires':
    case 'expendable':
      return { kind: 'expendable', item: need.item as campaign.ExpendableItemName };
    case 'rare':
      return undefined;
  }
}

export interface KitPlan {
  /** Rows already on the car that stay. */
  keep: StoreRow[];
  /** Rows taken from the stores onto the car. */
  install: StoreRow[];
  /** Rows taken off the car back into the stores. */
  release: StoreRow[];
  /** New rows: bought now or free with a new car. */
  create: { need: KitNeed; price: number; origin: 'bought' | 'free' }[];
  lines: campaign.LedgerLine[];
  issues: FieldIssue[];
}

/**
 * Work out how the stores supply a design: what is on the car stays, then free stock is fitted, then (with
 * `buyMissing`) standard items are bought at list price. A new car's construction gear-set is free, and so is a
 * light-duty tire-set where the league's house rule says so (gaps.md #33, #34). Rare items must be in the stores.
 */
export function planKit(
  ctx: CampaignContext,
  franchiseId: number,
  vehicleId: number | null,
  design: car.CarDesign,
  sponsorTypes: readonly SponsorType[],
  options: { buyMissing: boolean; newCar: boolean; designPath?: (string | number)[] },
): KitPlan {
  const onCar = vehicleId === null ? [] : installedRows(ctx, vehicleId);
  const stock = freeRows(ctx, franchiseId);
  const plan: KitPlan = { keep: [], install: [], release: [], create: [], lines: [], issues: [] };
  for (const need of kitNeeds(design)) {
    const kept = take(onCar, need);
    if (kept) {
      plan.keep.push(kept);
      continue;
    }
    if (
      options.newCar &&
      (need.category === 'gear-set' ||
        (need.category === 'tires' && need.item === car.TIRE_TABLE['light-duty'].priceListItem && ctx.settings.car.freeStartingTires))
    ) {
      plan.create.push({ need, price: 0, origin: 'free' });
      continue;
    }
    const stocked = take(stock, need);
    if (stocked) {
      plan.install.push(stocked);
      continue;
    }
    const purchase = standardPurchase(need);
    if (purchase && options.buyMissing) {
      const priced = campaign.pricePurchase(purchase, sponsorTypes);
      const line = priced.lines[0]!;
      plan.lines.push({ ...line, reason: `${line.reason} for ${design.name}` });
      plan.create.push({ need, price: -line.amount, origin: 'bought' });
      continue;
    }
    plan.issues.push({
      path: [...(options.designPath ?? ['design']), ...need.path],
      message: purchase
        ? `${need.label} is not in the stores (buy it first, or allow buying missing items).`
        : `${need.label} is a rare or tinkered item and is not in the stores.`,
    });
  }
  plan.release.push(...onCar);
  return plan;
}

/** Carry out a plan for `vehicleId` (after the car row exists). */
export function applyKit(ctx: CampaignContext, franchiseId: number, vehicleId: number, plan: KitPlan): void {
  const db = ctx.conn.db;
  for (const r of plan.install) db.update(dethmetalStores).set({ vehicleId }).where(eq(dethmetalStores.id, r.id)).run();
  for (const r of plan.release) db.update(dethmetalStores).set({ vehicleId: null }).where(eq(dethmetalStores.id, r.id)).run();
  for (const c of plan.create) {
    // A free item remembers the car it came with: a destroyed car's replacement gets its construction gear-set back.
    const detail = c.origin === 'free' ? { ...c.need.detail, builtFor: vehicleId } : c.need.detail;
    db.insert(dethmetalStores)
      .values({
        franchiseId,
        category: c.need.category,
        item: c.need.item,
        detail: JSON.stringify(detail),
        price: c.price,
        origin: c.origin,
        vehicleId,
        acquiredSeason: ctx.season.number,
      })
      .run();
  }
}

/** The gear-set a car was built with (free with the car, gaps.md #34), wherever it is now. */
export function constructionGearSet(ctx: CampaignContext, vehicleId: number): StoreRow | undefined {
  return prepared(ctx.conn, 'constructionGearSet', (db) =>
    db
      .select()
      .from(dethmetalStores)
      .where(
        and(
          eq(dethmetalStores.category, 'gear-set'),
          eq(dethmetalStores.origin, 'free'),
          eq(dethmetalStores.status, 'held'),
          sql`json_extract(${dethmetalStores.detail}, '$.builtFor') = ${sql.placeholder('vehicleId')}`,
        ),
      )
      .prepare(),
  ).get({ vehicleId });
}

/**
 * After items were used up or lost, bring the design back in line with what is still fitted: empty mounts lose
 * their weapon (and a link left alone), lost devices go, a car without tires gets a free light-duty set in the same
 * tread, and a car that lost its gear-set goes back to its construction gear-set (`construction`, refitted if it
 * was in the stores). Returns the design, any free tires to create and the gear-set row to refit.
 */
export function fitDesignToKit(
  design: car.CarDesign,
  remaining: readonly StoreRow[],
  construction?: StoreRow,
): { design: car.CarDesign; freeTires?: KitNeed; refitGearSet?: StoreRow } {
  const pool = [...remaining];
  const next: car.CarDesign = structuredClone(design);
  const needs = kitNeeds(design);
  next.mounts.forEach((mount, i) => {
    const need = needs.find((n) => n.path[0] === 'mounts' && n.path[1] === i);
    if (need && !take(pool, need)) {
      mount.weapon = null;
      delete mount.weaponPriceK;
    }
  });
  for (const mount of next.mounts) {
    if (mount.link === undefined) continue;
    const group = next.mounts.filter((m) => m.link === mount.link && m.weapon !== null);
    if (mount.weapon === null || group.length < 2) delete mount.link;
  }
  let freeTires: KitNeed | undefined;
  const tireNeed = needs.find((n) => n.path[0] === 'tires')!;
  if (!take(pool, tireNeed)) {
    next.tires = { type: 'light-duty', tread: design.tires.tread, rare: false };
    freeTires = kitNeeds(next).find((n) => n.path[0] === 'tires');
  }
  const gearNeed = needs.find((n) => n.path[0] === 'gearing')!;
  let refitGearSet: StoreRow | undefined;
  if (!take(pool, gearNeed) && construction && (construction.vehicleId === null || remaining.some((r) => r.id === construction.id))) {
    next.gearing = rowDetail(construction).gearing as car.CarDesign['gearing'];
    if (construction.vehicleId === null) refitGearSet = construction;
  }
  next.fittedItems = design.fittedItems.filter((_, i) => {
    const need = needs.find((n) => n.path[0] === 'fittedItems' && n.path[1] === i)!;
    return take(pool, need) !== undefined;
  });
  return { design: next, ...(freeTires ? { freeTires } : {}), ...(refitGearSet ? { refitGearSet } : {}) };
}

/** What the engine's post-match loss rule needs to know about a fitted row (gaps.md #65, #72). */
export function asFittedItem(row: StoreRow, vehicle: string): campaign.FittedItem {
  switch (row.category) {
    case 'gear-set':
      return row.origin === 'free' ? { vehicle, source: 'design', name: 'Gear-set' } : { vehicle, source: 'stores', name: 'Gear-set' };
    case 'weapon':
      return { vehicle, source: 'stores', name: row.item as keyof typeof campaign.STORES_ITEMS };
    case 'tires':
    case 'expendable':
      return { vehicle, source: 'expendable', name: row.item as keyof typeof campaign.EXPENDABLE_ITEMS };
    case 'rare':
      return { vehicle, source: 'found', name: row.item, category: (rowDetail(row).category as campaign.ItemCategory | undefined) ?? 'vehicle gear' };
  }
}

const FOUND_WEAPON_ALIASES: Readonly<Record<string, car.WeaponName>> = {
  'Electromagnetically-Fired Weapon (railgun)': 'Railgun',
};

const RARE_CARCASS: Readonly<Record<string, car.TireType>> = { 'Heavy-Duty': 'heavy-duty', 'Puncture Resistant': 'puncture-resistant', Solid: 'foam-filled' };
const RARE_TREAD: Readonly<Record<string, car.Tread>> = { 'Street Performance': 'street', Traction: 'traction', Snow: 'snow' };

/**
 * A bought find as a stores row: a weapon under the car module's weapon name (the tables print "AT Gun Δ"; the
 * railgun has a long name), rare tires with the car's carcass and tread, anything else under its own name.
 */
export function foundAsStoreRow(found: campaign.FoundItem): { item: string; detail: Record<string, unknown> } {
  const base = {
    category: found.category,
    source: found.source,
    text: found.text,
    characteristics: found.characteristics,
    cost: found.cost,
    ...(found.stats ? { stats: found.stats } : {}),
  };
  if (found.name === 'Rare tires') {
    return {
      item: 'Rare tires',
      detail: { ...base, type: RARE_CARCASS[String(found.characteristics.Carcass)], tread: RARE_TREAD[String(found.characteristics.Tread)] },
    };
  }
  const normalised = found.name.replace(/\s*Δ\s*$/, '').trim();
  const weapon = FOUND_WEAPON_ALIASES[found.name] ?? (car.WEAPON_NAMES as readonly string[]).find((w) => w === normalised);
  return { item: weapon ?? found.name, detail: base };
}
