/**
 * Correcting a Dethmetal result (issue 27) through its own post-match input (`match.record`).
 *
 * The proof: a race of season 1 of a three-season league (two franchises, two races in season 1 and one in each later
 * season, each season ended with its draft) recorded with the winner's and the loser's points swapped, then corrected,
 * equals the league built from scratch with the right points and the same dice, table by table. "The same dice" is
 * what the correction promises (docs/replay.md): each operation gets the rolls the same operation logged in the
 * league as first recorded, by purpose, and the seed's dice only for a roll that log does not have. The league built
 * from scratch runs the same operations through the ordinary services with exactly that dice source (FirstLeagueDice,
 * the test's own), not re-seeded: Dethmetal's post-match sequence rolls more or fewer dice with other points
 * (advancement), so re-seeded, every later roll would come from another place of the seed. Its season ends take the
 * inputs the first league's season ends were given (the draft's picks, the sponsor picks), as the correction replays
 * them.
 *
 * The preview of that correction lists only what changes for people: careers person by person (not career rows,
 * whose ids shift), the money once per team (not again as the bank column the ledger sums), no post-match report
 * JSON. And the stop and ask: a car bought with prize money the corrected result does not pay stops the correction.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { LoggedRoll } from '../../src-main/services/league/replay/loggedDice';
import { setAppDiceSource } from '../../src-main/services/league/rolling';
import { currentJournalId } from '../../src-main/services/operation';
import { type DiceSpec, SeededDice } from '../../src-shared/engine/dice';
import type { CorrectionPreview, CorrectionReport } from '../../src-shared/ipc/channels/correct';
import type { DiceNote, JournalCheck } from '../../src-shared/ipc/channels/verify';
import type { Call, Invoke } from '../support/leagueFiles';
import { FOUR_TEAMS, foundAll, playOneCarEach } from '../support/leagueRecipes';
import { machinegunCar } from '../support/pageApi';
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

/** A season end's input with every choice it asks answered with its first option (the draft's first competitor, the first sponsor), found by previews. */
async function seasonEndInput(invoke: Invoke, contracts: Record<string, number[]>): Promise<object> {
  const input: Record<string, unknown> = { contracts, preview: true };
  for (let i = 0; i < 20; i++) {
    const r = await invoke('season.end', input);
    if (r.ok) {
      const { preview: _, ...write } = input;
      return write;
    }
    const choice = r.error.choice;
    if (r.error.kind !== 'choice-needed' || !choice) throw new Error(JSON.stringify(r.error));
    const key = String(choice.path[0]);
    input[key] = [...((input[key] as unknown[] | undefined) ?? []), choice.options[0]!.value];
  }
  throw new Error('season.end kept asking for choices');
}

/** The first league's rolls by the journal entry that rolled them (dice_log.journal_id), in the order rolled. */
function rollsByEntry(sql: Database.Database): Map<number, LoggedRoll[]> {
  const rows = sql.prepare(`SELECT journal_id AS j, notation, purpose, faces, raw FROM dice_log ORDER BY batch, seq`).all() as {
    j: number;
    notation: string;
    purpose: string;
    faces: string;
    raw: number;
  }[];
  const out = new Map<number, LoggedRoll[]>();
  for (const r of rows)
    out.set(r.j, [...(out.get(r.j) ?? []), { notation: r.notation, purpose: r.purpose, faces: JSON.parse(r.faces) as number[], raw: r.raw }]);
  return out;
}

interface SameDice {
  /** The first league's rolls by entry. */
  rolls: Map<number, LoggedRoll[]>;
  /** The first league's season-end inputs, in order. */
  seasonEnds: object[];
}

/**
 * "The same dice" stated on its own, for the league built from scratch: each roll takes the first roll the same
 * operation of the first league logged with its purpose (then gone), if of the same notation, else the seed's dice;
 * every roll draws from the seed too, so the league's counter moves as it would. Written here rather than taken from
 * the replay (replay/loggedDice.ts), so that a fault in the replay's dice shows as a difference instead of being
 * built into both leagues alike.
 */
