import { describe, expect, it } from 'vitest';
import { applyEffects, type CarState } from '../../src-shared/ipc/channels/dethmetal/assistant';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { card, previewCards, refuseCards, request, resolveCards, table } from './support';

const tempDir = useTempDir();

const counter = async (t: Awaited<ReturnType<typeof table>>) => (await t.league.call('league.settings', {})).counter;
const changes = (effects: { vehicleId: number; change: unknown }[], vehicleId: number) => effects.filter((e) => e.vehicleId === vehicleId).map((e) => e.change);

describe('match assistant: the cars at the table', () => {
  it('starting cards carry the car rules’ numbers, each explained (Part II › Final characteristics)', async () => {
    const t = await table(tempDir());
    // gunCar: suspension 48 ÷ weight 24 = handling 2; power 40 ÷ 24 = acceleration 1; fuel 32 ÷ 40 rounded up = 1.
    expect(t.red).toMatchObject({
      maxHandling: 2,
      acceleration: 1,
      fuelPoints: 1,
      toughness: 2,
      tireToughness: 1,
      armor: { front: 6, back: 4, left: 5, right: 5 },
    });
    expect(t.red.weapons).toMatchObject([{ id: 'm1', name: 'Machinegun', rof: 3, pen: 0, fire: 1, ammo: 10, attacks: true }]);
    expect(t.red.crew).toHaveLength(1);
    expect(t.red.crew[0]!.traits.driving.value).toBe(3);
    expect(t.red.explain.handling).toContain('suspension 48 ÷ weight 24');
    expect(t.red.start).toMatchObject({ speed: 0, handling: 2, fuel: 1, control: 'in-control', weapons: [{ id: 'm1', ammo: 10 }] });
    // The speed chart gives the turn mode at each speed: speed ÷ maximum handling, rounded up (Part IV › Turn Mode).
    expect(t.red.speedChart[5]!.turnMode).toBe(3);
    t.league.close();
  });

  it('refuses a car twice, a competitor in two cars, and a gunner without a gunner station', async () => {
    const t = await table(tempDir());
    const e = { vehicleId: t.red.vehicleId, driverId: t.red.crew[0]!.competitorId, gunnerId: null };
    const twice = await t.league.refuse('assistant.cars', { entries: [e, e] });
    expect(twice).toMatchObject({ kind: 'validation', issues: [{ path: ['entries', 1, 'vehicleId'] }] });
    const blueDriver = t.blue.crew[0]!.competitorId;
    const wrongTeam = await t.league.refuse('assistant.cars', { entries: [{ ...e, driverId: blueDriver }] });
    expect(wrongTeam.message).toContain('does not drive for Red Rockets');
    const red = await t.league.call('franchise.details', { id: t.red.franchiseId });
    const rockets = red.vehicles.find((v) => !v.design.components.gunnerStation)!;
    const noStation = await t.league.refuse('assistant.cars', {
      entries: [{ vehicleId: rockets.id, driverId: red.roster[3]!.id, gunnerId: red.roster[4]!.id }],
    });
    expect(noStation).toMatchObject({ kind: 'validation', message: `${rockets.name} has no gunner station.`, issues: [{ path: ['entries', 0, 'gunnerId'] }] });
    t.league.close();
  });
});

