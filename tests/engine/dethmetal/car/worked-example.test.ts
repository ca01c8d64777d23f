import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carDesignSchema, defaultCarSettings, deriveCar, validateCar } from '../../../../src-shared/engine/dethmetal/car';

/** docs/worked-example-car.md is computed by hand; this test holds the code to the document's numbers. */
const doc = readFileSync(resolve(__dirname, '../../../../docs/worked-example-car.md'), 'utf8');
const design = carDesignSchema.parse(JSON.parse(/```json\n([\s\S]*?)```/.exec(doc)![1]!));
const table = /<!-- checked-numbers:start -->([\s\S]*?)<!-- checked-numbers:end -->/.exec(doc)![1]!;
const checked = table
  .split('\n')
  .slice(3)
  .filter((l) => l.startsWith('|'))
  .map((line) => {
    const [path, value] = line
      .split('|')
      .slice(1, 3)
      .map((c) => c.trim()) as [string, string];
    return { path, value: JSON.parse(value) as unknown };
  });

const at = (obj: unknown, path: string): unknown => path.split('.').reduce<unknown>((o, key) => (o as Record<string, unknown>)[key], obj);

describe('docs/worked-example-car.md (Part II, Part IV)', () => {
  const settings = defaultCarSettings();
  const derived = deriveCar(design, settings);

  it('is a legal 60-DP car', () => {
    expect(validateCar(design, settings)).toEqual([]);
  });

  it('lists enough numbers to be worth checking', () => {
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  for (const { path, value } of checked) {
    it(`${path} = ${JSON.stringify(value)}`, () => {
      expect(at(derived, path)).toEqual(value);
    });
  }

  it('matches the design-point and money tables line by line', () => {
    expect(derived.designPoints.lines.map((l) => l.dp)).toEqual([9, 5, 2, 14, 3, 9, 9, 3, 3, 3]);
    expect(derived.money.lines.map((l) => l.k)).toEqual([100, 55, 20, 2, 8, 0]);
  });
});
