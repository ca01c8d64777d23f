import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accelerationModifier,
  carDesignSchema,
  carSettingsSchema,
  carSheetFields,
  defaultCarSettings,
  deriveCar,
  GEARINGS,
  turnMode,
  validateCar,
  type CarDesign,
} from '../../../../src-shared/engine/dethmetal/car';
import { anyCarDesign, legalCarDesign, nearlyLegalCarDesign } from './arbitraries';

const settings = defaultCarSettings();
const ARCS = ['front', 'back', 'left', 'right'] as const;

describe('Car design properties (fast-check)', () => {
  it('the random legal design generator only makes schema-valid designs that validateCar accepts', () => {
    fc.assert(
      fc.property(legalCarDesign(), (design) => {
        expect(carDesignSchema.safeParse(design).success).toBe(true);
        expect(validateCar(design, settings)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('a design validateCar calls legal never exceeds its budget and satisfies every armor-arc rule', () => {
    fc.assert(
      fc.property(fc.oneof(legalCarDesign(), nearlyLegalCarDesign()), (design) => {
        if (validateCar(design, settings).length > 0) return;
        const d = deriveCar(design, settings);
        expect(d.designPoints.spent).toBeLessThanOrEqual(design.budget);
        expect(design.armor.left).toBe(design.armor.right);
        for (const arc of ARCS) {
          expect(2 * design.armor[arc]).toBeLessThanOrEqual(d.armorTotal);
          expect(design.armor[arc]).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('an overspent or lopsided design is always reported', () => {
    fc.assert(
      fc.property(nearlyLegalCarDesign(), (design) => {
        const d = deriveCar(design, settings);
        const codes = validateCar(design, settings).map((p) => p.code);
        if (d.designPoints.spent > design.budget) expect(codes).toContain('over-budget');
        if (ARCS.some((arc) => 2 * design.armor[arc] > d.armorTotal)) expect(codes).toContain('armor-over-half');
        if (design.armor.left !== design.armor.right) expect(codes).toContain('armor-sides-unequal');
      }),
      { numRuns: 1000 },
    );
  });

  it('every problem points at a field that exists in the design', () => {
    fc.assert(
      fc.property(fc.oneof(nearlyLegalCarDesign(), anyCarDesign()), (design) => {
        for (const problem of validateCar(design, settings)) {
          const target = problem.path.reduce<unknown>((o, key) => (o as Record<string | number, unknown> | undefined)?.[key], design);
          if (problem.path.length > 0) expect(target, problem.code).not.toBeUndefined();
          expect(problem.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('derive never throws for any schema-valid design, under any settings, and leaves the design untouched', () => {
    const anySettings = fc
      .record({
        speedBandsBeyondTable: fc.constantFrom('keep-falling' as const, 'hold-last' as const),
        breakdownExtension: fc.constantFrom('every-10-percent' as const, 'natural-one-holds' as const),
      })
      .map((s) => carSettingsSchema.parse(s));
    fc.assert(
      fc.property(anyCarDesign(), anySettings, (design, s) => {
        expect(carDesignSchema.safeParse(design).success).toBe(true);
        const copy: CarDesign = structuredClone(design);
        const d = deriveCar(design, s);
        expect(design).toEqual(copy);
        for (const n of [d.weight.total, d.acceleration.rating, d.handling.max, d.fuelPoints.total, d.designPoints.spent, d.money.totalK])
          expect(Number.isFinite(n)).toBe(true);
        expect(d.speedChart.length).toBeGreaterThan(0);
        validateCar(design, s);
        for (const f of carSheetFields(design, d)) expect(f.value).not.toMatch(/undefined|NaN/);
      }),
      { numRuns: 300 },
    );
  });

  it('the acceleration modifier never rises with speed, and turn mode never falls', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GEARINGS),
        fc.constantFrom('keep-falling' as const, 'hold-last' as const),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -5, max: 8 }),
        (g, beyond, speed, handling) => {
          expect(accelerationModifier(speed + 1, g, beyond)).toBeLessThanOrEqual(accelerationModifier(speed, g, beyond));
          expect(turnMode(speed + 1, handling)).toBeGreaterThanOrEqual(turnMode(speed, handling));
        },
      ),
    );
  });

  it('the top speed is exactly where the modified acceleration first reaches 0 (gaps.md #34)', () => {
    fc.assert(
      fc.property(legalCarDesign(), (design) => {
        const d = deriveCar(design, settings);
        const top = d.topSpeed!;
        expect(d.acceleration.rating + accelerationModifier(top, design.gearing)).toBeLessThanOrEqual(0);
        if (top > 0) expect(d.acceleration.rating + accelerationModifier(top - 1, design.gearing)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
