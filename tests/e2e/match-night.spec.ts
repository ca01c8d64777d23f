/** Match night in Chromium: what an organizer does on the match screens (setup, result, commit, undo), and what he sees after. */
import type { Page } from '@playwright/test';
import { artifact, expect, test } from '../support/sharedHost';
import { shotVariants } from '../support/shots';
import { type Caller, call, foundTwoFranchises, machinegunCar, recordTakingFirstChoices } from '../support/pageApi';
import { dethmetalTeam, type MatchView } from '../../src-shared/ipc';

type Details = { vehicles: { id: number; name: string }[]; roster: { id: number; name: string; usable: boolean }[] };

/** Two franchises, a 1-heat race with the pre-match rolls made and two cars each assigned. */
async function assignedRace(page: Caller): Promise<{ matchId: number; ids: number[]; seats: { vehicleId: number; driverId: number }[][] }> {
  await call(page, 'league.updateSettings', { seed: 2024 });
  const ids = await foundTwoFranchises(page);
  const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1 });
  await call(page, 'match.preMatch', { matchId: m.id });
  const seats = [];
  for (const id of ids) {
    const d = await call<Details>(page, 'franchise.details', { id });
    const usable = d.roster.filter((c) => c.usable);
    const cars = [0, 1].map((i) => ({ vehicleId: d.vehicles[i]!.id, driverId: usable[i]!.id }));
    await call(page, 'match.assign', { matchId: m.id, franchiseId: id, heats: [{ heat: 1, cars }] });
    seats.push(cars);
  }
  return { matchId: m.id, ids, seats };
}

/** Heat 1 played with the assistant: the Reapers' first car wins it (6 points to Ace Rust), the Angels' first comes second (4 to Ace Ash). */
async function playHeat(page: Caller, matchId: number, seats: { vehicleId: number; driverId: number }[][]) {
  await call(page, 'assistant.act', { matchId, intent: { kind: 'start-heat', heat: 1 } });
  const score = (seat: { vehicleId: number; driverId: number }, add: number) => ({
    vehicleId: seat.vehicleId,
    change: { field: 'crewPoints', competitorId: seat.driverId, add },
    why: `finished with ${add} points`,
    rule: 'gaps.md #38',
  });
  await call(page, 'assistant.act', { matchId, intent: { kind: 'finish', effects: [score(seats[0]![0]!, 6), score(seats[1]![0]!, 4)], startNext: false } });
}

const points = (page: Page, who: string) => page.getByRole('textbox', { name: `Points of ${who}` });

async function previewAndCommit(page: Page) {
  await page.getByTestId('preview-result').click();
  const commit = page.getByTestId('commit-result');
  await expect(commit).toBeVisible();
  await commit.click();
}