describe('match assistant: rolls with the league dice', () => {
  it('Part III › Turn Sequence: initiative is 1d6 + initiative, rolled from the league seed, logged under the match; undo takes it back', async () => {
    const t = await table(tempDir());
    await t.league.call('assistant.act', { matchId: t.matchId, intent: { kind: 'start-heat', heat: 1 } });
    const before = canonicalDump(t.league.session.league.sqlite);
    const c0 = await counter(t);
    const acted = await t.league.call('assistant.act', {
      matchId: t.matchId,
      intent: { kind: 'roll', calculator: { kind: 'initiative', vehicleIds: [t.red.vehicleId, t.blue.vehicleId] }, apply: true },
    });
    const r = acted.resolutions[0]!;
    expect([...r.initiative!.order].sort()).toEqual([t.red.vehicleId, t.blue.vehicleId].sort());
    for (const s of r.steps.slice(0, 2)) {
      expect(s.modifiers.map((m) => m.label)).toEqual(['Initiative die', 'Driver initiative']);
      expect(s.modifiers[1]!.value).toBe(3);
    }
    const totals = Object.values(r.initiative!.totals);
    expect(totals.every((x) => x >= 4 && x <= 9)).toBe(true);
    expect(await counter(t)).toBe(c0 + r.rolls.reduce((n, x) => n + x.faces.length, 0));
    const log = await t.league.call('dice.log', { matchId: t.matchId });
    expect(log.filter((x) => x.op === 'assistant.initiative')).toHaveLength(r.rolls.length);
    expect((await t.league.call('assistant.state', { matchId: t.matchId })).order).toEqual(r.initiative!.order);

    await t.league.call('journal.undo', {});
    expect(canonicalDump(t.league.session.league.sqlite)).toBe(before);
    expect((await t.league.call('assistant.state', { matchId: t.matchId })).order).toBeNull();
    await t.league.call('journal.redo', {});
    expect((await t.league.call('assistant.state', { matchId: t.matchId })).order).toEqual(r.initiative!.order);
    t.league.close();
  });

  it('manual dice: a missing roll is asked for by name and range, an impossible one is refused, and nothing is written until all are typed', async () => {
    const t = await table(tempDir());
    await t.league.call('league.updateSettings', { diceMode: 'manual' });
    const before = canonicalDump(t.league.session.league.sqlite);
    const calc = { kind: 'movement', vehicleId: t.red.vehicleId } as const;
    const moving = [card(t, 'red', { speed: 5 }), t.cards[1]!];
    const asked = refuseCards(t, request(t, calc, moving));
    expect(asked).toMatchObject({ kind: 'dice-needed', request: { index: 0, notation: '1d3', range: expect.stringContaining('1') } });
    const wrong = refuseCards(t, request(t, calc, moving, {}, [4]));
    expect(wrong).toMatchObject({ kind: 'validation', issues: [{ path: ['dice', 0] }] });
    expect(canonicalDump(t.league.session.league.sqlite)).toBe(before);
    // Part IV › Movement Points: speed 5 + 1d3 (typed 2) = 7 MP.
    const r = resolveCards(t, request(t, calc, moving, {}, [2]));
    expect(changes(r.effects, t.red.vehicleId)).toEqual([{ field: 'mp', to: 7 }]);
    expect(r.rolls).toMatchObject([{ notation: '1d3', raw: 2, mode: 'manual' }]);
    t.league.close();
  });

  it('Part IV › Movement Points: a car at speed 0 rolls no die and has 0 MP (gaps.md #40); nothing moves the dice counter', async () => {
    const t = await table(tempDir());
    const c0 = await counter(t);
    const r = resolveCards(t, request(t, { kind: 'movement', vehicleId: t.red.vehicleId }, t.cards));
    expect(r.rolls).toEqual([]);
    expect(changes(r.effects, t.red.vehicleId)).toEqual([{ field: 'mp', to: 0 }]);
    expect(await counter(t)).toBe(c0);
    t.league.close();
  });

  it('the app refuses typed rolls when the league rolls its own dice', async () => {
    const t = await table(tempDir());
    const e = refuseCards(t, request(t, { kind: 'movement', vehicleId: t.red.vehicleId }, t.cards, {}, [1]));
    expect(e).toMatchObject({ kind: 'validation', issues: [{ path: ['dice'] }] });
    t.league.close();
  });
});

