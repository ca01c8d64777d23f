/**
 * Issue 23 in Chromium: the odds before every roll, on a Dethmetal match assistant calculator and a Dirty Wheels table
 * calculator. Leagues are set up through the host before the page loads; the figures on screen are the `table.odds`
 * service's for the same inputs, before and after an input changes. The panel's own behaviour (debounce, dimming,
 * sampled and not-settled labels) is tests/components/odds/oddsPanel.test.tsx.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { OddsReport } from '../../src-shared/engine/core/odds';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { chanceText } from '../../src-shared/text/chance';
import { artifact, expect, test } from '../support/sharedHost';
import { assignFirstCars, call, foundTwoFranchises } from '../support/pageApi';
import { shotVariants } from '../support/shots';

/** The screen at 1024x700 (the smallest the app supports) in both themes, into tests/artifacts/odds-<name>-<theme>.png (a page, whole). */
async function shots(page: Page, name: string, fullPage = false) {
  await page.setViewportSize({ width: 1024, height: 700 });
  for (const theme of shotVariants(['dark', 'light'] as const)) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-mantine-color-scheme', t), theme);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact(`odds-${name}-${theme}.png`), fullPage });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
}

/** Each outcome of the service's report as its cell's accessible name says it: "Performed: 50.0% (1/2)". */
const cellsOf = (r: OddsReport, question = 0) =>
  r.questions[question]!.outcomes.map(
    (o) => `${o.value === null ? 'Not settled' : o.label}: ${chanceText(o.probability, o.standardError)}${o.fraction ? ` (${o.fraction})` : ''}`,
  );

async function expectShown(panel: Locator, r: OddsReport, question = 0) {
  const q = panel.getByRole('group', { name: r.questions[question]!.label, exact: true });
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  for (const cell of cellsOf(r, question)) await expect(q.getByLabel(cell, { exact: true })).toBeVisible();
}

