/**
 * The test budget's bookkeeping (ARCHITECTURE.md, "Test budget"): which ruleset a test file counts against, and the
 * budget table read from ARCHITECTURE.md itself, so a new spec or a new ruleset needs no list edited.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of scripts/test.mjs
import { readBudgets, rulesetIds, specRuleset, testFileRuleset } from '../../scripts/test-timing.mjs';

const ids: string[] = rulesetIds();

describe('test budget', () => {
  it('knows every ruleset of the engine, and only those', () => {
    expect(ids).toEqual(expect.arrayContaining(['dethmetal', 'dirtywheels']));
    expect(ids).not.toContain('core');
    expect(ids).not.toContain('dice');
  });

  it('a spec belongs to its tag, else its file-name prefix, else the Electron tests are the core, else the default ruleset', () => {
    expect(specRuleset('tests/e2e/dirtywheels-repairs.spec.ts', [], ids)).toBe('dirtywheels');
    expect(specRuleset('tests/e2e/dethmetal-anything.spec.ts', [], ids)).toBe('dethmetal');
    expect(specRuleset('tests/e2e/rulesets.spec.ts', ['core'], ids)).toBe('core');
    expect(specRuleset('tests/e2e/league-core-season.spec.ts', ['@dirtywheels'], ids)).toBe('dirtywheels');
    expect(specRuleset('tests/e2e/league-core-season.spec.ts', ['slow'], ids)).toBe('dethmetal');
    expect(specRuleset('tests/electron/league.spec.ts', [], ids)).toBe('core');
    expect(specRuleset('tests/e2e/stale-league.spec.ts', [], ids)).toBe('dethmetal');
  });

  it('a vitest file belongs to the ruleset named by a folder or a file-name prefix in its path, else the core', () => {
    expect(testFileRuleset('tests/rulesets/dirtywheels/build.test.ts', ids)).toBe('dirtywheels');
    expect(testFileRuleset('tests/sheets/dirtywheels.test.ts', ids)).toBe('dirtywheels');
    expect(testFileRuleset('tests/engine/dethmetal/car/derive.test.ts', ids)).toBe('dethmetal');
    expect(testFileRuleset('tests/services/dwTable.test.ts', ids)).toBe('core');
  });

  it("reads ARCHITECTURE.md's budget table: a row per ruleset, the core's and the default for a new one", () => {
    const budgets = readBudgets(readFileSync('ARCHITECTURE.md', 'utf8'));
    for (const id of [...ids, 'core', 'default']) expect(budgets[id], id).toBeGreaterThan(0);
    expect(() => readBudgets('# no budget here')).toThrow('Test budget');
  });
});
