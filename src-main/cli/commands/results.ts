/**
 * The generic league core on the command line (issue 12), for a league whose ruleset records its results through
 * the core (Dirty Wheels): a match's outcome per team with its stats, the core's table, closing the season, each with
 * the ruleset's between-match step where it has one (issue 21). The `match`, `season` and `standings` commands reach
 * these for such a league.
 */
import { breakerList } from '../../../src-shared/engine/breakerWords';
import { resultsOf } from '../../../src-shared/engine/declaration';
import { rulesetById } from '../../../src-shared/engine/registry';
import { scoringWords } from '../../../src-shared/engine/core/standingsConfig';
import type {
  LeagueEntrantRow,
  LeagueStandingRow,
  LeagueStandings,
  MatchView,
  SeasonCloseReport,
  StepReport,
} from '../../../src-shared/ipc/channels/leagueTypes';
import type { OutcomeInput } from '../../../src-shared/ipc/channels/matches';
import type { AppSession } from '../../app/session';
import { CliError, type Io } from '../kit';
import { table } from '../output';
import { campaignCall, franchiseId, rollsReport } from './commandKit';

const OUTCOMES = ['win', 'draw', 'loss'] as const;

/**
 * One team's result as typed: `TEAM=win|draw|loss|PLACING[,STAT=N…]`, the team by name or id, e.g.
 * "Rust Buckets=win,kills=2" or "3=2,kills=0" (team 3 placed second).
 */
export async function teamOutcome(session: AppSession, spec: string): Promise<NonNullable<OutcomeInput['teams']>[number]> {
  const eq = spec.indexOf('=');
  const parts = spec.slice(eq + 1).split(',');
  // A league without a teams' table (the hex RPG's sessions, gaps #19) records stats alone: "Road Wolves=survived=2,kills=1".
  const statsOnly = parts[0]?.includes('=') === true;
  const [result = '', ...stats] = statsOnly ? ['', ...parts] : parts;
  if (eq <= 0 || (!result && !statsOnly))
    throw new CliError(`“${spec}” is not a team result: write TEAM=win|draw|loss|PLACING[,STAT=N…], e.g. "Rust Buckets=win,kills=2".`, 2);
  const team = { franchiseId: await franchiseId(session, spec.slice(0, eq).trim()), stats: {} as Record<string, number> };
  const outcome = OUTCOMES.find((o) => o === result.trim().toLowerCase());
  if (statsOnly) {
    for (const s of stats) {
      const [key, value] = s.split('=');
      if (!key || value === undefined || !/^\d+$/.test(value.trim())) throw new CliError(`“${s}” is not a stat: write NAME=N, e.g. kills=2.`, 2);
      team.stats[key.trim()] = Number(value.trim());
    }
    return team;
  }
  const placing = /^\d+$/.test(result.trim()) ? Number(result.trim()) : undefined;
  if (!outcome && placing === undefined) throw new CliError(`“${result}” is not an outcome: win, draw, loss or a placing (1, 2, …).`, 2);
  for (const s of stats) {
    const [key, value] = s.split('=');
    if (!key || value === undefined || !/^\d+$/.test(value.trim())) throw new CliError(`“${s}” is not a stat: write NAME=N, e.g. kills=2.`, 2);
    team.stats[key.trim()] = Number(value.trim());
  }
  return { ...team, ...(outcome ? { outcome } : { placing }) };
}

type RoundsInput = NonNullable<OutcomeInput['rounds']>;

/**
 * A meeting of rounds as typed (issue 21, generic results): the ruleset's word for a round opens each one, then its
 * results, each `NAME=win|draw|loss|PLACING[,STAT=N…]`: NAME a team of the match (a team's own result) or, where the
 * ruleset's entrants are vehicles or people, one of theirs by name (its team found from the standing crews), e.g.
 * `heat "Zippy=1,wrecks=1" "Big Bertha=2" heat "Big Bertha=1" "Zippy=2"`. Null when the specs do not open with the word.
 */
export async function roundsOutcome(
  session: AppSession,
  matchId: number,
  specs: readonly string[],
  io: Io,
): Promise<{ rounds: RoundsInput; words: string[] } | null> {
  const league = await campaignCall(session, 'league.get', {}, io);
  const results = resultsOf(rulesetById(league.ruleset).declaration);
  const word = results.round.one.toLowerCase();
  if (specs[0]?.toLowerCase() !== word) return null;
  const match = await campaignCall(session, 'match.get', { matchId }, io);
  // Who may be named: the match's teams, and their vehicles and seated people (the standing crews, crew.list).
  const names = new Map<string, { franchiseId: number; vehicleId?: number; personId?: number; name: string }>();
  for (const t of match.teams) {
    const crew = await campaignCall(session, 'crew.list', { franchiseId: t.franchiseId }, io);
    for (const v of crew.vehicles) {
      if (results.entrant.kind === 'vehicle') names.set(v.name.toLowerCase(), { franchiseId: t.franchiseId, vehicleId: v.vehicleId, name: v.name });
      if (results.entrant.kind === 'person')
        for (const seat of v.seats) names.set(seat.name.toLowerCase(), { franchiseId: t.franchiseId, personId: seat.personId, name: seat.name });
    }
  }
  for (const t of match.teams) names.set(t.franchise.toLowerCase(), { franchiseId: t.franchiseId, name: t.franchise });
  const rounds: RoundsInput = [];
  const words: string[] = [];
  for (const spec of specs) {
    if (spec.toLowerCase() === word) {
      rounds.push({ teams: [], entrants: [] });
      words.push(`${results.round.one[0]!.toUpperCase()}${results.round.one.slice(1)} ${rounds.length}:`);
      continue;
    }
    const eq = spec.indexOf('=');
    const who = names.get(spec.slice(0, Math.max(eq, 0)).trim().toLowerCase());
    if (!who)
      throw new CliError(
        `“${spec}” names no team or ${results.entrant.kind === 'team' ? 'team' : results.entrant.of} of match ${match.number}: write NAME=PLACING[,STAT=N…] (names: ${[...names.values()].map((n) => n.name).join(', ')}).`,
        2,
      );
    const { franchiseId: _, ...result } = await teamOutcome(session, `${who.franchiseId}${spec.slice(eq)}`);
    const round = rounds.at(-1)!;
    if (who.vehicleId === undefined && who.personId === undefined) round.teams.push({ franchiseId: who.franchiseId, ...result });
    else {
      const entrant = who.vehicleId === undefined ? { personId: who.personId! } : { vehicleId: who.vehicleId };
      round.entrants.push({ franchiseId: who.franchiseId, ...entrant, ...result });
    }
    const stats = Object.entries(result.stats).map(([k, v]) => `${k} ${v}`);
    words.push(`  ${who.name}: ${result.outcome ?? `placed ${result.placing}`}${stats.length ? ` (${stats.join(', ')})` : ''}`);
  }
  return { rounds, words };
}

