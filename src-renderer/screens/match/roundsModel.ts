/**
 * A meeting's result by rounds (issue 21), as the core's result form holds it: for each round every entrant's placing
 * or outcome and stats (and each team's own, where the teams' table reads the teams), turned into the
 * `match.recordOutcome` input, and the points each entrant and team scores in this meeting as the engine's
 * `engine/core/results.ts` computes them. Pure: the form draws it, the service still checks every write.
 */
import { type ResultsDeclaration, resultsOf, type RulesetDeclaration } from '../../../src-shared/engine/declaration';
import { pointsFor, teamRounds } from '../../../src-shared/engine/core/results';
import type { Scoring } from '../../../src-shared/engine/core/standings';

export type Outcome = 'win' | 'draw' | 'loss';

/** Who enters a round: a team's vehicle or person of the declared kind (a team itself has no entrant id). */
export interface Entrant {
  franchiseId: number;
  entrantId: number;
  name: string;
}

export interface Team {
  franchiseId: number;
  name: string;
  colour: string;
}

/** One result being typed: a placing or an outcome (as the table scoring it says) and the declared stats. */
export interface Cell {
  placing: number | null;
  outcome: Outcome | null;
  stats: Record<string, number | null>;
}

/** A round being typed: each entrant's cell by its id, each team's own by its id. */
export interface RoundDraft {
  entrants: Record<number, Cell>;
  teams: Record<number, Cell>;
}

/** Whether a league of this declaration records its meetings in rounds through the core's rounds form. */
export function recordsInRounds(declaration: Pick<RulesetDeclaration, 'results'>): boolean {
  const r = resultsOf(declaration);
  // One round of the teams' own results, with no entrants' table (Dirty Wheels' game, Dethmetal's match): the plain form.
  return !('fixed' in r.rounds && r.rounds.fixed === 1) || r.teamsFrom === 'entrants' || r.entrants !== null;
}

/** How many rounds a new meeting starts with: its fixed count, or the fewest it may have. */
export function initialRoundCount(results: ResultsDeclaration): number {
  return 'fixed' in results.rounds ? results.rounds.fixed : results.rounds.min;
}

const emptyCell = (): Cell => ({ placing: null, outcome: null, stats: {} });

export function emptyRound(): RoundDraft {
  return { entrants: {}, teams: {} };
}

/** A round's cell for an entrant or a team, empty until typed. */
export function cellOf(round: RoundDraft, who: 'entrants' | 'teams', id: number): Cell {
  return round[who][id] ?? emptyCell();
}

/** What each list scores by: placings, win/draw/loss, or nothing to choose (the ruleset's own points; no table). */
export type Mode = 'placing' | 'outcome' | 'none';

export function modeOf(scoring: Scoring | null | undefined): Mode {
  return scoring?.kind === 'placings' ? 'placing' : scoring?.kind === 'wdl' ? 'outcome' : 'none';
}

/** The scorings the form asks for: the entrants' (their table's, or the teams' when the teams score from them) and the teams' own. */
export function scoringsOf(
  results: ResultsDeclaration,
  tables: { teams: Scoring | null; entrants: Scoring | null },
): { entrants: Scoring | null; teams: Scoring | null } {
  const entrants = results.entrant.kind === 'team' ? null : (tables.entrants ?? (results.teamsFrom === 'entrants' ? tables.teams : null));
  return { entrants, teams: results.teamsFrom === 'teams' ? tables.teams : null };
}

function entryOf(cell: Cell, mode: Mode) {
  const stats = Object.fromEntries(Object.entries(cell.stats).flatMap(([k, v]) => (v === null ? [] : [[k, v]])));
  return {
    ...(mode === 'placing' && cell.placing !== null ? { placing: cell.placing } : {}),
    ...(mode === 'outcome' && cell.outcome !== null ? { outcome: cell.outcome } : {}),
    stats,
  };
}

/** One result as `match.recordOutcome` takes it: a team's own, or an entrant's (its vehicle or person). */
export interface ResultEntry {
  franchiseId: number;
  vehicleId?: number;
  personId?: number;
  placing?: number;
  outcome?: Outcome;
  stats: Record<string, number>;
}

