import type { Dice, RollRecord } from '../../dice';
import type { Problem } from '../../ruleset';
import { repairReplacementCloning, type MatchVehicle } from './costs';
import { rollTinkering, rollWorldTrade, tinkerersFor, type FoundItem } from './finds';
import { franchiseLimitProblems } from './founding';
import { ledgerTotal, type LedgerLine } from './ledger';
import { problem } from './problems';
import { franchiseSize, overheadProfit, type FranchiseSummary } from './overhead';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';
import { pricePurchase, type Purchase } from './shopping';
import { addSponsor, bankruptHoldingCompany, cupIncomeBonusApplies, rollSponsorIncome } from './sponsors';
import type { SponsorType } from './tables/sponsors';

/** Everything the post-match money of one franchise depends on, as plain facts. */
export interface PostMatchInput {
  franchise: FranchiseSummary;
  sponsors: readonly SponsorType[];
  /** Money in the bank before this match's money, in k. */
  cash: number;
  /** This franchise's share of the prize pot (awardPrizeMoney), in k. */
  prizeMoney: number;
  /** 1-based number of the match within the season. */
  matchNumber: number;
  /** Won the Metal Cup last season: +1 on sponsor income rolls in the first half of this season. */
  metalCupHolder?: boolean;
  /** The Cup's 1d6 × 5k bonus, paid "directly to your franchise's next income collected" (gaps.md #64). */
  cupBonusDue?: number;
  /** Competitors on the roster with the Face talent (one 2d6 income roll each, gaps.md #13). */
  faceCompetitors?: number;
  vehicles?: readonly MatchVehicle[];
  /** Competitors who died in the match and are cloned (gaps.md #52). */
  clones?: readonly string[];
  /** Tinkerer competitors who were not out of action at the end of the match. */
  tinkerers?: readonly string[];
  /** Spin the World Trade table (never mandatory). */
  worldTrade?: boolean;
  /** With worldTradeRolls = perSeason: the franchise already spun this season. */
  worldTradeUsedThisSeason?: boolean;
  /** Cash in the Holding company after income is collected. */
  bankruptHoldingCompany?: boolean;
  /** Keys of this run's finds the owner buys (run again with the same dice to add them). */
  buyFound?: readonly string[];
  /** For a found New contract at five sponsors: the sponsor it replaces. */
  newContractReplaces?: SponsorType;
  purchases?: readonly Purchase[];
}

export interface PostMatchMoney {
  /** Every money line in order; their sum is the change to the bank. */
  lines: LedgerLine[];
  netIncome: number;
  franchiseSize: number;
  /** The Franchise Overhead Table cell: the profit banked from net income (gaps.md #62). */
  profit: number;
  overheadBands: { income: string; size: string };
  balanceChange: number;
  cash: number;
  /** Finds this match: buy them now (buyFound) or they are lost. */
  offers: FoundItem[];
  /** Sponsors after bankruptcy and any New contract bought. */
  sponsors: SponsorType[];
  problems: Problem[];
  rolls: RollRecord[];
}

/**
 * The post-match money of one franchise for one match, in the order of Part VI › Post-match: prize, sponsor income
 * and Face income, less repair/replacement/cloning; the Franchise Overhead Table turns that net income into the
 * profit banked; then money that bypasses overhead (Cup bonus, Holding-company bankruptcy, gaps.md #64); then
 * Shopping: tinkering and World Trade finds (rolled after profits are banked, gaps.md #15) and purchases.
 */
