/**
 * Campaign rules through the service layer, each named after its rulebook section. Dice are typed (manual mode)
 * where a test needs a particular roll, and starting sponsors chosen by the organizer (house rule, gaps.md #56).
 */
import { describe, expect, it } from 'vitest';
import type { ChannelName, DiceRequest, InputOf, ResultOf } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, gunCar, newLeague, Refused, rocketCar, type League } from './support';
import { dethmetalDetails } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

const tempDir = useTempDir();

/** Answer every `dice-needed` with `roll(request)`, as the organizer typing at the table would. */
async function typed<C extends ChannelName>(
  league: League,
  channel: C,
  payload: InputOf<C>,
  roll: (r: DiceRequest) => number,
): Promise<{ value: ResultOf<C>; dice: number[] }> {
  const input = { ...(payload as object), dice: [] as number[] } as Record<string, unknown> & { dice: number[] };
  for (;;) {
    const r = await league.dispatch(channel, input);
    if (r.ok) return { value: r.value as ResultOf<C>, dice: input.dice };
    if (r.error.kind !== 'dice-needed') throw new Refused(r.error);
    input.dice.push(roll(r.error.request));
  }
}

async function typedWithInput<C extends ChannelName>(
  league: League,
  channel: C,
  payload: InputOf<C>,
  roll: (r: DiceRequest) => number,
): Promise<{ value: ResultOf<C>; dice: number[]; input: InputOf<C> }> {
  const out = await typed(league, channel, payload, roll);
  return { ...out, input: payload };
}

async function typing<C extends ChannelName>(league: League, channel: C, payload: InputOf<C>, roll: (r: DiceRequest) => number): Promise<ResultOf<C>> {
  return (await typed(league, channel, payload, roll)).value;
}

/** Rolls typed in this order, whatever is asked. */
function inOrder(...rolls: number[]) {
  let i = 0;
  return () => {
    if (i >= rolls.length) throw new Error('more rolls asked for than the test typed');
    return rolls[i++]!;
  };
}

/** Middling dice: 3 on a d6 (every trait-3 check passes), 7 on 2d6, D66 results in turn. */
function middling(overrides: (r: DiceRequest) => number | undefined = () => undefined) {
  const d66 = [11, 21, 31, 41, 52, 62, 14, 24, 34, 43, 46, 55, 64];
  let next = 0;
  return (r: DiceRequest) => {
    const o = overrides(r);
    if (o !== undefined) return o;
    if (r.notation === 'd66') return d66[next++ % d66.length]!;
    const count = Number(/^(\d*)d/.exec(r.notation)![1] || 1);
    return 3 * count + (count > 1 ? 1 : 0);
  };
}

async function manualLeague(sponsorChoice = true): Promise<League> {
  const league = await newLeague(tempDir(), 3);
  await league.call('league.updateSettings', { diceMode: 'manual', houseRules: sponsorChoice ? { 'campaign.startingSponsors': 'organizerChoice' } : {} });
  return league;
}

const lines = (r: { money: { lines: { amount: number; reason: string }[] }[] }) => r.money.flatMap((m) => m.lines.map((l) => [l.amount, l.reason]));

