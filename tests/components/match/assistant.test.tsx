// @vitest-environment happy-dom
/**
 * The match assistant's screen logic, moved from tests/e2e/match-assistant.spec.ts and match-assistant-league.spec.ts
 * (issue 22): the heat started by the organizer, the calculators' drawers (every modifier before and after the roll,
 * apply, the rule's refusal), Undo step, the dice log, the end-of-heat dialog and the Result filled from the heats
 * played. The Match screen is the app's own (`#/match/N/assistant`) over a real league file; what needs a browser (the
 * keyboard at the table, the fit at 1024x700, a reload and a host restart) stays in the spec.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { pick, renderScreen, SLOW, typist } from '../../support/componentScreens';
import { foundAll } from '../../support/leagueRecipes';

type Details = { vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] };

const FOUR = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
  ['Cobalt Coyotes', '#16a085'],
  ['Dune Drifters', '#d4ac0d'],
] as const;

/** A 2-heat race at Denver Speedway with the pre-match rolls made, and the franchises of `teams` founded; nobody assigned. */
async function race(l: ComponentLeague, teams: readonly (readonly [string, string])[]): Promise<{ matchId: number; ids: number[] }> {
  const ids = await foundAll(l.call, teams);
  const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await l.call('match.preMatch', { matchId: m.id });
  return { matchId: m.id, ids };
}

/** `cars` of a franchise's cars, one usable competitor each, in both heats (as Setup → Save does). */
async function assign(l: ComponentLeague, matchId: number, franchiseId: number, cars: number) {
  const d = await l.call<Details>('franchise.details', { id: franchiseId });
  const usable = d.roster.filter((c) => c.usable);
  const seats = d.vehicles.slice(0, cars).map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id }));
  await l.call('match.assign', { matchId, franchiseId, heats: [1, 2].map((heat) => ({ heat, cars: seats })) });
}

const position = () => screen.getByTestId('assistant-position').textContent;
const atPosition = (text: string) => waitFor(() => expect(position()).toBe(text), SLOW);
const card = (name: string) => screen.getByLabelText(new RegExp(`^${name}, `));
const button = (within_: HTMLElement, name: string | RegExp) => within(within_).getByRole('button', { name });
const disabled = (e: HTMLElement) => (e as HTMLButtonElement).disabled;

/** The drawer of `title` once it shows `text`; the drawer renders in a portal, outside the screen's own tree. */
async function drawer(title: string, text: string | RegExp): Promise<HTMLElement> {
  const d = await screen.findByRole('dialog', { name: title }, SLOW);
  await within(d).findByText(text, {}, SLOW);
  return d;
}

/** Places the cars in the end-of-heat dialog, then its finish button. */
async function finishHeat(user: UserEvent, heat: number, places: Record<string, RegExp>, finish: string) {
  await user.click(screen.getByRole('button', { name: 'End heat' }));
  const dialog = await screen.findByRole('dialog', { name: `End of heat ${heat}` }, SLOW);
  for (const [car, place] of Object.entries(places)) await pick(user, within(dialog).getByRole('combobox', { name: `Place of ${car}` }), place);
  await user.click(within(dialog).getByRole('button', { name: finish }));
}

