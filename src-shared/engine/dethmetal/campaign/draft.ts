import type { Dice } from '../../dice';
import type { Problem } from '../../ruleset';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import { contractAllowance } from './seasonEnd';
import type { CampaignSettings } from './settings';
import { competitorWage } from './shopping';
import { orderTeams, topPlaces, type Standing } from './standings';
import { DRAFT_PICKS, FRANCHISE_CONTRACTS, TOP_AND_BOTTOM_PLACES } from './tables/franchise';

/** A franchise at season end. An expansion team joins at this season start and takes no part in the draft (gaps.md #79). */
export interface DraftTeam extends Standing {
  expansion?: boolean;
}

export interface DraftCompetitor {
  id: string;
  team: string;
  level?: number;
  forcedRetirement?: boolean;
  /** Protected by one of the team's franchise contracts. */
  contracted?: boolean;
}

export interface DraftSlot {
  pick: number;
  round: number;
  team: string;
}

export interface DraftOrder {
  /** Worst record first. */
  order: string[];
  picks: Record<string, number>;
  /** Every pick in round-robin order; teams with an extra pick take it in the last round. */
  slots: DraftSlot[];
}

/**
 * Draft order: reverse order of season points, worst first; three picks each, four for the bottom two places
 * (gaps.md #79). `ranking` (best first, every tie already broken, gaps.md #83/#84) fixes the order and the bottom
 * two; without it ties are rolled off (orderTeams) and the bottom two include ties (by analogy with #77).
 */
export function draftOrder(dice: Dice, teams: readonly DraftTeam[], ranking?: readonly string[]): DraftOrder {
  const eligible = teams.filter((t) => !t.expansion);
  const order = ranking ? [...ranking].reverse().filter((t) => eligible.some((e) => e.team === t)) : orderTeams(dice, eligible, 'fewestFirst', 'Draft order');
  const bottom = ranking ? order.slice(0, TOP_AND_BOTTOM_PLACES) : topPlaces(eligible, TOP_AND_BOTTOM_PLACES, true);
  const picks = Object.fromEntries(order.map((t) => [t, bottom.includes(t) ? DRAFT_PICKS.bottomTwo : DRAFT_PICKS.base]));
  const slots: DraftSlot[] = [];
  for (let round = 1; round <= DRAFT_PICKS.bottomTwo; round++) {
    for (const team of order) if (picks[team]! >= round) slots.push({ pick: slots.length + 1, round, team });
  }
  return { order, picks, slots };
}

export type DraftOutcomeKind = 'forced retirement' | 'expansion team' | 'contracted' | 'kept' | 'drafted' | 'retired undrafted';

export interface DraftOutcome {
  id: string;
  outcome: DraftOutcomeKind;
  /** The team the competitor plays for next season (none when retired). */
  team?: string;
  /** Next season's wage: 50k + 2k per level (gaps.md #79). */
  wage?: number;
}

export type DraftChoice = string | 'pass';

export interface DraftResult {
  status: 'complete' | 'needsChoice';
  /** The picks made, in order (`competitor` null for a pass). */
  made: { slot: DraftSlot; competitor: string | null }[];
  /** When a choice is needed: whose pick it is and who may be taken. */
  next?: { slot: DraftSlot; options: string[] };
  /** One outcome per competitor, once the draft is complete. */
  outcomes: DraftOutcome[];
  problems: Problem[];
}

function contractProblems(teams: readonly DraftTeam[], competitors: readonly DraftCompetitor[]): Problem[] {
  const allowance = contractAllowance(teams.filter((t) => !t.expansion));
  const problems: Problem[] = [];
  for (const [team, allowed] of Object.entries(allowance)) {
    const used = competitors.filter((c) => c.team === team && c.contracted && !c.forcedRetirement).length;
    const name = teams.find((t) => t.team === team)?.name ?? team;
    if (used > allowed)
      problems.push(problem(CAMPAIGN_RULES.draft, 'tooManyContracts', `${name} has ${allowed} franchise contracts but protects ${used} competitors.`, [team]));
  }
  return problems;
}

