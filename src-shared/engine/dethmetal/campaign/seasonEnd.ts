import type { Dice, RollRecord } from '../../dice';
import type { Problem } from '../../ruleset';
import type { LedgerLine } from './ledger';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';
import { addSponsor, canHireRating4Mechanic, rollSponsorIncome } from './sponsors';
import { orderTeams, rollOff, topPlaces, type Standing } from './standings';
import { FRANCHISE_CONTRACTS, MECHANIC_STAFF, METAL_CUP_BONUS, TOP_AND_BOTTOM_PLACES, type MechanicRating } from './tables/franchise';
import { MAX_SPONSORS, type SponsorType } from './tables/sponsors';

export interface MetalCupResult {
  winners: string[];
  /** Each winner's 1d6 × 5k, paid with its next income collected (postMatchMoney's cupBonusDue, gaps.md #64). */
  bonusDue: Record<string, number>;
  /** Teams with three franchise contracts instead of two: the top two places, ties included (gaps.md #77). */
  extraContract: string[];
}

/** The Metal Cup: most season points wins; ties all win or roll off (gaps.md #77). */
export function metalCup(dice: Dice, standings: readonly Standing[], settings: CampaignSettings): MetalCupResult {
  const tiedFirst = topPlaces(standings, 1);
  const winners = settings.metalCupTies === 'rollOff' ? rollOff(dice, tiedFirst, 'Metal Cup').slice(0, 1) : tiedFirst;
  const bonusDue: Record<string, number> = {};
  for (const team of winners) {
    const roll = dice.roll(`${METAL_CUP_BONUS.dice} x${METAL_CUP_BONUS.per}k`, `Metal Cup bonus: ${team}`);
    dice.decide(roll, `${roll.value}k with the next income`);
    bonusDue[team] = roll.value;
  }
  return { winners, bonusDue, extraContract: topPlaces(standings, TOP_AND_BOTTOM_PLACES) };
}

/** Franchise contracts per team: two, three for the top two places (gaps.md #77, #79). */
export function contractAllowance(standings: readonly Standing[]): Record<string, number> {
  const top = topPlaces(standings, TOP_AND_BOTTOM_PLACES);
  return Object.fromEntries(standings.map((s) => [s.team, top.includes(s.team) ? FRANCHISE_CONTRACTS.topTwo : FRANCHISE_CONTRACTS.base]));
}

/** "Any competitors forced into retirement from injuries are automatically removed … at the end of the season." */
export function applyForcedRetirements<C extends { forcedRetirement?: boolean }>(competitors: readonly C[]): { retired: C[]; remaining: C[] } {
  return { retired: competitors.filter((c) => c.forcedRetirement), remaining: competitors.filter((c) => !c.forcedRetirement) };
}

/**
 * Mechanic staff "must be paid one-half their hire-on cost or they leave": the printed 12k / 50k / 75k, or exact
 * halves rounded up; rating 4 can only be kept while a Tire company, Mechanic shop or Car dealership is held
 * (gaps.md #67).
 */
export function mechanicRetention(
  rating: MechanicRating,
  sponsors: readonly SponsorType[],
  settings: CampaignSettings,
): { cost: number; line?: LedgerLine; problems: Problem[] } {
  const staff = MECHANIC_STAFF[rating];
  const cost = settings.mechanicRetention === 'printed' ? staff.printedRetention : Math.ceil(staff.seasonHire / 2);
  const problems =
    rating === 4 && !canHireRating4Mechanic(sponsors)
      ? [
          problem(
            CAMPAIGN_RULES.retirements,
            'rating4NeedsSponsor',
            'A rating-4 mechanic can only be kept while a Tire company, Mechanic shop or Car dealership sponsor is held (gaps.md #67).',
          ),
        ]
      : [];
  if (cost === 0) return { cost, problems };
  return {
    cost,
    line: { amount: -cost, reason: `Mechanic staff rating ${rating} retained for next season`, rule: CAMPAIGN_RULES.retirements, stage: 'spending' },
    problems,
  };
}

export interface SeasonSponsorsTeam extends Standing {
  sponsors: readonly SponsorType[];
  /** The sponsor declared safe this season. */
  safe?: SponsorType;
  /** The one declared safe last season (may not be declared safe again back-to-back). */
  lastSeasonSafe?: SponsorType;
}

export interface SeasonSponsorsResult {
  status: 'complete' | 'needsChoice';
  /** The sponsor each team lost, with its farewell income (straight to the bank, gaps.md #64). */
  leaving: { team: string; sponsor: SponsorType; line: LedgerLine }[];
  /** Pick order: most season points first. */
  order: string[];
  taken: { team: string; sponsor: SponsorType | null }[];
  /** What is left in the pool. */
  pool: SponsorType[];
  sponsors: Record<string, SponsorType[]>;
  /** When a choice is needed: the team to pick and what it may take. */
  next?: { team: string; options: SponsorType[] };
  problems: Problem[];
  rolls: RollRecord[];
}

