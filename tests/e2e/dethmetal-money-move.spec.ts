/**
 * Issue 20's caltrops calculator on the match assistant's screen, beside the hazards (Part V › Oil and Caltrops). The
 * league is set up through the host before the page first loads. (gaps.md #93's money move on the Finances tab is a
 * component test: tests/components/season/moneyMove.test.tsx.)
 */
import { assignFirstCars, call, foundTwoFranchises } from '../support/pageApi';
import { artifact, expect, test } from '../support/sharedHost';

test.describe('Match assistant › Hazard: caltrops', () => {
  test('the match assistant offers caltrops beside the hazards: the +2 tire-damage roll, its cite, the result', async ({ page, host }) => {
    const ids = await foundTwoFranchises(host);
    const m = await call<{ id: number }>(host, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
    await call(host, 'match.preMatch', { matchId: m.id });
    const seats = await assignFirstCars(host, m.id, ids, [1]);
    const act = (intent: unknown) => call(host, 'assistant.act', { matchId: m.id, intent });
    await act({ kind: 'start-heat', heat: 1 });
    await act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: seats.map((s) => s.vehicleId) }, apply: true });
    await act({ kind: 'advance' });
    await act({ kind: 'advance' });
    await act({ kind: 'roll-every-car', calculator: 'movement' });
    await act({ kind: 'advance' });

    await page.goto(`${host.url}#/match/${m.id}/assistant`);
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');
    await page.getByLabel('Rust 1, Rust Belt Reapers').getByRole('button', { name: 'Hazard' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hazard' });
    await drawer.getByText('Caltrops', { exact: true }).click();
    await expect(drawer.getByText('1d6 + 2 on the tire damage table')).toBeVisible();
    await expect(drawer.getByText('Part V › Oil and Caltrops').first()).toBeVisible();
    await page.screenshot({ path: artifact('assistant-caltrops-preview.png') });
    await drawer.getByRole('button', { name: 'Roll' }).click();
    await expect(drawer.getByText(/^Caltrops: Rust 1$/)).toBeVisible();
    await expect(drawer.getByText('Remove the caltrops marker: caltrops are removed from the track once they are hit.')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact('assistant-caltrops-result.png') });
  });
});