class FirstLeagueDice extends SeededDice {
  /** The purposes of the rolls this operation made that its log has not. */
  readonly fresh: string[] = [];
  constructor(
    seed: number,
    counter: number,
    /** The operation's logged rolls not rolled yet: after it ran, those it did not roll. */
    readonly unused: LoggedRoll[],
  ) {
    super(seed, counter);
  }
  protected override readRaw(spec: DiceSpec, notation = '', purpose = '') {
    const seeded = super.readRaw(spec);
    const i = this.unused.findIndex((r) => r.purpose === purpose);
    const [r] = i < 0 ? [] : this.unused.splice(i, 1);
    if (!r || r.notation !== notation) {
      this.fresh.push(purpose);
      return seeded;
    }
    return { raw: r.raw, faces: [...r.faces], mode: 'app' as const };
  }
}

/** A dice note as `{ journalId, new | unused, purpose }`: the preview's words (replay.ts) or the oracle's. */
type DiceUse = { journalId: number; roll: 'new' | 'unused'; purpose: string };
const diceUse = (n: DiceNote): DiceUse => ({
  journalId: n.journalId,
  roll: n.note.startsWith('rolled ') ? 'new' : 'unused',
  purpose: /“(.*?)”/.exec(n.note)?.[1] ?? n.note,
});

/**
 * The three-season league: the Reapers and the Coyotes (seed 77), season 1's first race scored `first`, its second
 * [14, 2] (the Reapers top season 1 either way, so the draft order holds), seasons 2 and 3 a race each; each season
 * ended with three franchise contracts each and the draft. `same`: built from scratch with the first league's dice and
 * season-end inputs; it then also answers which rolls were new and which logged ones went unused.
 */
async function threeSeasons(dir: string, first: number[], same?: SameDice) {
  const t = league(dir);
  t.session.create('Dust Bowl');
  const used = new Map<number, FirstLeagueDice>();
  if (same)
    setAppDiceSource(t.session.league, (seed, counter) => {
      const entry = currentJournalId(t.session.league);
      const dice = new FirstLeagueDice(seed, counter, [...(same.rolls.get(entry) ?? [])]);
      used.set(entry, dice);
      return dice;
    });
  await t.call('league.updateSettings', { seed: 77 });
  const ids = await foundAll(t.call, [FOUR_TEAMS[0]!, FOUR_TEAMS[2]!], 1);
  const seasonEnds: object[] = [];
  let matchId = 0;
  for (let s = 1; s <= 3; s++) {
    const m = await playOneCarEach(t.call, t.invoke, ids, `Track ${s}`, s === 1 ? first : s === 2 ? [5, 12] : [12, 5]);
    if (s === 1) {
      matchId = m;
      await playOneCarEach(t.call, t.invoke, ids, 'Track 1b', [14, 2]);
    }
    const roster = async (id: number) => (await t.call<{ roster: { id: number }[] }>('franchise.details', { id })).roster.map((c) => c.id);
    const contracts = Object.fromEntries(await Promise.all(ids.map(async (id) => [String(id), (await roster(id)).slice(0, 3)] as const)));
    const end = same ? same.seasonEnds[s - 1]! : await seasonEndInput(t.invoke, contracts);
    await t.call('season.end', end);
    seasonEnds.push(end);
  }
  setAppDiceSource(t.session.league, null);
  const dice: DiceUse[] = [...used].flatMap(([journalId, d]) => [
    ...d.fresh.map((purpose) => ({ journalId, roll: 'new' as const, purpose })),
    ...d.unused.map((r) => ({ journalId, roll: 'unused' as const, purpose: r.purpose })),
  ]);
  return { ...t, ids, matchId, seasonEnds, dice };
}

/** Each person's career as the list of their events (season, match, kind, words), by person id, in a file. */
function careers(sql: Database.Database): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const e of sql.prepare(`SELECT competitor_id AS p, season_number AS s, match_id AS m, kind, text FROM career_events ORDER BY id`).all() as {
    p: number;
    s: number;
    m: number | null;
    kind: string;
    text: string;
  }[])
    out.set(e.p, [...(out.get(e.p) ?? []), `${e.s} ${e.m} ${e.kind} ${e.text}`]);
  return out;
}

