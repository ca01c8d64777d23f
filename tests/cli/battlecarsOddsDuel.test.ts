/**
 * `league odds duel` on a Battlecars league (issue 23, gaps.md #28): two players' vehicles on a real league file built
 * through the dispatcher, and a stock one, as a table and as JSON; every bad flag refused in words naming it, the file
 * unchanged (the duel only reads).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { DuelCliReport } from '../../src-main/cli/commands/oddsKit';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** Two players: Brute, a car with MG rounds in its turret and left pod; Wasp, a bike with MG rounds in its front pod. */
async function arena(): Promise<{ file: string; brute: number; wasp: number }> {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as { id: number; car: { vehicleId: number } };
  };
  const file = path.join(dir, 'arena.league');
  await call('app.newLeague', { name: 'Arena', path: file, ruleset: 'battlecars' });
  const reds = (await call('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id;
  const blues = (await call('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id;
  const mg = (n: number) => Array.from({ length: n }, () => 'MG rounds');
  const brute = { version: 1, name: 'Brute', cardType: 'car', loads: { turret: mg(3), podLeft: mg(2), podRear: ['Mines'] } };
  const wasp = { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: mg(2) } };
  const b = await call('team.addCar', { franchiseId: reds, design: brute, driver: { name: 'Ada' } });
  const w = await call('team.addCar', { franchiseId: blues, design: wasp, driver: { name: 'Bo' } });
  session.close();
  return { file, brute: b.car.vehicleId, wasp: w.car.vehicleId };
}

describe('league odds duel on a Battlecars league (gaps.md #28)', () => {
  it('Brute against Wasp at range 2, as a table and as JSON; against a stock car, which fires nothing back', async () => {
    const { file, brute, wasp } = await arena();
    const before = stateOf(file);
    const text = await run('odds', 'duel', file, '--a', String(brute), '--b', String(wasp), '--range', '2', '--facing-b', 'front', '--turns', '3');
    expect(text.err).toBe('');
    expect(text.out).toContain('A: Brute, showing its leftCentre');
    expect(text.out).toContain('B: Wasp, showing its front');
    expect(text.out).toContain('  Turret (3 × MG rounds): fires');
    expect(text.out).toContain('  Rear pod (1 × Mines): does not fire (the Rear pod holds Mines, a passive weapon');
    expect(text.out).toMatch(/Turn\s+Brute wins\s+Wasp wins\s+Both out\s+Both running/);
    expect(text.out).toContain('Not in this duel:');
    const r = JSON.parse(
      (await run('odds', 'duel', file, '--a', String(brute), '--b', String(wasp), '--range', '2', '--facing-b', 'front', '--format', 'json')).out,
    ) as DuelCliReport;
    expect(r.turns).toHaveLength(10);
    for (const t of r.turns) expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 9);
    expect(r.turns[9]!.bWins).toBeGreaterThan(0);
    expect(r.b.weapons).toEqual([{ name: 'Front pod (2 × MG rounds)', fires: true, why: null }]);
    const stock = JSON.parse(
      (await run('odds', 'duel', file, '--a', String(brute), '--b', 'stock:Car', '--range', '2', '--turns', '2', '--format', 'json')).out,
    ) as DuelCliReport;
    expect(stock.b.name).toBe('Stock Car');
    expect(stock.b.weapons).toEqual([]);
    expect(stock.turns.every((t) => t.bWins === 0)).toBe(true);
    expect(stateOf(file)).toBe(before);
  });

  it('refuses each bad flag in words naming it, changing nothing', async () => {
    const { file, brute, wasp } = await arena();
    const before = stateOf(file);
    const refused = async (args: string[], words: RegExp) => {
      const r = await run('odds', 'duel', file, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(words);
    };
    const a = String(brute);
    await refused(['--a', a, '--b', String(wasp), '--range', '41'], /--range is the range between the cars in points, 0 to 40, not “41”/);
    await refused(
      ['--a', a, '--b', 'stock:tank', '--range', '2'],
      /--b stock:tank: There is no stock “tank”: the stock vehicles are the league’s card types, car, bike/,
    );
    await refused(
      ['--a', a, '--b', String(wasp), '--range', '2', '--facing-a', 'roof'],
      /--facing-a is "roof": say the armour block this vehicle shows the other/,
    );
    await refused(['--a', a, '--b', '99', '--range', '2'], /--b 99: the league has no car with vehicle id 99/);
    await refused(['--a', a, '--b', String(wasp), '--range', '2', '--turns', '21'], /--turns is 1 to 20, not 21/);
    expect(stateOf(file)).toBe(before);
    const help = await run('odds', 'duel', file, '--help');
    expect(help.out).toContain('front, rear, leftFront, leftCentre, leftRear, rightFront, rightCentre, rightRear (default leftCentre)');
  });
});
