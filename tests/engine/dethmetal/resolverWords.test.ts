/**
 * Dethmetal's resolution without the page's words (assistant/resolver.ts `Resolver.words` false: no step text, no
 * notes), as the odds' staged walks and whole duels run it: the same dice rolled in the same order with the same
 * decisions, the same card changes and the same cards after, on every calculator that chains rolls (collision, attack,
 * hazard, maneuver, recovery, caltrops), seeded, on cars whose chains go far (a weak suspension, handling at 0, high
 * speeds: losses of control, rollovers' crashes, criticals, wounds). A roll skipped or added, a decision or a card
 * change that differs without the words fails here.
 */
import { describe, expect, it } from 'vitest';
import { buildTable, type CarRecord, resolveOnTable, type Table } from '../../../src-shared/engine/dethmetal/assistant';
import { defaultDethmetalSettings, driver } from '../../../src-shared/engine/dethmetal';
import { SeededDice } from '../../../src-shared/engine/dice';
import type { CalculatorInput, CarState } from '../../../src-shared/ipc/channels/dethmetal/assistant';
import { soloGunCar } from '../../support/testCar';
import { card } from './assistant/card';
import { BACK_SHOT } from './oddsKit';

const settings = defaultDethmetalSettings();
const gun = (weapon: string, link?: string) => ({ type: 'light' as const, arc: 'fixed' as const, facing: 'front' as const, weapon, link });
const DESIGNS = {
  machinegun: soloGunCar('Car 1'),
  linked: soloGunCar('Car 1', { mounts: [gun('Machinegun', 'guns'), gun('Machinegun', 'guns')] }),
  vulcan: soloGunCar('Car 1', { mounts: [gun('Vulcan gun')] }),
};
/** Suspension 20 under a car of weight 24: it breaks on 1d6 + the hazard's rating ≥ 4 (car/suspension.ts). */
const weak = soloGunCar('Car 2', { suspension: 20 });

function table(design: keyof typeof DESIGNS, one: Partial<CarState>, two: Partial<CarState>): Table {
  const record = (id: number): CarRecord => ({
    vehicleId: id,
    name: `Car ${id}`,
    franchise: { id, name: `Team ${id}`, colour: '#000000' },
    design: id === 1 ? DESIGNS[design] : weak,
    carried: { damage: 0, criticals: 0 },
    crew: [{ competitorId: id * 10, role: 'driver', driver: driver.newDriver(`Driver ${id}`) }],
  });
  const crew = (id: number) => [{ ...card().crew[0]!, competitorId: id * 10 }];
  const weapons = ['m1', 'm2'].map((id) => ({ id, ammo: 10, firedPhases: [] as (1 | 2 | 3)[], firedLastPhasePrevTurn: false }));
  return buildTable((e) => record(e.vehicleId), settings, {
    cars: [
      card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), weapons: design === 'linked' ? weapons : weapons.slice(0, 1), ...one }),
      card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2), handling: 0, tireDamage: 1, ...two }),
    ],
    surface: 'asphalt',
    where: { heat: 1, turn: 1, phase: 1 },
  });
}

const CASES: { name: string; design: keyof typeof DESIGNS; calc: CalculatorInput; one?: Partial<CarState>; two?: Partial<CarState> }[] = [
  {
    name: 'head-on collision',
    design: 'machinegun',
    calc: { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' },
  },
  {
    name: 'head-on collision at speed 24',
    design: 'machinegun',
    calc: { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' },
    one: { speed: 12, handling: 0 },
    two: { speed: 12, damage: 3 },
  },
  {
    name: 'T-bone',
    design: 'machinegun',
    calc: { kind: 'collision', type: 't-bone', vehicleId: 1, targetId: 2, targetSideHit: 'left', movingSideHit: 'front' },
    one: { speed: 10 },
  },
  { name: 'Machinegun', design: 'machinegun', calc: BACK_SHOT },
  { name: 'linked pair of Machineguns', design: 'linked', calc: BACK_SHOT, two: { damage: 4 } },
  { name: 'Vulcan gun', design: 'vulcan', calc: BACK_SHOT, two: { damage: 2 } },
  {
    name: 'obstacle (a weak suspension)',
    design: 'machinegun',
    calc: { kind: 'hazard', vehicleId: 2, hazard: { type: 'obstacle', rating: 3, maneuvering: false } },
  },
  {
    name: 'maneuver',
    design: 'machinegun',
    calc: { kind: 'maneuver', vehicleId: 2, maneuver: 'turn', side: 'left', hexesStraight: 0, hazardThisOrPreviousMp: false, roadHazard: null },
  },
  { name: 'recovery from a major skid', design: 'machinegun', calc: { kind: 'recovery', vehicleId: 1 }, one: { control: 'major-skid', handling: -2 } },
  { name: 'caltrops', design: 'machinegun', calc: { kind: 'caltrops', vehicleId: 2 } },
];

/** Everything but the words: each roll (what for, faces, decision, re-roll), each card change, every card after. */
function resolve(t: Table, calc: CalculatorInput, seed: number, words: boolean) {
  const start = t.all().map((c) => c.state);
  const dice = new SeededDice(seed, 0);
  const res = resolveOnTable(t, dice, calc, 'words', words);
  const out = {
    rolls: dice.log.map((r) => [r.purpose, r.notation, r.faces, r.value, r.decided ?? null, r.rerollOf ?? null, r.rerollReason ?? null]),
    effects: res.effects.map((e) => [e.vehicleId, e.change]),
    cards: t.all().map((c) => c.state),
    steps: res.steps,
    notes: res.notes,
  };
  t.all().forEach((c, i) => (c.state = start[i]!));
  return out;
}

describe('a Dethmetal resolution without words', () => {
  it.each(CASES)('$name: the same rolls, decisions, card changes and cards after on 150 seeds', ({ design, calc, one = {}, two = {} }) => {
    const t = table(design, one, two);
    const fields = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      const said = resolve(t, calc, seed, true);
      const bare = resolve(t, calc, seed, false);
      expect(bare.rolls, `seed ${seed}`).toEqual(said.rolls);
      expect(bare.effects, `seed ${seed}`).toEqual(said.effects);
      expect(bare.cards, `seed ${seed}`).toEqual(said.cards);
      // Without words: no notes, and the checks' steps alone, their labels and tones as with words (the odds' hits).
      expect(bare.notes).toEqual([]);
      const checks = said.steps.filter((s) => s.target !== null);
      expect(bare.steps.map((s) => [s.label, s.tone, s.target])).toEqual(checks.map((s) => [s.label, s.tone, s.target]));
      for (const [, change] of said.effects) fields.add((change as { field: string }).field);
    }
    // The seeds reach the chains the words were cut from (handling lost and a card changed by every case).
    expect(fields.size).toBeGreaterThan(1);
  });

  it('the seeds of the collisions and attacks reach losses of control, criticals, wounds, a broken suspension and a destroyed car', () => {
    const fields = new Set<string>();
    for (const { design, calc, one = {}, two = {} } of CASES) {
      const t = table(design, one, two);
      for (let seed = 1; seed <= 150; seed++)
        for (const [, change] of resolve(t, calc, seed, false).effects) {
          const c = change as { field: string; to?: unknown };
          fields.add(c.field === 'control' ? `control: ${c.to}` : c.field);
        }
    }
    for (const f of ['control: spin', 'control: rollover', 'criticals', 'wound', 'suspensionBroken', 'destroyed', 'tireDamage', 'maxHandlingLoss'])
      expect(fields, f).toContain(f);
  });
});
