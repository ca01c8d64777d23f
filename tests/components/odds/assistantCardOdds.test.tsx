// @vitest-environment happy-dom
/**
 * The odds of the match assistant's one-click rolls (issue 23): MP, option checks, the recovery check and the veer are
 * rolled from a car card's buttons, with no drawer to hold the odds panel, so each has an Odds button beside it that
 * opens the same panel. On the app's Match screen over a real league file: the cards are set up through the assistant's
 * own channel (a speed, a skid, a driver out of action typed as corrections), and the figures are the rulebook's.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssistantState } from '../../../src-shared/ipc/channels/dethmetal/assistant';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { foundAll } from '../../support/leagueRecipes';

type Details = { vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] };
const TWO = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
] as const;

/** A race with one car a franchise in heat 1, the heat started and initiative rolled: the cars' ids, Rust 1's first. */
async function heat(l: ComponentLeague) {
  const ids = await foundAll(l.call, TWO);
  const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await l.call('match.preMatch', { matchId: m.id });
  const cars: number[] = [];
  for (const id of ids) {
    const d = await l.call<Details>('franchise.details', { id });
    const driverId = d.roster.find((c) => c.usable)!.id;
    cars.push(d.vehicles[0]!.id);
    await l.call('match.assign', {
      matchId: m.id,
      franchiseId: id,
      heats: [1, 2].map((h) => ({ heat: h, cars: [{ vehicleId: d.vehicles[0]!.id, driverId }] })),
    });
  }
  const act = (intent: unknown) => l.call<{ state: AssistantState }>('assistant.act', { matchId: m.id, intent });
  await act({ kind: 'start-heat', heat: 1 });
  await act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: cars }, apply: true });
  await act({ kind: 'advance' });
  return { matchId: m.id, cars, act };
}

const card = (name: string) => screen.findByLabelText(new RegExp(`^${name}, `), {}, SLOW);
/** Opens the Odds button named `label` on a car's card; its panel, once the chances are in. */
async function odds(car: string, label: string, first: string): Promise<HTMLElement> {
  const user = typist();
  await user.click(await within(await card(car)).findByRole('button', { name: label }, SLOW));
  const panel = await screen.findByRole('region', { name: 'Odds before rolling', hidden: true }, SLOW);
  await within(panel).findByLabelText(first, {}, SLOW);
  return panel;
}

describe('the match assistant’s one-click rolls show their odds beside them (component, real services)', () => {
  const league = useComponentLeague();

  it('Part IV › Movement Points (speed 4–6: + 1d3) and Driver’s Option Points (two driving checks under 3: the tires match the surface): the odds beside Roll MP and Option checks', async () => {
    const l = await league();
    const { matchId, cars, act } = await heat(l);
    await act({
      kind: 'edit',
      effects: [{ vehicleId: cars[0], change: { field: 'speed', to: 5 }, why: 'Speed 5', rule: 'a correction' }],
      why: 'Speed 5 for the odds',
    });
    await act({ kind: 'advance' });
    renderScreen(l, `#/match/${matchId}/assistant`);

    // Speed 5 rolls 1d3 read off a d6: 6, 7 and 8 MP, a third each; 7 expected.
    const mp = await odds('Rust 1', 'Odds of Roll MP', '6: 33.3% (1/3)');
    expect(within(mp).getByLabelText('7: 33.3% (1/3)')).toBeTruthy();
    expect(within(mp).getByLabelText('8: 33.3% (1/3)')).toBeTruthy();
    expect(within(mp).getByText('Exact')).toBeTruthy();
    await typist().keyboard('{Escape}');

    // Option checks: 1d6 under the driver's 3, twice as the car's street tires match the asphalt: none 1/4, one 1/2,
    // two 1/4.
    const options = await odds('Rust 1', 'Odds of Option checks', '1: 50.0% (1/2)');
    expect(within(options).getByLabelText('0: 25.0% (1/4)')).toBeTruthy();
    expect(within(options).getByLabelText('2: 25.0% (1/4)')).toBeTruthy();
  });

  it('Part IV › Loss of Control (the recovery check under driving 3) and Part IV › Uncontrolled vehicle (the veer table, gaps.md #46): the odds beside Recovery and beside a driverless car', async () => {
    const l = await league();
    const { matchId, cars, act } = await heat(l);
    const state = await l.call<AssistantState>('assistant.state', { matchId });
    const driver = state.cards.find((c) => c.vehicleId === cars[0])!.crew[0]!.competitorId;
    await act({
      kind: 'edit',
      effects: [
        { vehicleId: cars[1], change: { field: 'control', to: 'major-skid' }, why: 'A major skid', rule: 'a correction' },
        { vehicleId: cars[1], change: { field: 'speed', to: 6 }, why: 'Speed 6', rule: 'a correction' },
        { vehicleId: cars[0], change: { field: 'wound', competitorId: driver, wound: 'out-of-action' }, why: 'Driver out', rule: 'a correction' },
      ],
      why: 'A skid and a lost driver for the odds',
    });
    await act({ kind: 'advance' });
    await act({ kind: 'advance' });
    renderScreen(l, `#/match/${matchId}/assistant`);

    // The major skid ends on a driving check under 3 (1/2); a failure keeps it and loses 1 speed.
    const recovery = await odds('Ash 1', 'Odds of the recovery check', 'In control: 50.0% (1/2)');
    expect(within(recovery).getByLabelText('Major skid: 50.0% (1/2)')).toBeTruthy();
    expect(within(recovery).getByLabelText('5: 50.0% (1/2)')).toBeTruthy();
    await typist().keyboard('{Escape}');

    // The veer table on 1d6: 3–4 straight on (1/3), each of the other four 1/6.
    const veer = await odds('Rust 1', 'Odds of a veer (entering a hazard)', 'Straight on: 33.3% (1/3)');
    for (const w of ['Drifts left', 'Drifts right', 'Turns one hex-side left', 'Turns one hex-side right'])
      expect(within(veer).getByLabelText(`${w}: 16.7% (1/6)`)).toBeTruthy();
  });
});
