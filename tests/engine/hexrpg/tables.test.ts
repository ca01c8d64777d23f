/** Every table of shared/rules/hex-rpg-vehicle-combat.md as typed data: the numbers below are copied from it, table by table. */
import { describe, expect, it } from 'vitest';
import {
  ACCU_MODIFIERS,
  BASH_MODIFIERS,
  BASH_PAIRS,
  CHICKEN,
  CRITICAL_DURATION,
  CRITICAL_TIME_MULTIPLIER,
  DAILY_REPAIR_CAP,
  DAMAGE_BANDS,
  DRIV_BONUS,
  DYING,
  FAILURE_D4,
  FATIGUE,
  FIELD_REPAIR_SHARE,
  FISTS,
  FUEL_SKILL,
  GRAPPLING,
  GRAPPLING_AGI_MODIFIERS,
  HEALING,
  HEXRPG_TABLES,
  HOLD_STRENGTHS,
  MOVERS,
  NULLIFY_MODIFIERS,
  OPPONENT_AGI_MODIFIERS,
  PACES,
  PERSON_CRITICALS,
  POSITION_TARGET,
  RAM_FORMULA,
  REPAIR_TOOLS,
  SPEED_LOSS,
  SWERVE,
  TO_HIT,
  TURNING,
  VEHICLE_CRITICALS,
  WEAPON_COMBAT_MODIFIERS,
  WEAPON_USAGE_MODIFIERS,
  WEAPONS,
} from '../../../src-shared/engine/hexrpg';

describe('2a. Movement › People', () => {
  it('walking 1/2 hex (never fatigued), running 1 (2 × MUSC turns), sprinting 2 (MUSC turns); collapse on a 2 for d4 turns', () => {
    expect(PACES.map((p) => [p.pace, p.hexesPerTurn, p.fatigueTurnsPerMusc])).toEqual([
      ['walk', 0.5, null],
      ['run', 1, 2],
      ['sprint', 2, 1],
    ]);
    expect([FATIGUE.collapseOn, FATIGUE.collapseDie, FATIGUE.penaltyPerCollapse, FATIGUE.recoveryPerWalkTurn, FATIGUE.recoveryPerRestTurn]).toEqual([
      2,
      '1d4',
      1,
      1,
      2,
    ]);
  });
});

describe('2b–2d. Movement › Motorcycles, Cars, Warcars', () => {
  it('bike 4 hexes and 4 turns, car 5 and 3, warcar 7 and 2 covering two hexes', () => {
    expect(MOVERS.map((m) => [m.mover, m.typicalMovement, m.turnsAllowed, m.hexes])).toEqual([
      ['person', 2, null, 1],
      ['bike', 4, 4, 1],
      ['car', 5, 3, 1],
      ['warcar', 7, 2, 2],
    ]);
  });
});

describe('Skill and Fuel Table', () => {
  // The transcription's table, pasted as printed: speed, fuel warcar/car/bike, skill warcar/car/bike.
  const PRINTED = `
| 1 | 1 | 1 | 1 | No roll | No roll | No roll |
| 2 | 3 | 2 | 1 | No roll | No roll | No roll |
| 3 | 5 | 3 | 2 | No roll | No roll | -1 |
| 4 | 7 | 5 | 2 | 0 | -1 | -2 |
| 5 | 9 | 6 | 3 | -1 | -2 | -4 |
| 6 | 11 | 7 | 4 | -2 | -4 | -6 |
| 7 | 13 | 9 | 4 | -4 | -6 | -7 |
| 8 | 15 | 10 | 5 | -6 | -7 | -8 |
| 9 | 17 | 11 | 6 | -7 | -8 | -8 |
| 10 | 19 | 13 | 6 | -8 | -8 | -8 |
| 11 | 21 | 14 | 7 | -8 | -8 | -8 |
| 12 | 23 | 15 | 7 | -8 | -8 | -8 |
| 13 | 25 | 17 | 8 | -8 | -8 | -8 |`;
  it('every cell of the 13 rows equals the printed table', () => {
    const rows = PRINTED.trim()
      .split('\n')
      .map((l) =>
        l
          .split('|')
          .map((c) => c.trim())
          .filter(Boolean)
          .map((c) => (c === 'No roll' ? null : Number(c))),
      );
    expect(FUEL_SKILL.map((r) => [r.speed, r.fuel.warcar, r.fuel.car, r.fuel.bike, r.skill.warcar, r.skill.car, r.skill.bike])).toEqual(rows);
  });
});

