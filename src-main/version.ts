/** Replaced at build time by esbuild's `define`; the fallback is for tests running the sources. */
declare const __PITWALL_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __PITWALL_VERSION__ === 'string' ? __PITWALL_VERSION__ : '0.0.0-dev';
