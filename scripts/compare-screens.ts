/**
 * Every Dethmetal and Dirty Wheels screen of two builds, pixel by pixel: "nothing visible changed" (issues 12, 21).
 *
 *   git -C /work/main worktree add --detach /work/wt/old1a 1a85358   # the build before the moves
 *   ln -s /work/main/node_modules /work/wt/old1a/node_modules && (cd /work/wt/old1a && npm run build)
 *   npm run build
 *   node --import tsx scripts/compare-screens.ts /work/wt/old1a . [OUT_DIR]   # OLD_DIR NEW_DIR, each with its dist/
 *
 * Each build runs its own host over the same data folder path, and the same API calls (tests/support/pageApi) make
 * the same seeded leagues: Dethmetal's in the league the app makes by default (seed 77, fixed event dates), then a
 * Dirty Wheels league made with app.newLeague (seed 1414: the team builder, a match recorded, one in play at its
 * table, one scheduled, the Season tabs), each shot in its own pass. The server's clock is pinned afterwards: every column the
 * schema fills with "now" gets one fixed instant (the host is stopped while the file is changed); the browser's
 * clock is pinned with Playwright's clock. Screens are shot at 1280x800 once two shots in a row agree, into
 * tests/artifacts/compare/<screen>-old.png, -new.png and, where they differ, -diff.png (differing pixels in red).
 * Prints one line per screen (identical, within the rasterizer's noise of NOISE levels, or differing) and exits 1
 * when any differs by more. Not part of `npm test`: it needs the old build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import { newCarDesign, newDriver } from '../src-shared/engine/dirtywheels';
import { assignFirstCars, call, foundTwoFranchises, recordTakingFirstChoices } from '../tests/support/pageApi';

const require = createRequire(import.meta.url);
// pngjs, as Playwright bundles it (no package of our own for one comparison script).
const { PNG } = require('playwright-core/lib/utilsBundle') as { PNG: { sync: { read(b: Buffer): Png; write(p: Png): Buffer } } };
interface Png {
  width: number;
  height: number;
  data: Buffer;
}

// A third argument puts the shots elsewhere (e.g. to compare two later builds without replacing the pairs).
const OUT = process.argv[4] ?? path.join('tests', 'artifacts', 'compare');
const DATA = path.join(os.tmpdir(), 'pitwall-compare-data');
const PINNED = '2026-05-01T12:00:00.000Z';

/** A Season tab shows selected once the season is read (the screen shows a loader until then). */
const seasonTab = (label: string) => (p: Page) => p.getByRole('tab', { name: label, selected: true });

/** The screens in the order the organizer walks them; `ready` is text the screen shows once its data is in. */
interface Screen {
  name: string;
  hash: string;
  ready: string | ((p: Page) => Locator);
}

const DETHMETAL_SCREENS: Screen[] = [
  { name: 'league-overview', hash: '#/league', ready: 'Recent activity' },
  { name: 'league-settings', hash: '#/league/settings', ready: 'Settings' },
  { name: 'franchise-page', hash: '#/league/franchise/1', ready: 'Rust Belt Reapers' },
  { name: 'founding-wizard', hash: '#/league/found/3', ready: 'Cinder Flats Crows' },
  { name: 'roster', hash: '#/roster/1', ready: 'Ace Rust' },
  { name: 'roster-competitor', hash: '#/roster/1/c/1', ready: 'Ace Rust' },
  { name: 'garage', hash: '#/garage/1', ready: 'Rust 1' },
  { name: 'garage-designer-new', hash: '#/garage/1/new', ready: 'Rust Belt Reapers' },
  { name: 'garage-designer-refit', hash: '#/garage/1/refit/1', ready: 'Rust 1' },
  { name: 'match-list', hash: '#/match', ready: 'Denver Speedway' },
  { name: 'match-recorded-setup', hash: '#/match/1/setup', ready: 'Denver Speedway' },
  { name: 'match-recorded-result', hash: '#/match/1/result', ready: 'Denver Speedway' },
  { name: 'match-ready-setup', hash: '#/match/2/setup', ready: 'The Pit' },
  { name: 'match-ready-assistant', hash: '#/match/2/assistant', ready: 'The Pit' },
  { name: 'match-ready-result', hash: '#/match/2/result', ready: 'The Pit' },
  { name: 'season-schedule', hash: '#/season/schedule', ready: 'Denver Speedway' },
  { name: 'season-standings', hash: '#/season/standings', ready: 'Rust Belt Reapers' },
  { name: 'season-finances', hash: '#/season/finances', ready: seasonTab('Finances') },
  { name: 'season-shopping', hash: '#/season/shopping', ready: seasonTab('Shopping') },
  { name: 'season-end', hash: '#/season/end', ready: seasonTab('Season end') },
  { name: 'season-past', hash: '#/season/past', ready: seasonTab('Past seasons') },
];

