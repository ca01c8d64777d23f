/** Bad input: each refusal is a clear message naming what is wrong, at its field, and nothing is written. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppError, ChannelName, InputOf } from '../../src-shared/ipc';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, gunCar, newLeague, type League } from './support';

const tempDir = useTempDir();

let league: League;
let red: number;
let blue: number;
let matchId: number;

beforeEach(async () => {
  league = await newLeague(tempDir(), 7);
  red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise.id;
  blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise.id;
  // A third founded franchise that takes no part in the match.
  await league.call('franchise.found', founding('Grey Ghosts', '#777777'));
  matchId = (await league.call('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race', franchiseIds: [red, blue] })).id;
  await league.call('match.preMatch', { matchId });
  for (const fid of [red, blue]) {
    const d = await league.call('franchise.details', { id: fid });
    await league.call('match.assign', {
      matchId,
      franchiseId: fid,
      heats: [{ heat: 1, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: d.roster[i]!.id })) }],
    });
  }
  return () => league.close();
});

/** Call, expect a refusal, and prove nothing was written (state and journal). */
async function refused<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<AppError> {
  const before = canonicalDump(league.session.league.sqlite);
  const journal = await league.call('journal.recent', { limit: 500 });
  const error = await league.refuse(channel, payload);
  expect(canonicalDump(league.session.league.sqlite)).toBe(before);
  expect(await league.call('journal.recent', { limit: 500 })).toEqual(journal);
  return error;
}

const details = (id: number) => league.call('franchise.details', { id });