/**
 * Run the draft from the order and the owners' choices (in pick order; 'pass' to pass). Forced retirees leave;
 * contracted competitors stay; every other competitor of a non-expansion team is in the pool. The draft goes
 * round-robin until the picks are used up, the pool is empty or every team has passed; the undrafted retire.
 * Run again with one more choice when `status` is 'needsChoice'.
 */
export function runDraft(
  order: DraftOrder,
  teams: readonly DraftTeam[],
  competitors: readonly DraftCompetitor[],
  choices: readonly DraftChoice[],
  settings: CampaignSettings,
): DraftResult {
  const problems = contractProblems(teams, competitors);
  const expansion = new Set(teams.filter((t) => t.expansion).map((t) => t.team));
  const inPool = (c: DraftCompetitor) => settings.draftEnabled && !c.forcedRetirement && !c.contracted && !expansion.has(c.team);
  const available = new Set(competitors.filter(inPool).map((c) => c.id));
  const teamOf = new Map(competitors.map((c) => [c.id, c.team]));
  const draftedBy = new Map<string, string>();
  const withdrawn = new Set<string>();
  const made: DraftResult['made'] = [];
  let next = 0;

  for (const slot of settings.draftEnabled ? order.slots : []) {
    if (available.size === 0) break;
    if (withdrawn.has(slot.team)) continue;
    const options = [...available].filter((id) => settings.draftOwnFormerCompetitors || teamOf.get(id) !== slot.team);
    if (options.length === 0) continue;
    const choice = choices[next];
    if (choice === undefined) return { status: 'needsChoice', made, next: { slot, options }, outcomes: [], problems };
    next++;
    if (choice === 'pass') {
      made.push({ slot, competitor: null });
      if (settings.draftPass === 'endsTeamDraft') withdrawn.add(slot.team);
      continue;
    }
    if (!options.includes(choice)) {
      problems.push(problem(CAMPAIGN_RULES.draft, 'badPick', `Pick ${slot.pick} (${slot.team}) cannot take "${choice}".`, ['choices', next - 1]));
      return { status: 'needsChoice', made, next: { slot, options }, outcomes: [], problems };
    }
    available.delete(choice);
    draftedBy.set(choice, slot.team);
    made.push({ slot, competitor: choice });
  }
  if (next < choices.length)
    problems.push(problem(CAMPAIGN_RULES.draft, 'extraChoices', `${choices.length - next} choice(s) were given after the draft ended.`, ['choices']));

  const outcomes = competitors.map((c): DraftOutcome => {
    const staying = (outcome: DraftOutcomeKind, team: string): DraftOutcome => ({ id: c.id, outcome, team, wage: competitorWage(c.level) });
    if (c.forcedRetirement) return { id: c.id, outcome: 'forced retirement' };
    if (expansion.has(c.team)) return staying('expansion team', c.team);
    if (!settings.draftEnabled) return staying('kept', c.team);
    if (c.contracted) return staying('contracted', c.team);
    const to = draftedBy.get(c.id);
    return to === undefined ? { id: c.id, outcome: 'retired undrafted' } : staying('drafted', to);
  });
  return { status: 'complete', made, outcomes, problems };
}

/** What the draft did to one team's roster, for saying why a team ends it short (issue 19: a short team is explained). */
export interface DraftTally {
  /** Competitors on the roster at the season's end. */
  before: number;
  forcedRetirement: number;
  /** Protected by a franchise contract, or kept where the league holds no draft / the team is an expansion team. */
  kept: number;
  /** Its competitors who went into the pool. */
  intoPool: number;
  /** Of those, taken by other teams. */
  draftedAway: number;
  /** Of those, taken back by the team itself (house rule “Teams may draft back their own competitors”). */
  draftedBack: number;
  /** Of those, taken by nobody: they retire from the sport. */
  retiredUndrafted: number;
  /** Competitors it drafted from other teams. */
  draftedIn: number;
  /** Its picks, and the picks it made (a pass is not a pick). */
  picks: number;
  picksUsed: number;
  /** Picks it could not make: its turn came when the pool held nobody it could take. */
  picksUnused: number;
  /** On the roster for next season. */
  after: number;
}

