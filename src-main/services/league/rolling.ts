import { DiceInputInvalid, DiceInputNeeded, ManualDice, SeededDice, type Dice, type RollRecord } from '../../../src-shared/engine/dice';
import type { DethmetalSettings } from '../../../src-shared/engine/dethmetal';
import type { ChoiceRequest } from '../../../src-shared/ipc';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { currentJournalId, runOperation } from '../operation';
import { readSettings } from '../settings';
import { statement } from './prepared';
import { ensureSeason, type SeasonRow } from './seasonRow';

export interface CampaignContext {
  conn: LeagueConnection;
  op: string;
  dice: Dice;
  settings: DethmetalSettings;
  season: SeasonRow;
}

export interface RollingInput {
  /** Manual dice mode: the rolls typed so far, in the order the operation asks for them. */
  dice?: number[];
}

/** Thrown inside the transaction to roll a preview back; carries the computed result out. */
class PreviewRollback extends Error {
  constructor(readonly value: unknown) {
    super('preview');
  }
}

/** The organizer must choose: nothing is written; the client puts the answer at `choice.path` and asks again. */
export function choiceNeeded(ctx: CampaignContext, message: string, choice: ChoiceRequest): never {
  throw new ServiceError({ kind: 'choice-needed', message, choice, rolls: [...ctx.dice.log] });
}

/**
 * Where an app-rolled operation's dice come from: the league's seed and counter, unless something replaying the
 * journal (services/league/replay) set a source on this connection to feed the operation the rolls its dice log kept.
 * It must still be seeded dice, so the counter the league file keeps moves as it did.
 */
export type AppDiceSource = (seed: number, counter: number, op: string) => SeededDice;
const appDiceSources = new WeakMap<LeagueConnection, AppDiceSource>();

/** Set (or, with null, clear) where this connection's app-rolled operations take their dice. */
export function setAppDiceSource(conn: LeagueConnection, source: AppDiceSource | null): void {
  if (source) appDiceSources.set(conn, source);
  else appDiceSources.delete(conn);
}

function makeDice(conn: LeagueConnection, op: string, input: RollingInput): { dice: Dice; mode: 'app' | 'manual'; seed: number; counter: number } {
  const row = statement(conn, `SELECT dice_mode AS mode, rng_seed AS seed, rng_counter AS counter FROM league WHERE id = 1`).get() as
    | { mode: 'app' | 'manual'; seed: number; counter: number }
    | undefined;
  if (!row) throw ServiceError.notFound('league', 'The league record is missing.');
  if (row.mode === 'app') {
    if (input.dice && input.dice.length > 0) {
      throw ServiceError.validation('This league rolls its dice in the app; switch the dice mode to "typed by the organizer" to enter rolls.', [
        { path: ['dice'], message: 'Only leagues with manual dice take typed rolls' },
      ]);
    }
    const source = appDiceSources.get(conn);
    const dice = source ? source(row.seed, row.counter, op) : new SeededDice(row.seed, row.counter);
    return { dice, mode: 'app', seed: row.seed, counter: row.counter };
  }
  return { dice: new ManualDice(input.dice ?? []), mode: 'manual', seed: row.seed, counter: row.counter };
}

function writeLog(ctx: CampaignContext, rolls: readonly RollRecord[], matchId: number | null): void {
  if (rolls.length === 0) return;
  const batch = (statement(ctx.conn, `SELECT coalesce(max(batch), 0) + 1 AS b FROM dice_log`).get() as { b: number }).b;
  const insert = statement(
    ctx.conn,
    `INSERT INTO dice_log (batch, seq, op, season_number, match_id, notation, purpose, faces, raw, value, decided, mode, reroll_of, reroll_reason, journal_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const journalId = currentJournalId(ctx.conn);
  for (const r of rolls) {
    insert.run(
      batch,
      r.seq,
      ctx.op,
      ctx.season.number,
      matchId,
      r.notation,
      r.purpose,
      JSON.stringify(r.faces),
      r.raw,
      r.value,
      r.decided ?? null,
      r.mode,
      r.rerollOf ?? null,
      r.rerollReason ?? null,
      journalId,
    );
  }
}

export interface RollingOptions {
  preview?: boolean;
  /** The match the rolls belong to, for the dice log. */
  matchId?: number | null;
}

/**
 * Run `fn` as one journaled operation with the league's dice. Manual dice: a missing roll answers `dice-needed`,
 * an impossible one a validation error, typed rolls left over a validation error; nothing is written in any case.
 */
export function rollingOperation<T>(
  conn: LeagueConnection,
  op: string,
  input: RollingInput & object,
  options: RollingOptions,
  fn: (ctx: CampaignContext) => { value: T; summary: string },
): T {
  try {
    return runOperation(conn, op, input, () => {
      const made = makeDice(conn, op, input);
      // Settings are read on first use: a league without a campaign layer (no Dethmetal settings) rolls through here too.
      let settings: DethmetalSettings | undefined;
      const ctx: CampaignContext = {
        conn,
        op,
        dice: made.dice,
        get settings() {
          settings ??= readSettings(conn);
          return settings;
        },
        season: ensureSeason(conn),
      };
      let out: { value: T; summary: string };
      try {
        out = fn(ctx);
      } catch (e) {
        if (e instanceof DiceInputNeeded) {
          throw new ServiceError({ kind: 'dice-needed', message: e.message, request: e.request, rolls: [...ctx.dice.log] });
        }
        if (e instanceof DiceInputInvalid) throw ServiceError.validation(e.message, [{ path: ['dice', e.index], message: e.message }]);
        throw e;
      }
      if (made.dice instanceof ManualDice && made.dice.consumed < (input.dice?.length ?? 0)) {
        const extra = (input.dice?.length ?? 0) - made.dice.consumed;
        throw ServiceError.validation(`${extra} typed roll${extra > 1 ? 's were' : ' was'} not needed: this operation used ${made.dice.consumed}.`, [
          { path: ['dice', made.dice.consumed], message: 'Not needed' },
        ]);
      }
      writeLog(ctx, made.dice.log, options.matchId ?? null);
      if (made.dice instanceof SeededDice && made.dice.counter !== made.counter) {
        statement(conn, `UPDATE league SET rng_counter = ? WHERE id = 1`).run(made.dice.counter);
      }
      if (options.preview) throw new PreviewRollback(out.value);
      return out;
    });
  } catch (e) {
    if (e instanceof PreviewRollback) return e.value as T;
    throw e;
  }
}
