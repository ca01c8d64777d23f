// @vitest-environment happy-dom
/**
 * Moved from tests/e2e/league.spec.ts: the League overview's forms refuse bad names next to the field and write
 * nothing: a franchise's name empty, over 60 characters, or taken in another case; the league's name empty.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

describe('League overview: names refused next to the field, nothing written', () => {
  const league = useComponentLeague();

  it('a franchise name empty, too long or taken; the league’s name empty', async () => {
    const l = await league();
    const user = typist();
    renderScreen(l, '#/league');
    const add = await screen.findByRole('button', { name: 'Add franchise' }, SLOW);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(add);
    await screen.findByText('Franchise name cannot be empty', {}, SLOW);
    await user.type(name, 'x'.repeat(61));
    await screen.findByText('Franchise name can be at most 60 characters', {}, SLOW);
    await user.clear(name);
    await user.type(name, 'Reapers');
    await user.click(add);
    await screen.findByRole('link', { name: 'Reapers' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'REAPERS');
    await user.click(screen.getByRole('button', { name: 'Add franchise' }));
    await screen.findByText('“Reapers” is already taken', {}, SLOW);
    expect((await l.call<{ name: string }[]>('franchise.list', {})).map((f) => f.name)).toEqual(['Reapers']);

    await user.click(screen.getByRole('button', { name: 'Rename league' }));
    const leagueName = await screen.findByRole('textbox', { name: 'League name' }, SLOW);
    await user.clear(leagueName);
    await user.click(screen.getByRole('button', { name: 'Save league name' }));
    await screen.findByText('League name cannot be empty', {}, SLOW);
    expect((await l.call<{ name: string }>('league.get', {})).name).toBe('Component league');
    expect(screen.getAllByRole('link', { name: 'Reapers' })).toHaveLength(1);
  });
});
