/**
 * Result types of the campaign channels: what the screens and the CLI show. Rich on purpose: names, every
 * money line with its rule, every roll with what it decided, and the engine's own explanations.
 */
import type { Problem, SheetField } from '../../../engine/ruleset';
import type { RollRecord } from '../../../engine/dice';
import type { campaign, car, driver } from '../../../engine/dethmetal';

export type LedgerLine = campaign.LedgerLine;
export type SponsorType = campaign.SponsorType;

export interface CompetitorView {
  id: number;
  name: string;
  franchiseId: number | null;
  franchiseName: string | null;
  status: 'active' | 'out-for-season' | 'retired' | 'free-agent';
  contracted: boolean;
  /** Wage paid for `wageSeason`, in k. */
  wage: number;
  wageSeason: number | null;
  driver: driver.Driver;
  /** The driver sheet: every number with its explanation. */
  sheet: SheetField[];
  usable: boolean;
  /** Why he may not be put in a car now (retired, barred by a quirk, misses this match …). */
  unavailable: string[];
  retiresAtSeasonEnd: boolean;
  /** What rehiring him costs as a veteran (50k + 2k per level). */
  veteranWage: number;
}

export interface StoreItemView {
  id: number;
  franchiseId: number;
  category: 'tires' | 'gear-set' | 'weapon' | 'expendable' | 'rare';
  item: string;
  detail: Record<string, unknown>;
  price: number;
  origin: 'bought' | 'free' | 'found';
  vehicleId: number | null;
  vehicleName: string | null;
  status: 'held' | 'used' | 'lost' | 'sold';
  acquiredSeason: number;
}

export interface VehicleView {
  id: number;
  franchiseId: number;
  name: string;
  budget: number;
  bonusDp: number;
  status: 'active' | 'sold';
  criticals: number;
  damage: number;
  purchasePrice: number;
  boughtSeason: number;
  soldSeason: number | null;
  design: car.CarDesign;
  derived: car.CarDerived;
  sheet: SheetField[];
  problems: Problem[];
  /** Items fitted from the stores. */
  kit: StoreItemView[];
  /** Broken down by a temperamental device for this match (pre-match roll), if one is pending. */
  brokenDownFor: number | null;
}

export interface SponsorView {
  id: number;
  franchiseId: number;
  type: SponsorType;
  status: 'held' | 'left' | 'dropped' | 'bankrupt';
  came: 'founding' | 'party' | 'pool' | 'contract';
  fromSeason: number;
  toSeason: number | null;
  safeSeasons: number[];
  income: string;
  effect: string;
}

export interface FranchiseDetail {
  id: number;
  name: string;
  colour: string;
  owner: string;
  createdAt: string;
  cash: number;
  mechanicRating: number;
  foundedSeason: number | null;
  expansion: boolean;
  cupBonusDue: number;
  partySeason: number | null;
  roster: CompetitorView[];
  vehicles: VehicleView[];
  /** Held items not fitted to a car. */
  stores: StoreItemView[];
  sponsors: SponsorView[];
  formerSponsors: SponsorView[];
  /** Size of franchise for the overhead table (gaps.md #63). */
  size: number;
  /** Roster and stables limits (6–10, 3–5). */
  problems: Problem[];
}

/** One franchise at a glance (the League overview): every franchise in one query, no per-franchise reads. */
export interface FranchiseOverview {
  id: number;
  name: string;
  colour: string;
  owner: string;
  createdAt: string;
  /** null: added by name, not founded yet. */
  foundedSeason: number | null;
  expansion: boolean;
  cash: number;
  mechanicRating: number;
  /** Competitors on the roster (not retired), and those of them with status active. */
  roster: number;
  rosterActive: number;
  /** Cars in the stables, and those of them built on 75 DP (overhead penalty). */
  vehicles: number;
  overheadPenaltyVehicles: number;
  sponsors: number;
  /** Held items not fitted to a car. */
  stores: number;
  /** Size of franchise for the overhead table (gaps.md #63). */
  size: number;
  /** Roster and stables limits (6–10, 3–5), as franchise.details reports them. */
  problems: Problem[];
}

