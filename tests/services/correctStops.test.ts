/**
 * Correcting a result (issue 27) where a later operation no longer makes sense: the replay stops there, before
 * anything is written, with the service's refusal and the organizer's choice in words (docs/replay.md, "Stop and ask").
 * The Swiss re-pairing (correctResult.test.ts) and a Dethmetal car bought with prize money the correction removes
 * (correctResultDethmetal.test.ts) are tested beside their proofs; here the remaining cases.
 *
 * Dethmetal's draft (Part VI › Retirements, Contracts, and the Draft; gaps.md #79): teams pick in reverse order of the
 * standings and never take back their own former competitors (house rule off, as written). Season 1's only race
 * recorded 12–5 for the Reapers, corrected to 5–12, flips the order: the stored first pick (a Reaper, taken by the
 * Coyotes) is now the Reapers' own, which they may not draft. The season end names the pick, its franchise and the
 * driver (draftRefusal.ts); before, it said “Pick 1 (1) cannot take "4"”. And with three franchises, a correction
 * that drops the second into third place takes away its third franchise contract (three for the top two, else two).
 *
 * What the match gave and a later operation spends: only Dethmetal has it (money: every spend goes through the
 * garage's requireFunds, tested with garage.buy in correctResultDethmetal.test.ts; experience and levels are rolled
 * inside match.record's post-match sequence, so the replay rolls them again instead of stopping). Dirty Wheels,
 * Battlecars and race combat have no money, experience or campaign; the hex RPG's recovery spends nothing a result
 * gives (see docs/replay.md).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { badPickWords, type DraftRefusalContext } from '../../src-main/services/dethmetal/draftRefusal';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { CorrectionPreview } from '../../src-shared/ipc/channels/correct';
import type { Call, Invoke } from '../support/leagueFiles';
import { FOUR_TEAMS, foundAll, playOneCarEach } from '../support/leagueRecipes';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function league(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const invoke: Invoke = async (channel, payload) => (await dispatch(channel as never, payload as never)) as never;
  const call: Call = async (channel, payload) => {
    const r = await invoke(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as never;
  };
  return { session, call, invoke };
}

/** A season end's input with every draft and sponsor choice answered with its first option, found by previews. */
async function seasonEndInput(invoke: Invoke, contracts: Record<string, number[]>): Promise<{ draftPicks: (number | 'pass')[] }> {
  const input: Record<string, unknown> = { contracts, preview: true };
  for (let i = 0; i < 20; i++) {
    const r = await invoke('season.end', input);
    if (r.ok) {
      const { preview: _, ...write } = input;
      return write as { draftPicks: (number | 'pass')[] };
    }
    const choice = r.error.choice;
    if (r.error.kind !== 'choice-needed' || !choice) throw new Error(JSON.stringify(r.error));
    const key = String(choice.path[0]);
    input[key] = [...((input[key] as unknown[] | undefined) ?? []), choice.options[0]!.value];
  }
  throw new Error('season.end kept asking for choices');
}