describe('match assistant: Part V › Shooting', () => {
  it('Part V › Gunnery modifiers, Armor protection, Damage table 6 and Tire damage: one machinegun shot, every modifier shown, outcome on the cards', async () => {
    const t = await table(tempDir());
    await t.league.call('league.updateSettings', { diceMode: 'manual' });
    // Blue already has 1 damage: one more reaches its toughness 2 and rolls a critical (gaps.md #50).
    const cards = [card(t, 'red'), card(t, 'blue', { damage: 1 })];
    const calc = {
      kind: 'attack',
      vehicleId: t.red.vehicleId,
      role: 'driver',
      weaponId: 'm1',
      targetId: t.blue.vehicleId,
      sideHit: 'back',
      hexes: 2,
      smoke: false,
      targetInFrontArc: true,
      shootingForTires: false,
    } as const;
    const { ref: _ref, ...asked } = request(t, calc, cards);
    const preview = previewCards(t, asked);
    const toHit = preview.steps.find((s) => s.label.startsWith('To hit'))!;
    expect(toHit.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['Gunnery skill', 3],
      ['Short range', 1],
    ]);
    expect(toHit.target).toBe(4);
    expect(preview.blockers).toEqual([]);

    // Typed: hit 2 (≤ 4); penetration 5 + PEN 0 = 5 > back armor 4; firepower 1 → damage 2 → critical 1d6 6 = Body
    // damage; tire damage 3 + ROF 3 (+1) = 4, none; Blue's driving check for being damaged: 2 ≤ 3.
    const r = resolveCards(t, request(t, calc, cards, {}, [2, 5, 6, 3, 2]));
    expect(r.steps.map((s) => s.label)).toEqual([
      'Range',
      'Attack roll',
      'Armor penetration',
      'Firepower',
      'Critical hit',
      'Tire damage',
      'Hazard from being damaged: driving check (hazard rating 0)',
    ]);
    expect(r.steps.find((s) => s.label === 'Armor penetration')!.outcome).toContain('5 vs armor 4: penetrating hit');
    expect(r.steps.find((s) => s.label === 'Critical hit')!.outcome).toContain('6: Body damage');
    expect(changes(r.effects, t.red.vehicleId)).toEqual([
      { field: 'ammo', weaponId: 'm1', add: -1 },
      { field: 'fired', weaponId: 'm1', phase: 1, competitorId: t.red.crew[0]!.competitorId, targetId: t.blue.vehicleId },
      { field: 'crewCriticals', competitorId: t.red.crew[0]!.competitorId, add: 1 },
    ]);
    expect(changes(r.effects, t.blue.vehicleId)).toEqual([
      { field: 'damage', add: 1 },
      { field: 'criticals', add: 1 },
      { field: 'armor', side: 'back', add: 1 },
      { field: 'damagedCheckThisPhase', to: true },
    ]);
    const after = applyEffects(cards, r.effects);
    expect(after[1]).toMatchObject({ damage: 2, criticals: 1, armorLoss: { back: 1 }, handling: 2 });
    expect(after[0]!.weapons[0]).toMatchObject({ ammo: 9, firedPhases: [1] });
    t.league.close();
  });

  it('Part V › Rate of fire: a weapon never fires twice in one phase; the refusal names the rule and rolls nothing', async () => {
    const t = await table(tempDir());
    const calc = {
      kind: 'attack',
      vehicleId: t.red.vehicleId,
      role: 'driver',
      weaponId: 'm1',
      targetId: t.blue.vehicleId,
      sideHit: 'front',
      hexes: 5,
      smoke: false,
      targetInFrontArc: true,
      shootingForTires: false,
    } as const;
    const first = resolveCards(t, request(t, calc, t.cards));
    const cards = applyEffects(t.cards, first.effects);
    const c0 = await counter(t);
    const again = refuseCards(t, request(t, calc, cards));
    expect(again).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('Already fired this phase (Part V › Weapon characteristics › Rate of fire)'),
    });
    expect(await counter(t)).toBe(c0);
    // gaps.md #47: beyond Max (12 for a machinegun) there is no attack.
    const far = refuseCards(t, request(t, { ...calc, hexes: 13 }, t.cards));
    expect(far.message).toContain('Out of range');
    // Part III › Turn Sequence: one weapon per competitor per turn — the same weapon may fire again next phase.
    const next = resolveCards(t, request(t, calc, cards, { phase: 2 }));
    expect(next.kind).toBe('attack');
    t.league.close();
  });
});

