// @vitest-environment happy-dom
/**
 * Dethmetal's garage duel card (issue 23, gaps.md P6): the design on screen against a stock design at a range and the
 * hex side each shows the other, turn by turn, computed in the page by the engine's `dethmetalDuel` (the match
 * assistant's attack calculator). A fixed front Machinegun fires only into its front arc (Part II › Weapon mounts,
 * Ammunition, and Firing Arcs): with its rear toward the other car it never fires, so it never wins, whatever the dice.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { car, defaultDethmetalSettings } from '../../../src-shared/engine/dethmetal';
import { DuelCard } from '../../../src-renderer/screens/dethmetal/garage/DuelCard';
import { theme } from '../../../src-renderer/theme';
import { pick } from '../../support/componentScreens';

afterEach(cleanup);

const SLOW = { timeout: 60_000 };
const stock = (id: string) => car.STOCK_DESIGNS.find((s) => s.id === id)!.design;
const rows = () => within(screen.getByRole('table', { name: 'Chance each car has won, by turn', hidden: true })).getAllByRole('row', { hidden: true });

describe('the Dethmetal garage duel card', () => {
  it('Part II › Weapon mounts, Ammunition, and Firing Arcs: ten turns played on request; turned away, the fixed front Machinegun never fires and never wins', async () => {
    const mine = { ...stock('machinegun-gunner-60'), name: 'Red Rocket' };
    render(
      <MantineProvider theme={theme}>
        <DuelCard design={mine} settings={defaultDethmetalSettings()} />
      </MantineProvider>,
    );
    const opponent = car.STOCK_DESIGNS[0]!.design.name;
    const user = userEvent.setup({ delay: null });
    // Nothing is played until asked: the duel holds the page while it runs.
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play ten turns' }));
    await waitFor(() => expect(rows()).toHaveLength(11), SLOW);
    expect(rows()[0]!.textContent).toBe(`TurnRed Rocket has won${opponent} has wonBoth still running`);
    expect(screen.getByText(/whole duels|exact/)).toBeTruthy();
    const won = (row: number, col: number) => Number.parseFloat(rows()[row]!.querySelectorAll('td')[col]!.textContent!);

    // Its rear toward the other car: the fixed front Machinegun does not bear, and the figures of the old sides go.
    await pick(user, screen.getAllByLabelText('This car shows the other')[0]!, 'Rear');
    await waitFor(() => expect(screen.queryByRole('table', { hidden: true })).toBeNull(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Play ten turns' }));
    await screen.findByText(/Not firing: Red Rocket's Machinegun/, {}, SLOW);
    // A car that never fires never wins, sampled or exact: 0 every turn.
    for (let turn = 1; turn <= 10; turn++) expect(won(turn, 1)).toBe(0);
    expect(screen.getByText(/Not in the duel: Movement and speed changes/)).toBeTruthy();
  });
});
