// @vitest-environment happy-dom
/**
 * The race-combat Teams screen over a real league file: a car added through the Add a car dialog with its driver,
 * its wear points shared out to the league's total (Combat › Damage effects, gaps.md #6) with the step past it off
 * and saying the rule, equipment bought against the budget (League (house rules), gaps.md #23) with a weapon past it
 * offered disabled with the rule's words, a turret weapon refused without a turret (Combat › Fire arcs), and the
 * service's refusal of a design the screen did not offer (the same words, nothing saved).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCarDesign, withWeapon } from '../../../src-renderer/screens/racecombat/team/carModel';
import { type CarDesign, defaultRacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { TeamView } from '../../../src-shared/ipc/channels/teams';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

const text = (e: Element | null) => (e?.textContent ?? '').trim();

describe('Race combat: the Teams screen and its car editor', () => {
  const league = useComponentLeague();

  it('adds a car with its driver, shares out its wear points to the league’s 20, buys weapons against the budget of 30', async () => {
    const l = await league({ ruleset: 'racecombat' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const user = typist();
    renderScreen(l, `#/teams/${f.id}`, 'racecombat');

    await user.click(await screen.findByRole('button', { name: 'Add a car' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add a car to Scuderia Rust' }, SLOW);
    const name = within(dialog).getByRole('textbox', { name: 'Car name' });
    await user.clear(name);
    await user.type(name, 'Widowmaker');
    await user.type(within(dialog).getByRole('textbox', { name: 'Driver' }), 'Mad Maxine');
    await user.click(within(dialog).getByRole('button', { name: 'Add the car' }));
    const wear = await screen.findByRole('region', { name: 'Wear points' }, SLOW);
    expect(text(screen.getByTestId('wear-meter'))).toBe('20 / 20 points');

    // The league's 20 are all shared out: a 21st is off and says the rule.
    const tyresUp = within(wear).getByRole('button', { name: 'Tyres one more' });
    expect((tyresUp as HTMLButtonElement).disabled).toBe(true);
    expect(tyresUp.parentElement?.getAttribute('data-refused')).toBe('A car shares out at most 20 wear points. Widowmaker has 21. (Combat › Damage effects)');
    // One moves from the tyres to the brakes, saved by the service.
    await user.click(within(wear).getByRole('button', { name: 'Tyres one less' }));
    await waitFor(() => expect(text(within(wear).getByTestId('count-Tyres'))).toBe('5'), SLOW);
    await user.click(within(wear).getByRole('button', { name: 'Brakes one more' }));
    await waitFor(() => expect(text(within(wear).getByTestId('count-Brakes'))).toBe('4'), SLOW);

    // A turret weapon is refused without a turret, in the rule's words.
    const weapons = screen.getByRole('region', { name: 'Weapons' });
    await user.click(within(weapons).getByRole('radio', { name: 'Turret' }));
    const add = within(weapons).getByRole('combobox', { name: 'Add a weapon (turret)' });
    await user.click(add);
    let list = await waitFor(() => document.getElementById(add.getAttribute('aria-controls')!)!, SLOW);
    const mg = within(list).getByRole('option', { name: /^Machine gun/, hidden: true });
    expect(mg.getAttribute('data-combobox-disabled')).toBe('true');
    expect(text(mg)).toContain('a turret weapon needs a turret. Widowmaker has no turret for its Machine gun. (Combat › Fire arcs)');
    await user.keyboard('{Escape}');

    // Five heavy rockets in the front arc spend the budget of 30; a sixth is past it.
    await user.click(within(weapons).getByRole('radio', { name: 'Front' }));
    for (let i = 1; i <= 5; i++) {
      const front = within(weapons).getByRole('combobox', { name: 'Add a weapon (front)' });
      await user.click(front);
      list = await waitFor(() => document.getElementById(front.getAttribute('aria-controls')!)!, SLOW);
      await user.click(within(list).getByRole('option', { name: /^Heavy rocket/, hidden: true }));
      await waitFor(() => expect(within(weapons).getAllByRole('row')).toHaveLength(i + 1), SLOW);
    }
    expect(text(screen.getByTestId('budget-meter'))).toBe('30 / 30 pts');
    const front = within(weapons).getByRole('combobox', { name: 'Add a weapon (front)' });
    await user.click(front);
    list = await waitFor(() => document.getElementById(front.getAttribute('aria-controls')!)!, SLOW);
    const rocket = within(list).getByRole('option', { name: /^Heavy rocket/, hidden: true });
    expect(rocket.getAttribute('data-combobox-disabled')).toBe('true');
    expect(text(rocket)).toContain('A car spends at most 30 equipment points. Widowmaker spends 36. (League (house rules))');
    await user.keyboard('{Escape}');

    // What the service stored is what the screen showed.
    const team = await l.call<TeamView>('team.get', { franchiseId: f.id });
    const design = team.cars[0]!.design as CarDesign;
    expect(design.wearPoints).toMatchObject({ tyres: 5, brakes: 4 });
    expect(design.weapons.map((w) => [w.weapon, w.mount])).toEqual(Array(5).fill(['heavyRocket', 'front']));
  }, 60_000);

  it('the service refuses a design the screen does not offer, in the same words, and saves nothing', async () => {
    const l = await league({ ruleset: 'racecombat' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Team Tarmac', colour: '#2980b9', owner: '' });
    const s = defaultRacecombatSettings();
    const added = await l.call<{ car: { vehicleId: number } }>('team.addCar', {
      franchiseId: f.id,
      design: newCarDesign('Hornet', s),
      driver: { kind: 'driver', name: 'Jet' },
    });
    const r = await l.dispatch('team.updateCar', { vehicleId: added.car.vehicleId, design: withWeapon(newCarDesign('Hornet', s), 'laser', 'turret') });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain('a turret weapon needs a turret. Hornet has no turret for its Laser. (Combat › Fire arcs)');
    const team = await l.call<TeamView>('team.get', { franchiseId: f.id });
    expect((team.cars[0]!.design as CarDesign).weapons).toEqual([]);
  });
});
