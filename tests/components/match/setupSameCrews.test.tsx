// @vitest-environment happy-dom
/**
 * Match › Setup's "Same crews as Match N" (issue 11), moved from tests/e2e/match-night.spec.ts: what comes back from
 * the last line-up, what cannot and why, every field named for whose it is, and Save writing what the form holds. The
 * screen is the app's own (MatchScreen at `#/match/N/setup`) over a real league file.
 */
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dethmetalTeam, type MatchView } from '../../../src-shared/ipc';
import { MatchScreen } from '../../../src-renderer/screens/dethmetal/match/MatchScreen';
import { useComponentLeague } from '../../support/component';
import { machinegunCar, type Reply } from '../../support/pageApi';
import { foundAll, recordFirstChoices, REAPERS_ANGELS } from '../../support/leagueRecipes';

type Details = { vehicles: { id: number; name: string }[]; roster: { id: number; name: string; usable: boolean }[] };

const BOUND = { timeout: 60_000 };

describe('Match › Setup: Same crews as Match 1 (component, real services)', () => {
  const league = useComponentLeague();

  it('puts the line-up back where it can, says why for the slots it cannot, names every field for whose it is, and writes nothing until Save', async () => {
    const l = await league();
    const { call } = l;
    const invoke = async (channel: string, payload: unknown) => (await l.dispatch(channel as never, payload as never)) as Reply;
    await call('league.updateSettings', { seed: 2024 });
    const [reapers, angels] = (await foundAll(call, REAPERS_ANGELS)) as [number, number];
    const details = (id: number) => call<Details>('franchise.details', { id });
    const red = await details(reapers);
    const blue = await details(angels);
    const person = (d: Details, name: string) => d.roster.find((c) => c.name === name)!.id;
    const m1 = await call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 2 });
    await call('match.preMatch', { matchId: m1.id });
    const lineUp = (d: Details, short: string, names: string[][]) =>
      names.map((heat, h) => ({ heat: h + 1, cars: heat.map((n, i) => ({ vehicleId: d.vehicles[i]!.id, driverId: person(d, `${n} ${short}`) })) }));
    await call('match.assign', {
      matchId: m1.id,
      franchiseId: reapers,
      heats: lineUp(red, 'Rust', [
        ['Ace', 'Blitz', 'Crash'],
        ['Dent', 'Ember', 'Fang'],
      ]),
    });
    await call('match.assign', { matchId: m1.id, franchiseId: angels, heats: lineUp(blue, 'Ash', [['Ace'], ['Blitz']]) });
    await recordFirstChoices(invoke, {
      matchId: m1.id,
      teams: [
        {
          franchiseId: reapers,
          competitors: [
            { competitorId: person(red, 'Ace Rust'), points: 6 },
            { competitorId: person(red, 'Blitz Rust'), points: 3 },
          ],
        },
        { franchiseId: angels, competitors: [{ competitorId: person(blue, 'Ace Ash'), points: 4 }] },
      ],
    });
    // Between the matches: Rust 3 is sold (Rust 4 bought), Dent Rust released, two rookies hired.
    await call('garage.sell', { vehicleId: red.vehicles[2]!.id });
    await call('garage.buy', { franchiseId: reapers, design: machinegunCar('Rust 4') });
    await call('roster.release', { competitorId: person(red, 'Dent Rust') });
    for (const name of ['Gus Rust', 'Hank Rust']) await call('roster.hire', { franchiseId: reapers, name });
    const m2 = await call<{ id: number }>('schedule.add', { track: 'The Pit', surface: 'dirt', kind: 'arena', heats: 2, date: '2026-09-03' });
    await call('match.preMatch', { matchId: m2.id });

    window.location.hash = `#/match/${m2.id}/setup`;
    l.render(
      <>
        <Notifications />
        <MatchScreen />
      </>,
    );
    // The event date as the app shows dates (the locale's own words), never the stored ISO day.
    const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 8, 3));
    await screen.findByText((t) => t.includes(`Season 1 · 2 heats · ${day}`), {}, BOUND);
    expect(screen.queryByText((t) => t.includes('2026-09-03'))).toBeNull();

    const same = await screen.findByTestId(`same-crews-${reapers}`, {}, BOUND);
    expect(same.textContent).toBe('Same crews as Match 1');
    fireEvent.click(same);
    const note = await screen.findByTestId(`same-crews-note-${reapers}`, {}, BOUND);
    await waitFor(() => expect(note.textContent).toContain('Filled from Match 1, except:'));
    expect(note.textContent).toContain('Heat 1, car 3: Rust 3 was sold');
    expect(note.textContent).toContain('Heat 2, car 3: Rust 3 was sold');
    expect(note.textContent).toContain('Heat 2, car 1, driver: Dent Rust is no longer on the roster (released)');

    const panel = screen.getByRole('tabpanel', { name: 'Setup' });
    const field = (heat: number, car: number, role: 'car' | 'driver') =>
      panel.querySelector<HTMLInputElement>(
        `input[aria-label="${role === 'car' ? `Rust Belt Reapers, heat ${heat} car ${car}` : `Rust Belt Reapers, heat ${heat} driver ${car} (car ${car})`}"]`,
      )!.value;
    expect(field(1, 1, 'car')).toBe('Rust 1');
    expect(field(1, 1, 'driver')).toBe('Ace Rust');
    expect(field(1, 2, 'car')).toBe('Rust 2');
    expect(field(1, 2, 'driver')).toBe('Blitz Rust');
    expect(field(1, 3, 'car')).toBe('');
    expect(field(2, 1, 'car')).toBe('Rust 1');
    expect(field(2, 1, 'driver')).toBe('');
    expect(field(2, 2, 'driver')).toBe('Ember Rust');

    // Every field on Setup has its own accessible name, saying whose it is: 2 teams × 2 heats × 3 cars × (car, driver).
    const labels = [...panel.querySelectorAll('input[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    expect(labels.length).toBe(2 * 2 * 3 * 2);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^(Rust Belt Reapers|Ash Valley Angels), heat [12] (car|driver|gunner) [123]/);

    // Nothing is written until Save; Save writes what the form holds.
    const before = await call<MatchView>('match.get', { matchId: m2.id });
    expect(dethmetalTeam(before, reapers!).assignments).toHaveLength(0);
    fireEvent.click(screen.getByTestId(`assign-${reapers}`));
    await screen.findByText('Rust Belt Reapers: cars assigned', {}, BOUND);
    const saved = await call<MatchView>('match.get', { matchId: m2.id });
    expect(dethmetalTeam(saved, reapers!).assignments.map((a) => `${a.heat} ${a.vehicle} ${a.driver}`)).toEqual([
      '1 Rust 1 Ace Rust',
      '1 Rust 2 Blitz Rust',
      '2 Rust 2 Ember Rust',
    ]);
  });
});
