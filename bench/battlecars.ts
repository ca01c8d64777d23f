/**
 * Battlecars (ruleset-done.md, Proof): derive + validate per design (the loading rules against the league's card
 * types), against a plain JSON parse of the same design text in the same run; and recording one four-player game's
 * result (placings, kills, wrecks, the careers it writes) through the dispatcher, against raw SQLite writes of the same
 * rows in one transaction, without and with the league's undo capture (./rawWrites.ts). Its match table's figures come with its table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { battlecarsRuleset, defaultBattlecarsSettings, type VehicleDesign } from '../src-shared/engine/battlecars';
import type { ChannelName, InputOf, ResultOf } from '../src-shared/ipc';
import { againstParse, sample, type BenchModule, type Figure } from './harness';
import { againstRaw } from './rawWrites';

/** An empty car, a car loaded in every mount, a loaded bike. */
const DESIGNS: VehicleDesign[] = [
  { version: 1, name: 'Empty car', cardType: 'car', loads: {} },
  {
    version: 1,
    name: 'Loaded car',
    cardType: 'car',
    loads: {
      podFront: ['Rocket', 'Rocket', 'Rocket'],
      turret: ['MG rounds', 'MG rounds'],
      podLeft: ['Mines', 'Oil'],
      podRight: ['Smoke'],
      podRear: ['Shell', 'Shell'],
    },
  },
  { version: 1, name: 'Loaded bike', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Spikes', 'Oil'] } },
];

async function designFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const settings = defaultBattlecarsSettings();
  const v = battlecarsRuleset.vehicle;
  for (const d of DESIGNS) {
    const text = JSON.stringify(d);
    const full = () => {
      const up = v.upgradeDesign(JSON.parse(text));
      if (!up.ok) throw new Error(`${d.name}: ${up.problems[0]?.message}`);
      return [v.derive(up.design, settings), v.validate(up.design, settings)];
    };
    const counters = Object.values(d.loads).flat().length;
    out.push(...(await againstParse(`Battlecars derive + validate, ${d.name} (${counters} counters)`, text, full)));
  }
  return out;
}

async function matchFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-bc-'));
  const out: Figure[] = [];
  try {
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
    const call = async <C extends ChannelName>(channel: C, payload: InputOf<C>) => {
      const r = await dispatch(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as ResultOf<C>;
    };
    await call('app.newLeague', { name: 'bench', path: path.join(dir, 'bc.league'), ruleset: 'battlecars' });
    const teams: number[] = [];
    for (const [i, name] of ['Reds', 'Blues', 'Greens', 'Golds'].entries()) {
      const f = await call('franchise.add', { name, colour: '#336699', owner: '' });
      teams.push(f.id);
      await call('team.addCar', { franchiseId: f.id, design: { ...DESIGNS[i % DESIGNS.length]!, name: `${name} ride` }, driver: { name: `${name} driver` } });
    }
    const n = 20;
    const ids: number[] = [];
    for (let i = 0; i < n + 1; i++) ids.push((await call('schedule.add', { track: `Grid ${i + 1}`, franchiseIds: teams })).id);
    const result = (matchId: number) => ({
      matchId,
      teams: teams.map((franchiseId, i) => ({
        franchiseId,
        placing: i + 1,
        stats: (i === 0 ? { kills: 2, wrecks: 2 } : i === 1 ? { kills: 1 } : {}) as Record<string, number>,
      })),
    });
    await call('match.recordOutcome', result(ids[0]!));
    let next = 1;
    const times = await sample(n, () => call('match.recordOutcome', result(ids[next++]!)));
    const sqlite = session.league.sqlite;
    const last = ids[n]!;
    const careers = (sqlite.prepare('SELECT count(*) AS n FROM career_events WHERE match_id = ?').get(last) as { n: number }).n;
    // The rows the last recording changed, written again by hand on the file as it was before it, without and with
    // the undo capture every operation pays (ruleset-done.md: recording ≤ 5× raw SQLite with undo capture).
    out.push(
      ...(await againstRaw(`Battlecars record one game: 4 placings, kills and wrecks, ${careers} career events`, times, sqlite, (c) => call(c, {}), dir)),
    );
    session.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export const bench: BenchModule = {
  title: 'Battlecars: designs and one recorded game',
  async run() {
    return [...(await designFigures()), ...(await matchFigures())];
  },
};
