/**
 * Between-match steps (issue 21): the core runs the league's ruleset's `afterResult` and `seasonEnd` hooks
 * (rulesetHooks.ts) inside the operation that records a result or closes a season. So a step rolls the league's dice
 * (logged with the operation), its preview is the same run rolled back, and one undo takes the result and the step
 * together. The core asks the ruleset what it has (a step, with or without an input of its own), never which
 * ruleset it is.
 */
import type { StepReport } from '../../../src-shared/ipc/channels/leagueTypes';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import type { BetweenMatchStep, StepAt, StepWords } from '../rulesetHooks';
import { leagueServices } from '../rulesets';
import { leagueRuleset } from '../settings';
import { type CampaignContext, type RollingInput, type RollingOptions, rollingOperation } from './rolling';

export type StepName = 'afterResult' | 'seasonEnd';

/**
 * Refuse the core's path (`what`: "record a bare outcome") in a league whose step needs an input of its own: the
 * ruleset records it through its own channel, which the step's `own.instead` names.
 */
export function refuseOwnStep(conn: LeagueConnection, which: StepName, what: string): void {
  const step = leagueServices(conn)[which];
  if (step?.own?.instead) throw ServiceError.unavailable(`A ${leagueRuleset(conn).name} league does not ${what} this way: ${step.own.instead}`);
}

/**
 * Refuse the core's table in a league whose results are recorded by its own after-result step (they are not the
 * core's outcomes, so the core's table would be empty); the step's `own.table` says where its table is.
 */
export function refuseOwnTable(conn: LeagueConnection, what: string): void {
  const own = leagueServices(conn).afterResult?.own;
  if (own?.instead) throw ServiceError.unavailable(`A ${leagueRuleset(conn).name} league does not ${what} this way: ${own.table ?? own.instead}`);
}

/** Run the league's step of this kind, one the core runs (no input of its own), in the caller's operation; null without one. */
export function runCoreStep(ctx: CampaignContext, which: StepName, at: StepAt): StepReport | null {
  const step = leagueServices(ctx.conn)[which] as BetweenMatchStep<undefined, StepWords> | undefined;
  if (!step) return null;
  // A step run after the core's recording, on its own channel (the hex RPG's recovery), is not run in the recording;
  // what the result itself leaves (its `atRecording`) is.
  if (step.own && !step.own.instead) {
    const left = which === 'afterResult' ? step.atRecording : undefined;
    return left ? { label: left.label, changes: [...left.run(ctx, at)] } : null;
  }
  if (step.own) throw new Error(`The ${which} step “${step.label}” takes an input of its own; the core's path should have refused this league.`);
  return { label: step.label, changes: [...step.run(ctx, at, undefined)] };
}

/** What a step with an input of its own returns: the report its channel answers with, and the journal's summary. */
export interface OwnStepResult<R> {
  value: R;
  summary: string;
}

/**
 * A step with an input of its own, run through the ruleset's own channel (Dethmetal's match.record, season.end) as
 * one operation with the league's dice: the same preview, dice log and undo as the core's steps.
 */
export function runOwnStep<I extends RollingInput & object, R>(
  conn: LeagueConnection,
  op: string,
  step: BetweenMatchStep<I, OwnStepResult<R>>,
  input: I,
  options: RollingOptions,
  at: (ctx: CampaignContext) => StepAt,
): R {
  return rollingOperation(conn, op, input, options, (ctx) => step.run(ctx, at(ctx), input));
}
