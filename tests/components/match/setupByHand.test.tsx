// @vitest-environment happy-dom
/**
 * Match › Setup filled by hand, moved from tests/e2e/league-season-flow.spec.ts (issue 22: the journey now sets its
 * crews through the services): the pre-match rolls made from their button (Part I › Quirks › Heart condition, gaps.md
 * #21: they come before any assignment), a car and its driver picked for heat 1, “Same for every heat” copying heat 1
 * to heat 2, and Save writing both heats and then standing disabled until the form changes again. The screen is the
 * app's own (`#/match/N/setup`) over a real league file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dethmetalTeam, type MatchView } from '../../../src-shared/ipc';
import { useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';
import { foundAll, REAPERS_ANGELS } from '../../support/leagueRecipes';

describe('Match › Setup by hand (component, real services)', () => {
  const league = useComponentLeague();

  it('the pre-match rolls from the button, one car and driver picked, Same for every heat, Save writes both heats', async () => {
    const l = await league();
    const [reapers] = (await foundAll(l.call, REAPERS_ANGELS)) as [number, number];
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 2 });
    const user = typist();
    renderScreen(l, `#/match/${m.id}/setup`);

    // Before the rolls, nobody can be put in; the button makes them.
    await screen.findByText(/^Assignments open once the pre-match rolls are made/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Make the pre-match rolls' }));
    await screen.findByText(/^Made:/, {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Make the pre-match rolls' })).toBeNull();
    expect((await l.call<MatchView>('match.get', { matchId: m.id })).details).toMatchObject({ preMatch: expect.anything() });

    const save = await screen.findByRole('button', { name: 'Save Rust Belt Reapers’ cars' }, SLOW);
    const card = save.closest<HTMLElement>('.mantine-Card-root')!;
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const field = (heat: number, what: string) => card.querySelector<HTMLInputElement>(`input[aria-label="Rust Belt Reapers, heat ${heat} ${what}"]`)!;
    await pick(user, field(1, 'car 1'), 'Rust 1');
    await pick(user, field(1, 'driver 1 (car 1)'), 'Ace Rust');
    expect(field(2, 'car 1').value).toBe('');
    await user.click(within(card).getByRole('button', { name: 'Same for every heat' }));
    await waitFor(() => expect(field(2, 'car 1').value).toBe('Rust 1'));
    expect(field(2, 'driver 1 (car 1)').value).toBe('Ace Rust');

    // Nothing is written until Save; Save writes both heats and the button stands disabled again.
    expect(dethmetalTeam(await l.call<MatchView>('match.get', { matchId: m.id }), reapers).assignments).toEqual([]);
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    await screen.findByText('Rust Belt Reapers: cars assigned', {}, SLOW);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true), SLOW);
    const saved = await l.call<MatchView>('match.get', { matchId: m.id });
    expect(dethmetalTeam(saved, reapers).assignments.map((a) => `${a.heat} ${a.vehicle} ${a.driver}`)).toEqual(['1 Rust 1 Ace Rust', '2 Rust 1 Ace Rust']);
  });
});
