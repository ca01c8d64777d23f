/**
 * The hex RPG (ruleset-done.md, Proof): derive + validate per design (a character, a bike, a warcar with weapons),
 * beside a plain JSON parse of the same text in the same run; the exact odds of each of its table's calculators
 * (p50/p95 over repeated runs, beside one resolution of the same intent with seeded dice); recording one session
 * played at the table (its outcome, what it left on the cards, the careers it writes) through the dispatcher; and the
 * recovery step after it (hexrpg.recover: healing, repairs, critical recovery over the days). Each write beside raw
 * SQLite writes of the same rows in one transaction, without and with the league's undo capture (./rawWrites.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import {
  type Character,
  characterSchema,
  defaultHexrpgSettings,
  hexrpgRuleset,
  newCharacter,
  SeededDice,
  table as hx,
  type Vehicle,
  vehicleSchema,
} from '../src-shared/engine/hexrpg';
import { againstParse, percentile, print, printCollector, sample, steadyTimes, timed, type BenchModule, type Figure } from './harness';
import { againstRaw } from './rawWrites';

const settings = defaultHexrpgSettings();

const ACE: Character = characterSchema.parse({
  ...newCharacter('Ace'),
  musc: 12,
  agi: 4,
  accu: 7,
  driv: 10,
  luck: 60,
  skills: { weapons: { pistol: 3, shotgun: 1 }, fighting: 1, driving: { bike: 1, car: 2, warcar: 1 }, medical: 1, mechanic: 2 },
});
const BIKE: Vehicle = vehicleSchema.parse({ version: 1, name: 'Dust Bike', kind: 'bike' });
const WARCAR: Vehicle = vehicleSchema.parse({
  version: 1,
  name: 'Rhino',
  kind: 'warcar',
  stats: { hp: 240, movement: 6 },
  weapons: [
    { name: 'MG', minimal: 2, average: 5, maximal: 9 },
    { name: 'Cannon', minimal: 10, average: 20, maximal: 40 },
    { name: 'Flamer', minimal: 4, average: 8, maximal: 12 },
  ],
});

/** Per design: the ruleset's schema, derived values (a vehicle's, or a character's card fields) and its rules' check. */
async function designFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const cases: [string, unknown, () => unknown][] = [
    [
      'a character (5 attributes, 7 skills)',
      ACE,
      () => {
        const c = hexrpgRuleset.person.personSchema.parse(JSON.parse(ACE_TEXT));
        return [hexrpgRuleset.person.sheetFields(c, settings), hexrpgRuleset.person.validate(c, settings)];
      },
    ],
    ['a bike (the league’s typical numbers)', BIKE, vehicleCheck(JSON.stringify(BIKE))],
    ['a warcar with 3 weapons', WARCAR, vehicleCheck(JSON.stringify(WARCAR))],
  ];
  for (const [name, design, full] of cases) {
    const text = JSON.stringify(design);
    out.push(...(await againstParse(`Hex RPG derive + validate, ${name}`, text, full)));
  }
  return out;
}
const ACE_TEXT = JSON.stringify(ACE);

function vehicleCheck(text: string) {
  const v = hexrpgRuleset.vehicle;
  return () => {
    const up = v.upgradeDesign(JSON.parse(text));
    if (!up.ok) throw new Error(up.problems[0]?.message);
    return [v.derive(up.design, settings), v.validate(up.design, settings)];
  };
}

