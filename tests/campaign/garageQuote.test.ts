/**
 * garage.quote: a buy or refit worked out by the very operation and rolled back (Part VI › Shopping; Sponsor effect
 * table: Car dealership −10% on new vehicles, Gun manufacturer −10% on weapons; gaps.md #33, #34 for the free kit of a
 * new car). The quote is what Buy or Refit then books, to the line; it writes nothing, not even the journal.
 */
import { describe, expect, it } from 'vitest';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, gunCar, newLeague, type League } from './support';

const tempDir = useTempDir();

async function dealershipLeague(): Promise<{ league: League; franchiseId: number }> {
  const league = await newLeague(tempDir(), 11);
  await league.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  const f = await league.call('franchise.found', founding('Red Rockets', '#aa0000', { sponsors: ['Car dealership', 'Gun manufacturer', 'Oil company'] }));
  return { league, franchiseId: f.franchise.id };
}

/** Prove a call changed nothing: the league's rows and the journal are as they were. */
async function unchanged<T>(league: League, run: () => Promise<T>): Promise<T> {
  const before = canonicalDump(league.session.league.sqlite);
  const out = await run();
  expect(canonicalDump(league.session.league.sqlite)).toBe(before);
  return out;
}

describe('garage.quote: the exact price before Buy or Refit', () => {
  it('a buy: the quote is the purchase to the line (sponsor discounts, stores used, free kit), and changes nothing', async () => {
    const { league, franchiseId } = await dealershipLeague();
    // A Heavy Machinegun waits in the stores; the second mount's Machinegun is bought at the Gun manufacturer's price.
    await league.call('stores.buy', { franchiseId, items: [{ item: 'Heavy Machinegun', quantity: 1 }] });
    const design = gunCar('Hellcat', {
      mounts: [
        { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Heavy Machinegun' },
        { type: 'light', arc: 'fixed', facing: 'rear', weapon: 'Machinegun' },
      ],
      armor: { front: 4, back: 4, left: 3, right: 3 },
    });
    const quote = await unchanged(league, () => league.call('garage.quote', { franchiseId, design }));
    expect(quote.preview).toBe(true);
    expect(quote.kit).toEqual({
      fitted: ['Heavy Machinegun'],
      bought: ['Machinegun (mount 2)'],
      free: ['Tire-set (light) (mud-and-snow)', 'Gear-set (gearing 0)'],
      returned: [],
    });
    expect(quote.money[0]!.lines.map((l) => [l.reason, l.amount])).toEqual([
      ['New vehicle Hellcat (60 DP; Car dealership −10%)', -90],
      ['1 × Machinegun at 14k (Gun manufacturer −10%) for Hellcat', -14],
    ]);

    const bought = await league.call('garage.buy', { franchiseId, design });
    expect(bought.preview).toBe(false);
    expect(bought.money).toEqual(quote.money);
    expect(bought.kit).toEqual(quote.kit);
    expect(bought.vehicle).toEqual(quote.vehicle);
    league.close();
  });

  it('a refit: what comes off goes back to the stores, what is missing is bought; the quote leaves redo alone', async () => {
    const { league, franchiseId } = await dealershipLeague();
    const car = (await league.call('franchise.details', { id: franchiseId })).vehicles[0]!;
    const refit = { ...car.design, tires: { type: 'heavy-duty' as const, tread: 'traction' as const, rare: false }, gearing: 1 as const };
    await league.call('league.rename', { name: 'Renamed' });
    await league.call('journal.undo', {});
    const quote = await unchanged(league, () => league.call('garage.quote', { vehicleId: car.id, design: refit }));
    expect(quote.kit).toEqual({
      fitted: [],
      bought: ['Tire-set (heavy) (traction)', 'Gear-set (gearing +1)'],
      free: [],
      returned: ['Tire-set (light)', 'Gear-set'],
    });
    expect(quote.money[0]!.lines.reduce((s, l) => s + l.amount, 0)).toBe(-4);
    // The quote ran inside a rolled-back operation: the undone rename can still be redone.
    expect((await league.call('journal.redo', {})).summary).toContain('Renamed');
    await league.call('journal.undo', {});
    const done = await league.call('garage.refit', { vehicleId: car.id, design: refit });
    expect(done.money).toEqual(quote.money);
    expect(done.kit).toEqual(quote.kit);
    league.close();
  });

  it('refusals come back as the buy would give them, and change nothing', async () => {
    const { league, franchiseId } = await dealershipLeague();
    // Spend the bank down to under 90k (18k a Heavy Machinegun with the Gun manufacturer): the car (90k) and its Machinegun (14k) cost 104k.
    const cash = (await league.call('franchise.details', { id: franchiseId })).cash;
    await league.call('stores.buy', { franchiseId, items: [{ item: 'Heavy Machinegun', quantity: Math.ceil((cash - 89) / 18) }] });
    const left = (await league.call('franchise.details', { id: franchiseId })).cash;
    expect(left).toBeLessThan(90);
    const broke = await unchanged(league, () => league.refuse('garage.quote', { franchiseId, design: gunCar('Costly') }));
    expect(broke).toMatchObject({ kind: 'conflict', message: `Red Rockets has ${left}k in the bank; this costs 104k.` });
    // An illegal design is refused at its field.
    const illegal = await unchanged(league, () =>
      league.refuse('garage.quote', { franchiseId, design: gunCar('Lopsided', { armor: { front: 14, back: 2, left: 2, right: 2 } }) }),
    );
    expect(illegal).toMatchObject({ kind: 'validation', issues: [{ path: ['design', 'armor', 'front'] }] });
    // Neither a franchise nor a car: the input names what is missing.
    const neither = await league.refuse('garage.quote', { design: gunCar('Nobody') } as never);
    expect(neither.kind).toBe('validation');
    expect(neither.message).toContain('franchiseId');
    // A car that is not there.
    const ghost = await league.refuse('garage.quote', { vehicleId: 999, design: gunCar('Ghost') });
    expect(ghost).toMatchObject({ kind: 'validation', issues: [{ path: ['vehicleId'] }] });
    league.close();
  });
});