describe('Part VI › Starting a new franchise', () => {
  it('1000k seed money; competitors 50k; 60-DP cars 100k, 75-DP 150k; mechanics 25k (rating 2); kit at list price', async () => {
    const league = await manualLeague();
    const r = await league.call('franchise.found', {
      ...founding('Red Rockets', '#aa0000', {
        vehicles: [
          { design: gunCar('One') },
          { design: rocketCar('Two') },
          { design: gunCar('Three', { budget: 75, armor: { front: 10, back: 8, left: 7, right: 7 } }) },
        ],
      }),
      sponsors: ['Oil company', 'Energy company', 'Medical services'],
    });
    expect(lines(r)).toEqual([
      [1000, 'Seed money'],
      ...['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => [-50, `Competitor ${n} Red (rookie) for the season`]),
      [-25, 'Mechanic staff rating 2 for the season'],
      [-100, 'New vehicle One (60 DP)'],
      [-100, 'New vehicle Two (60 DP)'],
      [-150, 'New vehicle Three (75 DP, overhead penalty)'],
      [-15, '1 × Machinegun at 15k'],
      [-15, '1 × Machinegun at 15k'],
      [-4, '1 × Rockets at 4k'],
      [-15, '1 × Machinegun at 15k'],
    ]);
    expect(r.remaining).toBe(1000 - 300 - 25 - 350 - 49);
    expect(r.franchise.cash).toBe(r.remaining);
    // Each new car comes with a free light-duty tire-set and its construction gear-set (gaps.md #33, #34).
    expect(r.franchise.vehicles[0]!.kit.map((k) => [k.item, k.price, k.origin])).toEqual([
      ['Machinegun', 15, 'bought'],
      ['Tire-set (light)', 0, 'free'],
      ['Gear-set', 0, 'free'],
    ]);
    expect(r.franchise.size).toBe(6 + 3 + 1);
    league.close();
  });

  it('sponsor discounts: Car dealership −10% on new cars, Car manufacturer +3 DP (+6 at 75 DP), Gun manufacturer −10% on weapons', async () => {
    const league = await manualLeague();
    // 63 DP: only legal with the Car manufacturer's +3.
    const heavy = gunCar('Heavy', { armor: { front: 8, back: 5, left: 5, right: 5 } });
    const r = await league.call('franchise.found', {
      ...founding('Blue Bombers', '#0000aa', { vehicles: [{ design: heavy }, { design: gunCar('B') }, { design: gunCar('C') }] }),
      sponsors: ['Car dealership', 'Car manufacturer', 'Gun manufacturer'],
    });
    expect(lines(r).filter(([, reason]) => String(reason).startsWith('New vehicle Heavy') || String(reason).includes('Machinegun'))).toEqual([
      [-90, 'New vehicle Heavy (60 DP; Car dealership −10%; +3 DP from Car manufacturer)'],
      [-14, '1 × Machinegun at 14k (Gun manufacturer −10%)'],
      [-14, '1 × Machinegun at 14k (Gun manufacturer −10%)'],
      [-14, '1 × Machinegun at 14k (Gun manufacturer −10%)'],
    ]);
    expect(r.franchise.vehicles[0]!.bonusDp).toBe(3);
    expect(r.franchise.vehicles[0]!.problems).toEqual([]);
    league.close();
  });

  it('a franchise added by name on the League screen is founded later by its id, once', async () => {
    const league = await manualLeague();
    const added = await league.call('franchise.add', { name: 'Late Starters', colour: '#123456', owner: 'Ann' });
    expect(await league.call('franchise.details', { id: added.id })).toMatchObject({ foundedSeason: null, cash: 0, roster: [], problems: [] });
    const { name: _n, colour: _c, owner: _o, ...plan } = founding('ignored', '#000000');
    const r = await league.call('franchise.found', { ...plan, franchiseId: added.id, sponsors: ['Oil company', 'Energy company', 'Medical services'] });
    expect(r.franchise).toMatchObject({ id: added.id, name: 'Late Starters', owner: 'Ann', foundedSeason: 1, expansion: false });
    const again = await league.refuse('franchise.found', { ...plan, franchiseId: added.id, sponsors: ['Oil company', 'Energy company', 'Medical services'] });
    expect(again).toMatchObject({ kind: 'conflict', message: 'Late Starters was already founded in season 1.' });
    league.close();
  });

  it('the sponsor party at founding: amount spent → table → D66 rolls; a type already held is re-rolled (gaps.md #56–58)', async () => {
    const league = await manualLeague();
    // 300k row, die 6 → +2 sponsors; D66 11 is the Oil company, already held → re-rolled: 62 Cloning services; then 64 Munitions company.
    const r = await typing(
      league,
      'franchise.found',
      { ...founding('Teal Terrors', '#008080', { partySpend: 300 }), sponsors: ['Oil company', 'Energy company', 'Tire company'] },
      inOrder(6, 11, 62, 64),
    );
    expect(r.partyAttracted).toEqual(['Cloning services', 'Munitions company']);
    expect(r.rolls.map((x) => [x.notation, x.raw, x.decided])).toEqual([
      ['1d6', 6, '2 new sponsors'],
      ['d66', 11, 'Oil company, already held: re-roll (gaps.md #57)'],
      ['d66', 62, 'Cloning services'],
      ['d66', 64, 'Munitions company'],
    ]);
    expect(lines(r).at(-1)).toEqual([-300, 'Sponsor party (300k)']);
    league.close();
  });
});

describe('Part VI › Create roster and Shopping', () => {
  it('veterans are hired back for 50k + 2k per level; rookies 50k; the roster maximum is 10', async () => {
    const league = await manualLeague();
    const red = (
      await league.call('franchise.found', { ...founding('Red Rockets', '#aa0000'), sponsors: ['Oil company', 'Energy company', 'Medical services'] })
    ).franchise;
    const blue = (
      await league.call('franchise.found', { ...founding('Blue Bombers', '#0000aa'), sponsors: ['Oil company', 'Energy company', 'Medical services'] })
    ).franchise;
    const m = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    await league.call('match.preMatch', { matchId: m.id });
    await league.call('match.assign', {
      matchId: m.id,
      franchiseId: red.id,
      heats: [{ heat: 1, cars: [{ vehicleId: red.vehicles[0]!.id, driverId: red.roster[0]!.id }] }],
    });
    const ace = red.roster[0]!;
    // Took part, won, 2 criticals, scored: 5 XP → level 2 (one advancement roll).
    await typing(
      league,
      'match.record',
      { matchId: m.id, teams: [{ franchiseId: red.id, competitors: [{ competitorId: ace.id, points: 6, criticals: 2 }] }, { franchiseId: blue.id }] },
      middling(),
    );
    await league.call('roster.release', { competitorId: ace.id });
    const agents = await league.call('roster.freeAgents', {});
    expect(agents.map((a) => [a.name, a.driver.level, a.veteranWage])).toEqual([['Ace Red', 2, 54]]);
    const hired = await league.call('roster.hire', { franchiseId: blue.id, competitorId: ace.id });
    expect(lines(hired)).toEqual([[-54, 'Competitor Ace Red (veteran, level 2) for the season']]);
    for (let i = 0; i < 3; i++) await league.call('roster.hire', { franchiseId: blue.id, name: `Extra ${i}` });
    const full = await league.refuse('roster.hire', { franchiseId: blue.id, name: 'Eleventh' });
    expect(full).toMatchObject({ kind: 'conflict', message: 'A roster can have at most 10 competitors; this one has 11.' });
    league.close();
  });

  it('trades: the agreed price plus 10k legal fees per competitor traded, paid by both sides (gaps.md #80)', async () => {
    const league = await manualLeague();
    const red = (
      await league.call('franchise.found', { ...founding('Red Rockets', '#aa0000'), sponsors: ['Oil company', 'Energy company', 'Medical services'] })
    ).franchise;
    const blue = (
      await league.call('franchise.found', { ...founding('Blue Bombers', '#0000aa'), sponsors: ['Oil company', 'Energy company', 'Medical services'] })
    ).franchise;
    const r = await league.call('roster.trade', {
      fromFranchiseId: red.id,
      toFranchiseId: blue.id,
      competitorIds: [red.roster[0]!.id, red.roster[1]!.id],
      returnCompetitorIds: [blue.roster[0]!.id],
      price: 25,
    });
    expect(r.money.map((m) => [m.franchise, m.lines.map((l) => l.amount)])).toEqual([
      ['Red Rockets', [25, -30]],
      ['Blue Bombers', [-25, -30]],
    ]);
    expect((await league.call('franchise.details', { id: blue.id })).roster.map((c) => c.name)).toContain('Ace Red');
    league.close();
  });

  it('unwanted vehicles sell for half of what was actually paid, rounded down (gaps.md #80); the kit returns to the stores', async () => {
    const league = await manualLeague();
    const f = (
      await league.call('franchise.found', { ...founding('Red Rockets', '#aa0000'), sponsors: ['Car dealership', 'Energy company', 'Medical services'] })
    ).franchise;
    const car = f.vehicles[0]!;
    expect(car.purchasePrice).toBe(90);
    const r = await league.call('garage.sell', { vehicleId: car.id });
    expect(lines(r)).toEqual([[45, 'Sold vehicle Red Rockets One for half of 90k']]);
    const after = await league.call('franchise.details', { id: f.id });
    expect(after.vehicles).toHaveLength(2);
    expect(after.stores.map((s) => s.item)).toEqual(['Machinegun', 'Tire-set (light)', 'Gear-set']);
    // Below three cars the team must buy before its next match (gaps.md #71).
    const m = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    await league.call('match.preMatch', { matchId: m.id });
    const e = await league.refuse('match.assign', {
      matchId: m.id,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: [{ vehicleId: after.vehicles[0]!.id, driverId: after.roster[0]!.id }] }],
    });
    expect(e).toMatchObject({
      kind: 'conflict',
      message: 'Red Rockets must fix its roster or stables before its next match: Three vehicles are an absolute minimum for the stables; this one has 2.',
    });
    league.close();
  });

  it('refits between matches: tires and gearing from the stores; what is fixed at construction is refused', async () => {
    const league = await manualLeague();
    const f = (
      await league.call('franchise.found', {
        ...founding('Red Rockets', '#aa0000', { stores: [{ item: 'Tire-set (puncture-resistant)', quantity: 1, tread: 'snow' }] }),
        sponsors: ['Oil company', 'Energy company', 'Medical services'],
      })
    ).franchise;
    const car = f.vehicles[0]!;
    const r = await league.call('garage.refit', {
      vehicleId: car.id,
      design: { ...car.design, tires: { type: 'puncture-resistant', tread: 'snow', rare: false }, gearing: 1 },
      buyMissing: true,
    });
    expect(lines(r)).toEqual([[-2, '1 × Gear-set at 2k for Red Rockets One']]);
    expect(r.vehicle.kit.map((k) => k.item).sort()).toEqual(['Gear-set', 'Machinegun', 'Tire-set (puncture-resistant)']);
    expect(r.vehicle.derived.tires.toughness).toBe(3);
    const e = await league.refuse('garage.refit', { vehicleId: car.id, design: { ...r.vehicle.design, enginePower: 44 }, buyMissing: true });
    expect(e).toMatchObject({
      kind: 'validation',
      message: 'Engine power is fixed when the car is built and cannot change between matches.',
      issues: [{ path: ['design', 'enginePower'] }],
    });
    const e2 = await league.refuse('garage.refit', {
      vehicleId: car.id,
      design: { ...r.vehicle.design, tires: { type: 'foam-filled', tread: 'street', rare: false } },
      buyMissing: false,
    });
    expect(e2).toMatchObject({
      kind: 'validation',
      message: 'Tire-set (solid) (street) is not in the stores (buy it first, or allow buying missing items).',
      issues: [{ path: ['design', 'tires'] }],
    });
    league.close();
  });
});