/**
 * The league records its results through the core (no after-result step with an input of its own, such as
 * Dethmetal's post-match): its matches, seasons and table are the generic core's.
 */
export async function coreLeague(session: AppSession, io: Io): Promise<boolean> {
  return (await campaignCall(session, 'league.get', {}, io)).capabilities.steps.afterResult !== 'own';
}

export function leagueTableText(rows: readonly LeagueStandingRow[], statKeys: readonly string[]): string {
  const shared = (rank: number) => rows.filter((r) => r.rank === rank).length > 1;
  return table(
    rows.map((r) => ({
      ...r,
      ...Object.fromEntries(statKeys.map((k) => [`stat:${k}`, r.stats[k] ?? 0])),
      decided: shared(r.rank) ? 'tied' : r.decidedBy ? breakerList([r.decidedBy]) : 'points',
    })),
    [
      { key: 'rank', label: 'Rank', align: 'right' },
      { key: 'franchise', label: 'Team' },
      { key: 'points', label: 'Points', align: 'right' },
      { key: 'played', label: 'P', align: 'right' },
      { key: 'wins', label: 'W', align: 'right' },
      { key: 'draws', label: 'D', align: 'right' },
      { key: 'losses', label: 'L', align: 'right' },
      ...statKeys.map((k) => ({ key: `stat:${k}`, label: k[0]!.toUpperCase() + k.slice(1), align: 'right' as const })),
      { key: 'decided', label: 'Decided by' },
    ],
  );
}

export function leagueStandingsText(s: LeagueStandings): string {
  const title = s.seasonNumber === null ? 'All-time standings' : `Season ${s.seasonNumber}${s.final ? ' (final)' : ''}`;
  if (!s.scoring) return [title, 'This league keeps no standings: its ruleset ranks no one.', ...entrantsText(s)].join('\n');
  return [
    title,
    `Scoring: ${scoringWords(s.scoring)}; tie-breakers: ${breakerList(s.tieBreakers)}`,
    leagueTableText(s.rows, s.statKeys),
    ...entrantsText(s),
  ].join('\n');
}

/** An entrant's row as the table prints it: its name, its team beside it. */
const entrantRows = (rows: readonly LeagueEntrantRow[]) => rows.map((r) => ({ ...r, franchise: `${r.entrant} (${r.franchise})` }));

/** The entrants' championship under the teams' table (a drivers' table), where the ruleset keeps one. */
function entrantsText(s: LeagueStandings): string[] {
  const e = s.entrants;
  if (!e) return [];
  const heading = `${e.words.many[0]!.toUpperCase()}${e.words.many.slice(1)}' table`;
  const rows = entrantRows(e.rows);
  return ['', heading, `Scoring: ${scoringWords(e.scoring)}; tie-breakers: ${breakerList(e.tieBreakers)}`, leagueTableText(rows, s.statKeys)];
}

export function outcomeText(m: MatchView, preview: boolean): string {
  return [
    `${preview ? 'PREVIEW (nothing was changed): ' : 'Recorded '}match ${m.number} (id ${m.id})${m.track ? `, ${m.track}` : ''}:`,
    ...m.teams.map((t) => {
      const stats = Object.entries(t.stats ?? {}).map(([k, v]) => `${k} ${v}`);
      return `  ${t.franchise}: ${t.outcome ?? (t.placing ? `placed ${t.placing}` : '—')}${stats.length ? ` (${stats.join(', ')})` : ''}`;
    }),
  ].join('\n');
}

/** A ruleset's between-match step in words (issue 21): its name, then what it changed (or would change), one line each. */
export function stepText(step: StepReport | undefined): string[] {
  if (!step) return [];
  return ['', `${step.label}:`, ...(step.changes.length ? step.changes.map((c) => `  ${c}`) : ['  nothing to do'])];
}

export function seasonCloseText(r: SeasonCloseReport, statKeys: readonly string[]): string {
  return [
    `${r.preview ? 'PREVIEW (nothing was changed): ' : ''}${r.summary}`,
    '',
    `Final table of season ${r.seasonNumber}:`,
    leagueTableText(r.standings, statKeys),
    // The entrants' final table (issue 21), where the ruleset keeps one.
    ...(r.entrants ? ['', 'Entrants:', leagueTableText(entrantRows(r.entrants), statKeys)] : []),
    ...stepText(r.step),
    ...(r.rolls.length ? ['', ...rollsReport(r.rolls)] : []),
  ].join('\n');
}
