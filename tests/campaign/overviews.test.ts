/**
 * franchise.overviews: every franchise's numbers in one read, for the League overview — the same numbers
 * franchise.details gives one franchise at a time (roster 6–10 and stables 3–5, Part VI › Assemble the roster and
 * stables; size of franchise for the overhead table, gaps.md #63).
 */
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { bigCar, founding, newLeague } from './support';

const tempDir = useTempDir();

describe('franchise.overviews', () => {
  it('gives, for every franchise, what franchise.details counts: cash, roster, cars, sponsors, stores, size and limits', async () => {
    const league = await newLeague(tempDir(), 9);
    const _red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000', { mechanicRating: 3, stores: [{ item: 'Rockets', quantity: 2 }] })))
      .franchise;
    const blue = (
      await league.call(
        'franchise.found',
        founding('Blue Bombers', '#0000aa', { vehicles: [{ design: bigCar('Big One') }, { design: bigCar('Big Two') }, { design: bigCar('Big Three') }] }),
      )
    ).franchise;
    await league.call('roster.release', { competitorId: blue.roster[0]!.id });
    await league.call('garage.sell', { vehicleId: blue.vehicles[0]!.id });
    await league.call('franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9', owner: 'Bob' });

    const overviews = await league.call('franchise.overviews', {});
    expect(overviews.map((o) => o.name)).toEqual(['Ash Valley Angels', 'Blue Bombers', 'Red Rockets']);
    for (const o of overviews) {
      const d = await league.call('franchise.details', { id: o.id });
      expect(o).toEqual({
        id: d.id,
        name: d.name,
        colour: d.colour,
        owner: d.owner,
        createdAt: d.createdAt,
        foundedSeason: d.foundedSeason,
        expansion: d.expansion,
        cash: d.cash,
        mechanicRating: d.mechanicRating,
        roster: d.roster.length,
        rosterActive: d.roster.filter((c) => c.status === 'active').length,
        vehicles: d.vehicles.length,
        overheadPenaltyVehicles: d.vehicles.filter((v) => v.budget === 75).length,
        sponsors: d.sponsors.length,
        stores: d.stores.length,
        size: d.size,
        problems: d.problems,
      });
    }
    // Blue: five left on the roster (under six) and two cars (under three); the unfounded Angels have no limits yet.
    const byName = new Map(overviews.map((o) => [o.name, o]));
    expect(byName.get('Blue Bombers')!.problems.map((p) => p.code)).toEqual(['rosterTooSmall', 'stablesTooSmall']);
    expect(byName.get('Ash Valley Angels')).toMatchObject({ foundedSeason: null, roster: 0, vehicles: 0, problems: [] });
    // Of the two Rockets bought, one went onto the rocket car's Rocket-pack mount: one is left in the stores.
    expect(byName.get('Red Rockets')).toMatchObject({ roster: 6, vehicles: 3, stores: 1, mechanicRating: 3 });
    league.close();
  });

  it('takes no input', async () => {
    const league = await newLeague(tempDir(), 9);
    expect(await league.refuse('franchise.overviews', { id: 1 } as never)).toMatchObject({ kind: 'validation' });
    league.close();
  });
});
