// @vitest-environment happy-dom
/**
 * Season › Schedule › Edit an event, moved from tests/e2e/season-schedule.spec.ts: only the changed fields are sent
 * and named, a problem sits next to its field, the row follows the save, and a pre-rolled match keeps its place while
 * its event still changes. The tab is the app's own over the five-event league of tests/support/leagueRecipes.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SeasonView } from '../../../src-shared/ipc';
import { ScheduleTab } from '../../../src-renderer/screens/season/ScheduleTab';
import { useComponentLeague } from '../../support/component';
import { fiveEventLeague } from '../../support/leagueRecipes';
import type { Reply } from '../../support/pageApi';

const BOUND = { timeout: 60_000 };

describe('Season › Schedule: edit an event (component, real services)', () => {
  const league = useComponentLeague();

  it('only the changed fields, problems next to the field, the row updates; a pre-rolled match can change its event', async () => {
    const l = await league();
    const invoke = async (channel: string, payload: unknown) => (await l.dispatch(channel as never, payload as never)) as Reply;
    await fiveEventLeague.build(l.call, invoke);
    const season = await l.call<SeasonView>('season.current', {});
    const user = userEvent.setup();
    l.render(<ScheduleTab season={season} />);
    const table = await screen.findByRole('table', { name: 'Schedule' }, BOUND);
    const rows = () => table.querySelectorAll('tbody tr');
    await waitFor(() => expect(rows()).toHaveLength(5), BOUND);

    await user.click(within(table).getByRole('button', { name: 'Edit match 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit match 4' }, BOUND);
    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    within(dialog).getByText('Nothing changed yet');

    await user.clear(within(dialog).getByLabelText(/^Track/));
    await user.click(save());
    await within(dialog).findByText('Track name cannot be empty', {}, BOUND);
    await user.type(within(dialog).getByLabelText(/^Track/), 'Reno Superbowl');
    await user.click(within(dialog).getByText('Race', { exact: true }));
    // Mantine's date field reads an ISO day, and shows it in the locale once left.
    const date = within(dialog).getByLabelText(/^Date( \*)?$/);
    await user.type(date, '2026-06-14');
    fireEvent.blur(date);
    await within(dialog).findByText('Changes: track, kind, date', {}, BOUND);
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit match 4' })).toBeNull(), BOUND);
    await waitFor(() => expect(rows()[3]!.textContent).toContain('Race at Reno Superbowl (concrete)'), BOUND);
    expect(rows()[3]!.textContent).toContain('Jun 14, 2026');
    const stored = await l.call<{ number: number; track: string; kind: string; date: string | null }[]>('schedule.list', {});
    expect(stored.find((m) => m.number === 4)).toMatchObject({ track: 'Reno Superbowl', kind: 'race', date: '2026-06-14' });

    // The pre-rolled match 2 keeps its place but its event can still change (the rolls do not depend on it).
    await user.click(within(table).getByRole('button', { name: 'Edit match 2' }));
    const two = await screen.findByRole('dialog', { name: 'Edit match 2' }, BOUND);
    const heats = within(two).getByLabelText(/^Heats/);
    await user.clear(heats);
    await user.type(heats, '2');
    await user.click(within(two).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit match 2' })).toBeNull(), BOUND);
    await waitFor(() => expect(rows()[1]!.textContent).toContain('2 heats'), BOUND);
  });
});
