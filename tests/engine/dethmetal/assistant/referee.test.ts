/**
 * The referee's readings of the turn that the rulebook leaves open, each a house rule (docs/rulesets/dethmetal/gaps.md
 * P1–P3): both settings, on the table as the engine folds it.
 */
import { describe, expect, it } from 'vitest';
import {
  actionRules,
  checkMove,
  everyCar,
  fold,
  ORDER_RULE,
  turnBlockers,
  type CarFacts,
  type TableEvent,
  type TableState,
} from '../../../../src-shared/engine/dethmetal/assistant';
import { MATCH_DEFAULTS, matchSettingsSchema } from '../../../../src-shared/engine/dethmetal/match/settings';
import type { CarState } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import { card } from './card';

/** Car N on the table at speed 2, driven by competitor N×10, with no weapons or crew cards. */
const carAt = (vehicleId: number): CarState => card({ vehicleId, driverId: vehicleId * 10, speed: 2, weapons: [], crew: [] });

const cars = [carAt(1), carAt(2)];
const facts = new Map<number, CarFacts>(cars.map((c) => [c.vehicleId, { vehicleId: c.vehicleId, maxHandling: 2, toughness: 2, start: c, weapons: [] }]));
const name = (id: number) => `Car ${id}`;

/** The table `advances` steps after the heat's start (0 initiative, 1 speed, 2 movement, 3–5 phases, 6 end), with these rolls. */
function at(advances: number, rolled: { kind: string; actor: number }[] = []): TableState {
  const events: TableEvent[] = [{ t: 'heat', heat: 1, restart: false, starts: cars }];
  for (let i = 0; i < advances; i++) events.push({ t: 'advance' });
  rolled.forEach((r, i) => {
    events.push({ t: 'roll', res: { ref: `r${i}`, kind: r.kind, actors: [r.actor], effects: [], initiative: null, summary: '' } });
  });
  return fold(events, facts);
}

const rules = (over: Partial<typeof MATCH_DEFAULTS>) => actionRules(matchSettingsSchema.parse({ ...over }));

describe('Part III › Turn Sequence; Part IV › Speed — one speed change per turn (house rule oneSpeedChangePerTurn, gaps P1)', () => {
  const tried = at(1, [{ kind: 'accelerate', actor: 1 }]);

  it('on (the default): a car that tried to accelerate may not also slow down, nor try again', () => {
    expect(MATCH_DEFAULTS.oneSpeedChangePerTurn).toBe(true);
    const on = rules({});
    expect(turnBlockers(tried, 'decelerate', [1], name, on)).toEqual([
      { reason: 'Car 1 has already changed speed this turn', rule: expect.stringContaining('house rule oneSpeedChangePerTurn') },
    ]);
    expect(turnBlockers(tried, 'accelerate', [1], name, on)).toHaveLength(1);
    expect(turnBlockers(tried, 'decelerate', [2], name, on)).toEqual([]);
  });

  it('off: the same car may still slow down this turn, but makes one acceleration attempt only', () => {
    const off = rules({ oneSpeedChangePerTurn: false });
    expect(turnBlockers(tried, 'decelerate', [1], name, off)).toEqual([]);
    expect(turnBlockers(tried, 'accelerate', [1], name, off)).toEqual([
      { reason: 'Car 1 has already tried to accelerate this turn', rule: expect.any(String) },
    ]);
    const slowed = at(1, [{ kind: 'decelerate', actor: 1 }]);
    expect(turnBlockers(slowed, 'accelerate', [1], name, off)).toEqual([]);
    expect(turnBlockers(slowed, 'decelerate', [1], name, off)).toHaveLength(1);
  });
});