describe('Part VI › Attract sponsors: never more than five; a new one replaces one the owner picks', () => {
  it('at five sponsors the party asks which sponsor to drop (or to turn the newcomer away)', async () => {
    const league = await manualLeague();
    // 300k party, die 6: +2 (Car manufacturer 14, Tire company 24) → five sponsors at founding.
    const f = await typing(
      league,
      'franchise.found',
      { ...founding('Red Rockets', '#aa0000', { partySpend: 300 }), sponsors: ['Oil company', 'Energy company', 'Medical services'] },
      inOrder(6, 14, 24),
    );
    expect(f.franchise.sponsors.map((s) => s.type)).toEqual(['Oil company', 'Energy company', 'Medical services', 'Car manufacturer', 'Tire company']);
    // Season end: one random sponsor leaves (1d6 = 3: Medical services) with its farewell income, then the only team takes it back.
    await typing(league, 'season.end', {}, inOrder(2, 3, 4));
    expect((await league.call('franchise.details', { id: f.franchise.id })).sponsors).toHaveLength(5);
    // A new season's party (the new wages left 54k): 40k row, 6 → +1: Gun manufacturer (31).
    const ask = await league.refuse('sponsors.party', { franchiseId: f.franchise.id, amount: 40, dice: [6, 31] });
    expect(ask).toMatchObject({
      kind: 'choice-needed',
      message: 'Red Rockets already has five sponsors; the party attracted a Gun manufacturer. Which sponsor does it replace?',
      choice: { path: ['drop'], mode: 'append' },
    });
    if (ask.kind === 'choice-needed')
      expect(ask.choice.options.map((o) => o.value)).toEqual([
        'Oil company',
        'Energy company',
        'Car manufacturer',
        'Tire company',
        'Medical services',
        'Gun manufacturer',
      ]);
    const r = await league.call('sponsors.party', { franchiseId: f.franchise.id, amount: 40, drop: ['Oil company'], dice: [6, 31] });
    expect(r).toMatchObject({ count: 1, attracted: ['Gun manufacturer'], added: ['Gun manufacturer'], dropped: ['Oil company'] });
    const after = await league.call('franchise.details', { id: f.franchise.id });
    expect(after.sponsors.map((s) => s.type)).toEqual(['Energy company', 'Car manufacturer', 'Tire company', 'Medical services', 'Gun manufacturer']);
    expect(after.formerSponsors.map((s) => [s.type, s.status])).toEqual([
      ['Oil company', 'dropped'],
      ['Medical services', 'left'],
    ]);
    league.close();
  });
});

