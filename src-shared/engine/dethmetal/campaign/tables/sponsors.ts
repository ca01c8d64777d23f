/** Sponsor tables of Part VI: the party table, the Sponsor Attracted Table and the Sponsor effect table. */

export const SPONSOR_TYPES = [
  'Oil company',
  'Car manufacturer',
  'Medical services',
  'Tire company',
  'Gun manufacturer',
  'Mechanic shop',
  'Insurance company',
  'Car dealership',
  'Engineering firm',
  'Energy company',
  'Holding company',
  'Cloning services',
  'Munitions company',
] as const;
export type SponsorType = (typeof SPONSOR_TYPES)[number];

/** Attract sponsors: "Your franchise starts with three sponsors automatically"; "never more than five". */
export const STARTING_SPONSORS = 3;
export const MAX_SPONSORS = 5;

/** Sponsor party table: amount spent (k) → additional sponsors for die roll 1..6 (index 0..5). */
export const SPONSOR_PARTY_TABLE = {
  10: [0, 0, 0, 0, 0, 1],
  20: [0, 0, 0, 0, 1, 1],
  40: [0, 0, 0, 1, 1, 1],
  80: [0, 0, 1, 1, 1, 2],
  150: [0, 1, 1, 1, 2, 2],
  300: [1, 1, 1, 2, 2, 2],
} as const satisfies Record<number, readonly [number, number, number, number, number, number]>;
export type PartyAmount = keyof typeof SPONSOR_PARTY_TABLE;
export const PARTY_AMOUNTS = Object.keys(SPONSOR_PARTY_TABLE)
  .map(Number)
  .sort((a, b) => a - b) as PartyAmount[];

/** Sponsor Attracted Table (D66). `d66` is the explicit result set of the printed range (gaps.md #4). */
export const SPONSOR_ATTRACTED_TABLE = [
  { printed: '11 - 13', d66: [11, 12, 13], sponsor: 'Oil company' },
  { printed: '14 - 16', d66: [14, 15, 16], sponsor: 'Car manufacturer' },
  { printed: '21 - 23', d66: [21, 22, 23], sponsor: 'Medical services' },
  { printed: '24 - 26', d66: [24, 25, 26], sponsor: 'Tire company' },
  { printed: '31 - 33', d66: [31, 32, 33], sponsor: 'Gun manufacturer' },
  { printed: '34 - 36', d66: [34, 35, 36], sponsor: 'Mechanic shop' },
  { printed: '41 - 42', d66: [41, 42], sponsor: 'Insurance company' },
  { printed: '43 - 45', d66: [43, 44, 45], sponsor: 'Car dealership' },
  { printed: '46 - 51', d66: [46, 51], sponsor: 'Engineering firm' },
  { printed: '52 - 54', d66: [52, 53, 54], sponsor: 'Energy company' },
  { printed: '55 - 61', d66: [55, 56, 61], sponsor: 'Holding company' },
  { printed: '62 - 63', d66: [62, 63], sponsor: 'Cloning services' },
  { printed: '64 - 66', d66: [64, 65, 66], sponsor: 'Munitions company' },
] as const satisfies readonly { printed: string; d66: readonly number[]; sponsor: SponsorType }[];

/** Income dice: `dice` × `per` k (e.g. "1d6 x10k" is { dice: '1d6', per: 10 }). */
export interface IncomeDice {
  dice: '1d6' | '2d6' | '3d6';
  per: number;
}

/** The first-roll groups of the Tinkering table, used by the Gun manufacturer's limit (gaps.md #76). */
export type TinkerGroup = 'weapon' | 'engine' | 'suspension' | 'armor' | 'electronics';

