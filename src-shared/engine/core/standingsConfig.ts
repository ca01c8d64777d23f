/**
 * A league's own standings (issue 12: "standings with points and tie-breakers configured per league from the ruleset's
 * defaults"): the points per win/draw/loss or per placing and the ordered tie-breakers, kept in the league's settings
 * under `standings` and laid over the ruleset's defaults field by field. Absent: the ruleset's defaults, so a league
 * that never touched it follows the ruleset. A ruleset scoring with its own points (Dethmetal's race points) keeps its
 * ranking in its house rules (gaps.md #84) and has no such override: one setting for one thing.
 */
import { z } from 'zod';
import { breakerId, type CoreTieBreaker, type Scoring, type StandingsConfig, sameBreaker, type TieBreaker } from './standings';

/** The core's tie-breakers, in the order a chooser lists them (a ruleset's stat breakers come after head-to-head and wins). */
export const CORE_TIE_BREAKERS = [
  'head-to-head',
  'wins',
  'countback',
  'latest-round',
  'score-difference',
  'strength-of-schedule',
  'roll-off',
] as const satisfies readonly CoreTieBreaker[];

const CORE_LABEL: Record<CoreTieBreaker, string> = {
  'head-to-head': 'Head-to-head',
  wins: 'Wins',
  countback: 'Countback',
  'latest-round': 'Latest round',
  'score-difference': 'Score difference',
  'strength-of-schedule': 'Strength of schedule',
  'roll-off': 'Roll-off',
};

const CORE_HELP: Record<CoreTieBreaker, string> = {
  'head-to-head': 'Points scored in the matches where the level teams met each other.',
  wins: 'More wins (first places, in a league scoring placings).',
  countback: 'More first places; level, more second places; and so on down every place.',
  'latest-round': 'The better placing in the latest round all of the level ones entered; level there, the round before.',
  'score-difference': 'Score for minus score against.',
  'strength-of-schedule': 'The total points of every opponent met, once per meeting.',
  'roll-off': 'Teams still level roll 1d6 each when the season is closed (highest first, ties roll again). During the season they share the place.',
};

/** A stat a ruleset declares, as its tie-breaker is told: its label and, if the ruleset words it, the breaker's own words. */
export interface StatWords {
  key: string;
  label: string;
  better: 'more' | 'less';
  breaker?: { label: string; help: string };
}
export interface BreakerWords {
  label: string;
  help: string;
}

/** What a tie-breaker is called and what it does: the core's own words, a stat's from its declaration. */
export function breakerWords(b: TieBreaker, stats: readonly StatWords[]): BreakerWords {
  if (typeof b === 'string') return { label: CORE_LABEL[b], help: CORE_HELP[b] };
  const stat = stats.find((s) => s.key === b.stat);
  if (stat?.breaker) return stat.breaker;
  // A stat the league's ruleset does not declare, named by its legacy name (a refusal of it): the words it had.
  if (!stat) {
    const legacy = Object.values(LEGACY_BREAKERS).find((l) => sameBreaker(l.breaker, b));
    if (legacy) return legacy.words;
  }
  const label = stat?.label ?? b.stat;
  return { label, help: `${b.better === 'less' ? 'Fewer' : 'More'} ${label.toLowerCase()} over the period.` };
}

/** Every tie-breaker's words by `breakerId`, for the screens: the core's and those on the declared stats. */
export function breakerWordsById(stats: readonly StatWords[]): Record<string, BreakerWords> {
  const all: TieBreaker[] = [...CORE_TIE_BREAKERS, ...stats.map((s) => statBreaker(s))];
  return Object.fromEntries(all.map((b) => [breakerId(b), breakerWords(b, stats)]));
}

/** The tie-breaker on a declared stat, in its direction. */
export function statBreaker(s: Pick<StatWords, 'key' | 'better'>): TieBreaker {
  return s.better === 'less' ? { stat: s.key, better: 'less' } : { stat: s.key };
}

