export * from './notation';
export * from './dice';
export * from './check';
export { drawDie } from './prng';
