// @vitest-environment happy-dom
/**
 * Match › Result, the form's own logic, moved from tests/e2e/match-night.spec.ts (issue 22): a points box typed into
 * after select-all (issue 11 #7's first steps), a result filled from the assistant and corrected by hand (issue 10),
 * and typed dice asked one after another in the same dialog (issue 11). The Match screen is the app's own over a real
 * league file; what needs the shell (Ctrl+Z, a reload) stays in the spec.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { foundAll } from '../../support/leagueRecipes';
import { renderScreen, retype, SLOW, typist } from '../../support/componentScreens';

type Details = { vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] };
type Seat = { vehicleId: number; driverId: number };

/** Two franchises (six competitors, three test cars each), a 1-heat race with the pre-match rolls made and two cars each assigned. */
async function assignedRace(l: ComponentLeague): Promise<{ matchId: number; seats: Seat[][] }> {
  await l.call('league.updateSettings', { seed: 2024 });
  const ids = await foundAll(l.call, [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
  ]);
  const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1 });
  await l.call('match.preMatch', { matchId: m.id });
  const seats: Seat[][] = [];
  for (const id of ids) {
    const d = await l.call<Details>('franchise.details', { id });
    const usable = d.roster.filter((c) => c.usable);
    const cars = [0, 1].map((i) => ({ vehicleId: d.vehicles[i]!.id, driverId: usable[i]!.id }));
    await l.call('match.assign', { matchId: m.id, franchiseId: id, heats: [{ heat: 1, cars }] });
    seats.push(cars);
  }
  return { matchId: m.id, seats };
}

const points = (who: string) => screen.findByRole('textbox', { name: `Points of ${who}` }, SLOW) as Promise<HTMLInputElement>;
const previewButton = () => screen.getByTestId('preview-result') as HTMLButtonElement;

describe('Match › Result (component, real services)', () => {
  const league = useComponentLeague();

  it('a points box after select-all + Backspace is blank, named and blocks the preview; 32 typed is 32 (issue 11 #7)', async () => {
    const l = await league();
    const { matchId } = await assignedRace(l);
    const user = typist();
    renderScreen(l, `#/match/${matchId}/result`);
    const ace = await points('Ace Rust');
    await user.click(ace);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    // Blank, not a "0" before the caret.
    expect(ace.value).toBe('');
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Points of Ace Rust: Enter a number'))).toBe(true));
    expect(previewButton().disabled).toBe(true);
    await user.keyboard('32');
    // Typing 32 gives 32, not 320.
    expect(ace.value).toBe('32');
    // The team's total (“<b>32</b> match points”) follows.
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '32 match points', {}, SLOW);
    await waitFor(() => expect(previewButton().disabled).toBe(false));
  });

  it('a result filled from the assistant says so; a value corrected by hand is kept and said to be (issue 10)', async () => {
    const l = await league();
    const { matchId, seats } = await assignedRace(l);
    // Heat 1 played with the assistant: the Reapers' first car wins it (6 points to Ace Rust), the Angels' first comes second (4 to Ace Ash).
    await l.call('assistant.act', { matchId, intent: { kind: 'start-heat', heat: 1 } });
    const score = (seat: Seat, add: number) => ({
      vehicleId: seat.vehicleId,
      change: { field: 'crewPoints', competitorId: seat.driverId, add },
      why: `finished with ${add} points`,
      rule: 'gaps.md #38',
    });
    await l.call('assistant.act', { matchId, intent: { kind: 'finish', effects: [score(seats[0]![0]!, 6), score(seats[1]![0]!, 4)], startNext: false } });
    const user = typist();
    renderScreen(l, `#/match/${matchId}/result`);
    await screen.findByText(/Filled in from the match assistant \(heat 1 played\)/, {}, SLOW);
    expect((await points('Ace Rust')).value).toBe('6');
    expect((await points('Ace Ash')).value).toBe('4');
    expect(screen.queryByText(/your corrections kept/)).toBeNull();
    await retype(user, await points('Ace Ash'), '2');
    expect((await points('Ace Ash')).value).toBe('2');
    await screen.findByText(/your corrections kept/, {}, SLOW);
  });

  it('typed dice: each roll is asked in the same dialog, updated in place, and its box takes what is typed after select-all (issue 11)', async () => {
    const l = await league();
    const { matchId } = await assignedRace(l);
    await l.call('league.updateSettings', { diceMode: 'manual' });
    const user = typist();
    renderScreen(l, `#/match/${matchId}/result`);
    // Enough points for a level: the post-match asks for advancement dice (a dozen rolls; the first two show the
    // dialog's behaviour, and a typed roll's way through the post-match is the services' test: tests/services).
    await retype(user, await points('Ace Rust'), '32');
    await user.click(previewButton());
    const first = await waitFor(() => {
      const q = document.querySelector<HTMLElement>('[role="dialog"] [data-question]');
      if (!q) throw new Error('no question asked');
      return q;
    }, SLOW);
    const dialog = first.closest<HTMLElement>('[role="dialog"]')!;
    const box = () => within(dialog).getByRole('textbox', { name: /^Result of / }) as HTMLInputElement;
    const use = () => within(dialog).getByRole('button', { name: 'Use this roll' }) as HTMLButtonElement;
    await user.click(box());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(box().value).toBe('');
    expect(use().disabled).toBe(true);

    /** Types the low end of the range the question names, e.g. "(2–12)", and waits for the next question or the preview. */
    const answer = async () => {
      const question = dialog.querySelector<HTMLElement>('[data-question]')!;
      const n = question.dataset.question;
      const range = /\((\d+)(?:[–-]| to )(\d+)\)/.exec(question.querySelector('p')!.textContent ?? '');
      expect(range, 'the question names the range of its roll').not.toBeNull();
      await retype(user, box(), range![1]!);
      expect(box().value).toBe(range![1]);
      await user.click(use());
      await waitFor(() => {
        const next = document.querySelector<HTMLElement>('[data-question]');
        if (next?.dataset.question === n) throw new Error(`question ${n} still asked`);
        if (!next && !screen.queryByRole('heading', { name: 'Post-match preview' })) throw new Error('neither a question nor the preview');
      }, SLOW);
    };
    await answer();
    // The next roll is asked in the very dialog that asked the first: not closed and opened again.
    expect(dialog.isConnected).toBe(true);
    expect(dialog.querySelector('[data-question]')).not.toBeNull();
    // The second roll is typed the same way; the post-match goes on (the next question, or the preview when none is left).
    await answer();
  });
});