describe('match assistant: Part IV › Movement', () => {
  it('Part IV › Loss of Control: a turn that takes handling below zero calls the control check, and the table sets the skid (gaps.md #41, #43)', async () => {
    const t = await table(tempDir());
    await t.league.call('league.updateSettings', { diceMode: 'manual' });
    const cards: CarState[] = [card(t, 'red', { speed: 7, handling: 1 }), t.cards[1]!];
    // Turn at speed 7 costs 2 (gaps.md #41); turn mode 7 ÷ 2 = 4 met with 4 hexes straight: no maneuver hazard.
    // Handling 1 → −1: control check at driving 3 (nothing below −1): typed 5 fails. Table: 2 + speed 7 + 0 − 3 = 6, major skid.
    const r = resolveCards(
      t,
      request(
        t,
        { kind: 'maneuver', vehicleId: t.red.vehicleId, maneuver: 'turn', side: 'left', hexesStraight: 4, hazardThisOrPreviousMp: false, roadHazard: null },
        cards,
        {},
        [5, 2],
      ),
    );
    const loss = r.steps.find((s) => s.label === 'Loss of control table')!;
    expect(loss.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['Die', 2],
      ['Speed', 7],
      ['Handling below -1', 0],
      ['Driving ability', -3],
    ]);
    expect(loss.outcome).toBe('6: Major skid');
    expect(changes(r.effects, t.red.vehicleId)).toEqual([
      { field: 'lastManeuver', to: { kind: 'turn', side: 'left' } },
      { field: 'handling', add: -2 },
      { field: 'control', to: 'major-skid' },
      { field: 'mpLost', add: 1 },
    ]);
    // "opposite the direction of its last turn"
    expect(r.notes.join(' ')).toContain('Every MP must be a drift to the right');
    // Each later phase: the recovery check; a failure loses 1 speed (Major skid).
    const skidding = applyEffects(cards, r.effects);
    const rec = resolveCards(t, request(t, { kind: 'recovery', vehicleId: t.red.vehicleId }, skidding, { phase: 2 }, [6]));
    expect(rec.steps[0]!.outcome).toBe('The major skid goes on — rolled 6, needed 3 or less');
    expect(changes(rec.effects, t.red.vehicleId)).toEqual([{ field: 'speed', add: -1 }]);
    t.league.close();
  });

  it('Part IV › Collisions (T-bone): collision speed, PEN one-third, damage both ways and handling loss (gaps.md #45)', async () => {
    const t = await table(tempDir());
    await t.league.call('league.updateSettings', { diceMode: 'manual' });
    const cards = [card(t, 'red', { speed: 9 }), card(t, 'blue', { speed: 4 })];
    const calc = {
      kind: 'collision',
      type: 't-bone',
      vehicleId: t.red.vehicleId,
      targetId: t.blue.vehicleId,
      targetSideHit: 'left',
      movingSideHit: 'front',
    } as const;
    const preview = previewCards(t, { matchId: t.matchId, where: { heat: 1, turn: 1, phase: 1 }, calculator: calc, cars: cards, surface: 'asphalt' });
    expect(preview.steps[0]!.outcome).toBe('9: PEN 3, handling loss 3 (1 less on a driving check)');
    // Moving (front 6): penetration 1 + 3 = 4 < 6 deflected, 9 ÷ 6 = 1 damage (no critical at toughness 2); driving
    // check at 3 − 1 (hazard −1) = 2: typed 1 succeeds → loses 2.
    // Target (left 5): 4 + 3 = 7 > 5 penetrates, 3 damage → a critical (1d6 3: engine → 1d6 2 drivetrain); tire 6 +1 bonus → 2;
    // driving check at 3 − 2 = 1: typed 4 fails → loses 3. Handling 0 → −3: control check at 3 − 2 = 1, typed 2 fails;
    // table 1 + speed 4 + 2 − 3 = 4: fishtail, drifting away from the collision (right).
    const r = resolveCards(t, request(t, calc, cards, {}, [1, 1, 4, 3, 2, 6, 4, 2, 1]));
    const red = applyEffects(cards, r.effects)[0]!;
    const blue = applyEffects(cards, r.effects)[1]!;
    expect(red).toMatchObject({ damage: 1, criticals: 0, handling: 0, speed: 8, mpLost: 1 });
    expect(blue).toMatchObject({
      damage: 3,
      criticals: 1,
      drivetrain: 1,
      tireDamage: 2,
      maxHandlingLoss: 2,
      handling: -3,
      control: 'fishtail',
      mpLost: 1,
      speedLossNextTurn: 1,
    });
    expect(r.notes.join(' ')).toContain('drifts right and turns one hex-side left (away from the collision)');
    expect(r.notes.some((n) => n.includes('pushed one hex directly away and turns one hex-side left'))).toBe(true);
    t.league.close();
  });

  it('refuses a card for a car not assigned to the heat', async () => {
    const t = await table(tempDir());
    const other = { ...t.cards[0]!, vehicleId: 9999 };
    const e = refuseCards(t, request(t, { kind: 'movement', vehicleId: 9999 }, [other]));
    expect(e).toMatchObject({ kind: 'validation', issues: [{ path: ['cars', 0, 'vehicleId'] }] });
    t.league.close();
  });
});

describe('match points (gaps.md #38)', () => {
  it('race finishing places score 6, 4, 3, 2, then 1 for any other finisher, 0 for a car that did not finish', async () => {
    const { match } = await import('../../src-shared/engine/dethmetal');
    expect([1, 2, 3, 4, 5, 9].map((p) => match.raceFinishPoints(p))).toEqual([6, 4, 3, 2, 1, 1]);
    expect(match.raceFinishPoints(null)).toBe(0);
  });

  it('Part IV › Hazards › Road Hazards: the preview shows the typed rating and the driving check before the roll', async () => {
    const t = await table(tempDir());
    const calc = { kind: 'hazard', vehicleId: t.red.vehicleId, hazard: { type: 'road', road: 'debris', rating: 3 } } as const;
    const p = previewCards(t, { matchId: t.matchId, where: { heat: 1, turn: 1, phase: 1 }, calculator: calc, cars: t.cards, surface: 'asphalt' });
    const rating = p.steps.find((s) => s.label.endsWith('hazard rating'))!;
    expect(rating.outcome).toBe('Rating 3');
    expect(rating.modifiers.map((m) => m.value).reduce((a, b) => a + b, 0)).toBe(3);
    const check = p.steps.find((s) => s.label.endsWith('driving check'))!;
    // Driving 3 less the rating 3: the check's target is shown, no die has been rolled.
    expect(check.target).toBe(0);
    expect(check.rolls).toEqual([]);
    t.league.close();
  });
});
