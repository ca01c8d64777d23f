/**
 * `league odds duel` on a race-combat league (issue 23, gaps.md #33): cars of the league's teams built through the
 * services (the rulebook's Speedster and a Gunship), as a table and as JSON, through `rcDuel`; a weapon out of its arc
 * named with the table's reason; every bad flag refused in words naming it; the file unchanged (the duel only reads).
 */
import { describe, expect, it } from 'vitest';
import type { DuelCliReport } from '../../src-main/cli/commands/oddsKit';
import { racecombatLeague } from '../rulesets/racecombat/league';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function league() {
  const t = await racecombatLeague(tempDir(), 2);
  t.session.close();
  // Red One and Blue One are Speedsters (a front Machine gun), Red Two and Blue Two Gunships (and a turret Laser).
  const [redOne, redTwo, blueOne] = t.vehicles.map(String);
  return { file: t.file, redOne: redOne!, redTwo: redTwo!, blueOne: blueOne! };
}

describe('league odds duel on a race-combat league (gaps.md #33)', () => {
  it('two Speedsters: the same curves both ways, as a table and as JSON; a Speedster showing its rear cannot fire back', async () => {
    const { file, redOne, redTwo, blueOne } = await league();
    const before = stateOf(file);
    const text = await run('odds', 'duel', file, '--a', redOne, '--b', blueOne, '--range', '6', '--turns', '5');
    expect(text.err).toBe('');
    expect(text.out).toContain('A: Red One, showing its front');
    expect(text.out).toContain('  Machine gun: fires');
    expect(text.out).toMatch(/By the end of each turn \(exact: /);
    expect(text.out).toMatch(/Turn\s+Red One wins\s+Blue One wins\s+Both out\s+Both running/);
    expect(text.out).toContain('Not in this duel:');
    const r = JSON.parse(
      (await run('odds', 'duel', file, '--a', redOne, '--b', blueOne, '--range', '6', '--turns', '5', '--format', 'json')).out,
    ) as DuelCliReport;
    expect(r.method).toBe('exact');
    expect(r.turns).toHaveLength(5);
    for (const t of r.turns) expect(t.aWins).toBeCloseTo(t.bWins, 12);
    expect(r.turns[4]!.aWins).toBeGreaterThan(0);
    // The Gunship's turret Laser bears all round; the Speedster's front Machine gun does not bear on a car behind it.
    const rear = JSON.parse(
      (
        await run(
          'odds',
          'duel',
          file,
          '--a',
          redTwo,
          '--b',
          blueOne,
          '--facing-a',
          'rear',
          '--facing-b',
          'rear',
          '--range',
          '6',
          '--turns',
          '3',
          '--format',
          'json',
        )
      ).out,
    ) as DuelCliReport;
    expect(rear.a.weapons.map((w) => w.fires)).toEqual([false, true]);
    expect(rear.a.weapons[0]!.why).toBe('The target has to be in the arc of fire of the weapon (Combat › Fire arcs).');
    expect(rear.b.weapons).toEqual([{ name: 'Machine gun', fires: false, why: 'The target has to be in the arc of fire of the weapon (Combat › Fire arcs).' }]);
    expect(rear.turns.every((t) => t.bWins === 0)).toBe(true);
    expect(rear.turns[2]!.aWins).toBeGreaterThan(0);
    // The stock car is the Teams screen's new car: nothing bought, so it never fires.
    const stock = JSON.parse(
      (await run('odds', 'duel', file, '--a', redOne, '--b', 'stock:new-car', '--range', '6', '--turns', '2', '--format', 'json')).out,
    ) as DuelCliReport;
    expect(stock.b).toEqual({ name: 'Stock new car', facing: 'front', weapons: [] });
    expect(stateOf(file)).toBe(before);
  });

  it("the card's other inputs as flags: a car in 1st gear is easier to hit (Target is in: 1st +1); the car that fires first wins more", async () => {
    const { file, redOne, blueOne } = await league();
    const duel = async (...flags: string[]) =>
      JSON.parse(
        (await run('odds', 'duel', file, '--a', redOne, '--b', blueOne, '--range', '6', '--turns', '5', '--format', 'json', ...flags)).out,
      ) as DuelCliReport;
    const level = await duel();
    const slowB = await duel('--gear-b', '1');
    const aFirst = await duel('--first', 'a');
    expect(level.turns[4]!.aWins).toBeCloseTo(level.turns[4]!.bWins, 12);
    expect(slowB.turns[4]!.aWins).toBeGreaterThan(level.turns[4]!.aWins);
    expect(slowB.turns[4]!.bWins).toBeLessThan(slowB.turns[4]!.aWins);
    expect(aFirst.turns[4]!.aWins).toBeGreaterThan(aFirst.turns[4]!.bWins);
    expect(aFirst.turns.every((t) => t.both === 0)).toBe(true);
    // Ten turns outgrow the chain's budget: the turns it finished stay exact (no error shown), the rest are sampled.
    const long = await run('odds', 'duel', file, '--a', redOne, '--b', blueOne, '--range', '6');
    expect(long.out).toMatch(/turns 1 to \d+ exact/);
    expect(long.out).toMatch(/\n1 +\d+\.\d% {2}/);
    expect(long.out).toMatch(/\n10 +\d+\.\d% ± \d+\.\d%/);
    expect(long.out).not.toContain('± 0.0%');
  });

  it('refuses each bad flag in words naming it, changing nothing', async () => {
    const { file, redOne, blueOne } = await league();
    const before = stateOf(file);
    const refused = async (args: string[], words: RegExp) => {
      const r = await run('odds', 'duel', file, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(words);
    };
    await refused(['--a', redOne, '--b', blueOne, '--range', '0'], /--range is the range between the cars in inches, 1 to 48, not “0”/);
    await refused(['--a', redOne, '--b', blueOne, '--range', '60'], /--range is the range between the cars in inches, 1 to 48/);
    await refused(['--a', redOne, '--b', 'stock:tank', '--range', '6'], /--b stock:tank: there is no stock tank; the stock car: stock:new-car/);
    await refused(['--a', '99', '--b', blueOne, '--range', '6'], /--a 99: the league has no car with vehicle id 99/);
    await refused(
      ['--a', redOne, '--b', blueOne, '--range', '6', '--facing-a', 'ahead'],
      /--facing-a is "ahead": the arc of this car the other car is in is one of front, left, right, rear/,
    );
    await refused(['--a', redOne, '--b', blueOne, '--range', '6', '--turns', '21'], /--turns is 1 to 20, not 21/);
    await refused(['--a', redOne, '--b', blueOne, '--range', '6', '--gear-a', '7'], /--gear-a is one of 1, 2, 3, 4, 5, 6 \(the gear car A holds\), not “7”/);
    await refused(['--a', redOne, '--b', blueOne, '--range', '6', '--first', 'red'], /--first is one of both, a, b \(who fires first each turn/);
    const help = await run('odds', 'duel', file, '--help');
    expect(help.out).toContain('stock:new-car');
    expect(help.out).toContain('front, left, right, rear (default front)');
    expect(help.out).toContain('--gear-b   the gear car B holds: 1, 2, 3, 4, 5, 6 (default 3)');
    expect(help.out).toContain('--first   who fires first each turn');
    expect(stateOf(file)).toBe(before);
  });
});
