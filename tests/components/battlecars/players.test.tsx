// @vitest-environment happy-dom
/**
 * The battlecars Players screen over a real league file (Arming your vehicle): a vehicle added on a card type with its
 * driver, counters the loading rules forbid offered disabled with the rule's words and section, a legal counter saved
 * through the core's team service and shown on the live card, and the service's refusal of an illegal load (the same
 * words) for a write the screen did not offer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamView } from '../../../src-shared/ipc/channels/teams';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

describe('Arming your vehicle: the Players screen', () => {
  const league = useComponentLeague();

  it('adds a bike with its rider, offers no rockets (with the rule), saves a legal counter onto the card', async () => {
    const l = await league({ ruleset: 'battlecars' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Blue Streak', colour: '#2980b9', owner: '' });
    const user = typist();
    renderScreen(l, `#/players/${f.id}`, 'battlecars');

    const form = await screen.findByRole('region', { name: 'Add a vehicle' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: 'Vehicle name' }), 'Hornet');
    await user.click(within(form).getByText('Bike', { exact: true }));
    await user.type(within(form).getByRole('textbox', { name: 'Driver' }), 'Jet');
    await user.click(within(form).getByRole('button', { name: 'Add the vehicle' }));
    const pods = await screen.findByRole('region', { name: 'Pods and turrets' }, SLOW);

    // Rockets are off for a bike, passive weapons off in the front pod: each says its rule.
    const frontPod = within(pods).getByRole('group', { name: 'Front pod' });
    await user.click(within(frontPod).getByRole('combobox', { name: 'Load the Front pod' }));
    const list = await waitFor(
      () => document.getElementById(within(frontPod).getByRole('combobox', { name: 'Load the Front pod' }).getAttribute('aria-controls')!)!,
      SLOW,
    );
    const rocket = within(list).getByRole('option', { name: /^Rocket/, hidden: true });
    expect(rocket.getAttribute('data-combobox-disabled')).toBe('true');
    expect(rocket.textContent).toContain('Bikes cannot be armed with rockets. The Front pod holds a Rocket. (Arming your vehicle)');
    expect(within(list).getByRole('option', { name: /^Oil/, hidden: true }).textContent).toContain('Passive weapons cannot fire out of the front.');
    await user.click(within(list).getByRole('option', { name: /^MG rounds/, hidden: true }));

    // Saved by the service, and the card beside shows it.
    await waitFor(async () => {
      const team = await l.call<TeamView>('team.get', { franchiseId: f.id });
      expect((team.cars[0]!.design as { loads: unknown }).loads).toEqual({ podFront: ['MG rounds'] });
    }, SLOW);
    await waitFor(() => expect(screen.getByTestId('counters-summary').textContent).toBe('1 × MG rounds'), SLOW);
    expect(within(screen.getByRole('group', { name: 'Bike card' })).getByLabelText('Front pod holds').textContent).toBe('MG rounds');

    // The same rule refuses the write the screen never offers, in the same words.
    const team = await l.call<TeamView>('team.get', { franchiseId: f.id });
    const refused = await l.dispatch('team.updateCar', {
      vehicleId: team.cars[0]!.vehicleId,
      design: { version: 1, name: 'Hornet', cardType: 'bike', loads: { podRear: ['Rocket'] } },
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('Bikes cannot be armed with rockets.');
  });
});
