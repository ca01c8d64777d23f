import type { Dice, RollRecord } from '../../dice';
import type { Problem } from '../../ruleset';
import type { LedgerLine } from './ledger';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';
import {
  MAX_SPONSORS,
  PARTY_AMOUNTS,
  SPONSOR_ATTRACTED_TABLE,
  SPONSOR_EFFECTS,
  SPONSOR_PARTY_TABLE,
  SPONSOR_TYPES,
  STARTING_SPONSORS,
  type IncomeDice,
  type PartyAmount,
  type SponsorEffect,
  type SponsorType,
} from './tables/sponsors';

export function sponsorEffect(sponsor: SponsorType): SponsorEffect {
  return SPONSOR_EFFECTS[sponsor];
}

export function sponsorForD66(result: number): SponsorType {
  const row = SPONSOR_ATTRACTED_TABLE.find((r) => (r.d66 as readonly number[]).includes(result));
  if (!row) throw new Error(`${result} is not a D66 result`);
  return row.sponsor;
}

/** One roll on the Sponsor Attracted Table; a type already held is re-rolled unless duplicates are allowed (gaps.md #57). */
export function rollSponsorType(dice: Dice, held: readonly SponsorType[], settings: CampaignSettings, purpose: string): SponsorType {
  const available = settings.duplicateSponsorTypes ? SPONSOR_TYPES : SPONSOR_TYPES.filter((t) => !held.includes(t));
  if (available.length === 0) throw new Error('Every sponsor type is already held; nothing can be attracted.');
  let roll = dice.roll('d66', purpose);
  for (;;) {
    const sponsor = sponsorForD66(roll.value);
    if (available.includes(sponsor)) {
      dice.decide(roll, sponsor);
      return sponsor;
    }
    dice.decide(roll, `${sponsor}, already held: re-roll (gaps.md #57)`);
    roll = dice.reroll(roll, `duplicate sponsor ${sponsor}`);
  }
}

/** The three starting sponsors, rolled on the D66 table without duplicates (gaps.md #56). */
export function rollStartingSponsors(dice: Dice, settings: CampaignSettings): SponsorType[] {
  const held: SponsorType[] = [];
  for (let i = 1; i <= STARTING_SPONSORS; i++) held.push(rollSponsorType(dice, held, settings, `Starting sponsor ${i} of ${STARTING_SPONSORS}`));
  return held;
}

/** The party-table row for an amount: exact rows only, or the highest row not above it (gaps.md #58). */
export function partyRow(amount: number, settings: CampaignSettings): PartyAmount | undefined {
  if (settings.partyAmounts === 'listedOnly') return PARTY_AMOUNTS.find((a) => a === amount);
  return [...PARTY_AMOUNTS].reverse().find((a) => a <= amount);
}

export interface SponsorParty {
  line: LedgerLine;
  /** How many sponsors the party attracted (0 when refused). */
  count: number;
  /** The types rolled, in order; add each with `addSponsor` (the five-sponsor cap may ask the owner to drop one). */
  attracted: SponsorType[];
  problems: Problem[];
}

/** Attract sponsors: spend on a party, roll 1d6 on the party table, roll each new sponsor on the D66 table. */
export function throwSponsorParty(dice: Dice, amount: number, held: readonly SponsorType[], settings: CampaignSettings): SponsorParty {
  const row = partyRow(amount, settings);
  if (row === undefined) {
    const listed = PARTY_AMOUNTS.map((a) => `${a}k`).join(', ');
    const message =
      settings.partyAmounts === 'listedOnly'
        ? `A party costs one of ${listed}; ${amount}k is not on the Sponsor party table (gaps.md #58).`
        : `A party must cost at least ${PARTY_AMOUNTS[0]}k; ${amount}k attracts nobody.`;
    return {
      line: { amount: 0, reason: `Sponsor party (${amount}k) refused`, rule: CAMPAIGN_RULES.sponsorParty, stage: 'spending' },
      count: 0,
      attracted: [],
      problems: [problem(CAMPAIGN_RULES.sponsorParty, 'partyAmount', message, ['partySpend'])],
    };
  }
  const roll = dice.roll('1d6', `Sponsor party (${row}k row)`);
  const count = SPONSOR_PARTY_TABLE[row][roll.value - 1]!;
  dice.decide(roll, count === 0 ? 'no new sponsor' : `${count} new sponsor${count > 1 ? 's' : ''}`);
  const attracted: SponsorType[] = [];
  for (let i = 1; i <= count; i++)
    attracted.push(rollSponsorType(dice, [...held, ...attracted], settings, `Sponsor attracted by the party (${i} of ${count})`));
  return {
    line: { amount: -amount, reason: `Sponsor party (${row}k row): ${count} sponsor(s) attracted`, rule: CAMPAIGN_RULES.sponsorParty, stage: 'spending' },
    count,
    attracted,
    problems: [],
  };
}

export type AddSponsorResult =
  | { status: 'added'; sponsors: SponsorType[] }
  | { status: 'replaced'; sponsors: SponsorType[]; dropped: SponsorType }
  /** Five sponsors already: the owner must name one to drop (it pays nothing, gaps.md #57). */
  | { status: 'choiceNeeded'; options: SponsorType[] }
  | { status: 'refused'; problem: Problem };

