/** The assistant's table as the engine folds its events: the bookkeeping between steps, done by the match rules. */
import { describe, expect, it } from 'vitest';
import type { AssistantCarInfo, CarState, Resolution } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import { card } from './card';
import { allowance, endOfTurnEffects, fold, matchTotals, nextHeatStart, type TableEvent } from '../../../../src-shared/engine/dethmetal/assistant';

function info(start: CarState): AssistantCarInfo {
  return {
    vehicleId: start.vehicleId,
    name: 'Rust 1',
    franchiseId: 1,
    franchise: 'Rust Belt Reapers',
    colour: '#c0392b',
    armor: { front: 6, back: 4, left: 5, right: 5 },
    toughness: 2,
    tireToughness: 1,
    tireType: 'light-duty',
    tread: 'street',
    rareTires: false,
    maxHandling: 2,
    acceleration: 1,
    gearing: 0,
    topSpeed: 5,
    topSpeedWithFuel: 6,
    speedChart: [],
    fuelPoints: 3,
    wheelGuards: false,
    selfSealingTank: false,
    gunnerStation: false,
    tweaks: [],
    breaksOn: null,
    weapons: [
      {
        id: 'm1',
        mount: 0,
        name: 'Machinegun',
        mountType: 'light',
        arc: 'fixed',
        facing: 'front',
        arcs: ['front'],
        link: null,
        rof: 3,
        rofPlus: false,
        pen: 0,
        fire: 1,
        short: [1, 3],
        long: [4, 6],
        max: 12,
        ammo: 10,
        attacks: true,
        expendable: false,
      },
    ],
    crew: [],
    carried: { damage: 0, criticals: 0 },
    explain: { armor: '', handling: '', acceleration: '', fuel: '', tires: '', toughness: '' },
    start,
  };
}

const infos = (c: CarState) => new Map([[c.vehicleId, info(c)]]);

describe('Part IV › Phases and Movement points (gaps.md #40)', () => {
  it('8 MP: 2 a phase with 2 remainder — one available in phase 1, then required in 2 and 3 if not spent', () => {
    const a1 = allowance(card({ mp: 8 }), 1);
    expect([a1.base, a1.remainderAvailable, a1.remainderRequired, a1.min, a1.max]).toEqual([2, 1, 0, 2, 3]);
    expect(a1.text).toBe('this phase: 2 + 1 remainder available');
    const a2 = allowance(card({ mp: 8, mpUsed: 2 }), 2);
    expect([a2.min, a2.max, a2.text]).toEqual([3, 3, 'this phase: 2 + 1 remainder required']);
  });

  it('MP lost mid-turn come off what is left to spend', () => {
    const a = allowance(card({ mp: 9, mpLost: 2, mpUsed: 3 }), 2);
    expect(a.left).toBe(4);
    expect(a.max).toBeLessThanOrEqual(4);
  });
});

describe('Part III › Turn Sequence step 5, end of turn (gaps.md #36)', () => {
  it('Part II › Fuel Points: 1 used at the end of turns 3, 6, 9 (gaps.md #35); an empty tank leaves the engine dry, −1 speed', () => {
    const c = card({ speed: 4, fuel: 1, handling: 0 });
    expect(endOfTurnEffects([c], infos(c), 2, new Set()).filter((e) => e.change.field === 'fuel')).toEqual([]);
    expect(endOfTurnEffects([c], infos(c), 3, new Set()).map((e) => e.change)).toContainEqual({ field: 'fuel', add: -1 });
    const dry = endOfTurnEffects([card({ speed: 4, fuel: 0 })], infos(c), 6, new Set()).map((e) => e.change);
    expect(dry).toContainEqual({ field: 'engineDry', to: true });
    expect(dry).toContainEqual({ field: 'speed', add: -1 });
  });

  it('Part IV › Maneuvers and Handling: handling recovers by the maximum (at least 1), fully when stopped (gaps.md #42)', () => {
    const moving = card({ speed: 5, handling: -2 });
    expect(endOfTurnEffects([moving], infos(moving), 1, new Set()).map((e) => e.change)).toContainEqual({ field: 'handling', to: 0 });
    const stopped = card({ speed: 0, handling: -3 });
    expect(endOfTurnEffects([stopped], infos(stopped), 1, new Set()).map((e) => e.change)).toContainEqual({ field: 'handling', to: 2 });
  });

  it('the fuel +1 lapses when the car did not try to accelerate that turn (Part III › Turn Sequence)', () => {
    const c = card({ fuelBonus: true });
    expect(endOfTurnEffects([c], infos(c), 1, new Set()).map((e) => e.change)).toContainEqual({ field: 'fuelBonus', to: false });
    expect(endOfTurnEffects([c], infos(c), 1, new Set([1])).map((e) => e.change)).not.toContainEqual({ field: 'fuelBonus', to: false });
  });
});

