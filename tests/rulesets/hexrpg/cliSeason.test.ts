/**
 * Issue 26, Proof: a hex RPG league through the `league` command line, on a real league file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as runCli } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

describe('a hex RPG league through the CLI', () => {
  it('is made with league new --ruleset hexrpg and verifies clean', async () => {
    const file = path.join(tempDir(), 'wastes.league');
    expect(await ok('rulesets')).toContain('hexrpg');
    expect(await ok('new', file, '--name', 'The Wastes', '--ruleset', 'hexrpg')).toContain('(Hex RPG vehicle combat)');
    expect(await ok('verify', file)).toBeTruthy();
  });
});