describe('Part I › Quirks › Heart condition and Tinkering › RISK: the pre-match rolls, and refusals with the reason', () => {
  it('a Heart condition strikes on a pre-match 1: he may not be assigned to that match (gaps.md #21); a broken-down car neither', async () => {
    const league = await manualLeague();
    const sponsors = ['Engineering firm', 'Energy company', 'Oil company'] as const;
    const red = (await league.call('franchise.found', { ...founding('Red Rockets', '#aa0000'), sponsors: [...sponsors] })).franchise;
    const blue = (await league.call('franchise.found', { ...founding('Blue Bombers', '#0000aa'), sponsors: [...sponsors] })).franchise;
    const ace = red.roster[0]!;
    const m1 = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    await league.call('match.preMatch', { matchId: m1.id });
    await league.call('match.assign', {
      matchId: m1.id,
      franchiseId: red.id,
      heats: [{ heat: 1, cars: [{ vehicleId: red.vehicles[0]!.id, driverId: ace.id }] }],
    });
    // Ace goes out of action, fails his quirk check (6) and rolls Heart condition (2d6 = 4). The Engineering firm
    // tinkers (5: a project), Engine Device (3), Dual Turbochargers (4), cost 30 + 4d6 (4 → 34k).
    const report = await typedWithInput(
      league,
      'match.record',
      { matchId: m1.id, preview: true, teams: [{ franchiseId: red.id, competitors: [{ competitorId: ace.id, outOfAction: true }] }, { franchiseId: blue.id }] },
      middling((q) => {
        if (q.purpose.startsWith('Quirk check')) return 6;
        if (q.purpose === 'Quirk table') return 4;
        if (q.purpose.startsWith('Engineering firm: tinkering')) return 5;
        if (q.purpose === 'Engineering firm: first roll') return 3;
        if (q.purpose === 'Engineering firm: Engine Device') return 4;
        if (q.purpose.startsWith('Dual Turbochargers: cost')) return 4;
        if (q.purpose.startsWith('Engineering firm')) return 1;
        return undefined;
      }),
    );
    const redReport = report.value.franchises.find((f) => f.franchiseId === red.id)!;
    expect(redReport.competitors[0]).toMatchObject({ cloned: true, quirkCheck: { quirk: 'Heart condition' } });
    const find = redReport.offers.find((o) => o.name === 'Dual Turbochargers')!;
    expect(find).toMatchObject({ source: 'Engineering firm', cost: 34, price: 34 });
    // Buy it at once (the same typed rolls give the same find), fit it to a car.
    const committed = await league.call('match.record', {
      ...(report.input as InputOf<'match.record'>),
      preview: false,
      teams: [{ franchiseId: red.id, competitors: [{ competitorId: ace.id, outOfAction: true }], buyFound: [find.key] }, { franchiseId: blue.id }],
      dice: report.dice,
    });
    expect(committed.franchises.find((f) => f.franchiseId === red.id)!.lines.at(-1)).toEqual({
      amount: -34,
      reason: 'Engineering firm: Dual Turbochargers',
      rule: 'Part VI › Shopping › Tinkering and Experimental Tables',
      stage: 'spending',
    });
    const car = red.vehicles[0]!;
    const refit = await league.call('garage.refit', {
      vehicleId: car.id,
      design: { ...car.design, fittedItems: [{ item: 'Dual Turbochargers' }] },
      buyMissing: false,
    });
    expect(refit.vehicle.derived.acceleration.items).toBe(1);

    // The next match: Heart condition 1d6 = 1 (misses), the turbochargers 1d6 = 1 (broken down).
    const m2 = await league.call('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race' });
    const pre = await typing(league, 'match.preMatch', { matchId: m2.id }, inOrder(1, 1));
    expect(dethmetalDetails(pre).preMatch!.competitors).toEqual([
      { id: ace.id, name: ace.name, franchiseId: red.id, missesMatch: true, explanation: ['Heart condition: 1d6 = 1, misses this match.'] },
    ]);
    expect(dethmetalDetails(pre).preMatch!.vehicles.map((v) => [v.name, v.brokenDown])).toEqual([[car.name, true]]);
    const e = await league.refuse('match.assign', {
      matchId: m2.id,
      franchiseId: red.id,
      heats: [{ heat: 1, cars: [{ vehicleId: red.vehicles[1]!.id, driverId: ace.id }] }],
    });
    expect(e).toMatchObject({
      kind: 'validation',
      message: `${ace.name} may not be used: Heart condition: misses this match. (Part I › Quirks › Heart condition (gaps.md #21))`,
    });
    const e2 = await league.refuse('match.assign', {
      matchId: m2.id,
      franchiseId: red.id,
      heats: [{ heat: 1, cars: [{ vehicleId: car.id, driverId: red.roster[1]!.id }] }],
    });
    expect(e2).toMatchObject({
      kind: 'validation',
      message: expect.stringContaining(`${car.name} has broken down before this match and may not be used in it (Dual Turbochargers: 1d6 = 1, broken down`),
    });
    // The strike is for that match (gaps.md #21): removing it from the schedule lifts it (Dethmetal's eventRemoved hook).
    const missesMatch = () =>
      (
        JSON.parse((league.session.league.sqlite.prepare('SELECT record FROM competitors WHERE id = ?').get(ace.id) as { record: string }).record) as {
          match: { missesMatch: boolean };
        }
      ).match.missesMatch;
    expect(missesMatch()).toBe(true);
    await league.call('schedule.remove', { matchId: m2.id });
    expect(missesMatch()).toBe(false);
    league.close();
  });
});

