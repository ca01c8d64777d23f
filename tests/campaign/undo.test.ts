/**
 * Undo of every kind of campaign operation restores a byte-for-byte identical logical state (canonical dump,
 * dice counter included); redo re-applies it exactly; and the whole run can be undone in reverse order.
 */
import { describe, expect, it } from 'vitest';
import type { ChannelName, InputOf } from '../../src-shared/ipc';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, gunCar, newLeague } from './support';

const tempDir = useTempDir();

describe('undo and redo of every campaign operation', () => {
  it('each operation undoes to the exact state before it and redoes to the exact state after it; all undo in reverse', async () => {
    const league = await newLeague(tempDir(), 99);
    const dump = () => canonicalDump(league.session.league.sqlite);
    const counter = () => (league.session.league.sqlite.prepare('SELECT rng_counter AS c FROM league').get() as { c: number }).c;
    const snapshots: { op: string; before: string }[] = [];
    const kinds = new Set<string>();

    async function step<C extends ChannelName>(channel: C, payload: InputOf<C>) {
      const before = dump();
      const counterBefore = counter();
      const { value } = await answering(league, channel, payload);
      const after = dump();
      expect(after, `${channel} changed nothing`).not.toBe(before);
      const undone = await league.call('journal.undo', {});
      expect(undone.op).toBe(channel);
      expect(dump(), `undo of ${channel}`).toBe(before);
      expect(counter()).toBe(counterBefore);
      await league.call('journal.redo', {});
      expect(dump(), `redo of ${channel}`).toBe(after);
      snapshots.push({ op: channel, before });
      kinds.add(channel);
      return value;
    }

    const red = (
      await step('franchise.found', founding('Red Rockets', '#aa0000', { partySpend: 40, stores: [{ item: 'Gear-set', quantity: 1, gearing: -1 }] }))
    ).franchise;
    const blue = (await step('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
    await step('roster.hire', { franchiseId: red.id, name: 'Kid Red' });
    await step('roster.trade', { fromFranchiseId: red.id, toFranchiseId: blue.id, competitorIds: [red.roster[0]!.id], price: 10 });
    await step('roster.release', { competitorId: blue.roster[0]!.id });
    await step('roster.hire', { franchiseId: red.id, competitorId: blue.roster[0]!.id });
    const bought = (await step('garage.buy', { franchiseId: red.id, design: gunCar('Spare') })).vehicle;
    await step('garage.refit', { vehicleId: bought.id, design: { ...bought.design, gearing: -1 }, buyMissing: false });
    await step('garage.sell', { vehicleId: bought.id });
    await step('stores.buy', {
      franchiseId: blue.id,
      items: [
        { item: 'Rockets', quantity: 2 },
        { item: 'Tire-set (puncture-resistant)', quantity: 1, tread: 'street' },
      ],
    });
    await step('mechanic.hire', { franchiseId: blue.id, rating: 3 });
    await step('sponsors.party', { franchiseId: blue.id, amount: 80 });
    const extra = await step('schedule.add', { track: 'Austin', surface: 'asphalt', kind: 'arena' });
    await step('schedule.remove', { matchId: extra.id });
    const match = await step('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race' });
    await step('match.preMatch', { matchId: match.id });
    const teams: InputOf<'match.record'>['teams'] = [];
    for (const f of [red, blue]) {
      const d = await league.call('franchise.details', { id: f.id });
      await step('match.assign', {
        matchId: match.id,
        franchiseId: f.id,
        heats: [{ heat: 1, cars: d.vehicles.slice(0, 3).map((v, i) => ({ vehicleId: v.id, driverId: d.roster[i]!.id })) }],
      });
      teams.push({
        franchiseId: f.id,
        competitors: [{ competitorId: d.roster[0]!.id, points: f === red ? 4 : 2, criticals: 2, outOfAction: f === blue }],
        vehicles: [{ vehicleId: d.vehicles[2]!.id, criticals: 1, destroyed: f === red }],
        worldTrade: true,
      });
    }
    await step('match.record', { matchId: match.id, teams });
    await step('season.end', {});

    for (const k of [
      'franchise.found',
      'roster.hire',
      'roster.release',
      'roster.trade',
      'garage.buy',
      'garage.refit',
      'garage.sell',
      'stores.buy',
      'mechanic.hire',
      'sponsors.party',
      'schedule.add',
      'schedule.remove',
      'match.preMatch',
      'match.assign',
      'match.record',
      'season.end',
    ]) {
      expect(kinds).toContain(k);
    }
    // Now undo everything, last first: each undo lands exactly on the state before that operation.
    for (const s of [...snapshots].reverse()) {
      const undone = await league.call('journal.undo', {});
      expect(undone.op).toBe(s.op);
      expect(dump(), `undo of ${s.op}`).toBe(s.before);
    }
    expect(counter()).toBe(0);
    league.close();
  }, 120_000);

  it('a preview writes nothing: no journal entry, no roll, no change', async () => {
    const league = await newLeague(tempDir(), 5);
    await league.call('franchise.found', founding('Red Rockets', '#aa0000'));
    await league.call('franchise.found', founding('Blue Bombers', '#0000aa'));
    const match = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    await league.call('match.preMatch', { matchId: match.id });
    const journal = await league.call('journal.recent', { limit: 100 });
    const before = canonicalDump(league.session.league.sqlite);
    const teams = [1, 2].map((franchiseId) => ({ franchiseId }));
    const a = await league.call('match.record', { matchId: match.id, preview: true, teams });
    const b = await league.call('match.record', { matchId: match.id, preview: true, teams });
    expect(a).toEqual(b);
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    expect(await league.call('journal.recent', { limit: 100 })).toEqual(journal);
    await league.call('match.record', { matchId: match.id, teams });
    const recorded = canonicalDump(league.session.league.sqlite);
    const { value: end } = await answering(league, 'season.end', { preview: true });
    expect(end.preview).toBe(true);
    expect(end.nextSeasonNumber).toBe(2);
    expect(canonicalDump(league.session.league.sqlite)).toBe(recorded);
    league.close();
  });
});