describe('bad input is refused with a clear message and changes nothing', () => {
  it('a result for a franchise not in the match', async () => {
    const grey = (await league.call('franchise.list', {})).find((f) => f.name === 'Grey Ghosts')!.id;
    const e = await refused('match.record', { matchId, teams: [{ franchiseId: red }, { franchiseId: blue }, { franchiseId: grey }] });
    expect(e).toMatchObject({ kind: 'validation', message: 'Grey Ghosts is not taking part in match 1.', issues: [{ path: ['teams', 2, 'franchiseId'] }] });
  });

  it('a result missing a franchise that took part, or a competitor who did not race', async () => {
    const e = await refused('match.record', { matchId, teams: [{ franchiseId: red }] });
    expect(e).toMatchObject({ kind: 'validation', message: 'The result has no entry for Blue Bombers, which took part in match 1.' });
    const idle = (await details(red)).roster[5]!;
    const e2 = await refused('match.record', {
      matchId,
      teams: [{ franchiseId: red, competitors: [{ competitorId: idle.id, points: 2 }] }, { franchiseId: blue }],
    });
    expect(e2).toMatchObject({
      kind: 'validation',
      issues: [
        { path: ['teams', 0, 'competitors', 0, 'competitorId'], message: `Competitor ${idle.id} was not assigned to a car of Red Rockets in this match.` },
      ],
    });
  });

  it('a negative point score', async () => {
    const ace = (await details(red)).roster[0]!;
    const e = await refused('match.record', {
      matchId,
      teams: [{ franchiseId: red, competitors: [{ competitorId: ace.id, points: -2 }] }, { franchiseId: blue }],
    });
    expect(e).toMatchObject({ kind: 'validation', message: 'Points cannot be negative', issues: [{ path: ['teams', 0, 'competitors', 0, 'points'] }] });
    const e2 = await refused('match.record', { matchId, teams: [{ franchiseId: red, points: -1 }, { franchiseId: blue }] });
    expect(e2).toMatchObject({ kind: 'validation', issues: [{ path: ['teams', 0, 'points'], message: 'Points cannot be negative' }] });
  });

  it('team points that are not its competitors’ points (gaps.md #38)', async () => {
    const ace = (await details(red)).roster[0]!;
    const e = await refused('match.record', {
      matchId,
      teams: [{ franchiseId: red, points: 5, competitors: [{ competitorId: ace.id, points: 3 }] }, { franchiseId: blue }],
    });
    expect(e).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['teams', 0, 'points'], message: expect.stringContaining("scored 5 points but its competitors' points add up to 3") }],
    });
  });

  it('gaps.md #37 Match format: a team fields at most 3 cars per heat (the set-up above seated all 3)', async () => {
    const d = await details(red);
    // Red has 3 cars; the 4th listed is Blue's (a car listed twice is refused by the contract before the service).
    const other = await details(blue);
    const cars = d.roster.slice(0, 4).map((c, i) => ({ vehicleId: (i < 3 ? d.vehicles[i] : other.vehicles[0])!.id, driverId: c.id }));
    const e = await refused('match.assign', { matchId, franchiseId: red, heats: [{ heat: 1, cars }] });
    expect(e).toMatchObject({ kind: 'validation' });
    expect((e as { issues: unknown[] }).issues).toContainEqual({
      path: ['heats', 0, 'cars'],
      message: 'A team fields at most 3 cars per heat (gaps.md #37); 4 are assigned.',
    });
  });

  it('a competitor assigned twice in a heat', async () => {
    const d = await details(red);
    const e = await refused('match.assign', {
      matchId,
      franchiseId: red,
      heats: [
        {
          heat: 1,
          cars: [
            { vehicleId: d.vehicles[0]!.id, driverId: d.roster[0]!.id },
            { vehicleId: d.vehicles[1]!.id, driverId: d.roster[0]!.id },
          ],
        },
      ],
    });
    expect(e).toMatchObject({
      kind: 'validation',
      message: `${d.roster[0]!.name} is assigned twice in heat 1 (already driver of ${d.vehicles[0]!.name}).`,
      issues: [{ path: ['heats', 0, 'cars', 1, 'driverId'] }],
    });
  });

  it('an unknown sponsor type', async () => {
    const e = await refused('sponsors.party', { franchiseId: red, amount: 40, drop: ['Pizza parlour' as never] });
    expect(e).toMatchObject({ kind: 'validation', issues: [{ path: ['drop', 0], message: expect.stringContaining('Unknown sponsor type "Pizza parlour"') }] });
    const e2 = await refused('season.end', { safe: { [String(red)]: 'Crypto exchange' as never } });
    expect(e2).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['safe', String(red)], message: expect.stringContaining('Unknown sponsor type "Crypto exchange"') }],
    });
  });

  it('a design JSON from a future version', async () => {
    const e = await refused('garage.buy', { franchiseId: red, design: { ...gunCar('Tomorrow'), version: 2 } });
    expect(e).toMatchObject({
      kind: 'validation',
      message: 'This design was saved by a newer version of Pitwall (design version 2; this version reads up to 1). Update Pitwall to open it.',
      issues: [{ path: ['design', 'version'] }],
    });
  });

  it('an illegal car design: every broken rule at its path', async () => {
    const e = await refused('garage.buy', { franchiseId: red, design: gunCar('Lopsided', { armor: { front: 30, back: 2, left: 4, right: 5 } }) });
    expect(e.kind).toBe('validation');
    const paths = 'issues' in e ? e.issues.map((i) => i.path.join('.')) : [];
    expect(paths).toEqual(expect.arrayContaining(['design.budget', 'design.armor.front', 'design.armor.right']));
  });

  it('a founding plan outside the roster of 6–10 or the stables of 3–5, with the rule in the message', async () => {
    const e = await refused('franchise.found', founding('Tiny Team', '#123456', { competitors: [{ name: 'Solo' }] }));
    expect(e).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['competitors'], message: 'A roster needs at least 6 competitors (gaps.md #71); this one has 1.' }],
    });
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `C${i}` }));
    const e2 = await refused('franchise.found', founding('Huge Team', '#123456', { competitors: many }));
    expect(e2).toMatchObject({ issues: [{ path: ['competitors'], message: 'A roster can have at most 10 competitors; this one has 11.' }] });
    const e3 = await refused('franchise.found', founding('Few Cars', '#123456', { vehicles: [{ design: gunCar('Only') }] }));
    expect(e3).toMatchObject({ issues: [{ path: ['vehicles'], message: 'Three vehicles are an absolute minimum for the stables; this one has 1.' }] });
  });

  it('a founding plan over the 1000k seed money', async () => {
    const e = await refused(
      'franchise.found',
      founding('Big Spenders', '#123456', { mechanicRating: 3, vehicles: [1, 2, 3, 4, 5].map((i) => ({ design: gunCar(`Car ${i}`, { budget: 75 }) })) }),
    );
    expect(e).toMatchObject({ kind: 'validation', message: expect.stringMatching(/^The plan costs \d+k, \d+k more than the 1000k seed money\.$/) });
  });

  it('a party amount not on the Sponsor party table (gaps.md #58), and a second party in a season', async () => {
    const e = await refused('sponsors.party', { franchiseId: red, amount: 60 });
    expect(e).toMatchObject({
      kind: 'validation',
      message: 'A party costs one of 10k, 20k, 40k, 80k, 150k, 300k; 60k is not on the Sponsor party table (gaps.md #58).',
      issues: [{ path: ['amount'] }],
    });
    await league.call('sponsors.party', { franchiseId: red, amount: 10 });
    const e2 = await refused('sponsors.party', { franchiseId: red, amount: 10 });
    expect(e2).toMatchObject({ kind: 'conflict', message: 'Red Rockets has already thrown its sponsor party this season (only once per season).' });
  });

  it('spending more than the bank holds', async () => {
    const cash = (await details(red)).cash;
    const e = await refused('stores.buy', { franchiseId: red, items: [{ item: 'Heavy Anti-tank Rifle', quantity: 20 }] });
    expect(e).toMatchObject({ kind: 'conflict', message: `Red Rockets has ${cash}k in the bank; this costs 1100k.` });
  });

  it('a rating-4 mechanic without a sponsor that provides one (gaps.md #67)', async () => {
    const sponsors = (await details(red)).sponsors.map((s) => s.type);
    if (['Tire company', 'Mechanic shop', 'Car dealership'].some((s) => sponsors.includes(s as never))) return;
    const e = await refused('mechanic.hire', { franchiseId: red, rating: 4 });
    expect(e).toMatchObject({
      kind: 'conflict',
      message: 'A rating-4 mechanic can only be hired through a Tire company, Mechanic shop or Car dealership sponsor (gaps.md #67).',
    });
  });

  it('recording a match twice, trading within one franchise, selling a car assigned to a pending match', async () => {
    const d = await details(red);
    const e = await refused('roster.trade', { fromFranchiseId: red, toFranchiseId: red, competitorIds: [d.roster[0]!.id] });
    expect(e).toMatchObject({ kind: 'validation', message: 'A trade needs two different franchises.' });
    const e2 = await refused('garage.sell', { vehicleId: d.vehicles[0]!.id });
    expect(e2).toMatchObject({ kind: 'conflict', message: `${d.vehicles[0]!.name} is assigned to match 1, which has not been recorded yet.` });
    await league.call('match.record', { matchId, teams: [{ franchiseId: red }, { franchiseId: blue }] });
    const e3 = await refused('match.record', { matchId, teams: [{ franchiseId: red }, { franchiseId: blue }] });
    expect(e3).toMatchObject({ kind: 'conflict', message: 'Match 1 has already been recorded (undo it to record it again).' });
  });

  it('a gunner in a car without a gunner station; a car or competitor of another franchise', async () => {
    const d = await details(red);
    const b = await details(blue);
    const rocket = d.vehicles.find((v) => !v.design.components.gunnerStation)!;
    const e = await refused('match.assign', {
      matchId,
      franchiseId: red,
      heats: [{ heat: 1, cars: [{ vehicleId: rocket.id, driverId: d.roster[0]!.id, gunnerId: d.roster[1]!.id }] }],
    });
    expect(e).toMatchObject({
      issues: [
        { path: ['heats', 0, 'cars', 0, 'gunnerId'], message: `${rocket.name} has no gunner station, so it carries no gunner (Part II › Other components).` },
      ],
    });
    const e2 = await refused('match.assign', {
      matchId,
      franchiseId: red,
      heats: [{ heat: 1, cars: [{ vehicleId: b.vehicles[0]!.id, driverId: b.roster[0]!.id }] }],
    });
    expect(e2).toMatchObject({ message: 'The assignment has 2 problems.' });
  });

  it('matches are played in order: no pre-match rolls for match 2 while match 1 is open', async () => {
    const next = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    const e = await refused('match.preMatch', { matchId: next.id });
    expect(e).toMatchObject({ kind: 'conflict', message: 'Record match 1 before the pre-match rolls of match 2: matches are played in order.' });
    const e2 = await refused('match.assign', { matchId: next.id, franchiseId: red, heats: [{ heat: 1, cars: [] }] });
    expect(e2).toMatchObject({
      kind: 'conflict',
      message: 'Make the pre-match rolls for match 2 first (Heart condition, temperamental devices): they come before any assignment.',
    });
  });

  it('typed dice in a league whose dice the app rolls', async () => {
    const e = await refused('sponsors.party', { franchiseId: red, amount: 10, dice: [3] });
    expect(e).toMatchObject({ kind: 'validation', issues: [{ path: ['dice'], message: 'Only leagues with manual dice take typed rolls' }] });
  });

  it('an unknown stores item, a gear-set without its gearing', async () => {
    const e = await refused('stores.buy', { franchiseId: red, items: [{ item: 'Flamethrower' }] });
    expect(e).toMatchObject({
      issues: [{ path: ['items', 0, 'item'], message: '"Flamethrower" is not on the standard price lists (Stores items, Expendable items).' }],
    });
    const e2 = await refused('stores.buy', { franchiseId: red, items: [{ item: 'Gear-set' }] });
    expect(e2).toMatchObject({ issues: [{ path: ['items', 0, 'gearing'], message: 'Say which gearing the gear-set is for (+1, 0 or -1).' }] });
  });
});
