/**
 * The hex RPG table's odds walk a roll decided by its purpose once per decision (table/odds.ts `decidedClasses`, issue
 * 23's speed): a 2d6 under or over its number, a critical's d100 row. The same exact fractions as the walk face by face,
 * in fewer runs, for a bash (two 2d6, then the bashed car's criticals) and the game of chicken (the 2d6 swerve table,
 * then the ram's two d100 criticals).
 */
import { describe, expect, it } from 'vitest';
import { characterSchema, defaultHexrpgSettings, table as hx, vehicleSchema } from '../../../src-shared/engine/hexrpg';

const settings = defaultHexrpgSettings();
const ch = (name: string, o: Record<string, unknown>) => characterSchema.parse({ version: 1, name, skills: {}, ...o });

/** Ace (DRIV 10) in the Interceptor (a car, 100 HP) against Brute (DRIV 8) in the Rhino (a warcar, 200 HP). */
const START = hx.hxEventSchema.parse({
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
    { vehicleId: 10, franchiseId: 1, hp: 100, vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car' }) },
    { vehicleId: 20, franchiseId: 2, hp: 200, vehicle: vehicleSchema.parse({ version: 1, name: 'Rhino', kind: 'warcar' }) },
  ],
}) as hx.HxStart;
const now = hx.hexrpgTableDef.fold([], { matchId: 1, number: 1, recorded: false, settings, lineUp: () => START });

describe('the table’s odds: rolls decided by their purpose walked once per decision', () => {
  const cases: [string, hx.HxIntentIn][] = [
    ['3d. Bashing: the Rhino on the Interceptor', { kind: 'bash', basher: 20, victim: 10 }],
    [
      '3d. Ramming (the game of chicken): Ace swerves at the 2nd question, Brute holds on',
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'swerve'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
    ],
  ];
  for (const [what, raw] of cases)
    it(`${what}: the same exact fractions as face by face, in fewer runs`, () => {
      const intent = hx.hxIntentSchema.parse(raw);
      const grouped = hx.hexrpgOdds(now, intent, settings);
      const faces = hx.hexrpgOdds(now, intent, settings, { classes: undefined });
      expect([grouped.method, faces.method]).toEqual(['exact', 'exact']);
      expect(grouped.questions).toEqual(faces.questions);
      expect(grouped.runs).toBeLessThan(faces.runs * 0.7);
      for (const q of grouped.questions) expect(q.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    });
});
