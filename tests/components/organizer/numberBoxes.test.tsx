// @vitest-environment happy-dom
/**
 * Issue 11 #1 outside the designer, moved from tests/e2e/organizer-polish.spec.ts: the number boxes take what is typed
 * after select-all + Backspace: the Stores' How many, the trade's agreed price, the league seed and a house rule (saved
 * and read back), the schedule's Heats and Generate fixtures' Days between rounds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, retype, SLOW, typist } from '../../support/componentScreens';
import { foundAll, REAPERS_ANGELS } from '../../support/leagueRecipes';

const value = (e: HTMLElement) => (e as HTMLInputElement).value;
const buyButton = (stores: HTMLElement) => within(stores).getByRole('button', { name: /^Buy for/ }) as HTMLButtonElement;

describe('number boxes take what is typed after select-all (issue 11 #1)', () => {
  const league = useComponentLeague();

  it('Stores: a cleared box buys nothing and says why; 32 is 32, not 320; 7.5 is named', async () => {
    const l = await league();
    const [reapers] = await foundAll(l.call, REAPERS_ANGELS);
    const user = typist();
    renderScreen(l, `#/garage/${reapers}`);
    const stores = await screen.findByRole('region', { name: 'Stores' }, SLOW);
    const many = within(stores).getByRole('textbox', { name: 'How many' });
    await retype(user, many, '');
    await waitFor(() => expect(within(stores).getByText('Enter a number')).toBeTruthy());
    expect(buyButton(stores).textContent).toBe('Buy for 0k');
    expect(buyButton(stores).disabled).toBe(true);
    await user.keyboard('32');
    expect(value(many)).toBe('32');
    const each = Number(
      within(stores)
        .getByText(/k each/)
        .textContent!.match(/(\d+)k each/)![1],
    );
    await waitFor(() => expect(buyButton(stores).textContent).toBe(`Buy for ${32 * each}k`));
    expect(buyButton(stores).disabled).toBe(false);
    await retype(user, many, '7.5');
    expect(value(many)).toBe('7.5');
    await waitFor(() => expect(within(stores).getByText('Whole numbers only: 7.5 has a fraction')).toBeTruthy());
    expect(buyButton(stores).textContent).toBe('Buy for 0k');
    expect(buyButton(stores).disabled).toBe(true);
  });

  it('Roster › Trade: the agreed price, 30 and -30, moves the money each way', async () => {
    const l = await league();
    const [reapers] = await foundAll(l.call, REAPERS_ANGELS);
    const user = typist();
    renderScreen(l, `#/roster/${reapers}`);
    await user.click(await screen.findByRole('button', { name: 'Trade' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await pick(user, within(dialog).getByRole('combobox', { name: 'With' }), 'Ash Valley Angels');
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Ace Rust/ }, SLOW));
    const price = within(dialog).getByRole('textbox', { name: /Agreed price/ });
    await retype(user, price, '30');
    expect(value(price)).toBe('30');
    await waitFor(() => expect(dialog.textContent).toContain('Rust Belt Reapers: +20k; Ash Valley Angels: −40k.'));
    await retype(user, price, '-30');
    await waitFor(() => expect(dialog.textContent).toContain('Rust Belt Reapers: −40k; Ash Valley Angels: +20k.'));
  });

  it('League › Settings: the seed and a house rule’s number, saved and read back', async () => {
    const l = await league();
    const user = typist();
    renderScreen(l, '#/league/settings');
    const panel = await screen.findByTestId('settings-panel', {}, SLOW);
    const seed = await within(panel).findByRole('textbox', { name: 'League seed' }, SLOW);
    await retype(user, seed, '32');
    expect(value(seed)).toBe('32');
    await waitFor(() => expect(within(panel).getByText(/Saving a new seed starts its dice sequence from the beginning/)).toBeTruthy());
    const traitCap = within(panel.querySelector<HTMLElement>('[data-rule="driver.traitCap"]')!).getByRole('textbox');
    await retype(user, traitCap, '8');
    expect(value(traitCap)).toBe('8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull(), SLOW);
    expect((await l.call<{ seed: number }>('league.get', {})).seed).toBe(32);
    const settings = await l.call<{ houseRules: { key: string; value: unknown }[] }>('league.settings', {});
    expect(settings.houseRules.find((r) => r.key === 'driver.traitCap')!.value).toBe(8);
  });

  it('the schedule: Heats on Add an event (32 is over 5 and adds nothing; 3 adds), Days between rounds in Generate fixtures', async () => {
    const l = await league();
    await foundAll(l.call, REAPERS_ANGELS);
    const user = typist();
    renderScreen(l, '#/season/schedule');
    const heats = await screen.findByRole('textbox', { name: 'Heats' }, SLOW);
    await retype(user, heats, '3');
    expect(value(heats)).toBe('3');
    await retype(user, heats, '32');
    await waitFor(() => expect(screen.getByText('At most 5')).toBeTruthy());
    await user.type(screen.getAllByLabelText(/^Track/)[0]!, 'Denver Speedway');
    await user.click(screen.getByRole('button', { name: 'Add to the schedule' }));
    // Held while the box does not read: nothing was added.
    expect(await l.call<unknown[]>('schedule.list', {})).toEqual([]);
    await retype(user, heats, '3');
    await user.click(screen.getByRole('button', { name: 'Add to the schedule' }));
    await waitFor(async () => expect((await l.call<{ fields: { heats?: number } }[]>('schedule.list', {})).map((m) => m.fields.heats)).toEqual([3]), SLOW);

    await user.click(screen.getByRole('button', { name: 'Generate fixtures…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate fixtures' }, SLOW);
    const days = within(dialog).getByRole('textbox', { name: 'Days between rounds' });
    await retype(user, days, '14');
    expect(value(days)).toBe('14');
  });
});
