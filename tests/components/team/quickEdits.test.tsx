// @vitest-environment happy-dom
/**
 * A vehicle editor's quick edits (components/team/useCarEdits.ts) over a real league file, with the answers to its
 * writes held back as a loaded machine holds them: a second change made while the first is being written stays on
 * screen when the team read after the first arrives, and a third made then builds on it, so nothing the organizer
 * clicked is lost (race combat's car editor; Dirty Wheels' uses the same hook).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../../../src-renderer/api/transport';
import { newCarDesign } from '../../../src-renderer/screens/racecombat/team/carModel';
import { type CarDesign, defaultRacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { TeamView } from '../../../src-shared/ipc/channels/teams';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

/** Holds each `team.updateCar` until the test lets it through, in order; counts the team reads the page gets back. */
function heldWrites() {
  const held: (() => void)[] = [];
  const seen = { teamReads: 0 };
  const wire = (t: Transport): Transport => ({
    ...t,
    invoke: (channel, payload, league) => {
      if (channel === 'team.get')
        return t.invoke(channel, payload, league).then((r) => {
          seen.teamReads++;
          return r;
        });
      if (channel !== 'team.updateCar') return t.invoke(channel, payload, league);
      return new Promise<void>((go) => held.push(go)).then(() => t.invoke(channel, payload, league));
    },
  });
  return { wire, held, seen };
}

describe('A vehicle editor: quick edits while earlier ones are being written', () => {
  const league = useComponentLeague();

  it('keeps the second change on screen when the first is answered, and the third builds on it: all three are stored', async () => {
    const writes = heldWrites();
    const l = await league({ ruleset: 'racecombat', wire: writes.wire });
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const added = await l.call<{ car: { vehicleId: number } }>('team.addCar', {
      franchiseId: f.id,
      design: newCarDesign('Widowmaker', defaultRacecombatSettings()),
      driver: { kind: 'driver', name: 'Mad Maxine' },
    });
    const user = typist();
    renderScreen(l, `#/teams/${f.id}/car/${added.car.vehicleId}`, 'racecombat');
    const fittings = await screen.findByRole('region', { name: 'Armour and fittings' }, SLOW);
    const armour = () => (within(fittings).getByTestId('count-Body armour').textContent ?? '').trim();
    const turret = () => within(fittings).getByRole('switch', { name: /^Turret A 360/ }) as HTMLInputElement;

    await user.click(within(fittings).getByRole('button', { name: 'Body armour one more' }));
    expect(armour()).toBe('1');
    await user.click(turret());
    expect(turret().checked).toBe(true);
    expect(writes.held).toHaveLength(2);

    // The first write is answered and the team read again: it holds the armour, not yet the turret.
    const reads = writes.seen.teamReads;
    writes.held.shift()!();
    await waitFor(() => expect(writes.seen.teamReads).toBeGreaterThan(reads), SLOW);
    expect(((await l.call<TeamView>('team.get', { franchiseId: f.id })).cars[0]!.design as CarDesign).bodyArmour).toBe(1);
    // The read is back; one turn of the event loop lets the page render it.
    await new Promise((r) => setTimeout(r, 0));
    expect(turret().checked).toBe(true);
    // A third change now: made on what the screen shows, the turret included.
    await user.click(within(fittings).getByRole('button', { name: 'Body armour one more' }));
    expect(armour()).toBe('2');
    expect(turret().checked).toBe(true);

    while (writes.held.length) writes.held.shift()!();
    await waitFor(async () => {
      const design = (await l.call<TeamView>('team.get', { franchiseId: f.id })).cars[0]!.design as CarDesign;
      expect(design.bodyArmour).toBe(2);
      expect(design.turret).toBeTruthy();
    }, SLOW);
    await waitFor(() => expect(armour()).toBe('2'), SLOW);
    expect(turret().checked).toBe(true);
  }, 60_000);
});
