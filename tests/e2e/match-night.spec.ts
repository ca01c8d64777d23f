/**
 * Match night in Chromium: what an organizer does on the match screens (result, commit, Ctrl+Z, a reload), and what he
 * sees after. The result form's own logic (a points box after select-all, a result filled from the assistant and
 * corrected, typed dice asked in one dialog) is tests/components/match/resultForm.test.tsx.
 */
import type { Page } from '@playwright/test';
import { artifact, expect, test } from '../support/sharedHost';
import { shotVariants } from '../support/shots';
import { type Caller, call, foundTwoFranchises } from '../support/pageApi';

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
    // The points box's select-all, its words when blank and the disabled Preview: tests/components/match/resultForm.test.tsx.
    const ace = points(page, 'Ace Rust');
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
    // The organizer corrects one number (typed after select-all, and said to be kept: tests/components/match/resultForm.test.tsx).
    await points(page, 'Ace Ash').fill('2');
    await previewAndCommit(page);
    await expect(page.getByRole('tabpanel', { name: 'Result' }).getByText('Match 1 recorded', { exact: true })).toBeVisible();

    await undo(page);
    await expect(points(page, 'Ace Ash')).toHaveValue('2');
    await expect(points(page, 'Ace Rust')).toHaveValue('6');
    await expect(page.getByText(/your corrections kept/)).toBeVisible();
  });
});