describe('a race of season 1 of a three-season Dethmetal league corrected (match.record)', () => {
  let wrong: Awaited<ReturnType<typeof threeSeasons>>;
  let right: Awaited<ReturnType<typeof threeSeasons>>;
  let input: Record<string, unknown>;

  beforeAll(async () => {
    // Recorded with the points swapped: the Reapers' driver 12 and the Coyotes' 5; it was 5 and 12.
    wrong = await threeSeasons(tempDir(), [12, 5]);
    const sql = wrong.session.league.sqlite;
    right = await threeSeasons(tempDir(), [5, 12], { rolls: rollsByEntry(sql), seasonEnds: wrong.seasonEnds });
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    input = JSON.parse(recorded.input) as Record<string, unknown>;
    const teams = input.teams as { competitors: { points: number }[] }[];
    teams[0]!.competitors[0]!.points = 5;
    teams[1]!.competitors[0]!.points = 12;
  });

  it('the preview lists what changes for people, once, each with its cause: careers person by person, money once per team, no report JSON; the dice are those of the league built from scratch', async () => {
    const preview: CorrectionPreview = await wrong.call('match.previewCorrection', { matchId: wrong.matchId, result: input });
    expect(preview.stopped).toBeNull();
    expect(preview.entry.op).toBe('match.record');
    for (const c of preview.changes) expect(c.cause).not.toBeNull();
    // The new and the unused rolls (a level gained at another match) are the ones the league built from scratch made.
    expect(preview.dice.length).toBeGreaterThan(0);
    expect(preview.dice.map(diceUse)).toEqual(right.dice);

    // Careers: exactly the people whose list of events differs between the file and the league built from scratch
    // (the two drivers whose levels moved), though the career rows of everybody after them have other ids.
    const [before, after] = [careers(wrong.session.league.sqlite), careers(right.session.league.sqlite)];
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((p) => JSON.stringify(before.get(p)) !== JSON.stringify(after.get(p)));
    const name = (id: number) => (wrong.session.league.sqlite.prepare(`SELECT name FROM competitors WHERE id = ?`).get(id) as { name: string }).name;
    expect(changed.map(name).sort()).toEqual(['Ace Chrome', 'Ace Rust']);
    const careerChanges = preview.changes.filter((c) => c.area === 'careers');
    expect([...new Set(careerChanges.map((c) => c.subject))].sort()).toEqual(['Ace Chrome', 'Ace Rust']);
    for (const c of careerChanges) expect(c.words).toMatch(/^(now “Level \d: .*” \(was “Level \d: .*”\)|now: “Level \d: .*”|no longer: “Level \d: .*”)$/);
    // The rows of other people's careers did move: compared row by row, they would have been listed.
    const moved = compareFiles(wrong.session.league.sqlite, right.session.league.sqlite).filter(
      (d) => d.table === 'career_events' && d.column === 'competitor_id',
    );
    expect(moved.length).toBeGreaterThan(careerChanges.length);

    // Money: one line per team, from the ledger (not again as the bank the ledger sums).
    const money = preview.changes.filter((c) => c.area === 'money');
    expect(money.map((c) => c.subject).sort()).toEqual(['Chrome Coyotes', 'Rust Belt Reapers']);
    for (const c of money) expect(c.words).toMatch(/^money -?\d+ → -?\d+$/);
    // People: the two drivers; a record within a person's record said key by key, not as JSON.
    const people = preview.changes.filter((c) => c.area === 'people');
    expect(people.map((c) => c.subject).sort()).toEqual(['Ace Chrome', 'Ace Rust']);
    for (const c of people) expect(c.words).toMatch(/^traits: gunnery \d → \d, xp \d+ → \d+, /);
    // Results: the teams' and the drivers' rows of the corrected race and the levels after later races; the
    // matches themselves are unchanged (only the post-match report kept as JSON, which is not listed).
    const results = preview.changes.filter((c) => c.area === 'results');
    expect(results.map((c) => c.subject)).toContain('Rust Belt Reapers in Season 1, match 1 (Track 1)');
    expect(results.find((c) => c.subject === 'Chrome Coyotes in Season 1, match 1 (Track 1)')?.words).toBe('points 5 → 12; prize 40 → 96; won 0 → 1');
    expect(results.filter((c) => /^Season \d+, match \d+/.test(c.subject))).toEqual([]);
    expect(preview.changes.filter((c) => /cashBefore|\[\{/.test(c.words) && c.area !== 'people')).toEqual([]);
  });

  it('committed, equals the league built from scratch with the right points and the same dice, table by table; Check league folds it; undo restores the file', async () => {
    const sql = wrong.session.league.sqlite;
    const before = path.join(tempDir(), 'before.league');
    sql.prepare('VACUUM INTO ?').run(before);
    const report: CorrectionReport = await wrong.call('match.correct', { matchId: wrong.matchId, result: input });
    // Every table, every row, every cell, but the journal's own row of the correction.
    expect(compareFiles(sql, right.session.league.sqlite, { correctedBefore: report.journalId })).toEqual([
      { table: 'journal', key: report.journalId, column: '*', stored: expect.any(String), replayed: null },
    ]);
    const check: JournalCheck = await wrong.call('league.verify', {});
    expect({ notReplayed: check.notReplayed, dice: check.dice, differences: check.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });
    await wrong.call('journal.undo', {});
    const old = new Database(before, { readonly: true });
    expect(compareFiles(old, sql)).toEqual([]);
    old.close();
    wrong.session.close();
    right.session.close();
  });
});

/** A 60-DP car with a Heavy AT Rifle in a heavy front mount (Part VI › Price lists: 100k the car, 55k the rifle). */
const atCar = (name: string) => ({ ...machinegunCar(name), mounts: [{ type: 'heavy', arc: 'fixed', facing: 'front', weapon: 'Heavy AT Rifle' }] });
/** The same with a Heavy Recoilless Gun in a heavy rear mount and less armour to stay in 60 DP: 205k with its stores items. */
const dearCar = (name: string) => ({
  ...atCar(name),
  armor: { front: 4, back: 4, left: 4, right: 4 },
  mounts: [...atCar(name).mounts, { type: 'heavy', arc: 'fixed', facing: 'rear', weapon: 'Heavy Recoilless Gun' }],
});

describe('a correction that takes away the money a later purchase was made with (Part VI › Price lists; the garage)', () => {
  it('stops at the purchase with the garage’s words and the choice, and writes nothing; Commit refuses the same', async () => {
    const dir = tempDir();
    const { session, call, invoke } = league(dir);
    session.create('Spring League');
    await call('league.updateSettings', { seed: 77 });
    // The Reapers found with four rifle cars (4 × 155k of their 700k: 80k left), the others as usual.
    const reapers = await call<{ franchise: { id: number } }>('franchise.found', {
      name: FOUR_TEAMS[0]![0],
      colour: FOUR_TEAMS[0]![1],
      owner: '',
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} Rust` })),
      mechanicRating: 1,
      vehicles: [1, 2, 3, 4].map((i) => ({ design: atCar(`Rust ${i}`) })),
    });
    const ids = [reapers.franchise.id, ...(await foundAll(call, FOUR_TEAMS.slice(1), 1))];
    const cash = () => (session.league.sqlite.prepare(`SELECT cash FROM dethmetal_franchises WHERE franchise_id = ?`).get(ids[0]) as { cash: number }).cash;
    expect(cash()).toBe(80);
    // Recorded wrong: the Reapers' driver scored 12 (the race's prize: 210k in the bank), bought a 205k car with it.
    const matchId = await playOneCarEach(call, invoke, ids, 'Track 1', [12, 11, 5, 9]);
    expect(cash()).toBe(210);
    await call('garage.buy', { franchiseId: ids[0], design: dearCar('Dear') });
    await playOneCarEach(call, invoke, ids, 'Track 2', [10, 14, 7, 8]);

    const sql = session.league.sqlite;
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    const input = JSON.parse(recorded.input) as { teams: { competitors: { points: number }[] }[] };
    // The right points: 5 (a smaller share of the prize pot: 190k in the bank after the race), 12 to the Coyotes.
    input.teams[0]!.competitors[0]!.points = 5;
    input.teams[2]!.competitors[0]!.points = 12;
    const purchase = sql.prepare(`SELECT id, summary FROM journal WHERE op = 'garage.buy'`).get() as { id: number; summary: string };
    const later = (sql.prepare(`SELECT count(*) AS n FROM journal WHERE id >= ?`).get(purchase.id) as { n: number }).n;
    const before = path.join(tempDir(), 'before.league');
    sql.prepare('VACUUM INTO ?').run(before);

    const preview: CorrectionPreview = await call('match.previewCorrection', { matchId, result: input });
    expect(preview.stopped).toEqual({
      journalId: purchase.id,
      op: 'garage.buy',
      summary: purchase.summary,
      reason: 'Rust Belt Reapers has 190k in the bank; this costs 205k.',
      choice: `“${purchase.summary}” (#${purchase.id}) no longer holds once match 1's result is corrected. Either correct the result differently so that it still holds, or undo back to before it (${later} operations from the last), record match 1 again and redo by hand what still applies.`,
    });
    expect(preview.changes).toEqual([]);
    const refused = await invoke('match.correct', { matchId, result: input });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('Rust Belt Reapers has 190k in the bank; this costs 205k.');
    const old = new Database(before, { readonly: true });
    expect(compareFiles(old, sql)).toEqual([]);
    old.close();
    session.close();
  });
});