/** Pick one of `items` at random with a d6, re-rolling results above the count. */
function pickAtRandom<T>(dice: Dice, items: readonly T[], label: (t: T) => string, purpose: string): T {
  if (items.length === 1) return items[0]!;
  if (items.length > 6) throw new Error('pickAtRandom handles at most six items');
  let roll = dice.roll('1d6', `${purpose} (${items.map((t, i) => `${i + 1} ${label(t)}`).join(', ')})`);
  while (roll.value > items.length) {
    dice.decide(roll, 're-roll');
    roll = dice.reroll(roll, `only ${items.length} to choose from`);
  }
  const picked = items[roll.value - 1]!;
  dice.decide(roll, label(picked));
  return picked;
}

/**
 * End-of-season sponsors (gaps.md #78): each franchise with two or more sponsors loses one random sponsor that is
 * not its safe one and collects its farewell income; then, most season points first, each franchise takes one
 * sponsor from the pool (its own former sponsor allowed; a team that cannot legally take any skips). `picks` are
 * the owners' choices in turn order; run again with one more pick when `status` is 'needsChoice'.
 */
export function seasonEndSponsors(
  dice: Dice,
  teams: readonly SeasonSponsorsTeam[],
  picks: readonly SponsorType[],
  settings: CampaignSettings,
  ranking?: readonly string[],
): SeasonSponsorsResult {
  const firstRoll = dice.log.length;
  const problems: Problem[] = [];
  const sponsors: Record<string, SponsorType[]> = Object.fromEntries(teams.map((t) => [t.team, [...t.sponsors]]));
  const leaving: SeasonSponsorsResult['leaving'] = [];
  const pool: SponsorType[] = [];

  for (const t of teams) {
    const name = t.name ?? t.team;
    let safe = t.safe;
    if (safe !== undefined && !t.sponsors.includes(safe)) {
      problems.push(problem(CAMPAIGN_RULES.seasonSponsors, 'safeNotHeld', `${name} declared ${safe} safe but does not have it.`, [t.team, 'safe']));
      safe = undefined;
    } else if (safe !== undefined && safe === t.lastSeasonSafe) {
      problems.push(problem(CAMPAIGN_RULES.seasonSponsors, 'safeBackToBack', `${name} may not declare ${safe} safe two seasons running.`, [t.team, 'safe']));
      safe = undefined;
    }
    const held = sponsors[t.team]!;
    if (held.length < 2) continue;
    const safeAt = safe === undefined ? -1 : held.indexOf(safe);
    const candidates = held.map((s, i) => ({ s, i })).filter((c) => c.i !== safeAt);
    const lost = pickAtRandom(dice, candidates, (c) => c.s, `${name}: sponsor leaving`);
    held.splice(lost.i, 1);
    pool.push(lost.s);
    const { amount } = rollSponsorIncome(dice, lost.s, false, `${name}: farewell income from ${lost.s}`);
    leaving.push({
      team: t.team,
      sponsor: lost.s,
      line: { amount, reason: `Farewell income: ${lost.s}`, rule: CAMPAIGN_RULES.seasonSponsors, stage: 'direct' },
    });
  }

  // The season end's ranking (every tie broken, gaps.md #83) when given; otherwise ties roll off here.
  const order = ranking ? [...ranking] : orderTeams(dice, teams, 'mostFirst', 'Sponsor picks');
  const nameOf = new Map(teams.map((t) => [t.team, t.name ?? t.team]));
  const taken: SeasonSponsorsResult['taken'] = [];
  let pickIndex = 0;
  const result = (status: SeasonSponsorsResult['status'], next?: SeasonSponsorsResult['next']): SeasonSponsorsResult => ({
    status,
    leaving,
    order,
    taken,
    pool,
    sponsors,
    ...(next ? { next } : {}),
    problems,
    rolls: dice.log.slice(firstRoll),
  });

  for (const team of order) {
    if (pool.length === 0) break;
    const held = sponsors[team]!;
    const options = [...new Set(pool)].filter((s) => held.length < MAX_SPONSORS && addSponsor(held, s, settings).status === 'added');
    if (options.length === 0) {
      taken.push({ team, sponsor: null });
      continue;
    }
    const choice: SponsorType | undefined = options.length === 1 ? options[0] : picks[pickIndex++];
    if (choice === undefined) return result('needsChoice', { team, options });
    if (!options.includes(choice)) {
      problems.push(
        problem(CAMPAIGN_RULES.seasonSponsors, 'badPick', `${nameOf.get(team)} cannot take ${choice}; it may take ${options.join(', ')}.`, [
          'picks',
          pickIndex - 1,
        ]),
      );
      return result('needsChoice', { team, options });
    }
    held.push(choice);
    pool.splice(pool.indexOf(choice), 1);
    taken.push({ team, sponsor: choice });
  }
  return result('complete');
}
