import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNELS, contract, parseInput } from '../../src-shared/ipc';
import { handlers } from '../../src-main/app/handlers';

describe('IPC contract', () => {
  it('every channel has a zod input schema, a kind, and a handler', () => {
    expect(CHANNELS.length).toBeGreaterThan(5);
    for (const name of CHANNELS) {
      expect(contract[name].input, name).toBeInstanceOf(z.ZodType);
      expect(['read', 'write']).toContain(contract[name].kind);
      expect(typeof handlers()[name], name).toBe('function');
    }
    expect(Object.keys(handlers()).sort()).toEqual([...CHANNELS].sort());
  });

  it('rejects an unknown channel by name', () => {
    const r = parseInput('franchise.delete-everything', {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'not-found', entity: 'channel' });
  });

  it('rejects a wrong payload with the path of each bad field', () => {
    const r = parseInput('franchise.add', { name: '', colour: 'red', owner: 7 });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'validation') throw new Error('expected a validation error');
    const byPath = Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.name).toBe('Franchise name cannot be empty');
    expect(byPath.colour).toMatch(/hex colour/);
    expect(byPath.owner).toBe('Owner must be text');
  });

  it('rejects extra fields (strict inputs), so a typo is never silently ignored', () => {
    const r = parseInput('league.rename', { name: 'Ok', nmae: 'typo' });
    expect(r.ok).toBe(false);
  });

  it('names are trimmed and limited to 60 characters', () => {
    const long = parseInput('franchise.add', { name: 'x'.repeat(500), colour: '#112233' });
    expect(long.ok).toBe(false);
    if (!long.ok && long.error.kind === 'validation')
      expect(long.error.issues[0]).toMatchObject({ path: ['name'], message: 'Franchise name can be at most 60 characters' });
    const trimmed = parseInput('franchise.add', { name: '  Reapers  ', colour: '#112233' });
    expect(trimmed.ok && trimmed.input).toEqual({ name: 'Reapers', colour: '#112233', owner: '' });
  });

  it('a league path must end in .league', () => {
    const r = parseInput('app.openLeague', { path: '/etc/passwd' });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'validation') expect(r.error.issues[0]!.message).toBe('A league file ends in .league');
  });
});