test.describe('Odds before rolling', () => {
  test('Dethmetal: initiative’s odds beside its button; Hazard (Part V › Hazards): a road hazard’s driving check, then the caltrops’ tire damage with its curve; a shot’s hits', async ({
    page,
    host,
  }) => {
    const ids = await foundTwoFranchises(host);
    const m = await call<{ id: number }>(host, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
    await call(host, 'match.preMatch', { matchId: m.id });
    const seats = await assignFirstCars(host, m.id, ids, [1]);
    const act = (intent: unknown) => call(host, 'assistant.act', { matchId: m.id, intent });
    await act({ kind: 'start-heat', heat: 1 });
    const odds = (calc: unknown) => call<OddsReport>(host, 'table.odds', { matchId: m.id, calc });

    // Initiative (Part III › Initiative), rolled in one click: its odds behind the Odds button beside Roll initiative.
    await page.goto(`${host.url}#/match/${m.id}/assistant`);
    await page.getByRole('button', { name: 'Odds', exact: true }).click();
    // Each car's chance (exact: the walk's budget is a count of runs, the same on any machine, issue 23).
    const first = page.getByRole('dialog').getByRole('group', { name: 'Moves first (highest initiative)' });
    for (const car of ['Rust 1', 'Ash 1']) await expect(first.getByLabel(new RegExp(`^${car}: \\d+\\.\\d%`))).toBeVisible();
    await shots(page, 'dethmetal-initiative');
    await page.keyboard.press('Escape');

    await act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: seats.map((s) => s.vehicleId) }, apply: true });
    await act({ kind: 'advance' });
    await act({ kind: 'advance' });
    await act({ kind: 'roll-every-car', calculator: 'movement' });
    await act({ kind: 'advance' });
    const vehicleId = seats[0]!.vehicleId;

    await page.reload();
    await page.getByLabel('Rust 1, Rust Belt Reapers').getByRole('button', { name: 'Hazard' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hazard' });
    const panel = drawer.getByRole('region', { name: 'Odds before rolling' });
    const debris = await odds({ kind: 'hazard', vehicleId, hazard: { type: 'road', road: 'debris' } });
    expect(debris.questions[0]!.label).toBe('Driving check');
    await expectShown(panel, debris);
    await expect(panel.getByText('Exact', { exact: true })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Not in these odds' })).toContainText('Where the car ends up after losing control');
    await shots(page, 'dethmetal-hazard');

    await drawer.getByText('Caltrops', { exact: true }).click();
    const caltrops = await odds({ kind: 'caltrops', vehicleId });
    expect(caltrops.questions[0]!.label).toBe('Tire damage to Rust 1');
    await expectShown(panel, caltrops);
    await expect(panel.getByRole('group', { name: 'Driving check', exact: true })).toHaveCount(0);
    await expect(panel.getByText(`Expected ${Number(caltrops.questions[0]!.expected!.toFixed(2))}`)).toBeVisible();
    await expect(panel.getByLabel('At least N: Tire damage to Rust 1')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shots(page, 'dethmetal-caltrops');

    // Fire (Part IV › Combat): the attack's hits, damage and what it does to the target, all from one walk of the dice.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Rust 1, Rust Belt Reapers').getByRole('button', { name: 'Fire' }).click();
    const fire = page.getByRole('dialog', { name: 'Fire a weapon' }).getByRole('region', { name: 'Odds before rolling' });
    await expect(fire.getByRole('group', { name: 'Attack rolls that hit' })).toBeVisible();
    await expect(fire).not.toHaveAttribute('aria-busy', 'true');
    await fire.scrollIntoViewIfNeeded();
    await shots(page, 'dethmetal-fire');
  });

  test('Dirty Wheels › Manoeuvres: the Hop’s odds at 4+ (1/2 performed), then in thick mud at 5+', async ({ page, host }) => {
    await call(host, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'toys.league'), ruleset: 'dirtywheels' });
    const teams: number[] = [];
    for (const [name, colour, car, driver] of [
      ['Rust Rats', '#c0392b', 'Hauler', 'Max'],
      ['Mud Dogs', '#2980b9', 'Zip', 'Bo'],
    ] as const) {
      const f = await call<{ id: number }>(host, 'franchise.add', { name, colour, owner: '' });
      teams.push(f.id);
      await call(host, 'team.addCar', { franchiseId: f.id, design: { ...newCarDesign(car), type: 'Racer' }, driver: newDriver(driver) });
    }
    const m = await call<{ id: number }>(host, 'schedule.add', { track: 'Backyard Brawl', franchiseIds: teams });
    await call(host, 'dwTable.act', { matchId: m.id, intent: { kind: 'initiative' } });
    const odds = (calc: unknown) => call<OddsReport>(host, 'table.odds', { matchId: m.id, calc });
    const table = await call<DwTableState>(host, 'dwTable.state', { matchId: m.id });
    const car = table.teams.flatMap((t) => t.cars).find((c) => c.name === 'Hauler')!.vehicleId;

    await page.goto(`${host.url}#/match/${m.id}`);
    await page.getByRole('combobox', { name: 'Calculator', exact: true }).click();
    await page.getByRole('option', { name: 'Manoeuvre — Manoeuvres', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Odds before rolling' });
    await expect(panel).toContainText('Odds appear once the roll is set up.');
    await page.getByRole('combobox', { name: 'Car', exact: true }).click();
    await page.getByRole('option', { name: 'Hauler', exact: true }).click();
    await page.getByLabel('Manoeuvre').getByText('Hop', { exact: true }).click();
    const dry = await odds({ kind: 'manoeuvre', car, manoeuvre: 'Hop', mud: false });
    expect(dry.questions[0]!.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/3', '1/6']);
    await expectShown(panel, dry);
    await shots(page, 'dirtywheels-hop', true);

    await page.getByRole('checkbox', { name: 'In thick mud (−1 to skill tests)' }).check();
    const mud = await odds({ kind: 'manoeuvre', car, manoeuvre: 'Hop', mud: true });
    expect(mud.questions[0]!.outcomes.find((o) => o.label === 'Performed')!.fraction).toBe('1/3');
    await expectShown(panel, mud);
    await shots(page, 'dirtywheels-hop-mud', true);
  });
});