export function postMatchMoney(dice: Dice, input: PostMatchInput, settings: CampaignSettings): PostMatchMoney {
  const firstRoll = dice.log.length;
  const problems: Problem[] = [];
  const lines: LedgerLine[] = [];

  lines.push({ amount: input.prizeMoney, reason: 'Prize money', rule: CAMPAIGN_RULES.prizeMoney, stage: 'income' });

  const cupBonus = input.metalCupHolder === true && cupIncomeBonusApplies(input.matchNumber, settings);
  for (const sponsor of input.sponsors) {
    const { amount } = rollSponsorIncome(dice, sponsor, cupBonus);
    lines.push({ amount, reason: `Sponsor income: ${sponsor}${cupBonus ? ' (Metal Cup +1)' : ''}`, rule: CAMPAIGN_RULES.sponsorIncome, stage: 'income' });
  }
  for (let i = 1; i <= (input.faceCompetitors ?? 0); i++) {
    const roll = dice.roll(`2d6 x${settings.faceIncomeMultiplier}k`, `Face income (${i})`);
    dice.decide(roll, `${roll.value}k`);
    lines.push({ amount: roll.value, reason: `Face income (${i})`, rule: CAMPAIGN_RULES.face, stage: 'income' });
  }
  lines.push(...repairReplacementCloning(input.vehicles ?? [], input.clones ?? [], input.sponsors, settings));

  const netIncome = ledgerTotal(lines);
  const size = franchiseSize(input.franchise);
  const overhead = overheadProfit(netIncome, size);
  lines.push({
    amount: overhead.profit - netIncome,
    reason: `Overhead: net income ${netIncome}k (${overhead.incomeBand}), franchise size ${size} (${overhead.sizeBand}) → profit ${overhead.profit}k`,
    rule: CAMPAIGN_RULES.overheadTable,
    stage: 'overhead',
  });

  if (input.cupBonusDue) lines.push({ amount: input.cupBonusDue, reason: 'Metal Cup bonus', rule: CAMPAIGN_RULES.metalCup, stage: 'direct' });
  let sponsors = [...input.sponsors];
  if (input.bankruptHoldingCompany) {
    const b = bankruptHoldingCompany(dice, sponsors);
    sponsors = b.sponsors;
    if (b.line) lines.push(b.line);
    problems.push(...b.problems);
  }

  const offers: FoundItem[] = [];
  tinkerersFor(input.tinkerers ?? [], sponsors).forEach((t, i) => {
    const item = rollTinkering(dice, t, sponsors, settings, `tinkering:${i}:${t.source}`);
    if (item) offers.push(item);
  });
  if (input.worldTrade) {
    if (settings.worldTradeRolls === 'perSeason' && input.worldTradeUsedThisSeason) {
      problems.push(
        problem(CAMPAIGN_RULES.shopping, 'worldTradeUsed', 'This league allows one World Trade roll per season, and it has been used (gaps.md #73).', [
          'worldTrade',
        ]),
      );
    } else {
      const item = rollWorldTrade(dice, sponsors, settings);
      if (item) offers.push(item);
    }
  }

  for (const key of input.buyFound ?? []) {
    const item = offers.find((o) => o.key === key);
    if (!item) {
      problems.push(
        problem(CAMPAIGN_RULES.shopping, 'unknownFind', `Nothing was found under "${key}" this match; finds must be bought at once or are lost.`, ['buyFound']),
      );
      continue;
    }
    if (item.sponsor) {
      const added = addSponsor(sponsors, item.sponsor, settings, input.newContractReplaces);
      if (added.status === 'choiceNeeded') {
        problems.push(
          problem(CAMPAIGN_RULES.worldTrade, 'sponsorToReplace', `Five sponsors already: name the one the ${item.sponsor} contract replaces.`, [
            'newContractReplaces',
          ]),
        );
        continue;
      }
      if (added.status === 'refused') {
        problems.push(added.problem);
        continue;
      }
      sponsors = added.sponsors;
    }
    lines.push({ amount: -item.price, reason: `${item.source}: ${item.name}${item.sponsor ? ` (${item.sponsor})` : ''}`, rule: item.rule, stage: 'spending' });
  }

  let competitors = input.franchise.competitors;
  let vehicleCount = input.franchise.vehicles;
  (input.purchases ?? []).forEach((p, i) => {
    const priced = pricePurchase(p, sponsors);
    lines.push(...priced.lines);
    problems.push(...priced.problems.map((pr) => ({ ...pr, path: ['purchases', i, ...pr.path] })));
    if (p.kind === 'hire') competitors++;
    if (p.kind === 'vehicle') vehicleCount++;
    if (p.kind === 'sellVehicle') vehicleCount--;
  });
  problems.push(...franchiseLimitProblems(competitors, vehicleCount, settings, false));

  const balanceChange = ledgerTotal(lines);
  const cash = input.cash + balanceChange;
  if (cash < 0)
    problems.push(problem(CAMPAIGN_RULES.shopping, 'overspent', `Purchases leave the bank at ${cash}k; only profits and savings may be spent.`, ['purchases']));

  return {
    lines,
    netIncome,
    franchiseSize: size,
    profit: overhead.profit,
    overheadBands: { income: overhead.incomeBand, size: overhead.sizeBand },
    balanceChange,
    cash,
    offers,
    sponsors,
    problems,
    rolls: dice.log.slice(firstRoll),
  };
}

/**
 * Who won a match, by team: the most match points, every tied team winning (gaps.md #12), and nobody when every team
 * scored 0 (gaps.md #85: a scoreless match has no winner, so no "Winning the match" XP).
 */
export function matchWinners(points: Readonly<Record<string, number>>): Set<string> {
  const best = Math.max(0, ...Object.values(points));
  return new Set(best > 0 ? Object.keys(points).filter((team) => points[team] === best) : []);
}
