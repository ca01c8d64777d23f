/**
 * Ids across a corrected history (issue 27, services/league/replay/idMap.ts), on a real hex RPG league through the
 * dispatcher: an early operation that made one row fewer of a kind in the file (a person on foot, no car) makes one more
 * in the corrected history (a car), so every later car has another id; a later operation that names a car by its id
 * (renaming the team's second car) must rename that car, not the one that now has its old id. Each operation's rows are
 * paired by what it recorded when it ran (services/journalInserts.ts), also past the undo log's depth, and by its undo
 * inverses in a file from before the records; a committed correction records the rows as its replay numbered them.
 */
import { describe, expect, it } from 'vitest';
import { replayHost } from '../../src-main/app/handlers/verify';
import { copyLeagueContent } from '../../src-main/services/league/correctCopy';
import { fileInserts, recordCorrectedInserts } from '../../src-main/services/league/replay/idMap';
import { CORRECTION_OP, effectiveEntries, withReplay } from '../../src-main/services/league/replay/replay';
import { renameLeague } from '../../src-main/services/league';
import { currentJournalId, runOperation, UNDO_DEPTH } from '../../src-main/services/operation';
import { useTempDir } from '../support/tempLeague';
import { openLeague } from './correctResultLeague';

const tempDir = useTempDir();

const person = (name: string) => ({ version: 1, name, skills: {}, musc: 10, agi: 5, accu: 5, driv: 8, luck: 40 });
const car = (name: string) => ({ version: 1, name, kind: 'car' });

/** The history; `between` cheap operations (league renames, through the service) before the car's rename. */
async function history(between = 0) {
  const t = await openLeague(tempDir(), 'ids.league');
  await t.ok('app.newLeague', { name: 'Id Cup', path: t.file, ruleset: 'hexrpg' });
  const alpha = (await t.ok('franchise.add', { name: 'Alpha', colour: '#c0392b', owner: '' })).id as number;
  const bravo = (await t.ok('franchise.add', { name: 'Bravo', colour: '#2980b9', owner: '' })).id as number;
  await t.ok('team.addPerson', { franchiseId: alpha, person: person('Walker') });
  await t.ok('team.addCar', { franchiseId: bravo, design: car('Bravo Car'), driver: person('Bea') });
  const second = (await t.ok('team.addCar', { franchiseId: alpha, design: car('Alpha Second'), driver: person('Al') })).car.vehicleId as number;
  for (let i = 1; i <= between; i++) renameLeague(t.session.league, { name: `Id Cup ${i}` });
  await t.ok('team.renameCar', { vehicleId: second, car: 'Alpha Renamed' });
  const entries = effectiveEntries(t.session.league);
  const early = entries.find((e) => e.op === 'team.addPerson')!;
  const rename = entries.at(-1)!;
  // The early operation as corrected: Alpha's first was a car with its driver, not a person on foot.
  const corrected = entries.map((e) =>
    e.id === early.id ? { ...e, op: 'team.addCar', input: JSON.stringify({ franchiseId: alpha, design: car('Alpha First'), driver: person('Walker') }) } : e,
  );
  return { t, second, early, rename, corrected };
}

const cars = (sqlite: import('better-sqlite3').Database) =>
  sqlite.prepare(`SELECT v.id, v.name, f.name AS team FROM vehicles v JOIN franchises f ON f.id = v.franchise_id ORDER BY v.id`).all();