describe('the match assistant (component, real services)', () => {
  const league = useComponentLeague();

  it('Part III › Turn Sequence and Part IV › Speed, Part V › Shooting: a heat refereed at the table; every modifier shown before and after the roll, apply, a second speed change refused, undo, the dice log, the result from heat 1 (gaps.md #38)', async () => {
    const l = await league();
    const { matchId, ids } = await race(l, FOUR.slice(0, 2));
    for (const id of ids) await assign(l, matchId, id, 1);
    const user = typist();
    renderScreen(l, `#/match/${matchId}/assistant`);

    // The heat starts when the organizer says so, with the crews assigned by then.
    await user.click(await screen.findByRole('button', { name: 'Start heat 1 with 2 cars' }, SLOW));
    await atPosition('Heat 1 · Turn 1 · Initiative');

    // Initiative: 1d6 + initiative for each car, from the league's dice.
    await user.click(screen.getByTestId('roll-initiative'));
    await waitFor(() => expect(within(card('Rust 1')).getByText(/^Init \d+$/)).toBeTruthy(), SLOW);
    await user.click(screen.getByTestId('next-step'));
    await atPosition('Heat 1 · Turn 1 · Speed changes');

    // Speed: the acceleration roll shows its modifiers before the roll and the roll against them after.
    await user.click(button(card('Rust 1'), 'Accelerate'));
    const accelerate = await drawer('Accelerate', 'Acceleration rating');
    await user.click(button(accelerate, 'Roll'));
    await within(accelerate).findByText('Roll under', {}, SLOW);
    expect(within(accelerate).getByText('Changes to the cards')).toBeTruthy();
    await user.click(button(accelerate, 'Apply to cards'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accelerate' })).toBeNull(), SLOW);
    // One speed change a turn: the car's Accelerate is marked done (a click does nothing), and its key A opens the
    // drawer with the rule's refusal and no roll.
    await waitFor(() => expect(button(card('Rust 1'), '✓ Accelerate').getAttribute('aria-disabled')).toBe('true'), SLOW);
    await user.click(card('Rust 1'));
    await user.keyboard('a');
    const again = await drawer('Accelerate', /has already changed speed this turn/);
    expect(within(again).getByRole('alert').textContent).toContain('The rules do not allow this');
    expect(disabled(button(again, 'Roll'))).toBe(true);
    await user.click(button(again, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accelerate' })).toBeNull(), SLOW);

    await user.click(screen.getByTestId('next-step'));
    await atPosition("Heat 1 · Turn 1 · Movement points and driver's options");
    await user.click(screen.getByTestId('roll-mp'));
    await waitFor(() => expect(screen.getAllByText(/MP \d+ · spent 0/)).toHaveLength(2), SLOW);
    await user.click(screen.getByTestId('next-step'));
    await atPosition('Heat 1 · Turn 1 · Phase 1');

    // Fire: the machinegun at short range, every modifier listed; apply puts the ammo and damage on the cards.
    await user.click(button(card('Rust 1'), 'Fire'));
    const fire = await drawer('Fire a weapon', 'Range (hexes)');
    const range = within(fire).getByRole('textbox', { name: 'Range (hexes)' });
    await user.clear(range);
    await user.type(range, '2');
    await within(fire).findByRole('cell', { name: 'Short range' }, SLOW);
    await user.click(button(fire, 'Roll'));
    await within(fire).findByText('Attack roll', {}, SLOW);
    await user.click(button(fire, 'Apply to cards'));
    await waitFor(() => expect(within(card('Rust 1')).getByText('9/10 ammo')).toBeTruthy(), SLOW);
    const dice = async () => (await l.call<{ counter: number }>('league.settings', {})).counter;
    const rolledWithShot = await dice();

    // Undo takes the shot back in the league (the dice counter too), and its outcome off the card: the apply, then the roll.
    await user.click(screen.getByRole('button', { name: 'Undo step' }));
    await user.click(screen.getByRole('button', { name: 'Undo step' }));
    await waitFor(() => expect(within(card('Rust 1')).getByText('10/10 ammo')).toBeTruthy(), SLOW);
    expect(await dice()).toBeLessThan(rolledWithShot);
    await atPosition('Heat 1 · Turn 1 · Phase 1');

    // The match's dice log lists every roll that stands.
    await user.click(screen.getByRole('tab', { name: 'Dice log' }));
    const log = await screen.findByRole('table', { name: 'Dice log' }, SLOW);
    await within(log).findByText('initiative: Rust 1', {}, SLOW);

    // End the heat: finishing places score 6 and 4 (gaps.md #38); heat 2 starts with nothing recorded in it.
    await finishHeat(user, 1, { 'Rust 1': /^1st/, 'Ash 1': /^2nd/ }, 'Finish and start heat 2');
    await atPosition('Heat 2 · Turn 1 · Initiative');
    await user.click(screen.getByRole('button', { name: 'End heat' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End of heat 2' }, SLOW)).getByRole('button', { name: 'Finish the last heat' }));
    await atPosition('Heat 2 · over after turn 1');

    // The Result tab: only heat 1 counts, and says so.
    await user.click(screen.getByRole('tab', { name: 'Result' }));
    await screen.findByText(/Filled in from the match assistant \(heat 1 played\)/, {}, SLOW);
    expect((screen.getByRole('textbox', { name: 'Points of Ace Rust' }) as HTMLInputElement).value).toBe('6');
    expect((screen.getByRole('textbox', { name: 'Points of Ace Ash' }) as HTMLInputElement).value).toBe('4');
  });

  it('Part III › Turn Sequence: four franchises, Setup first and no heat by itself; crews saved before the first roll join; the table view; two heats played give the result', async () => {
    const l = await league();
    const { matchId, ids } = await race(l, FOUR);
    const user = typist();

    // The first franchise's crews saved: the screen opens on Setup and no heat starts by itself.
    await assign(l, matchId, ids[0]!, 1);
    const first = renderScreen(l, `#/match/${matchId}`);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Setup' }).getAttribute('aria-selected')).toBe('true'), SLOW);
    await user.click(screen.getByRole('tab', { name: 'Assistant' }));
    await screen.findByText('Heat 1 has not started', {}, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Start heat 1 with 1 car' }, SLOW));
    await atPosition('Heat 1 · Turn 1 · Initiative');

    // The other three save their crews before the first roll: they join the heat (read again, as the screen does on opening).
    for (const id of ids.slice(1)) await assign(l, matchId, id, 1);
    first.unmount();
    renderScreen(l, `#/match/${matchId}/assistant`);
    await atPosition('Heat 1 · Turn 1 · Initiative');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="car-card-"]')).toHaveLength(4), SLOW);
    await user.click(screen.getByTestId('roll-initiative'));
    await waitFor(() => expect(screen.getByTestId('roll-initiative').textContent).toBe('✓ Initiative rolled'), SLOW);

    // The compact view: one row per car.
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Cars at the table' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);

    // Rust 1 first (6 points), Ash 1 second (4); heat 2 with the same four, won by Cobalt 1.
    await finishHeat(user, 1, { 'Rust 1': /^1st/, 'Ash 1': /^2nd/ }, 'Finish and start heat 2');
    await atPosition('Heat 2 · Turn 1 · Initiative');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="car-row-"]')).toHaveLength(4), SLOW);
    await user.click(screen.getByTestId('roll-initiative'));
    await waitFor(() => expect(screen.getByTestId('roll-initiative').textContent).toBe('✓ Initiative rolled'), SLOW);
    await finishHeat(user, 2, { 'Cobalt 1': /^1st/ }, 'Finish the last heat');
    await atPosition('Heat 2 · over after turn 1');

    // The Result tab: filled from both heats, and says so.
    await user.click(screen.getByRole('tab', { name: 'Result' }));
    await screen.findByText(/Filled in from the match assistant \(heats 1 and 2 played\)/, {}, SLOW);
    const points = (who: string) => (screen.getByRole('textbox', { name: `Points of ${who}` }) as HTMLInputElement).value;
    expect(points('Ace Rust')).toBe('6');
    expect(points('Ace Ash')).toBe('4');
    expect(points('Ace Cobalt')).toBe('6');
  });
});
