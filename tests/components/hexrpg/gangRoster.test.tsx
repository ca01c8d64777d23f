// @vitest-environment happy-dom
/**
 * The hex RPG Gangs screen's roster (issue 26), on the real services: every character is listed once, the passengers
 * too (2a: a car holds a driver and 3 passengers), and each is edited there; a character or a vehicle leaves the gang
 * only after the dialog asks (the driver at the controls cannot: the reason is shown and the button disabled), the
 * vehicle's driver staying on foot unless unticked; Undo (the shell's Ctrl+Z) brings him back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCharacter } from '../../../src-shared/engine/hexrpg';
import type { TeamView } from '../../../src-shared/ipc/channels/teams';
import { Toasts } from '../../../src-renderer/components/Toasts';
import { GangsScreen } from '../../../src-renderer/screens/hexrpg/gang/GangsScreen';
import { useUndo } from '../../../src-renderer/shell/useUndo';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { retype, SLOW, typist } from '../../support/componentScreens';

/** The Road Wolves: Max drives the Interceptor, Doc rides in it, Walker is on foot. */
async function wolves(l: ComponentLeague) {
  const gang = (await l.call<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#c0392b', owner: '' })).id;
  const car = (
    await l.call<{ car: { vehicleId: number; competitorId: number } }>('team.addCar', {
      franchiseId: gang,
      design: { version: 1, name: 'Interceptor', kind: 'car' },
      driver: newCharacter('Max'),
    })
  ).car;
  const doc = (await l.call<{ competitorId: number }>('team.addPerson', { franchiseId: gang, person: newCharacter('Doc') })).competitorId;
  await l.call('team.addPerson', { franchiseId: gang, person: newCharacter('Walker') });
  await l.call('crew.assign', {
    franchiseId: gang,
    seats: [
      { vehicleId: car.vehicleId, slot: 'carDriver', personId: car.competitorId },
      { vehicleId: car.vehicleId, slot: 'carPassengers', personId: doc },
    ],
  });
  return { gang, car, doc, view: () => l.call<TeamView>('team.get', { franchiseId: gang }) };
}

function UndoButton() {
  const { undo } = useUndo();
  return (
    <button type="button" onClick={undo}>
      Undo (Ctrl+Z)
    </button>
  );
}

const roster = () => within(screen.getByRole('region', { name: 'Characters' }));
const rowNames = () =>
  roster()
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => t.includes('HP'));

describe('Gangs: every character on the roster, and leaving the gang (component, real services)', () => {
  const league = useComponentLeague();

  it('lists the passenger with his seat and edits him; removes him after asking; refuses the driver with the reason; a vehicle leaves keeping its driver on foot; Undo brings it back', async () => {
    const l = await league({ ruleset: 'hexrpg', name: 'The Wastes' });
    const w = await wolves(l);
    const user = typist();
    window.location.hash = `#/gangs/${w.gang}/c${w.doc}`;
    l.render(
      <>
        <Toasts />
        <GangsScreen />
        <UndoButton />
      </>,
    );
    await waitFor(() => expect(rowNames()).toHaveLength(3), SLOW);
    expect(rowNames()).toEqual([
      expect.stringMatching(/^Max10 HP · driver of Interceptor/),
      expect.stringMatching(/^Doc10 HP · passenger in Interceptor/),
      expect.stringMatching(/^Walker10 HP · on foot/),
    ]);

    // The passenger's sheet is open and edited like any: MUSC 14 saved through team.updatePerson.
    const editor = within(await screen.findByRole('region', { name: 'Editor' }, SLOW));
    await waitFor(() => expect((editor.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Doc'), SLOW);
    await retype(user, editor.getByRole('textbox', { name: 'MUSC' }), '14');
    await user.tab();
    await waitFor(async () => expect(((await w.view()).passengers[0]!.person as { musc: number }).musc).toBe(14), SLOW);

    // Remove asks first; Keep changes nothing; Remove takes him off the roster.
    await user.click(editor.getByRole('button', { name: 'Remove Doc' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove Doc?' }, SLOW);
    expect(ask.textContent).toContain('Doc leaves Road Wolves and his seat (passenger in Interceptor)');
    await user.click(within(ask).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Doc?' })).toBeNull(), SLOW);
    expect((await w.view()).passengers).toHaveLength(1);
    await user.click(editor.getByRole('button', { name: 'Remove Doc' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Doc?' }, SLOW)).getByRole('button', { name: 'Remove Doc' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2), SLOW);
    expect((await w.view()).passengers).toEqual([]);

    // The driver at the controls: the reason, and no button to press.
    await user.click(roster().getByRole('button', { name: /^Max/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove Max' }, SLOW));
    const driver = await screen.findByRole('dialog', { name: 'Remove Max?' }, SLOW);
    expect(within(driver).getByRole('alert').textContent).toContain('Max is at the controls of the Interceptor: seat someone else there first');
    expect((within(driver).getByRole('button', { name: 'Remove Max' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(driver).getByRole('button', { name: 'Keep' }));

    // The vehicle leaves; Max, ticked to stay, is on foot.
    await user.click(within(screen.getByRole('region', { name: 'Vehicles' })).getByRole('button', { name: /^Interceptor/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove Interceptor' }, SLOW));
    const car = await screen.findByRole('dialog', { name: 'Remove Interceptor?' }, SLOW);
    expect((within(car).getByRole('checkbox', { name: /Max, at its controls, stays in the gang on foot/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(car).getByRole('button', { name: 'Remove Interceptor' }));
    await waitFor(() => expect(rowNames()).toEqual([expect.stringMatching(/^Max10 HP · on foot/), expect.stringMatching(/^Walker10 HP · on foot/)]), SLOW);
    expect((await w.view()).cars).toEqual([]);

    // Undo brings the vehicle back with Max at its controls.
    await user.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    await screen.findByText('Undone', {}, SLOW);
    await waitFor(async () => expect((await w.view()).cars.map((c) => c.competitorId)).toEqual([w.car.competitorId]), SLOW);
    await waitFor(() => expect(rowNames()[0]).toMatch(/^Max10 HP · driver of Interceptor/), SLOW);
  });
});
