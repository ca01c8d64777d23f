import type { Problem } from '../../ruleset';
import { ledgerTotal, type LedgerLine } from './ledger';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';
import { pricePurchase, type Purchase } from './shopping';
import { partyRow } from './sponsors';
import { ROSTER_SIZE, SEED_MONEY, STABLE_SIZE, type MechanicRating } from './tables/franchise';
import { PARTY_AMOUNTS, STARTING_SPONSORS, type SponsorType } from './tables/sponsors';

/** Everything a new franchise spends its 1000k seed money on (Starting a new franchise). */
export interface FoundingPlan {
  /** A competitor with `veteranLevel` is a veteran hired back (50k + 2k per level); otherwise a rookie (50k). */
  competitors: readonly { name: string; veteranLevel?: number }[];
  mechanicRating: MechanicRating;
  vehicles: readonly { name: string; overheadPenalty: boolean }[];
  /** The three starting sponsors (rolled with rollStartingSponsors, or chosen if the league says so, gaps.md #56). */
  sponsors: readonly SponsorType[];
  partySpend?: number;
  purchases?: readonly Extract<Purchase, { kind: 'stores' | 'expendable' }>[];
}

export interface FoundingPrice {
  lines: LedgerLine[];
  /** Total spent, in k (positive). */
  spent: number;
  /** Seed money left. */
  remaining: number;
  problems: Problem[];
}

/**
 * Roster 6–10 (the minimum can be advisory) and stables 3–5. Minimums bind at season start; during a season a
 * team below them must hire or buy before its next match (gaps.md #71), so callers may check maximums only.
 */
export function franchiseLimitProblems(competitors: number, vehicles: number, settings: CampaignSettings, checkMinimums = true): Problem[] {
  const problems: Problem[] = [];
  if (competitors > ROSTER_SIZE.max)
    problems.push(
      problem(CAMPAIGN_RULES.roster, 'rosterTooLarge', `A roster can have at most ${ROSTER_SIZE.max} competitors; this one has ${competitors}.`, [
        'competitors',
      ]),
    );
  if (checkMinimums && settings.enforceRosterMinimum && competitors < ROSTER_SIZE.min) {
    problems.push(
      problem(CAMPAIGN_RULES.roster, 'rosterTooSmall', `A roster needs at least ${ROSTER_SIZE.min} competitors (gaps.md #71); this one has ${competitors}.`, [
        'competitors',
      ]),
    );
  }
  if (checkMinimums && vehicles < STABLE_SIZE.min)
    problems.push(
      problem(CAMPAIGN_RULES.stables, 'stablesTooSmall', `Three vehicles are an absolute minimum for the stables; this one has ${vehicles}.`, ['vehicles']),
    );
  if (vehicles > STABLE_SIZE.max)
    problems.push(
      problem(CAMPAIGN_RULES.stables, 'stablesTooLarge', `The stables cannot have more than ${STABLE_SIZE.max} vehicles; this one has ${vehicles}.`, [
        'vehicles',
      ]),
    );
  return problems;
}

function sponsorProblems(sponsors: readonly SponsorType[], settings: CampaignSettings): Problem[] {
  const problems: Problem[] = [];
  if (sponsors.length !== STARTING_SPONSORS) {
    problems.push(
      problem(
        CAMPAIGN_RULES.attractSponsors,
        'startingSponsors',
        `A new franchise starts with exactly ${STARTING_SPONSORS} sponsors; this plan has ${sponsors.length}.`,
        ['sponsors'],
      ),
    );
  }
  if (!settings.duplicateSponsorTypes && new Set(sponsors).size !== sponsors.length) {
    problems.push(problem(CAMPAIGN_RULES.attractSponsors, 'duplicateSponsor', 'The starting sponsors must be of different types (gaps.md #57).', ['sponsors']));
  }
  return problems;
}

/** Validate a founding plan and price it against the 1000k seed money. */
export function priceFoundingPlan(plan: FoundingPlan, settings: CampaignSettings): FoundingPrice {
  const problems: Problem[] = [...franchiseLimitProblems(plan.competitors.length, plan.vehicles.length, settings), ...sponsorProblems(plan.sponsors, settings)];
  const purchases: { purchase: Purchase; path: (string | number)[] }[] = [
    ...plan.competitors.map((c, i) => ({
      purchase: { kind: 'hire', name: c.name, ...(c.veteranLevel === undefined ? {} : { veteranLevel: c.veteranLevel }) } as const,
      path: ['competitors', i],
    })),
    ...(plan.mechanicRating > 1 ? [{ purchase: { kind: 'mechanic', rating: plan.mechanicRating, term: 'season' } as const, path: ['mechanicRating'] }] : []),
    ...plan.vehicles.map((v, i) => ({ purchase: { kind: 'vehicle', name: v.name, overheadPenalty: v.overheadPenalty } as const, path: ['vehicles', i] })),
    ...(plan.purchases ?? []).map((p, i) => ({ purchase: p, path: ['purchases', i] })),
  ];
  const lines: LedgerLine[] = [];
  for (const { purchase, path } of purchases) {
    const priced = pricePurchase(purchase, plan.sponsors);
    lines.push(...priced.lines);
    problems.push(...priced.problems.map((pr) => ({ ...pr, path: [...path, ...pr.path] })));
  }
  if (plan.partySpend !== undefined) {
    if (partyRow(plan.partySpend, settings) === undefined) {
      problems.push(
        problem(
          CAMPAIGN_RULES.sponsorParty,
          'partyAmount',
          `A party costs one of ${PARTY_AMOUNTS.map((a) => `${a}k`).join(', ')} (gaps.md #58); ${plan.partySpend}k is not possible.`,
          ['partySpend'],
        ),
      );
    } else lines.push({ amount: -plan.partySpend, reason: `Sponsor party (${plan.partySpend}k)`, rule: CAMPAIGN_RULES.sponsorParty, stage: 'spending' });
  }
  const spent = -ledgerTotal(lines);
  const remaining = SEED_MONEY - spent;
  if (remaining < 0)
    problems.push(problem(CAMPAIGN_RULES.founding, 'overBudget', `The plan costs ${spent}k, ${-remaining}k more than the ${SEED_MONEY}k seed money.`));
  return { lines, spent, remaining, problems };
}
