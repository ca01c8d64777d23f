import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../../../src-shared/engine/dice';
import { weaponByName } from '../../../../src-shared/engine/dethmetal/car';
import {
  accumulateTireDamage,
  armorSideHit,
  asAttackWeapon,
  attackRollCount,
  EAGLE_EYES,
  fireBlockers,
  hitModifiers,
  inFrontArc,
  MATCH_DEFAULTS,
  markersDropped,
  mountCanFire,
  rangeBand,
  resolveAttack,
  rollTireDamage,
  smokeScatter,
  talentRerolls,
  tireDamageModifiers,
  weaponChoice,
  type AttackInput,
  type ShotSituation,
} from '../../../../src-shared/engine/dethmetal/match';
import type { TalentName } from '../../../../src-shared/engine/dethmetal/names';
import { crewman } from './fixtures';

const weapon = (name: Parameters<typeof weaponByName>[0]) => asAttackWeapon(weaponByName(name))!;
const MG = weapon('Machinegun');
const RECOILLESS = weapon('Recoilless Gun');
const ATGM = weaponByName('Anti-Tank Guided Missile');
const sum = (mods: { value: number }[]) => mods.reduce((s, m) => s + m.value, 0);

describe('Part V › Range and accuracy / Smoke and range', () => {
  it('Machinegun 1-3 short, 4-6 long, to 12 extreme, beyond Max no attack', () => {
    expect([3, 4, 7, 12, 13].map((h) => rangeBand(weaponByName('Machinegun'), h, { smoke: false }).band)).toEqual([
      'short',
      'long',
      'extreme',
      'extreme',
      'out-of-range',
    ]);
  });

  it('smoke on the line of sight doubles the range: 4 hexes → 8, extreme', () => {
    expect(rangeBand(weaponByName('Machinegun'), 4, { smoke: true })).toMatchObject({ range: 8, band: 'extreme' });
  });

  it('Part I › Eagle eyes -1 (4 → 3, short); gaps.md #47: double first, then subtract, minimum 1', () => {
    expect(rangeBand(weaponByName('Machinegun'), 4, { smoke: false, reducers: [EAGLE_EYES] }).band).toBe('short');
    expect(rangeBand(weaponByName('Recoilless Gun'), 2, { smoke: true, reducers: [EAGLE_EYES] }).range).toBe(3);
    expect(rangeBand(weaponByName('Machinegun'), 1, { smoke: false, reducers: [EAGLE_EYES, EAGLE_EYES] }).range).toBe(1);
  });

  it('special weapons (oil jet) make no attack roll', () => {
    expect(asAttackWeapon(weaponByName('Oil jet'))).toBeNull();
  });

  it('a weapon with only a short band (ATGM 1-18) is short up to 18 and cannot reach 19', () => {
    expect([18, 19].map((h) => rangeBand(ATGM, h, { smoke: false }).band)).toEqual(['short', 'out-of-range']);
  });
});

const situation = (over: Partial<ShotSituation> = {}): ShotSituation => ({
  band: 'long',
  role: 'driver',
  talents: [],
  handling: 2,
  control: 'in-control',
  lostHandlingToObstacleThisTurn: false,
  targetInFrontArc: true,
  targetSpeed: 3,
  shootingForTires: false,
  gunslinger: false,
  ...over,
});

