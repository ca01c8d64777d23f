/**
 * Issue 21, crew slots as core relations from the terminal: `league team crew` shows a team's standing crew and sets
 * it whole (`crew.list` / `crew.assign`), for any ruleset's slots. Here Dirty Wheels (one driver in each car, its
 * `driver` slot), on a real league file; the fixture ruleset's wheels are in tests/rulesets/fixture/cliSeason.test.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

describe('league team crew (issue 21)', () => {
  it('a Dirty Wheels team’s drivers swap cars in one operation; a crew its slots refuse, or a car not its own, changes nothing', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'dw.league');
    await ok('new', file, '--name', 'Crews', '--ruleset', 'dirtywheels');
    await ok('franchise', 'add', file, '--name', 'Rust Buckets');
    for (const [car, driver] of [
      ['Rustbucket', 'Max'],
      ['Zippy', 'Ada'],
    ] as const) {
      writeFileSync(path.join(dir, `${car}.json`), JSON.stringify(newCarDesign(car)));
      writeFileSync(path.join(dir, `${driver}.json`), JSON.stringify(newDriver(driver)));
      await ok('team', 'add-car', file, 'Rust Buckets', '--design', path.join(dir, `${car}.json`), '--driver', path.join(dir, `${driver}.json`));
    }
    expect(await ok('team', 'crew', file, 'Rust Buckets')).toBe('Rust Buckets’s crew:\n  Rustbucket: Driver: Max\n  Zippy: Driver: Ada');

    const before = stateOf(file);
    // Dirty Wheels: one driver a car (its declared slot, max 1): two in one car, the other empty, refused with both problems.
    const crowded = await run('team', 'crew', file, 'Rust Buckets', 'Rustbucket=Max', 'Rustbucket=Ada');
    expect(crowded.code).not.toBe(0);
    expect(crowded.err).toContain("Rust Buckets's crew was refused");
    const stranger = await run('team', 'crew', file, 'Rust Buckets', 'Tank=Max');
    expect([stranger.code, stranger.err]).toEqual([2, '“Tank=Max” names no vehicle of Rust Buckets: write VEHICLE=PERSON (vehicles: Rustbucket, Zippy).']);
    expect(stateOf(file)).toBe(before);

    expect(await ok('team', 'crew', file, 'Rust Buckets', 'Rustbucket=Ada', 'Zippy=Max')).toBe(
      'Rust Buckets’s crew:\n  Rustbucket: Driver: Ada\n  Zippy: Driver: Max',
    );
    // One operation: one undo puts them back.
    await ok('undo', file);
    expect(await ok('team', 'crew', file, 'Rust Buckets')).toBe('Rust Buckets’s crew:\n  Rustbucket: Driver: Max\n  Zippy: Driver: Ada');
  });
});
