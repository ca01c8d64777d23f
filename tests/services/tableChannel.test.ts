/**
 * One match table reachable generically (issue 21): the core's `table.*` channels reach the league's ruleset's table
 * by its id, through the engine's half (`Ruleset.table`, a TableDef) and the services' half (`RulesetServices.table`).
 *
 * The proof is a ruleset of this test only, registered here with `addRuleset` and `addRulesetServices` and not in the
 * app's lists: a tiny "tally" table (each roll adds its dice to the score; a note rolls nothing) on a real league file,
 * through the dispatcher the app and the CLI use. No core file knows it. Dirty Wheels' table and Dethmetal's assistant
 * answer the same channels as their own (`dwTable.*`, `assistant.*`).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { TableServices } from '../../src-main/services/rulesetHooks';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { stepFold, type TableDef, TableRefusal } from '../../src-shared/engine/core/table';
import { dirtyWheelsRuleset } from '../../src-shared/engine/dirtywheels';
import { type AnyRuleset, addRuleset, registerRulesets, registeredRulesets } from '../../src-shared/engine/registry';
import type { AppError } from '../../src-shared/ipc';
import { table as dethmetalTable } from '../assistant/support';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const TALLY = 'tallytest';
const PLAIN = 'plaintest';

// ─── The test ruleset's table: the tally, as data and pure functions ─────────────────────────────────────────────

const tallyEvent = z.discriminatedUnion('t', [
  z.object({ t: z.literal('roll'), faces: z.array(z.number().int().min(1).max(6)).min(1), purpose: z.string() }).strict(),
  z.object({ t: z.literal('note'), text: z.string().min(1) }).strict(),
]);
type TallyEvent = z.output<typeof tallyEvent>;
const tallyIntent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roll'), dice: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('note'), text: z.string().min(1, { error: 'Say something' }) }).strict(),
]);
type TallyIntent = z.output<typeof tallyIntent>;
interface TallyState {
  score: number;
  rolls: number;
  notes: string[];
}

const tallyDef: TableDef<TallyEvent, TallyState, { number: number }, TallyIntent, number> = {
  ruleset: TALLY,
  ops: 'tally',
  eventSchema: tallyEvent,
  intentSchema: tallyIntent,
  kindOf: (e) => `tally.${e.t}`,
  fold: stepFold(
    (): TallyState => ({ score: 0, rolls: 0, notes: [] }),
    (s, e) => (e.t === 'roll' ? { ...s, score: s.score + e.faces.reduce((a, b) => a + b, 0), rolls: s.rolls + 1 } : { ...s, notes: [...s.notes, e.text] }),
  ),
  words: (appended, before, ctx) =>
    `Match ${ctx.number}: ${appended.map((e) => (e.t === 'roll' ? `${e.purpose}: ${e.faces.join(' + ')} onto ${before.score}` : `note: ${e.text}`)).join('; ')}`,
  intentName: (i) => i.kind,
  rolls: (i) => i.kind === 'roll',
  resolve: (_state, intent, dice) => {
    if (intent.kind === 'note') return { events: [{ t: 'note', text: intent.text }], result: 0 };
    if (intent.dice > 3) throw new TableRefusal('At most three dice at a time', 'Tally § 1', ['dice']);
    const faces = Array.from({ length: intent.dice }, () => dice.roll('1d6', 'Tally roll').value);
    return { events: [{ t: 'roll', faces, purpose: `${intent.dice} dice` }], result: faces.reduce((a, b) => a + b, 0) };
  },
};

/** The services' half: a match's number read from the league file (an unknown match refused at its field). */
const tallyServices: TableServices<TallyEvent, TallyState, { number: number }, TallyIntent> = {
  context: (conn, matchId) => {
    const row = conn.sqlite.prepare('SELECT number FROM matches WHERE id = ?').get(matchId) as { number: number } | undefined;
    if (!row) throw new Error(`no match ${matchId}`);
    return row;
  },
};

/** A ruleset of the test built on Dirty Wheels' module (its rules of play do not matter here), with nothing of its own. */
const testRuleset = (id: string, name: string, table: AnyRuleset['table']): AnyRuleset => ({
  ...(dirtyWheelsRuleset as unknown as AnyRuleset),
  id,
  name,
  summary: `${name}: a ruleset of the table channel test only.`,
  table,
  declaration: {
    ...dirtyWheelsRuleset.declaration,
    id,
    screens: dirtyWheelsRuleset.declaration.screens.filter((s) => s.id !== 'team'),
    cli: { commands: [], groupSubs: [] },
    channels: [],
    careerEvents: [],
  },
});

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(
    addRuleset(testRuleset(TALLY, 'Tally (test)', tallyDef)),
    addRulesetServices(TALLY, { table: tallyServices }),
    addRuleset(testRuleset(PLAIN, 'Plain Results (test)', null)),
  );
});
afterAll(() => {
  for (const off of unregister.reverse()) off();
});

// ─── A league of it, on a real file ──────────────────────────────────────────────────────────────────────────────

const tempDir = useTempDir();