export interface LedgerEntry {
  id: number;
  franchiseId: number;
  seasonNumber: number;
  matchId: number | null;
  amount: number;
  reason: string;
  rule: string;
  stage: LedgerLine['stage'];
  op: string;
  /** Cash after this line. */
  balance: number;
}

/** Money moved by one operation, per franchise. */
export interface MoneyMoved {
  franchiseId: number;
  franchise: string;
  lines: LedgerLine[];
  cashAfter: number;
}

export interface OperationResult {
  summary: string;
  money: MoneyMoved[];
  rolls: RollRecord[];
}

/** A money move (gaps.md #93): what was recorded, and the notice that nothing else changed with it. */
export interface MoneyMoveResult extends OperationResult {
  notice: string;
}

/** What a buy or refit does with the stores: items fitted from them, bought now, free with a new car, taken off. */
export interface KitChanges {
  fitted: string[];
  bought: string[];
  free: string[];
  returned: string[];
}

/** A car bought, refitted or sold; `preview` (a quote) means the same operation was worked out and rolled back. */
export interface GarageResult extends OperationResult {
  preview: boolean;
  vehicle: VehicleView;
  kit: KitChanges;
}

export interface FoundResult extends OperationResult {
  franchise: FranchiseDetail;
  startingSponsors: SponsorType[];
  partyAttracted: SponsorType[];
  spent: number;
  remaining: number;
}

export interface PartyResult extends OperationResult {
  count: number;
  attracted: SponsorType[];
  added: SponsorType[];
  dropped: SponsorType[];
}

export interface CompetitorPostMatch {
  competitorId: number;
  name: string;
  tookPart: boolean;
  role: 'driver' | 'gunner' | null;
  points: number;
  criticals: number;
  outOfAction: boolean;
  cloned: boolean;
  xp: driver.XpAward;
  levelBefore: number;
  levelAfter: number;
  /**
   * One per level gained. `text` is the roll in one line, as the career history keeps it: "Level 3: 2d6 = 8 → Driving
   * Talent; 1d6 = 4 → Big foot" (re-rolls included, each roll's purpose in `rolls`); `explanation` is that line after
   * "Level 3: ".
   */
  advancements: { level: number; text: string; explanation: string[]; gain: driver.AdvancementGain }[];
  quirkCheck: { explanation: string[]; quirk: string | null } | null;
  fatigue: { change: number; explanation: string[] };
  statusAfter: CompetitorView['status'];
}

export interface VehiclePostMatch {
  vehicleId: number;
  name: string;
  raced: boolean;
  destroyed: boolean;
  criticals: number;
  damage: number;
  lost: { item: string; reason: string; standardPrice: number | null }[];
}

export interface FranchisePostMatch {
  franchiseId: number;
  franchise: string;
  points: number;
  won: boolean;
  prize: number;
  cashBefore: number;
  cashAfter: number;
  netIncome: number;
  franchiseSize: number;
  profit: number;
  overheadBands: { income: string; size: string };
  lines: LedgerLine[];
  /** Finds this match (World Trade, tinkering): bought now (`buyFound`) or lost. */
  offers: campaign.FoundItem[];
  bought: string[];
  sponsorsAfter: SponsorType[];
  competitors: CompetitorPostMatch[];
  vehicles: VehiclePostMatch[];
}

export interface PostMatchReport {
  preview: boolean;
  matchId: number;
  seasonNumber: number;
  number: number;
  prize: { pot: number; shares: Record<string, number> };
  franchises: FranchisePostMatch[];
  rolls: RollRecord[];
  summary: string;
}

