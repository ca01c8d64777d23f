// @vitest-environment happy-dom
/**
 * A race-combat gunner on the Teams screen over a real league file (Combat › Gunners, gaps.md #32): a car built with a
 * gunner's seat adds one straight into it, renames him and stands him down (he stays with the team, in no car), then
 * seats him again from the team's gunners without a seat; a name missing is refused in the service's words, nothing
 * saved; a car built without a gunner offers no seat and says the rule; the car removed, its gunner stays in no car.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import { gunship, speedster } from '../../engine/racecombat/cars';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

const text = (e: Element | null) => (e?.textContent ?? '').trim();

describe('Race combat: a car’s gunner on the Teams screen', () => {
  const league = useComponentLeague();

  it('adds, renames, stands down and seats again a gunner; an empty name is refused; a car without a gunner’s seat says why', async () => {
    const l = await league({ ruleset: 'racecombat' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    await l.call('team.addCar', { franchiseId: f.id, design: speedster({ name: 'Bolt' }), driver: { kind: 'driver', name: 'Ann' } });
    await l.call('team.addCar', { franchiseId: f.id, design: gunship({ name: 'Gunboat' }), driver: { kind: 'driver', name: 'Ben' } });
    const user = typist();
    renderScreen(l, `#/teams/${f.id}`, 'racecombat');

    const bolt = await screen.findByRole('article', { name: 'Bolt' }, SLOW);
    expect(text(within(bolt).getByTestId('gunner-line'))).toBe('No gunner’s seat');
    expect(within(bolt).queryByRole('button', { name: 'Gunner of Bolt' })).toBeNull();
    const boat = screen.getByRole('article', { name: 'Gunboat' });
    expect(text(within(boat).getByTestId('gunner-line'))).toContain('No gunner seated: races without one');

    // Added straight into the seat; an empty name first, refused in the service's words.
    await user.click(await within(boat).findByRole('button', { name: 'Gunner of Gunboat' }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Gunboat’s gunner' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Add the gunner' }));
    await within(dialog).findByText('A person needs a name', {}, SLOW);
    expect((await l.call<CrewView>('crew.list', { franchiseId: f.id })).vehicles[1]!.seats).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'New gunner' }), 'Gil');
    await user.click(within(dialog).getByRole('button', { name: 'Add the gunner' }));
    await waitFor(() => expect(text(within(boat).getByTestId('gunner-line'))).toContain('Gunner Gil'), SLOW);

    // Renamed, then stood down: he stays with the team, in no car.
    await user.click(within(boat).getByRole('button', { name: 'Gunner of Gunboat' }));
    dialog = await screen.findByRole('dialog', { name: 'Gunboat’s gunner' }, SLOW);
    const field = within(dialog).getByRole('textbox', { name: 'Gunner' });
    await user.clear(field);
    await user.type(field, 'Gil Hawke');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(text(within(boat).getByTestId('gunner-line'))).toContain('Gunner Gil Hawke'), SLOW);
    await user.click(within(boat).getByRole('button', { name: 'Gunner of Gunboat' }));
    dialog = await screen.findByRole('dialog', { name: 'Gunboat’s gunner' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Stand down' }));
    await waitFor(() => expect(text(screen.getByTestId('on-foot'))).toContain('Gunners without a seat: Gil Hawke.'), SLOW);
    expect(text(within(boat).getByTestId('gunner-line'))).toContain('No gunner seated');

    // Seated again from the team's gunners without a seat.
    await user.click(within(boat).getByRole('button', { name: 'Gunner of Gunboat' }));
    dialog = await screen.findByRole('dialog', { name: 'Gunboat’s gunner' }, SLOW);
    const pick = within(dialog).getByRole('combobox', { name: 'Or seat one of the team’s gunners' });
    await user.click(pick);
    const list = await waitFor(() => document.getElementById(pick.getAttribute('aria-controls')!)!, SLOW);
    await user.click(within(list).getByRole('option', { name: 'Gil Hawke', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Seat him' }));
    await waitFor(() => expect(text(within(boat).getByTestId('gunner-line'))).toContain('Gunner Gil Hawke'), SLOW);
    const crew = await l.call<CrewView>('crew.list', { franchiseId: f.id });
    expect(crew.vehicles.map((v) => [v.name, v.seats.map((s) => `${s.slot}:${s.name}`)])).toEqual([
      ['Bolt', ['carDriver:Ann']],
      ['Gunboat', ['carDriver:Ben', 'carGunner:Gil Hawke']],
    ]);

    // The car leaves with its driver; the dialog says the gunner stays with the team, in no car.
    await user.click(within(boat).getByRole('button', { name: 'Remove Gunboat' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove Gunboat?' }, SLOW);
    expect(text(ask)).toContain('Gunboat leaves Scuderia Rust with its driver Ben; a gunner in it stays with the team, in no car.');
    expect(text(ask)).toContain('Races already run keep their names. Ctrl+Z brings them back.');
    await user.click(within(ask).getByRole('button', { name: 'Remove the car and its driver' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gunboat' })).toBeNull(), SLOW);
    await waitFor(() => expect(text(screen.getByTestId('on-foot'))).toContain('Gil Hawke'), SLOW);
  }, 120_000);
});
