/** The stables between matches: check, buy, sell and refit cars (Part II; Part VI › Assemble stables, Shopping). */
import { and, eq } from 'drizzle-orm';
import { campaign, car } from '../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../src-shared/engine/ruleset';
import type { CarCheck, GarageResult, KitChanges } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { DesignTemplate } from '../../../src-shared/ipc/channels/dethmetal/designs';
import type { LeagueConnection } from '../../db/connection';
import { dethmetalDesignTemplates, dethmetalStores, vehicles } from '../../db/schema';
import { pendingMeetingOf } from '../league/crew';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import type { readSettings } from '../settings';
import { addDethmetalVehicle } from './dethmetalVehicles';
import { applyKit, planKit, type KitPlan } from './kit';
import { checkCash, moneyMoved, postLedger } from './ledger';
import { activeVehicles, foundedFranchise, heldSponsors, parseDesign, rosterRows, vehicleRow } from './records';
import { rollingOperation, type CampaignContext } from '../league/rolling';
import { vehicleView } from './views';

type Settings = ReturnType<typeof readSettings>;

export function issuesFrom(problems: readonly Problem[], prefix: (string | number)[]): FieldIssue[] {
  return problems.map((p) => ({ path: [...prefix, ...p.path], message: p.message }));
}

/** Upgrade (or refuse) a saved design, derive it and check it against the car rules. */
export function checkDesign(raw: unknown, settings: Settings, sponsorBonusDp: number): CarCheck {
  const up = car.upgradeDesign(raw);
  if (!up.ok) return { ok: false, design: null, derived: null, sheet: [], problems: up.problems };
  const derived = car.deriveCar(up.design, settings.car);
  const problems = car.validateCar(up.design, settings.car, { sponsorBonusDp }, derived);
  return { ok: problems.length === 0, design: up.design, derived, sheet: car.carSheetFields(up.design, derived, sponsorBonusDp), problems };
}