export function draftTally(team: string, order: DraftOrder, competitors: readonly DraftCompetitor[], result: DraftResult): DraftTally {
  const own = competitors.filter((c) => c.team === team);
  const outcome = new Map(result.outcomes.map((o) => [o.id, o]));
  const of = (c: DraftCompetitor) => outcome.get(c.id);
  const pooled = own.filter((c) => ['drafted', 'retired undrafted'].includes(of(c)?.outcome ?? ''));
  const mine = result.made.filter((m) => m.slot.team === team);
  const picksUsed = mine.filter((m) => m.competitor !== null).length;
  const picks = order.picks[team] ?? 0;
  const draftedIn = mine.filter((m) => m.competitor !== null && competitors.find((c) => c.id === m.competitor)?.team !== team).length;
  return {
    before: own.length,
    forcedRetirement: own.filter((c) => of(c)?.outcome === 'forced retirement').length,
    kept: own.filter((c) => ['contracted', 'kept', 'expansion team'].includes(of(c)?.outcome ?? '')).length,
    intoPool: pooled.length,
    draftedAway: pooled.filter((c) => of(c)?.outcome === 'drafted' && of(c)?.team !== team).length,
    draftedBack: pooled.filter((c) => of(c)?.outcome === 'drafted' && of(c)?.team === team).length,
    retiredUndrafted: pooled.filter((c) => of(c)?.outcome === 'retired undrafted').length,
    draftedIn,
    picks,
    picksUsed,
    picksUnused: picks - mine.length,
    after: result.outcomes.filter((o) => o.team === team).length,
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Why the draft left a team with the roster it has, in the rulebook's terms (Part VI › Retirements, Contracts, and
 * the Draft, adopted as written by gaps.md #79): contracts protect, everyone else goes into the pool, each team
 * drafts with its picks, and whoever nobody drafts retires from the sport.
 */
export function draftTallyWords(t: DraftTally, settings: CampaignSettings): string {
  const parts = [`Ended the season with ${count(t.before, 'competitor')}`];
  const gone: string[] = [];
  if (t.forcedRetirement) gone.push(`${t.forcedRetirement} forced to retire`);
  if (t.kept) gone.push(`${t.kept} protected by franchise contracts`);
  if (t.intoPool) gone.push(`${t.intoPool} into the draft pool`);
  if (gone.length) parts[0] += `: ${gone.join(', ')}`;
  const pool: string[] = [];
  if (t.draftedAway) pool.push(`${t.draftedAway} drafted by other teams`);
  if (t.draftedBack) pool.push(`${t.draftedBack} drafted back`);
  if (t.retiredUndrafted) pool.push(`${t.retiredUndrafted} drafted by nobody, so retired from the sport`);
  if (pool.length) parts.push(`of the pool, ${pool.join(', ')}`);
  const own = settings.draftOwnFormerCompetitors ? '' : ' (not its own former competitors: house rule “Teams may draft back their own competitors” is off)';
  parts.push(
    t.picks === 0
      ? 'it had no picks'
      : `it drafted ${count(t.draftedIn + t.draftedBack, 'competitor')} with ${count(t.picks, 'pick')}${own}${t.picksUnused > 0 ? `; ${count(t.picksUnused, 'pick')} found nobody it could take` : ''}`,
  );
  return `${parts.join('; ')}. ${t.after} on the roster for next season.`;
}

/** The draft in a few words with the league's numbers, for the season-end preview. */
export function draftRuleWords(settings: CampaignSettings): string {
  return [
    `Each team protects ${FRANCHISE_CONTRACTS.base} competitors (${FRANCHISE_CONTRACTS.topTwo} for the top two) with franchise contracts; everyone else not retiring goes into the pool.`,
    `Teams pick in reverse order of the standings, ${DRAFT_PICKS.base} picks each (${DRAFT_PICKS.bottomTwo} for the bottom two)${
      settings.draftOwnFormerCompetitors ? '' : ', never their own former competitors'
    }${settings.draftPass === 'endsTeamDraft' ? '; a team that passes picks no more' : ''}.`,
    'Whoever is not drafted retires from the sport.',
  ].join(' ');
}