/**
 * Tie-breakers as leagues and closed seasons stored them before stat breakers were open (issue 21): by the stat's
 * breaker name. Read as the stat breaker they meant, so a league that chose “kills” keeps ranking on its kills.
 */
const LEGACY_BREAKERS: Record<string, { breaker: TieBreaker; words: BreakerWords }> = {
  kills: { breaker: { stat: 'kills' }, words: { label: 'Kills', help: 'More kills over the period.' } },
  'fewest-out-of-action': {
    breaker: { stat: 'outOfAction', better: 'less' },
    words: { label: 'Fewer out of action', help: 'Fewer of the team’s own people out of action.' },
  },
};

/** A stored tie-breaker, upgraded on read: a legacy name becomes its stat breaker; anything else is as stored. */
export function upgradeTieBreaker(b: unknown): unknown {
  return typeof b === 'string' && Object.hasOwn(LEGACY_BREAKERS, b) ? LEGACY_BREAKERS[b]!.breaker : b;
}

/**
 * Breakers that read only what every result holds (points, wins, who met whom) or a roll: any league may use them.
 * The others read a stat or a score a ruleset records only when its own defaults use it (kills for Dirty Wheels).
 */
const ANY_LEAGUE: readonly CoreTieBreaker[] = ['head-to-head', 'wins', 'strength-of-schedule', 'roll-off'];
/** Breakers that read placings: any league scoring per place may use them. */
const PLACINGS: readonly CoreTieBreaker[] = ['countback', 'latest-round'];

/** The breakers a league of a ruleset with these defaults may choose from, in the chooser's order. */
export function allowedTieBreakers(defaults: StandingsConfig): TieBreaker[] {
  const core = CORE_TIE_BREAKERS.filter(
    (b) => ANY_LEAGUE.includes(b) || defaults.tieBreakers.includes(b) || (defaults.scoring.kind === 'placings' && PLACINGS.includes(b)),
  );
  const stats = defaults.tieBreakers.filter((b) => typeof b === 'object');
  // The stats sit where the chooser always listed kills: after score difference, before strength of schedule.
  const at = core.findIndex((b) => b === 'strength-of-schedule' || b === 'roll-off');
  return [...core.slice(0, at), ...stats, ...core.slice(at)];
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

/** A core tie-breaker by name, or a stat's `{ stat, better }`; a legacy stat name (“kills”) is upgraded on read. */
export const tieBreakerSchema: z.ZodType<TieBreaker> = z.preprocess(
  upgradeTieBreaker,
  z.union(
    [
      z.enum(CORE_TIE_BREAKERS),
      z
        .object({
          stat: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A stat key is a camelCase word, e.g. “kills”' }),
          better: z.enum(['more', 'less']).optional(),
        })
        .strict(),
    ],
    {
      error: (iss) =>
        `A tie-breaker is one of ${CORE_TIE_BREAKERS.join(', ')} or a declared stat ({ "stat": key })${typeof iss.input === 'string' ? `; “${iss.input}” is neither` : ''}`,
    },
  ),
) as z.ZodType<TieBreaker>;

export const standingsOverrideSchema = z
  .object({
    scoring: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('wdl'), win: points, draw: points, loss: points }).strict(),
        z
          .object({
            kind: z.literal('placings'),
            points: z.array(points).min(1, { error: 'Give the points of first place at least' }).max(32, { error: 'At most 32 placings score' }),
            /** What an entrant out of a round scores (a ruleset declaring `results.out`): none, or its place's points. */
            out: z.enum(['no-points', 'classified'], { error: 'An eliminated entrant scores no points or its place’s (no-points, classified)' }).optional(),
          })
          .strict(),
      ])
      .optional(),
    tieBreakers: z.array(tieBreakerSchema).optional(),
  })
  .strict();

export type StandingsOverride = z.infer<typeof standingsOverrideSchema>;

