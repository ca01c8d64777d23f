import { describe, expect, it } from 'vitest';
import { QueryCache, queryKey, type Reader } from '../../src-renderer/api/queryCache';

/**
 * The page's read cache (issue 21) against a reader that answers like the browser host: every answer with the revision
 * it was read at, none for a write; the test moves the league's revision as a write would.
 */
function host() {
  const state = { revision: 'r1' as string | null, reads: [] as string[], probes: 0, value: 1 };
  const pending: (() => void)[] = [];
  const reader: Reader = {
    read: (channel) => {
      state.reads.push(channel);
      const answer = { result: { ok: true as const, value: state.value }, revision: state.revision };
      return new Promise((resolve) => pending.push(() => resolve(answer)));
    },
    revision: () => {
      state.probes++;
      return Promise.resolve(state.revision);
    },
  };
  const flush = async () => {
    for (const p of pending.splice(0)) p();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { state, reader, flush };
}

const key = queryKey('league.get', {});

describe('the page’s read cache', () => {
  it('shares one request among identical reads asked together', async () => {
    const h = host();
    const cache = new QueryCache(h.reader);
    const reads = [
      cache.read(key, 'league.get', {}, 0),
      cache.read(key, 'league.get', {}, 0),
      cache.read(queryKey('schedule.list', {}), 'schedule.list', {}, 0),
    ];
    await h.flush();
    expect(await Promise.all(reads)).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 1 },
      { ok: true, value: 1 },
    ]);
    expect(h.state.reads).toEqual(['league.get', 'schedule.list']);
  });

  it('never joins a read asked before a write, nor one a reload asks afresh', async () => {
    const h = host();
    const cache = new QueryCache(h.reader);
    void cache.read(key, 'league.get', {}, 0);
    void cache.read(key, 'league.get', {}, 1);
    void cache.read(key, 'league.get', {}, 1, true);
    await h.flush();
    expect(h.state.reads).toHaveLength(3);
  });

  it('gives what it read while the revision stands, and confirms it with one question for all the reads shown together', async () => {
    const h = host();
    const cache = new QueryCache(h.reader);
    expect(cache.peek(key)).toBeUndefined();
    void cache.read(key, 'league.get', {}, 0);
    await h.flush();
    expect(cache.peek(key)).toEqual({ ok: true, value: 1 });
    expect(await Promise.all([cache.confirm(key), cache.confirm(key)])).toEqual([true, true]);
    expect(h.state.probes).toBe(1);
  });

  it('says to read again once the league changed, and keeps nothing from before the change', async () => {
    const h = host();
    const cache = new QueryCache(h.reader);
    void cache.read(key, 'league.get', {}, 0);
    await h.flush();
    h.state.revision = 'r2';
    h.state.value = 2;
    expect(await cache.confirm(key)).toBe(false);
    expect(cache.peek(key)).toBeUndefined();
    const again = cache.read(key, 'league.get', {}, 0, true);
    await h.flush();
    expect(await again).toEqual({ ok: true, value: 2 });
    expect(cache.peek(key)).toEqual({ ok: true, value: 2 });
  });

  it('keeps no answer without a revision (a write, Electron’s bridge) and drops what it kept when one arrives', async () => {
    const h = host();
    const cache = new QueryCache(h.reader);
    void cache.read(key, 'league.get', {}, 0);
    await h.flush();
    h.state.revision = null;
    const other = queryKey('franchise.add', { name: 'X' });
    void cache.read(other, 'franchise.add', { name: 'X' }, 0);
    await h.flush();
    expect(cache.peek(key)).toBeUndefined();
    expect(cache.peek(other)).toBeUndefined();
  });

  it('keeps no refusal: a screen asking again gets a fresh answer', async () => {
    const h = host();
    const cache = new QueryCache({
      read: () => Promise.resolve({ result: { ok: false, error: { kind: 'unavailable', message: 'No league is open.' } }, revision: 'r1' }),
      revision: h.reader.revision,
    });
    await cache.read(key, 'league.get', {}, 0);
    expect(cache.peek(key)).toBeUndefined();
  });
});
