/** The dice log of every ruleset's league: newest first, paged backwards, by match or season. */
import type { DiceLogEntry } from '../../../src-shared/ipc/channels/leagueTypes';
import type { DiceLogInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';

export function diceLogEntries(conn: LeagueConnection, input: DiceLogInput): DiceLogEntry[] {
  const where: string[] = [];
  const args: number[] = [];
  if (input.beforeId !== undefined) {
    where.push('id < ?');
    args.push(input.beforeId);
  }
  if (input.matchId !== undefined) {
    where.push('match_id = ?');
    args.push(input.matchId);
  }
  if (input.season !== undefined) {
    where.push('season_number = ?');
    args.push(input.season);
  }
  const rows = conn.sqlite
    .prepare(
      `SELECT id, batch, seq, op, season_number AS seasonNumber, match_id AS matchId, notation, purpose, faces, raw, value, decided, mode,
              reroll_of AS rerollOf, reroll_reason AS rerollReason
         FROM dice_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    )
    .all(...args, input.limit) as (Omit<DiceLogEntry, 'faces'> & { faces: string })[];
  return rows.map((r) => ({ ...r, faces: JSON.parse(r.faces) as number[] }));
}
