// @vitest-environment happy-dom
/**
 * Season › Season end: the draft picked in turn in the app's choice dialog, with a pass (house rule “Passing in the
 * draft”, default “Ends its draft”, Part VI › Draft; gaps.md #79), moved from tests/e2e/league-season-flow.spec.ts
 * (issue 22): the dialog's board lists the picks made so far, a pass ends that team's draft, and the preview's
 * “Draft picks” table shows the picks and the passes before the commit opens season 2. The Season screen is the app's
 * own over a real league file: the Reapers and the Angels with one race recorded (tests/support/leagueRecipes.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { twoFranchisesOneMatch } from '../../support/leagueRecipes';

const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('Part VI › Draft: passing ends a team’s draft (gaps.md #79, component, real services)', () => {
  const league = useComponentLeague();

  // A season end previewed with four questions and committed: a scenario, not a slow step; the bound only catches a
  // hang on a loaded machine.
  it('each team drafts once in round 1 and passes in round 2: the board shows the picks made, the preview two picks and two passes', {
    timeout: 300_000,
  }, async () => {
    const l = await league();
    await twoFranchisesOneMatch.build(l.call, (channel, payload) => l.dispatch(channel, payload) as never);
    const user = typist();
    renderScreen(l, '#/season/end');
    await user.click(await screen.findByRole('button', { name: 'Next: preview' }, SLOW));
    await user.click(await screen.findByTestId('preview-season-end', {}, SLOW));

    const previewed = () => screen.queryByText(/Season 1 ends like this/) !== null;
    const boards: string[] = [];
    const answered: string[] = [];
    let last = '0';
    for (let guard = 0; guard < 40 && !previewed(); guard++) {
      const question = await waitFor(() => {
        if (previewed()) return null;
        const q = document.querySelector<HTMLElement>(`[data-question]:not([data-question="${last}"]):not([aria-busy="true"])`);
        if (!q) throw new Error(`no question after question ${last}`);
        return q;
      }, SLOW);
      if (!question) break;
      last = question.dataset.question!;
      const asked = text(question.querySelector('p'));
      const buttons = within(question).getAllByRole('button', { hidden: true });
      // The season end may ask other things first, as its dice fall (a sponsor taken from the pool): the first offer.
      if (!/^Draft pick /.test(asked)) {
        await user.click(buttons.find((b) => text(b) !== '' && text(b) !== 'Stop')!);
        continue;
      }
      expect(asked).toMatch(/^Draft pick \d+, round \d+: whom does (Rust Belt Reapers|Ash Valley Angels) draft\?/);
      // The board beside the pick: "The first pick of the draft.", then the picks made so far, in order.
      const board = question.querySelector('table[aria-label="Picks made"]');
      boards.push(board ? text(board) : text(question).includes('The first pick of the draft.') ? 'first' : 'none');
      const pass = buttons.find((b) => /^Pass \(no further picks\)/.test(text(b)));
      // Round 1: the first competitor offered; any later round: the pass.
      const choice = /round 1:/.test(asked) ? buttons.find((b) => text(b) !== '' && text(b) !== 'Stop' && b !== pass)! : pass!;
      answered.push(`${asked.replace(/:.*$/, '')} ${choice === pass ? 'pass' : 'pick'}`);
      await user.click(choice);
    }
    expect(answered).toEqual(['Draft pick 1, round 1 pick', 'Draft pick 2, round 1 pick', 'Draft pick 3, round 2 pass', 'Draft pick 4, round 2 pass']);
    expect(boards[0]).toBe('first');
    // The second question shows the first pick; the fourth, the three answers before it, the pass among them.
    expect(boards[1]).toMatch(/^Draft pick 1, round 1 — \S.*$/);
    expect(boards[3]).toContain('Draft pick 3, round 2 — ');
    expect(boards[3]).toMatch(/Pass \(no further picks\)/);

    // The preview: each team's first-round pick, then its pass, and nothing after it.
    const picks = await screen.findByRole('table', { name: 'Draft picks' }, SLOW);
    const rows = within(picks)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map(text));
    expect(rows).toHaveLength(4);
    expect(rows.map(([pick, round, , drafted]) => `${pick} ${round} ${drafted === 'pass' ? 'pass' : 'drafted'}`)).toEqual([
      '1 1 drafted',
      '2 1 drafted',
      '3 2 pass',
      '4 2 pass',
    ]);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Rust Belt Reapers', 'Ash Valley Angels']));

    await user.click(screen.getByTestId('commit-season-end'));
    await screen.findByText('Season 1 is over — season 2 has begun', {}, SLOW);
    const season = await l.call<{ number: number }>('season.current', {});
    expect(season.number).toBe(2);
  });
});
