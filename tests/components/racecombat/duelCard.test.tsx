// @vitest-environment happy-dom
/**
 * Race combat's duel card on a car's page of the Teams screen (issue 23, gaps.md #33), over a real league file: the
 * car against the team's other car at first, turn by turn, computed in the page by the engine's `rcDuel` (the match
 * table's own shoot intent). With the other car in its rear arc the Speedster's front Machine gun does not bear
 * (Combat › Fire arcs): the card says so in the table's words, and the Speedster never wins, whatever the dice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';
import { gunship, speedster } from '../../engine/racecombat/cars';

describe('Race combat: the duel card on a car’s page', () => {
  const league = useComponentLeague();

  it('the Speedster against its team’s Gunship; turned away, its front Machine gun never fires and it never wins', async () => {
    const l = await league({ ruleset: 'racecombat' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const add = async (design: object, driver: string) =>
      (await l.call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: f.id, design, driver: { kind: 'driver', name: driver } })).car.vehicleId;
    const red = await add(speedster({ name: 'Red One' }), 'Ann');
    await add(gunship({ name: 'Red Two' }), 'Ben');
    const user = typist();
    renderScreen(l, `#/teams/${f.id}/car/${red}`, 'racecombat');

    const duel = await screen.findByRole('region', { name: 'Duel' }, SLOW);
    expect((within(duel).getByRole('combobox', { name: 'Opponent' }) as HTMLInputElement).value).toBe('Red Two');
    const table = () => within(duel).getByRole('table', { name: 'Chance each car has won, by turn', hidden: true });
    const rows = () => within(table()).getAllByRole('row', { hidden: true });
    await waitFor(() => expect(rows()).toHaveLength(11), SLOW);
    expect(rows()[0]!.textContent).toBe('TurnRed One has wonRed Two has wonBoth still running');
    expect(within(duel).getByText(/^(exact: .* states of the two cars|sampled: .* 200 whole duels)/)).toBeTruthy();
    const won = (row: number, col: number) => Number.parseFloat(rows()[row]!.querySelectorAll('td')[col]!.textContent!);
    expect(won(10, 2)).toBeGreaterThan(0);

    // The Gunship in Red One's rear arc: its front Machine gun does not bear.
    await user.click(within(within(duel).getByRole('radiogroup', { name: "Red One's arc Red Two is in" })).getByRole('radio', { name: 'Rear' }));
    await within(duel).findByText(/Not firing: Red One's Machine gun — The target has to be in the arc of fire of the weapon/, {}, SLOW);
    for (let turn = 1; turn <= 10; turn++) expect(won(turn, 1)).toBe(0);
    expect(within(duel).getByText(/Not in the duel: Reaction fire/)).toBeTruthy();

    // The stock car: the Teams screen's new car, nothing bought.
    await pick(user, within(duel).getByRole('combobox', { name: 'Opponent' }), 'Stock new car');
    await waitFor(() => expect(rows()[0]!.textContent).toBe('TurnRed One has wonStock new car has wonBoth still running'), SLOW);
  });
});
