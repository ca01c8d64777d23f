/**
 * Issue 20: a Dethmetal match played turn by turn from the `league` CLI alone, with typed dice, on a real league
 * file: four cars, three full turns, the cards asserted after each turn.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorSchema, intentSchema, type AssistantState } from '../../src-shared/ipc/channels/dethmetal/assistant';
import { parseChange } from '../../src-main/cli/commands/dethmetal/editShortForm';
import { founding, newLeague } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';
import { run } from '../support/cli';

const tempDir = useTempDir();

describe('league match act: three turns of a four-car Dethmetal heat with typed dice', () => {
  it('Part III › Turn Sequence, Part IV, Part V: the cards after turns 1, 2 and 3 (gaps.md #35, #43)', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 7, 'turns.league');
    const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
    const m = await league.call('schedule.add', { track: 'Denver', surface: 'asphalt', kind: 'arena' });
    await league.call('match.preMatch', { matchId: m.id });
    for (const f of [red, blue])
      await league.call('match.assign', {
        matchId: m.id,
        franchiseId: f.id,
        heats: [
          {
            heat: 1,
            cars: [
              { vehicleId: f.vehicles[0]!.id, driverId: f.roster[0]!.id },
              { vehicleId: f.vehicles[1]!.id, driverId: f.roster[1]!.id },
            ],
          },
        ],
      });
    await league.call('league.updateSettings', { diceMode: 'manual' });
    league.close();
    const file = path.join(dir, 'turns.league');
    const id = String(m.id);
    const act = async (intent: object, dice?: string) => {
      const r = await run('match', 'act', file, id, JSON.stringify(intent), ...(dice ? ['--dice', dice] : []));
      if (r.code !== 0) throw new Error(`${JSON.stringify(intent)}: ${r.err}`);
      return r.out;
    };
    await act({ kind: 'start-heat', heat: 1 });
    const state = async () => (JSON.parse((await run('match', 'show', file, id, '--format', 'json')).out) as { assistant: AssistantState }).assistant;
    const card = (s: AssistantState, v: number) => {
      const c = s.cards.find((x) => x.vehicleId === v)!;
      return {
        speed: c.speed,
        handling: c.handling,
        damage: c.damage,
        tires: c.tireDamage,
        maxLoss: c.maxHandlingLoss,
        control: c.control,
        fuel: c.fuel,
        ammo: c.weapons[0]!.ammo,
        armorLoss: c.armorLoss.front,
      };
    };
    const ids = [1, 2, 4, 5];
    const advance = () => act({ kind: 'advance' });
    /** Initiative 6, 5, 4, 3 + initiative 3: the order 1, 2, 4, 5, so cars move 5, 4, 2, 1 (Part III › Turn Sequence). */
    const startTurn = async (accelerate: number[]) => {
      await act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: ids }, apply: true }, '6,5,4,3');
      await advance();
      for (const v of accelerate)
        await act(
          { kind: 'roll', calculator: { kind: 'accelerate', vehicleId: v, fuelBonus: 'none', secondAttemptWithFuel: false }, apply: true },
          'acceleration=1',
        );
      await advance();
      await act({ kind: 'roll-every-car', calculator: 'movement' }, 'movement points=2,movement points=2,movement points=2,movement points=2');
      await act({ kind: 'roll-every-car', calculator: 'options' }, 'option=6,option=6,option=6,option=6');
      await advance();
    };

    // Turn 1: every car speeds up to 1.
    await startTurn(ids);
    const shot = (by: number, at: number) => ({
      kind: 'roll',
      calculator: {
        kind: 'attack',
        vehicleId: by,
        role: 'driver',
        weaponId: 'm1',
        targetId: at,
        sideHit: 'front',
        hexes: 3,
        smoke: false,
        targetInFrontArc: true,
        shootingForTires: false,
      },
      apply: true,
    });
    // Phase 1, Blue Two first: hits on 2 (needs 4), 6 + PEN 0 = armor 6 grazes (no damage), tire damage 6 + 1 (ROF 3) = 7:
    // 1 point on light-duty tires (toughness 1) → maximum handling 2 − 1 = 1, handling 2 → 1; the damaged check, 2 ≤ 3, holds.
    expect(await act(shot(5, 1), 'attack roll=2,armor penetration=6,tire damage=6,damaged hazard=2')).toContain(
      'Blitz Blue fires Machinegun at Red Rockets One: 1 hit',
    );
    const turnLeft = {
      kind: 'roll',
      calculator: { kind: 'maneuver', vehicleId: 1, maneuver: 'turn', side: 'left', hexesStraight: 0, hazardThisOrPreviousMp: false, roadHazard: null },
      apply: true,
    };
    // Red One last: the turn costs 1 (handling 0); 0 hexes straight at turn mode 1 is a rating-0 maneuver hazard, 6 > 3
    // fails: −1 → −1; the control check (3) fails on 6; loss of control 6 + speed 1 + 0 − driving 3 = 4: a fishtail.
    expect(await act(turnLeft, 'maneuver hazard=6,control check=6,loss of control=6')).toContain('Red Rockets One: turn left, handling -1');
    expect(card(await state(), 1)).toMatchObject({ handling: -1, tires: 1, maxLoss: 1, control: 'fishtail' });
    // Blue One moves before Red One: its slot in phase 1 is over.
    const late = await run(
      'match',
      'act',
      file,
      id,
      JSON.stringify({ ...turnLeft, calculator: { ...turnLeft.calculator, vehicleId: 4 } }),
      '--dice',
      'maneuver hazard=1',
    );
    expect([late.code, late.err]).toEqual([1, expect.stringContaining('reverse initiative order')]);
    await act({ kind: 'move', vehicleId: 1, move: { generated: 1, option: null } });
    const phase1 = await advance();
    // gaps.md #43: the fishtail ended with its MP in phase 1.
    expect(card(await state(), 1).control).toBe('in-control');
    const phase2 = await advance();
    const phase3 = await advance();
    // A phase given no move is not silent: each car moved by default is named with the MP it spent.
    const defaulted = (out: string) => out.split('\n').filter((l) => l.includes('no move given'));
    const least = (car: string, phase: number) =>
      `${car}: no move given for phase ${phase}, so it spent the least its allowance allows, 1 MP (Part IV › Phases and Movement points).`;
    expect(defaulted(phase1)).toEqual(['Red Rockets Two', 'Blue Bombers One', 'Blue Bombers Two'].map((c) => least(c, 1)));
    expect(defaulted(phase2)).toEqual(['Red Rockets Two', 'Blue Bombers One', 'Blue Bombers Two'].map((c) => least(c, 2)));
    expect(defaulted(phase3)).toEqual(['Red Rockets One', 'Red Rockets Two', 'Blue Bombers One', 'Blue Bombers Two'].map((c) => least(c, 3)));
    await advance();
    const t1 = await state();
    // End of turn 1: handling recovers by the maximum (Red One −1 + 1 = 0); turn 2 begins with the fishtail's −1 speed.
    expect(t1.position).toMatchObject({ turn: 2, step: 'initiative' });
    expect(ids.map((v) => card(t1, v))).toEqual([
      { speed: 0, handling: 0, damage: 0, tires: 1, maxLoss: 1, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 1, ammo: 9, armorLoss: 0 },
    ]);

    // Turn 2: Red One speeds up again (1 ≤ acceleration). The table marks a major skid it forgot (the short form).
    await startTurn([1]);
    expect(await act({ kind: 'edit', why: 'a skid the table forgot', changes: ['4:control=major-skid'] })).toContain('major-skid');
    await advance();
    // Phase 2: Red Two runs over caltrops: 5 + 2 = 7, 1 point: maximum handling 1, handling 2 → 1.
    expect(await act({ kind: 'roll', calculator: { kind: 'caltrops', vehicleId: 2 }, apply: true }, 'tire damage=5')).toContain(
      'Red Rockets Two runs over caltrops: 1 tire damage',
    );
    await advance();
    await advance();
    await advance();
    const t2 = await state();
    // The skid, begun in phase 1 and never rolled for, loses 1 speed when phase 2 ends (no die needed): speed 0 ends it.
    expect(ids.map((v) => card(t2, v))).toEqual([
      { speed: 1, handling: 1, damage: 0, tires: 1, maxLoss: 1, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 1, damage: 0, tires: 1, maxLoss: 1, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 0, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 1, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 1, ammo: 9, armorLoss: 0 },
    ]);

    // Turn 3
    await startTurn([]);
    // Turn 3: with the positions given, the arc is checked from the mount: Blue Two behind Red Two is out of reach of
    // its fixed front machinegun (gaps.md #28).
    const behind = { q: -3, r: 0, facing: 0 };
    const positioned = {
      ...shot(2, 5),
      calculator: { ...shot(2, 5).calculator, targetInFrontArc: undefined, positions: { shooter: { q: 0, r: 0, facing: 0 }, target: behind } },
    };
    const refused = await run('match', 'act', file, id, JSON.stringify(positioned), '--dice', 'attack roll=6');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain("Blue Bombers Two lies in Red Rockets Two's rear arc; the Machinegun (m1, fixed front) fires into front");
    // Red Two shoots Blue Two, now ahead of it, and misses (6 > 4); a kerb takes 1 front armor off Blue Two.
    const ahead = {
      ...positioned,
      calculator: { ...positioned.calculator, positions: { shooter: { q: 0, r: 0, facing: 0 }, target: { q: 3, r: 0, facing: 3 } } },
    };
    expect(await act(ahead, 'attack roll=6')).toContain('Blitz Red fires Machinegun at Blue Bombers Two: missed');
    await act({ kind: 'edit', why: 'a kerb', changes: ['5:armor.front-1'] });
    await advance();
    await advance();
    await advance();
    await advance();
    const t3 = await state();
    // End of turn 3: one fuel point used (1 every 3 turns, gaps.md #35): 1 → 0.
    expect(ids.map((v) => card(t3, v))).toEqual([
      { speed: 1, handling: 1, damage: 0, tires: 1, maxLoss: 1, control: 'in-control', fuel: 0, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 1, damage: 0, tires: 1, maxLoss: 1, control: 'in-control', fuel: 0, ammo: 9, armorLoss: 0 },
      { speed: 0, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 0, ammo: 10, armorLoss: 0 },
      { speed: 1, handling: 2, damage: 0, tires: 0, maxLoss: 0, control: 'in-control', fuel: 0, ammo: 9, armorLoss: 1 },
    ]);
    // The text shows the card as the screen does: armor now of as built, weapons with ammunition, crew.
    const shown = (await run('match', 'show', file, id)).out;
    expect(shown).toContain('Assistant: Heat 1 · Turn 4 · Initiative');
    expect(shown).toContain('id 5 · armor front 5/6, back 4/4, left 5/5, right 5/5 · max handling 2');
    expect(shown).toContain('weapons: m1 Machinegun 9/10');
    expect(shown).toContain('crew: driver Blitz Red (id 2)');
    expect(shown).toContain('id 1 · armor front 6/6, back 4/4, left 5/5, right 5/5 · max handling 1');
  });

  it('`match act --help` names every intent and calculator of the contract, each with its fields and an example the contract accepts', async () => {
    const help = await run('match', 'act', '--help');
    expect(help.code).toBe(0);
    for (const kind of intentSchema.options.map((o) => o.shape.kind.value)) expect(help.out).toContain(`  ${kind}: `);
    for (const kind of calculatorSchema.options.map((o) => o.shape.kind.value)) expect(help.out).toContain(`  ${kind}: `);
    expect(help.out).toContain('hexesStraight: whole number 0–99 — hexes moved in a straight line since the last maneuver');
    expect(help.out).toContain('movingSideHit: front | back | left | right');
    expect(help.out).toContain('--dice "tire damage=5');
    // Every example printed parses with the contract's schema.
    const examples = [...help.out.matchAll(/e\.g\. '(\{.*\})'/g)].map((m) => JSON.parse(m[1]!) as unknown);
    expect(examples.length).toBeGreaterThan(20);
    for (const e of examples) expect(intentSchema.safeParse(e).success || 'changes' in (e as object)).toBe(true);
  });

  it("edit's short form reads numbers, states and sides, and refuses what it cannot read by name", () => {
    expect(parseChange('1:handling-1')).toEqual({ vehicleId: 1, change: { field: 'handling', add: -1 } });
    expect(parseChange('2:speed=4')).toEqual({ vehicleId: 2, change: { field: 'speed', to: 4 } });
    expect(parseChange('5:armor.front-2')).toEqual({ vehicleId: 5, change: { field: 'armor', side: 'front', add: 2 } });
    expect(parseChange('3:lastManeuver=drift-left')).toEqual({ vehicleId: 3, change: { field: 'lastManeuver', to: { kind: 'drift', side: 'left' } } });
    expect(() => parseChange('1:control=sideways')).toThrow(/sets control to one of in-control/);
    expect(() => parseChange('1:wings+1')).toThrow(/names no field of the card/);
  });
});