async function leagueOf(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const ok = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const refused = async (channel: string, input: object): Promise<AppError> => {
    const r = await dispatch(channel as never, input as never);
    if (r.ok) throw new Error(`${channel} was expected to be refused`);
    return r.error;
  };
  await ok('app.newLeague', { name: 'Tally Night', path: path.join(dataDir, 'tally.league'), ruleset });
  const teams: number[] = [];
  for (const [i, name] of ['Road Wolves', 'Dust Devils'].entries()) teams.push((await ok('franchise.add', { name, colour: `#00000${i}`, owner: '' })).id);
  const m = await ok('schedule.add', { track: 'Session one', franchiseIds: teams });
  const count = (sql: string) => (session.league.sqlite.prepare(sql).get() as { n: number }).n;
  const written = () => ({
    events: count('SELECT count(*) AS n FROM assistant_events'),
    journal: count('SELECT count(*) AS n FROM journal'),
    dice: count('SELECT count(*) AS n FROM dice_log'),
  });
  return { session, ok, refused, matchId: m.id as number, written };
}

describe('the core’s table.* channels reach a table no core file knows (a ruleset registered by this test)', () => {
  it('table.state folds the match’s events; table.act resolves an intent with the league’s dice as one operation; table.log and table.dice say it', async () => {
    const t = await leagueOf(TALLY);
    expect(await t.ok('table.state', { matchId: t.matchId })).toEqual({ ruleset: TALLY, matchId: t.matchId, state: { score: 0, rolls: 0, notes: [] } });

    const first = await t.ok('table.act', { matchId: t.matchId, intent: { kind: 'roll', dice: 2 } });
    const note = await t.ok('table.act', { matchId: t.matchId, intent: { kind: 'note', text: 'rain' } });
    expect(note).toEqual({ ruleset: TALLY, matchId: t.matchId, state: { score: first.result, rolls: 1, notes: ['rain'] }, result: 0 });

    const dice = await t.ok('table.dice', { matchId: t.matchId });
    expect(dice.map((d: { op: string; purpose: string }) => [d.op, d.purpose])).toEqual([
      ['tally.roll', 'Tally roll'],
      ['tally.roll', 'Tally roll'],
    ]);
    const faces: number[] = [...dice].reverse().map((d: { value: number }) => d.value);
    expect(first.result).toBe(faces[0]! + faces[1]!);
    expect((await t.ok('table.log', { matchId: t.matchId })).map((l: { op: string; words: string }) => [l.op, l.words])).toEqual([
      ['tally.roll', `Match 1: 2 dice: ${faces.join(' + ')} onto 0`],
      ['tally.note', 'Match 1: note: rain'],
    ]);
    expect((await t.ok('table.state', { matchId: t.matchId })).state).toEqual(note.state);

    // One undo takes the last intent back, as every table operation.
    await t.ok('journal.undo', {});
    expect((await t.ok('table.state', { matchId: t.matchId })).state).toEqual({ score: first.result, rolls: 1, notes: [] });
    expect(await t.ok('table.log', { matchId: t.matchId })).toHaveLength(1);
    t.session.close();
  });

  it('an intent its ruleset’s schema refuses is answered with every problem at its path under intent, and nothing is written', async () => {
    const t = await leagueOf(TALLY);
    const before = t.written();
    expect(await t.refused('table.act', { matchId: t.matchId, intent: { kind: 'roll', dice: 'two' } })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['intent', 'dice'] }],
    });
    const two = await t.refused('table.act', { matchId: t.matchId, intent: { kind: 'note', text: '', mood: 'grim' } });
    expect(two).toMatchObject({ kind: 'validation', message: 'The Tally (test) intent is not valid.' });
    // Each problem at its own path: the empty note at its field, the unknown field named at the intent's.
    expect((two as { issues: unknown[] }).issues).toEqual([
      { path: ['intent', 'text'], message: 'Say something' },
      { path: ['intent'], message: expect.stringContaining('mood') },
    ]);
    expect(await t.refused('table.act', { matchId: t.matchId, intent: { kind: 'fly' } })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['intent', 'kind'] }],
    });
    expect(await t.refused('table.act', { matchId: t.matchId })).toMatchObject({ kind: 'validation', issues: [{ path: ['intent'] }] });
    // The table's rules refuse what the schema lets through, citing the rule; typed dice on an intent that rolls none.
    expect(await t.refused('table.act', { matchId: t.matchId, intent: { kind: 'roll', dice: 4 } })).toMatchObject({
      kind: 'conflict',
      message: 'At most three dice at a time (Tally § 1).',
      issues: [{ path: ['intent', 'dice'], message: 'At most three dice at a time' }],
    });
    expect(await t.refused('table.act', { matchId: t.matchId, intent: { kind: 'note', text: 'x' }, dice: [3] })).toMatchObject({
      message: 'This step rolls no dice.',
    });
    expect(t.written()).toEqual(before);
    t.session.close();
  });

  it('a league whose ruleset has no table is refused in words naming the ruleset; an unknown match is named at its field', async () => {
    const t = await leagueOf(PLAIN);
    const before = t.written();
    for (const [channel, input] of [
      ['table.state', { matchId: t.matchId }],
      ['table.act', { matchId: t.matchId, intent: { kind: 'roll', dice: 1 } }],
      ['table.log', { matchId: t.matchId }],
      ['table.dice', { matchId: t.matchId }],
    ] as const)
      expect(await t.refused(channel, input), channel).toEqual({
        kind: 'unavailable',
        message: 'Plain Results (test) has no match table: its matches are recorded as results only. Nothing was changed.',
      });
    expect(t.written()).toEqual(before);
    t.session.close();

    const tally = await leagueOf(TALLY);
    for (const channel of ['table.log', 'table.dice'])
      expect(await tally.refused(channel, { matchId: 99 }), channel).toMatchObject({ kind: 'validation', issues: [{ path: ['matchId'] }] });
    tally.session.close();
  });
});