describe('Part III › Turn Sequence — hazard checks as the hazard is met, while moving (house rule hazardChecksOnlyInPhases, gaps P2)', () => {
  it('on (the default): no hazard check outside phases 1–3', () => {
    expect(MATCH_DEFAULTS.hazardChecksOnlyInPhases).toBe(true);
    const on = rules({});
    expect(turnBlockers(at(6), 'hazard', [1], name, on)).toEqual([
      { reason: 'This is done during the combat phases, and the turn is at end of turn', rule: expect.stringContaining('Part III › Turn Sequence') },
    ]);
    expect(turnBlockers(at(3), 'hazard', [1], name, on)).toEqual([]);
  });

  it('off: a hazard check may be rolled at any step of the turn (still not before a heat has started, nor after it ended)', () => {
    const off = rules({ hazardChecksOnlyInPhases: false });
    for (const step of [0, 1, 2, 3, 6]) expect(turnBlockers(at(step), 'hazard', [1], name, off)).toEqual([]);
    expect(turnBlockers({ ...at(6), over: true }, 'hazard', [1], name, off)).toEqual([{ reason: 'Heat 1 is over', rule: 'Part III › Turn Sequence' }]);
    // Other phase actions stay in the phases.
    expect(turnBlockers(at(6), 'maneuver', [1], name, off)).toHaveLength(1);
  });
});

describe("Part IV › Driver's Option Points — when the checks are made (house rule optionChecksAt, gaps.md #36, gaps P3)", () => {
  it("'movement' (the default): with the movement points, after the speed changes; refused at the initiative step", () => {
    expect(MATCH_DEFAULTS.optionChecksAt).toBe('movement');
    const movement = rules({});
    expect(turnBlockers(at(2), 'options', [1], name, movement)).toEqual([]);
    expect(turnBlockers(at(0), 'options', [1], name, movement)).toEqual([
      { reason: "This is done during movement points and driver's options, and the turn is at initiative", rule: expect.any(String) },
    ]);
    expect(everyCar(at(2), 'options', movement).map((c) => c.vehicleId)).toEqual([1, 2]);
  });

  it("'initiative': at the very beginning of the turn, before any speed change; refused with the movement points", () => {
    const initiative = rules({ optionChecksAt: 'initiative' });
    expect(turnBlockers(at(0), 'options', [1], name, initiative)).toEqual([]);
    expect(turnBlockers(at(2), 'options', [1], name, initiative)).toEqual([
      { reason: "This is done during initiative, and the turn is at movement points and driver's options", rule: expect.any(String) },
    ]);
    // Once per turn either way: a car that made its checks is not rolled again by "every car".
    expect(everyCar(at(0, [{ kind: 'options', actor: 2 }]), 'options', initiative).map((c) => c.vehicleId)).toEqual([1]);
  });
});

describe('Part III › Turn Sequence: in a phase cars move and fire in reverse initiative order', () => {
  /** Initiative order 2 then 1 (so 1 moves first), in phase 1, with these actions. */
  const phase1 = (rolled: { kind: string; actor: number }[]) => {
    const events: TableEvent[] = [
      { t: 'heat', heat: 1, restart: false, starts: cars },
      { t: 'order', order: [2, 1] },
      { t: 'advance' },
      { t: 'advance' },
      { t: 'advance' },
    ];
    rolled.forEach((r, i) => {
      events.push({ t: 'roll', res: { ref: `r${i}`, kind: r.kind, actors: [r.actor], effects: [], initiative: null, summary: '' } });
    });
    return fold(events, facts);
  };

  it('car 1 (lower initiative) acts first; once car 2 has shot, car 1 may no longer maneuver or move this phase', () => {
    const on = rules({});
    expect(turnBlockers(phase1([{ kind: 'maneuver', actor: 1 }]), 'attack', [2], name, on)).toEqual([]);
    const late = phase1([{ kind: 'attack', actor: 2 }]);
    expect(turnBlockers(late, 'maneuver', [1], name, on)).toEqual([
      { reason: 'Car 1 moves before Car 2 in phase 1, and Car 2 has already acted: its slot is over', rule: ORDER_RULE },
    ]);
    expect(() => checkMove(late, 1, { generated: 0, option: null }, name)).toThrow(/its slot is over/);
  });

  it('the check for being damaged is taken when hit, whoever is moving', () => {
    expect(turnBlockers(phase1([{ kind: 'attack', actor: 2 }]), 'hazard', [1], name, rules({}), false)).toEqual([]);
  });
});
