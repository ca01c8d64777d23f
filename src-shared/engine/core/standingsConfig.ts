/**
 * A league's own standings (issue 12: "standings with points and tie-breakers configured per league from the ruleset's
 * defaults"): the points per win/draw/loss or per placing and the ordered tie-breakers, kept in the league's settings
 * under `standings` and laid over the ruleset's defaults field by field. Absent: the ruleset's defaults, so a league
 * that never touched it follows the ruleset. A ruleset scoring with its own points (Dethmetal's race points) keeps its
 * ranking in its house rules (gaps.md #84) and has no such override: one setting for one thing.
 */
import { z } from 'zod';
import type { Scoring, StandingsConfig, TieBreaker } from './standings';

/** Every tie-breaker the core knows, in the order a chooser lists them. */
export const TIE_BREAKERS = [
  'head-to-head',
  'wins',
  'score-difference',
  'kills',
  'strength-of-schedule',
  'fewest-out-of-action',
  'roll-off',
] as const satisfies readonly TieBreaker[];

export const TIE_BREAKER_LABEL: Record<TieBreaker, string> = {
  'head-to-head': 'Head-to-head',
  wins: 'Wins',
  'score-difference': 'Score difference',
  kills: 'Kills',
  'strength-of-schedule': 'Strength of schedule',
  'fewest-out-of-action': 'Fewer out of action',
  'roll-off': 'Roll-off',
};

export const TIE_BREAKER_HELP: Record<TieBreaker, string> = {
  'head-to-head': 'Points scored in the matches where the level teams met each other.',
  wins: 'More wins (first places, in a league scoring placings).',
  'score-difference': 'Score for minus score against.',
  kills: 'More kills over the period.',
  'strength-of-schedule': 'The total points of every opponent met, once per meeting.',
  'fewest-out-of-action': 'Fewer of the team’s own people out of action.',
  'roll-off': 'Teams still level roll 1d6 each when the season is closed (highest first, ties roll again). During the season they share the place.',
};

/**
 * Breakers that read only what every result holds (points, wins, who met whom) or a roll: any league may use them.
 * The others read a stat or a score a ruleset records only when its own defaults use it (kills for Dirty Wheels).
 */
const ANY_LEAGUE: readonly TieBreaker[] = ['head-to-head', 'wins', 'strength-of-schedule', 'roll-off'];

/** The breakers a league of a ruleset with these defaults may choose from, in the chooser's order. */
export function allowedTieBreakers(defaults: StandingsConfig): TieBreaker[] {
  return TIE_BREAKERS.filter((b) => ANY_LEAGUE.includes(b) || defaults.tieBreakers.includes(b));
}

/** Whether a league may set its own standings: only where the points come per W/D/L or per placing. */
export function standingsConfigurable(defaults: StandingsConfig): boolean {
  return defaults.scoring.kind !== 'ruleset';
}

const points = z
  .number({ error: 'Points must be a whole number' })
  .int({ error: 'Points must be a whole number' })
  .min(-99, { error: 'Points go from -99 to 99' })
  .max(99, { error: 'Points go from -99 to 99' });

export const standingsOverrideSchema = z
  .object({
    scoring: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('wdl'), win: points, draw: points, loss: points }).strict(),
        z
          .object({
            kind: z.literal('placings'),
            points: z.array(points).min(1, { error: 'Give the points of first place at least' }).max(32, { error: 'At most 32 placings score' }),
          })
          .strict(),
      ])
      .optional(),
    tieBreakers: z.array(z.enum(TIE_BREAKERS, { error: `A tie-breaker is one of ${TIE_BREAKERS.join(', ')}` })).optional(),
  })
  .strict();

export type StandingsOverride = z.infer<typeof standingsOverrideSchema>;

export interface StandingsIssue {
  path: (string | number)[];
  message: string;
}

/** What `override` may not say for a ruleset with these defaults, each with its path inside the override. */
export function standingsIssues(defaults: StandingsConfig, override: StandingsOverride): StandingsIssue[] {
  if (!standingsConfigurable(defaults)) return [{ path: [], message: 'This ruleset scores with its own points; its ranking is set by its house rules.' }];
  const issues: StandingsIssue[] = [];
  if (override.scoring && override.scoring.kind !== defaults.scoring.kind)
    issues.push({
      path: ['scoring', 'kind'],
      message: `This league scores ${defaults.scoring.kind === 'wdl' ? 'per win, draw or loss' : 'per placing'}; its results are recorded that way, so the points stay ${defaults.scoring.kind === 'wdl' ? 'per win, draw and loss' : 'per placing'}.`,
    });
  const allowed = allowedTieBreakers(defaults);
  const list = override.tieBreakers ?? [];
  list.forEach((b, i) => {
    if (!allowed.includes(b))
      issues.push({
        path: ['tieBreakers', i],
        message: `${TIE_BREAKER_LABEL[b]} reads something this league does not record; choose from ${allowed.map((a) => TIE_BREAKER_LABEL[a]).join(', ')}.`,
      });
    else if (list.indexOf(b) !== i) issues.push({ path: ['tieBreakers', i], message: `${TIE_BREAKER_LABEL[b]} is listed twice.` });
    else if (b === 'roll-off' && i !== list.length - 1)
      issues.push({ path: ['tieBreakers', i], message: 'The roll-off settles whatever is still level, so nothing can come after it: put it last.' });
  });
  return issues;
}

/** The override's schema for a ruleset with these defaults: the shape, then what only the defaults can judge. */
export function leagueStandingsSchema(defaults: StandingsConfig) {
  return standingsOverrideSchema.superRefine((o, ctx) => {
    for (const issue of standingsIssues(defaults, o)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** The league's standings: its override laid over the ruleset's defaults. */
export function configuredStandings(defaults: StandingsConfig, override: StandingsOverride | undefined): StandingsConfig {
  return { scoring: (override?.scoring as Scoring | undefined) ?? defaults.scoring, tieBreakers: override?.tieBreakers ?? defaults.tieBreakers };
}

/** The league's override, read from its settings (where a ruleset with configurable standings keeps it). */
export function standingsOverrideOf(settings: unknown): StandingsOverride | undefined {
  return typeof settings === 'object' && settings !== null ? (settings as { standings?: StandingsOverride }).standings : undefined;
}

/** The settings without the league's override: what the ruleset's own defaults are computed from. */
export function withoutOverride(settings: unknown): unknown {
  if (typeof settings !== 'object' || settings === null || !('standings' in settings)) return settings;
  const { standings: _, ...rest } = settings as Record<string, unknown>;
  return rest;
}

export function scoringWords(scoring: Scoring): string {
  if (scoring.kind === 'wdl') return `${scoring.win}/${scoring.draw}/${scoring.loss} points per win/draw/loss`;
  if (scoring.kind === 'placings') return `placing points ${scoring.points.join('/')}`;
  return 'the ruleset’s points';
}

export function tieBreakerWords(list: readonly TieBreaker[]): string {
  return list.map((b) => TIE_BREAKER_LABEL[b].toLowerCase()).join(', ') || 'none';
}
