import { z } from 'zod';
import { campaign, car } from '../../../engine/dethmetal';
import { channel } from '../../channel';
import { sponsorType, typedDice } from './campaignFields';
import { dethmetalMatchChannels } from './matches';
import { dethmetalSeasonChannels } from './season';
import { colour, displayName, id, ownerName, uniqueList } from '../../fields';
import type {
  CareerEventView,
  CarCheck,
  CompetitorCareer,
  CompetitorView,
  FoundResult,
  FranchiseDetail,
  FranchiseOverview,
  GarageResult,
  LedgerEntry,
  MoneyMoveResult,
  OperationResult,
  PartyResult,
  VehicleHistory,
  VehicleView,
} from './campaignTypes';

export type * from './campaignTypes';
export * from './matchDetails';
export type { ScheduleInput } from '../matches';
export type { AssignInput, MatchReportView, RecordInput } from './matches';
export type { DiceLogInput, StandingsInput } from '../season';
export type { SeasonEndInput } from './season';

// The schema-level message is for a value that is not a number at all; zod would otherwise give it to a range check too.
const money = (what: string) =>
  z.number({ error: (i) => (i.code === 'invalid_type' ? `${what} must be a number (k)` : undefined) }).int({ error: `${what} is counted in whole k` });

/** A car design as JSON (checked by the car rules, which refuse a design from a newer Pitwall). */
const design = z.unknown();

const storesItem = z
  .object({
    item: z.enum([...Object.keys(campaign.STORES_ITEMS), ...Object.keys(campaign.EXPENDABLE_ITEMS)] as [string, ...string[]], {
      error: (issue) => `${JSON.stringify(issue.input)} is not on the standard price lists (Stores items, Expendable items).`,
    }),
    quantity: z.number().int().min(1, { error: 'Buy at least one' }).max(50).default(1),
    /** Tire-sets: the tread, chosen at purchase (Part II › Tire Types). */
    tread: z.enum(car.TREADS).optional(),
    /** Gear-sets: the gearing (+1, 0 or -1). */
    gearing: z.union([z.literal(1), z.literal(0), z.literal(-1)]).optional(),
  })
  .strict();

const newCompetitor = z.union([z.object({ name: displayName('Competitor name') }).strict(), z.object({ competitorId: id }).strict()]);

const foundInput = z
  .object({
    /** Found an existing franchise added by name, or create one here. */
    franchiseId: id.optional(),
    name: displayName('Franchise name').optional(),
    colour: colour.optional(),
    owner: ownerName.optional(),
    competitors: z.array(newCompetitor).max(40),
    mechanicRating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
    vehicles: z.array(z.object({ design }).strict()).max(20),
    /** Buy the standard weapons and tires the designs fit (at list price) when they are not in the stores. */
    buyMissing: z.boolean().default(true),
    /** Only when the league lets the organizer choose the starting sponsors (gaps.md #56). */
    sponsors: z.array(sponsorType).optional(),
    partySpend: money('The party budget').min(1, { error: 'The party budget must be at least 1k' }).optional(),
    stores: z.array(storesItem).max(50).default([]),
    /** Joining at a later season start (default: founded after season 1 began), gaps.md #79. */
    expansion: z.boolean().optional(),
    dice: typedDice,
  })
  .strict();

export type FoundInput = z.output<typeof foundInput>;

const hireInput = z
  .object({ franchiseId: id, name: displayName('Competitor name').optional(), competitorId: id.optional() })
  .strict()
  .refine((v) => (v.name === undefined) !== (v.competitorId === undefined), {
    error: 'Give a name for a rookie or the competitorId of a free agent, not both.',
    path: ['name'],
  });

const tradeInput = z
  .object({
    fromFranchiseId: id,
    toFranchiseId: id,
    /** Competitors going from `from` to `to`. */
    competitorIds: uniqueList(id, 'competitor', { min: 1, minError: 'Trade at least one competitor', max: 10 }),
    /** Competitors coming back the other way. */
    returnCompetitorIds: uniqueList(id, 'competitor', { max: 10 }).default([]),
    /** Agreed price paid by `to` to `from`, in k (negative: `from` pays). */
    price: money('The agreed price').default(0),
  })
  .strict();

const buyInput = z.object({ franchiseId: id, design, buyMissing: z.boolean().default(true) }).strict();
const refitInput = z.object({ vehicleId: id, design, buyMissing: z.boolean().default(true) }).strict();
/** A buy (franchiseId) or a refit (vehicleId), worked out and rolled back: what it would cost, exactly. */
const quoteInput = z.union([buyInput, refitInput], { error: 'Give the franchiseId of a car to buy or the vehicleId of a car to refit, with its design' });

