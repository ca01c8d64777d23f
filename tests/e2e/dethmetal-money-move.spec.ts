/**
 * gaps.md #93 on the Finances tab: the organizer records stores items sold as a money move with a note (kind, money
 * in, franchise, note), sees it in the ledger with its rule, and is stopped, in the rule's words, from taking more
 * out of the bank than it holds (Part VI › Post-match › Shopping). And issue 20's caltrops calculator on the match
 * assistant's screen, beside the hazards (Part V › Oil and Caltrops). Leagues are set up through the API.
 */
import { assignFirstCars, call, foundFranchises, foundTwoFranchises } from '../support/pageApi';
import { artifact, expect, test } from '../support/hostFixture';

test.describe('Finances › Record a money move (gaps.md #93)', () => {
  test.afterEach(async ({ context }) => context.close());

  test('stores items sold go in the ledger with the note; spending beyond the bank is refused with the rule', async ({ page, host }) => {
    await page.goto(host.url);
    const [red] = await foundFranchises(page, [['Red Rockets', '#c0392b']]);
    const { cash } = await call<{ cash: number }>(page, 'franchise.details', { id: red });

    await page.goto(`${host.url}#/season/finances`);
    await page.getByRole('button', { name: 'Record a money move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a money move' });
    await expect(dialog.getByText('records it as a money move with your note and changes nothing else')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Stores items sold' }).click();
    await dialog.getByText('Money in').click();
    await dialog.getByRole('textbox', { name: 'Amount (k)' }).fill('12');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Two rockets sold to the Blue Bombers');
    await expect(dialog.getByText(`${cash + 12}k`)).toBeVisible();
    await page.screenshot({ path: artifact('money-move-form.png') });
    await dialog.getByRole('button', { name: 'Record +12k' }).click();
    await expect(dialog).toHaveCount(0);

    const ledger = page.getByRole('table', { name: 'Ledger' });
    const row = ledger.getByRole('row', { name: /Stores items sold: Two rockets sold to the Blue Bombers/ });
    await expect(row).toContainText('+12k');
    await expect(row).toContainText(`${cash + 12}k`);
    await page.screenshot({ path: artifact('money-move-ledger.png') });

    // More out than the bank holds: the form says the rule and will not send it.
    await page.getByRole('button', { name: 'Record a money move' }).click();
    await dialog.getByText('Money out').click();
    await dialog.getByRole('textbox', { name: 'Amount (k)' }).fill(String(cash + 13));
    await dialog.getByRole('textbox', { name: 'Note' }).fill('A gold steering wheel');
    await expect(dialog.getByText(/in the bank; this money move takes/)).toContainText(
      `Red Rockets has ${cash + 12}k in the bank; this money move takes ${cash + 13}k out. Only the profit a franchise has may be spent (Part VI › Post-match › Shopping`,
    );
    await expect(dialog.getByRole('button', { name: `Record −${cash + 13}k` })).toBeDisabled();
    await page.screenshot({ path: artifact('money-move-refused.png') });
  });

  test('the match assistant offers caltrops beside the hazards: the +2 tire-damage roll, its cite, the result', async ({ page, host }) => {
    await page.goto(host.url);
    const ids = await foundTwoFranchises(page);
    const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
    await call(page, 'match.preMatch', { matchId: m.id });
    const seats = await assignFirstCars(page, m.id, ids, [1]);
    const act = (intent: unknown) => call(page, 'assistant.act', { matchId: m.id, intent });
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
