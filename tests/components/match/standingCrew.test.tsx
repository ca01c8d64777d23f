// @vitest-environment happy-dom
/**
 * A team's standing crew edited through the core's `crew.list` / `crew.assign` (issue 21, crew slots as core
 * relations), by the slots the ruleset declares: on a Dirty Wheels league (Building a team: one driver per car, the
 * `driver` slot), a driver put in a second car is refused beside that car's slot in the contract's words and nothing is
 * written; two drivers swapped are saved in one operation, and one undo takes the swap back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import { StandingCrewCard } from '../../../src-renderer/components/crew/StandingCrewCard';
import { seedRaceMeeting } from '../../rulesets/race/services';
import { useComponentLeague } from '../../support/component';
import { pick, SLOW, typist } from '../../support/componentScreens';

describe('a team’s standing crew (component, real services)', () => {
  const league = useComponentLeague();

  it('a driver seated twice is refused beside the slot; a swap is saved in one operation and undone in one', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Car Derby' });
    const { teams } = await seedRaceMeeting(l.call);
    const red = teams['Red Arrows']!.id;
    const user = typist();
    l.render(<StandingCrewCard franchiseId={red} />);
    const card = await screen.findByRole('group', { name: 'Red Arrows crew' }, SLOW);
    const slot = (car: string) => within(card).getByLabelText(`${car} Driver`) as HTMLInputElement;
    await waitFor(() => expect([slot('Red One').value, slot('Red Two').value]).toEqual(['Ann Hale', 'Rex Moss']));
    const before = await l.call<CrewView>('crew.list', { franchiseId: red });

    // Rex at the wheel of Red One too: he would sit in two cars.
    await pick(user, slot('Red One'), 'Rex Moss');
    await user.click(within(card).getByRole('button', { name: "Save Red Arrows's crew" }));
    // The contract refuses a person listed twice at his second seat (issue 19 #4), before the slots are judged.
    const refusal = await within(card).findByText(/^The same person \(\d+\) is listed twice, at places 1 and 2/, {}, SLOW);
    expect(refusal.closest('td')!.contains(slot('Red Two'))).toBe(true);
    expect(await l.call<CrewView>('crew.list', { franchiseId: red })).toEqual(before);

    await pick(user, slot('Red Two'), 'Ann Hale');
    await user.click(within(card).getByRole('button', { name: "Save Red Arrows's crew" }));
    await waitFor(async () =>
      expect((await l.call<CrewView>('crew.list', { franchiseId: red })).vehicles.map((v) => [v.name, v.seats.map((s) => s.name)])).toEqual([
        ['Red One', ['Rex Moss']],
        ['Red Two', ['Ann Hale']],
      ]),
    );
    expect(within(card).queryByText(/listed twice/)).toBeNull();
    await l.call('journal.undo', {});
    expect(await l.call<CrewView>('crew.list', { franchiseId: red })).toEqual(before);
  }, 120_000);
});