describe('Turning Table', () => {
  it('1st excessive turn 0, then -1, -2, -4, -6, -8, -10, -12', () => {
    expect(TURNING.map((t) => [t.excess, t.modifier])).toEqual([
      [1, 0],
      [2, -1],
      [3, -2],
      [4, -4],
      [5, -6],
      [6, -8],
      [7, -10],
      [8, -12],
    ]);
  });
});

describe('3b. Combat › Weapon Combat', () => {
  it('7 or less with skill, 4 or less without; +1 per level above the first; ACCU 10 +3, 8-9 +2, 6-7 +1', () => {
    expect([TO_HIT.withSkill, TO_HIT.withoutSkill, WEAPON_COMBAT_MODIFIERS.perSkillLevelAboveFirst]).toEqual([7, 4, 1]);
    expect(ACCU_MODIFIERS.map((r) => [r.accu, r.modifier])).toEqual([
      [[10], 3],
      [[8, 9], 2],
      [[6, 7], 1],
    ]);
  });
  it("opponent's AGI 1 to 6: +3 +2 +1 -1 -2 -3; -1 a hex moved by target and attacker, -2 alongside; mounted warcar +3, car +2, bike +1", () => {
    expect(OPPONENT_AGI_MODIFIERS.map((r) => r.modifier)).toEqual([3, 2, 1, -1, -2, -3]);
    expect([WEAPON_COMBAT_MODIFIERS.perHexTargetMoves, WEAPON_COMBAT_MODIFIERS.perHexAttackerMoves, WEAPON_COMBAT_MODIFIERS.alongsideTotal]).toEqual([
      -1, -1, -2,
    ]);
    expect(WEAPON_COMBAT_MODIFIERS.mounted).toEqual({ warcar: 3, car: 2, bike: 1 });
  });
});

describe('3c. Combat › Weaponless Combat', () => {
  it('grappling: +1/AGI=4; +2/AGI=5; +3/AGI=6', () => {
    expect(GRAPPLING_AGI_MODIFIERS.map((r) => [r.agi, r.modifier])).toEqual([
      [4, 1],
      [5, 2],
      [6, 3],
    ]);
  });
});

describe('3d. Vehicular Combat › Bashing', () => {
  it("the basher's list: -1 a victim's level, +1 a level above 1, DRIV 12/10-11/8-9 ±3/2/1, the six vehicle pairs", () => {
    expect([BASH_MODIFIERS.perVictimLevel, BASH_MODIFIERS.perBasherLevelAboveFirst]).toEqual([-1, 1]);
    expect(DRIV_BONUS.map((r) => [r.driv, r.modifier])).toEqual([
      [[12], 3],
      [[10, 11], 2],
      [[8, 9], 1],
    ]);
    expect(BASH_PAIRS.map((p) => `${p.basher}>${p.victim} ${p.modifier}`)).toEqual([
      'bike>warcar -5',
      'bike>car -3',
      'car>warcar -3',
      'warcar>bike 4',
      'warcar>car 2',
      'car>bike 2',
    ]);
  });
  it("the victim's nullify list: +1 a level above 1 of the bashed, -1 a level of the basher", () => {
    expect([NULLIFY_MODIFIERS.perBashedLevelAboveFirst, NULLIFY_MODIFIERS.perBasherLevel]).toEqual([1, -1]);
  });
});

describe('3d. Vehicular Combat › Ramming', () => {
  it('the swerve table: 1st 8+, 2nd 7+, 3rd 6+, 4th 5+, 5th 4+, 6th 3+; six questions, d20 for jumping out, not below 1 HP, 20 hexes undriven', () => {
    expect(SWERVE.map((s) => s.needed)).toEqual([8, 7, 6, 5, 4, 3]);
    expect([CHICKEN.questions, CHICKEN.jumpOutDamageDie, CHICKEN.jumpOutFloorHp, CHICKEN.undrivenHexes, CHICKEN.swerveHexesLeft]).toEqual([
      6,
      '1d20',
      1,
      20,
      1,
    ]);
  });
});

