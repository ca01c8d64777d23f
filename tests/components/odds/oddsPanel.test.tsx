// @vitest-environment happy-dom
/**
 * The odds panel before Roll (issue 23), the one component both rulesets' calculators show: each outcome's chance with
 * its exact fraction, asked again through `table.odds` on a real league file when an input changes (the last figures
 * kept, dimmed, until the next arrive), and the labels of a sampled report and of a "not settled" share, on reports the
 * odds engine itself makes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OddsPanel } from '../../../src-renderer/components/odds/OddsPanel';
import { OddsReportView } from '../../../src-renderer/components/odds/OddsReportView';
import { oddsOf } from '../../../src-shared/engine/core/odds';
import type { Dice } from '../../../src-shared/engine/dice';
import { newCarDesign, newDriver } from '../../../src-shared/engine/dirtywheels';
import type { DwTableState } from '../../../src-shared/ipc/channels/dirtywheels/table';
import { useComponentLeague } from '../../support/component';

const BOUND = { timeout: 60_000 };

/** A calculator's inputs with one box: the Hop, dry or in thick mud. */
function Hop({ matchId, car }: { matchId: number; car: number }) {
  const [mud, setMud] = useState(false);
  return (
    <>
      <label>
        <input type="checkbox" checked={mud} onChange={(e) => setMud(e.currentTarget.checked)} />
        Thick mud
      </label>
      <OddsPanel matchId={matchId} calc={{ kind: 'manoeuvre', car, manoeuvre: 'Hop', mud }} />
    </>
  );
}

describe('OddsPanel (component, real services)', () => {
  const league = useComponentLeague();

  it('Manoeuvres: the Hop’s chances with their fractions (4+: 1/2, 1/3, 1/6), then in thick mud (5+: 1/3 performed), the old figures dimmed meanwhile', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Box' });
    const teams: number[] = [];
    for (const [name, car, driver] of [
      ['Rust Rats', 'Hauler', 'Max'],
      ['Mud Dogs', 'Zip', 'Bo'],
    ] as const) {
      const f = await l.call<{ id: number }>('franchise.add', { name, colour: '#c0392b', owner: '' });
      teams.push(f.id);
      await l.call('team.addCar', { franchiseId: f.id, design: { ...newCarDesign(car), type: 'Racer' }, driver: newDriver(driver) });
    }
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Backyard', franchiseIds: teams });
    const state = await l.call<{ state: DwTableState }>('dwTable.act', { matchId: m.id, intent: { kind: 'initiative' } });
    const car = state.state.teams[0]!.cars[0]!.vehicleId;
    const user = userEvent.setup();
    l.render(<Hop matchId={m.id} car={car} />);

    const panel = await screen.findByRole('region', { name: 'Odds before rolling' });
    await within(panel).findByLabelText('Performed: 50.0% (1/2)', {}, BOUND);
    expect(within(panel).getByLabelText('Stays put: 33.3% (1/3)')).toBeTruthy();
    expect(within(panel).getByLabelText('Stays put and takes 1 damage: 16.7% (1/6)')).toBeTruthy();
    expect(within(panel).getByText('Exact')).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Not in these odds' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Thick mud' }));
    // The dry figures stay on screen, dimmed, until the muddy ones come: nothing jumps or blanks meanwhile.
    const busy = panel.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(within(panel).getByLabelText('Performed: 50.0% (1/2)')).toBeTruthy();
    await within(panel).findByLabelText('Performed: 33.3% (1/3)', {}, BOUND);
    await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toBeNull(), BOUND);
    expect(within(panel).queryByLabelText('Performed: 50.0% (1/2)')).toBeNull();
  });

  it('a sampled report says how many runs it is estimated from, and each chance carries its error', async () => {
    const l = await league();
    // Three dice, with an exact budget too small for them: the engine samples instead, seeded, and says so.
    const report = oddsOf(
      (dice: Dice) => dice.roll('3d6', 'three dice').value >= 10,
      [{ id: 'ten', label: 'Ten or more on 3d6', of: (r: boolean) => r, word: (v) => (v ? 'Ten or more' : 'Under ten') }],
      { budget: 3, samples: 400, seed: 7 },
    );
    expect(report.method).toBe('sampled');
    l.render(<OddsReportView report={report} />);
    expect(screen.getByText('Estimated from 400 runs ± error')).toBeTruthy();
    const ten = report.questions[0]!.outcomes.find((o) => o.value === true)!;
    expect(screen.getByRole('group', { name: 'Ten or more on 3d6' }).textContent).toContain(
      `${(ten.probability * 100).toFixed(1)}% ± ${(ten.standardError! * 100).toFixed(1)}%`,
    );
  });

  it('a share cut at the roll limit is shown as not settled, with its exact fraction, never given to an outcome', async () => {
    const l = await league();
    // A roll-off re-rolled on a tie (both dice level) until it breaks, cut after two rounds: 1/36 is still tied.
    const rollOff = (dice: Dice) => {
      for (;;) {
        const a = dice.roll('1d6', 'red').value;
        const b = dice.roll('1d6', 'blue').value;
        if (a !== b) return a > b ? 'Red' : 'Blue';
      }
    };
    const report = oddsOf(rollOff, [{ id: 'first', label: 'Wins the roll-off', of: (r: string) => r }], { maxRolls: 4 });
    l.render(<OddsReportView report={report} />);
    const group = screen.getByRole('group', { name: 'Wins the roll-off' });
    expect(within(group).getByLabelText('Red: 48.6% (35/72)')).toBeTruthy();
    expect(within(group).getByLabelText('Not settled: 2.8% (1/36)')).toBeTruthy();
    expect(screen.getByText(/^Not settled: 2\.8% of the rolls were still tied at the roll limit/)).toBeTruthy();
  });
});
