import { existsSync } from 'node:fs';

/** The flags Chromium needs on a closed network as root (see README, "Testing"). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** scripts/test.mjs resolves the browser and passes it on; this is the same order for direct runs. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.PITWALL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => !!c && existsSync(c));
}