/** A design that must be legal: refused with every problem, each at its path under `prefix`. */
function requireLegalDesign(
  raw: unknown,
  settings: Settings,
  sponsorBonusDp: number,
  prefix: (string | number)[],
): { design: car.CarDesign; derived: car.CarDerived } {
  const checked = checkDesign(raw, settings, sponsorBonusDp);
  if (!checked.design || !checked.derived || checked.problems.length) {
    const issues = issuesFrom(checked.problems, prefix);
    throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The car design breaks ${issues.length} rules.`, issues);
  }
  return { design: checked.design, derived: checked.derived };
}

/** Voluntary spending comes out of the bank: "Profits may then be spent and saved". */
export function requireFunds(franchise: { name: string; cash: number }, lines: readonly campaign.LedgerLine[]): void {
  const cost = -lines.reduce((s, l) => s + l.amount, 0);
  if (cost > franchise.cash) {
    throw ServiceError.conflict(`${franchise.name} has ${franchise.cash}k in the bank; this costs ${cost}k.`, [
      { path: [], message: `${cost - franchise.cash}k short` },
    ]);
  }
}

/** The number of a match not yet recorded that this car or competitor is assigned to (they stay put until it is). */
export function pendingMatchOf(conn: LeagueConnection, kind: 'vehicle' | 'competitor', id: number): number | null {
  return pendingMeetingOf(conn, kind === 'vehicle' ? { vehicleId: id } : { personId: id });
}

/** What a buy or refit does with the stores, item by item, for the quote and the result. */
function kitChanges(plan: KitPlan): KitChanges {
  return {
    fitted: plan.install.map((r) => r.item),
    bought: plan.create.filter((c) => c.origin === 'bought').map((c) => c.need.label),
    free: plan.create.filter((c) => c.origin === 'free').map((c) => c.need.label),
    returned: plan.release.map((r) => r.item),
  };
}

/** Buy a car; with `preview`, the same operation rolled back: the exact price (stores used, sponsor discounts) as a quote. */
export function buyVehicle(conn: LeagueConnection, input: { franchiseId: number; design: unknown; buyMissing: boolean; preview?: boolean }): GarageResult {
  return rollingOperation(conn, 'garage.buy', input, { preview: input.preview ?? false }, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    const types = heldSponsors(conn, f.id);
    const cars = activeVehicles(conn, f.id);
    const limits = campaign.franchiseLimitProblems(rosterRows(conn, f.id).length, cars.length + 1, ctx.settings.campaign, false);
    if (limits.length) throw ServiceError.conflict(limits[0]!.message, issuesFrom(limits, []));
    const up = car.upgradeDesign(input.design);
    const budget75 = up.ok && up.design.budget === 75;
    const bonusDp = campaign.sponsorDpBonus(types, budget75);
    const { design, derived } = requireLegalDesign(input.design, ctx.settings, bonusDp, ['design']);
    if (cars.some((c) => c.name.toLowerCase() === design.name.toLowerCase())) {
      throw ServiceError.conflict(`${f.name} already has a car named “${design.name}”.`, [
        { path: ['design', 'name'], message: 'Name taken in these stables' },
      ]);
    }
    const priced = campaign.pricePurchase({ kind: 'vehicle', name: design.name, overheadPenalty: design.budget === 75 }, types);
    const kit = planKit(ctx, f.id, null, design, types, { buyMissing: input.buyMissing, newCar: true });
    if (kit.issues.length) throw ServiceError.validation(kit.issues[0]!.message, kit.issues);
    const lines = [...priced.lines, ...kit.lines];
    requireFunds(f, lines);
    const vehicle = insertVehicle(ctx, f.id, design, derived, bonusDp, -priced.lines[0]!.amount);
    applyKit(ctx, f.id, vehicle, kit);
    postLedger(ctx, f.id, lines);
    checkCash(conn, [f.id]);
    const summary = `${f.name} bought the car “${design.name}” (${-lines.reduce((s, l) => s + l.amount, 0)}k)`;
    const value = {
      summary,
      preview: input.preview ?? false,
      money: [moneyMoved(ctx, f.id, lines)],
      rolls: [],
      kit: kitChanges(kit),
      vehicle: vehicleView(conn, vehicleRow(conn, vehicle), ctx.settings),
    };
    return { value, summary };
  });
}

const NO_KIT_CHANGES: KitChanges = { fitted: [], bought: [], free: [], returned: [] };

export function insertVehicle(
  ctx: CampaignContext,
  franchiseId: number,
  design: car.CarDesign,
  derived: car.CarDerived,
  bonusDp: number,
  price: number,
): number {
  const { id } = ctx.conn.db
    .insert(vehicles)
    .values({
      franchiseId,
      name: design.name,
      design: JSON.stringify(design),
      derived: JSON.stringify(derived),
      boughtSeason: ctx.season.number,
    })
    .returning({ id: vehicles.id })
    .get();
  addDethmetalVehicle(ctx.conn, id, { budget: design.budget, bonusDp, purchasePrice: price });
  return id;
}

export function sellVehicle(conn: LeagueConnection, input: { vehicleId: number }): GarageResult {
  return rollingOperation(conn, 'garage.sell', input, {}, (ctx) => {
    const v = vehicleRow(conn, input.vehicleId);
    if (v.status === 'sold')
      throw ServiceError.conflict(`${v.name} was already sold in season ${v.soldSeason}.`, [{ path: ['vehicleId'], message: 'Already sold' }]);
    const pending = pendingMatchOf(conn, 'vehicle', v.id);
    if (pending !== null)
      throw ServiceError.conflict(`${v.name} is assigned to match ${pending}, which has not been recorded yet.`, [
        { path: ['vehicleId'], message: 'Assigned to a match' },
      ]);
    const f = foundedFranchise(conn, v.franchiseId);
    const priced = campaign.pricePurchase({ kind: 'sellVehicle', name: v.name, paid: v.purchasePrice }, []);
    // The car leaves the game; what was fitted to it from the stores goes back into the stores.
    conn.db
      .update(dethmetalStores)
      .set({ vehicleId: null })
      .where(and(eq(dethmetalStores.vehicleId, v.id), eq(dethmetalStores.status, 'held')))
      .run();
    conn.db.update(vehicles).set({ status: 'sold', soldSeason: ctx.season.number }).where(eq(vehicles.id, v.id)).run();
    postLedger(ctx, f.id, priced.lines);
    checkCash(conn, [f.id]);
    const summary = `${f.name} sold the car “${v.name}” for ${priced.lines[0]!.amount}k`;
    const value = {
      summary,
      preview: false,
      money: [moneyMoved(ctx, f.id, priced.lines)],
      rolls: [],
      kit: NO_KIT_CHANGES,
      vehicle: vehicleView(conn, vehicleRow(conn, v.id), ctx.settings),
    };
    return { value, summary };
  });
}

/** Refit between matches; with `preview`, rolled back as a quote. */
export function refitVehicle(conn: LeagueConnection, input: { vehicleId: number; design: unknown; buyMissing: boolean; preview?: boolean }): GarageResult {
  return rollingOperation(conn, 'garage.refit', input, { preview: input.preview ?? false }, (ctx) => {
    const v = vehicleRow(conn, input.vehicleId);
    if (v.status === 'sold') throw ServiceError.conflict(`${v.name} has been sold.`, [{ path: ['vehicleId'], message: 'Sold' }]);
    const f = foundedFranchise(conn, v.franchiseId);
    const before = parseDesign(v);
    const { design, derived } = requireLegalDesign(input.design, ctx.settings, v.bonusDp, ['design']);
    const fixed = car.refitChanges(before, design);
    if (fixed.length)
      throw ServiceError.validation(
        fixed.length === 1 ? fixed[0]!.message : `${fixed.length} changes are not allowed between matches.`,
        issuesFrom(fixed, ['design']),
      );
    const types = heldSponsors(conn, f.id);
    const kit = planKit(ctx, f.id, v.id, design, types, { buyMissing: input.buyMissing, newCar: false });
    if (kit.issues.length) throw ServiceError.validation(kit.issues[0]!.message, kit.issues);
    requireFunds(f, kit.lines);
    conn.db
      .update(vehicles)
      .set({ name: design.name, design: JSON.stringify(design), derived: JSON.stringify(derived) })
      .where(eq(vehicles.id, v.id))
      .run();
    applyKit(ctx, f.id, v.id, kit);
    postLedger(ctx, f.id, kit.lines);
    checkCash(conn, [f.id]);
    const changes = [
      ...kit.install.map((r) => `fitted ${r.item}`),
      ...kit.create.map((c) => `${c.origin === 'bought' ? 'bought and fitted' : 'fitted'} ${c.need.label}`),
      ...kit.release.map((r) => `${r.item} back to the stores`),
    ];
    const summary = `Refitted “${design.name}” (${f.name})${changes.length ? `: ${changes.join(', ')}` : ''}`;
    const value = {
      summary,
      preview: input.preview ?? false,
      money: [moneyMoved(ctx, f.id, kit.lines)],
      rolls: [],
      kit: kitChanges(kit),
      vehicle: vehicleView(conn, vehicleRow(conn, v.id), ctx.settings),
    };
    return { value, summary };
  });
}

/* The design library: templates to start a design from (the designer's "Save as template" and "Start from…"). */

type TemplateRow = typeof dethmetalDesignTemplates.$inferSelect;

function templateView(row: TemplateRow): DesignTemplate {
  const up = car.upgradeDesign(JSON.parse(row.design));
  if (!up.ok) throw ServiceError.validation(`The saved template “${row.name}” cannot be read: ${up.problems.map((p) => p.message).join('; ')}`);
  return { id: row.id, name: row.name, design: up.design, savedAt: row.savedAt };
}

export function listDesignTemplates(conn: LeagueConnection): DesignTemplate[] {
  return conn.db.select().from(dethmetalDesignTemplates).orderBy(dethmetalDesignTemplates.name).all().map(templateView);
}

/**
 * Save a design as a template. Its shape must be a design (the engine's schema, every bad field named); its rules
 * need not hold: a half-finished design may be kept, and shows its problems when started from.
 */
export function saveDesignTemplate(conn: LeagueConnection, input: { name: string; design: unknown }): DesignTemplate {
  return runOperation(conn, 'designs.save', input, () => {
    const up = car.upgradeDesign(input.design);
    if (!up.ok) {
      const issues = issuesFrom(up.problems, ['design']);
      throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The design has ${issues.length} fields that are not valid.`, issues);
    }
    const taken = conn.db
      .select({ name: dethmetalDesignTemplates.name })
      .from(dethmetalDesignTemplates)
      .all()
      .find((t) => t.name.toLowerCase() === input.name.toLowerCase());
    if (taken)
      throw ServiceError.conflict(`The design library already has a template named “${taken.name}”.`, [
        { path: ['name'], message: 'Name taken in the design library' },
      ]);
    const row = conn.db
      .insert(dethmetalDesignTemplates)
      .values({ name: input.name, design: JSON.stringify(up.design) })
      .returning()
      .get();
    return { value: templateView(row), summary: `Saved the design “${input.name}” to the design library` };
  });
}

export function deleteDesignTemplate(conn: LeagueConnection, input: { id: number }): { deleted: string } {
  return runOperation(conn, 'designs.delete', input, () => {
    const row = conn.db.select().from(dethmetalDesignTemplates).where(eq(dethmetalDesignTemplates.id, input.id)).get();
    if (!row) throw ServiceError.notFound('design template', `There is no template with id ${input.id} in the design library.`);
    conn.db.delete(dethmetalDesignTemplates).where(eq(dethmetalDesignTemplates.id, input.id)).run();
    return { value: { deleted: row.name }, summary: `Removed the template “${row.name}” from the design library` };
  });
}
