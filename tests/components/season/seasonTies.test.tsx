// @vitest-environment happy-dom
/**
 * Issue 11, points 2, 3 and 10, as the organizer met them, moved from tests/e2e/season-ties.spec.ts (issue 22: every
 * check in it is what a screen shows for a league's data, nothing needs a real browser): four franchises through a
 * three-match season where two end level on 25 points (one with a win, one without); the standings break the tie by
 * wins and say so (Part VI › Ending a season; gaps.md #83, #84, a house rule shown in Settings); the season end gives
 * the bottom two two contracts each and refuses a third at the field (gaps.md #77); the draft leaves the third place
 * with five competitors, which the preview, the League overview and the schedule all say. The Season, League and
 * Settings screens are the app's own over a real league file (tests/support/leagueRecipes.ts tiedSeason).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { tiedSeason } from '../../support/leagueRecipes';

const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The season-end card of `team`. */
const cardOf = (team: string) =>
  screen
    .getAllByText(team, { exact: true })
    .map((e) => e.closest<HTMLElement>('.mantine-Card-root'))
    .find((c) => c?.querySelector('.mantine-MultiSelect-root'))!;

/** Gives `team` `count` franchise contracts: each time the first competitor offered who does not retire. */
async function contracts(user: UserEvent, team: string, count: number): Promise<HTMLElement> {
  const card = cardOf(team);
  for (let i = 0; i < count; i++) {
    const field = card.querySelector<HTMLInputElement>('.mantine-MultiSelect-inputField')!;
    await user.click(field);
    const list = await waitFor(() => {
      const l = document.getElementById(field.getAttribute('aria-controls') ?? '');
      if (!l) throw new Error(`${team}'s contracts list is not open`);
      return l;
    }, SLOW);
    const option = within(list)
      .getAllByRole('option', { hidden: true })
      .find((o) => o.getAttribute('aria-disabled') !== 'true' && !/retires/.test(text(o)))!;
    await user.click(option);
    await user.keyboard('{Escape}');
  }
  return card;
}

/** Answers each choice with its first option until the preview comes; returns the questions asked. */
async function answerFirst(user: UserEvent, done: () => boolean): Promise<string[]> {
  const seen: string[] = [];
  let last = '0';
  for (let i = 0; i < 200; i++) {
    const question = await waitFor(() => {
      if (done()) return null;
      const q = document.querySelector<HTMLElement>(`[data-question]:not([data-question="${last}"]):not([aria-busy="true"])`);
      if (!q) throw new Error(`no question after question ${last}`);
      return q;
    }, SLOW);
    if (!question) return seen;
    last = question.dataset.question!;
    seen.push(text(question.querySelector('p')));
    const first = within(question)
      .getAllByRole('button', { hidden: true })
      .find((b) => text(b) !== '' && text(b) !== 'Stop')!;
    await user.click(first);
  }
  throw new Error('Neither a choice nor the end came');
}

const render = (l: ComponentLeague, hash: `#/${string}`) => {
  cleanup();
  return renderScreen(l, hash);
};

