// @vitest-environment happy-dom
/**
 * Season › Schedule speaks of events in the league's ruleset's words (issue 21: `capabilities.campaign` stops meaning
 * Dethmetal): the empty schedule's hint, the edit tooltip and Add an event's teams come from the ruleset's event
 * fields (`EventFieldsDef.schedule`), else the core's. Dethmetal keeps its words exactly; Dirty Wheels, with no event
 * fields of its own, says the core's.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CORE_SCHEDULE_WORDS, scheduleWords } from '../../../src-shared/engine/core/eventFields';
import { dethmetalEventFields } from '../../../src-shared/engine/dethmetal/event';
import type { SeasonView } from '../../../src-shared/ipc';
import { GenerateFixturesModal } from '../../../src-renderer/screens/season/GenerateFixturesModal';
import { ScheduleTab } from '../../../src-renderer/screens/season/ScheduleTab';
import { useComponentLeague } from '../../support/component';

const BOUND = { timeout: 60_000 };

describe('Season › Schedule: the words of the league’s ruleset', () => {
  const league = useComponentLeague();

  it('Dethmetal declares its own words, exactly as its schedule said them; a ruleset without event fields has the core’s', () => {
    expect(scheduleWords(dethmetalEventFields)).toEqual({
      empty: "Add the season's first event with the form: track, road surface and whether it is a race or an arena match.",
      edit: 'Change the track, surface, kind, date or heats',
      teams: { label: 'Franchises taking part', description: 'Empty: every founded franchise' },
    });
    expect(scheduleWords(null)).toBe(CORE_SCHEDULE_WORDS);
  });

  it('a Dirty Wheels league with a team and nothing scheduled: the core’s hint and Add an event’s teams', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Box' });
    await l.call('franchise.add', { name: 'Rust Rats', colour: '#808080', owner: '' });
    const season = await l.call<SeasonView>('season.current', {});
    l.render(<ScheduleTab season={season} />);
    await screen.findByText(CORE_SCHEDULE_WORDS.empty, {}, BOUND);
    expect(await screen.findByText('Teams taking part', {}, BOUND)).toBeTruthy();
    expect(screen.getByText('Empty: every team')).toBeTruthy();
  });

  it('a Dethmetal league: Add an event asks for franchises in its words', async () => {
    const l = await league({ name: 'Spring League' });
    const season = await l.call<SeasonView>('season.current', {});
    l.render(<ScheduleTab season={season} />);
    expect(await screen.findByText('Franchises taking part', {}, BOUND)).toBeTruthy();
    expect(screen.getByText('Empty: every founded franchise')).toBeTruthy();
  });

  it('Generate fixtures… names the teams in the ruleset’s own word: a Dirty Wheels team, a Dethmetal franchise', async () => {
    for (const [ruleset, team] of [
      ['dirtywheels', 'team'],
      ['dethmetal', 'franchise'],
    ] as const) {
      const l = await league({ ruleset });
      const { unmount } = l.render(<GenerateFixturesModal opened onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: 'Generate fixtures' }, BOUND);
      await within(dialog).findByText(`Every ${team} in each match, one match per round: one meeting for the whole league.`, {}, BOUND);
      await userEvent.setup().click(within(dialog).getByText('Round robin', { exact: true }));
      expect(within(dialog).getByText(new RegExp(`^Two ${team}s per match; every pair meets once`))).toBeTruthy();
      unmount();
    }
  });
});