describe('Part V › Gunnery modifiers', () => {
  it('range: short +1, long 0, extreme -1', () => {
    expect(['short', 'long', 'extreme'].map((b) => sum(hitModifiers(situation({ band: b as ShotSituation['band'] }), MATCH_DEFAULTS)))).toEqual([1, 0, -1]);
  });

  it('each situational -1 (gaps.md #48): handling ≤ 0, out of control, fast target 5+, obstacle loss, driver off the front arc, tires', () => {
    expect(sum(hitModifiers(situation({ handling: 0 }), MATCH_DEFAULTS))).toBe(-1);
    expect(sum(hitModifiers(situation({ control: 'out-of-control' }), MATCH_DEFAULTS))).toBe(-1);
    expect(sum(hitModifiers(situation({ targetSpeed: 5 }), MATCH_DEFAULTS))).toBe(-1);
    expect(sum(hitModifiers(situation({ targetSpeed: 4 }), MATCH_DEFAULTS))).toBe(0);
    expect(sum(hitModifiers(situation({ lostHandlingToObstacleThisTurn: true }), MATCH_DEFAULTS))).toBe(-1);
    expect(sum(hitModifiers(situation({ targetInFrontArc: false }), MATCH_DEFAULTS))).toBe(-1);
    expect(sum(hitModifiers(situation({ shootingForTires: true }), MATCH_DEFAULTS))).toBe(-1);
  });

  it('spin or rollover doubles the out-of-control penalty to -2', () => {
    expect(sum(hitModifiers(situation({ control: 'spin-or-rollover' }), MATCH_DEFAULTS))).toBe(-2);
  });

  it('gaps.md #16 Frosty: no ordinary -1, -1 in a spin; house rule "ignore-all": none', () => {
    const frosty = (control: ShotSituation['control'], s = MATCH_DEFAULTS) => sum(hitModifiers(situation({ control, talents: ['Frosty'] }), s));
    expect([frosty('out-of-control'), frosty('spin-or-rollover'), frosty('spin-or-rollover', { ...MATCH_DEFAULTS, frostyOutOfControl: 'ignore-all' })]).toEqual(
      [0, -1, 0],
    );
  });

  it('gunners, helmet sights and auto-gunners are not penalized off the front arc; the auto-gunner ignores control', () => {
    expect(sum(hitModifiers(situation({ targetInFrontArc: false, role: 'gunner' }), MATCH_DEFAULTS))).toBe(0);
    expect(sum(hitModifiers(situation({ targetInFrontArc: false, ignoresArcPenalty: true }), MATCH_DEFAULTS))).toBe(0);
    expect(sum(hitModifiers(situation({ control: 'spin-or-rollover', role: 'auto-gunner' }), MATCH_DEFAULTS))).toBe(0);
  });

  it('Part I › Gunslinger: -1 while firing two weapons', () => {
    expect(sum(hitModifiers(situation({ gunslinger: true }), MATCH_DEFAULTS))).toBe(-1);
  });
});

describe('Part V › Firing and hit arcs (gaps.md #28)', () => {
  it('the quadrant hit: front, back, and two hex-sides each for left and right', () => {
    expect((['front', 'right-front', 'right-rear', 'rear', 'left-rear', 'left-front'] as const).map(armorSideHit)).toEqual([
      'front',
      'right',
      'right',
      'back',
      'left',
      'left',
    ]);
  });

  it('a fixed front mount fires only to the front; a swivel covers its neighbours; the driver penalty is off the front arc', () => {
    expect(mountCanFire('fixed', 'front', 'right-front')).toBe(false);
    expect(mountCanFire('swivel', 'front', 'right-front')).toBe(true);
    expect([inFrontArc('front'), inFrontArc('left-front')]).toEqual([true, false]);
  });
});

const fire = (rof: number, firedPhases: (1 | 2 | 3)[], firedLast = false, ammo = 5) => ({
  rof,
  rofPlus: false,
  ammo,
  firedPhases,
  firedLastPhaseOfPreviousTurn: firedLast,
});

describe('Part III › Turn Sequence / Part V › Rate of fire', () => {
  it('a ROF 3 weapon may fire in all three phases, never twice in one', () => {
    expect(fireBlockers(fire(3, [1, 2]), 3, { talents: [] }, MATCH_DEFAULTS)).toEqual([]);
    expect(fireBlockers(fire(3, [1]), 1, { talents: [] }, MATCH_DEFAULTS).map((b) => b.reason)).toContain('Already fired this phase');
  });

  it('ROF 2: not in consecutive phases, even across turns; a third shot exceeds ROF', () => {
    expect(fireBlockers(fire(2, [1]), 2, { talents: [] }, MATCH_DEFAULTS)).toHaveLength(1);
    expect(fireBlockers(fire(2, [1]), 3, { talents: [] }, MATCH_DEFAULTS)).toEqual([]);
    expect(fireBlockers(fire(2, [], true), 1, { talents: [] }, MATCH_DEFAULTS)).toHaveLength(1);
  });

  it('Part I › Rapid-Fire lifts the consecutive-phase rule, but never the ROF limit', () => {
    const rapid: { talents: TalentName[] } = { talents: ['Rapid-Fire'] };
    expect(fireBlockers(fire(2, [1]), 2, rapid, MATCH_DEFAULTS)).toEqual([]);
    expect(fireBlockers(fire(2, [1, 2]), 3, rapid, MATCH_DEFAULTS).map((b) => b.reason)).toEqual(['ROF 2 already used this turn']);
  });

  it('no ammunition, no shot; Quick draw lets a competitor fire out of turn once per heat (gaps.md #17)', () => {
    expect(fireBlockers(fire(3, [], false, 0), 1, { talents: [] }, MATCH_DEFAULTS)).toHaveLength(1);
    expect(fireBlockers(fire(3, []), 1, { talents: [], outOfTurn: { quickDrawUsedThisHeat: false } }, MATCH_DEFAULTS)).toHaveLength(1);
    expect(fireBlockers(fire(3, []), 1, { talents: ['Quick draw'], outOfTurn: { quickDrawUsedThisHeat: false } }, MATCH_DEFAULTS)).toEqual([]);
    expect(fireBlockers(fire(3, []), 1, { talents: ['Quick draw'], outOfTurn: { quickDrawUsedThisHeat: true } }, MATCH_DEFAULTS)).toHaveLength(1);
  });

  it('one weapon per competitor per turn (gaps.md #49); Gunslinger two, same target, at -1', () => {
    const fired = [{ weaponId: 'mg', targetId: 't1' }];
    expect(weaponChoice({ weaponId: 'mg', targetId: 't1', firedThisTurn: fired, talents: [] }).blockers).toEqual([]);
    expect(weaponChoice({ weaponId: 'rockets', targetId: 't1', firedThisTurn: fired, talents: [] }).blockers).toHaveLength(1);
    expect(weaponChoice({ weaponId: 'rockets', targetId: 't1', firedThisTurn: fired, talents: ['Gunslinger'] })).toEqual({
      blockers: [],
      gunslingerPenalty: true,
    });
    expect(weaponChoice({ weaponId: 'rockets', targetId: 't2', firedThisTurn: fired, talents: ['Gunslinger'] }).blockers).toHaveLength(1);
  });

  it("'+' ROF makes two attack rolls; linked weapons one per weapon (gaps.md #29, house rule)", () => {
    expect(attackRollCount({ rofPlus: true }, 1, MATCH_DEFAULTS)).toBe(2);
    expect(attackRollCount({ rofPlus: false }, 2, MATCH_DEFAULTS)).toBe(2);
    expect(attackRollCount({ rofPlus: true }, 2, { linkedWeaponAttacks: 'single' })).toBe(2);
  });
});

