/**
 * Dethmetal's collision and attack odds resumed stage by stage (dethmetal/odds.ts `Staged`, core/odds/stages.ts): each
 * control chain is cut where it begins and resumed from the card it began on, then the tails the resolution still runs
 * once it returns (a suspension that breaks after the hazard's chain, resolver.ts applyHazard). The staged odds equal
 * the whole resolution walked path by path (dethmetalRunner: no stage, no key), on cars whose suspension can break, so
 * a chain with a tail is resumed; a resumed chain that skipped its tail gives another answer.
 */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src-shared/engine/core/odds';
import { buildTable, type CarRecord, type Table } from '../../../src-shared/engine/dethmetal/assistant';
import { DETHMETAL_ODDS, type DethmetalRun, dethmetalRunner, defaultDethmetalSettings, driver } from '../../../src-shared/engine/dethmetal';
import { SeededDice } from '../../../src-shared/engine/dice';
import { ATTACK_STAGE_KEYS, attackOdds, COLLISION_STAGE_KEYS, collisionOdds } from '../../../src-shared/engine/dethmetal/odds';
import type { CalculatorInput, CarState } from '../../../src-shared/ipc/channels/dethmetal/assistant';
import { soloGunCar } from '../../support/testCar';
import { card } from './assistant/card';
import { BACK_SHOT, wholeWalk } from './oddsKit';

const settings = defaultDethmetalSettings();
/** Suspension 20 under a car of weight 24: it breaks on 1d6 + the hazard's rating ≥ 4 (car/suspension.ts). */
const weak = soloGunCar('Weak', { suspension: 20 });
const record = (id: number): CarRecord => ({
  vehicleId: id,
  name: id === 1 ? 'Red Rocket' : 'Blue Bomber',
  franchise: { id, name: `Team ${id}`, colour: '#000000' },
  design: id === 2 ? weak : soloGunCar(`Car ${id}`),
  carried: { damage: 0, criticals: 0 },
  crew: [{ competitorId: id * 10, role: 'driver', driver: driver.newDriver(`Driver ${id}`) }],
});
const crew = (id: number) => [{ ...card().crew[0]!, competitorId: id * 10 }];
const guns = ['m1'].map((id) => ({ id, ammo: 10, firedPhases: [] as (1 | 2 | 3)[], firedLastPhasePrevTurn: false }));
/** Car 1 fires its Machinegun; car 2's suspension is weak, its handling at 0 and a tire point down. */
function table(two: Partial<CarState> = {}): Table {
  return buildTable((e) => record(e.vehicleId), settings, {
    cars: [
      card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), weapons: guns }),
      card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2), handling: 0, tireDamage: 1, ...two }),
    ],
    surface: 'asphalt',
    where: { heat: 1, turn: 1, phase: 1 },
  });
}

/** Two cars of the standard design (no suspension to break), under `match` house rules. */
function standard(match: typeof settings.match): Table {
  const plain = (id: number): CarRecord => ({ ...record(id), design: soloGunCar(`Car ${id}`) });
  return buildTable(
    (e) => plain(e.vehicleId),
    { ...settings, match },
    {
      cars: [card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1) }), card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2) })],
      surface: 'asphalt',
      where: { heat: 1, turn: 1, phase: 1 },
    },
  );
}

/** Some seeded resolution breaks car 2's suspension after a control check it set off: the walk meets a chain with a tail. */
function breaksAfterAChain(t: Table, calc: CalculatorInput): boolean {
  const run = dethmetalRunner(t, calc);
  for (let i = 0; i < 3000; i++) {
    const steps = run(new SeededDice(11, i * 100)).res.steps.filter((s) => s.vehicleId === 2);
    const check = steps.findIndex((s) => s.label.startsWith('Control check'));
    const broken = steps.findIndex((s) => s.label === 'Suspension breakdown' && s.tone === 'failure');
    if (check >= 0 && broken >= 0 && broken < check) return true;
  }
  return false;
}