describe('Part VI › Retirements, Contracts, and the Draft', () => {
  it('expansion teams take no part in the draft (gaps.md #79); mechanic staff are paid the printed retention or leave', async () => {
    const league = await newLeague(tempDir(), 11);
    const ids: number[] = [];
    for (const [i, n] of ['Red Rockets', 'Blue Bombers', 'Green Goblins'].entries())
      ids.push((await league.call('franchise.found', founding(n, ['#aa0000', '#0000aa', '#00aa00'][i]!, { mechanicRating: 3 }))).franchise.id);
    const first = await answering(league, 'season.end', { releaseMechanics: [ids[1]!] });
    expect(first.value.mechanics).toEqual([
      { franchise: 'Red Rockets', rating: 3, kept: true, cost: 50 },
      { franchise: 'Blue Bombers', rating: 3, kept: false, cost: 0 },
      { franchise: 'Green Goblins', rating: 3, kept: true, cost: 50 },
    ]);
    const newcomer = (await league.call('franchise.found', founding('Grey Ghosts', '#777777'))).franchise;
    expect(newcomer.expansion).toBe(true);
    const second = await answering(league, 'season.end', {});
    expect(second.value.draft.order).not.toContain('Grey Ghosts');
    expect(second.value.draft.outcomes.filter((o) => o.from === 'Grey Ghosts').every((o) => o.outcome === 'expansion team' && o.to === 'Grey Ghosts')).toBe(
      true,
    );
    expect((await league.call('franchise.details', { id: newcomer.id })).expansion).toBe(false);
    league.close();
  });

  it('contracts protect: more than the allowance is refused; contracted competitors stay, with the new wage', async () => {
    const league = await newLeague(tempDir(), 12);
    const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    await league.call('franchise.found', founding('Blue Bombers', '#0000aa'));
    await league.call('franchise.found', founding('Green Goblins', '#00aa00'));
    const e = await league.refuse('season.end', { contracts: { [String(red.id)]: red.roster.slice(0, 4).map((c) => c.id) } });
    expect(e).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['contracts', String(red.id)], message: 'A franchise has at most three franchise contracts' }],
    });
    const { value } = await answering(league, 'season.end', { contracts: { [String(red.id)]: [red.roster[0]!.id, red.roster[1]!.id] } });
    const kept = value.draft.outcomes.filter((o) => o.outcome === 'contracted');
    expect(kept.map((o) => o.name)).toEqual([red.roster[0]!.name, red.roster[1]!.name]);
    expect(kept.every((o) => o.wage === 50 + 2)).toBe(true);
    league.close();
  });
});