/** Dirty Wheels' screens (issue 21): the team builder, its match page in play and recorded, the Season tabs. */
const DIRTYWHEELS_SCREENS: Screen[] = [
  // The teams' rows and the points chart (drawn by a chunk loaded on demand) arrive after the rest of their screens.
  { name: 'dw-league-overview', hash: '#/league', ready: (p) => p.getByRole('table', { name: 'Teams in the league' }).getByText('Rust Rats') },
  { name: 'dw-league-settings', hash: '#/league/settings', ready: 'Settings' },
  { name: 'dw-team-builder', hash: '#/team/1', ready: 'Hauler' },
  { name: 'dw-team-car', hash: '#/team/1/car/1', ready: 'Hauler' },
  { name: 'dw-match-list', hash: '#/match', ready: 'Quarry Run' },
  { name: 'dw-match-recorded', hash: '#/match/1', ready: 'Backyard Brawl' },
  { name: 'dw-match-in-play', hash: '#/match/2', ready: 'Match log (1)' },
  { name: 'dw-match-scheduled', hash: '#/match/3', ready: 'Quarry Run' },
  { name: 'dw-season-schedule', hash: '#/season/schedule', ready: 'Quarry Run' },
  { name: 'dw-season-standings', hash: '#/season/standings', ready: (p) => p.locator('.recharts-surface').first() },
  { name: 'dw-season-close', hash: '#/season/close', ready: seasonTab('Close season') },
  { name: 'dw-season-past', hash: '#/season/past', ready: seasonTab('Past seasons') },
];