/**
 * Car 2's card after, beyond the calculators' questions: its handling and suspension, which the tail after a chain
 * changes (breakSuspension: handling −5) and no calculator question reads.
 */
const suspension: Question<DethmetalRun> = {
  id: 'suspension:2',
  label: 'Blue Bomber’s handling and suspension after',
  across: 'last',
  of: (r) => `${r.after(2).handling}${r.after(2).suspensionBroken ? ', broken' : ''}`,
};

describe('issue 23: chains resumed where they begin, and the tails the resolution runs once they return', () => {
  it('an attack whose damaged hazard breaks the suspension after its control chain: the staged odds equal the whole resolution walked', () => {
    const t = table();
    expect(breaksAfterAChain(t, BACK_SHOT)).toBe(true);
    const questions = [...DETHMETAL_ODDS.attack.questions(t, BACK_SHOT), suspension];
    const staged = attackOdds(t, BACK_SHOT, {}, ATTACK_STAGE_KEYS, questions);
    expect(staged.method).toBe('exact');
    expect(staged.questions).toEqual(wholeWalk(t, BACK_SHOT, questions));
    expect(staged.questions.at(-1)!.outcomes.some((o) => String(o.value).endsWith('broken'))).toBe(true);
  });

  const tBone: Extract<CalculatorInput, { kind: 'collision' }> = {
    kind: 'collision',
    type: 't-bone',
    vehicleId: 1,
    targetId: 2,
    targetSideHit: 'left',
    movingSideHit: 'front',
  };
  it('a T-bone that breaks the struck car’s suspension after its control chain: its staged odds equal its whole resolution walked', () => {
    const t = table();
    expect(breaksAfterAChain(t, tBone)).toBe(true);
    const questions = [...DETHMETAL_ODDS.collision.questions(t, tBone).filter((x) => x.id.endsWith(':2')), suspension];
    const staged = collisionOdds(t, tBone, {}, COLLISION_STAGE_KEYS, questions);
    expect(staged.method).toBe('exact');
    const mine = staged.questions.filter((x) => x.id.endsWith(':2'));
    expect(mine).toEqual(wholeWalk(t, tBone, questions, 'moving vehicle: '));
    expect(mine.at(-1)!.outcomes.some((o) => String(o.value).endsWith('broken'))).toBe(true);
  });

  const headOn: Extract<CalculatorInput, { kind: 'collision' }> = {
    kind: 'collision',
    type: 'head-on',
    vehicleId: 1,
    targetId: 2,
    targetSideHit: 'front',
    movingSideHit: 'front',
  };
  it('a car rolling over leaves its handling out of the key only while gaps P7 keeps it from checking again', () => {
    const t = standard(settings.match);
    const start = t.car(2, []).state;
    const rolling = (handling: number): CarState => ({ ...start, control: 'rollover', handling, maxHandlingLoss: -handling, tireDamage: -handling });
    const key = (c: CarState, match: typeof settings.match) => JSON.stringify(COLLISION_STAGE_KEYS.card(c, match));
    const checksAgain = { ...settings.match, controlChecksWhileRolling: true };
    expect(key(rolling(-1), settings.match)).toBe(key(rolling(-3), settings.match));
    expect(key(rolling(-1), checksAgain)).not.toBe(key(rolling(-3), checksAgain));
    expect(key({ ...start, handling: -1 }, settings.match)).not.toBe(key({ ...start, handling: -3 }, settings.match));
  });

  it('with the house rule that lets a car rolling over check again (gaps P7 off), the staged head-on still equals the whole resolution walked', () => {
    const t = standard({ ...settings.match, controlChecksWhileRolling: true });
    const staged = collisionOdds(t, headOn);
    expect(staged.method).toBe('exact');
    const questions = DETHMETAL_ODDS.collision.questions(t, headOn).filter((x) => x.id.endsWith(':2'));
    expect(staged.questions.filter((x) => x.id.endsWith(':2'))).toEqual(wholeWalk(t, headOn, questions, 'moving vehicle: '));
  });
});
