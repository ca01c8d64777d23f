import fc from 'fast-check';
import { defaultCarSettings, deriveCar } from '../src-shared/engine/dethmetal/car';
import { legalCarDesign } from '../tests/engine/dethmetal/car/arbitraries';
import { print, type BenchModule, type Figure } from './harness';

const DESIGNS = 100_000;

/** deriveCar over 100,000 random legal designs (generated before timing starts). */
export const bench: BenchModule = {
  title: 'Dethmetal cars: deriveCar',
  async run(): Promise<Figure[]> {
    const settings = defaultCarSettings();
    const designs = fc.sample(legalCarDesign(settings), { numRuns: DESIGNS, seed: 20_240 });
    // Warm the JIT on a slice so the figure is steady-state throughput.
    let sink = 0;
    for (let i = 0; i < 5_000; i++) sink += deriveCar(designs[i]!, settings).weight.total;
    const t0 = performance.now();
    for (const design of designs) sink += deriveCar(design, settings).weight.total;
    const ms = performance.now() - t0;
    if (sink === -1) console.log(sink);
    return [
      print({ name: 'car: deriveCar throughput (100k random legal designs)', value: DESIGNS / (ms / 1000), unit: 'designs/s' }),
      print({ name: 'car: deriveCar time per design', value: (ms * 1000) / DESIGNS, unit: 'µs', target: '< 20 µs' }),
    ];
  },
};
