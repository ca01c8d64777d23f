// @vitest-environment happy-dom
/**
 * Issue 19 #19, moved from tests/e2e/organizer-fixes.spec.ts: with the dice typed at the table, every die of a roll
 * goes in one field, each checked against its own roll; a word that is no number is named before anything is sent, a
 * die no d6 shows or an extra die is refused by the service and nothing is written, and the right dice go through as
 * one roll (Dirty Wheels' initiative: a d6 per car).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { toyBox } from '../../support/leagueRecipes';

const text = (e: Element | null) => (e?.textContent ?? '').trim();

describe('typed dice at a Dirty Wheels table (issue 19 #19)', () => {
  const league = useComponentLeague();

  it('every die in one field, each checked; a bad die or an extra one is refused and nothing written', async () => {
    const l = await league();
    const recipe = toyBox('typed-dice', { diceMode: 'manual' }, async (call, [rats, dogs]) => [
      (await call<{ id: number }>('schedule.add', { track: 'Backyard Brawl', franchiseIds: [rats, dogs] })).id,
    ]);
    const { matchIds } = await recipe.build(l.call, () => Promise.reject(new Error('not used')));
    const matchId = matchIds[0]!;
    const logged = async () => (await l.call<{ log: unknown[] }>('dwTable.state', { matchId })).log.length;
    const user = typist();
    renderScreen(l, `#/match/${matchId}`, 'dirtywheels');
    await user.click(await screen.findByRole('button', { name: 'Roll initiative' }, SLOW));

    // Initiative rolls a d6 per car: both in the one field. A word that is no number is named before anything is sent.
    // The dialog is asked again after a refusal: each step finds it (and its field) anew, as a person looks again.
    const dialog = () => screen.getByRole('dialog', { name: 'Roll 1d6' });
    const box = () => within(dialog()).getByRole('textbox', { name: 'Result of 1d6' }) as HTMLInputElement;
    const alert = () => text(within(dialog()).getByRole('alert'));
    const use = () => user.click(within(dialog()).getByRole('button', { name: 'Use this roll' }));
    await screen.findByRole('dialog', { name: 'Roll 1d6' }, SLOW);
    const retype = async (dice: string) => {
      await user.clear(box());
      await user.type(box(), dice);
    };
    await retype('6 x');
    await waitFor(() => expect(alert()).toBe('Die 2 (“x”) is not a whole number.'));
    expect((within(dialog()).getByRole('button', { name: 'Use this roll' }) as HTMLButtonElement).disabled).toBe(true);

    // A die no d6 shows: the service names it; the dice before it stand, it comes back in the field to correct.
    await retype('6 9');
    await waitFor(() => expect(text(within(dialog()).getByRole('table', { name: 'Typed dice' }))).toContain('Die 2'));
    await use();
    await waitFor(() => expect(alert()).toContain('The value 9 typed for'), SLOW);
    expect(alert()).toContain('expected 1 to 6');
    await waitFor(() => expect(box().value).toBe('9'));
    expect(text(dialog())).toContain('Hauler');
    expect(await logged()).toBe(0);

    // One die too many: refused, nothing rolled; then the right dice go through as one roll.
    await retype('1 4');
    await use();
    await waitFor(() => expect(alert()).toContain('remove the extra one'), SLOW);
    expect(await logged()).toBe(0);
    await retype('1');
    await use();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Roll 1d6' })).toBeNull(), SLOW);
    const lastRoll = await screen.findByLabelText('Last roll', {}, SLOW);
    expect(text(lastRoll)).toContain('initiative score 8');
    expect(text(lastRoll)).toContain('initiative score 3');
    expect(await logged()).toBe(1);
  });
});