/** Ace drives the Interceptor (an MG), Brute the Rhino, Cora is on foot with a shotgun; Cole lies at 0 HP. */
const START = hx.hxEventSchema.parse({
  t: 'start',
  gangs: [1, 2],
  people: [
    { personId: 1, franchiseId: 1, hp: 12, in: 10, seat: 'driver', character: ACE },
    {
      personId: 2,
      franchiseId: 2,
      hp: 15,
      in: 20,
      seat: 'driver',
      character: characterSchema.parse({ ...newCharacter('Brute'), musc: 15, driv: 8, luck: 40, skills: { driving: { warcar: 1 }, fighting: 2 } }),
    },
    {
      personId: 3,
      franchiseId: 2,
      hp: 6,
      in: null,
      seat: null,
      character: characterSchema.parse({ ...newCharacter('Cora'), npc: true, musc: 6, agi: 5, accu: 6, skills: { weapons: { shotgun: 1 } } }),
    },
    { personId: 4, franchiseId: 1, hp: 0, in: null, seat: null, character: characterSchema.parse({ ...newCharacter('Cole'), luck: 55 }) },
  ],
  vehicles: [
    {
      vehicleId: 10,
      franchiseId: 1,
      hp: 100,
      vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car', weapons: [{ name: 'MG', minimal: 2, average: 5, maximal: 9 }] }),
    },
    { vehicleId: 20, franchiseId: 2, hp: 240, vehicle: WARCAR },
  ],
}) as hx.HxStart;

/** Each calculator of the table with rolls: its exact odds on the table as it starts, and one resolution of it. */
function oddsFigures(): Figure[] {
  const ctx: hx.HxContext = { matchId: 1, number: 1, recorded: false, settings, lineUp: () => START };
  const now = hx.hexrpgTableDef.fold([], ctx);
  const intents: [string, hx.HxIntentIn][] = [
    ['weapon combat (pistol at Cora)', { kind: 'attack', attacker: 1, target: 3, weapon: 'pistol', targetHexes: 2 }],
    ['weaponless combat (grapple)', { kind: 'fight', attacker: 2, target: 1, grapple: true }],
    ['move on foot (sprint)', { kind: 'move', person: 3, pace: 'sprint' }],
    ['drive (5 hexes, 4 turns made)', { kind: 'drive', vehicle: 10, hexes: 5, turnsMade: 4 }],
    ['bash (Rhino into the Interceptor)', { kind: 'bash', basher: 20, victim: 10 }],
    [
      'game of chicken (six questions)',
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'hold', 'swerve'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
    ],
    [
      'vehicle weapon (Rhino’s cannon at the Interceptor)',
      { kind: 'shoot', vehicle: 20, weapon: 'Cannon', target: { kind: 'vehicle', vehicle: 10 }, from: 'same' },
    ],
    ['critical hit (on the Interceptor)', { kind: 'critical', target: { kind: 'vehicle', vehicle: 10 } }],
    ['dying (Cole at 0 HP)', { kind: 'dying', person: 4, treatedBy: 1 }],
    ['bail out (jumping from the Interceptor)', { kind: 'bailOut', person: 1, jump: true }],
  ];
  return intents.flatMap(([name, raw]) => {
    const intent = hx.hxIntentSchema.parse(raw);
    let i = 0;
    try {
      const odds = () => hx.hexrpgOdds(now, intent, settings);
      const { first: report, firstMs, times, collector } = steadyTimes(odds);
      const one = percentile(
        timed(() => new hx.HxResolver(now, settings, new SeededDice(5, i++ * 100)).resolve(intent), 200, 500),
        50,
      );
      const how =
        report.method === 'exact' ? `exact, ${report.runs} runs${report.memoHits ? `, ${report.memoHits} shared` : ''}` : `sampled, ${report.samples}`;
      return [
        print({ name: `odds p50: Hex RPG ${name} (${how})`, value: percentile(times, 50), unit: 'ms' }),
        print({ name: `odds p95: Hex RPG ${name}`, value: percentile(times, 95), unit: 'ms', target: '< 20 ms' }),
        print({ name: `  odds first call (cold): Hex RPG ${name}`, value: firstMs, unit: 'ms' }),
        printCollector(`Hex RPG ${name}`, collector),
        print({ name: `  one resolution: Hex RPG ${name}`, value: one, unit: 'ms' }),
      ];
    } catch (e) {
      console.log(`Hex RPG ${name}: ${(e as Error).message}`);
      return [];
    }
  });
}