async function startHost(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(dir, 'dist/host/main.cjs'), '--data-dir', DATA], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running at (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${out}`)));
  });
  return { child, url };
}

const stopHost = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The league of the comparison: two founded franchises, one added and not founded, a match recorded, one ready. */
async function seedDethmetal(page: Page) {
  await call(page, 'league.updateSettings', { seed: 77 });
  await call(page, 'league.rename', { name: 'Compare League' });
  const ids = await foundTwoFranchises(page);
  await call(page, 'franchise.add', { name: 'Cinder Flats Crows', colour: '#27ae60', owner: 'Kim' });
  const m1 = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1, date: '2026-04-18' });
  await call(page, 'match.preMatch', { matchId: m1.id });
  const cars = await assignFirstCars(page, m1.id, ids, [1]);
  const teams = cars.map((c, i) => ({
    franchiseId: c.franchiseId,
    competitors: [{ competitorId: c.driverId, points: i === 0 ? 6 : 4 }],
    vehicles: [{ vehicleId: c.vehicleId }],
  }));
  await recordTakingFirstChoices(page, { matchId: m1.id, teams });
  const m2 = await call<{ id: number }>(page, 'schedule.add', { track: 'The Pit', surface: 'dirt', kind: 'arena', heats: 1, date: '2026-05-02' });
  await call(page, 'match.preMatch', { matchId: m2.id });
  await assignFirstCars(page, m2.id, ids, [1]);
}

/**
 * The Dirty Wheels league, made beside it (the host opens the league made last when it starts again): two teams of two
 * cars, match 1 recorded with kills, match 2 in play (initiative rolled on its table), match 3 scheduled.
 */
async function seedDirtyWheels(page: Page) {
  await call(page, 'app.newLeague', { name: 'Toy Box', path: path.join(DATA, 'toys.league'), ruleset: 'dirtywheels' });
  await call(page, 'league.updateSettings', { seed: 1414 });
  const teams: number[] = [];
  const rosters = [
    [
      'Rust Rats',
      '#c0392b',
      [
        [{ ...newCarDesign('Hauler'), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] }, 'Max'],
        [newCarDesign('Spike'), 'Ada'],
      ],
    ],
    [
      'Mud Dogs',
      '#2980b9',
      [
        [{ ...newCarDesign('Zip'), type: 'Racer' }, 'Bo'],
        [newCarDesign('Brick'), 'Cy'],
      ],
    ],
  ] as const;
  for (const [name, colour, cars] of rosters) {
    const f = await call<{ id: number }>(page, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    for (const [design, driver] of cars) await call(page, 'team.addCar', { franchiseId: f.id, design, driver: newDriver(driver) });
  }
  const [rats, dogs] = teams as [number, number];
  const m1 = await call<{ id: number }>(page, 'schedule.add', { track: 'Backyard Brawl', date: '2026-04-18', franchiseIds: teams });
  await call(page, 'match.recordOutcome', {
    matchId: m1.id,
    teams: [
      { franchiseId: rats, outcome: 'win', stats: { kills: 2 } },
      { franchiseId: dogs, outcome: 'loss', stats: { kills: 1 } },
    ],
  });
  const m2 = await call<{ id: number }>(page, 'schedule.add', { track: 'Mud Pit', date: '2026-04-25', franchiseIds: teams });
  await call(page, 'dwTable.act', { matchId: m2.id, intent: { kind: 'initiative' } });
  await call(page, 'schedule.add', { track: 'Quarry Run', date: '2026-05-02', franchiseIds: teams });
}

/** Each pass: a league seeded in the open host, then its screens shot by a host started again over the pinned files. */
const PASSES: { seed(page: Page): Promise<void>; screens: Screen[] }[] = [
  { seed: seedDethmetal, screens: DETHMETAL_SCREENS },
  { seed: seedDirtyWheels, screens: DIRTYWHEELS_SCREENS },
];
/** `COMPARE_ONLY=dirtywheels` (or `dethmetal`) shoots one ruleset's pass alone, e.g. while extending it. */
const ONLY = process.env.COMPARE_ONLY;
const RUN = PASSES.filter((p) => !ONLY || p.screens === (ONLY === 'dethmetal' ? DETHMETAL_SCREENS : DIRTYWHEELS_SCREENS));
const SCREENS = RUN.flatMap((p) => p.screens);

/** The league files under the data folder (SQLite's header), their "now" columns set to one instant. */
function pinClock() {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = path.join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (readFileSync(p).subarray(0, 15).toString() === 'SQLite format 3') files.push(p);
    }
  };
  walk(DATA);
  for (const file of files) {
    const db = new Database(file);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    for (const { name } of tables) {
      const cols = db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; dflt_value: string | null }[];
      for (const c of cols.filter((x) => x.dflt_value?.includes("'now'"))) db.prepare(`UPDATE "${name}" SET "${c.name}" = ?`).run(PINNED);
    }
    db.close();
  }
  return files;
}

/** A screenshot once two in a row agree: the page has settled (data in, transitions over). */
async function settledShot(page: Page): Promise<Buffer> {
  let last = await page.screenshot();
  for (let i = 0; i < 20; i++) {
    const next = await page.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the page never settled');
}

async function shootBuild(label: string, dir: string) {
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(DATA, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'UTC', colorScheme: 'light' });
    const page = await context.newPage();
    // Generous bounds, not waits: on a loaded machine a first load of the bundle can take minutes.
    page.setDefaultTimeout(240_000);
    await page.clock.setFixedTime(new Date(PINNED));
    return page;
  };
  let host = await startHost(dir);
  // A failed screen must not leave a host running over the data folder.
  try {
    for (const pass of RUN) {
      const seeding = await newPage();
      await seeding.goto(host.url);
      await pass.seed(seeding);
      await seeding.context().close();
      await stopHost(host.child);
      const pinned = pinClock();
      console.log(`${label}: league seeded, clock pinned in ${pinned.map((f) => path.relative(DATA, f)).join(', ')}`);
      host = await startHost(dir);
      for (const s of pass.screens) {
        // A context of its own per screen: a fresh renderer, so no screen's glyphs depend on the screens shot before it.
        const page = await newPage();
        await page.goto(`${host.url}${s.hash}`);
        await (typeof s.ready === 'string' ? page.getByText(s.ready).filter({ visible: true }).first() : s.ready(page))
          .waitFor({ timeout: 240_000 })
          .catch((e: Error) => {
            throw new Error(`${label} ${s.name}: ${e.message}`);
          });
        await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
        await page.mouse.move(0, 0);
        writeFileSync(path.join(OUT, `${s.name}-${label}.png`), await settledShot(page));
        console.log(`${label}: ${s.name} shot`);
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await stopHost(host.child);
  }
}

/**
 * Chromium's software rasterizer shades an edge (a card's rounded corner, a swatch) one level apart from run to run:
 * the same build shot twice differs so. A pixel further apart than this is a change.
 */
const NOISE = 2;

/** Differing pixels, the largest difference in a channel, and the new shot faded with the differences in red. */
function diff(a: Png, b: Png): { count: number; max: number; image?: Png } {
  if (a.width !== b.width || a.height !== b.height) return { count: Number.POSITIVE_INFINITY, max: 255 };
  const image = { width: a.width, height: a.height, data: Buffer.from(b.data) };
  let count = 0;
  let max = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(a.data[i + k]! - b.data[i + k]!));
    if (d === 0) for (let k = 0; k < 3; k++) image.data[i + k] = 255 - (255 - b.data[i + k]!) / 4;
    else {
      count++;
      max = Math.max(max, d);
      image.data.set([255, 0, 0, 255], i);
    }
  }
  return { count, max, image };
}

async function main() {
  const [oldDir, newDir] = process.argv.slice(2);
  if (!oldDir || !newDir) throw new Error('usage: node --import tsx scripts/compare-screens.ts OLD_DIR NEW_DIR [OUT_DIR]');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await shootBuild('old', oldDir);
  await shootBuild('new', newDir);
  let differing = 0;
  let noisy = 0;
  for (const s of SCREENS) {
    const [a, b] = ['old', 'new'].map((l) => PNG.sync.read(readFileSync(path.join(OUT, `${s.name}-${l}.png`))));
    const d = diff(a!, b!);
    if (d.count > 0 && d.image) writeFileSync(path.join(OUT, `${s.name}-diff.png`), PNG.sync.write(d.image as never));
    const verdict = d.count === 0 ? 'identical' : d.max <= NOISE ? 'noise    ' : 'DIFFERS  ';
    if (d.max > NOISE) differing++;
    else if (d.count > 0) noisy++;
    console.log(`${verdict}  ${s.name}${d.count ? ` (${d.count} pixels, up to ${d.max} levels apart)` : ''}`);
  }
  rmSync(DATA, { recursive: true, force: true });
  console.log(`${SCREENS.length - differing - noisy} identical, ${noisy} within rasterizer noise, ${differing} differing`);
  process.exitCode = differing ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