export interface StandingsIssue {
  path: (string | number)[];
  message: string;
}

/** What `override` may not say for a ruleset with these defaults, each with its path inside the override. */
export function standingsIssues(defaults: StandingsConfig, override: StandingsOverride, stats: readonly StatWords[] = []): StandingsIssue[] {
  const label = (b: TieBreaker) => breakerWords(b, stats).label;
  if (!standingsConfigurable(defaults)) return [{ path: [], message: 'This ruleset scores with its own points; its ranking is set by its house rules.' }];
  const issues: StandingsIssue[] = [];
  if (override.scoring && override.scoring.kind !== defaults.scoring.kind)
    issues.push({
      path: ['scoring', 'kind'],
      message: `This league scores ${defaults.scoring.kind === 'wdl' ? 'per win, draw or loss' : 'per placing'}; its results are recorded that way, so the points stay ${defaults.scoring.kind === 'wdl' ? 'per win, draw and loss' : 'per placing'}.`,
    });
  // Only a ruleset whose results say who was out of a round (its default scoring says what they score) records it.
  if (
    override.scoring?.kind === 'placings' &&
    override.scoring.out !== undefined &&
    (defaults.scoring.kind !== 'placings' || defaults.scoring.out === undefined)
  )
    issues.push({ path: ['scoring', 'out'], message: 'This league records nobody as eliminated from a round, so there is nothing to score for it.' });
  const allowed = allowedTieBreakers(defaults);
  const list = override.tieBreakers ?? [];
  list.forEach((b, i) => {
    if (!allowed.some((a) => sameBreaker(a, b)))
      issues.push({
        path: ['tieBreakers', i],
        message: `${label(b)} reads something this league does not record; choose from ${allowed.map(label).join(', ')}.`,
      });
    else if (list.findIndex((x) => sameBreaker(x, b)) !== i) issues.push({ path: ['tieBreakers', i], message: `${label(b)} is listed twice.` });
    else if (b === 'roll-off' && i !== list.length - 1)
      issues.push({ path: ['tieBreakers', i], message: 'The roll-off settles whatever is still level, so nothing can come after it: put it last.' });
  });
  return issues;
}

/** The override's schema for a ruleset with these defaults: the shape, then what only the defaults can judge. */
export function leagueStandingsSchema(defaults: StandingsConfig, stats: readonly StatWords[] = []) {
  return standingsOverrideSchema.superRefine((o, ctx) => {
    for (const issue of standingsIssues(defaults, o, stats)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** The league's standings: its override laid over the ruleset's defaults. */
export function configuredStandings(defaults: StandingsConfig, override: StandingsOverride | undefined): StandingsConfig {
  // A stat breaker ranks in its declared direction whatever the stored form said: the defaults' own breaker on it.
  const tieBreakers = override?.tieBreakers?.map((b) => defaults.tieBreakers.find((d) => sameBreaker(d, b)) ?? b);
  // Points given without saying what an eliminated entrant scores keep the defaults' word on it.
  const given = override?.scoring as Scoring | undefined;
  const out = defaults.scoring.kind === 'placings' ? defaults.scoring.out : undefined;
  const scoring = given?.kind === 'placings' && given.out === undefined && out !== undefined ? { ...given, out } : given;
  return { scoring: scoring ?? defaults.scoring, tieBreakers: tieBreakers ?? defaults.tieBreakers };
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
  if (scoring.kind === 'placings')
    return `placing points ${scoring.points.join('/')}${scoring.out === undefined ? '' : scoring.out === 'no-points' ? ', none when eliminated' : ', eliminated score their place'}`;
  return 'the ruleset’s points';
}

export function tieBreakerWords(list: readonly TieBreaker[], stats: readonly StatWords[] = []): string {
  return list.map((b) => breakerWords(b, stats).label.toLowerCase()).join(', ') || 'none';
}
