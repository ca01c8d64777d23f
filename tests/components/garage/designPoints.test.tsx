// @vitest-environment happy-dom
/**
 * Moved from tests/e2e/garage-library.spec.ts. Issue 11 #6: one DP figure with a Car manufacturer sponsor (Sponsor
 * effect table: +3 DP): the garage card, the designer, Compare and the founding stables all say /63. Issue 11 #12:
 * Toughness by its rulebook name, Cancel after changes asks before discarding and without changes leaves at once,
 * and a franchise whose name ends in s reads “Reapers’ cars” on match Setup.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FoundingWizard } from '../../../src-renderer/screens/dethmetal/founding/FoundingWizard';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, retype, SLOW, typist } from '../../support/componentScreens';
import { machinegunCar } from '../../support/pageApi';
import { foundReapers } from './reapers';

const text = (e: Element | null) => e?.textContent ?? '';

describe('the car designer’s figures and words (issue 11 #6, #12)', () => {
  const league = useComponentLeague();

  it('#6: with a Car manufacturer the garage card, Refit’s designer and Compare all say 52 / 63 DP', async () => {
    const l = await league();
    const id = await foundReapers(l);
    const user = typist();
    renderScreen(l, `#/garage/${id}`);
    const card = await screen.findByRole('article', { name: 'Widowmaker' }, SLOW);
    await waitFor(() => expect(text(card)).toContain('52 / 63 DP'));
    await user.click(within(card).getByRole('button', { name: 'Refit' }));
    await waitFor(() => expect(text(screen.queryByTestId('dp-spent'))).toBe('52 / 63 DP'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Compare…' }));
    const compare = await screen.findByRole('dialog', { name: 'Compare two designs' }, SLOW);
    await pick(user, within(compare).getByRole('combobox', { name: 'Right' }), 'Gravedigger');
    await waitFor(() => expect(text(within(compare).getByRole('row', { name: /^Design points/ })).replace(/\s+/g, ' ')).toMatch(/52 of 63 DP\s*52 of 63 DP/));
  });

  it('#6: founding with the organizer’s pick of sponsors, the stables table counts the same +3', async () => {
    const l = await league();
    await l.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9', owner: '' });
    const user = typist();
    l.render(<FoundingWizard franchiseId={f.id} />);
    await user.click(await screen.findByRole('button', { name: 'Next: Roster' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Next: Sponsors' }));
    const wizard = screen.getByTestId('founding-wizard');
    for (const s of ['Car manufacturer', 'Oil company', 'Energy company'])
      await user.click(await within(wizard).findByRole('checkbox', { name: new RegExp(`^${s}`) }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Next: Stables' }));
    await user.click(within(wizard).getByRole('button', { name: 'Design a car' }));
    await waitFor(() => expect(text(screen.queryByTestId('dp-spent'))).toBe('10 / 63 DP'), SLOW);
    await user.click(screen.getByTestId('designer-submit'));
    const stables = await screen.findByRole('region', { name: 'Stables' }, SLOW);
    await waitFor(() => expect(text(within(stables).getByRole('row', { name: /Car 1/ }))).toContain('10 / 63'));
  });

  it('#12: Toughness by its rulebook name; Cancel after changes asks (Keep editing keeps them, Discard leaves); without changes it leaves at once', async () => {
    const l = await league();
    const id = await foundReapers(l);
    const user = typist();
    renderScreen(l, `#/garage/${id}/new`);
    const designer = await screen.findByTestId('car-designer', {}, SLOW);
    const toughness = within(designer).getByRole('combobox', { name: 'Toughness' });
    await user.click(toughness);
    const list = document.getElementById(toughness.getAttribute('aria-controls')!)!;
    expect(text(within(list).getByRole('option', { name: /^Toughness 3 · 12 DP/, hidden: true }))).toContain('a critical hit every 3 damage points');
    await user.click(within(list).getByRole('option', { name: /^Toughness 2 · 6 DP/, hidden: true }));
    await waitFor(() => expect(text(designer.querySelector('[data-path="toughness"]'))).toContain('Toughness 2: a critical hit every 2 damage points'));
    const fuel = within(designer).getByRole('textbox', { name: 'Fuel capacity' }) as HTMLInputElement;
    await retype(user, fuel, '48');
    await user.tab();
    expect(fuel.value).toBe('48');
    await waitFor(() => expect(text(screen.getByTestId('design-problems'))).not.toContain('Fuel capacity'));

    await user.click(within(designer).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the changes?' }, SLOW);
    expect(text(dialog)).toContain('The changes to “Car 4” are not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect((within(designer).getByRole('textbox', { name: 'Fuel capacity' }) as HTMLInputElement).value).toBe('48');
    expect(window.location.hash).toBe(`#/garage/${id}/new`);
    await user.click(within(designer).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard the changes?' }, SLOW)).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/garage/${id}`));

    // Nothing changed: Cancel leaves at once.
    window.location.hash = `#/garage/${id}/new`;
    const again = await screen.findByTestId('car-designer', {}, SLOW);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/garage/${id}`));
    expect(screen.queryByRole('dialog', { name: 'Discard the changes?' })).toBeNull();
  });

  it('#12: a franchise name ending in s reads “Rust Belt Reapers’ cars” on match Setup', async () => {
    const l = await league();
    await foundReapers(l);
    await l.call('franchise.found', {
      sponsors: ['Oil company', 'Energy company', 'Medical services'],
      name: 'Ash Valley Angels',
      colour: '#2980b9',
      owner: '',
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} Ash` })),
      mechanicRating: 2,
      vehicles: [1, 2, 3].map((i) => ({ design: machinegunCar(`Ash ${i}`) })),
    });
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1 });
    await l.call('match.preMatch', { matchId: m.id });
    renderScreen(l, `#/match/${m.id}/setup`);
    await screen.findByRole('button', { name: 'Save Rust Belt Reapers’ cars' }, SLOW);
    expect(screen.getByRole('button', { name: 'Save Ash Valley Angels’ cars' })).toBeTruthy();
    expect(screen.queryAllByText(/Reapers[’']s/)).toEqual([]);
  });
});
