/**
 * The league's vehicle card types (gaps.md #4), kept in the league's settings under `cardTypes` (the ruleset's settings
 * schema holds and checks them, so an import, a read and this save judge them alike). `bcCards.save` replaces the whole
 * list in one operation: each card type judged by the engine's rules, then every vehicle in use judged by the loading
 * rules against its card type as it would become; a change that breaks a vehicle (its card type gone, a loaded pod or
 * turret gone or too small, a load a rule now forbids) is refused, naming the vehicle and the rule. A vehicle already
 * illegal does not block a change that makes it no worse (`worsened`, as team building).
 */
import { asc, eq } from 'drizzle-orm';
import {
  battlecarsRuleset,
  type BattlecarsLeagueSettings,
  type CardType,
  DEFAULT_CARD_TYPES,
  SECTION,
  type VehicleDesign,
  withGap,
} from '../../../src-shared/engine/battlecars';
import { type Problem, worsened } from '../../../src-shared/engine/ruleset';
import type { FieldIssue } from '../../../src-shared/ipc';
import { zodIssues } from '../../../src-shared/ipc';
import type { BcCardTypesSave, BcCardTypesView, BcVehicleInUse } from '../../../src-shared/ipc/channels/battlecars/cards';
import type { LeagueConnection } from '../../db/connection';
import { franchises, league, vehicles } from '../../db/schema';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import { leagueRuleset, readLeagueSettings } from '../settings';

const RULE = withGap(SECTION.cards, 4);

/** The league's settings, after checking it is a Battlecars league (another league is told what it is). */
function battlecarsSettings(conn: LeagueConnection): BattlecarsLeagueSettings {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== battlecarsRuleset.id)
    throw ServiceError.unavailable(`This is a ${ruleset.name} league: vehicle card types are Battlecars’. Nothing was changed.`);
  return readLeagueSettings(conn) as BattlecarsLeagueSettings;
}

/** Every vehicle on a team (not sold), with its design as stored. */
function vehiclesInUse(conn: LeagueConnection): BcVehicleInUse[] {
  return conn.db
    .select({ vehicleId: vehicles.id, name: vehicles.name, franchiseId: vehicles.franchiseId, team: franchises.name, design: vehicles.design })
    .from(vehicles)
    .innerJoin(franchises, eq(franchises.id, vehicles.franchiseId))
    .where(eq(vehicles.status, 'active'))
    .orderBy(asc(vehicles.id))
    .all()
    .map((v) => ({ ...v, design: JSON.parse(v.design) as VehicleDesign }));
}

function view(settings: BattlecarsLeagueSettings, inUse: readonly BcVehicleInUse[]): BcCardTypesView {
  const byType: Record<string, BcVehicleInUse[]> = {};
  for (const v of inUse) (byType[v.design.cardType] ??= []).push(v);
  return { cardTypes: structuredClone(settings.cardTypes) as CardType[], defaults: structuredClone(DEFAULT_CARD_TYPES) as CardType[], inUse: byType };
}

export function listCardTypes(conn: LeagueConnection): BcCardTypesView {
  return view(battlecarsSettings(conn), vehiclesInUse(conn));
}

function refuse(issues: FieldIssue[]): never {
  throw ServiceError.validation(
    issues.length === 1
      ? `The card types were refused: ${issues[0]!.message} Nothing was saved.`
      : `The card types were refused: they break ${issues.length} rules (the first: ${issues[0]!.message}). Nothing was saved.`,
    issues,
  );
}

/** The settings with `cardTypes` replaced, checked by the ruleset's settings schema (the engine's card-type rules). */
function nextSettings(settings: BattlecarsLeagueSettings, cardTypes: readonly unknown[]): BattlecarsLeagueSettings {
  const parsed = battlecarsRuleset.settingsSchema.safeParse({ ...settings, cardTypes });
  if (!parsed.success)
    refuse(
      zodIssues(parsed.error).map((i) => ({
        path: i.path,
        message: `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message.replace(/\.?$/, '.')}${i.message.includes('gaps.md') ? '' : ` (${RULE})`}`,
      })),
    );
  return parsed.data;
}

/** What the change does to each vehicle in use, in the loading rules' words: only what it makes worse. */
function brokenVehicles(inUse: readonly BcVehicleInUse[], before: BattlecarsLeagueSettings, after: BattlecarsLeagueSettings): FieldIssue[] {
  const { validate, designSchema } = battlecarsRuleset.vehicle;
  const out: FieldIssue[] = [];
  for (const v of inUse) {
    const design = designSchema.safeParse(v.design);
    // A design the schema refuses is the import's to report; the card types cannot make it worse.
    if (!design.success) continue;
    const was: Problem[] = validate(design.data, before);
    for (const p of worsened(was, validate(design.data, after)))
      out.push({ path: ['vehicles', v.vehicleId, ...p.path], message: `${v.name} (${v.team}) would break a rule: ${p.message} (${p.rule})` });
  }
  return out;
}

const idsOf = (list: readonly CardType[]) => list.map((c) => c.id);

/** The change in words for the journal: card types added, changed and removed, by name. */
function changeWords(before: readonly CardType[], after: readonly CardType[]): string {
  const was = new Map(before.map((c) => [c.id, c]));
  const now = new Map(after.map((c) => [c.id, c]));
  const added = after.filter((c) => !was.has(c.id)).map((c) => c.name);
  const removed = before.filter((c) => !now.has(c.id)).map((c) => c.name);
  const changed = after.filter((c) => was.has(c.id) && JSON.stringify(was.get(c.id)) !== JSON.stringify(c)).map((c) => c.name);
  const reordered = !added.length && !removed.length && idsOf(before).join() !== idsOf(after).join();
  const parts = [
    added.length ? `added ${added.join(', ')}` : '',
    changed.length ? `changed ${changed.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
    reordered ? 'put in a new order' : '',
  ].filter(Boolean);
  return parts.length ? `Vehicle card types: ${parts.join('; ')}` : 'Vehicle card types saved (no change)';
}

/** Replace the league's card types, judged whole against the vehicles in use, in one undoable operation. */
export function saveCardTypes(conn: LeagueConnection, input: BcCardTypesSave): BcCardTypesView {
  battlecarsSettings(conn);
  // Read and judged inside the write transaction: a vehicle loaded meanwhile in another window counts.
  return runOperation(conn, 'bcCards.save', input, () => {
    const before = battlecarsSettings(conn);
    const after = nextSettings(before, input.cardTypes);
    const inUse = vehiclesInUse(conn);
    const broken = brokenVehicles(inUse, before, after);
    if (broken.length) refuse(broken);
    // The stored text keeps whatever else it holds (the league's standings, its entrants' table) as it was.
    const stored = conn.db.select({ settings: league.settings }).from(league).where(eq(league.id, 1)).get();
    const raw = JSON.parse(stored?.settings || '{}') as Record<string, unknown>;
    conn.db
      .update(league)
      .set({ settings: JSON.stringify({ ...raw, cardTypes: after.cardTypes }) })
      .where(eq(league.id, 1))
      .run();
    return { value: view(after, inUse), summary: changeWords(before.cardTypes, after.cardTypes) };
  });
}