/** "A franchise may never have more than five sponsors at a time (any new ones must replace existing ones …)". */
export function addSponsor(held: readonly SponsorType[], incoming: SponsorType, settings: CampaignSettings, drop?: SponsorType): AddSponsorResult {
  if (!settings.duplicateSponsorTypes && held.includes(incoming)) {
    return {
      status: 'refused',
      problem: problem(CAMPAIGN_RULES.attractSponsors, 'duplicateSponsor', `The franchise already has a ${incoming} sponsor (gaps.md #57).`),
    };
  }
  if (held.length < MAX_SPONSORS) return { status: 'added', sponsors: [...held, incoming] };
  if (drop === undefined) return { status: 'choiceNeeded', options: [...held] };
  const at = held.indexOf(drop);
  if (at < 0) return { status: 'refused', problem: problem(CAMPAIGN_RULES.attractSponsors, 'unknownSponsor', `The franchise has no ${drop} sponsor to drop.`) };
  return { status: 'replaced', sponsors: [...held.slice(0, at), ...held.slice(at + 1), incoming], dropped: drop };
}

function incomeNotation(income: IncomeDice, bonus: number): string {
  return `${income.dice}${bonus ? `+${bonus}` : ''} x${income.per}k`;
}

/**
 * One sponsor's income roll after a match (gaps.md #60): its dice × multiplier, with the Metal Cup's +1 added to
 * the dice total when it applies; the Munitions company rolls a separate 1d6 first and on a 6 pays 3d6 × 10k.
 */
export function rollSponsorIncome(
  dice: Dice,
  sponsor: SponsorType,
  cupBonus: boolean,
  purpose = `Sponsor income: ${sponsor}`,
): { amount: number; rolls: RollRecord[] } {
  const effect = sponsorEffect(sponsor);
  const rolls: RollRecord[] = [];
  let income: IncomeDice = effect.income;
  if (effect.warBoom) {
    const war = dice.roll('1d6', `${sponsor}: war boom (on a ${effect.warBoom.onDie})`);
    const boom = war.value === effect.warBoom.onDie;
    dice.decide(war, boom ? `boom: income ${incomeNotation(effect.warBoom.income, 0)}` : 'no boom');
    rolls.push(war);
    if (boom) income = effect.warBoom.income;
  }
  const roll = dice.roll(incomeNotation(income, cupBonus ? 1 : 0), purpose + (cupBonus ? ' (Metal Cup +1)' : ''));
  dice.decide(roll, `${roll.value}k`);
  rolls.push(roll);
  return { amount: roll.value, rolls };
}

/** The Metal Cup's "+1 to all income rolls for the first half of next season" (gaps.md #59, #60). */
export function cupIncomeBonusApplies(matchNumber: number, settings: CampaignSettings): boolean {
  return matchNumber >= 1 && matchNumber <= Math.floor(settings.seasonLength / 2);
}

/** Holding company: "You lose the sponsor but gain 2d6 x 20k income immediately" (straight to the bank, gaps.md #64). */
export function bankruptHoldingCompany(dice: Dice, held: readonly SponsorType[]): { sponsors: SponsorType[]; line?: LedgerLine; problems: Problem[] } {
  const at = held.findIndex((s) => SPONSOR_EFFECTS[s].bankruptcy);
  const sponsor = held[at];
  const payout = sponsor && SPONSOR_EFFECTS[sponsor].bankruptcy;
  if (!sponsor || !payout)
    return {
      sponsors: [...held],
      problems: [problem(CAMPAIGN_RULES.sponsorEffects, 'noHoldingCompany', 'Only a franchise with a Holding company sponsor can go bankrupt.')],
    };
  const roll = dice.roll(incomeNotation(payout, 0), `${sponsor} bankruptcy`);
  dice.decide(roll, `${roll.value}k, sponsor lost`);
  return {
    sponsors: [...held.slice(0, at), ...held.slice(at + 1)],
    line: { amount: roll.value, reason: `${sponsor} bankruptcy (sponsor lost)`, rule: CAMPAIGN_RULES.sponsorEffects, stage: 'direct' },
    problems: [],
  };
}

/** Car manufacturer: +3 DP for new vehicles, +6 with the overhead penalty (for the car module's design budget). */
export function sponsorDpBonus(sponsors: readonly SponsorType[], overheadPenalty: boolean): number {
  return sponsors.reduce((sum, s) => {
    const dp = SPONSOR_EFFECTS[s].newVehicleDp;
    return sum + (dp ? (overheadPenalty ? dp.overheadPenalty : dp.normal) : 0);
  }, 0);
}

/** Medical services and Cloning services: +1 each to the quirk check; they stack (gaps.md #18). */
export function quirkCheckBonus(sponsors: readonly SponsorType[]): number {
  return sponsors.reduce((sum, s) => sum + (SPONSOR_EFFECTS[s].quirkCheckBonus ?? 0), 0);
}

/** Tire company: +1 to the mechanic rating on pit-stop checks only (gaps.md #67). */
export function pitStopBonus(sponsors: readonly SponsorType[]): number {
  return sponsors.reduce((sum, s) => sum + (SPONSOR_EFFECTS[s].pitStopBonus ?? 0), 0);
}

/** Rating-4 mechanics come only through a Tire company, Mechanic shop or Car dealership (gaps.md #67). */
export function canHireRating4Mechanic(sponsors: readonly SponsorType[]): boolean {
  return sponsors.some((s) => SPONSOR_EFFECTS[s].hiresRating4Mechanic === true);
}
