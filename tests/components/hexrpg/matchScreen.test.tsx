// @vitest-environment happy-dom
/**
 * The hex RPG session page over a real league file (3b. Combat › Weapon Combat): a character's weapon at another,
 * every modifier of the roll shown before it with its section (skill above the first level, ACCU, the opponent's AGI),
 * the odds before the roll, the roll resolved onto the live cards, the session's outcome recorded with a preview, and
 * the days between sessions (3e. Recovering damage) previewed and applied.
 * The two gangs are built through the core's team builder, as the Gangs screen builds them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';

const character = (name: string, o: object) => ({ version: 1, name, skills: {}, ...o });
const MAGS = character('Mags', { musc: 12, agi: 4, accu: 8, driv: 10, luck: 60, skills: { weapons: { shotgun: 3 }, driving: { car: 2 } } });
const JAX = character('Jax', { musc: 10, agi: 5, accu: 5, driv: 8, luck: 40, skills: { driving: { bike: 1 } } });

describe('3b. Weapon Combat on the session page', () => {
  const league = useComponentLeague();

  it('shows every modifier and the odds before the roll, rolls onto the live cards, records the outcome with a preview', async () => {
    const l = await league({ ruleset: 'hexrpg' });
    const rust = (await l.call<{ id: number }>('franchise.add', { name: 'Rust Eaters', colour: '#c0392b', owner: '' })).id;
    const jackals = (await l.call<{ id: number }>('franchise.add', { name: 'Chrome Jackals', colour: '#2980b9', owner: '' })).id;
    // Each vehicle with the character at its controls, through the core's team builder (the Gangs screen's writes).
    await l.call('team.addCar', { franchiseId: rust, design: { version: 1, name: 'Rustbucket', kind: 'car' }, driver: MAGS });
    await l.call('team.addCar', { franchiseId: jackals, design: { version: 1, name: 'Jackal One', kind: 'bike' }, driver: JAX });
    const m = await l.call<{ id: number }>('schedule.add', { track: 'The Dry Lake', franchiseIds: [rust, jackals] });
    const user = typist();
    renderScreen(l, `#/match/${m.id}`, 'hexrpg');

    const calculators = await screen.findByRole('region', { name: 'Calculators' }, SLOW);
    expect(within(screen.getByRole('article', { name: 'Chrome Jackals' })).getByRole('group', { name: 'Jackal One' }).textContent).toContain('driven by Jax');
    await pick(user, within(calculators).getByRole('combobox', { name: 'Attacker' }), /^Mags/);
    await pick(user, within(calculators).getByRole('combobox', { name: 'Weapon' }), /^Shotgun \(level 3\)/);
    await pick(user, within(calculators).getByRole('combobox', { name: 'Target' }), /^Jax/);

    // 3b: 7 or less with skill; +2 for the levels above the first, ACCU 8 +2, the opponent's AGI 5 −2.
    const before = await within(calculators).findByRole('group', { name: 'Before the roll' }, SLOW);
    await waitFor(() => expect(before.textContent).toContain('Skill level 3: +1 each level above the first'), SLOW);
    expect(before.textContent).toContain('ACCU 8');
    expect(before.textContent).toContain("Opponent's AGI 5");
    const odds = within(calculators).getByRole('region', { name: 'Odds before rolling' });
    await waitFor(() => expect(odds.querySelector('[data-pending]')).toBeNull(), SLOW);
    expect(odds.textContent).toMatch(/\d/);

    await user.click(within(calculators).getByRole('button', { name: 'Roll' }));
    await screen.findByRole('group', { name: 'Last roll' }, SLOW);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Session log' }).textContent).toContain('Weapon combat'), SLOW);

    // The outcome: preview, Commit, recorded by the core's results.
    const result = screen.getByRole('region', { name: 'Result' });
    await user.click(within(result).getByRole('button', { name: 'Preview' }));
    await within(result).findByRole('group', { name: 'Standings preview' }, SLOW);
    await user.click(within(result).getByRole('button', { name: 'Commit' }));
    await waitFor(async () => expect((await l.call<{ status: string }>('match.get', { matchId: m.id })).status).toBe('recorded'), SLOW);

    // 3e. Recovering damage: a week passes; previewed per character and vehicle, then applied.
    const between = await screen.findByRole('region', { name: 'Between sessions' }, SLOW);
    await user.click(within(between).getByRole('button', { name: 'Preview' }));
    const lines = await within(between).findByRole('table', { name: 'Recovery lines' }, SLOW);
    expect(lines.textContent).toContain('Mags');
    expect(lines.textContent).toContain('Rustbucket');
    await user.click(within(between).getByRole('button', { name: 'Commit' }));
    await within(between).findByText('7 days applied', {}, SLOW);
  });
});