describe('3d. Vehicular Combat › Weapon Usage', () => {
  it('+1 a level of the driver firing, -1 a level of the target driver, target AGI 6/5/4 -3/-2/-1', () => {
    expect([WEAPON_USAGE_MODIFIERS.perFiringDriverLevel, WEAPON_USAGE_MODIFIERS.perTargetDriverLevel]).toEqual([1, -1]);
    expect(WEAPON_USAGE_MODIFIERS.targetAgi.map((r) => [r.agi, r.modifier])).toEqual([
      [6, -3],
      [5, -2],
      [4, -1],
    ]);
  });
  it('shot from higher/same/lower at warcar, car, bike, person', () => {
    const grid = (from: string) => POSITION_TARGET.filter((r) => r.from === from).map((r) => r.modifier);
    expect(grid('higher')).toEqual([2, 0, -2, -4]);
    expect(grid('same')).toEqual([2, 1, -1, -3]);
    expect(grid('lower')).toEqual([2, 2, 0, -2]);
  });
});

describe('3e. Damage', () => {
  it('the twelve weapons’ minimal, average and maximal damage', () => {
    expect(WEAPONS.map((w) => [w.label, w.minimal, w.average, w.maximal])).toEqual([
      ['Nuclear magnum', 2, 4, 8],
      ['Shotgun', 1, 3, 6],
      ['Sabre', 1, 3, 5],
      ['Great sword', 2, 4, 7],
      ['Dagger', 1, 2, 4],
      ['Projectile Dagger', 1, 3, 5],
      ['Switchblade', 1, 1, 2],
      ['Projectile Switchblade', 1, 2, 3],
      ['Bow and Arrow', 1, 3, 5],
      ['Pistol', 1, 2, 5],
      ['Submachinegun', 1, 3, 6],
      ['Crossbow', 2, 4, 6],
    ]);
  });
  it('the d10 bands by skill level, with the critical column', () => {
    const r = (x: readonly [number, number] | null) => (x === null ? '-' : x[0] === x[1] ? `${x[0]}` : `${x[0]}-${x[1]}`);
    expect(DAMAGE_BANDS.map((b) => [b.label, r(b.minimal), r(b.average), r(b.maximal), b.confirm ? `10 then ${r(b.confirm)}` : r(b.critical)])).toEqual([
      ['no level', '1-2', '3-5', '6-10', '10 then 10'],
      ['1st level', '1-2', '3-5', '6-10', '10 then 7-10'],
      ['2nd level', '1-2', '3-5', '6-10', '10 then 4-10'],
      ['3rd level', '1', '2-4', '5-9', '10'],
      ['4th-5th level', '-', '1-3', '4-8', '9-10'],
      ['6th-7th level', '-', '1-2', '3-7', '8-10'],
      ['8th-9th level', '-', '1', '2-6', '7-10'],
      ['10th level', '-', '-', '1-5', '6-10'],
    ]);
  });
  it('bare fists by MUSC: 1, 2-3, 4-6, 7-13, 14-16, 17-19, 20+', () => {
    expect(FISTS.map((f) => [f.musc[0], f.minimal, f.average, f.maximal])).toEqual([
      [1, 0, 1, 2],
      [2, 1, 1, 2],
      [4, 1, 2, 3],
      [7, 1, 2, 4],
      [14, 1, 3, 4],
      [17, 1, 3, 5],
      [20, 2, 3, 6],
    ]);
  });
  it('grappling by the MUSC+AGI difference, with the holds * x #, and the hold strengths ±1/2/3', () => {
    const cell = (c: { damage: number; hold: string | null }) =>
      `${c.damage}${c.hold === 'minimal' ? '*' : c.hold === 'average' ? 'x' : c.hold === 'maximal' ? '#' : ''}`;
    expect(GRAPPLING.map((g) => [g.diff[0], g.diff[1], cell(g.minimal), cell(g.average), cell(g.maximal)])).toEqual([
      [Number.NEGATIVE_INFINITY, -10, '0', '0', '1*'],
      [-9, -4, '0', '0*', '1x'],
      [-3, -1, '0*', '0x', '1#'],
      [0, 3, '0*', '1x', '2#'],
      [4, 9, '0*', '1x', '3#'],
      [10, Number.POSITIVE_INFINITY, '1*', '2x', '4#'],
    ]);
    expect(HOLD_STRENGTHS.map((h) => [h.hold, h.holder, h.victim])).toEqual([
      ['minimal', 1, -1],
      ['average', 2, -2],
      ['maximal', 3, -3],
    ]);
  });
  it('the ram formula’s numbers: 7, -3, +3, 1/2, 1/100, ×10, one automatic critical', () => {
    expect(RAM_FORMULA).toEqual({
      swerveBase: 7,
      ownDriverAboard: -3,
      otherDriverAboard: 3,
      half: 0.5,
      otherHpFactor: 0.01,
      percentPerPoint: 10,
      automaticCriticals: 1,
    });
  });
});

