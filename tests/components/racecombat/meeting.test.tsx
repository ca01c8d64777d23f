// @vitest-environment happy-dom
/**
 * The race-combat Match page over a real league file: a meeting of two teams (three cars) on the core's one match
 * table. A shot resolved at the table shows on the live card (Combat › To-hit roll); the finishing order is typed car by car with each driver's points by the league's table (League (house rules),
 * gaps.md #24: 10-8-6…), a car out of the race placed after the finishers; the race finished, the meeting previewed
 * and committed into both championships through rcTable.record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCarDesign, withFitting, withWeapon } from '../../../src-renderer/screens/racecombat/team/carModel';
import { defaultRacecombatSettings } from '../../../src-shared/engine/racecombat';
import type { LeagueStandings } from '../../../src-shared/ipc/channels/leagueTypes';
import { type ComponentLeague, useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';

const text = (e: Element | null) => (e?.textContent ?? '').trim();
const s = defaultRacecombatSettings();

async function carOf(l: ComponentLeague, franchiseId: number, name: string, driver: string, armed: boolean): Promise<number> {
  const design = armed ? withWeapon(withFitting(newCarDesign(name, s), 'turret', true), 'laser', 'turret') : newCarDesign(name, s);
  const r = await l.call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId, design, driver: { kind: 'driver', name: driver } });
  return r.car.vehicleId;
}

describe('Race combat: the Match page', () => {
  const league = useComponentLeague();

  it('shows a shot on the live card, types the finishing order with each driver’s points, records the meeting into both championships', async () => {
    const l = await league({ ruleset: 'racecombat' });
    await l.call('league.updateSettings', { seed: 2525 });
    const rust = await l.call<{ id: number }>('franchise.add', { name: 'Scuderia Rust', colour: '#c0392b', owner: '' });
    const tarmac = await l.call<{ id: number }>('franchise.add', { name: 'Team Tarmac', colour: '#2980b9', owner: '' });
    const widow = await carOf(l, rust.id, 'Widowmaker', 'Mad Maxine', true);
    const wreck = await carOf(l, rust.id, 'Wreck', 'Crash', false);
    const hornet = await carOf(l, tarmac.id, 'Hornet', 'Jet', false);
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Monza Scrapyard', franchiseIds: [rust.id, tarmac.id] });
    await l.call('rcTable.act', { matchId: m.id, intent: { kind: 'gear', car: hornet, gear: 4 } });
    await l.call('rcTable.act', { matchId: m.id, intent: { kind: 'retire', car: wreck, reason: 'Spun off at the chicane' } });

    // The shoot form's preview is the table's: every modifier before the roll (the form is driven in the Chromium spec).
    const shot = { kind: 'shoot', firer: widow, weapon: 'laser1', target: hornet, arc: 'front', rangeInches: 6, reaction: true };
    const before = await l.call<{ steps: { parts: { label: string; value: number }[] }[] }>('rcTable.preview', { matchId: m.id, intent: shot });
    expect(before.steps[0]!.parts).toEqual(expect.arrayContaining([expect.objectContaining({ value: -2 })]));
    await l.call('rcTable.act', { matchId: m.id, intent: shot });

    const user = typist();
    renderScreen(l, `#/match/${m.id}`, 'racecombat');
    const calculators = await screen.findByRole('region', { name: 'Calculators' }, SLOW);
    expect(within(calculators).getByTestId('clock').textContent).toBe('Race 1 · lap 1 · turn 1');
    // The laser fired one of its 6 loads (house rule “Ammunition loads”, gaps.md #5).
    await waitFor(() => expect(text(screen.getByRole('table', { name: 'Widowmaker weapons' }))).toContain('5 loads'), SLOW);

    // The finishing order: Hornet, then Widowmaker; the Wreck went out and is placed after them.
    const result = screen.getByRole('region', { name: 'Result' });
    await user.click(within(result).getByRole('button', { name: 'Hornet' }));
    await user.click(within(result).getByRole('button', { name: 'Widowmaker' }));
    const rows = within(within(result).getByRole('table', { name: 'Race 1 placings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 1).map(text)[0])).toEqual(['1', '2', '3']);
    expect(text(rows[0]!)).toContain('Hornet');
    expect(text(rows[0]!)).toMatch(/10$/);
    expect(text(rows[1]!)).toMatch(/Widowmaker.*8$/);
    expect(text(rows[2]!)).toContain('Wreck');
    expect(text(rows[2]!)).toContain('out L1 T1');
    // An eliminated car scores no points by default (the league's table: out no-points, gaps.md #24).
    expect(text(rows[2]!)).toMatch(/T1 ?0$/);
    await user.click(within(result).getByRole('button', { name: 'Finish race 1' }));
    await user.click(await within(result).findByRole('button', { name: 'Preview' }, SLOW));
    const preview = await within(result).findByRole('group', { name: 'Standings preview' }, SLOW);
    expect(text(preview)).toContain('Jet');
    await user.click(within(result).getByRole('button', { name: 'Commit' }));
    await within(result).findByText('The championships count this meeting. Ctrl+Z undoes the recording.', {}, SLOW);

    const table = await l.call<LeagueStandings>('standings.league', {});
    expect(table.entrants?.rows.map((r) => [r.entrant, r.points])).toEqual(
      expect.arrayContaining([
        ['Jet', 10],
        ['Mad Maxine', 8],
      ]),
    );
    expect(table.rows.find((r) => r.franchise === 'Team Tarmac')?.points).toBe(10);
  }, 90_000);
});