describe('Part V › Tire damage', () => {
  it('modifiers: ROF 3 +1, ROF 3+ +2, 1d2 +1, 1d3 +2 (1d3+3 as 1d3, gaps.md #53), wheel guards -1, shooting at tires +2', () => {
    expect(sum(tireDamageModifiers({ source: 'weapon', weapon: MG, wheelGuards: false }))).toBe(1);
    expect(sum(tireDamageModifiers({ source: 'weapon', weapon: weapon('Vulcan gun'), wheelGuards: false }))).toBe(2);
    expect(sum(tireDamageModifiers({ source: 'weapon', weapon: RECOILLESS, wheelGuards: false }))).toBe(1);
    expect(sum(tireDamageModifiers({ source: 'weapon', weapon: weapon('Heavy Rocket-pack'), wheelGuards: false }))).toBe(2);
    expect(sum(tireDamageModifiers({ source: 'weapon', weapon: { rof: 1, rofPlus: false, fire: '1d3+3' }, wheelGuards: true, shootingAtTires: true }))).toBe(3);
  });

  it('Part V › Oil and Caltrops: caltrops +2, wheel guards have no effect', () => {
    expect(sum(tireDamageModifiers({ source: 'caltrops', wheelGuards: true }))).toBe(2);
  });

  it('roll: Machinegun against wheel guards, die 6 → 6 + 1 - 1 = 6 → 1 point', () => {
    expect(rollTireDamage(new FixedDice([6]), { source: 'weapon', weapon: MG, wheelGuards: true }).points).toBe(1);
  });

  it('-1 handling every time the tire damage reaches a multiple of the tire toughness', () => {
    expect(accumulateTireDamage(1, 2, 2)).toEqual({ total: 3, handlingPenalties: 1 });
    expect(accumulateTireDamage(0, 2, 1)).toEqual({ total: 2, handlingPenalties: 2 });
  });
});

const target = (over: Partial<AttackInput['target']> = {}): AttackInput['target'] => ({
  armor: 3,
  state: { damage: 1, toughness: 2, criticals: 0 },
  tireDamage: 0,
  tireToughness: 1,
  wheelGuards: false,
  critical: { sideHit: 'front', weapons: ['mg'], crew: [crewman()], selfSealingTank: false },
  ...over,
});
const attack = (over: Partial<AttackInput> = {}): AttackInput => ({
  weapon: MG,
  gunnery: 3,
  hitModifiers: [{ label: 'Short range', value: 1, rule: '' }],
  shootingForTires: false,
  target: target(),
  rerolls: [],
  ...over,
});