describe('the event fold', () => {
  const start = card();
  const shot: Resolution = {
    ref: 'ref-1',
    kind: 'attack',
    title: 'shot',
    steps: [],
    effects: [{ vehicleId: 1, change: { field: 'ammo', weaponId: 'm1', add: -1 }, why: '', rule: '' }],
    actors: [1],
    initiative: null,
    notes: [],
    rolls: [],
    summary: '',
  };
  const session = (events: TableEvent<Resolution>[]): TableEvent<Resolution>[] => [{ t: 'heat', heat: 1, restart: false, starts: [start] }, ...events];

  it('a roll counts on the cards once applied; without its events (undone in the league) the card is as it was', () => {
    const s = session([
      { t: 'roll', res: shot },
      { t: 'apply', ref: 'ref-1' },
    ]);
    expect(fold(s, infos(start)).cards[0]!.weapons[0]!.ammo).toBe(9);
    const pending = fold(session([{ t: 'roll', res: shot }]), infos(start));
    expect(pending.cards[0]!.weapons[0]!.ammo).toBe(10);
    expect(pending.log[0]).toMatchObject({ kind: 'resolution', status: 'pending' });
    expect(fold(session([]), infos(start)).cards[0]!.weapons[0]!.ammo).toBe(10);
  });

  it('walks initiative → speed → MP → phases 1–3 → end of turn → the next turn, resetting what is counted per turn', () => {
    const steps = Array.from({ length: 7 }, (): TableEvent<Resolution> => ({ t: 'advance' }));
    const d = fold(session(steps), infos(start));
    expect(d.position).toEqual({ heat: 1, turn: 2, step: 'initiative', phase: 0 });
    expect(d.log.some((l) => l.kind === 'bookkeeping' && l.title === 'End of turn 1')).toBe(true);
  });
});

describe('between heats (gaps.md #68)', () => {
  it('refuels and reloads; damage short of the next critical is cleared; criticals, tire damage and wounds stay', () => {
    const after = card({
      damage: 5,
      criticals: 2,
      fuel: 0,
      tireDamage: 1,
      maxHandlingLoss: 1,
      weapons: [{ id: 'm1', ammo: 2, firedPhases: [3], firedLastPhasePrevTurn: false }],
    });
    after.crew[0]!.fleshWounds = 1;
    after.crew[0]!.points = 4;
    const next = nextHeatStart(after, info(card()));
    expect(next).toMatchObject({ damage: 4, criticals: 2, fuel: 3, tireDamage: 1, maxHandlingLoss: 1, handling: 1 });
    expect(next.weapons[0]!.ammo).toBe(10);
    expect(next.crew[0]).toMatchObject({ fleshWounds: 1, points: 0 });
  });

  it('the result sums points over the heats and counts only criticals taken in this match', () => {
    const brought = card({ criticals: 1 });
    const s: TableEvent[] = [
      { t: 'heat', heat: 1, restart: false, starts: [brought] },
      {
        t: 'edit',
        why: 'won',
        effects: [
          { vehicleId: 1, change: { field: 'crewPoints', competitorId: 10, add: 6 }, why: '', rule: '' },
          { vehicleId: 1, change: { field: 'criticals', add: 2 }, why: '', rule: '' },
        ],
      },
      { t: 'finish', effects: [] },
      { t: 'heat', heat: 2, restart: false, starts: [nextHeatStart(card({ criticals: 3 }), info(brought))] },
      { t: 'edit', why: 'second', effects: [{ vehicleId: 1, change: { field: 'crewPoints', competitorId: 10, add: 4 }, why: '', rule: '' }] },
    ];
    const totals = matchTotals(s, fold(s, infos(brought)));
    expect(totals.competitors[10]).toEqual({ points: 10, criticals: 0, outOfAction: false });
    expect(totals.vehicles[1]!.criticals).toBe(2);
    expect(totals.heats).toEqual([1, 2]);
  });

  it('a heat started but not played (nothing recorded after its start) is not counted in the result', () => {
    const s: TableEvent[] = [{ t: 'heat', heat: 1, restart: false, starts: [card()] }];
    expect(matchTotals(s, fold(s, infos(card()))).heats).toEqual([]);
  });
});
