/** Dethmetal's match channels: the pre-match rolls, heat assignments, the post-match sequence and its report as committed. */
import { z } from 'zod';
import type { RollRecord } from '../../../engine/dice';
import { channel } from '../../channel';
import { id, safeRecord, typedDice, uniqueList } from '../../fields';
import type { MatchView } from '../leagueTypes';
import { matchInput, nonNegative } from '../matches';
import { sponsorType } from './campaignFields';
import type { PostMatchReport } from './campaignTypes';

const preMatchInput = z.object({ matchId: id, dice: typedDice }).strict();

const assignInput = z
  .object({
    matchId: id,
    franchiseId: id,
    heats: z
      .array(
        z
          .object({
            heat: z.number().int().min(1),
            cars: uniqueList(z.object({ vehicleId: id, driverId: id, gunnerId: id.optional() }).strict(), 'car', {
              by: (c) => c.vehicleId,
              field: 'vehicleId',
              max: 10,
            }),
          })
          .strict(),
      )
      .min(1, { error: 'Assign at least one heat' })
      .max(5),
  })
  .strict();

const teamResult = z
  .object({
    franchiseId: id,
    /** Match points; when given it must equal the sum of the competitors' points (gaps.md #38). */
    points: nonNegative('Points').optional(),
    competitors: uniqueList(
      z
        .object({
          competitorId: id,
          points: nonNegative('Points').default(0),
          criticals: nonNegative('Critical hits scored').default(0),
          outOfAction: z.boolean().default(false),
        })
        .strict(),
      'competitor',
      { by: (c) => c.competitorId, max: 40 },
    ).default([]),
    vehicles: uniqueList(
      z
        .object({
          vehicleId: id,
          criticals: nonNegative('Criticals taken').default(0),
          destroyed: z.boolean().default(false),
          damage: nonNegative('Damage').default(0),
        })
        .strict(),
      'car',
      { by: (v) => v.vehicleId, max: 40 },
    ).default([]),
    /** Spin the World Trade table (never mandatory). */
    worldTrade: z.boolean().default(false),
    /** Cash in the Holding company sponsor. */
    bankruptHoldingCompany: z.boolean().default(false),
    /** Keys of this match's finds to buy (from a preview); anything not bought is lost. */
    buyFound: z.array(z.string().min(1).max(200)).max(20).default([]),
    /** For a found New contract at five sponsors: the sponsor it replaces. */
    newContractReplaces: sponsorType.optional(),
  })
  .strict();

const recordInput = z
  .object({
    matchId: id,
    /** Work out everything, show it, change nothing. */
    preview: z.boolean().default(false),
    teams: uniqueList(teamResult, 'team', { by: (t) => t.franchiseId, min: 1, minError: 'A result needs at least one team', max: 32 }),
    /** Answers to advancement choices, per competitor id (Mechanic again or re-roll, gaps.md #7). */
    answers: safeRecord(z.string(), z.array(z.enum(['take-mechanic-again', 'reroll']))).default({}),
    dice: typedDice,
  })
  .strict();

export type AssignInput = z.output<typeof assignInput>;
export type RecordInput = z.output<typeof recordInput>;

/** A match and, once played, its post-match report as committed (null if recorded before reports were kept). */
export interface MatchReportView {
  match: MatchView;
  report: PostMatchReport | null;
}

export const dethmetalMatchChannels = {
  /** A match with its post-match report as committed: the same view the preview showed, read-only. */
  'match.report': channel<typeof matchInput, MatchReportView>('read', matchInput),
  /** Heart condition and temperamental devices, rolled once for every team before any assignment. */
  'match.preMatch': channel<typeof preMatchInput, MatchView & { rolls: RollRecord[] }>('write', preMatchInput),
  'match.assign': channel<typeof assignInput, MatchView>('write', assignInput),
  /** Record the result and run the whole post-match sequence; `preview` shows every change and roll and keeps nothing. */
  'match.record': channel<typeof recordInput, PostMatchReport>('write', recordInput, 30_000),
};