describe('ids across a corrected history', () => {
  it("a later operation naming a car by id renames that car where the correction made one more car before it; the journal's input is kept for the commit", async () => {
    const { t, second, early, rename, corrected } = await history();
    const host = replayHost({ shell: 'browser', version: 'test' }, undefined);
    const replayed = await withReplay(
      t.session.league,
      host,
      { entries: corrected, rollsFor: () => [], stopAtRefusal: true, mapIdsFrom: early.id },
      (s, walked) => ({
        cars: cars(s.conn.sqlite),
        stopped: walked.stopped,
        remapped: walked.remapped,
      }),
    );
    expect(replayed.stopped).toBeNull();
    expect(replayed.cars).toEqual([
      { id: 1, name: 'Alpha First', team: 'Alpha' },
      { id: 2, name: 'Bravo Car', team: 'Bravo' },
      { id: 3, name: 'Alpha Renamed', team: 'Alpha' },
    ]);
    // The rename named car 2 in the file; in the corrected history Alpha's second car is car 3.
    expect(second).toBe(2);
    expect(replayed.remapped.get(rename.id)).toMatchObject({ vehicleId: 3 });
    expect(JSON.parse(rename.input)).toMatchObject({ vehicleId: 2 });
    expect([...replayed.remapped.keys()]).toEqual([rename.id]);
    t.session.close();
  });

  it(`pairs the rows of operations the undo log no longer holds (more than ${UNDO_DEPTH} operations later) by what each one recorded when it ran`, async () => {
    const { t, early, rename, corrected } = await history(UNDO_DEPTH + 1);
    const sql = t.session.league.sqlite;
    const host = replayHost({ shell: 'browser', version: 'test' }, undefined);
    const replay = () =>
      withReplay(t.session.league, host, { entries: corrected, rollsFor: () => [], stopAtRefusal: true, mapIdsFrom: early.id }, (s, walked) => ({
        cars: cars(s.conn.sqlite),
        remapped: walked.remapped,
      }));
    // The undo log has pruned every operation that made a person or a car.
    expect(sql.prepare(`SELECT count(*) AS n FROM undo_log WHERE journal_id <= ?`).get(early.id + 2)).toEqual({ n: 0 });
    expect(
      JSON.parse((sql.prepare(`SELECT inserted FROM journal_inserts WHERE journal_id = ?`).get(early.id + 2) as { inserted: string }).inserted),
    ).toMatchObject({
      vehicles: [2],
    });
    const withRecords = await replay();
    expect(withRecords.cars).toEqual([
      { id: 1, name: 'Alpha First', team: 'Alpha' },
      { id: 2, name: 'Bravo Car', team: 'Bravo' },
      { id: 3, name: 'Alpha Renamed', team: 'Alpha' },
    ]);
    expect(withRecords.remapped.get(rename.id)).toMatchObject({ vehicleId: 3 });
    // A file from before the records (migration 0032) has only the undo log, which no longer says: the rename hits car 2.
    sql.prepare(`DELETE FROM journal_inserts`).run();
    const withoutRecords = await replay();
    expect(withoutRecords.cars).toContainEqual({ id: 2, name: 'Alpha Renamed', team: 'Bravo' });
    expect(withoutRecords.remapped.size).toBe(0);
    t.session.close();
  });

  it('a file from before the records pairs the operations its undo log still holds by their inverses', async () => {
    const { t, early, rename, corrected } = await history();
    t.session.league.sqlite.prepare(`DELETE FROM journal_inserts`).run();
    const host = replayHost({ shell: 'browser', version: 'test' }, undefined);
    const replayed = await withReplay(
      t.session.league,
      host,
      { entries: corrected, rollsFor: () => [], stopAtRefusal: true, mapIdsFrom: early.id },
      (s, walked) => ({ cars: cars(s.conn.sqlite), remapped: walked.remapped }),
    );
    expect(replayed.cars).toContainEqual({ id: 3, name: 'Alpha Renamed', team: 'Alpha' });
    expect([...replayed.remapped.keys()]).toEqual([rename.id]);
    t.session.close();
  });

  it("a committed correction records the later operations' rows as its replay numbered them; undone, the records before it hold again", async () => {
    const { t, early, corrected } = await history();
    const conn = t.session.league;
    const [bravoCar, secondCar] = [early.id + 1, early.id + 2];
    const vehicles = () => {
      const now = fileInserts(conn, early.id);
      return [early.id, bravoCar, secondCar].map((id) => now.get(id)?.get('vehicles') ?? []);
    };
    expect(vehicles()).toEqual([[], [1], [2]]);
    const host = replayHost({ shell: 'browser', version: 'test' }, undefined);
    // What services/league/correct.ts's commit does with the replay: its rows copied, the renumbered rows recorded.
    await withReplay(conn, host, { entries: corrected, rollsFor: () => [], stopAtRefusal: true, mapIdsFrom: early.id }, (s, walked) => {
      const current = fileInserts(conn, early.id);
      runOperation(conn, CORRECTION_OP, { matchId: 0, journalId: early.id, input: {} }, () => {
        const fileId = new Map([...walked.replayIds].map(([file, rep]) => [rep, file]));
        copyLeagueContent(s.conn.sqlite, conn.sqlite, (id) => fileId.get(id) ?? null);
        const renumbered = [...walked.replayIds].filter(([file]) => file >= early.id);
        recordCorrectedInserts(conn, s.conn, current, renumbered, currentJournalId(conn));
        return { value: null, summary: 'corrected' };
      });
    });
    expect(cars(conn.sqlite)).toContainEqual({ id: 3, name: 'Alpha Renamed', team: 'Alpha' });
    expect(vehicles()).toEqual([[1], [2], [3]]);
    await t.ok('journal.undo', {});
    expect(vehicles()).toEqual([[], [1], [2]]);
    await t.ok('journal.redo', {});
    expect(vehicles()).toEqual([[1], [2], [3]]);
    t.session.close();
  });

  it('without the mapping the same replay renames the wrong car (what the mapping prevents)', async () => {
    const { t, corrected } = await history();
    const host = replayHost({ shell: 'browser', version: 'test' }, undefined);
    const replayed = await withReplay(t.session.league, host, { entries: corrected, rollsFor: () => [], stopAtRefusal: true }, (s) => cars(s.conn.sqlite));
    expect(replayed).toEqual([
      { id: 1, name: 'Alpha First', team: 'Alpha' },
      { id: 2, name: 'Alpha Renamed', team: 'Bravo' },
      { id: 3, name: 'Alpha Second', team: 'Alpha' },
    ]);
    t.session.close();
  });

  it("a committed correction's marker keeps the later inputs as they ran: the history the file now folds from names the new ids", async () => {
    const { t, early, rename } = await history();
    const corrected = { franchiseId: 1, design: car('Alpha First'), driver: person('Walker') };
    const ran = { ...JSON.parse(rename.input), vehicleId: 3 };
    runOperation(t.session.league, CORRECTION_OP, { matchId: 0, journalId: early.id, input: corrected, remapped: { [rename.id]: ran } }, () => ({
      value: null,
      summary: 'marker',
    }));
    const entries = effectiveEntries(t.session.league);
    expect(JSON.parse(entries.find((e) => e.id === early.id)!.input)).toEqual(corrected);
    expect(JSON.parse(entries.find((e) => e.id === rename.id)!.input)).toEqual(ran);
    expect(entries.at(-1)).toMatchObject({ op: CORRECTION_OP, marker: true });
    t.session.close();
  });
});
