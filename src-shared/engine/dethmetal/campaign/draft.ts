import type { Dice } from '../../dice';
import type { Problem } from '../../ruleset';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import { contractAllowance } from './seasonEnd';
import type { CampaignSettings } from './settings';
import { competitorWage } from './shopping';
import { orderTeams, topPlaces, type Standing } from './standings';
import { DRAFT_PICKS, TOP_AND_BOTTOM_PLACES } from './tables/franchise';

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
