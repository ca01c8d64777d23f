// @vitest-environment happy-dom
/**
 * Issue 19 #13, a roll that went through, moved from tests/e2e/organizer-fixes.spec.ts (issue 22): on Dirty Wheels'
 * match page (Toy Box, Rust Rats v Mud Dogs), initiative's result is shown on top and the calculator moves on to
 * shooting with no refusal; a destroyed car rolled on the destruction table is not offered again as a refusal; and an
 * impossible roll chosen afterwards is refused in words before rolling. That the result is in view (layout) stays in
 * the spec.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';
import { toyBox } from '../../support/leagueRecipes';

const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('a roll that went through (issue 19 #13) (component, real services)', () => {
  const league = useComponentLeague();

  it('initiative on top and the calculator on to shooting; a destroyed car rolled once is not offered as a refusal; initiative afterwards refused in words', async () => {
    const l = await league({ ruleset: 'dirtywheels' });
    const recipe = toyBox('toy-box-rats-dogs', {}, async (call, [rats, dogs]) => [
      (await call<{ id: number }>('schedule.add', { track: 'Backyard Brawl', franchiseIds: [rats!, dogs!] })).id,
    ]);
    const { matchIds } = await recipe.build(l.call, () => Promise.reject(new Error('not used')));
    const matchId = matchIds[0]!;
    const user = typist();

    renderScreen(l, `#/match/${matchId}`, 'dirtywheels');
    await user.click(await screen.findByRole('button', { name: 'Roll initiative' }, SLOW));
    await waitFor(() => expect(text(screen.getByLabelText('Last roll'))).toContain('initiative score'), SLOW);
    await waitFor(() => expect(combobox('Calculator').value).toBe('Shoot — Shooting'), SLOW);
    expect(screen.queryByText('Not allowed')).toBeNull();
    expect(text(document.body)).not.toContain('Round 1 is under way');

    // Zip is destroyed (a correction, as the organizer makes one); the page opened again reads it.
    const s = await l.call<{ teams: { cars: { vehicleId: number; name: string }[] }[] }>('dwTable.state', { matchId });
    const zip = s.teams.flatMap((t) => t.cars).find((c) => c.name === 'Zip')!;
    await l.call('dwTable.act', { matchId, intent: { kind: 'correct', car: zip.vehicleId, change: 'destroyed', amount: 1, reason: 'off the table' } });
    cleanup();
    renderScreen(l, `#/match/${matchId}`, 'dirtywheels');
    await pick(user, await screen.findByRole('combobox', { name: 'Calculator' }, SLOW), 'Destruction table — Shooting › Destruction table');
    await pick(user, await screen.findByRole('combobox', { name: 'Destroyed car' }, SLOW), 'Zip');
    await user.click(screen.getByRole('button', { name: 'Roll on the table' }));
    await waitFor(() => expect(text(screen.getByLabelText('Last roll'))).toContain('Zip'), SLOW);
    // Rolled once, the same car is not offered as a refusal: no red box, the choice cleared.
    await waitFor(() => expect(combobox('Destroyed car').value).toBe(''), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not allowed')).toBeNull();
    const log = await l.call<{ purpose: string }[]>('dice.log', { limit: 10 });
    expect(log.some((r) => r.purpose.includes('Zip'))).toBe(true);

    // Choosing an impossible roll afterwards is still refused, in words, before rolling.
    await pick(user, combobox('Calculator'), 'Initiative — The Rules');
    await waitFor(() => expect(text(screen.getByRole('alert'))).toContain('Round 1'), SLOW);
    expect((screen.getByRole('button', { name: 'Roll initiative' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