describe('Dirty Wheels’ table and Dethmetal’s assistant answer table.* as their own channels do', () => {
  it('Dirty Wheels: table.state is dwTable.state; table.act resolves as dwTable.act, checked by its intent schema', async () => {
    const t = await dwMatchLeague(tempDir());
    expect(await t.ok('table.state', { matchId: t.matchId })).toEqual({
      ruleset: 'dirtywheels',
      matchId: t.matchId,
      state: await t.ok('dwTable.state', { matchId: t.matchId }),
    });
    const acted = await t.ok('table.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    expect(acted.result.title).toBe('Initiative for round 1');
    expect(acted.state).toEqual(await t.ok('dwTable.state', { matchId: t.matchId }));
    expect((await t.ok('table.log', { matchId: t.matchId })).map((l: { op: string }) => l.op)).toEqual(['dwTable.initiative']);
    const rolled = await t.ok('table.dice', { matchId: t.matchId });
    expect(rolled.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rolled.map((d: { op: string }) => d.op))).toEqual(new Set(['dwTable.initiative']));
    // Dirty Wheels' own refusal of a car listed twice, at its place, through the generic channel.
    const twice = await t.call('table.act', { matchId: t.matchId, intent: { kind: 'pipeBombs', car: 1, targets: [3, 3] } });
    expect(twice).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ path: ['intent', 'targets', 1] }] } });
    t.session.close();
  });

  it('Dethmetal: table.state is assistant.state; table.act walks the assistant’s turn as assistant.act does', async () => {
    const t = await dethmetalTable(tempDir());
    const state = await t.league.call('assistant.state', { matchId: t.matchId });
    expect(await t.league.call('table.state', { matchId: t.matchId })).toEqual({ ruleset: 'dethmetal', matchId: t.matchId, state });
    const acted = await t.league.call('table.act', { matchId: t.matchId, intent: { kind: 'start-heat', heat: 1 } });
    const after = await t.league.call('assistant.state', { matchId: t.matchId });
    expect(acted).toEqual({ ruleset: 'dethmetal', matchId: t.matchId, state: after, result: [] });
    expect(after.started).toBe(true);
    expect((await t.league.call('table.log', { matchId: t.matchId })).map((l) => l.op)).toEqual(['assistant.start-heat']);
    t.league.close();
  });
});

describe('the registry checks each ruleset’s table', () => {
  const [dethmetal, dirtyWheels] = registeredRulesets();
  it('a ruleset carries its own table, under a prefix of its own, and a table that resolves intents says what an intent is', () => {
    expect(() => registerRulesets([dethmetal!, testRuleset('copytest', 'Copy (test)', dirtyWheels!.table)])).toThrow(
      'The ruleset “copytest” carries a match table that plays “dirtywheels”: a ruleset carries its own table.',
    );
    expect(() => registerRulesets([dirtyWheels!, testRuleset('copytest', 'Copy (test)', { ...tallyDef, ruleset: 'copytest', ops: 'dwTable' })])).toThrow(
      'The match table operations’ prefix “dwTable” is registered by both “dirtywheels” and “copytest”',
    );
    expect(() => registerRulesets([testRuleset('copytest', 'Copy (test)', { ...tallyDef, ruleset: 'copytest', ops: 'tally.x' })])).toThrow(
      "whose operations' prefix “tally.x” is not a plain name",
    );
    expect(() => registerRulesets([testRuleset('copytest', 'Copy (test)', { ...tallyDef, ruleset: 'copytest', intentSchema: undefined })])).toThrow(
      'resolves intents without an intent schema',
    );
  });

  it('the services give the table’s other half exactly when the ruleset module carries one', () => {
    const off = addRuleset(testRuleset('halftest', 'Half (test)', { ...tallyDef, ruleset: 'halftest', ops: 'half' }));
    try {
      expect(() => addRulesetServices('halftest', {})).toThrow('The ruleset “halftest” carries a match table, but its services do not say how to read a match');
      expect(() => addRulesetServices(PLAIN, { table: tallyServices })).toThrow('but the ruleset module carries no table');
    } finally {
      off();
    }
  });
});
