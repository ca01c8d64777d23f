// @vitest-environment happy-dom
/**
 * Season › Standings › Export… (CSV and Markdown), moved from tests/e2e/season-export.spec.ts: the suggested file in
 * the data folder's exports, the season table written as CSV, a second export to the same file refused until Replace is
 * ticked, all time as Markdown (the format renames the suggested file). The tab is the app's own over a real league
 * file; the files are written by the real export service.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StandingsTab } from '../../../src-renderer/screens/dethmetal/season/StandingsTab';
import { useComponentLeague } from '../../support/component';
import { twoFranchisesOneMatchOneScheduled } from '../../support/leagueRecipes';
import type { Reply } from '../../support/pageApi';

const BOUND = { timeout: 60_000 };

describe('Season › Standings › Export… (component, real services)', () => {
  const league = useComponentLeague();
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('writes the season table as CSV and the all-time tables as Markdown; the same file again is refused until Replace', async () => {
    const l = await league();
    const invoke = async (channel: string, payload: unknown) => (await l.dispatch(channel as never, payload as never)) as Reply;
    // Two franchises, match 1 recorded (the Reapers' driver 6 points, the Angels' 4), match 2 scheduled.
    await twoFranchisesOneMatchOneScheduled.build(l.call, invoke);
    const out = mkdtempSync(path.join(os.tmpdir(), 'pitwall-export-'));
    dirs.push(out);
    const user = userEvent.setup();
    l.render(
      <>
        <Notifications />
        <StandingsTab />
      </>,
    );
    const standings = await screen.findByRole('table', { name: 'Standings' }, BOUND);
    await waitFor(() => expect(within(standings).getAllByRole('row')[1]!.textContent).toContain('Rust Belt Reapers'), BOUND);

    // CSV, this season, franchises: the suggested file is in the data folder's exports.
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the standings — season 1' }, BOUND);
    const file = within(dialog).getByLabelText(/^Export file/) as HTMLInputElement;
    await waitFor(() => expect(file.value).toMatch(/exports[\\/].*-standings-season-1-franchises\.csv$/), BOUND);
    const csvPath = path.join(out, 'standings.csv');
    await user.clear(file);
    await user.paste(csvPath);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await screen.findByText((t) => t.includes(`to ${csvPath}`), {}, BOUND);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export the standings — season 1' })).toBeNull(), BOUND);
    const csv = readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^place,franchise,owner,matches,wins,points,decided by$/i);
    expect(csv[1]).toMatch(/^1,Rust Belt Reapers,.*,1,1,6,Points$/);
    expect(csv[2]).toMatch(/^2,Ash Valley Angels,.*,1,0,4,Points$/);

    // A second export to the same file is refused until Replace is ticked; the file stays as it was.
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const again = await screen.findByRole('dialog', { name: 'Export the standings — season 1' }, BOUND);
    const file2 = within(again).getByLabelText(/^Export file/) as HTMLInputElement;
    await user.clear(file2);
    await user.paste(csvPath);
    await user.click(within(again).getByRole('button', { name: 'Export' }));
    await within(again).findByText(/exists|already/i, {}, BOUND);
    expect(readFileSync(csvPath, 'utf8').trim().split(/\r?\n/)).toEqual(csv);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export the standings — season 1' })).toBeNull(), BOUND);

    // Markdown, all time: picking the format renames the suggested file, and there is no table to choose.
    await user.click(screen.getByText('All time', { exact: true }));
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const allTime = await screen.findByRole('dialog', { name: 'Export the standings — all time' }, BOUND);
    await user.click(within(allTime).getByText('Markdown', { exact: true }));
    const mdFile = within(allTime).getByLabelText(/^Export file/) as HTMLInputElement;
    await waitFor(() => expect(mdFile.value).toMatch(/-standings-all-time\.md$/), BOUND);
    expect(within(allTime).queryByRole('radiogroup', { name: 'Table' })).toBeNull();
    const mdPath = path.join(out, 'standings.md');
    await user.clear(mdFile);
    await user.paste(mdPath);
    await user.click(within(allTime).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export the standings — all time' })).toBeNull(), BOUND);
    const md = readFileSync(mdPath, 'utf8');
    expect(md).toMatch(/\|\s*1\s*\|\s*Rust Belt Reapers\s*\|/);
    expect(md).toMatch(/\|\s*2\s*\|\s*Ash Valley Angels\s*\|/);
    expect(md).toContain('Ace Rust');
  });
});