/** The `match.recordOutcome` input of the typed rounds: every entrant and (where the teams' table reads them) every team. */
export function roundsInput(
  matchId: number,
  results: ResultsDeclaration,
  modes: { entrants: Mode; teams: Mode },
  teams: readonly Team[],
  entrants: readonly Entrant[],
  rounds: readonly RoundDraft[],
): { matchId: number; rounds: { teams: ResultEntry[]; entrants: ResultEntry[] }[] } {
  const idField = results.entrant.kind === 'person' ? 'personId' : 'vehicleId';
  return {
    matchId,
    rounds: rounds.map((r) => ({
      teams:
        results.teamsFrom === 'teams' ? teams.map((t) => ({ franchiseId: t.franchiseId, ...entryOf(cellOf(r, 'teams', t.franchiseId), modes.teams) })) : [],
      entrants:
        results.entrant.kind === 'team'
          ? []
          : entrants.map((e) => ({
              franchiseId: e.franchiseId,
              ...(idField === 'personId' ? { personId: e.entrantId } : { vehicleId: e.entrantId }),
              ...entryOf(cellOf(r, 'entrants', e.entrantId), modes.entrants),
            })),
    })),
  };
}

/** The field key of a service issue's path (`rounds.1.entrants.2.placing`), as the form names its boxes. */
export const issueKey = (path: readonly (string | number)[]): string => path.join('.');

/**
 * What this meeting scores, by the league's scorings: each entrant's points per round and in all, and each team's
 * (its own per round, or its entrants' summed, as `teamRounds` reads a meeting). Nothing for a table the league
 * does not keep or that scores with the ruleset's own points.
 */
export function meetingPoints(
  results: ResultsDeclaration,
  scorings: { teams: Scoring | null; entrants: Scoring | null },
  input: ReturnType<typeof roundsInput>,
): { entrants: Map<number, number[]>; teams: Map<number, number[]> } {
  const entrants = new Map<number, number[]>();
  const teams = new Map<number, number[]>();
  const scorable = (s: Scoring | null): s is Exclude<Scoring, { kind: 'ruleset' }> => s !== null && s.kind !== 'ruleset';
  input.rounds.forEach((round, r) => {
    if (scorable(scorings.entrants))
      for (const e of round.entrants) {
        const id = (e.personId ?? e.vehicleId)!;
        const row = entrants.get(id) ?? entrants.set(id, []).get(id)!;
        row[r] = pointsFor(scorings.entrants, { ...e, teamId: e.franchiseId });
      }
  });
  const teamScoring = results.teamsFrom === 'entrants' ? scorings.entrants : scorings.teams;
  if (scorable(teamScoring)) {
    const meeting = {
      matchId: input.matchId,
      rounds: input.rounds.map((round) => ({
        teams: round.teams.map((t) => ({ ...t, teamId: t.franchiseId })),
        entrants: round.entrants.map((e) => ({ ...e, teamId: e.franchiseId, entrantId: (e.personId ?? e.vehicleId)! })),
      })),
    };
    for (const [r, played] of teamRounds([meeting], results.teamsFrom, teamScoring).entries())
      for (const t of played.teams) {
        const row = teams.get(t.teamId) ?? teams.set(t.teamId, []).get(t.teamId)!;
        row[r] = results.teamsFrom === 'entrants' ? (t.points ?? 0) : pointsFor(teamScoring, t);
      }
  }
  return { entrants, teams };
}

export const sum = (xs: readonly (number | undefined)[]): number => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

/** A recorded meeting's `match.recordOutcome` input (`match.recording`): its rounds, or its one round of team results. */
export interface RecordedMeeting {
  rounds?: { teams?: ResultEntry[]; entrants?: ResultEntry[] }[];
  teams?: ResultEntry[];
}

const cellFrom = (e: ResultEntry): Cell => ({ placing: e.placing ?? null, outcome: e.outcome ?? null, stats: { ...e.stats } });

/**
 * A recorded meeting as the rounds form holds it, to correct it (issue 27): each round's cells by team and by entrant,
 * and the entrants as recorded (in the order first recorded; a car sold since is still one), named by `nameOf`.
 */
export function recordedDrafts(recorded: RecordedMeeting, nameOf: (entrantId: number) => string): { rounds: RoundDraft[]; entrants: Entrant[] } {
  const rounds = recorded.rounds ?? [{ teams: recorded.teams ?? [], entrants: [] }];
  const entrants = new Map<number, Entrant>();
  const drafts = rounds.map((r) => {
    const draft = emptyRound();
    for (const t of r.teams ?? []) draft.teams[t.franchiseId] = cellFrom(t);
    for (const e of r.entrants ?? []) {
      const id = (e.personId ?? e.vehicleId)!;
      draft.entrants[id] = cellFrom(e);
      if (!entrants.has(id)) entrants.set(id, { franchiseId: e.franchiseId, entrantId: id, name: nameOf(id) });
    }
    return draft;
  });
  return { rounds: drafts, entrants: [...entrants.values()] };
}
