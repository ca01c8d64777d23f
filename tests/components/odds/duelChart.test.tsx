// @vitest-environment happy-dom
/**
 * The duel's chart (issue 23): its figures as a table for screen readers, one row a turn with each side's chance of
 * having won; a sampled duel shows each chance's standard error, and how the curves were reached is said under them.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DuelCurves } from '../../../src-shared/engine/core/odds';
import { DuelChart } from '../../../src-renderer/components/odds/DuelChart';
import { theme } from '../../../src-renderer/theme';

afterEach(cleanup);

const curves = (standardErrors: DuelCurves['standardErrors']): DuelCurves => ({
  turns: [
    { turn: 1, aWins: 1 / 6, bWins: 1 / 6, both: 1 / 36, neither: 25 / 36 },
    { turn: 2, aWins: 1 / 6 + 25 / 216, bWins: 1 / 6 + 25 / 216, both: 0.0469, neither: (25 / 36) ** 2 },
  ],
  states: 3,
  shotsWalked: 2,
  shotsSampled: 0,
  method: standardErrors ? 'sampled' : 'exact',
  standardErrors,
  how: standardErrors ? 'sampled: 400 whole duels' : 'exact: 2 kinds of shot walked',
});

const show = (c: DuelCurves) =>
  render(
    <MantineProvider theme={theme}>
      <DuelChart curves={c} a={{ name: 'Brick', colour: 'orange.6' }} b={{ name: 'Zip', colour: 'blue.6' }} />
    </MantineProvider>,
  );

describe('DuelChart', () => {
  it('gives each turn as a row: each side’s chance of having won and of both still running', () => {
    show(curves(null));
    const table = screen.getByRole('table', { name: 'Chance each car has won, by turn' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['TurnBrick has wonZip has wonBoth still running', '116.7%16.7%69.4%', '228.2%28.2%48.2%']);
    expect(screen.getByText('exact: 2 kinds of shot walked')).toBeTruthy();
  });

  it('a sampled duel shows each chance with its standard error', () => {
    show(
      curves([
        { turn: 1, aWins: 0.0186, bWins: 0.0186 },
        { turn: 2, aWins: 0.0225, bWins: 0.0225 },
      ]),
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('116.7% ± 1.9%16.7% ± 1.9%69.4%');
    expect(screen.getByText('sampled: 400 whole duels')).toBeTruthy();
  });

  it('a duel sampled past the turns its chain finished shows no error on those exact turns', () => {
    show(
      curves([
        { turn: 1, aWins: 0, bWins: 0 },
        { turn: 2, aWins: 0.0225, bWins: 0.0225 },
      ]),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('116.7%16.7%69.4%');
    expect(rows[2]!.textContent).toBe('228.2% ± 2.3%28.2% ± 2.3%48.2%');
  });
});
