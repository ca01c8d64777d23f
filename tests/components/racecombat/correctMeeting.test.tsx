// @vitest-environment happy-dom
/**
 * "Correct result" on race combat's Match page (issue 27), over a real league file and the real services: a meeting
 * raced at the table (two races, each finishing order typed) and recorded through rcTable.record. Once recorded, the
 * page shows the races as the championships count them and the button; the dialog is the core's rounds form in its
 * correcting mode, pre-filled with each driver's place as recorded; race 1's first two swapped, what the page sends to
 * `match.previewCorrection` and `match.correct` is the recorded input with that swap (read on the wire between the
 * page and the dispatcher); committed, the page's races read as corrected.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transport } from '../../../src-renderer/api/transport';
import { newCarDesign } from '../../../src-renderer/screens/racecombat/team/carModel';
import { defaultRacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { RecordingView } from '../../../src-shared/ipc/channels/correct';
import type { RcTableState } from '../../../src-shared/ipc/channels/racecombat/table';
import { useComponentLeague } from '../../support/component';
import { renderScreen, retype, SLOW, typist } from '../../support/componentScreens';

const s = defaultRacecombatSettings();
type Sent = { channel: string; payload: { matchId: number; result: Record<string, unknown> } };

/** The wire between the page and the dispatcher, keeping what the page sends to the correction's channels. */
const watched =
  (sent: Sent[]) =>
  (t: Transport): Transport => ({
    ...t,
    invoke: (channel, payload, league) => {
      if (channel === 'match.previewCorrection' || channel === 'match.correct') sent.push({ channel, payload: structuredClone(payload) as never });
      return t.invoke(channel, payload, league);
    },
  });

/** Each race's places by driver name, from a recording's (or a sent result's) rounds. */
const byDriver = (input: Record<string, unknown>, names: Map<number, string>) =>
  (input.rounds as { entrants: { personId: number; placing: number }[] }[]).map((r) =>
    Object.fromEntries(r.entrants.map((e) => [names.get(e.personId), e.placing])),
  );

describe('Race combat: correcting a recorded meeting on the Match page', () => {
  const league = useComponentLeague();

  it('pre-fills each driver’s place as recorded at the table, sends the recorded input with race 1’s first two swapped, commits', async () => {
    const sent: Sent[] = [];
    const l = await league({ ruleset: 'racecombat', wire: watched(sent) });
    await l.call('league.updateSettings', { seed: 2525 });
    const rust = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const tarmac = await l.call<{ id: number }>('franchise.add', { name: 'Team Tarmac', colour: '#2980b9', owner: '' });
    for (const [franchiseId, car, driver] of [
      [rust.id, 'Widowmaker', 'Maxine'],
      [tarmac.id, 'Hornet', 'Jet'],
      [tarmac.id, 'Wasp', 'Zed'],
    ] as const)
      await l.call('team.addCar', { franchiseId, design: newCarDesign(car, s), driver: { kind: 'driver', name: driver } });
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Monza Scrapyard', franchiseIds: [rust.id, tarmac.id] });
    const state = await l.call<RcTableState>('rcTable.state', { matchId: m.id });
    const cars = new Map(state.teams.flatMap((t) => t.cars.map((c) => [c.driverName, c.vehicleId] as const)));
    const names = new Map(state.teams.flatMap((t) => t.cars.map((c) => [c.driverId, c.driverName] as const)));
    const order = (...drivers: string[]) => drivers.map((d) => cars.get(d)!);
    await l.call('rcTable.act', { matchId: m.id, intent: { kind: 'finishRace', order: order('Maxine', 'Jet', 'Zed') } });
    await l.call('rcTable.act', { matchId: m.id, intent: { kind: 'nextRace' } });
    await l.call('rcTable.act', { matchId: m.id, intent: { kind: 'finishRace', order: order('Zed', 'Maxine', 'Jet') } });
    await l.call('rcTable.record', { matchId: m.id });
    const recorded = await l.call<RecordingView>('match.recording', { matchId: m.id });

    const user = typist();
    renderScreen(l, `#/match/${m.id}`, 'racecombat');
    const result = await screen.findByRole('region', { name: 'Result' }, SLOW);
    await within(result).findByRole('group', { name: 'Race 2' }, SLOW);
    await user.click(within(result).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of match 1' }, SLOW);
    await within(dialog).findByRole('group', { name: 'Race 2' }, SLOW);
    const place = (r: number, name: string) => within(dialog).getByRole('textbox', { name: `Race ${r} ${name} place` }) as HTMLInputElement;
    // As recorded at the table: both races, each driver's place.
    expect(within(dialog).getByRole('textbox', { name: 'Races in this meeting' })).toHaveProperty('value', '2');
    expect(['Maxine', 'Jet', 'Zed'].map((n) => place(1, n).value)).toEqual(['1', '2', '3']);
    expect(['Maxine', 'Jet', 'Zed'].map((n) => place(2, n).value)).toEqual(['2', '3', '1']);

    // Jet won race 1, Maxine second.
    await retype(user, place(1, 'Jet'), '1');
    await retype(user, place(1, 'Maxine'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const changes = await within(dialog).findByLabelText('What the correction changes', {}, SLOW);
    expect(changes.textContent).toMatch(/Jet/);
    await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

    expect(sent.map((x) => x.channel)).toEqual(['match.previewCorrection', 'match.correct']);
    for (const x of sent) {
      expect(x.payload.matchId).toBe(m.id);
      expect(byDriver(x.payload.result, names)).toEqual([
        { Jet: 1, Maxine: 2, Zed: 3 },
        { Zed: 1, Maxine: 2, Jet: 3 },
      ]);
      // What the form does not show is sent back as recorded.
      expect(Object.keys(x.payload.result).sort()).toEqual(Object.keys(recorded.input).sort());
    }
    // The page's races now read as corrected: Jet first in race 1.
    const race1 = () =>
      within(within(result).getByRole('group', { name: 'Race 1' }))
        .getAllByRole('row')
        .map((r) => r.textContent);
    await waitFor(() => expect(race1()[0]).toMatch(/^1st ?Jet/), SLOW);
    expect(race1()[1]).toMatch(/^2nd ?Maxine/);
  });
});
