/**
 * `league odds duel` on a hex RPG league (issue 23, gaps.md #40): two vehicles of the gangs, built through the
 * services (`league team add-car`), against each other and against a stock vehicle, as a table and as JSON; every flag
 * the hex RPG reads (a stock name, where the weapons fire from, the range in hexes) refused in words naming it, and the
 * file unchanged (the duel only reads).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DuelCliReport } from '../../src-main/cli/commands/oddsKit';
import { newCharacter } from '../../src-shared/engine/hexrpg';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

/** Two gangs: the Road Wolves' Interceptor (a roof MG) driven by Max, the Dust Devils' Dust Bike (a gun mounted nowhere) ridden by Kit. */
async function wastes() {
  const dir = tempDir();
  const file = path.join(dir, 'wastes.league');
  const write = (name: string, value: unknown) => {
    const p = path.join(dir, `${name}.json`);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  const driving = (name: string, level: number) => {
    const c = newCharacter(name);
    return { ...c, skills: { ...c.skills, driving: { bike: level, car: level, warcar: level } } };
  };
  await ok('new', file, '--name', 'The Wastes', '--ruleset', 'hexrpg');
  await ok('franchise', 'add', file, '--name', 'Road Wolves', '--colour', '#000001');
  await ok('franchise', 'add', file, '--name', 'Dust Devils', '--colour', '#000002');
  const mg = { name: 'Roof MG', minimal: 1, average: 3, maximal: 6, position: 'higher' };
  await ok(
    'team',
    'add-car',
    file,
    'Road Wolves',
    '--design',
    write('car', { version: 1, name: 'Interceptor', kind: 'car', weapons: [mg] }),
    '--driver',
    write('max', driving('Max', 2)),
  );
  const gun = { name: 'Side gun', minimal: 1, average: 2, maximal: 4 };
  await ok(
    'team',
    'add-car',
    file,
    'Dust Devils',
    '--design',
    write('bike', { version: 1, name: 'Dust Bike', kind: 'bike', weapons: [gun] }),
    '--driver',
    write('kit', driving('Kit', 1)),
  );
  return file;
}

describe('league odds duel on a hex RPG league (3d. Weapon Usage, gaps.md #40)', () => {
  it('the Interceptor against the Dust Bike and against a stock car: a table and JSON, each weapon firing or why not', async () => {
    const file = await wastes();
    const before = stateOf(file);
    const text = await ok('odds', 'duel', file, '--a', '1', '--b', '2', '--range', '4', '--turns', '5');
    expect(text).toContain('A: Interceptor, its weapons firing from where each is mounted');
    expect(text).toContain('  Roof MG: fires');
    expect(text).toContain(
      "  Side gun: does not fire (Say whether the Dust Bike's Side gun fires from a higher, the same or a lower position: its design stores none (gaps.md #35) (3d. Vehicular Combat › Weapon Usage).)",
    );
    expect(text).toMatch(/By the end of each turn \(exact: /);
    expect(text).toMatch(/Turn\s+Interceptor wins\s+Dust Bike wins\s+Both out\s+Both running/);
    expect(text).toContain('Not in this duel:');
    const json = (...more: string[]) =>
      ok('odds', 'duel', file, '--a', '1', '--b', '2', '--range', '4', '--format', 'json', ...more).then((o) => JSON.parse(o) as DuelCliReport);
    const r = await json();
    expect(r.turns).toHaveLength(10);
    expect(r.method).toBe('exact');
    expect(r.b.weapons).toEqual([expect.objectContaining({ name: 'Side gun', fires: false })]);
    expect(r.turns.every((t) => t.bWins === 0)).toBe(true);
    // A 50 HP bike outlasts ten turns of one gun's hits but for its criticals (dies, explodes, its rider hit).
    expect(r.turns[9]!.aWins).toBeGreaterThan(0.005);
    expect(r.turns[9]!.aWins).toBeLessThan(0.1);
    // Said where it fires from, the bike's gun fires back.
    const back = await json('--facing-b', 'lower');
    expect(back.b).toMatchObject({ facing: 'lower', weapons: [{ name: 'Side gun', fires: true, why: null }] });
    expect(back.turns[9]!.bWins).toBeGreaterThan(0);
    expect(await ok('odds', 'duel', file, '--a', 'stock:car', '--b', '1', '--range', '2', '--turns', '1')).toContain(
      'A: Stock car, running no weapon (a target only)',
    );
    const stock = JSON.parse(await ok('odds', 'duel', file, '--a', 'stock:car', '--b', '1', '--range', '2', '--format', 'json')) as DuelCliReport;
    expect(stock.a).toMatchObject({ name: 'Stock car', weapons: [] });
    expect(stock.turns.every((t) => t.aWins === 0)).toBe(true);
    expect(stateOf(file)).toBe(before);
  });

  it('refuses each bad flag in words naming it, changing nothing', async () => {
    const file = await wastes();
    const before = stateOf(file);
    const refused = async (args: string[], words: RegExp) => {
      const r = await run('odds', 'duel', file, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(words);
    };
    await refused(['--a', '1', '--b', '2', '--range', '0'], /--range is the range between the cars in hexes, 1 to 60, not “0”/);
    await refused(['--a', '1', '--b', '2', '--range', '2.5'], /--range/);
    await refused(
      ['--a', '1', '--b', 'stock:tank', '--range', '4'],
      /--b stock:tank: there is no stock tank; the stock vehicles: stock:bike, stock:car, stock:warcar/,
    );
    await refused(['--a', '9', '--b', '2', '--range', '4'], /--a 9: the league has no car with vehicle id 9/);
    await refused(
      ['--a', '1', '--b', '2', '--range', '4', '--facing-a', 'above'],
      /--facing-a is "above": say where its weapons fire from: mounted .*, higher, same or lower/,
    );
    await refused(['--a', '1', '--b', '2', '--range', '4', '--turns', '21'], /--turns is 1 to 20, not 21/);
    expect(stateOf(file)).toBe(before);
  });
});
