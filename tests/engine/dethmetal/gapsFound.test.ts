/**
 * gaps.md section G, "Found while implementing and checking" (#81–#95): each resolution as the engine follows it, one
 * describe per entry, with the rulebook's numbers. #89, #92 and #94 were not followed before issue 20; #93 (a money
 * move with a note) is also tested on a league file (tests/campaign/moneyMove.test.ts) and from `league money`.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../src-shared/engine/dice';
import { carHouseRules, defaultCarSettings } from '../../../src-shared/engine/dethmetal/car/settings';
import { matchWinners, moneyMoveLine, moneyMoveProblems, percentOff, rankTeams } from '../../../src-shared/engine/dethmetal/campaign';
import { advancementRoll, gainFatigue, restFatigue, type Driver } from '../../../src-shared/engine/dethmetal/driver';
import { ALL_TALENTS, TRAITS } from '../../../src-shared/engine/dethmetal/names';
import {
  applyDamage,
  collisionSpeed,
  impetuousRollOff,
  MATCH_DEFAULTS,
  matchHouseRules,
  MatchRuleError,
  movementOrder,
  obstacleHazard,
  roadHazard,
  rollTireDamage,
  rolloverDirection,
  skidDirection,
} from '../../../src-shared/engine/dethmetal/match';
import { driver as crewDriver, settings as driverSettings } from './driver/helpers';
import { crewman, driver, vehicle } from './match/fixtures';

describe('gaps.md #81 Armor on every quadrant (Part II › Armor Arcs)', () => {
  it('is a car house rule that cites #81; it stays on by default, as the entry allows ("or cite this entry")', () => {
    const rule = carHouseRules.find((r) => r.key === 'armorOnEveryQuadrant')!;
    expect(rule.cites).toContain('gaps.md #81');
    expect(defaultCarSettings().armorOnEveryQuadrant).toBe(true);
  });
});

describe('gaps.md #82 Two Impetuous drivers (Part I › Impetuous)', () => {
  it("house rule 'roll-off': 1d6 each, highest moves first, a tie rolls again (A 3, C 3 → A 2, C 5 → C first)", () => {
    const order = impetuousRollOff(new FixedDice([3, 3, 2, 5]), ['A', 'C']);
    expect(order).toEqual(['C', 'A']);
    const early = movementOrder(['C', 'A', 'B'], ['A', 'C'], { impetuousOrder: 'roll-off' }, order).filter((s) => s.kind === 'impetuous-move');
    expect(early.map((s) => s.id)).toEqual(['C', 'A']);
  });

  it('the roll-off is asked for, not invented, when two Impetuous drivers move early', () => {
    expect(() => movementOrder(['C', 'A'], ['A', 'C'], { impetuousOrder: 'roll-off' })).toThrow(MatchRuleError);
    expect(matchHouseRules.find((r) => r.key === 'impetuousOrder')!.cites).toContain('gaps.md #82');
  });
});

describe('gaps.md #83, #84 Ties in the standings, the draft and the sponsor picks (Part VI › Ending a season)', () => {
  it('points, then wins, then a roll-off for what is still level (25 pts 2 wins > 25 pts 1 win; two level roll 2 and 5)', () => {
    const teams = [
      { team: 'Rust', points: 25, wins: 1, outOfAction: 0 },
      { team: 'Bone', points: 25, wins: 2, outOfAction: 0 },
      { team: 'Ash', points: 10, wins: 0, outOfAction: 0 },
      { team: 'Dust', points: 10, wins: 0, outOfAction: 0 },
    ];
    const ranked = rankTeams(teams, [], { standingsTieBreakers: 'winsHeadToHeadOutOfAction' }, new FixedDice([2, 5]));
    expect(ranked.map((r) => r.team)).toEqual(['Bone', 'Rust', 'Dust', 'Ash']);
    expect(ranked.map((r) => r.decidedBy)).toEqual(['wins', 'wins', 'rollOff', 'rollOff']);
  });
});

describe('gaps.md #85 A scoreless match (Part I › Experience events)', () => {
  it('the most points win, tied teams all win; when every team scores 0 nobody wins', () => {
    expect([...matchWinners({ 1: 3, 2: 3, 3: 1 })]).toEqual(['1', '2']);
    expect(matchWinners({ 1: 0, 2: 0 }).size).toBe(0);
  });
});

describe('gaps.md #86 Ardent (Part I › Talents): the first fatigue point since the last rest', () => {
  it('a rest that Combat fatigue cuts short (one point kept) still makes Ardent ready again', () => {
    const ardent = crewDriver({ talents: [{ name: 'Ardent', count: 1 }], quirks: [{ name: 'Combat fatigue', occurrences: 1 }] });
    const spent = { ...ardent, fatigue: ['driving', 'gunnery'] as Driver['fatigue'], ardentSpent: true };
    // Combat fatigue: toughness 3, die 6 fails → only the oldest point is lost.
    const rested = restFatigue(new FixedDice([6]), spent, driverSettings).driver;
    expect([rested.fatigue, rested.ardentSpent]).toEqual([['gunnery'], false]);
    // Next match: Combat fatigue check passes (1), Ardent ignores the one point.
    expect(gainFatigue(new FixedDice([1]), rested, driverSettings).change).toBe(0);
  });
});

describe('gaps.md #87 Re-rolling an advancement with nothing left to gain (Part I › Advancement roll)', () => {
  it('every trait at 6 and every talent held: the level-up gives nothing, says so, rolls no die', () => {
    const six = Object.fromEntries(TRAITS.map((t) => [t, 6])) as Driver['traits'];
    const talents = ALL_TALENTS.map((name) => ({ name, count: name === 'Mechanic' ? 4 : 1 }));
    const dice = new FixedDice([]);
    const r = advancementRoll(dice, crewDriver({ traits: six, talents }), driverSettings);
    expect(r.status === 'done' && r.gain).toEqual({ kind: 'nothing' });
    expect(r.status === 'done' && r.explanation.join(' ')).toContain('nothing to gain');
    expect(dice.log).toHaveLength(0);
  });
});

describe('gaps.md #88 Obstacle checks (Part IV › Obstacle Hazards)', () => {
  it('the check is penalised by the modified rating: rating 3, Texas Steer −1 → rating 2; driving 4 → target 2', () => {
    const r = obstacleHazard(new FixedDice([2, 1]), { rating: 3, maneuvering: false }, driver(4, ['Texas Steer']), vehicle());
    expect(r.rating).toBe(2);
    expect(r.check?.target).toBe(2);
    expect([r.check?.success, r.handlingLoss]).toEqual([true, 0]);
  });
});

describe('gaps.md #89 Tire bonus on a collision roll of 0 (Part IV › Collisions; Part V › Tire damage)', () => {
  it('5 on the tire table is "No damage": a collision of 5 damage adds nothing to it', () => {
    const r = rollTireDamage(new FixedDice([5]), { source: 'collision', wheelGuards: false, collisionDamage: 5 });
    expect([r.label, r.points, r.bonus]).toEqual(['No damage', 0, []]);
  });

  it('6 is 1 point: +1 for 3 or more damage → 2, +2 for 5 or more → 3', () => {
    expect(rollTireDamage(new FixedDice([6]), { source: 'collision', wheelGuards: false, collisionDamage: 3 }).points).toBe(2);
    expect(rollTireDamage(new FixedDice([6]), { source: 'collision', wheelGuards: false, collisionDamage: 5 }).points).toBe(3);
    expect(rollTireDamage(new FixedDice([6]), { source: 'collision', wheelGuards: false, collisionDamage: 2 }).points).toBe(1);
  });
});

describe('gaps.md #90 Half a thousand (prices after a percentage discount)', () => {
  it('a 15k machinegun at 10% off is 13.5k → 14k; 25k at 10% off is 22.5k → 23k', () => {
    expect([percentOff(15, 10), percentOff(25, 10), percentOff(10, 10)]).toEqual([14, 23, 9]);
  });
});

describe('gaps.md #91 A slower car rear-ending a faster one (Part IV › Collisions › Rear-end)', () => {
  it('speed 3 into speed 5: the difference floored at 0 — no collision speed', () => {
    const mods = collisionSpeed('rear-end', 3, 5, MATCH_DEFAULTS);
    expect(mods.reduce((s, m) => s + m.value, 0)).toBe(0);
    expect(collisionSpeed('rear-end', 7, 5, MATCH_DEFAULTS).reduce((s, m) => s + m.value, 0)).toBe(2);
  });
});

describe('gaps.md #92 Traction tires on a rating-1 hazard (Part II › Tire tread; Part IV › Road Hazards)', () => {
  const traction = vehicle({ tread: 'traction' });

  it('mud rated 1, traction −1 → 0: no driving check, no handling lost, no die', () => {
    const dice = new FixedDice([]);
    const r = roadHazard(dice, { kind: 'mud', surface: 'dirt' }, driver(3), traction, MATCH_DEFAULTS);
    expect([r.ignored, r.check, r.handlingLoss, dice.log.length]).toEqual([true, null, 0, 0]);
  });

  it('debris rated 2 → 1: a check at driving 3 − 1 = 2 (die 3 fails, 1 handling)', () => {
    const r = roadHazard(new FixedDice([3]), { kind: 'debris', rating: 2, surface: 'dirt' }, driver(3), traction, MATCH_DEFAULTS);
    expect([r.ignored, r.rating, r.check?.target, r.handlingLoss]).toEqual([false, 1, 2, 1]);
  });

  it('snow tires say only "to a minimum of 0": snow rated 1 → 0 is still checked (at no penalty)', () => {
    const r = roadHazard(new FixedDice([2]), { kind: 'snow', surface: 'snow' }, driver(3), vehicle({ tread: 'snow' }), MATCH_DEFAULTS);
    expect([r.ignored, r.rating, r.check?.target]).toEqual([false, 0, 3]);
  });
});

describe('gaps.md #93 A rating-4 mechanic for one match, deals, stores items sold, personal items (Part VI › Shopping; Sponsor effect table)', () => {
  it('recorded as a money move with a note: the kind and note as the reason, the passage and #93 as the rule; in is direct, out is spending', () => {
    expect(moneyMoveLine('deal', -20, ' Spare rockets from Blue ')).toEqual({
      amount: -20,
      reason: 'Deal between players: Spare rockets from Blue',
      rule: 'Part VI › Post-match › Shopping (gaps.md #93: recorded as a money move with a note)',
      stage: 'spending',
    });
    expect(moneyMoveLine('stores-sale', 12, 'Two rockets').stage).toBe('direct');
  });
  it('"Any profit that a franchise possesses may be spent": 40k in the bank, 40k out is allowed, 41k is refused', () => {
    const red = { name: 'Red Rockets', cash: 40 };
    expect(moneyMoveProblems('personal-item', -40, red, [])).toEqual([]);
    expect(moneyMoveProblems('personal-item', -41, red, []).map((p) => [p.code, p.rule])).toEqual([['beyondBank', 'Part VI › Post-match › Shopping']]);
  });
  it('the single-match mechanic (50k) needs a Tire company, Mechanic shop or Car dealership, and is money out', () => {
    const red = { name: 'Red Rockets', cash: 400 };
    expect(moneyMoveProblems('mechanic-for-a-match', -50, red, ['Car dealership'])).toEqual([]);
    expect(moneyMoveProblems('mechanic-for-a-match', -50, red, ['Oil company']).map((p) => p.code)).toEqual(['rating4NeedsSponsor']);
    expect(moneyMoveProblems('mechanic-for-a-match', 50, red, ['Tire company']).map((p) => p.code)).toEqual(['mechanicIsSpending']);
  });
});

describe('gaps.md #94 Direction of a rollover (Part IV › Maneuvers and Handling; Loss of Control)', () => {
  const afterTurnLeft = { lastManeuver: { kind: 'turn' as const, side: 'left' as const } };

  it("default 'last-maneuver': after a turn left the rollover goes left — a skid would go right", () => {
    expect(MATCH_DEFAULTS.rolloverDirection).toBe('last-maneuver');
    expect(rolloverDirection(new FixedDice([]), afterTurnLeft, 'last-maneuver').side).toBe('left');
    expect(skidDirection(new FixedDice([]), afterTurnLeft).side).toBe('right');
  });

  it("house rule 'as-skid': opposite the last turn, the same way as the last drift", () => {
    expect(rolloverDirection(new FixedDice([]), afterTurnLeft, 'as-skid').side).toBe('right');
    expect(rolloverDirection(new FixedDice([]), { lastManeuver: { kind: 'drift', side: 'right' } }, 'as-skid').side).toBe('right');
    expect(matchHouseRules.find((r) => r.key === 'rolloverDirection')!.cites).toContain('gaps.md #94');
  });

  it('no maneuver: away from a collision, else 1d6 (odd right, even left)', () => {
    expect(rolloverDirection(new FixedDice([]), { collisionFrom: 'left' }, 'last-maneuver').side).toBe('right');
    expect(rolloverDirection(new FixedDice([4]), {}, 'last-maneuver').side).toBe('left');
  });
});

describe('gaps.md #95 Several criticals from one hit (Part V › Damage table, with #50)', () => {
  it('toughness 1, 0 criticals, 2 damage: the first rolls 2 + 0 = 2, the second 2 + 1 = 3 (the first counts as "already had")', () => {
    const r = applyDamage(
      new FixedDice([2, 1, 2, 1]),
      { damage: 0, toughness: 1, criticals: 0 },
      2,
      { sideHit: 'left', weapons: ['mg'], crew: [crewman()], selfSealingTank: false },
      MATCH_DEFAULTS,
    );
    expect(r.criticals.map((c) => c.modified)).toEqual([2, 3]);
    expect(r.criticalsAfter).toBe(2);
  });
});
