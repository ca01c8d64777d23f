import { z } from 'zod';
import { safeRecord } from '../ipc/fields';

/**
 * Standings as exported (CSV, JSON, Markdown, PDF): the season or all-time table of franchises and of competitors.
 * The JSON export is exactly `StandingsDocument`, validated by `standingsDocumentSchema` (docs/export-format.md);
 * `version` changes whenever a field is added, renamed or removed.
 */
export const STANDINGS_FORMAT = 'pitwall-standings';
/** 2: franchises carry `decidedBy`, places follow the league's tie-breakers (gaps.md #84). */
export const STANDINGS_VERSION = 2;

const count = z.number().int().min(0);
/** Franchises: places after the league's tie-breakers (gaps.md #84), rows still level share one; competitors: by points ("1, 1, 3"). */
const place = z.number().int().min(1);

export const franchiseStandingSchema = z
  .object({
    place,
    franchise: z.string(),
    owner: z.string(),
    matches: count,
    wins: count,
    points: count,
    /** What placed the franchise against those level with it on points: "Points", "Wins", "Head-to-head points", "Fewer out of action", "Roll-off" or "Tied". */
    decidedBy: z.string(),
  })
  .strict();

export const competitorStandingSchema = z
  .object({
    place,
    competitor: z.string(),
    /** The franchise he drove for (his current one for all-time tables); null for a free agent. */
    franchise: z.string().nullable(),
    matches: count,
    points: count,
    criticals: count,
    xp: count,
    level: z.number().int().min(1),
  })
  .strict();

export const standingsScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('season'), season: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('all-time') }).strict(),
]);

export const standingsTableSchema = z
  .object({
    league: z.string(),
    scope: standingsScopeSchema,
    franchises: z.array(franchiseStandingSchema),
    competitors: z.array(competitorStandingSchema),
  })
  .strict();

export const standingsDocumentSchema = standingsTableSchema.extend({ format: z.literal(STANDINGS_FORMAT), version: z.literal(STANDINGS_VERSION) }).strict();

export type FranchiseStanding = z.infer<typeof franchiseStandingSchema>;
export type CompetitorStanding = z.infer<typeof competitorStandingSchema>;
export type StandingsScope = z.infer<typeof standingsScopeSchema>;
export type StandingsTable = z.infer<typeof standingsTableSchema>;
export type StandingsDocument = z.infer<typeof standingsDocumentSchema>;

export const STANDINGS_FORMATS = ['csv', 'json', 'md', 'pdf'] as const;
export type StandingsFormat = (typeof STANDINGS_FORMATS)[number];

export function scopeLabel(scope: StandingsScope): string {
  return scope.kind === 'season' ? `Season ${scope.season}` : 'All-time';
}

/** Columns of each table, in export order, with the header every format prints. */
export const FRANCHISE_COLUMNS = [
  { key: 'place', label: 'Place' },
  { key: 'franchise', label: 'Franchise' },
  { key: 'owner', label: 'Owner' },
  { key: 'matches', label: 'Matches' },
  { key: 'wins', label: 'Wins' },
  { key: 'points', label: 'Points' },
  { key: 'decidedBy', label: 'Decided by' },
] as const satisfies readonly { key: keyof FranchiseStanding; label: string }[];

export const COMPETITOR_COLUMNS = [
  { key: 'place', label: 'Place' },
  { key: 'competitor', label: 'Competitor' },
  { key: 'franchise', label: 'Franchise' },
  { key: 'matches', label: 'Matches' },
  { key: 'points', label: 'Points' },
  { key: 'criticals', label: 'Criticals' },
  { key: 'xp', label: 'XP' },
  { key: 'level', label: 'Level' },
] as const satisfies readonly { key: keyof CompetitorStanding; label: string }[];

