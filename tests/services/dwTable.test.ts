/**
 * The Dirty Wheels table of a match (services/dirtywheels/table.ts) on a real league file, through the dispatcher:
 * seeded rolls give the engine's own numbers, typed dice are checked per die, each intent is one undo, a replay of
 * the stored events gives the live state, and a damaged event is named.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../src-shared/engine/dice';
import { defaultDirtyWheelsSettings, deriveCar, destructionRow, match, newDriver, shootingAim, table } from '../../src-shared/engine/dirtywheels';
import type { DwActResult, DwEvent, DwResolution, DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { readTableEvents } from '../../src-main/services/dirtywheels/table';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();
const settings = { ...defaultDirtyWheelsSettings(), upgrades: 'pick' as const, upgradeCount: 'up-to-3' as const };

describe('Dirty Wheels table (match play)', () => {
  it('The Rules and Shooting: seeded rolls give the engine’s numbers, the card takes the damage, the dice log keeps each roll', async () => {
    const t = await dwMatchLeague(tempDir());
    const before: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    expect(before).toMatchObject({ started: false, phase: 'start', round: 0, result: { state: 'playing' } });
    expect(before.teams.map((x) => x.cars.map((c) => [c.name, c.card.speed, c.card.structure]))).toEqual([
      [
        ['Hauler', 4, 5],
        ['Spike', 12, 3],
      ],
      [
        ['Zip', 12, 3],
        ['Brick', 8, 4],
      ],
    ]);

    const seed = t.seed();
    let counter = t.counter();
    const init: DwActResult = await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    const expectedOrder = match.rollInitiative(
      new SeededDice(seed, counter),
      before.teams.flatMap((x) => x.cars).map((c) => ({ id: c.name, initiative: c.driver.initiative, shockLoss: -0 })),
      settings,
    );
    expect(init.state.order!.map((o) => o.total)).toEqual(expectedOrder.map((e) => e.total));
    expect(init.state).toMatchObject({ started: true, phase: 'activations', round: 1 });

    counter = t.counter();
    const hauler = t.car(init.state, 'Hauler');
    const zip = t.car(init.state, 'Zip');
    const shot: DwActResult = await t.ok('dwTable.act', {
      matchId: t.matchId,
      intent: { kind: 'shoot', shooter: hauler.vehicleId, weapon: 2, target: zip.vehicleId, distance: 8 },
    });
    const derived = deriveCar(t.designs.Hauler!, settings);
    const engine = match.shoot(
      new SeededDice(seed, counter),
      {
        shooter: 'Hauler',
        target: 'Zip',
        weapon: derived.weapons[2]!,
        aim: shootingAim(newDriver('Max'), derived).parts,
        targetArmour: 4,
        distance: 8,
        targetInFront: true,
      },
      settings,
    );
    const attacks = shot.resolution.steps.find((s) => s.label === 'Attacks')!;
    expect(attacks.dice.map((d) => [d.value, d.total, d.ok])).toEqual(engine.attack!.dice.map((d) => [d.roll.value, d.total, d.exceeds]));
    expect(attacks.target).toEqual({ text: 'over 3', parts: engine.attack!.thresholdParts });
    expect(attacks.count).toEqual({ text: '10', parts: engine.attackCount.parts });
    const zipAfter = t.car(shot.state, 'Zip').card;
    expect(zipAfter.damage).toBe(engine.damage);
    expect(zipAfter.speed).toBe(12 - engine.damage);
    expect(t.counter()).toBe(counter + 10);
    const log = t.rows(`SELECT op, match_id AS matchId, purpose, value, mode FROM dice_log WHERE op = 'dwTable.shoot' ORDER BY id`) as {
      purpose: string;
      matchId: number;
    }[];
    expect(log).toHaveLength(10);
    expect(log[0]).toMatchObject({ op: 'dwTable.shoot', matchId: t.matchId, mode: 'app' });
    expect(log[0]!.purpose).toMatch(/^Hauler shoots Zip with the Chain gun: attack 1 of 10 \(needs over 3\)/);
    expect(await t.ok('dwTable.state', { matchId: t.matchId })).toEqual(shot.state);
    t.session.close();
  });

  it('Dice (ruleset-done): a typed die out of its range is refused naming the die, and nothing is written', async () => {
    const t = await dwMatchLeague(tempDir());
    await t.ok('league.updateSettings', { diceMode: 'manual' });
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const refused = await t.call('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' }, dice: [3, 7] });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ kind: 'validation' });
    expect(refused.error.message).toBe('The value 7 typed for "initiative: Spike" cannot come from 1d6: expected 1 to 6.');
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    const short = await t.call('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' }, dice: [3] });
    expect(short).toMatchObject({ ok: false, error: { kind: 'dice-needed', request: { notation: '1d6', purpose: 'initiative: Spike', range: '1 to 6' } } });
    const typed: DwActResult = await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' }, dice: [3, 6, 1, 2] });
    expect(typed.state.order!.map((o) => [t.nameOf(typed.state, o.vehicleId), o.total])).toEqual([
      ['Spike', 8],
      ['Hauler', 5],
      ['Brick', 4],
      ['Zip', 3],
    ]);
    expect(t.rows(`SELECT DISTINCT mode FROM dice_log`)).toEqual([{ mode: 'manual' }]);
    t.session.close();
  });

  it('Undo: Ctrl+Z takes an intent back with its events, its dice log rows and the seed’s counter', async () => {
    const t = await dwMatchLeague(tempDir());
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    const mid: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const counter = t.counter();
    const dice = t.rows('SELECT count(*) AS n FROM dice_log');
    const hauler = t.car(mid, 'Hauler');
    await t.ok('dwTable.act', {
      matchId: t.matchId,
      intent: { kind: 'shoot', shooter: hauler.vehicleId, weapon: 2, target: t.car(mid, 'Zip').vehicleId, distance: 5 },
    });
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 3 }]);
    const undone = await t.ok('journal.undo', {});
    expect(undone.op).toBe('dwTable.shoot');
    expect(await t.ok('dwTable.state', { matchId: t.matchId })).toEqual(mid);
    expect(t.counter()).toBe(counter);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual(dice);
    await t.ok('journal.undo', {});
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(await t.ok('dwTable.state', { matchId: t.matchId })).toMatchObject({ started: false, phase: 'start' });
    t.session.close();
  });

  it('replay: the stored events re-resolved by the engine with their logged dice, and folded, give the live state', async () => {
    const t = await dwMatchLeague(tempDir());
    const act = async (intent: object): Promise<DwActResult> => {
      const r: DwActResult = await t.ok('dwTable.act', { matchId: t.matchId, intent });
      expect(await t.ok('dwTable.state', { matchId: t.matchId })).toEqual(r.state);
      return r;
    };
    let s = (await act({ kind: 'initiative' })).state;
    const [hauler, spike, zip, brick] = ['Hauler', 'Spike', 'Zip', 'Brick'].map((n) => t.car(s, n).vehicleId) as [number, number, number, number];
    for (let i = 0; i < 4 && !t.car(s, 'Zip').card.destroyed; i++)
      s = (await act({ kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 6 })).state;
    await act({ kind: 'ram', rammer: brick, target: spike });
    await act({ kind: 'manoeuvre', car: spike, manoeuvre: 'Hop', mud: true });
    await act({ kind: 'harpoon', car: spike, target: brick });
    await act({ kind: 'pipeBombs', car: spike, targets: [brick] });
    await act({ kind: 'engine', car: hauler });
    await act({ kind: 'gunner', car: brick, target: hauler, aimAt: 'tires', distance: 2 });
    await act({ kind: 'correct', car: hauler, change: 'speed-loss', amount: 1, reason: 'knocked off the table' });
    s = (await act({ kind: 'endTurn' })).state;
    expect(s.phase).toBe('shock');
    for (const c of s.teams.flatMap((x) => x.cars).filter((c) => c.turn.attackedBy.length && !c.card.destroyed)) await act({ kind: 'shock', car: c.vehicleId });
    s = (await act({ kind: 'initiative' })).state;
    expect(s.round).toBe(2);

    // Each stored intent, resolved again by the engine on the table before it with the raw dice the log kept.
    const events = readTableEvents(t.session.league, t.matchId, 1).map((e) => e.event);
    const batches = t.rows(`SELECT batch, raw FROM dice_log WHERE match_id = ${t.matchId} ORDER BY id`) as { batch: number; raw: number }[];
    const raws = [...new Set(batches.map((b) => b.batch))].map((b) => batches.filter((x) => x.batch === b).map((x) => x.raw));
    const start = events[0] as Extract<DwEvent, { t: 'start' }>;
    let now = table.freshTable(start.cars, settings);
    let rolled = 0;
    for (const e of events.slice(1) as Extract<DwEvent, { t: 'act' }>[]) {
      const typed = e.resolution.steps.some((x) => x.dice.length) ? raws[rolled++]! : [];
      const again = new table.TableResolver(now, settings, new FixedDice(typed), false).resolve(e.intent);
      expect(again.outcomes).toEqual(e.outcomes);
      expect(tableDice(again.resolution)).toEqual(tableDice(e.resolution));
      now = table.step(now, e);
    }
    expect(rolled).toBe(raws.length);
    expect([...now.cards.values()]).toEqual(s.teams.flatMap((x) => x.cars.map((c) => c.card)));
    t.session.close();
  });

  it('a damaged event is named, not guessed at', async () => {
    const t = await dwMatchLeague(tempDir());
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    t.session.league.sqlite.prepare(`UPDATE assistant_events SET payload = ? WHERE seq = 2`).run(JSON.stringify({ t: 'act', intent: { kind: 'initiative' } }));
    const r = await t.call('dwTable.state', { matchId: t.matchId });
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!r.ok) expect(r.error.message).toMatch(/^Event 2 \(dw\.initiative\) of match 1's table is damaged: resolution: /);
    t.session.league.sqlite.prepare(`UPDATE assistant_events SET payload = 'not json' WHERE seq = 1`).run();
    const r2 = await t.call('dwTable.state', { matchId: t.matchId });
    if (!r2.ok) expect(r2.error.message).toMatch(/^Event 1 \(dw\.start\) of match 1's table is damaged: its payload is not JSON/);
    t.session.close();
  });

  it('refusals cite their rule and write nothing: before initiative, a target not in the match, a destroyed car, a second harpoon', async () => {
    const t = await dwMatchLeague(tempDir());
    const s: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const [hauler, spike, zip, brick] = ['Hauler', 'Spike', 'Zip', 'Brick'].map((n) => t.car(s, n).vehicleId) as [number, number, number, number];
    const refusal = async (intent: object) => {
      const events = t.rows('SELECT count(*) AS n FROM assistant_events');
      const r = await t.call('dwTable.act', { matchId: t.matchId, intent });
      expect(r.ok).toBe(false);
      expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual(events);
      return r.ok ? '' : r.error.message;
    };
    expect(await refusal({ kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 5 })).toBe(
      'Cars activate in initiative order: roll initiative for the round first (The Rules).',
    );
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    expect(await refusal({ kind: 'shoot', shooter: hauler, weapon: 2, target: 9999, distance: 5 })).toBe('Car 9999 is not in this match (The Rules).');
    expect(await refusal({ kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 11 })).toBe(
      'The Chain gun reaches 10"; the target is 11" away (Shooting (gaps.md #6)).',
    );
    expect(await refusal({ kind: 'shoot', shooter: hauler, weapon: 0, target: zip, distance: 5, targetInFront: false })).toBe(
      'Fixed weapons may only be fired at targets directly in front of the car (Shooting).',
    );
    expect(await refusal({ kind: 'harpoon', car: hauler, target: zip })).toBe('Hauler has no Harpoon (Car upgrades).');
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'harpoon', car: spike, target: brick } });
    expect(await refusal({ kind: 'harpoon', car: spike, target: brick })).toBe(`Spike's harpoon "can be fired once per game" (Car upgrades).`);
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'correct', car: zip, change: 'destroyed', reason: 'driver fell asleep' } });
    expect(await refusal({ kind: 'ram', rammer: zip, target: hauler })).toBe('Zip has been destroyed and takes no further part (Shooting (gaps.md #36)).');
    expect(await refusal({ kind: 'shock', car: hauler })).toBe(
      'The shock round comes at the end of the turn, once all cars have activated: end the turn first (Shock round).',
    );
    expect(await refusal({ kind: 'destruction', car: hauler, within3: [] })).toMatch(/^Hauler is not destroyed/);
    t.session.close();
  });

  it('Shooting › Destruction table and gaps.md #31: a destroyed car explodes on the cars within 3"; the last team running wins', async () => {
    const t = await dwMatchLeague(tempDir());
    const s: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const [hauler, , zip, brick] = ['Hauler', 'Spike', 'Zip', 'Brick'].map((n) => t.car(s, n).vehicleId) as [number, number, number, number];
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'correct', car: zip, change: 'damage', amount: 3, reason: 'shot off the table' } });
    const before = t.counter();
    const d: DwActResult = await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'destruction', car: zip, within3: [hauler] } });
    const row = destructionRow(new SeededDice(t.seed(), before).roll('1d6', 'x').value);
    // The one row rolled, read on its own: "explodes as above" spelled out (issue 19, item 17).
    expect(d.resolution.outcome).toBe(row.alone);
    expect(d.resolution.outcome).not.toContain('as above');
    expect(t.car(d.state, 'Zip').card.destruction).toBe(row.result);
    expect(t.car(d.state, 'Hauler').card.damage).toBe(row.explosion ? 1 : 0);
    const over: DwActResult = await t.ok('dwTable.act', {
      matchId: t.matchId,
      intent: { kind: 'correct', car: brick, change: 'destroyed', reason: 'conceded' },
    });
    expect(over.state.result).toEqual({ state: 'over', winner: t.teams[0], reason: 'Rust Rats has the last cars running.', rule: 'The Rules (gaps.md #31)' });
    t.session.close();
  });

  it('preview: every modifier and the target, nothing rolled and nothing written', async () => {
    const t = await dwMatchLeague(tempDir());
    // Four drivers of equal initiative: the preview's dice must still settle their roll-offs.
    const init = await t.ok('dwTable.preview', { matchId: t.matchId, intent: { kind: 'initiative' } });
    expect(init.steps.map((x: { label: string; result: string }) => [x.label, x.result]).sort()).toEqual(
      ['Brick', 'Hauler', 'Spike', 'Zip'].map((n) => [n, 'to roll: 1 × 1d6']),
    );
    expect(t.counter()).toBe(0);
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    const s: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const counter = t.counter();
    const p = await t.ok('dwTable.preview', {
      matchId: t.matchId,
      intent: { kind: 'shoot', shooter: t.car(s, 'Spike').vehicleId, weapon: 0, target: t.car(s, 'Brick').vehicleId, distance: 4, bumpy: true },
    });
    expect(p.steps).toEqual([
      {
        label: 'Attacks',
        count: { text: '6', parts: [{ label: 'Machine gun attacks', value: 6, rule: 'Weapons › Light weapons' }] },
        modifiers: [
          { label: "Ada's aim", value: 0, rule: 'Drivers › Stat table' },
          { label: 'Bumpy terrain', value: -1, rule: 'Terrain (gaps.md #33)' },
        ],
        target: {
          text: 'over 5',
          parts: [
            { label: "Brick's armour", value: 5, rule: 'Shooting' },
            { label: 'Machine gun strength', value: expect.closeTo(0), rule: 'Weapons › Light weapons' },
          ],
        },
        dice: [],
        result: 'to roll: 6 × 1d6',
      },
    ]);
    expect(p.outcome).toBe('Nothing rolled yet');
    expect(t.counter()).toBe(counter);
    t.session.close();
  });
});

/** A resolution without how each die came (rolled from the seed or typed): what the rules made of them must match. */
function tableDice(r: DwResolution) {
  return { ...r, steps: r.steps.map((x) => ({ ...x, dice: x.dice.map(({ faces: _f, mode: _m, ...d }) => d) })) };
}