async function sessionFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-hx-'));
  const out: Figure[] = [];
  try {
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
    const call = async (channel: string, payload: unknown) => {
      const r = await (dispatch as (c: string, p: unknown) => ReturnType<Dispatch>)(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as { id: number };
    };
    await call('app.newLeague', { name: 'bench', path: path.join(dir, 'hx.league'), ruleset: 'hexrpg' });
    // Four gangs, each a hurt vehicle with its driver (a mechanic), a medic on foot and a wounded passenger.
    const gangs: number[] = [];
    for (const [i, name] of ['Wolves', 'Devils', 'Convoy', 'Riders'].entries()) {
      const f = await call('franchise.add', { name, colour: '#336699', owner: '' });
      gangs.push(f.id);
      const kind = (['bike', 'car', 'warcar', 'car'] as const)[i]!;
      const hurt = { damage: 20, battleLoss: 20, fieldRepaired: 0, destroyed: false, criticals: [{ effect: 'steering', worked: 0 }] };
      await call('team.addCar', {
        franchiseId: f.id,
        design: { version: 1, name: `${name} ride`, kind, condition: hurt },
        driver: { ...ACE, name: `${name} driver`, condition: { damage: 5, dead: false, criticals: [{ effect: 'leg', daysLeft: 4 }] } },
      });
      await call('team.addPerson', { franchiseId: f.id, person: { ...ACE, name: `${name} medic`, skills: { ...ACE.skills, medical: 2 } } });
      await call('team.addPerson', { franchiseId: f.id, person: { ...ACE, name: `${name} wounded`, condition: { damage: 8, dead: false, criticals: [] } } });
    }
    const n = 20;
    const ids: number[] = [];
    for (let i = 0; i < n + 1; i++) {
      const m = await call('schedule.add', { track: `Crossing ${i + 1}`, franchiseIds: [gangs[i % 4]!, gangs[(i + 1) % 4]!] });
      // Played at the table: the line-up stored, so the recording writes what the session left on each card.
      await call('hxTable.act', { matchId: m.id, intent: { kind: 'endTurn' } });
      ids.push(m.id);
    }
    const outcome = (matchId: number, i: number) => ({
      matchId,
      teams: [
        { franchiseId: gangs[i % 4]!, stats: { survived: 3, kills: 1 } },
        { franchiseId: gangs[(i + 1) % 4]!, stats: { survived: 2, kills: 0 } },
      ],
    });
    await call('match.recordOutcome', outcome(ids[0]!, 0));
    let next = 1;
    const record = await sample(n, () => {
      const i = next++;
      return call('match.recordOutcome', outcome(ids[i]!, i));
    });
    const sqlite = session.league.sqlite;
    const careers = (sqlite.prepare('SELECT count(*) AS n FROM career_events WHERE match_id = ?').get(ids[n]) as { n: number }).n;
    const journal = (c: 'journal.undo' | 'journal.redo') => call(c, {});
    out.push(...(await againstRaw(`Hex RPG record one session played at the table: 2 gangs, ${careers} career events`, record, sqlite, journal, dir)));

    // The recovery after the last session, 3 days, every gang: timed, then undone (untimed) so each run starts alike.
    const recover = { matchId: ids[n]!, days: 3 };
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await call('hexrpg.recover', recover);
      times.push(performance.now() - t0);
      await call('journal.undo', {});
    }
    await call('hexrpg.recover', recover);
    out.push(
      ...(await againstRaw(
        'Hex RPG recovery, 3 days: 4 gangs’ 12 characters and 4 vehicles',
        times.sort((a, b) => a - b),
        sqlite,
        journal,
        dir,
      )),
    );
    session.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export const bench: BenchModule = {
  title: 'Hex RPG: designs, the table’s odds, one recorded session and its recovery',
  async run() {
    return [...(await designFigures()), ...oddsFigures(), ...(await sessionFigures())];
  },
};
