/**
 * The hex RPG table's odds walk a roll decided by its purpose once per decision (table/odds.ts `decidedClasses`, issue
 * 23's speed): a 2d6 under or over its number, a critical's d100 row. The same exact fractions as the walk face by face,
 * in fewer runs, for a bash (two 2d6, then the bashed car's criticals) and the game of chicken (the 2d6 swerve table,
 * then the ram's two d100 criticals).
 */
import { describe, expect, it } from 'vitest';
import type { FaceClasses } from '../../../src-shared/engine/core/odds';
import { SeededDice } from '../../../src-shared/engine/dice';
import { characterSchema, defaultHexrpgSettings, table as hx, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import { decidedClasses, questionsFor, tableState } from '../../../src-shared/engine/hexrpg/table/odds';

const settings = defaultHexrpgSettings();
const ch = (name: string, o: Record<string, unknown>) => characterSchema.parse({ version: 1, name, skills: {}, ...o });

/** Ace (DRIV 10) in the Interceptor (a car, 100 HP) against Brute (DRIV 8) in the Rhino (a warcar, 200 HP). */
const startWith = (interceptorHp: number) =>
  hx.hxEventSchema.parse({
    t: 'start',
    gangs: [1, 2],
    people: [
      {
        personId: 1,
        franchiseId: 1,
        hp: 12,
        in: 10,
        seat: 'driver',
        character: ch('Ace', { musc: 12, agi: 4, accu: 7, driv: 10, luck: 60, skills: { driving: { car: 2 } } }),
      },
      {
        personId: 2,
        franchiseId: 2,
        hp: 15,
        in: 20,
        seat: 'driver',
        character: ch('Brute', { musc: 15, agi: 3, accu: 5, driv: 8, luck: 40, skills: { driving: { warcar: 1 } } }),
      },
    ],
    vehicles: [
      { vehicleId: 10, franchiseId: 1, hp: interceptorHp, vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car' }) },
      { vehicleId: 20, franchiseId: 2, hp: 200, vehicle: vehicleSchema.parse({ version: 1, name: 'Rhino', kind: 'warcar' }) },
    ],
  }) as hx.HxStart;
const nowWith = (interceptorHp: number) =>
  hx.hexrpgTableDef.fold([], { matchId: 1, number: 1, recorded: false, settings, lineUp: () => startWith(interceptorHp) });
const now = nowWith(100);
const SWERVE: hx.HxIntentIn = {
  kind: 'chicken',
  sides: [
    { vehicle: 10, plan: ['hold', 'swerve'], straightHexes: 4 },
    { vehicle: 20, straightHexes: 6 },
  ],
};

describe('the table’s odds: rolls decided by their purpose walked once per decision', () => {
  const cases: [string, hx.HxIntentIn][] = [
    ['3d. Bashing: the Rhino on the Interceptor', { kind: 'bash', basher: 20, victim: 10 }],
    ['3d. Ramming (the game of chicken): Ace swerves at the 2nd question, Brute holds on', SWERVE],
    [
      '3d. Ramming (the game of chicken): Ace jumps at the 6th, the ram and both vehicles’ criticals',
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'hold', 'hold', 'hold', 'hold', 'jump'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
    ],
  ];
  for (const [what, raw] of cases)
    it(`${what}: the same exact fractions as face by face, in fewer runs`, () => {
      const intent = hx.hxIntentSchema.parse(raw);
      const grouped = hx.hexrpgOdds(now, intent, settings);
      const faces = hx.hexrpgOdds(now, intent, settings, { classes: undefined, budget: 1_000_000 });
      expect([grouped.method, faces.method]).toEqual(['exact', 'exact']);
      expect(grouped.questions).toEqual(faces.questions);
      expect(grouped.runs).toBeLessThan(faces.runs * 0.7);
      for (const q of grouped.questions) expect(q.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    });
});

describe('the game of chicken: the criticals’ lost-HP d20 walked by what it leaves, and 100,000 seeded games', () => {
  it('the Interceptor at 80 HP (10 left after the ram, so a d20 of 10 or more wrecks it): the same fractions as the d20 walked face by face', () => {
    const at80 = nowWith(80);
    const intent = hx.hxIntentSchema.parse(SWERVE);
    const grouped = hx.hexrpgOdds(at80, intent, settings);
    // The d20 neither grouped nor shared by its word: every face its own branch and its own state.
    const LOST = /^Hit points lost permanently/;
    const classes: FaceClasses = { ...decidedClasses, key: (log, next) => (LOST.test(next.purpose) ? undefined : decidedClasses.key(log, next)) };
    const byValue = hx.hexrpgOdds(at80, intent, settings, {
      classes,
      state: (log, next) =>
        tableState(
          log.map((r) => (LOST.test(r.purpose) ? { ...r, decided: `lost ${r.value}` } : r)),
          next,
        ),
      budget: 1_000_000,
    });
    expect([grouped.method, byValue.method]).toEqual(['exact', 'exact']);
    expect(grouped.questions).toEqual(byValue.questions);
    expect(grouped.runs).toBeLessThan(byValue.runs);
    // The d20 does wreck it here: the Interceptor is among the wrecked more often than its criticals' "dies" rows alone.
    expect(grouped.questions.find((q) => q.id === 'wrecked')!.outcomes.some((o) => String(o.value).includes('Interceptor'))).toBe(true);
  });

  it('100,000 seeded games (Ace swerves at the 2nd) land within 4 sigma of every chance', () => {
    const intent = hx.hxIntentSchema.parse(SWERVE);
    const exact = hx.hexrpgOdds(now, intent, settings);
    const questions = questionsFor(intent);
    const N = 100_000;
    const seen = questions.map(() => new Map<string, number>());
    for (let i = 0; i < N; i++) {
      const r = new hx.HxResolver(now, settings, new SeededDice(31, i * 100)).resolve(intent);
      // The table's own questions, asked of the real resolution: the values each outcome is keyed by.
      questions.forEach((q, j) => {
        const v = JSON.stringify(q.of(r, []));
        seen[j]!.set(v, (seen[j]!.get(v) ?? 0) + 1);
      });
    }
    exact.questions.forEach((q, j) => {
      expect(q.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      for (const o of q.outcomes) {
        const sigma = Math.sqrt((o.probability * (1 - o.probability)) / N);
        expect(Math.abs((seen[j]!.get(JSON.stringify(o.value)) ?? 0) / N - o.probability)).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
      expect([...seen[j]!.keys()].every((v) => q.outcomes.some((o) => JSON.stringify(o.value) === v))).toBe(true);
    });
  });
});