describe('Part V › Hitting the target and Damage and destruction', () => {
  it('hit on 1d6 ≤ 3 + 1 = 4; 4 + PEN 0 > armor 3 penetrates; 1 damage takes T2 to 2 → critical (6: body); tire 5 + 1 = 6 → 1 point', () => {
    const r = resolveAttack(new FixedDice([4, 4, 6, 5]), attack(), MATCH_DEFAULTS);
    expect([r.hitTarget, r.rolls[0]?.penetration?.outcome, r.damageAfter, r.criticalsAfter, r.armorAfter]).toEqual([4, 'penetrate', 2, 1, 2]);
    expect([r.tireDamageAfter, r.handlingPenalties, r.targetSufferedHazard, r.ammoSpent]).toEqual([1, 1, true, 1]);
  });

  it('a miss rolls nothing else', () => {
    const dice = new FixedDice([5]);
    const r = resolveAttack(dice, attack(), MATCH_DEFAULTS);
    expect([r.rolls[0]?.hit.success, dice.log.length, r.targetSufferedHazard]).toEqual([false, 1, false]);
  });

  it('equal to the armor is a graze: no damage, but tire damage and a hazard; less is deflected: nothing', () => {
    const graze = resolveAttack(new FixedDice([1, 3, 1]), attack(), MATCH_DEFAULTS);
    expect([graze.rolls[0]?.penetration?.outcome, graze.damageAfter, graze.rolls[0]?.tire?.points, graze.targetSufferedHazard]).toEqual(['graze', 1, 0, true]);
    const deflect = resolveAttack(new FixedDice([1, 2]), attack(), MATCH_DEFAULTS);
    expect([deflect.rolls[0]?.penetration?.outcome, deflect.rolls[0]?.tire, deflect.targetSufferedHazard]).toEqual(['deflect', null, false]);
  });

  it('Part I › Marksman re-rolls a missed attack once per heat', () => {
    const r = resolveAttack(new FixedDice([6, 2, 1]), attack({ rerolls: talentRerolls(['Marksman'], { heat: [], turn: [] }) }), MATCH_DEFAULTS);
    expect([r.rolls[0]?.hit.success, r.rerollsUsed]).toEqual([true, ['Marksman']]);
  });

  it('Part I › Crack shot re-rolls a penetration roll once per turn; the second roll stands and the damage roll gets none', () => {
    // Recoilless (PEN 2, 1d2) vs armor 5: hit 1; pen 2 + 2 = 4 < 5 → re-roll 4 + 2 = 6 penetrates; firepower 1 (not re-rolled); tire die 1.
    const r = resolveAttack(
      new FixedDice([1, 2, 4, 1, 1]),
      attack({
        weapon: RECOILLESS,
        target: target({ armor: 5, state: { damage: 0, toughness: 3, criticals: 0 } }),
        rerolls: talentRerolls(['Crack shot'], { heat: [], turn: [] }),
      }),
      MATCH_DEFAULTS,
    );
    expect([r.rolls[0]?.penetration?.outcome, r.rolls[0]?.firepower?.value, r.rerollsUsed]).toEqual(['penetrate', 1, ['Crack shot']]);
  });

  it('ROF 3+ (Vulcan gun) makes two attack rolls for one point of ammunition (gaps.md #30)', () => {
    const r = resolveAttack(new FixedDice([6, 6]), attack({ weapon: weapon('Vulcan gun') }), MATCH_DEFAULTS);
    expect([r.rolls.length, r.ammoSpent]).toEqual([2, 1]);
  });

  it('stops rolling once the target is destroyed', () => {
    // Toughness 1, 3 criticals: hit 1, pen 6 penetrates, 1 damage → critical 4 + 3 = 7 destroyed (crew check 1 passes); tire die 1.
    const r = resolveAttack(
      new FixedDice([1, 6, 4, 1, 1]),
      attack({ linked: 2, target: target({ state: { damage: 0, toughness: 1, criticals: 3 } }) }),
      MATCH_DEFAULTS,
    );
    expect([r.destroyed, r.rolls.length]).toEqual([true, 1]);
  });

  it('property: 100 seeded attacks never leave damage or criticals lower than before', () => {
    const dice = new SeededDice(7);
    for (let i = 0; i < 100; i++) {
      const r = resolveAttack(dice, attack(), MATCH_DEFAULTS);
      expect(r.damageAfter).toBeGreaterThanOrEqual(1);
      expect(r.criticalsAfter).toBe(Math.floor(r.damageAfter / 2));
    }
  });
});

describe('Part V › Oil and Caltrops / Smoke and range', () => {
  it('one marker when triggered, then one per MP in the following phase, at most 3 in all', () => {
    expect(markersDropped(1).followingPhase).toBe(1);
    expect(markersDropped(4).followingPhase).toBe(2);
  });

  it('gaps.md #54: each of three smoke hexes scatters one hex, 1d6 clockwise from the front', () => {
    expect(smokeScatter(new FixedDice([1, 4, 6])).map((s) => s.direction)).toEqual(['front', 'rear', 'left-front']);
  });
});
