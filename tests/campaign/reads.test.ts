/** The read channels the screens build on: franchise, ledger, competitor career, car history, schedule, seasons. */
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, newLeague } from './support';
import { dethmetalTeams } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

const tempDir = useTempDir();

describe('read channels', () => {
  it('answer with names, explanations and running balances after a recorded match and a season end', async () => {
    const league = await newLeague(tempDir(), 8);
    const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
    const m = await league.call('schedule.add', { track: 'Seattle', surface: 'asphalt', kind: 'arena', date: '2025-05-01' });
    await league.call('match.preMatch', { matchId: m.id });
    for (const f of [red, blue]) {
      await league.call('match.assign', {
        matchId: m.id,
        franchiseId: f.id,
        heats: [{ heat: 1, cars: [{ vehicleId: f.vehicles[0]!.id, driverId: f.roster[0]!.id, gunnerId: f.roster[1]!.id }] }],
      });
    }
    await league.call('match.record', {
      matchId: m.id,
      teams: [
        { franchiseId: red.id, competitors: [{ competitorId: red.roster[0]!.id, points: 5, criticals: 1 }] },
        { franchiseId: blue.id, competitors: [{ competitorId: blue.roster[1]!.id, outOfAction: true }] },
      ],
    });

    const match = await league.call('match.get', { matchId: m.id });
    expect(match).toMatchObject({
      number: 1,
      status: 'recorded',
      track: 'Seattle',
      kind: 'arena',
      date: '2025-05-01',
      details: { ruleset: 'dethmetal', kind: 'arena', preMatch: { competitors: [], vehicles: [] } },
    });
    expect(dethmetalTeams(match).map((t) => [t.franchise, t.points, t.won])).toEqual([
      ['Red Rockets', 5, true],
      ['Blue Bombers', 0, false],
    ]);
    expect(dethmetalTeams(match)[0]!.assignments).toEqual([
      {
        heat: 1,
        vehicleId: red.vehicles[0]!.id,
        vehicle: 'Red Rockets One',
        driverId: red.roster[0]!.id,
        driver: red.roster[0]!.name,
        gunnerId: red.roster[1]!.id,
        gunner: red.roster[1]!.name,
      },
    ]);
    expect((await league.call('schedule.list', {})).map((x) => x.id)).toEqual([m.id]);

    const ledger = await league.call('franchise.ledger', { id: red.id });
    expect(ledger[0]).toMatchObject({ amount: 1000, reason: 'Seed money', balance: 1000, seasonNumber: 1, matchId: null, op: 'franchise.found' });
    expect(ledger.at(-1)!.balance).toBe((await league.call('franchise.details', { id: red.id })).cash);
    expect(ledger.filter((l) => l.matchId === m.id).map((l) => l.stage)).toContain('overhead');

    const ace = await league.call('competitor.get', { id: red.roster[0]!.id });
    expect(ace).toMatchObject({
      name: red.roster[0]!.name,
      franchiseName: 'Red Rockets',
      status: 'active',
      usable: true,
      career: { matches: 1, points: 5, criticals: 1, deaths: 0 },
    });
    expect(ace.career.xp).toBe(4);
    expect(ace.sheet.find((f) => f.label === 'Experience')!.value).toMatch(/^4 XP/);
    expect(ace.history.map((h) => h.kind)).toEqual(['hired', 'level']);
    const dead = await league.call('competitor.get', { id: blue.roster[1]!.id });
    expect(dead.career.deaths).toBe(1);
    expect(dead.history.map((h) => h.kind)).toContain('cloned');

    const car = await league.call('vehicle.get', { id: red.vehicles[0]!.id });
    expect(car.history).toMatchObject({ name: 'Red Rockets One', franchise: 'Red Rockets', matches: 1 });
    // The seeded sponsor roll gives Red Rockets a Car manufacturer: the car was bought with +3 DP, and its sheet
    // says so, like the garage card (issue 11 #6: one DP figure; Sponsor effect table › Car manufacturer).
    expect(car.bonusDp).toBe(3);
    expect(car.sheet.find((f) => f.label === 'Design points')!.value).toBe('58 of 63 DP');

    await answering(league, 'season.end', {});
    const seasons = await league.call('season.list', {});
    expect(seasons.map((s) => [s.number, s.status, s.matchesPlayed])).toEqual([
      [1, 'closed', 1],
      [2, 'open', 0],
    ]);
    expect(seasons[0]!.summary).toMatchObject({ seasonNumber: 1, metalCup: { winners: ['Red Rockets'] }, rolls: [] });
    expect(await league.call('season.current', {})).toMatchObject({ number: 2, status: 'open', seasonLength: 8 });
    expect((await league.call('standings.get', { season: 1 })).franchises[0]).toMatchObject({ franchise: 'Red Rockets', place: 1, metalCups: 1 });
    league.close();
  });
});