/**
 * Standings of a league on the league core (a ruleset without its own export: Dirty Wheels first): the teams' table
 * as the core ranks it, the people's careers (games, wins, the ruleset's stats) and, where the ruleset keeps one, the
 * entrants' championship (issue 21: the cars of a race meeting), each table's stat columns named in the document so
 * a reader needs no ruleset to label them. Its own format beside Dethmetal's, versioned alike.
 *
 * Version 2 added `entrants`. A league that keeps no entrants' table still writes version 1, byte for byte as before,
 * so a reader of version 1 reads every such export; one that does writes version 2, which a reader of version 1
 * refuses rather than leaving the championship out unseen.
 */
export const CORE_STANDINGS_FORMAT = 'pitwall-league-standings';
export const CORE_STANDINGS_VERSION = 2;

const statCounts = safeRecord(z.string(), z.number().int());
const statColumn = z.object({ key: z.string(), label: z.string() }).strict();

export const coreTeamStandingSchema = z
  .object({
    place,
    team: z.string(),
    played: count,
    wins: count,
    draws: count,
    losses: count,
    /** Points as the league's scoring gives them (a league may score a loss below zero). */
    points: z.number().int(),
    stats: statCounts,
    /** The tie-breaker that placed the team against those level with it on points; null when points alone did. */
    decidedBy: z.string().nullable(),
  })
  .strict();

export const corePersonStandingSchema = z
  .object({
    place,
    person: z.string(),
    /** The team he plays for now; null once he left the league. */
    team: z.string().nullable(),
    /** His vehicle where the ruleset seats one person per vehicle. */
    vehicle: z.string().nullable(),
    games: count,
    wins: count,
    draws: count,
    losses: count,
    stats: statCounts,
  })
  .strict();

export const coreEntrantStandingSchema = z
  .object({
    place,
    entrant: z.string(),
    /** The team it entered for. */
    team: z.string(),
    played: count,
    /** First places (rounds won). */
    wins: count,
    points: z.number().int(),
    stats: statCounts,
    /** The tie-breaker that placed the entrant against those level with it on points; null when points alone did. */
    decidedBy: z.string().nullable(),
  })
  .strict();

/** The entrants' championship: what the ruleset calls an entrant (“car”), its stat columns and its rows. */
export const coreEntrantsTableSchema = z
  .object({
    words: z.object({ one: z.string(), many: z.string() }).strict(),
    stats: z.array(statColumn),
    rows: z.array(coreEntrantStandingSchema),
  })
  .strict();

export const coreStandingsTableSchema = z
  .object({
    league: z.string(),
    ruleset: z.object({ id: z.string(), name: z.string() }).strict(),
    scope: standingsScopeSchema,
    /** What the ruleset calls its people ("drivers") and, where one person drives one vehicle, the vehicle ("car"). */
    people: z.object({ one: z.string(), many: z.string() }).strict(),
    vehicle: z.string().nullable(),
    teamStats: z.array(statColumn),
    personStats: z.array(statColumn),
    teams: z.array(coreTeamStandingSchema),
    persons: z.array(corePersonStandingSchema),
    /** The entrants' championship (version 2); absent where the ruleset keeps none. */
    entrants: coreEntrantsTableSchema.optional(),
  })
  .strict();

/** The version a core table is written as: 2 with an entrants' championship, else 1 (as before there was one). */
export const coreStandingsVersion = (t: { entrants?: unknown }): 1 | 2 => (t.entrants ? 2 : 1);

export const coreStandingsDocumentSchema = coreStandingsTableSchema
  .extend({ format: z.literal(CORE_STANDINGS_FORMAT), version: z.union([z.literal(1), z.literal(CORE_STANDINGS_VERSION)]) })
  .strict()
  .refine((d) => d.version === coreStandingsVersion(d), {
    error: 'A league standings document carries the entrants’ table in version 2 and only there',
    path: ['version'],
  });

export type CoreStandingsTable = z.infer<typeof coreStandingsTableSchema>;
export type CoreStandingsDocument = z.infer<typeof coreStandingsDocumentSchema>;

/** What an export prints: a Dethmetal league's table or the league core's. */
export type AnyStandingsTable = StandingsTable | CoreStandingsTable;
export const isCoreStandings = (t: AnyStandingsTable): t is CoreStandingsTable => 'teams' in t;