describe('Dethmetal: a correction that flips the draft order, so a stored pick is no longer the picking franchise’s to make', () => {
  let t: ReturnType<typeof league>;
  let ids: number[];
  let matchId: number;
  let end: { draftPicks: (number | 'pass')[] };
  const name = (id: number) => (t.session.league.sqlite.prepare(`SELECT name FROM competitors WHERE id = ?`).get(id) as { name: string }).name;
  const snapshot = (file: string) => {
    const to = path.join(tempDir(), file);
    t.session.league.sqlite.prepare('VACUUM INTO ?').run(to);
    return new Database(to, { readonly: true });
  };

  beforeAll(async () => {
    t = league(tempDir());
    t.session.create('Draft League');
    await t.call('league.updateSettings', { seed: 77 });
    // The Reapers and the Coyotes, six competitors each; season 1 is one race, the Reapers' driver first (12 to 5).
    ids = await foundAll(t.call, [FOUR_TEAMS[0]!, FOUR_TEAMS[2]!], 1);
    matchId = await playOneCarEach(t.call, t.invoke, ids, 'Track 1', [12, 5]);
    const roster = async (id: number) => (await t.call<{ roster: { id: number }[] }>('franchise.details', { id })).roster.map((c) => c.id);
    const contracts = Object.fromEntries(await Promise.all(ids.map(async (id) => [String(id), (await roster(id)).slice(0, 3)] as const)));
    end = { ...(await seasonEndInput(t.invoke, contracts)), contracts } as typeof end;
  });

  it('season.end refuses a pick of a driver the pick may not take, naming the pick, its franchise and the driver, and writes nothing', async () => {
    // The Coyotes (last) pick first; Ace Rust is under a Reapers franchise contract.
    const before = snapshot('before-end.league');
    const r = await t.invoke('season.end', { ...end, draftPicks: [ids[0]!] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe(
        `Draft pick 1 (round 1) belongs to Chrome Coyotes, who cannot take Ace Rust (level 2, Rust Belt Reapers): the driver is protected by a franchise contract of Rust Belt Reapers; it may take Dent Rust (level 1, Rust Belt Reapers), Ember Rust (level 1, Rust Belt Reapers), Fang Rust (level 1, Rust Belt Reapers), or pass.`,
      );
      expect(r.error).toMatchObject({ kind: 'validation', issues: [{ path: ['draftPicks', 0] }] });
    }
    expect(compareFiles(before, t.session.league.sqlite)).toEqual([]);
    before.close();
  });

  it('the correction stops at the season end with its words and the choice; nothing is written; match.correct refuses the same', async () => {
    await t.call('season.end', end);
    const sql = t.session.league.sqlite;
    // As recorded: the Coyotes picked first and took a Reaper.
    expect(name(end.draftPicks[0] as number)).toBe('Dent Rust');
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    const input = JSON.parse(recorded.input) as { teams: { competitors: { points: number }[] }[] };
    input.teams[0]!.competitors[0]!.points = 5;
    input.teams[1]!.competitors[0]!.points = 12;
    const seasonEnd = sql.prepare(`SELECT id, summary FROM journal WHERE op = 'season.end'`).get() as { id: number; summary: string };
    const before = snapshot('before-correct.league');

    const reason =
      'Draft pick 1 (round 1) belongs to Rust Belt Reapers, who cannot take Dent Rust (level 1, Rust Belt Reapers): a franchise does not draft back its own former competitors (house rule “Teams may draft back their own competitors” is off); it may take Dent Chrome (level 1, Chrome Coyotes), Ember Chrome (level 1, Chrome Coyotes), Fang Chrome (level 1, Chrome Coyotes), or pass.';
    const preview: CorrectionPreview = await t.call('match.previewCorrection', { matchId, result: input });
    expect(preview.stopped).toEqual({
      journalId: seasonEnd.id,
      op: 'season.end',
      summary: seasonEnd.summary,
      reason,
      choice: `“${seasonEnd.summary}” (#${seasonEnd.id}) no longer holds once match 1's result is corrected. Either correct the result differently so that it still holds, or undo back to before it (1 operation from the last), record match 1 again and redo by hand what still applies.`,
    });
    expect(preview.changes).toEqual([]);
    expect(compareFiles(before, sql)).toEqual([]);
    const refused = await t.invoke('match.correct', { matchId, result: input });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain(reason);
    expect(compareFiles(before, sql)).toEqual([]);
    before.close();
    t.session.close();
  });
});

describe('Dethmetal: a correction that drops a franchise out of the top two, whose third franchise contract no longer holds', () => {
  it('stops at the season end with the contracts’ words and the choice; nothing is written; match.correct refuses the same', async () => {
    // Three franchises, one race: the Angels second (8 to the Coyotes' 5), so they kept three competitors under
    // franchise contracts (Part VI: three for the top two places, else two; gaps.md #77, #84). The right result is 5 to 8.
    const t = league(tempDir());
    t.session.create('Contracts League');
    await t.call('league.updateSettings', { seed: 77 });
    const ids = await foundAll(t.call, FOUR_TEAMS.slice(0, 3), 1);
    const matchId = await playOneCarEach(t.call, t.invoke, ids, 'Track 1', [12, 8, 5]);
    const roster = async (id: number) => (await t.call<{ roster: { id: number }[] }>('franchise.details', { id })).roster.map((c) => c.id);
    const contracts = Object.fromEntries(await Promise.all(ids.map(async (id, i) => [String(id), (await roster(id)).slice(0, i < 2 ? 3 : 2)] as const)));
    await t.call('season.end', { ...(await seasonEndInput(t.invoke, contracts)), contracts });
    const sql = t.session.league.sqlite;
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    const input = JSON.parse(recorded.input) as { teams: { competitors: { points: number }[] }[] };
    input.teams[1]!.competitors[0]!.points = 5;
    input.teams[2]!.competitors[0]!.points = 8;
    const seasonEnd = sql.prepare(`SELECT id, summary FROM journal WHERE op = 'season.end'`).get() as { id: number; summary: string };
    const to = path.join(tempDir(), 'before.league');
    sql.prepare('VACUUM INTO ?').run(to);
    const before = new Database(to, { readonly: true });

    const reason = 'Ash Valley Angels may protect 2 competitors with franchise contracts (3rd place; only the top two places get 3), but 3 are chosen.';
    const preview: CorrectionPreview = await t.call('match.previewCorrection', { matchId, result: input });
    expect(preview.stopped).toMatchObject({ journalId: seasonEnd.id, op: 'season.end', reason });
    expect(preview.stopped?.choice).toMatch(
      /^“Ended season 1: .*” \(#\d+\) no longer holds once match 1's result is corrected\. Either correct the result differently/,
    );
    expect(preview.changes).toEqual([]);
    const refused = await t.invoke('match.correct', { matchId, result: input });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain(reason);
    expect(compareFiles(before, sql)).toEqual([]);
    before.close();
    t.session.close();
  });
});

describe('badPickWords: why a stored draft pick cannot be made, each reason', () => {
  const base: DraftRefusalContext = {
    slot: { pick: 3, round: 2, team: 'a' },
    choice: 'x',
    options: ['y'],
    competitors: [
      { id: 'x', team: 'b' },
      { id: 'y', team: 'b' },
    ],
    made: [],
    expansion: new Set(),
    ownFormerAllowed: false,
    team: (id) => `Team ${id.toUpperCase()}`,
    who: (id) => `Driver ${id.toUpperCase()}`,
  };
  const why = (c: Partial<DraftRefusalContext>) => /: (.*); it may/.exec(badPickWords({ ...base, ...c }))?.[1];

  it('names the pick, its franchise, the driver and the options', () => {
    expect(badPickWords({ ...base, made: [{ slot: { pick: 1, round: 1, team: 'b' }, competitor: 'x' }] })).toBe(
      'Draft pick 3 (round 2) belongs to Team A, who cannot take Driver X: Team B took the driver with pick 1; it may take Driver Y, or pass.',
    );
    expect(badPickWords({ ...base, options: [], competitors: [] })).toMatch(/; it may only pass\.$/);
  });

  it('says which rule keeps the driver out of the pick', () => {
    expect(why({ competitors: [] })).toBe('the driver is on no franchise’s roster at this season’s end (retired, dead or a free agent)');
    expect(why({ competitors: [{ id: 'x', team: 'b', forcedRetirement: true }] })).toBe('the driver is forced to retire');
    expect(why({ competitors: [{ id: 'x', team: 'b', contracted: true }] })).toBe('the driver is protected by a franchise contract of Team B');
    expect(why({ expansion: new Set(['b']) })).toBe('the driver plays for Team B, an expansion team, which keeps its roster');
    expect(why({ competitors: [{ id: 'x', team: 'a' }] })).toMatch(/^a franchise does not draft back its own former competitors/);
    expect(why({ competitors: [{ id: 'x', team: 'a' }], ownFormerAllowed: true })).toBe('the driver is not in the draft pool');
  });
});
