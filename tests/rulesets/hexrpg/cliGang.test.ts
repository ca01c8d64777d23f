/**
 * The hex RPG's roster and recovery from the `league` command line, on a real league file (issue 26): the days after a
 * session are recovered once (gaps.md #33: a second `league recover` of the same session, and its `--dry-run`, are
 * refused naming the session and when it was recovered, and write nothing; `league undo` of the recovery allows it again);
 * `league team show` lists the passengers and those on foot beside the drivers, `league team remove-person` takes a
 * character off the gang (not the one at a vehicle's controls: refused in words), `remove-car --keep-driver` keeps the
 * driver on foot; each undone by `league undo`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../../src-main/db/connection';
import { assignCrew } from '../../../src-main/services/league/crew';
import { addPerson } from '../../../src-main/services/teams';
import { newCharacter } from '../../../src-shared/engine/hexrpg';
import { run as runCli, stateOf } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

/** A league of two gangs, each a vehicle with its driver; Max hurt (4 of 10 HP), one session between them recorded. */
async function wastes() {
  const dir = tempDir();
  const file = path.join(dir, 'wastes.league');
  const write = (name: string, value: unknown) => {
    const p = path.join(dir, `${name}.json`);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  await ok('new', file, '--name', 'The Wastes', '--ruleset', 'hexrpg');
  await ok('franchise', 'add', file, '--name', 'Road Wolves', '--colour', '#000001');
  await ok('franchise', 'add', file, '--name', 'Dust Devils', '--colour', '#000002');
  const max = { ...newCharacter('Max'), condition: { damage: 6, dead: false, criticals: [] } };
  await ok('team', 'add-car', file, 'Road Wolves', '--design', write('car', { version: 1, name: 'Interceptor', kind: 'car' }), '--driver', write('max', max));
  await ok(
    'team',
    'add-car',
    file,
    'Dust Devils',
    '--design',
    write('bike', { version: 1, name: 'Dust Bike', kind: 'bike' }),
    '--driver',
    write('kit', newCharacter('Kit')),
  );
  await ok('schedule', 'add', file, '--event', 'The Dry Crossing', '--franchises', '1,2');
  await ok('match', 'outcome', file, '1', 'Road Wolves=survived=1,kills=0', 'Dust Devils=survived=1,kills=0');
  return { file, write };
}

describe('league recover: the days after a session pass once (3e. Recovering damage; gaps.md #33)', () => {
  it('a second recovery of the session, or its dry run, is refused in words naming the session and when; undo allows it again', async () => {
    const { file } = await wastes();
    expect(await ok('recover', file, '--match', '1', '--days', '3')).toContain('Recovered: 3 days after the session');
    const before = stateOf(file);
    for (const extra of [[], ['--dry-run']]) {
      const again = await runCli('recover', file, '--match', '1', '--days', '2', ...extra);
      expect(again.code, extra.join(' ')).not.toBe(0);
      expect(again.err).toMatch(/Session 1 was already recovered on \d{4}-\d\d-\d\d \d\d:\d\d UTC \(3 days after it\)/);
      expect(again.err).toContain('undo that recovery to run it again');
    }
    expect(stateOf(file)).toBe(before);
    expect(await ok('undo', file)).toContain('Recovery');
    expect(await ok('recover', file, '--match', '1', '--days', '2')).toContain('Recovered: 2 days after the session');
  });
});

describe('league team: a gang’s passengers and people on foot, and a character leaving it (issue 26)', () => {
  it('shows every character; remove-person refuses the driver and removes a passenger; remove-car --keep-driver keeps him on foot; undo restores', async () => {
    const { file } = await wastes();
    // Doc and Walker join on foot through the service (no `league team add-person` here); Doc then rides behind Max.
    const conn = openLeagueFile(file);
    const [doc] = [
      addPerson(conn, { franchiseId: 1, person: newCharacter('Doc') }).competitorId,
      addPerson(conn, { franchiseId: 1, person: newCharacter('Walker') }),
    ];
    assignCrew(conn, {
      franchiseId: 1,
      seats: [
        { vehicleId: 1, slot: 'carDriver', personId: 1 },
        { vehicleId: 1, slot: 'carPassengers', personId: doc },
      ],
    });
    conn.close();
    const shown = await ok('team', 'show', file, 'Road Wolves');
    expect(shown).toMatch(new RegExp(`Car 1: Interceptor\\n[\\s\\S]* {2}Passengers: Doc \\(${doc}\\)`));
    expect(shown).toMatch(/On foot: Walker \(\d+\)/);

    const before = stateOf(file);
    const driver = await runCli('team', 'remove-person', file, '1');
    expect(driver.code).not.toBe(0);
    expect(driver.err).toContain('Max is at the controls of the Interceptor: seat someone else there first');
    expect(stateOf(file)).toBe(before);
    expect(await ok('team', 'remove-person', file, String(doc))).toBe(`Person ${doc} left Road Wolves, which has 2 people now.`);
    expect(await ok('team', 'show', file, 'Road Wolves')).not.toContain('Doc');
    expect(await ok('undo', file)).toContain('Doc left Road Wolves');
    expect(stateOf(file)).toBe(before);

    expect(await ok('team', 'remove-car', file, '1', '--keep-driver')).toBe('Removed car 1; its driver stays, on foot; Road Wolves has 0 of 12 cars.');
    expect(await ok('team', 'show', file, 'Road Wolves')).toMatch(/On foot: Max \(1\), Doc \(\d+\), Walker/);
    expect(await ok('undo', file)).toContain('Max stays, on foot');
    expect(stateOf(file)).toBe(before);
  });
});