describe('3e. Critical hits', () => {
  const bands = (rows: readonly { range: readonly [number, number] }[]) => rows.map((r) => `${r.range[0]}-${r.range[1]}`);
  it('people: 1-10 deaf, 11-35 weapon, 36-55 arm, 56-68 leg, 69-78 blind, 79-98 unconscious, 99-100 0 HP', () => {
    expect(bands(PERSON_CRITICALS)).toEqual(['1-10', '11-35', '36-55', '56-68', '69-78', '79-98', '99-100']);
    expect(PERSON_CRITICALS.map((c) => c.effect)).toEqual(['deaf', 'weapon', 'arm', 'leg', 'blind', 'unconscious', 'zero-hp']);
  });
  it('longevity: 1-25 turns, 26-75 minutes, 76-95 days, 96-99 weeks, 100 permanent', () => {
    expect(bands(CRITICAL_DURATION)).toEqual(['1-25', '26-75', '76-95', '96-99', '100-100']);
    expect(CRITICAL_DURATION.map((c) => c.unit)).toEqual(['turns', 'minutes', 'days', 'weeks', 'permanent']);
  });
  it('vehicles: the eleven bands from 1-10 to 100', () => {
    expect(bands(VEHICLE_CRITICALS)).toEqual(['1-10', '11-25', '26-50', '51-65', '66-75', '76-83', '84-90', '91-94', '95-97', '98-99', '100-100']);
  });
  it('speed reduced: bikes 1-2=1, 3-4=2; cars 1=1, 2-3=2, 4=3; warcars 1..4', () => {
    expect(SPEED_LOSS.map((s) => [s.loss.bike, s.loss.car, s.loss.warcar])).toEqual([
      [1, 1, 1],
      [1, 2, 2],
      [2, 2, 3],
      [2, 3, 4],
    ]);
  });
});

describe('3e. Dying, Recovering damage, Failure to Control Car', () => {
  it('(LUCK − d100) × 15 minutes, at least 15; medical 1 ×2, 2 ×3, level 3 treats; fighting damage 1/4 real', () => {
    expect([
      DYING.die,
      DYING.minutesPerPoint,
      DYING.minimumMinutes,
      DYING.treatmentMultiplier[1],
      DYING.treatmentMultiplier[2],
      DYING.cureLevel,
      DYING.fightingDamageReal,
    ]).toEqual(['1d100', 15, 15, 2, 3, 3, 0.25]);
  });
  it('1 HP a day, 1 an hour treated, cures = levels, 4 a day at most; 12 × level; caps 45/25/15; 75% outside a garage', () => {
    expect(HEALING).toEqual({ naturalPerDay: 1, perTreatmentHour: 1, curesPerLevel: 1, maxPerDay: 4 });
    expect(REPAIR_TOOLS.map((t) => [t.tools, t.printed])).toEqual([
      ['proper', '12 times his level'],
      ['some', '6 times that'],
      ['excellent', '25 times that'],
    ]);
    expect(DAILY_REPAIR_CAP).toEqual({ warcar: 45, car: 25, bike: 15 });
    expect(FIELD_REPAIR_SHARE).toBe(0.75);
  });
  it('critical repair time by mechanic level: 1 = 3/4; 2 = 2/3; 3 = 1/2; 4 = 1/3; 5 = 1/4', () => {
    expect(CRITICAL_TIME_MULTIPLIER.map((m) => `${m.level}=${m.num}/${m.den}`)).toEqual(['1=3/4', '2=2/3', '3=1/2', '4=1/3', '5=1/4']);
  });
  it('skid and failure d4: 1-2 = 1, 3 = 2, 4 = 3', () => {
    expect(FAILURE_D4.map((r) => [r.d4, r.skidHexes, r.failureTurns])).toEqual([
      [[1, 2], 1, 1],
      [[3], 2, 2],
      [[4], 3, 3],
    ]);
  });
});

describe('the tables list', () => {
  it('every table cites a section and has rows, no id twice', () => {
    for (const t of HEXRPG_TABLES) {
      expect(t.section.length).toBeGreaterThan(0);
      expect(t.rows.length).toBeGreaterThan(0);
    }
    const ids = HEXRPG_TABLES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
