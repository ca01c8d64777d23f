/**
 * The screens in real Chromium against the browser host, over a league of 20 seasons and 16 franchises built
 * through the services: navigation to each screen being interactive (its data shown, no API call in flight), and
 * the garage designer's keystroke-to-updated-stats latency (keydown to the DOM update, and to the next frame).
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { leagueRevision } from '../src-main/host/revision';
import { startHost } from '../src-main/host/server';
import type { CarDesign } from '../src-shared/engine/dethmetal/car';
import { type ChannelName, dethmetalDetails, type InputOf, type ResultOf } from '../src-shared/ipc';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/support/chromium';
import { gunCar, soloGunCar } from '../tests/support/testCar';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';

const SEASONS = 20;
const FRANCHISES = 16;
const MATCHES_PER_SEASON = 4;

const design = (name: string, gunner: boolean): CarDesign => (gunner ? gunCar(name) : soloGunCar(name));

type Call = <C extends ChannelName>(channel: C, payload: InputOf<C>) => Promise<ResultOf<C>>;

/** Answer every choice the rules leave to the organizer with its first option, as a preview; returns the input. */
async function answered<C extends ChannelName>(dispatch: Dispatch, channel: C, payload: InputOf<C>): Promise<InputOf<C>> {
  const input = structuredClone(payload) as Record<string, unknown>;
  for (;;) {
    const r = await dispatch(channel, { ...input, preview: true });
    if (r.ok) return input as InputOf<C>;
    if (r.error.kind !== 'choice-needed') throw new Error(`${channel}: ${r.error.message}`);
    const { path: at, mode, options } = r.error.choice;
    let target = input;
    for (const k of at.slice(0, -1)) target = (target[k] ??= {}) as Record<string, unknown>;
    const last = at.at(-1)!;
    target[last] = mode === 'set' ? options[0]!.value : [...((target[last] as unknown[]) ?? []), options[0]!.value];
  }
}

/** A match for everyone: schedule, pre-match rolls, three cars a team, a result that varies with the match. */
async function playMatch(call: Call, dispatch: Dispatch, ids: number[], n: number) {
  const m = await call('schedule.add', { track: `Track ${n}`, surface: 'dirt', kind: 'race' });
  const pre = await call('match.preMatch', { matchId: m.id });
  const teams: InputOf<'match.record'>['teams'] = [];
  for (const [k, fid] of ids.entries()) {
    let d = await call('franchise.details', { id: fid });
    // Top the roster up while the bank allows; a broke franchise races with whoever it has.
    let cash = d.cash;
    for (let i = d.roster.length; d.roster.filter((c) => c.usable).length < 6 && i < 8 && cash >= 50; i++) {
      await call('roster.hire', { franchiseId: fid, name: `Rookie ${fid}-${n}-${i}` });
      cash -= 50;
    }
    if (cash !== d.cash) d = await call('franchise.details', { id: fid });
    const people = d.roster.filter((c) => c.usable);
    const cars = d.vehicles
      .filter((v) => !dethmetalDetails(pre).preMatch!.vehicles.some((x) => x.id === v.id && x.brokenDown))
      .slice(0, Math.min(3, people.length));
    if (cars.length === 0) continue;
    const seats = cars.map((v, i) => ({
      vehicleId: v.id,
      driverId: people[i]!.id,
      ...(v.design.components.gunnerStation && people[3 + i] ? { gunnerId: people[3 + i]!.id } : {}),
    }));
    // A franchise the rules keep out (too few cars after losses, say) sits this match out.
    const assigned = await dispatch('match.assign', { matchId: m.id, franchiseId: fid, heats: [1, 2].map((heat) => ({ heat, cars: seats })) });
    if (!assigned.ok) continue;
    teams.push({
      franchiseId: fid,
      competitors: seats.map((s, i) => ({ competitorId: s.driverId, points: (k + i + n) % 5, criticals: (k + i) % 3, outOfAction: (k + i + n) % 7 === 0 })),
      vehicles: seats.map((s, i) => ({ vehicleId: s.vehicleId, criticals: (k + i + n) % 4, destroyed: (k + i + n) % 11 === 0 })),
      worldTrade: k % 2 === 0,
    });
  }
  await call('match.record', await answered(dispatch, 'match.record', { matchId: m.id, teams }));
}

