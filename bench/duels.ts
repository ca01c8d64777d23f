/**
 * `npm run bench odds` (issue 23), its second half: one design against another over ten turns in every ruleset
 * (target < 200 ms), in a process of its own as the app plays a duel in the garage page, away from the calculators'
 * odds (bench/odds.ts), which the app computes in the main process.
 */
import type { DuelCurves } from '../src-shared/engine/core/odds';
import { bcDuel, bcDuelSimulate, DEFAULT_CAR } from '../src-shared/engine/battlecars';
import { defaultDethmetalSettings, dethmetalDuel, dethmetalDuelSimulate } from '../src-shared/engine/dethmetal';
import { dwDuel, dwDuelSimulate } from '../src-shared/engine/dirtywheels';
import { characterSchema, defaultHexrpgSettings, hexrpgDuel, hexrpgDuelSimulate, vehicleSchema } from '../src-shared/engine/hexrpg';
import { defaultRacecombatSettings, rcDuel, rcDuelSimulate } from '../src-shared/engine/racecombat';
import { S as bcSettings } from '../tests/engine/battlecars/tableLineUp';
import { speedster as rcSpeedster } from '../tests/engine/racecombat/cars';
import { car as dwCar, driver as dwDriver, settings as dwSettings } from '../tests/rulesets/dirtywheels/helpers';
import { soloGunCar } from '../tests/support/testCar';
import { cpuPer, percentile, print, printCollector, steadyTimes, timed, type BenchModule, type Figure } from './harness';

/** A sampled duel's size and its largest standard error (what the screen shows beside each chance). */
function sampledHow(r: DuelCurves): string {
  const most = Math.max(0, ...(r.standardErrors ?? []).flatMap((e) => [e.aWins, e.bWins]));
  const exact = /turns? 1(?: to (\d+))? exact/.exec(r.how);
  const prefix = exact ? `exact to turn ${exact[1] ?? 1}, then ` : '';
  return `: ${prefix}${/(\d[\d,]*) whole duels/.exec(r.how)?.[1] ?? '?'} whole duels, each chance ± ${(most * 100).toFixed(1)}% at most`;
}

/**
 * One design against another over ten turns (target < 200 ms): Dirty Wheels' two Machine gun cars, Dethmetal's
 * Machinegun cars at 2 hexes, the hex RPG's two roof MG cars and Race combat's two Speedsters at 6 inches, each beside the
 * time of one shot's resolution and its CPU time (what carries over from a loaded machine); how each curve was reached.
 */
function duels(part?: string): Figure[] {
  const S = dwSettings();
  const dwSide = (name: string) => ({ name, design: dwCar({ name }), driver: dwDriver({ name: `${name}'s driver` }), targetInFront: true });
  const dw = { a: dwSide('A'), b: dwSide('B'), distance: 6, turns: 10 };
  const dm = (name: string) => ({ name, design: soloGunCar(name, { armor: { front: 3, back: 4, left: 5, right: 5 } }), facing: 'front' as const });
  const dmInput = { a: dm('Red'), b: dm('Blue'), hexes: 2, turns: 10 };
  const settings = defaultDethmetalSettings();
  const mg = (n: number) => Array.from({ length: n }, () => 'MG rounds' as const);
  const bc = (name: string) => ({
    name,
    design: { version: 1 as const, name, cardType: 'car', loads: { turret: mg(3), podLeft: mg(2) } },
    card: DEFAULT_CAR,
    shows: 'leftCentre' as const,
  });
  const bcInput = { a: bc('Red'), b: bc('Blue'), range: 3, turns: 10 };
  // The hex RPG: two cars (100 HP), each a roof MG (1/3/6) fired from a higher position, drivers of car level 2.
  const hx = (name: string) => ({
    name,
    vehicle: vehicleSchema.parse({ version: 1, name, kind: 'car', weapons: [{ name: 'Roof MG', minimal: 1, average: 3, maximal: 6, position: 'higher' }] }),
    driver: characterSchema.parse({ version: 1, name: `${name}'s driver`, musc: 10, agi: 3, accu: 5, driv: 6, luck: 50, skills: { driving: { car: 2 } } }),
    from: 'mounted' as const,
  });
  const hxInput = { a: hx('Interceptor'), b: hx('Rustbucket'), hexes: 4, turns: 10 };
  const hxSettings = defaultHexrpgSettings();
  const rcSettings = defaultRacecombatSettings();
  const rcSide = (name: string) => ({ name, design: rcSpeedster({ name }), arc: 'front' as const, gear: 3 });
  const rc = { a: rcSide('A'), b: rcSide('B'), rangeInches: 6, turns: 10 };
  const out: Figure[] = [];
  const rows = [
    ['Dirty Wheels duel, 10 turns (two Machine gun cars)', () => dwDuel(dw, S), () => dwDuelSimulate({ ...dw, turns: 1 }, S, 1)],
    [
      'Dethmetal duel, 10 turns (two Machinegun cars)',
      () => dethmetalDuel(dmInput, settings),
      () => dethmetalDuelSimulate({ ...dmInput, turns: 1 }, settings, 1),
    ],
    [
      'Battlecars duel, 10 turns (two cars, MG rounds in the turret and left pod, range 3)',
      () => bcDuel(bcInput, bcSettings),
      () => bcDuelSimulate({ ...bcInput, turns: 1 }, bcSettings, 1),
    ],
    [
      'Hex RPG duel, 10 turns (two cars with a roof MG)',
      () => hexrpgDuel(hxInput, hxSettings),
      () => hexrpgDuelSimulate({ ...hxInput, turns: 1 }, hxSettings, 1),
    ],
    ['Race combat duel, 10 turns (two Speedsters, a Machine gun each)', () => rcDuel(rc, rcSettings), () => rcDuelSimulate({ ...rc, turns: 1 }, rcSettings, 1)],
  ] as const;
  for (const [name, duel, once] of rows) {
    if (part !== undefined && !name.startsWith(part)) continue;
    const { first: r, firstMs, times, collector } = steadyTimes(duel, 10, 4000);
    const p95 = percentile(times, 95);
    out.push(
      print({
        name: `duel p95: ${name} (${r.method}${r.method === 'exact' ? `, ${r.shotsWalked} shots walked, ${r.states} states` : sampledHow(r)})`,
        value: p95,
        unit: 'ms',
        target: '< 200 ms',
      }),
    );
    out.push(print({ name: `  duel first call (cold): ${name}`, value: firstMs, unit: 'ms' }));
    out.push(printCollector(name, collector));
    out.push(print({ name: `  duel CPU per call: ${name}`, value: cpuPer(duel, 5), unit: 'ms' }));
    out.push(print({ name: `  one turn played with seeded dice: ${name}`, value: percentile(timed(once, 50, 500), 50), unit: 'ms' }));
  }
  return out;
}

export const bench: BenchModule = {
  title: 'Duels (issue 23): one design against another over ten turns, p95, beside one turn played',
  parts: ['Dirty Wheels', 'Dethmetal', 'Battlecars', 'Hex RPG', 'Race combat'],
  async run(part) {
    return duels(part);
  },
};
