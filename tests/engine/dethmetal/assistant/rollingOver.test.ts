/**
 * Pitwall's gaps P7 (Part IV › Loss of Control; gaps.md #43, #44): a car already rolling over makes no further control
 * check until it stops. The case: car 1 at speed 10, maximum handling 2 with 2 already lost to its tires (so 0), meets
 * an obstacle rated 2 and rolls over; the crash's tire damage takes 2 more from its maximum, which pulls its handling
 * from −1 to −2 while it rolls.
 */
import { describe, expect, it } from 'vitest';
import { defaultDethmetalSettings, driver } from '../../../../src-shared/engine/dethmetal';
import { buildTable, type CarRecord, resolveOnTable } from '../../../../src-shared/engine/dethmetal/assistant';
import { FixedDice } from '../../../../src-shared/engine/dice';
import type { CalculatorInput } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import { soloGunCar } from '../../../support/testCar';
import { card } from './card';

const record = (id: number): CarRecord => ({
  vehicleId: id,
  name: `Car ${id}`,
  franchise: { id, name: `Team ${id}`, colour: '#000000' },
  design: soloGunCar(`Car ${id}`),
  carried: { damage: 0, criticals: 0 },
  crew: [{ competitorId: id * 10, role: 'driver', driver: driver.newDriver(`Driver ${id}`) }],
});
const crew = (id: number) => [{ ...card().crew[0]!, competitorId: id * 10 }];
const obstacle: CalculatorInput = { kind: 'hazard', vehicleId: 1, hazard: { type: 'obstacle', rating: 2, maneuvering: false } };
/**
 * Obstacle check 6 (fails: −1 handling, to −1), control check 6 (fails), loss of control 6 + 7 = 13 (rollover), its
 * direction 6, the crash's armor 6 + PEN 3 = 9 against 6 (3 damage), a critical 1 (engine, 1: drivetrain), tire
 * damage 6 (1 + 1 for 3+ damage = 2 points: −2 maximum handling, so −2) and, where the check is made, 1 (kept).
 */
const DICE = [6, 6, 6, 6, 6, 1, 1, 6, 1];

function roll(controlChecksWhileRolling: boolean) {
  const settings = defaultDethmetalSettings();
  settings.match = { ...settings.match, controlChecksWhileRolling };
  const table = buildTable((e) => record(e.vehicleId), settings, {
    cars: [
      card({ vehicleId: 1, driverId: 10, speed: 10, handling: 0, maxHandlingLoss: 2, crew: crew(1) }),
      card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2) }),
    ],
    surface: 'asphalt',
    where: { heat: 1, turn: 1, phase: 1 },
  });
  const res = resolveOnTable(table, new FixedDice(DICE), obstacle, 'p7');
  const checks = res.steps.filter((s) => s.label.startsWith('Control check')).map((s) => s.label);
  const handling = res.effects.filter((e) => e.vehicleId === 1 && e.change.field === 'handling').map((e) => e.change);
  return { res, checks, handling, control: table.car(1, ['test']).state.control };
}

describe("Part IV › Loss of Control: a car already rolling over checks control no more (house rule controlChecksWhileRolling, Pitwall's gaps P7)", () => {
  it('off (the default): the crash pulls handling to −2, but no check is made and the rollover goes on', () => {
    expect(defaultDethmetalSettings().match.controlChecksWhileRolling).toBe(false);
    const { res, checks, handling, control } = roll(false);
    expect(checks).toEqual(['Control check at handling -1']);
    expect(res.steps.map((s) => s.label)).toContain('Loss of control table');
    expect(handling).toEqual([
      { field: 'handling', add: -1 },
      { field: 'handling', add: -1 },
    ]);
    expect(res.notes).toContain('Car 1 is already rolling over: no control check until it stops (gaps P7).');
    expect(control).toBe('rollover');
  });

  it('on: the same crash sets off a second check at −2 (here kept: 1 against 2 or less)', () => {
    const { checks, control } = roll(true);
    expect(checks).toEqual(['Control check at handling -1', 'Control check at handling -2']);
    expect(control).toBe('rollover');
  });
});