export interface StandingRow {
  franchiseId: number;
  franchise: string;
  colour: string;
  place: number;
  points: number;
  wins: number;
  matches: number;
  cash: number;
  /** Money in and out over the period (ledger credits, debits). */
  income: number;
  spending: number;
  metalCups: number;
  /** Competitors put out of action over the period (the third tie-breaker, gaps.md #84). */
  outOfAction: number;
  /** What placed this team against those level with it on points (gaps.md #84). */
  decidedBy: campaign.DecidedBy;
}

/** Who beat whom: row franchise against column franchise, in the matches both took part in (null on the diagonal). */
export interface HeadToHeadGrid {
  franchiseIds: number[];
  cells: ({ won: number; lost: number; drawn: number } | null)[][];
}

/** A league leaderboard: the top entries of one recorded statistic, labelled with what it counts. */
export interface Leaderboard {
  key: 'points' | 'criticals' | 'outOfAction' | 'xp' | 'carsDestroyed' | 'prizeMoney';
  title: string;
  /** What the number counts, in the organizer's words. */
  counts: string;
  rows: { name: string; franchise: string | null; value: number }[];
}

export interface CompetitorCareer {
  competitorId: number;
  name: string;
  franchise: string | null;
  status: CompetitorView['status'];
  level: number;
  xp: number;
  matches: number;
  points: number;
  criticals: number;
  deaths: number;
  quirks: string[];
}

/** One career event: a hire, trade, draft pick, level, quirk, clone or retirement. */
export interface CareerEventView {
  seasonNumber: number;
  matchId: number | null;
  kind: string;
  text: string;
}

export interface VehicleHistory {
  vehicleId: number;
  name: string;
  franchise: string;
  status: 'active' | 'sold';
  matches: number;
  criticals: number;
  destroyed: number;
}

export interface Standings {
  /** null for all-time. */
  seasonNumber: number | null;
  seasons: number[];
  franchises: StandingRow[];
  competitors: CompetitorCareer[];
  vehicles: VehicleHistory[];
  headToHead: HeadToHeadGrid;
  leaderboards: Leaderboard[];
}

// A Dethmetal season's view carries its season-end report (the core's SeasonView, leagueTypes.ts).
declare module '../leagueTypes' {
  interface SeasonSummaries {
    dethmetal: SeasonEndReport;
  }
}

export interface SeasonEndReport {
  preview: boolean;
  seasonNumber: number;
  nextSeasonNumber: number;
  standings: { franchiseId: number; franchise: string; points: number; wins?: number; place: number; decidedBy?: campaign.DecidedBy }[];
  /** Franchises the season end leaves below a minimum (roster 6, stables 3): they must hire or buy before their next match (gaps.md #71). */
  shortfalls?: {
    franchiseId: number;
    franchise: string;
    competitors: number;
    vehicles: number;
    problems: string[];
    /** Why the draft left it with this roster, in the rule's terms (absent without a draft, and in older reports). */
    why?: string;
  }[];
  metalCup: { winnerIds: number[]; winners: string[]; bonusDue: Record<string, number>; extraContract: string[] };
  retirements: { competitorId: number; name: string; franchise: string | null; reasons: string[] }[];
  mechanics: { franchise: string; rating: number; kept: boolean; cost: number }[];
  draft: {
    enabled: boolean;
    /** The draft rule with the league's numbers and house rules (absent in older reports). */
    rule?: string;
    order: string[];
    picks: Record<string, number>;
    made: { pick: number; round: number; team: string; competitor: string | null }[];
    outcomes: { competitorId: number; name: string; from: string | null; outcome: campaign.DraftOutcomeKind; to: string | null; wage: number | null }[];
  };
  sponsors: {
    leaving: { team: string; sponsor: SponsorType; income: number }[];
    order: string[];
    taken: { team: string; sponsor: SponsorType | null }[];
    pool: SponsorType[];
  };
  money: MoneyMoved[];
  rolls: RollRecord[];
  summary: string;
}

export interface CarCheck {
  ok: boolean;
  design: car.CarDesign | null;
  derived: car.CarDerived | null;
  sheet: SheetField[];
  problems: Problem[];
}