/** One row of the Sponsor effect table as data. Discounts are in k per vehicle or competitor per match. */
export interface SponsorEffect {
  income: IncomeDice;
  text: string;
  /** Car manufacturer: DP bonus for new vehicles, normal / with the overhead penalty. */
  newVehicleDp?: { normal: number; overheadPenalty: number };
  quirkCheckBonus?: number;
  pitStopBonus?: number;
  /** May hire a rating-4 mechanic through this sponsor (gaps.md #67). */
  hiresRating4Mechanic?: boolean;
  weaponDiscountPercent?: number;
  newVehicleDiscountPercent?: number;
  /** Acts as a Tinkerer succeeding on `successFrom`+; `keeps` limits the useful first-roll groups. */
  tinkerer?: { successFrom: number; keeps?: readonly TinkerGroup[] };
  criticalRepairDiscount?: { normal: number; overheadPenalty: number };
  replacementDiscount?: number;
  cloningDiscount?: number;
  /** Holding company: drop it at any time for this much income, straight to the bank. */
  bankruptcy?: IncomeDice;
  /** Munitions company: on this 1d6 result the income roll is `income` instead. */
  warBoom?: { onDie: number; income: IncomeDice };
}

/** Sponsor effect table (Part VI › Ending a season › Sponsors). */
export const SPONSOR_EFFECTS: Readonly<Record<SponsorType, SponsorEffect>> = {
  'Oil company': { income: { dice: '2d6', per: 10 }, text: 'None.' },
  'Car manufacturer': {
    income: { dice: '1d6', per: 10 },
    text: 'Any new vehicles purchased are given +3 DPC bonus (+6 if you take the overhead penalty).',
    newVehicleDp: { normal: 3, overheadPenalty: 6 },
  },
  'Medical services': {
    income: { dice: '1d6', per: 10 },
    text: 'Takes extra good care of your drivers. Gain a +1 bonus when avoiding new quirks.',
    quirkCheckBonus: 1,
  },
  'Tire company': {
    income: { dice: '1d6', per: 5 },
    text: '+1 bonus to your mechanic rating when performing pit-stops. You may hire a rating 4 mechanic from them for 300k or 50k for a single match.',
    pitStopBonus: 1,
    hiresRating4Mechanic: true,
  },
  'Gun manufacturer': {
    income: { dice: '1d6', per: 10 },
    text: "Reduce the price of any weapons purchased by 10% (not expendable items). Acts as a character with the talent 'Tinkerer' (successful on a '5' or '6'). Any non-weapon or non-electronics results count as a failed result.",
    weaponDiscountPercent: 10,
    tinkerer: { successFrom: 5, keeps: ['weapon', 'electronics'] },
  },
  'Mechanic shop': {
    income: { dice: '1d6', per: 5 },
    text: '-1k off the total repair cost of any normal repair and -2k off the total cost of overhead repair (for each vehicle, does not affect vehicle replacement). You may hire a rating 4 mechanic from them for 300k for the season or 50k for a single match.',
    criticalRepairDiscount: { normal: 1, overheadPenalty: 2 },
    hiresRating4Mechanic: true,
  },
  'Insurance company': {
    income: { dice: '1d6', per: 10 },
    text: 'Knock 5k off of any vehicle replacement or driver cloning required.',
    replacementDiscount: 5,
    cloningDiscount: 5,
  },
  'Car dealership': {
    income: { dice: '1d6', per: 10 },
    text: 'Reduces the cost of any new vehicle purchases by 10%. You may hire a rating 4 mechanic from them for 300k for the season or 50k for a single match.',
    newVehicleDiscountPercent: 10,
    hiresRating4Mechanic: true,
  },
  'Engineering firm': {
    income: { dice: '1d6', per: 5 },
    text: "Acts as a character with the talent 'Tinkerer' (successful on a '5' or '6'). Roll after every match.",
    tinkerer: { successFrom: 5 },
  },
  'Energy company': { income: { dice: '2d6', per: 10 }, text: 'None.' },
  'Holding company': {
    income: { dice: '1d6', per: 5 },
    text: 'Allows you to go bankrupt whenever you want. You lose the sponsor but gain 2d6 x 20k income immediately.',
    bankruptcy: { dice: '2d6', per: 20 },
  },
  'Cloning services': {
    income: { dice: '1d6', per: 10 },
    text: '-2k off of any driver cloning you need; +1 bonus when attempting to avoid any new quirks.',
    cloningDiscount: 2,
    quirkCheckBonus: 1,
  },
  'Munitions company': {
    income: { dice: '1d6', per: 10 },
    text: "Increase income to 3d6 x 10k on a die roll of '6'.",
    warBoom: { onDie: 6, income: { dice: '3d6', per: 10 } },
  },
} as const satisfies Record<SponsorType, SponsorEffect>;
