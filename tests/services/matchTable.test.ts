/**
 * The league's one match table service (services/league/matchTable.ts), driven with a table no ruleset has: a tiny
 * "tally" game declared in this file (its event schema, its reducer, its words, an intent resolved with the league's
 * dice), on a real league file. Nothing outside this test knows it: a next ruleset's table needs no core edit.
 * Dethmetal's assistant and Dirty Wheels' table run on the same service (tests/assistant, tests/services/dwTable).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stepFold, type TableDef, TableRefusal } from '../../src-shared/engine/core/table';
import type { LeagueConnection } from '../../src-main/db/connection';
import { actOnTable, checkEvent, foldedTable, type MatchTable, matchLog, readEvents, tableDice } from '../../src-main/services/league/matchTable';
import { rollingOperation } from '../../src-main/services/league/rolling';
import { undoLast } from '../../src-main/services/operation';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

// The tally: each roll adds its dice to the score; a note says something and rolls nothing.
const tallyEvent = z.discriminatedUnion('t', [
  z.object({ t: z.literal('roll'), faces: z.array(z.number().int().min(1).max(6)).min(1), purpose: z.string() }).strict(),
  z.object({ t: z.literal('note'), text: z.string().min(1) }).strict(),
]);
type TallyEvent = z.output<typeof tallyEvent>;
type TallyIntent = { kind: 'roll'; dice: number } | { kind: 'note'; text: string };
interface TallyState {
  score: number;
  rolls: number;
  notes: string[];
}
interface TallyContext {
  number: number;
}

const tallyDef: TableDef<TallyEvent, TallyState, TallyContext, TallyIntent, number> = {
  ruleset: 'tally',
  ops: 'tally',
  eventSchema: tallyEvent,
  kindOf: (e) => `tally.${e.t}`,
  fold: stepFold(
    (): TallyState => ({ score: 0, rolls: 0, notes: [] }),
    (s, e) => (e.t === 'roll' ? { ...s, score: s.score + e.faces.reduce((a, b) => a + b, 0), rolls: s.rolls + 1 } : { ...s, notes: [...s.notes, e.text] }),
  ),
  words: (appended, before, ctx) =>
    `Match ${ctx.number}: ${appended
      .map((e) => (e.t === 'roll' ? `${e.purpose}: ${e.faces.join(' + ')} onto ${before.score}` : `note: ${e.text}`))
      .join('; ')}`,
  damaged: (row, problem, ctx) => `The tally's event ${row.seq} of match ${ctx.number} is damaged: ${problem}.`,
  intentName: (i) => i.kind,
  rolls: (i) => i.kind === 'roll',
  resolve: (_state, intent, dice) => {
    if (intent.kind === 'note') return { events: [{ t: 'note', text: intent.text }], result: 0 };
    if (intent.dice > 3) throw new TableRefusal('At most three dice at a time', 'Tally § 1', ['dice']);
    const faces = Array.from({ length: intent.dice }, () => dice.roll('1d6', 'Tally roll').value);
    return { events: [{ t: 'roll', faces, purpose: `${intent.dice} dice` }], result: faces.reduce((a, b) => a + b, 0) };
  },
};

const tally: MatchTable<TallyEvent, TallyState, TallyContext, TallyIntent, number> = {
  def: tallyDef,
  context: (conn, matchId) => conn.sqlite.prepare('SELECT number FROM matches WHERE id = ?').get(matchId) as TallyContext,
};

const count = (conn: LeagueConnection, sql: string, ...args: unknown[]) => (conn.sqlite.prepare(sql).get(...args) as { n: number }).n;

describe('the match table service with a table declared in a test', () => {
  it('appends each intent as checked events, folds them, ties its rolls to the match and says it in words', async () => {
    const t = await dwMatchLeague(tempDir());
    const conn = t.session.league;
    const counter = t.counter();

    const first = actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'roll', dice: 2 } });
    expect(first.appended.map((e) => [e.seq, e.kind])).toEqual([[1, 'tally.roll']]);
    const second = actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'note', text: 'rain' } });
    const third = actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'roll', dice: 3 } });

    // The rows as stored: the kind the table declares, the payload its schema checked.
    const rows = conn.sqlite.prepare('SELECT seq, kind, payload FROM assistant_events WHERE match_id = ? ORDER BY seq').all(t.matchId) as {
      seq: number;
      kind: string;
      payload: string;
    }[];
    expect(rows.map((r) => r.kind)).toEqual(['tally.roll', 'tally.note', 'tally.roll']);
    expect(JSON.parse(rows[1]!.payload)).toEqual({ t: 'note', text: 'rain' });

    // A roll of the match made elsewhere (as a pre-match roll is) is the match's but not its table's.
    rollingOperation(conn, 'elsewhere.roll', {}, { matchId: t.matchId }, (ctx) => ({ value: ctx.dice.roll('1d6', 'elsewhere'), summary: 'elsewhere' }));

    // The dice log: five d6 in two operations, under the match, named by the table's operation; the seed moved on.
    const dice = tableDice(conn, tallyDef, t.matchId);
    expect(dice).toHaveLength(5);
    expect(new Set(dice.map((d) => d.op))).toEqual(new Set(['tally.roll']));
    expect(t.counter()).toBe(counter + 6);
    const rolled = [...dice].reverse().map((d) => d.value);
    expect(first.result + third.result).toBe(rolled.reduce((a, b) => a + b, 0));

    // The fold: what was read back from the file, and what each operation returned.
    const folded = foldedTable(conn, tally, t.matchId);
    expect(folded.state).toEqual({ score: first.result + third.result, rolls: 2, notes: ['rain'] });
    expect(third.state).toEqual(folded.state);
    expect(second.before.score).toBe(first.result);

    // The match log in words, one line an operation, as the journal keeps it.
    expect(matchLog(conn, tallyDef, t.matchId).map((l) => [l.op, l.words])).toEqual([
      ['tally.roll', `Match 1: 2 dice: ${rolled.slice(0, 2).join(' + ')} onto 0`],
      ['tally.note', 'Match 1: note: rain'],
      ['tally.roll', `Match 1: 3 dice: ${rolled.slice(2).join(' + ')} onto ${first.result}`],
    ]);
    t.session.close();
  });

  it('one undo takes the last intent back with its dice, its log line and the seed counter', async () => {
    const t = await dwMatchLeague(tempDir());
    const conn = t.session.league;
    actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'roll', dice: 1 } });
    const before = { events: count(conn, 'SELECT count(*) AS n FROM assistant_events'), dice: tableDice(conn, tallyDef, t.matchId), counter: t.counter() };
    const kept = foldedTable(conn, tally, t.matchId).state;

    actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'roll', dice: 3 } });
    expect(tableDice(conn, tallyDef, t.matchId)).toHaveLength(4);
    expect(matchLog(conn, tallyDef, t.matchId)).toHaveLength(2);

    expect(undoLast(conn).op).toBe('tally.roll');
    expect(count(conn, 'SELECT count(*) AS n FROM assistant_events')).toBe(before.events);
    expect(tableDice(conn, tallyDef, t.matchId)).toEqual(before.dice);
    expect(t.counter()).toBe(before.counter);
    expect(matchLog(conn, tallyDef, t.matchId)).toHaveLength(1);
    expect(foldedTable(conn, tally, t.matchId).state).toEqual(kept);
    t.session.close();
  });

  it('a refusal by the rules cites its rule and writes nothing; an intent that rolls nothing is refused typed dice', async () => {
    const t = await dwMatchLeague(tempDir());
    const conn = t.session.league;
    const counter = t.counter();
    let refused: unknown;
    try {
      actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'roll', dice: 4 } });
    } catch (e) {
      refused = e;
    }
    expect(refused).toMatchObject({
      error: {
        kind: 'conflict',
        message: 'At most three dice at a time (Tally § 1).',
        issues: [{ path: ['intent', 'dice'], message: 'At most three dice at a time' }],
      },
    });
    expect(() => actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'note', text: 'x' }, dice: [3] })).toThrow('This step rolls no dice.');
    expect(count(conn, 'SELECT count(*) AS n FROM assistant_events')).toBe(0);
    expect(count(conn, `SELECT count(*) AS n FROM journal WHERE op LIKE 'tally.%'`)).toBe(0);
    expect(t.counter()).toBe(counter);
    t.session.close();
  });

  it('an event its schema refuses is never written, and a damaged row is named in the table’s words', async () => {
    const t = await dwMatchLeague(tempDir());
    const conn = t.session.league;
    // A table whose calculator makes an event its own schema refuses: the operation fails whole.
    const broken = { ...tally, def: { ...tallyDef, resolve: () => ({ events: [{ t: 'note', text: '' } as TallyEvent], result: 0 }) } };
    expect(() => actOnTable(conn, broken, { matchId: t.matchId, intent: { kind: 'note', text: 'x' } })).toThrow();
    expect(count(conn, 'SELECT count(*) AS n FROM assistant_events')).toBe(0);

    actOnTable(conn, tally, { matchId: t.matchId, intent: { kind: 'note', text: 'fine' } });
    const ctx = { number: 1 };
    expect(readEvents(conn, tallyDef, t.matchId, ctx).map((e) => e.event)).toEqual([{ t: 'note', text: 'fine' }]);
    conn.sqlite.prepare(`UPDATE assistant_events SET payload = ? WHERE seq = 1`).run(JSON.stringify({ t: 'roll', faces: [7], purpose: 'x' }));
    expect(() => foldedTable(conn, tally, t.matchId)).toThrow("The tally's event 1 of match 1 is damaged: faces.0: ");
    expect(checkEvent(tallyDef, { kind: 'tally.note', payload: JSON.stringify({ t: 'roll', faces: [2], purpose: 'x' }) })).toEqual({
      problem: 'its kind says tally.note but its payload is tally.roll',
    });
    expect(checkEvent(tallyDef, { kind: 'tally.note', payload: '{' })).toEqual({ problem: 'its payload is not JSON' });
    t.session.close();
  });
});
