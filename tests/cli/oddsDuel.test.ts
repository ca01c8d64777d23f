/**
 * `league odds duel` (issue 23): one design against another on a real league file, through the league's ruleset's
 * duel (Dirty Wheels' team builder cars, Dethmetal's garage designs), as a table and as JSON; every flag checked with
 * a refusal naming it, the file unchanged (the duel only reads).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DuelCliReport } from '../../src-main/cli/commands/oddsKit';
import { foundedDuel, newLeague } from '../campaign/support';
import { dwMatchLeague } from '../services/dwTableLeague';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function dwLeague() {
  const t = await dwMatchLeague(tempDir());
  t.session.close();
  return t.file;
}

describe('league odds duel on a Dirty Wheels league (gaps.md #40)', () => {
  it('Brick (a Standard car, two fixed Machine guns) against the stock Standard: the same guns and driver, the same curves', async () => {
    const file = await dwLeague();
    const before = stateOf(file);
    const text = await run('odds', 'duel', file, '--a', '4', '--b', 'stock:Standard', '--range', '6', '--turns', '5');
    expect(text.err).toBe('');
    expect(text.out).toContain('A: Brick, showing its ahead');
    expect(text.out).toMatch(/By the end of each turn \(exact: /);
    expect(text.out).toMatch(/Turn\s+Brick wins\s+Stock Standard wins\s+Both out\s+Both running/);
    expect(text.out).toContain('Not in this duel:');
    const json = await run('odds', 'duel', file, '--a', '4', '--b', 'stock:standard', '--range', '6', '--format', 'json');
    const r = JSON.parse(json.out) as DuelCliReport;
    expect(r.turns).toHaveLength(10);
    expect(r.method).toBe('exact');
    for (const t of r.turns) expect(t.aWins).toBeCloseTo(t.bWins, 12);
    expect(r.turns[9]!.aWins).toBeGreaterThan(0.3);
    // Aside: Zip's turret Light laser still fires, the stock car's fixed guns do not.
    const aside = JSON.parse(
      (await run('odds', 'duel', file, '--a', '3', '--b', 'stock:Racer', '--facing-b', 'aside', '--range', '6', '--format', 'json')).out,
    ) as DuelCliReport;
    expect(aside.a.weapons.map((w) => w.fires)).toEqual([true]);
    expect(aside.b.weapons.every((w) => !w.fires)).toBe(true);
    expect(aside.turns.every((t) => t.bWins === 0)).toBe(true);
    expect(stateOf(file)).toBe(before);
  });

  it('refuses each bad flag in words naming it, changing nothing', async () => {
    const file = await dwLeague();
    const before = stateOf(file);
    const refused = async (args: string[], words: RegExp) => {
      const r = await run('odds', 'duel', file, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(words);
    };
    await refused(['--a', '4', '--b', '1'], /Missing --range VALUE/);
    await refused(['--a', '4', '--range', '6'], /Missing --b VALUE/);
    await refused(['--a', '4', '--b', '1', '--range', '-2'], /--range is the distance between the cars in inches, 0 to 200, not “-2”/);
    await refused(['--a', '4', '--b', '1', '--range', 'far'], /--range is the distance/);
    await refused(['--a', '99', '--b', '1', '--range', '6'], /--a 99: the league has no car with vehicle id 99/);
    await refused(['--a', 'Brick', '--b', '1', '--range', '6'], /--a "Brick" is neither a car of the league/);
    await refused(
      ['--a', '4', '--b', 'stock:Tank', '--range', '6'],
      /--b stock:Tank: there is no stock Tank; the stock cars: stock:Racer, stock:Truck, stock:Standard/,
    );
    await refused(['--a', '4', '--b', '1', '--range', '6', '--facing-a', 'behind'], /--facing-a is "behind": say ahead .* or aside/);
    await refused(['--a', '4', '--b', '1', '--range', '6', '--turns', '0'], /--turns is 1 to 20, not 0/);
    expect(stateOf(file)).toBe(before);
  });
});

describe('league odds duel on a Dethmetal league (gaps.md P6)', () => {
  it('a car of the garage against a stock design at 3 hexes; a facing that is not a hex side refused', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 7, 'duel.league');
    const { red } = await foundedDuel(league, { surface: 'asphalt', kind: 'arena' });
    league.close();
    const file = path.join(dir, 'duel.league');
    const before = stateOf(file);
    const id = String(red.vehicles[0]!.id);
    const r = await run('odds', 'duel', file, '--a', id, '--b', 'stock:machinegun-gunner-60', '--range', '3', '--turns', '2', '--format', 'json');
    expect(r.err).toBe('');
    const report = JSON.parse(r.out) as DuelCliReport;
    expect(report.b.name).toBe('Machinegun car with gunner (60 DP)');
    expect(report.turns.map((t) => t.turn)).toEqual([1, 2]);
    for (const t of report.turns) expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 9);
    const help = await run('odds', 'duel', file, '--help');
    expect(help.out).toContain('front, right-front, right-rear, rear, left-rear, left-front');
    const bad = await run('odds', 'duel', file, '--a', id, '--b', 'stock:machinegun-gunner-60', '--range', '3', '--facing-b', 'left');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--facing-b is "left": the side this car shows the other is one of front, right-front/);
    const zero = await run('odds', 'duel', file, '--a', id, '--b', id, '--range', '0');
    expect(zero.err).toMatch(/--range is the range between the cars in hexes, 1 to 60/);
    expect(stateOf(file)).toBe(before);
  });
});
