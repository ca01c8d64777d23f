/**
 * Issue 9 #7 and #8 at the dispatcher, the one door every adapter uses: over-deep payloads are a validation error
 * before zod runs, and every channel that names a file has its path fields resolved against the data folder.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDispatcher, FILE_FIELDS, resolveFileFields } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { CHANNELS, contract, depthProblem, MAX_DEPTH } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** The keys of a channel's input object (through refinements, defaults and pipes; every member of a union). */
function inputKeys(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; options?: z.ZodType[]; out?: z.ZodType };
  if (s.options) return [...new Set(s.options.flatMap(inputKeys))];
  // A pipe (z.preprocess, as safeCatchall makes) checks its input with the schema it leads into.
  if (s.out) return inputKeys(s.out);
  return s.shape ? Object.keys(s.shape) : [];
}

describe('file paths through the dispatcher', () => {
  it('every channel with a path or from field lists it in FILE_FIELDS, and FILE_FIELDS names only real fields', () => {
    for (const name of CHANNELS) {
      const keys = inputKeys(contract[name].input);
      const fileKeys = keys.filter((k) => k === 'path' || k === 'from').sort();
      expect([...(FILE_FIELDS[name] ?? [])].sort(), name).toEqual(fileKeys);
    }
  });

  it('relative paths resolve against the data folder; absolute paths are kept; the CLI’s absolute paths pass untouched', () => {
    const dataDir = path.join(path.sep, 'data', 'Pitwall');
    expect(resolveFileFields('import.league', { from: 'in/x.json', path: 'y.league' }, dataDir)).toEqual({
      from: path.join(dataDir, 'in', 'x.json'),
      path: path.join(dataDir, 'y.league'),
    });
    const absolute = path.resolve('cwd-file.league');
    expect(resolveFileFields('app.openLeague', { path: absolute }, dataDir)).toEqual({ path: absolute });
    expect(resolveFileFields('franchise.add', { name: 'x', path: 'not-a-file' }, dataDir)).toEqual({ name: 'x', path: 'not-a-file' });
  });
});

describe('payload depth', () => {
  it('depthProblem counts nesting without recursion, even 1 000 000 deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(depthProblem(deep)).toMatch(/more than 64 levels/);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_DEPTH; i++) ok = { a: ok };
    expect(depthProblem(ok)).toBeNull();
    expect(depthProblem({ a: ok })).not.toBeNull();
  });

  it('the dispatcher refuses an over-deep payload as a validation error and changes nothing', async () => {
    const session = new AppSession({ dataDir: tempDir() });
    session.openStartupLeague();
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
    const deep = JSON.parse(`{"houseRules":{"car.x":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`);
    const before = await dispatch('league.settings', {});
    const r = await dispatch('league.updateSettings', deep);
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(/league.updateSettings request is nested too deeply/) } });
    expect(await dispatch('league.settings', {})).toEqual(before);
    session.close();
  });
});
