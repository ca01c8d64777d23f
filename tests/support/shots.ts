/**
 * How many variants a spec's screenshot loop takes. A screenshot is for a person to look at (nothing compares it),
 * and each size or theme costs a re-layout and a full-page capture: `npm test` sets PITWALL_SHOTS=one and takes
 * the first size in the first theme only; run a spec alone (`npx playwright test tests/e2e/x.spec.ts`) to get every
 * size and theme of the screens you changed. Loops whose sizes are checked (no horizontal scrolling, nothing
 * overlapping) go through every size whatever this says.
 */
const ONE = process.env.PITWALL_SHOTS === 'one';

/** The sizes (or themes, or any variants) to photograph: all of them, or the first in `npm test`. */
export function shotVariants<T>(variants: readonly T[]): readonly T[] {
  return ONE ? variants.slice(0, 1) : variants;
}