describe('Part VI › Post-match › Expendable and destroyed items; Repair, replacement and cloning costs (gaps.md #65)', () => {
  it('expendables used in the match are gone; a destroyed car is replaced for 5k with its DP items and gear-set, losing weapons and tires', async () => {
    const league = await newLeague(tempDir(), 21);
    await league.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
    const f = (
      await league.call('franchise.found', {
        ...founding('Red Rockets', '#aa0000', {
          stores: [
            { item: 'Gear-set', quantity: 1, gearing: 1 },
            { item: 'Tire-set (heavy)', quantity: 1, tread: 'street' },
          ],
        }),
        sponsors: ['Oil company', 'Energy company', 'Medical services'],
      })
    ).franchise;
    const [gun, , rocket] = f.vehicles as [(typeof f.vehicles)[0], (typeof f.vehicles)[0], (typeof f.vehicles)[0]];
    await league.call('garage.refit', {
      vehicleId: gun.id,
      design: { ...gun.design, gearing: 1, tires: { type: 'heavy-duty', tread: 'street', rare: false } },
      buyMissing: false,
    });
    const m = await league.call('schedule.add', { track: 'Reno', surface: 'concrete', kind: 'race' });
    await league.call('match.preMatch', { matchId: m.id });
    await league.call('match.assign', {
      matchId: m.id,
      franchiseId: f.id,
      heats: [
        {
          heat: 1,
          cars: [
            { vehicleId: gun.id, driverId: f.roster[0]!.id },
            { vehicleId: rocket.id, driverId: f.roster[1]!.id },
          ],
        },
      ],
    });
    const r = await league.call('match.record', {
      matchId: m.id,
      teams: [
        {
          franchiseId: f.id,
          vehicles: [
            { vehicleId: gun.id, destroyed: true },
            { vehicleId: rocket.id, criticals: 6 },
          ],
        },
      ],
    });
    const report = r.franchises[0]!;
    expect(report.vehicles.map((v) => [v.name, v.lost.map((l) => `${l.item}: ${l.reason}`)])).toEqual([
      [gun.name, ['Gear-set: vehicle destroyed', 'Tire-set (heavy): vehicle destroyed', 'Machinegun: vehicle destroyed']],
      [rocket.name, ['Rockets: used up']],
    ]);
    expect(report.lines.filter((l) => l.stage === 'cost').map((l) => [l.amount, l.reason])).toEqual([
      [-5, `Vehicle replacement: ${gun.name}: 5k`],
      [-4, `Critical repairs: ${rocket.name}, 6 critical(s): 4k`],
    ]);
    const after = await league.call('franchise.details', { id: f.id });
    const replaced = after.vehicles.find((v) => v.id === gun.id)!;
    // The replacement keeps its DP-bought chassis and the construction gear-set (gearing 0); it gets the free light tires.
    expect(replaced.design.mounts[0]!.weapon).toBeNull();
    expect(replaced.design.gearing).toBe(0);
    expect(replaced.design.tires).toEqual({ type: 'light-duty', tread: 'street', rare: false });
    expect(replaced.kit.map((k) => [k.item, k.origin])).toEqual([
      ['Gear-set', 'free'],
      ['Tire-set (light)', 'free'],
    ]);
    expect(after.vehicles.find((v) => v.id === rocket.id)!.design.mounts[1]!.weapon).toBeNull();
    expect(after.vehicles.every((v) => v.criticals === 0)).toBe(true);
    league.close();
  });
});