export async function buildLeague(
  dir: string,
): Promise<{ session: AppSession; dispatch: Dispatch; franchiseId: number; competitorId: number; buildMs: number }> {
  const t0 = performance.now();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
  const call: Call = async (channel, payload) => {
    const r = await dispatch(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as never;
  };
  await call('app.newLeague', { name: 'Twenty seasons', path: path.join(dir, 'twenty.league') });
  // The draft off and short seasons keep the build quick; the screens read the same tables either way.
  await call('league.updateSettings', {
    seed: 4242,
    houseRules: { 'campaign.draftEnabled': false, 'campaign.seasonLength': MATCHES_PER_SEASON, 'campaign.enforceRosterMinimum': false },
  });
  const ids: number[] = [];
  for (let i = 0; i < FRANCHISES; i++) {
    const name = `Franchise ${String(i + 1).padStart(2, '0')}`;
    const r = await call('franchise.found', {
      name,
      colour: '#c0392b',
      owner: `Owner ${i}`,
      competitors: Array.from({ length: 7 }, (_, j) => ({ name: `${name} Driver ${j + 1}` })),
      mechanicRating: 2,
      vehicles: [{ design: design(`${name} A`, false) }, { design: design(`${name} B`, false) }, { design: design(`${name} C`, true) }],
    });
    ids.push(r.franchise.id);
  }
  for (let season = 1; season <= SEASONS; season++) {
    for (let n = 1; n <= MATCHES_PER_SEASON; n++) await playMatch(call, dispatch, ids, season * 100 + n);
    if (season < SEASONS) await call('season.end', { ...(await answered(dispatch, 'season.end', {})), preview: false });
  }
  const f = await call('franchise.details', { id: ids[0]! });
  return { session, dispatch, franchiseId: f.id, competitorId: f.roster[0]!.id, buildMs: performance.now() - t0 };
}

/**
 * PITWALL_BENCH_LEAGUE=file: the league built once and kept (it takes minutes on a loaded machine), opened from a copy
 * for each later run, so runs compare screens over the very same data. Its build time then reads 0.
 */
async function openLeague(dir: string, kept: string): Promise<Awaited<ReturnType<typeof buildLeague>>> {
  const file = path.join(dir, 'twenty.league');
  copyFileSync(kept, file);
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
  const value = async <C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<ResultOf<C>> => {
    const r = await dispatch(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as ResultOf<C>;
  };
  await value('app.openLeague', { path: file });
  const first = (await value('franchise.list', {}))[0]!;
  const f = await value('franchise.details', { id: first.id });
  return { session, dispatch, franchiseId: f.id, competitorId: f.roster[0]!.id, buildMs: 0 };
}

/** Counts the API calls in flight, so "interactive" means the screen's data has arrived, not just its skeleton. */
const TRACK_FETCH = `(() => {
  if (window.__inflight !== undefined) return;
  window.__inflight = 0;
  const f = window.fetch.bind(window);
  window.fetch = (...a) => { window.__inflight++; return f(...a).finally(() => setTimeout(() => window.__inflight--, 0)); };
})()`;

/**
 * Set the hash and wait until `ready` matches and nothing is in flight for two frames; ms from the hash change.
 * (Browser code goes in as text: tsx would wrap functions in helpers the page does not have.)
 */
async function navigate(page: Page, hash: string, ready: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    window.location.hash = ${JSON.stringify(hash)};
    let quiet = 0;
    const tick = () => {
      if (performance.now() - t0 > 10000) return reject(new Error('not ready: ${hash}'));
      const ok = document.querySelector(${JSON.stringify(ready)}) !== null && window.__inflight === 0;
      quiet = ok ? quiet + 1 : 0;
      if (quiet >= 2) resolve(performance.now() - t0);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`) as Promise<number>;
}

/**
 * CPU the renderer processes spent over one navigation, in ms: their main threads (script, style, layout: what a
 * click waits behind) and all their threads (raster, compositor too), from /proc's schedstat (nanoseconds on a CPU).
 * The machine is shared, so wall time swings with others' load; CPU time is the part the screen itself costs.
 * (Chromium's own TaskDuration is wall time of its tasks, which a loaded machine stretches as well.)
 */
async function cpuOf(browserCdp: CDPSession, step: () => Promise<number>): Promise<{ wall: number; main: number; all: number }> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo' as never)) as { processInfo: { type: string; id: number }[] };
  const pids = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  const onCpu = (file: string) => {
    try {
      return Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      return 0; // a thread that ended in between
    }
  };
  const read = () => {
    let main = 0;
    let all = 0;
    for (const pid of pids) {
      main += onCpu(`/proc/${pid}/schedstat`);
      for (const t of readdirSync(`/proc/${pid}/task`)) all += onCpu(`/proc/${pid}/task/${t}/schedstat`);
    }
    return { main, all };
  };
  const before = read();
  const wall = await step();
  const after = read();
  return { wall, main: after.main - before.main, all: after.all - before.all };
}

/** One build's renderer in its own page, served by its own host over the same league. */
interface Build {
  label: string;
  page: Page;
}

/** keydown (its event time) to the mutation of the DP figure, and to the next animation frame after it. */
const TRACK_KEYS = `(() => {
  window.__lat = [];
  document.addEventListener('keydown', (e) => (window.__t0 = e.timeStamp), true);
  const target = document.querySelector('[data-testid="dp-spent"]');
  new MutationObserver(() => {
    const dom = performance.now() - window.__t0;
    requestAnimationFrame(() => window.__lat.push([dom, performance.now() - window.__t0]));
  }).observe(target, { childList: true, subtree: true, characterData: true });
})()`;

export const bench: BenchModule = {
  title: 'Screens in Chromium (20 seasons, 16 franchises)',
  async run() {
    const executablePath = chromiumPath();
    if (!executablePath) {
      console.log('skipped: no Chromium (set PITWALL_CHROMIUM or install chromium)');
      return [];
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-screens-'));
    const out: Figure[] = [];
    const kept = process.env.PITWALL_BENCH_LEAGUE;
    const built = kept && existsSync(kept) ? await openLeague(dir, kept) : await buildLeague(dir);
    out.push(print({ name: `build the league through the services (${SEASONS} × ${MATCHES_PER_SEASON} matches)`, value: built.buildMs / 1000, unit: 's' }));
    // What the League overview asks for, in-process: where its navigation time goes (franchise.details: what it
    // asked for once per franchise before franchise.overviews, and the Garage and Roster still ask for once).
    const overview: [ChannelName, unknown][] = [
      ['franchise.list', {}],
      ['franchise.overviews', {}],
      ['franchise.details', { id: built.franchiseId }],
      ['standings.get', {}],
      ['season.current', {}],
      ['schedule.list', {}],
      ['journal.recent', { limit: 8 }],
    ];
    for (const [channel, input] of overview) {
      const times = await sample(30, () => built.dispatch(channel, input as never));
      out.push(print({ name: `in-process ${channel}, p50`, value: percentile(times, 50), unit: 'ms' }));
    }
    // PITWALL_RENDERER_DIR: a copy of the built renderer, where other builds may replace dist/ during the run.
    // PITWALL_BASELINE_RENDERER: another build's renderer (e.g. main's dist/renderer, copied), measured in the same
    // run, screen by screen and visit by visit in turn with this one, so both see the same load on a shared machine.
    const host = await startHost({
      dispatch: built.dispatch,
      revision: () => leagueRevision(built.session),
      rendererDir: path.resolve(process.env.PITWALL_RENDERER_DIR ?? 'dist/renderer'),
    });
    const baselineDir = process.env.PITWALL_BASELINE_RENDERER;
    const baseHost = baselineDir
      ? await startHost({ dispatch: built.dispatch, revision: () => leagueRevision(built.session), rendererDir: path.resolve(baselineDir) })
      : null;
    // The League overview's franchise numbers through the host, side by side under the same load: one
    // franchise.details per franchise in parallel (what the overview asked before), and one franchise.overviews.
    const invoke = (channel: ChannelName, payload: unknown) =>
      fetch(`${host.origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pitwall-token': host.token },
        body: JSON.stringify({ channel, payload }),
      }).then((r) => r.json());
    const ids = ((await built.dispatch('franchise.list', {})) as { ok: true; value: { id: number }[] }).value.map((x) => x.id);
    const perFranchise = await sample(20, () => Promise.all(ids.map((id) => invoke('franchise.details', { id }))));
    const oneRead = await sample(20, () => invoke('franchise.overviews', {}));
    out.push(print({ name: `host: ${ids.length} × franchise.details in parallel, p50`, value: percentile(perFranchise, 50), unit: 'ms' }));
    out.push(print({ name: 'host: franchise.overviews (every franchise), p50', value: percentile(oneRead, 50), unit: 'ms' }));
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const open = async (label: string, origin: string, token: string): Promise<Build> => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${origin}/?token=${token}#/league`);
        await page.waitForSelector('[data-testid="league-name"]');
        await page.evaluate(TRACK_FETCH);
        return { label, page };
      };
      const browserCdp = await browser.newBrowserCDPSession();
      const builds = [await open('', host.origin, host.token)];
      if (baseHost) builds.push(await open(' (baseline)', baseHost.origin, baseHost.token));
      const page = builds[0]!.page;

      const f = built.franchiseId;
      const screens: { name: string; hash: string; ready: string; target?: string }[] = [
        { name: 'League overview', hash: '#/league', ready: 'table[aria-label="Franchises"] tbody tr td:nth-child(3) span', target: '< 100 ms' },
        { name: 'League settings', hash: '#/league/settings', ready: '[data-rule="campaign.draftPass"]', target: '< 100 ms' },
        { name: 'Garage (stables)', hash: `#/garage/${f}`, ready: 'article[data-vehicle]' },
        { name: 'Garage designer (new car)', hash: `#/garage/${f}/new`, ready: '[data-testid="dp-spent"]' },
        { name: 'Roster', hash: `#/roster/${f}`, ready: 'table[aria-label="Competitors"] tbody tr' },
        { name: 'Competitor page', hash: `#/roster/${f}/c/${built.competitorId}`, ready: 'section[aria-label="Career"]' },
        { name: 'Match', hash: '#/match', ready: 'main h2' },
        { name: 'Season', hash: '#/season', ready: 'main h2' },
      ];
      // PITWALL_BENCH_SCREENS=League: only the screens whose name contains it (a quicker run while working on them).
      const only = process.env.PITWALL_BENCH_SCREENS;
      for (const s of screens) {
        if (only && !s.name.includes(only)) continue;
        const runs = builds.map(() => ({ wall: [] as number[], main: [] as number[], all: [] as number[] }));
        for (let i = 0; i < 12; i++) {
          for (const [k, b] of builds.entries()) {
            // Come from another screen each time, as a user clicking the navigation would.
            await navigate(b.page, s.hash.startsWith('#/league') ? '#/match' : '#/league', 'main h2');
            const m = await cpuOf(browserCdp, () => navigate(b.page, s.hash, s.ready));
            if (i < 2) continue;
            runs[k]!.wall.push(m.wall);
            runs[k]!.main.push(m.main);
            runs[k]!.all.push(m.all);
          }
        }
        for (const [k, b] of builds.entries()) {
          const sorted = (t: number[]) => [...t].sort((x, y) => x - y);
          const target = s.target ?? '< 300 ms';
          out.push(print({ name: `navigate to ${s.name}, interactive, p50${b.label}`, value: percentile(sorted(runs[k]!.wall), 50), unit: 'ms', target }));
          out.push(print({ name: `navigate to ${s.name}, interactive, p95${b.label}`, value: percentile(sorted(runs[k]!.wall), 95), unit: 'ms' }));
          out.push(
            print({ name: `navigate to ${s.name}, renderer main-thread CPU, p50${b.label}`, value: percentile(sorted(runs[k]!.main), 50), unit: 'ms', target }),
          );
          out.push(
            print({ name: `navigate to ${s.name}, renderer CPU (all threads), p50${b.label}`, value: percentile(sorted(runs[k]!.all), 50), unit: 'ms' }),
          );
        }
      }

      // Keystroke to updated stats: arrow keys step the engine power (4 per DP), so every key changes DP and acceleration.
      await navigate(page, `#/garage/${f}/new`, '[data-testid="dp-spent"]');
      await page.evaluate(TRACK_KEYS);
      const input = page.getByRole('textbox', { name: 'Engine power' });
      await input.focus();
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press(i % 2 === 0 ? 'ArrowUp' : 'ArrowDown');
        // Poll from outside: the app's Content-Security-Policy forbids the eval waitForFunction needs.
        while (((await page.evaluate('window.__lat.length')) as number) < i + 1) await new Promise((r) => setTimeout(r, 2));
      }
      const lat = ((await page.evaluate('window.__lat')) as [number, number][]).slice(20);
      const dom = lat.map((l) => l[0]).sort((a, b) => a - b);
      const frame = lat.map((l) => l[1]).sort((a, b) => a - b);
      out.push(print({ name: 'garage keystroke → stats updated in the DOM, p50', value: percentile(dom, 50), unit: 'ms', target: '< 16 ms' }));
      out.push(print({ name: 'garage keystroke → stats updated in the DOM, p95', value: percentile(dom, 95), unit: 'ms', target: '< 16 ms' }));
      out.push(print({ name: 'garage keystroke → next frame with the new stats, p50', value: percentile(frame, 50), unit: 'ms' }));
      out.push(print({ name: 'garage keystroke → next frame with the new stats, p95', value: percentile(frame, 95), unit: 'ms' }));
    } finally {
      await browser.close();
      await host.close();
      await baseHost?.close();
      built.session.close();
      if (kept && !existsSync(kept)) copyFileSync(path.join(dir, 'twenty.league'), kept);
      rmSync(dir, { recursive: true, force: true });
    }
    return out;
  },
};
