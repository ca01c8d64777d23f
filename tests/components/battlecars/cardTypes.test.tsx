// @vitest-environment happy-dom
/**
 * League › Settings › Vehicle card types (gaps.md #4) over a real battlecars league file: the draft is checked as it
 * is typed in the engine's card schema's words, a card type a vehicle is loaded in cannot lose that pod (the reason
 * shown), an edit that would make the loaded vehicle illegal is refused before saving, and a legal edit is saved
 * through bcCards.save.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTypesSettings } from '../../../src-renderer/screens/battlecars/cards/CardTypesSettings';
import type { BcCardTypesView } from '../../../src-shared/ipc/channels/battlecars/cards';
import { useComponentLeague } from '../../support/component';
import { pick, SLOW, typist } from '../../support/componentScreens';

describe('Vehicle cards (gaps.md #4): the card types editor', () => {
  const league = useComponentLeague();

  it('checks as typed, keeps a loaded pod, refuses what would break the vehicle, saves a legal edit', async () => {
    const l = await league({ ruleset: 'battlecars' });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Red Fury', colour: '#c0392b', owner: '' });
    await l.call('team.addCar', {
      franchiseId: f.id,
      design: { version: 1, name: 'Widowmaker', cardType: 'car', loads: { podFront: ['Rocket'] } },
      driver: { name: 'Mad Maxine' },
    });
    const user = typist();
    l.render(<CardTypesSettings />);
    const editor = await screen.findByRole('region', { name: 'Vehicle card types' }, SLOW);
    await within(editor).findByText('1 in use', {}, SLOW);

    // A loaded pod cannot be taken off: its button is off and says why; the id is locked.
    const remove = within(editor).getByRole('button', { name: 'Remove Front pod' });
    expect(remove.getAttribute('data-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(within(editor).getByRole('row', { name: /Front pod/ })).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: 'Id of Front pod' }) as HTMLInputElement).disabled).toBe(true);

    // An armour block over 16 is named in the schema's words at its box, and nothing can be saved.
    const front = within(editor).getByRole('textbox', { name: 'Armour: front' });
    await user.clear(front);
    await user.type(front, '17');
    await within(editor).findByText('An armour block has at most 16 boxes', {}, SLOW);
    expect(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByText('1 problem to fix before saving')).toBeTruthy();
    await user.clear(front);
    await user.type(front, '5');

    // Turning the loaded front pod to the side would break the loading rules for Widowmaker: refused before saving.
    await pick(user, within(editor).getByRole('combobox', { name: 'Facing of Front pod' }), 'Left');
    await waitFor(
      () =>
        expect(editor.textContent).toContain(
          'Widowmaker (Red Fury): Rockets and shells can only be in pods that fire out of the front or rear. The Front pod fires out of the left.',
        ),
      SLOW,
    );
    expect(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByText('1 problem to fix before saving')).toBeTruthy();
    await pick(user, within(editor).getByRole('combobox', { name: 'Facing of Front pod' }), 'Front');

    // A legal edit (5 boxes of front armour) is saved whole through the service.
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save card types' }));
    await waitFor(async () => {
      const view = await l.call<BcCardTypesView>('bcCards.list', {});
      expect(view.cardTypes.find((c) => c.id === 'car')!.armour.front).toBe(5);
    }, SLOW);
  });
});
