// @vitest-environment happy-dom
/**
 * Season › Finances › Record a money move (gaps.md #93), moved from tests/e2e/dethmetal-money-move.spec.ts: the form's
 * words, its live balance, the line it writes in the ledger with the note, and the refusal, in the rule's words, to take
 * more out of the bank than it holds (Part VI › Post-match › Shopping). The tab is the app's own over a real league file.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FinancesTab } from '../../../src-renderer/screens/dethmetal/season/FinancesTab';
import { useComponentLeague } from '../../support/component';
import { foundAll } from '../../support/leagueRecipes';

const BOUND = { timeout: 60_000 };

describe('Finances › Record a money move (gaps.md #93) (component, real services)', () => {
  const league = useComponentLeague();

  it('stores items sold go in the ledger with the note; spending beyond the bank is refused with the rule', async () => {
    const l = await league();
    const [red] = (await foundAll(l.call, [['Red Rockets', '#c0392b']])) as [number];
    const { cash } = await l.call<{ cash: number }>('franchise.details', { id: red });
    const user = userEvent.setup();
    l.render(
      <>
        <Notifications />
        <FinancesTab />
      </>,
    );

    await user.click(await screen.findByRole('button', { name: 'Record a money move' }, BOUND));
    const dialog = await screen.findByRole('dialog', { name: 'Record a money move' }, BOUND);
    within(dialog).getByText((t) => t.includes('records it as a money move with your note and changes nothing else'));
    await user.click(within(dialog).getByLabelText(/^Kind/));
    await user.click(await screen.findByRole('option', { name: /^Stores items sold/, hidden: true }, BOUND));
    await user.click(within(dialog).getByText('Money in'));
    await user.type(within(dialog).getByLabelText(/^Amount \(k\)/), '12');
    await user.click(within(dialog).getByLabelText(/^Note/));
    await user.paste('Two rockets sold to the Blue Bombers');
    await within(dialog).findByText(`${cash + 12}k`, {}, BOUND);
    await user.click(within(dialog).getByRole('button', { name: 'Record +12k' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a money move' })).toBeNull(), BOUND);

    const ledger = await screen.findByRole('table', { name: 'Ledger' }, BOUND);
    const row = await within(ledger).findByRole('row', { name: /Stores items sold: Two rockets sold to the Blue Bombers/ }, BOUND);
    expect(row.textContent).toContain('+12k');
    expect(row.textContent).toContain(`${cash + 12}k`);
    const written = await l.call<{ amount: number; reason: string }[]>('franchise.ledger', { id: red });
    expect(written.filter((r) => r.reason.includes('Two rockets sold to the Blue Bombers')).map((r) => r.amount)).toEqual([12]);

    // More out than the bank holds: the form says the rule and will not send it.
    await user.click(screen.getByRole('button', { name: 'Record a money move' }));
    const again = await screen.findByRole('dialog', { name: 'Record a money move' }, BOUND);
    await user.click(within(again).getByText('Money out'));
    // Typed over whatever the form kept from the last move, as fill() did in the browser.
    await user.clear(within(again).getByLabelText(/^Amount \(k\)/));
    await user.type(within(again).getByLabelText(/^Amount \(k\)/), String(cash + 13));
    await user.clear(within(again).getByLabelText(/^Note/));
    await user.paste('A gold steering wheel');
    const refusal = await within(again).findByText((t) => t.includes('in the bank; this money move takes'), {}, BOUND);
    expect(refusal.textContent).toContain(
      `Red Rockets has ${cash + 12}k in the bank; this money move takes ${cash + 13}k out. Only the profit a franchise has may be spent (Part VI › Post-match › Shopping`,
    );
    expect((within(again).getByRole('button', { name: `Record −${cash + 13}k` }) as HTMLButtonElement).disabled).toBe(true);
  });
});
