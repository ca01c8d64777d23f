// @vitest-environment happy-dom
/**
 * The hex RPG session page over a real league file (3b. Combat › Weapon Combat): a character's weapon at another,
 * every modifier of the roll shown before it with its section (skill above the first level, ACCU, the opponent's AGI),
 * the odds before the roll, the roll resolved onto the live cards, the session's outcome recorded with a preview, and
 * the days between sessions (3e. Recovering damage) previewed and applied.
 * The two gangs' rows are written as the gang building services write them (a vehicle, a character, his seat).
 */
import Database from 'better-sqlite3';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { choose } from './openList';

const character = (name: string, o: object) => ({ version: 1, name, skills: {}, ...o });
const MAGS = character('Mags', { musc: 12, agi: 4, accu: 8, driv: 10, luck: 60, skills: { weapons: { shotgun: 3 }, driving: { car: 2 } } });
const JAX = character('Jax', { musc: 10, agi: 5, accu: 5, driv: 8, luck: 40, skills: { driving: { bike: 1 } } });

/** A vehicle and the character at its controls, as rows of the league file. */
function seat(file: string, franchiseId: number, design: object, slot: string, driver: object) {
  const db = new Database(file);
  try {
    const v = db
      .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, status, bought_season) VALUES (?, ?, ?, '{}', 'active', 1)`)
      .run(franchiseId, (design as { name: string }).name, JSON.stringify(design)).lastInsertRowid;
    const p = db
      .prepare(`INSERT INTO competitors (franchise_id, name, status, record) VALUES (?, ?, 'active', ?)`)
      .run(franchiseId, (driver as { name: string }).name, JSON.stringify(driver)).lastInsertRowid;
    db.prepare(`INSERT INTO crew (vehicle_id, slot, person_id) VALUES (?, ?, ?)`).run(v, slot, p);
  } finally {
    db.close();
  }
}

describe('3b. Weapon Combat on the session page', () => {
  const league = useComponentLeague();

  it('shows every modifier and the odds before the roll, rolls onto the live cards, records the outcome with a preview', async () => {
    const l = await league({ ruleset: 'hexrpg' });
    const file = (await l.call<{ path: string }>('league.get', {})).path;
    const rust = (await l.call<{ id: number }>('franchise.add', { name: 'Rust Eaters', colour: '#c0392b', owner: '' })).id;
    const jackals = (await l.call<{ id: number }>('franchise.add', { name: 'Chrome Jackals', colour: '#2980b9', owner: '' })).id;
    seat(file, rust, { version: 1, name: 'Rustbucket', kind: 'car' }, 'carDriver', MAGS);
    seat(file, jackals, { version: 1, name: 'Jackal One', kind: 'bike' }, 'bikeDriver', JAX);
    const m = await l.call<{ id: number }>('schedule.add', { track: 'The Dry Lake', franchiseIds: [rust, jackals] });
    const user = typist();
    renderScreen(l, `#/match/${m.id}`, 'hexrpg');

    const calculators = await screen.findByRole('region', { name: 'Calculators' }, SLOW);
    expect(within(screen.getByRole('article', { name: 'Chrome Jackals' })).getByRole('group', { name: 'Jackal One' }).textContent).toContain('driven by Jax');
    await choose(user, within(calculators).getByRole('combobox', { name: 'Attacker' }), /^Mags/);
    await choose(user, within(calculators).getByRole('combobox', { name: 'Weapon' }), /^Shotgun \(level 3\)/);
    await choose(user, within(calculators).getByRole('combobox', { name: 'Target' }), /^Jax/);

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
