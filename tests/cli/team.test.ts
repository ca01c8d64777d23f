import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { call, withLeague } from '../../src-main/cli/kit';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function run(...argv: string[]) {
  const out: string[] = [],
    err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `league new --ruleset dirtywheels`, one team (franchise.add: there is no founding in a league without money). */
async function dwLeague(ruleset = 'dirtywheels') {
  const dir = tempDir();
  const file = path.join(dir, 'toys.league');
  expect(await run('new', file, '--name', 'Toy Box', '--ruleset', ruleset)).toMatchObject({ code: 0 });
  await withLeague(file, (s) => call(s, 'franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' }));
  const json = (name: string, value: unknown) => {
    const p = path.join(dir, name);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  return { file, json };
}

const rows = (file: string, sql: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

describe('league team', () => {
  it('add-car with a driver file, show as text and JSON, then roll the upgrades: the rolls are printed and in the dice log', async () => {
    const { file, json } = await dwLeague();
    const added = await run(
      'team',
      'add-car',
      file,
      'Rust Rats',
      '--design',
      json('car.json', newCarDesign('Rustbucket')),
      '--driver',
      json('d.json', newDriver('Max')),
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^Added car 1\.\nCar 1: Rustbucket\n {4}Type: Standard\n {4}Speed: 8"/);
    expect(added.out).toContain('  Driver: Max');
    const shown = await run('team', 'show', file, 'rust rats');
    expect(shown.out).toMatch(/^Rust Rats: 1 of 3 cars\nCar 1: Rustbucket/);
    const asJson = JSON.parse((await run('team', 'show', file, '1', '--format', 'json')).out);
    expect(asJson).toMatchObject({ name: 'Rust Rats', cars: [{ vehicleId: 1, design: newCarDesign('Rustbucket'), driver: newDriver('Max'), problems: [] }] });
    const rolled = await run('team', 'roll', file, '1', 'upgrades');
    expect(rolled).toMatchObject({ code: 0, err: '' });
    expect(rolled.out).toMatch(/Rolls:\n {2}1d3 +[1-3] {2}Rustbucket: number of upgrades \(Car upgrades\) → [1-3] upgrades?/);
    const log = rows(file, `SELECT op, purpose FROM dice_log ORDER BY id`) as { op: string; purpose: string }[];
    expect(log[0]).toEqual({ op: 'team.roll', purpose: 'Rustbucket: number of upgrades (Car upgrades)' });
    expect(log.length).toBe((rolled.out.match(/^ {2}1d/gm) ?? []).length);
  });

  it('add-car --roll-driver rolls the driver with the league’s dice', async () => {
    const { file, json } = await dwLeague();
    const r = await run('team', 'add-car', file, '1', '--design', json('car.json', newCarDesign('Rustbucket')), '--roll-driver', '--driver-name', 'Dice Dan');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain('  Driver: Dice Dan');
    expect(r.out).toMatch(/1d6 +\d {2}Dice Dan: initiative \(Drivers › Stat table\) → initiative [1-3]/);
    expect(rows(file, `SELECT count(*) AS n FROM dice_log WHERE op = 'team.addCar'`)).not.toEqual([{ n: 0 }]);
  });

  it('an illegal design is refused with the engine’s words and field paths, exit 1, and the file is byte-identical', async () => {
    const { file, json } = await dwLeague();
    const truck = {
      ...newCarDesign('Hauler'),
      type: 'Truck',
      weapons: [
        { weapon: 'Artillery', mount: 'fixed' },
        { weapon: 'Chain gun', mount: 'turret' },
        { weapon: 'Heavy laser', mount: 'turret' },
      ],
    };
    const before = readFileSync(file);
    const r = await run('team', 'add-car', file, 'Rust Rats', '--design', json('truck.json', truck), '--driver', json('d.json', newDriver('Max')));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^The design was refused: it breaks 2 rules\. Nothing was saved\./);
    expect(r.err).toMatch(
      /design\.weapons\.0: A Truck takes "2 fixed light, and 1 turret heavy or light.": the Artillery is a heavy weapon and cannot be fixed\. \(Car types \(gaps\.md #7\)\)/,
    );
    expect(r.err).toMatch(/design\.weapons: A Truck takes .*: 2 turret weapons is more than 1\./);
    expect(r.out).toBe('');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('update-car, rename and remove-car; usage errors exit 2', async () => {
    const { file, json } = await dwLeague();
    await run('team', 'add-car', file, 'Rust Rats', '--design', json('car.json', newCarDesign('Rustbucket')), '--driver', json('d.json', newDriver('Max')));
    const racer = { ...newCarDesign('Zoom'), type: 'Racer' };
    expect((await run('team', 'update-car', file, '1', '--design', json('racer.json', racer))).out).toMatch(/^Updated car 1\.\nCar 1: Zoom\n {4}Type: Racer/);
    expect((await run('team', 'rename', file, '1', '--driver', 'Maxine')).out).toContain('  Driver: Maxine');
    expect(await run('team', 'remove-car', file, '1')).toMatchObject({ code: 0, out: 'Removed car 1 and its driver; Rust Rats has 0 of 3 cars.' });
    expect(await run('team', 'roll', file, '1', 'everything')).toMatchObject({ code: 2, err: expect.stringMatching(/one of driver, traits, upgrades/) });
    expect(await run('team', 'add-car', file, 'Rust Rats', '--design', json('car.json', newCarDesign('X')))).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--driver DRIVER.json or --roll-driver/),
    });
  });

  it('a Dethmetal league refuses `league team` with a clear message', async () => {
    const { file } = await dwLeague('dethmetal');
    const r = await run('team', 'show', file, 'Rust Rats');
    expect(r).toMatchObject({ code: 1, err: expect.stringMatching(/This is a Dethmetal league: its cars are bought and built in the Garage/) });
  });
});
