import { z } from 'zod';

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