describe('issue 11: tie-broken standings, contracts per place, a draft that leaves a team short (component, real services)', () => {
  const league = useComponentLeague();

  // Three screens and a whole season end with its draft: a long scenario, not a slow step; the bound only
  // catches a hang on a loaded machine (over three minutes beside other work on two cores, for ~25 s of CPU).
  it('the tie broken by wins and said; two contracts for the bottom two, a third refused; the short roster said in the preview, the League overview and the schedule', {
    timeout: 600_000,
  }, async () => {
    const l = await league();
    // Three matches played: Reapers 33, Angels 35, Coyotes 25 with a win, Dukes 25 without.
    await tiedSeason.build(l.call, (channel, payload) => l.dispatch(channel, payload) as never);
    const user = typist();

    // Point 10: 25 points with a win ranks above 25 points without, and the table says what decided it.
    renderScreen(l, '#/season/standings');
    const table = await screen.findByRole('table', { name: 'Standings' }, SLOW);
    const rows = await waitFor(() => {
      const r = within(table).getAllByRole('row');
      expect(r).toHaveLength(5);
      return r;
    });
    expect(text(rows[3])).toContain('Chrome Coyotes');
    expect(text(rows[3])).toContain('Wins');
    expect(text(rows[4])).toContain('Diesel Dukes');
    expect(text(within(rows[3]!).getAllByRole('cell')[0])).toBe('3');
    expect(text(within(rows[4]!).getAllByRole('cell')[0])).toBe('4');
    // Who beat whom: the Angels outscored the Reapers in one of their three matches (14 to 10), not in the others.
    within(await screen.findByRole('table', { name: 'Who beat whom' }, SLOW)).getByRole('cell', {
      name: 'Ash Valley Angels against Rust Belt Reapers: 1 won, 2 lost, 0 drawn',
    });
    expect(text(screen.getByTestId('leaderboard-points'))).toContain('Top scorers');

    // The tie-breakers are a house rule, shown in Settings like the others (gaps.md #84).
    render(l, '#/league/settings');
    const rule = await waitFor(() => {
      const r = document.querySelector('[data-rule="campaign.standingsTieBreakers"]');
      if (!r) throw new Error('no tie-breakers rule in Settings');
      return r;
    }, SLOW);
    expect(text(rule)).toContain('Standings tie-breakers');
    expect(text(rule)).toContain('Part VI › Ending a season');
    expect(rule.querySelector('[data-gaps]')!.getAttribute('data-gaps')).toBe('gaps.md #83, #84');

    // Point 2: the Dukes (4th) get two contracts; a third cannot be chosen. The top two get three.
    render(l, '#/season/end');
    await screen.findAllByText('Diesel Dukes', { exact: true }, SLOW);
    await waitFor(() => expect(cardOf('Diesel Dukes')).toBeTruthy(), SLOW);
    const dukes = await contracts(user, 'Diesel Dukes', 2);
    await waitFor(() => expect(text(dukes)).toContain('Franchise contracts (2 of 2)'));
    // A third, tried from the keyboard, is not taken.
    await user.click(dukes.querySelector<HTMLInputElement>('.mantine-MultiSelect-inputField')!);
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(text(dukes)).toContain('Franchise contracts (2 of 2)');
    expect(text(dukes)).toMatch(/4th place, so 2 \(3 only for the top two places\)/);
    const angels = await contracts(user, 'Ash Valley Angels', 3);
    await waitFor(() => expect(text(angels)).toContain('Franchise contracts (3 of 3)'));
    await contracts(user, 'Rust Belt Reapers', 3);
    await contracts(user, 'Chrome Coyotes', 1);

    // Point 3: the Coyotes protect one competitor and draft four: five, below the minimum; the question says so when asked.
    await user.click(screen.getByRole('button', { name: 'Next: preview' }));
    await user.click(await screen.findByTestId('preview-season-end', {}, SLOW));
    const previewed = () => screen.queryByText(/Season 1 ends like this/) !== null;
    const asked = await answerFirst(user, previewed);
    expect(asked.some((q) => /whom does Chrome Coyotes draft\? Chrome Coyotes has \d competitors? for next season so far/.test(q))).toBe(true);
    // The questions name franchises, never ids.
    expect(asked.every((q) => !/\b\d+ has\b/.test(q))).toBe(true);
    const short = await screen.findByTestId('season-end-shortfalls', {}, SLOW);
    expect(text(short)).toContain('Chrome Coyotes');
    expect(text(short)).toContain('A roster needs at least 6 competitors; this one has 5.');
    await user.click(screen.getByTestId('commit-season-end'));
    await screen.findByText('Season 1 is over — season 2 has begun', {}, SLOW);

    // The draft log names franchises, never ids.
    const log = await l.call<{ purpose: string }[]>('dice.log', { limit: 500 });
    expect(log.filter((r) => /roll-off/.test(r.purpose)).every((r) => !/roll-off, \d+$/.test(r.purpose))).toBe(true);

    // The League overview and the schedule say it before anyone fills a crew form.
    render(l, '#/league');
    expect(text(await screen.findByTestId('league-shortfalls', {}, SLOW))).toContain('Chrome Coyotes');
    await l.call('schedule.add', { track: 'Reno Bowl', surface: 'dirt', kind: 'arena', heats: 1 });
    render(l, '#/league');
    expect(text(await screen.findByTestId('next-match-blocked', {}, SLOW))).toMatch(/Not ready: .*Chrome Coyotes.* must hire or buy first/);
    render(l, '#/season/schedule');
    await screen.findByTestId('blocked-1', {}, SLOW);
  });
});