/** The page at both sizes, in both themes, into tests/artifacts/match-night-<name>-<width>-<theme>.png. */
async function shoot(page: Page, name: string) {
  for (const [w, h] of shotVariants([
    [1280, 800],
    [1024, 700],
  ] as const)) {
    for (const theme of shotVariants(['dark', 'light'] as const)) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate((t) => document.documentElement.setAttribute('data-mantine-color-scheme', t), theme);
      await page.screenshot({ path: artifact(`match-night-${name}-${w}-${theme}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function undo(page: Page) {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
}

test.describe('Match night', () => {
  test('Ctrl+Z of a Commit: no "recorded" banner and no report stay; the result form is back with what was entered; the same after a reload (issue 11 #7)', async ({
    page,
    host,
  }) => {
    const { matchId } = await assignedRace(host);
    await page.goto(`${host.url}#/match/${matchId}/result`);
    // A points box, select all + Backspace: blank (not a "0" before the caret); typing 32 gives 32, not 320.
    const ace = points(page, 'Ace Rust');
    await ace.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(ace).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: 'Points of Ace Rust: Enter a number' })).toBeVisible();
    await expect(page.getByTestId('preview-result')).toBeDisabled();
    await page.keyboard.type('32');
    await expect(ace).toHaveValue('32');
    await expect(page.getByText('32 match points')).toBeVisible();
    await ace.fill('5');
    await points(page, 'Ace Ash').fill('3');
    await previewAndCommit(page);
    const panel = page.getByRole('tabpanel', { name: 'Result' });
    await expect(panel.getByText('Match 1 recorded', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').or(page.locator('body')).getByText('Recorded', { exact: true }).first()).toBeVisible();

    await undo(page);
    await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible();
    await expect(panel.getByText('Match 1 recorded', { exact: true })).toHaveCount(0);
    await expect(panel.getByText(/Match 1 is recorded/)).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Post-match report' })).toHaveCount(0);
    await expect(panel.getByRole('table', { name: 'Rust Belt Reapers money' })).toHaveCount(0);
    await expect(points(page, 'Ace Rust')).toHaveValue('5');
    await expect(points(page, 'Ace Ash')).toHaveValue('3');
    await expect(page.getByTestId('preview-result')).toBeEnabled();
    await expect(page.getByTestId('recording-undone')).toBeVisible();
    await page.screenshot({ path: artifact('match-night-undo-commit.png'), fullPage: true });

    // The same match committed again and opened recorded after a reload: Ctrl+Z keeps the Result tab, with the
    // committed result to edit and no report.
    await test.step('a match opened recorded (after a reload), Ctrl+Z: the Result tab stays, with the committed result to edit and no report (issue 11 #7)', async () => {
      // Still on the Result tab, with the form back as entered.
      await points(page, 'Ace Rust').fill('5');
      await points(page, 'Ace Ash').fill('3');
      await previewAndCommit(page);
      await expect(page.getByRole('tabpanel', { name: 'Result' }).getByText('Match 1 recorded', { exact: true })).toBeVisible();

      // The match's own address, then a reload: the page opens on a recorded match.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#/match/${matchId}`);
      await page.reload();
      const panel = page.getByRole('tabpanel', { name: 'Result' });
      await expect(panel.getByTestId('kept-report')).toBeVisible();
      await undo(page);
      await expect(page.getByTestId('recording-undone')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByTestId('kept-report')).toHaveCount(0);
      await expect(panel.getByText(/Match 1 is recorded/)).toHaveCount(0);
      await expect(points(page, 'Ace Rust')).toHaveValue('5');
      await expect(points(page, 'Ace Ash')).toHaveValue('3');
    });
  });

  test("a result filled from the assistant, one value corrected by hand, Commit, Ctrl+Z: the corrected value is back, not the assistant's (issue 10)", async ({
    page,
    host,
  }) => {
    const { matchId, seats } = await assignedRace(host);
    await playHeat(host, matchId, seats);
    await page.goto(`${host.url}#/match/${matchId}/result`);
    await expect(page.getByText(/Filled in from the match assistant \(heat 1 played\)/)).toBeVisible();
    await expect(points(page, 'Ace Rust')).toHaveValue('6');
    await expect(points(page, 'Ace Ash')).toHaveValue('4');
    // The button's label is whole at 1024 px (it read "Fill from the assi…").
    await page.setViewportSize({ width: 1024, height: 700 });
    const fill = page.getByRole('button', { name: 'Fill from the assistant' }).locator('.mantine-Button-label');
    expect(await fill.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shoot(page, 'result-filled');
    // The organizer corrects one number: select all, type.
    await points(page, 'Ace Ash').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await expect(points(page, 'Ace Ash')).toHaveValue('2');
    await expect(page.getByText(/your corrections kept/)).toBeVisible();
    await previewAndCommit(page);
    await expect(page.getByRole('tabpanel', { name: 'Result' }).getByText('Match 1 recorded', { exact: true })).toBeVisible();

    await undo(page);
    await expect(points(page, 'Ace Ash')).toHaveValue('2');
    await expect(points(page, 'Ace Rust')).toHaveValue('6');
    await expect(page.getByText(/your corrections kept/)).toBeVisible();
  });

  test('Same crews as Match 1: the line-up comes back where it can, the slots it cannot fill say why, Save writes it; every field is named for whose it is (issue 11)', async ({
    page,
    host,
  }) => {
    const api = host; // the league is made before the page first loads
    await call(api, 'league.updateSettings', { seed: 2024 });
    const [reapers, angels] = await foundTwoFranchises(api);
    const details = (id: number) => call<Details>(api, 'franchise.details', { id });
    const red = await details(reapers!);
    const blue = await details(angels!);
    const person = (d: Details, name: string) => d.roster.find((c) => c.name === name)!.id;
    const m1 = await call<{ id: number }>(api, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 2 });
    await call(api, 'match.preMatch', { matchId: m1.id });
    const lineUp = (d: Details, short: string, names: string[][]) =>
      names.map((heat, h) => ({ heat: h + 1, cars: heat.map((n, i) => ({ vehicleId: d.vehicles[i]!.id, driverId: person(d, `${n} ${short}`) })) }));
    await call(api, 'match.assign', {
      matchId: m1.id,
      franchiseId: reapers,
      heats: lineUp(red, 'Rust', [
        ['Ace', 'Blitz', 'Crash'],
        ['Dent', 'Ember', 'Fang'],
      ]),
    });
    await call(api, 'match.assign', { matchId: m1.id, franchiseId: angels, heats: lineUp(blue, 'Ash', [['Ace'], ['Blitz']]) });
    await recordTakingFirstChoices(api, {
      matchId: m1.id,
      teams: [
        {
          franchiseId: reapers,
          competitors: [
            { competitorId: person(red, 'Ace Rust'), points: 6 },
            { competitorId: person(red, 'Blitz Rust'), points: 3 },
          ],
        },
        { franchiseId: angels, competitors: [{ competitorId: person(blue, 'Ace Ash'), points: 4 }] },
      ],
    });
    // Between the matches: Rust 3 is sold (Rust 4 bought), Dent Rust released, two rookies hired.
    await call(api, 'garage.sell', { vehicleId: red.vehicles[2]!.id });
    await call(api, 'garage.buy', { franchiseId: reapers, design: machinegunCar('Rust 4') });
    await call(api, 'roster.release', { competitorId: person(red, 'Dent Rust') });
    for (const name of ['Gus Rust', 'Hank Rust']) await call(api, 'roster.hire', { franchiseId: reapers, name });
    const m2 = await call<{ id: number }>(api, 'schedule.add', { track: 'The Pit', surface: 'dirt', kind: 'arena', heats: 2, date: '2026-09-03' });
    await call(api, 'match.preMatch', { matchId: m2.id });

    await page.goto(`${host.url}#/match/${m2.id}/setup`);
    // The event date as the app shows dates (the browser's locale), never the stored ISO day.
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 8, 3)),
    );
    await expect(page.getByText(`Season 1 · 2 heats · ${expected}`, { exact: false })).toBeVisible();
    await expect(page.getByText('2026-09-03')).toHaveCount(0);

    const panel = page.getByRole('tabpanel', { name: 'Setup' });
    const same = page.getByTestId(`same-crews-${reapers}`);
    await expect(same).toHaveText('Same crews as Match 1');
    await same.click();
    const note = page.getByTestId(`same-crews-note-${reapers}`);
    await expect(note).toContainText('Filled from Match 1, except:');
    await expect(note).toContainText('Heat 1, car 3: Rust 3 was sold');
    await expect(note).toContainText('Heat 2, car 3: Rust 3 was sold');
    await expect(note).toContainText('Heat 2, car 1, driver: Dent Rust is no longer on the roster (released)');
    const field = (heat: number, car: number, role: 'car' | 'driver') =>
      panel.getByRole('combobox', {
        name: role === 'car' ? `Rust Belt Reapers, heat ${heat} car ${car}` : `Rust Belt Reapers, heat ${heat} driver ${car} (car ${car})`,
        exact: true,
      });
    await expect(field(1, 1, 'car')).toHaveValue('Rust 1');
    await expect(field(1, 1, 'driver')).toHaveValue('Ace Rust');
    await expect(field(1, 2, 'car')).toHaveValue('Rust 2');
    await expect(field(1, 2, 'driver')).toHaveValue('Blitz Rust');
    await expect(field(1, 3, 'car')).toHaveValue('');
    await expect(field(2, 1, 'car')).toHaveValue('Rust 1');
    await expect(field(2, 1, 'driver')).toHaveValue('');
    await expect(field(2, 2, 'driver')).toHaveValue('Ember Rust');

    // Every field on Setup has its own accessible name, saying whose it is.
    const labels = await panel.getByRole('combobox').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBe(2 * 2 * 3 * 2);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^(Rust Belt Reapers|Ash Valley Angels), heat [12] (car|driver|gunner) [123]/);
    await shoot(page, 'setup-same-crews');

    // Nothing is written until Save; Save writes what the form holds.
    expect(dethmetalTeam(await call<MatchView>(page, 'match.get', { matchId: m2.id }), reapers!).assignments).toHaveLength(0);
    await page.getByTestId(`assign-${reapers}`).click();
    await expect(page.getByText('Rust Belt Reapers: cars assigned')).toBeVisible();
    const saved = await call<MatchView>(page, 'match.get', { matchId: m2.id });
    expect(dethmetalTeam(saved, reapers!).assignments.map((a) => `${a.heat} ${a.vehicle} ${a.driver}`)).toEqual([
      '1 Rust 1 Ace Rust',
      '1 Rust 2 Blitz Rust',
      '2 Rust 2 Ember Rust',
    ]);
  });

  test('typed dice: each roll is asked in the same dialog, updated in place, and its box takes what is typed after select-all (issue 11)', async ({
    page,
    host,
  }) => {
    test.slow(); // up to a dozen rolls, each typed and answered: give a loaded machine room
    const { matchId } = await assignedRace(host);
    await call(host, 'league.updateSettings', { diceMode: 'manual' });
    await page.goto(`${host.url}#/match/${matchId}/result`);
    // Enough points for a level: the post-match asks for advancement dice.
    await points(page, 'Ace Rust').fill('32');
    await page.getByTestId('preview-result').click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-question]') });
    await expect(dialog).toBeVisible();
    const content = await dialog.locator('[data-question]').evaluateHandle((el) => el.closest('.mantine-Modal-content')!);
    const box = dialog.getByRole('textbox', { name: /^Result of / });
    await box.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(box).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Use this roll' })).toBeDisabled();
    let asked = 0;
    for (; asked < 60; asked++) {
      await expect(dialog.or(page.getByRole('heading', { name: 'Post-match preview' })).first()).toBeVisible();
      if (!(await dialog.isVisible())) break;
      const n = await dialog.locator('[data-question]').getAttribute('data-question');
      const range = /\((\d+)(?:[–-]| to )(\d+)\)/.exec(await dialog.locator('[data-question] > p').first().innerText());
      await box.click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(range![1]!);
      await expect(box).toHaveValue(range![1]!);
      await dialog.getByRole('button', { name: 'Use this roll' }).click();
      await expect(dialog.locator(`[data-question="${n}"]`)).toHaveCount(0);
      if (asked === 0) {
        // The next roll is asked in the very dialog that asked the first: not closed and opened again.
        await expect(
          dialog
            .locator('[data-question]')
            .or(page.getByRole('heading', { name: 'Post-match preview' }))
            .first(),
        ).toBeVisible();
        if (await dialog.isVisible()) {
          expect(await content.evaluate((el) => el.isConnected)).toBe(true);
          await shoot(page, 'dice-dialog');
        }
      }
    }
    expect(asked).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: 'Post-match preview' })).toBeVisible();
  });
});
