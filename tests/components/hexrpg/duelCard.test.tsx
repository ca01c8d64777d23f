// @vitest-environment happy-dom
/**
 * The hex RPG's duel card on the Gangs screen (issue 23, gaps.md #40): the vehicle shown against another of the gang
 * or a stock one, played on request, computed in the page by the engine's `hexrpgDuel` (each shot the table's own
 * `shoot`). A weapon that stores no position does not fire from "where it is mounted" (3d. Weapon Usage, gaps.md #35),
 * so that vehicle never wins; said to fire from a lower position, it does, and the old figures go at the change.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DuelCard } from '../../../src-renderer/screens/hexrpg/gang/DuelCard';
import { GangsScreen } from '../../../src-renderer/screens/hexrpg/gang/GangsScreen';
import type { GangCharacter, GangVehicle } from '../../../src-renderer/screens/hexrpg/gang/useGang';
import { theme } from '../../../src-renderer/theme';
import { defaultHexrpgSettings, newCharacter, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import { useComponentLeague } from '../../support/component';
import { pick } from '../../support/componentScreens';

afterEach(cleanup);

const SLOW = { timeout: 60_000 };
const rows = () => within(screen.getByRole('table', { name: 'Chance each car has won, by turn', hidden: true })).getAllByRole('row', { hidden: true });
/** A Mantine select's input by its label (its list, in a portal, carries the same label). */
const select = (label: string) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!;
const won = (row: number, col: number) => Number.parseFloat(rows()[row]!.querySelectorAll('td')[col]!.textContent!);

const vehicle = (vehicleId: number, o: object): GangVehicle => ({ vehicleId, vehicle: vehicleSchema.parse({ version: 1, ...o }), problems: [] });
const seated = (personId: number, name: string, vehicleId: number, slot: string, level: number): GangCharacter => {
  const c = newCharacter(name);
  return {
    personId,
    character: { ...c, skills: { ...c.skills, driving: { bike: level, car: level, warcar: level } } },
    problems: [],
    seat: { vehicleId, slot },
  };
};

describe('the hex RPG duel card', () => {
  it('3d. Weapon Usage: the Interceptor against the gang’s Dust Bike, then with the bike firing from a lower position', async () => {
    const interceptor = vehicle(1, {
      name: 'Interceptor',
      kind: 'car',
      weapons: [{ name: 'Roof MG', minimal: 1, average: 3, maximal: 6, position: 'higher' }],
    });
    const bike = vehicle(2, { name: 'Dust Bike', kind: 'bike', stats: { hp: 8 }, weapons: [{ name: 'Side gun', minimal: 1, average: 2, maximal: 4 }] });
    render(
      <MantineProvider theme={theme}>
        <DuelCard
          vehicle={interceptor}
          vehicles={[interceptor, bike]}
          characters={[seated(1, 'Max', 1, 'carDriver', 2), seated(2, 'Kit', 2, 'bikeDriver', 1)]}
          settings={defaultHexrpgSettings()}
        />
      </MantineProvider>,
    );
    const user = userEvent.setup({ delay: null });
    // Nothing is played until asked.
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    const turns = screen.getByLabelText('Turns');
    await user.clear(turns);
    await user.type(turns, '6');
    await user.click(screen.getByRole('button', { name: 'Play 6 turns' }));
    await waitFor(() => expect(rows()).toHaveLength(7), SLOW);
    expect(rows()[0]!.textContent).toBe('TurnInterceptor has wonDust Bike has wonBoth still running');
    expect(screen.getByText(/Not firing: Dust Bike's Side gun — Say whether the Dust Bike's Side gun fires from a higher/)).toBeTruthy();
    for (let turn = 1; turn <= 6; turn++) expect(won(turn, 2)).toBe(0);
    // An 8 HP bike under a machine gun: out within six turns more often than not.
    expect(won(6, 1)).toBeGreaterThan(50);

    // Said to fire from a lower position, the bike's gun fires back; the figures for the old inputs go at once.
    await pick(user, select('Dust Bike fires from'), 'Lower position');
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play 6 turns' }));
    await waitFor(() => expect(rows()).toHaveLength(7), SLOW);
    expect(screen.queryByText(/Not firing/)).toBeNull();
    expect(won(6, 2)).toBeGreaterThan(0);
    expect(screen.getByText(/Not in the duel: Movement: the vehicles hold the range/)).toBeTruthy();

    // A stock opponent runs no weapon: a target only.
    await pick(user, select('Opponent'), 'Stock car');
    await user.click(screen.getByRole('button', { name: 'Play 6 turns' }));
    await waitFor(() => expect(rows()).toHaveLength(7), SLOW);
    expect(rows()[0]!.textContent).toBe('TurnInterceptor has wonStock car has wonBoth still running');
    for (let turn = 1; turn <= 6; turn++) expect(won(turn, 2)).toBe(0);
  });

  const league = useComponentLeague();

  it('on the Gangs screen (real services): under the vehicle picked, against the gang’s other vehicle and its driver', async () => {
    const l = await league({ ruleset: 'hexrpg', name: 'The Wastes' });
    const gang = (await l.call<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#c0392b', owner: '' })).id;
    const mg = { name: 'Roof MG', minimal: 1, average: 3, maximal: 6, position: 'higher' };
    const add = (design: object, driver: string) =>
      l.call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: gang, design: { version: 1, ...design }, driver: newCharacter(driver) });
    const car = (await add({ name: 'Interceptor', kind: 'car', weapons: [mg] }, 'Max')).car;
    await add({ name: 'Dust Bike', kind: 'bike', stats: { hp: 6 }, weapons: [{ ...mg, name: 'Side gun', position: 'same' }] }, 'Kit');
    window.location.hash = `#/gangs/${gang}/v${car.vehicleId}`;
    l.render(<GangsScreen />);
    const duel = within(await screen.findByRole('region', { name: 'Duel' }, SLOW));
    expect(duel.getByRole('heading', { name: 'Duel: the Interceptor against another vehicle' })).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(duel.getByRole('button', { name: 'Play ten turns' }));
    await waitFor(() => expect(rows()).toHaveLength(11), SLOW);
    expect(rows()[0]!.textContent).toBe('TurnInterceptor has wonDust Bike has wonBoth still running');
    // Both fire: the bike's gun from the same position, the car's from above.
    expect(won(10, 1)).toBeGreaterThan(won(10, 2));
    expect(won(10, 2)).toBeGreaterThan(0);
  });
});