const byId = z.object({ id }).strict();
const ledgerInput = z.object({ id, season: z.number().int().min(1).optional() }).strict();
const competitorInput = z.object({ competitorId: id }).strict();
const vehicleInput = z.object({ vehicleId: id }).strict();
const checkInput = z.object({ design, sponsorBonusDp: z.number().int().min(0).max(12).default(0) }).strict();
const storesInput = z.object({ franchiseId: id, items: z.array(storesItem).min(1, { error: 'Name at least one item' }).max(50) }).strict();
const mechanicInput = z
  .object({ franchiseId: id, rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'The mechanic rating is 1 to 4' }) })
  .strict();
const partyInput = z.object({ franchiseId: id, amount: money('The party budget'), drop: z.array(sponsorType).default([]), dice: typedDice }).strict();
const noInput = z.object({}).strict();

/** The longest note a money move keeps with its ledger row. */
export const MONEY_MOVE_NOTE_MAX = 200;

/**
 * Money the rules mention without a procedure (gaps.md #93: a rating-4 mechanic for one match, deals between players,
 * stores items sold, personal items), recorded as a money move with a note: + money in, − money out, in whole k.
 */
const moneyMoveInput = z
  .object({
    franchiseId: id,
    kind: z.enum(campaign.MONEY_MOVE_KINDS, {
      error: (i) => `${JSON.stringify(i.input)} is not a kind of money move (${campaign.MONEY_MOVE_KINDS.join(', ')}).`,
    }),
    amount: money('The amount')
      .min(-100_000, { error: 'The amount can be at most 100000k out' })
      .max(100_000, { error: 'The amount can be at most 100000k in' })
      .refine((n) => n !== 0, { error: 'The amount cannot be 0: give money in (+) or out (−)' }),
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .min(1, { error: 'Say what the money was for in the note' })
      .max(MONEY_MOVE_NOTE_MAX, { error: `The note can be at most ${MONEY_MOVE_NOTE_MAX} characters` })
      .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error: 'The note cannot contain control characters' }),
  })
  .strict();

export type MoneyMoveInput = z.output<typeof moneyMoveInput>;

export type TradeInput = z.output<typeof tradeInput>;
export type StoresBuyInput = z.output<typeof storesItem>[];

type WithCompetitor = OperationResult & { competitor: CompetitorView };

/** Franchises, roster, garage, stores and sponsors between matches. */
const betweenMatches = {
  'franchise.found': channel<typeof foundInput, FoundResult>('write', foundInput),
  'franchise.details': channel<typeof byId, FranchiseDetail>('read', byId),
  /** Every franchise at a glance (cash, roster, cars, sponsors, founded season) in one read, for the League overview. */
  'franchise.overviews': channel<typeof noInput, FranchiseOverview[]>('read', noInput),
  'franchise.ledger': channel<typeof ledgerInput, LedgerEntry[]>('read', ledgerInput),

  'roster.hire': channel<typeof hireInput, WithCompetitor>('write', hireInput),
  'roster.release': channel<typeof competitorInput, WithCompetitor>('write', competitorInput),
  'roster.trade': channel<typeof tradeInput, OperationResult>('write', tradeInput),
  'roster.freeAgents': channel<typeof noInput, CompetitorView[]>('read', noInput),
  'competitor.get': channel<typeof byId, CompetitorView & { career: CompetitorCareer; history: CareerEventView[] }>('read', byId),

  /** Derived numbers and problems of a design; needs no league (house rules are the league's when one is open). */
  'garage.check': channel<typeof checkInput, CarCheck>('read', checkInput),
  'garage.buy': channel<typeof buyInput, GarageResult>('write', buyInput),
  'garage.sell': channel<typeof vehicleInput, GarageResult>('write', vehicleInput),
  'garage.refit': channel<typeof refitInput, GarageResult>('write', refitInput),
  /**
   * The buy or refit as a quote: the same operation run and rolled back, so the exact amount (kit from the stores,
   * what is bought at list price, sponsor discounts) and any refusal show before Buy or Refit. Changes nothing.
   */
  'garage.quote': channel<typeof quoteInput, GarageResult>('read', quoteInput),
  'vehicle.get': channel<typeof byId, VehicleView & { history: VehicleHistory }>('read', byId),

  'stores.buy': channel<typeof storesInput, OperationResult>('write', storesInput),
  /** Mechanic staff for the season; rating 4 only through a Tire company, Mechanic shop or Car dealership sponsor. */
  'mechanic.hire': channel<typeof mechanicInput, OperationResult>('write', mechanicInput),
  /** The sponsor party: once per season, before the franchise's first match (Part VI › Attract sponsors). */
  'sponsors.party': channel<typeof partyInput, PartyResult>('write', partyInput),
  /** A money move with a note, for what the rules mention but give no procedure for (gaps.md #93). */
  'money.move': channel<typeof moneyMoveInput, MoneyMoveResult>('write', moneyMoveInput),
};

/** Dethmetal's campaign: between matches, its match channels (pre-match, assignments, post-match) and its season end and standings. */
export const campaignChannels = { ...betweenMatches, ...dethmetalMatchChannels, ...dethmetalSeasonChannels };
