/**
 * Issue 19 #6: a settings request with a `__proto__` key was accepted (a do-nothing journal entry that wiped the redo
 * history), and a refusal echoed a 100,000-character key back whole. Every record schema refuses prototype keys
 * (`safeRecord`), and every refusal leaving the dispatcher has its echoed input clipped (`clipError`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { CHANNELS, contract, ECHO_MAX, PROTOTYPE_KEYS } from '../../src-shared/ipc';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** Every z.record inside a schema, however wrapped (optional, default, arrays, unions, pipes, objects). */
function recordsIn(schema: z.ZodType, seen = new Set<unknown>()): { keyType: z.ZodType }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const out: { keyType: z.ZodType }[] = def.type === 'record' ? [{ keyType: def.keyType as z.ZodType }] : [];
  const children: unknown[] = [
    def.innerType,
    def.element,
    def.valueType,
    def.in,
    def.out,
    def.left,
    def.right,
    ...((def.options as unknown[]) ?? []),
    ...Object.values((def.shape as Record<string, unknown>) ?? {}),
  ];
  if (def.type === 'lazy') children.push((def.getter as () => unknown)());
  for (const c of children) if (c && typeof c === 'object' && '_zod' in c) out.push(...recordsIn(c as z.ZodType, seen));
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function boot() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  return { session, dispatch, dataDir };
}

describe('prototype keys (issue 19 #6)', () => {
  it('every record of the contract refuses __proto__, constructor and prototype as a key', () => {
    const found = CHANNELS.flatMap((c) => recordsIn(contract[c].input).map((r) => ({ c, ...r })));
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const { c, keyType } of found) for (const key of PROTOTYPE_KEYS) expect(keyType.safeParse(key).success, `${c}: ${key}`).toBe(false);
  });

  it('no record schema anywhere in src-shared or src-main bypasses safeRecord', () => {
    const root = path.join(__dirname, '../..');
    const helper = path.join(root, 'src-shared/engine/core/fields.ts');
    const offenders = [...sourceFiles(path.join(root, 'src-shared')), ...sourceFiles(path.join(root, 'src-main'))].filter(
      (f) => f !== helper && /\bz\.(record|looseRecord|partialRecord|looseObject)\(|\.passthrough\(\)|\.catchall\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('hundreds of settings requests with prototype keys are refused: no journal entry, no change, the redo history kept', async () => {
    const { session, dispatch } = boot();
    await dispatch('app.newLeague', { name: 'Spring', ruleset: 'dirtywheels' });
    await dispatch('league.rename', { name: 'Spring 2027' });
    await dispatch('journal.undo', {});
    const before = canonicalDump(session.league.sqlite);
    const journal = () => session.league.sqlite.prepare('SELECT id, op, state FROM journal ORDER BY id').all();
    const entries = journal();
    const values: unknown[] = [1, 'x', null, true, {}, [], { polluted: true }, { toString: 1 }, 'a'.repeat(1000)];
    let sent = 0;
    for (const key of PROTOTYPE_KEYS)
      for (const value of values)
        for (const others of [{}, { 'turns.initiative': 'x' }, { nope: 1 }]) {
          // JSON.parse makes __proto__ an own key, as a request body arrives.
          const houseRules = JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}}`);
          const payloads = [
            { houseRules: { ...others, ...houseRules } },
            JSON.parse(`{"houseRules": {${JSON.stringify(key)}: ${JSON.stringify(value)}}, "diceMode": "manual"}`),
          ];
          for (const p of payloads) {
            const r = await dispatch('league.updateSettings', p);
            sent++;
            expect(r.ok, JSON.stringify(p)).toBe(false);
            if (!r.ok) expect(r.error.kind).toBe('validation');
          }
        }
    expect(sent).toBeGreaterThanOrEqual(150);
    expect(journal()).toEqual(entries);
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    expect(await dispatch('journal.redo', {})).toMatchObject({ ok: true, value: { op: 'league.rename' } });
    session.close();
  });

  it('the other records refuse them too: a match’s stats, in words naming the key', async () => {
    const { session, dispatch } = boot();
    await dispatch('app.newLeague', { name: 'Spring', ruleset: 'dirtywheels' });
    const before = canonicalDump(session.league.sqlite);
    for (const [channel, payload] of [
      [
        'match.recordOutcome',
        '{"matchId": 1, "teams": [{"franchiseId": 1, "outcome": "win", "stats": {"__proto__": 1}}, {"franchiseId": 2, "outcome": "loss"}]}',
      ],
      [
        'match.previewOutcome',
        '{"matchId": 1, "teams": [{"franchiseId": 1, "outcome": "win", "stats": {"constructor": 1}}, {"franchiseId": 2, "outcome": "loss"}]}',
      ],
      [
        'match.recordOutcome',
        '{"matchId": 1, "teams": [{"franchiseId": 1, "outcome": "win", "stats": {"prototype": 1}}, {"franchiseId": 2, "outcome": "loss"}]}',
      ],
    ] as const) {
      const r = await dispatch(channel, JSON.parse(payload));
      expect(r.ok, channel).toBe(false);
      if (!r.ok) expect(JSON.stringify(r.error), channel).toMatch(/reserved/);
    }
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    session.close();
  });
});

describe('echoed input is clipped in every refusal (issue 19 #6)', () => {
  const huge = 'k'.repeat(100_000);

  it('a 100,000-character house-rule key, unknown field or value comes back cut, the refusal still naming what is wrong', async () => {
    const { session, dispatch } = boot();
    await dispatch('app.newLeague', { name: 'Spring', ruleset: 'dirtywheels' });
    const before = canonicalDump(session.league.sqlite);
    for (const [channel, payload] of [
      ['league.updateSettings', { houseRules: { [huge]: 1 } }],
      ['league.rename', { name: 'ok', [huge]: 1 }],
      ['franchise.add', { name: huge, colour: huge }],
      ['app.openLeague', { path: `${huge}.league` }],
      [huge, {}],
    ] as const) {
      const r = await dispatch(channel, payload);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      const text = JSON.stringify(r.error);
      expect(text.length, channel.slice(0, 40)).toBeLessThan(3000);
      expect(text).not.toContain('k'.repeat(ECHO_MAX + 1));
      expect(r.error.message.length).toBeGreaterThan(10);
    }
    const r = await dispatch('league.updateSettings', { houseRules: { [huge]: 1 } });
    if (!r.ok) expect(r.error.message).toMatch(/There is no house rule “k+… \(100000 characters\)”/);
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    session.close();
  });
});
