// @vitest-environment happy-dom
/**
 * Battlecars' duel card on the Players screen (issue 23, gaps.md #28), over a real league file: this player's vehicle
 * against another player's, computed in the page by the engine's `bcDuel`. Firing: "Pods may only fire along the line
 * of their barrel and 45º to either side": the Wasp's front pod bears only when the Wasp shows the Brute its front, so
 * until then it never fires and never wins, whatever the dice; nor while it aims at the Brute's front, where no driver sits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';

const rows = () => within(screen.getByRole('table', { name: 'Chance each car has won, by turn', hidden: true })).getAllByRole('row', { hidden: true });
const won = (turn: number, col: number) => Number.parseFloat(rows()[turn]!.querySelectorAll('td')[col]!.textContent!);

describe('the Battlecars duel card', () => {
  const league = useComponentLeague();

  it('Firing: the Wasp’s front pod fires only when the Wasp shows its front; the curves follow', async () => {
    const l = await league({ ruleset: 'battlecars' });
    const reds = await l.call<{ id: number }>('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' });
    const blues = await l.call<{ id: number }>('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' });
    const mg = (n: number) => Array.from({ length: n }, () => 'MG rounds');
    await l.call('team.addCar', {
      franchiseId: reds.id,
      design: { version: 1, name: 'Brute', cardType: 'car', loads: { turret: mg(3) } },
      driver: { name: 'Ada' },
    });
    await l.call('team.addCar', {
      franchiseId: blues.id,
      design: { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: mg(2) } },
      driver: { name: 'Bo' },
    });
    const user = typist();
    renderScreen(l, `#/players/${reds.id}`, 'battlecars');

    const card = await screen.findByRole('region', { name: 'Duel' }, SLOW);
    await waitFor(() => expect(rows()).toHaveLength(11), SLOW);
    expect(rows()[0]!.textContent).toBe('TurnBrute has wonWasp has wonBoth still running');
    // The Wasp shows its left side: its front pod faces away, never fires, never wins.
    expect(within(card).getByText(/Not firing: Wasp's Front pod \(2 × MG rounds\)/)).toBeTruthy();
    for (let turn = 1; turn <= 10; turn++) expect(won(turn, 2)).toBe(0);
    expect(won(10, 1)).toBeGreaterThan(0);
    expect(within(card).getByText(/Not in the duel: Movement, speed counters/)).toBeTruthy();

    // Its front toward the Brute: the pod bears. Aimed at the Brute's front it can never reach the driver (the car
    // card's centre); aimed at its left side's centre it has a chance by the end.
    await pick(user, within(card).getAllByLabelText('The other shows this vehicle')[0]!, 'Front');
    await waitFor(() => expect(within(card).queryByText(/Not firing: Wasp's/)).toBeNull(), SLOW);
    for (let turn = 1; turn <= 10; turn++) expect(won(turn, 2)).toBe(0);
    await pick(user, within(card).getAllByLabelText('This vehicle shows the other')[0]!, 'Left side, centre');
    await waitFor(() => expect(won(10, 2)).toBeGreaterThan(0), SLOW);

    // A stock bike is the Players screen's new bike: nothing loaded, nothing fired back.
    await pick(user, within(card).getAllByLabelText('Opponent')[0]!, 'Stock Bike');
    await waitFor(() => expect(rows()[0]!.textContent).toBe('TurnBrute has wonStock Bike has wonBoth still running'), SLOW);
    for (let turn = 1; turn <= 10; turn++) expect(won(turn, 2)).toBe(0);
  });
});
