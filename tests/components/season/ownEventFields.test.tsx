// @vitest-environment happy-dom
/**
 * Season › Schedule › Add an event draws the fields the league's ruleset declares (issue 21, EventFieldsDef.form):
 * a test ruleset whose events carry laps (a whole number 3 to 60, 10 by default, on the row under the name) and the
 * weather (dry or wet, buttons under that row) shows exactly those, with their labels, defaults and descriptions,
 * and sends what the organizer chose to the real schedule service, which parses it with the declared schema. A Dirty
 * Wheels league, which declares none, shows the core's event name and date alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OwnEventFields } from '../../../src-main/services/rulesetHooks';
import { addRulesetServices } from '../../../src-main/services/rulesets';
import { dirtyWheelsTeamRules } from '../../../src-main/services/dirtywheels/teamRules';
import type { EventFieldsDef } from '../../../src-shared/engine/core/eventFields';
import { type AnyRuleset, addRuleset } from '../../../src-shared/engine/registry';
import type { SeasonView } from '../../../src-shared/ipc';
import { ScheduleTab } from '../../../src-renderer/screens/season/ScheduleTab';
import { PER_PLACE, testRuleset } from '../../rulesets/race/engine';
import { useComponentLeague } from '../../support/component';

const BOUND = { timeout: 60_000 };
const RALLY = 'rallytest';

const rallyEventFields: EventFieldsDef = {
  schema: z
    .object({
      laps: z.number().int().min(3, { error: 'A rally has at least 3 laps' }).max(60).optional(),
      weather: z.enum(['dry', 'wet']).optional(),
    })
    .strict(),
  order: ['track', 'laps', 'weather', 'date'],
  words: { laps: 'laps', weather: 'weather' },
  form: {
    name: { label: 'Stage', placeholder: 'e.g. Col de Turini' },
    fields: [
      { key: 'laps', label: 'Laps', control: { kind: 'whole', min: 3, max: 60 }, default: 10, description: { add: 'Ten unless agreed' }, place: 'row' },
      {
        key: 'weather',
        label: 'Weather',
        control: {
          kind: 'choice',
          look: 'segmented',
          options: [
            { value: 'dry', label: 'Dry' },
            { value: 'wet', label: 'Wet' },
          ],
        },
        default: 'dry',
        place: 'below',
      },
    ],
  },
};

const base = testRuleset(RALLY, 'Rally (test)', PER_PLACE, undefined);
const rallyRuleset: AnyRuleset = {
  ...base,
  capabilities: { ...base.capabilities, schedule: { ...base.capabilities.schedule, eventFields: true } },
  eventFields: rallyEventFields,
};

/** What the schedule service handed the ruleset's hook, after parsing the request with the declared schema. */
const received: OwnEventFields[] = [];

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(
    addRuleset(rallyRuleset),
    addRulesetServices(RALLY, {
      teamRules: dirtyWheelsTeamRules,
      eventFields: (track, own) => {
        received.push(own);
        return { kind: 'match', values: own, words: `${track}, ${own.laps} laps (${own.weather})` };
      },
    }),
  );
});
afterAll(() => {
  for (const off of unregister) off();
});

describe('Season › Schedule: the event fields a ruleset declares (component, real services)', () => {
  const league = useComponentLeague();

  it('a ruleset with fields of its own: its labels, defaults and layout, and the values reach its schedule hook', async () => {
    const l = await league({ ruleset: RALLY, name: 'Rally league' });
    for (const [name, colour] of [
      ['Red Arrows', '#c92a2a'],
      ['Blue Streaks', '#1864ab'],
    ])
      await l.call('franchise.add', { name, colour, owner: '' });
    const season = await l.call<SeasonView>('season.current', {});
    const user = userEvent.setup();
    l.render(<ScheduleTab season={season} />);
    const card = (await screen.findByRole('heading', { name: 'Add an event' }, BOUND)).parentElement!;
    const form = within(card);
    const stage = form.getByLabelText(/^Stage/) as HTMLInputElement;
    expect(stage.placeholder).toBe('e.g. Col de Turini');
    // Declared defaults and descriptions; no field of Dethmetal's.
    expect((form.getByLabelText(/^Laps/) as HTMLInputElement).value).toBe('10');
    form.getByText('Ten unless agreed');
    expect(form.getByRole('radio', { name: 'Dry' })).toHaveProperty('checked', true);
    expect(form.queryByLabelText(/Road surface|Heats|Track/)).toBeNull();
    expect(form.queryByText('Race')).toBeNull();
    // The declared order: the name, the row (laps), the weather under it, then the date.
    const labels = [...card.querySelectorAll('label')].map((x) => x.textContent?.replace(/\s*\*$/, ''));
    expect(labels.slice(0, 2)).toEqual(['Stage', 'Laps']);
    const order = (a: Element, b: Element) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(form.getByLabelText(/^Laps/), form.getByText('Wet'))).toBeTruthy();
    expect(order(form.getByText('Wet'), form.getByLabelText(/^Date( \*)?$/))).toBeTruthy();

    await user.type(stage, 'Turini');
    const laps = form.getByLabelText(/^Laps/);
    await user.clear(laps);
    await user.type(laps, '12');
    await user.click(form.getByText('Wet', { exact: true }));
    await user.click(form.getByRole('button', { name: 'Add to the schedule' }));
    await waitFor(() => expect(received).toEqual([{ laps: 12, weather: 'wet' }]), BOUND);
    const stored = await l.call<{ track: string }[]>('schedule.list', {});
    expect(stored.map((m) => m.track)).toEqual(['Turini']);
  });

  it('a ruleset without fields of its own (Dirty Wheels): the event’s name and date alone', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Skirmish league' });
    const season = await l.call<SeasonView>('season.current', {});
    l.render(<ScheduleTab season={season} />);
    const card = (await screen.findByRole('heading', { name: 'Add an event' }, BOUND)).parentElement!;
    const labels = [...card.querySelectorAll('label')].map((x) => x.textContent?.replace(/\s*\*$/, ''));
    expect(labels.slice(0, 2)).toEqual(['Event', 'Date']);
    expect((within(card).getByLabelText(/^Event/) as HTMLInputElement).placeholder).toBe('e.g. Backyard Brawl');
    expect(card.querySelector('[role="radiogroup"]')).toBeNull();
  });
});
