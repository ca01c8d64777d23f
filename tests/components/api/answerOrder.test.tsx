// @vitest-environment happy-dom
/**
 * The order of answers on the page (session 10's known bug: the match assistant showed a stale step after a write).
 * A read asked before a write may hold the league as it was before that write; when it answers after the write, the
 * page must not show it, and the read the write causes brings the league as it is. The wire here is scripted (each
 * answer released by the test) because the order of two answers is the behaviour; the assistant's own order is
 * tested over the real services in ../match/assistantOrder.test.tsx.
 */
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it } from 'vitest';
import { ApiProvider, useApi, useQuery } from '../../../src-renderer/api/ApiProvider';
import type { Api, RevisedReply, Transport } from '../../../src-renderer/api/transport';

interface Held {
  channel: string;
  answer(reply: RevisedReply): void;
}

/** A wire whose every call waits until the test answers it. */
function scriptedWire() {
  const held: Held[] = [];
  const transport: Transport = {
    kind: 'browser',
    invoke: (channel) => new Promise<RevisedReply>((resolve) => held.push({ channel, answer: resolve })),
  };
  /** The oldest call on `channel` not yet answered, once the page has made it. */
  const next = (channel: string) =>
    waitFor(() => {
      const i = held.findIndex((h) => h.channel === channel);
      if (i < 0) throw new Error(`no ${channel} call waiting`);
      return held.splice(i, 1)[0]!;
    });
  return { transport, next, waiting: () => held.map((h) => h.channel) };
}

it('a read asked before a write and answered after it is never shown; the read the write causes is', async () => {
  const wire = scriptedWire();
  const shown: (string | undefined)[] = [];
  let api: Api | undefined;
  let reload: (() => void) | undefined;
  function Probe() {
    api = useApi();
    const q = useQuery('league.get', {});
    reload = q.reload;
    const name = (q.data as { name?: string } | undefined)?.name;
    useEffect(() => {
      shown.push(name);
    }, [name]);
    return <span>{name ?? '…'}</span>;
  }
  render(
    <ApiProvider transport={wire.transport}>
      <Probe />
    </ApiProvider>,
  );
  (await wire.next('league.get')).answer({ ok: true, value: { name: 'first read' } });
  await waitFor(() => expect(shown).toContain('first read'));

  // A read is asked (a reload), then a write; the write answers first, then the read, with what it read before it.
  reload!();
  const before = await wire.next('league.get');
  const write = api!.call('journal.undo', {});
  const undo = await wire.next('journal.undo');
  undo.answer({ ok: true, value: { undone: true } });
  await write;
  before.answer({ ok: true, value: { name: 'read before the write' } });

  // The write causes a read of its own, which brings the league as the write left it.
  (await wire.next('league.get')).answer({ ok: true, value: { name: 'read after the write' } });
  await waitFor(() => expect(shown.at(-1)).toBe('read after the write'));
  expect(shown).not.toContain('read before the write');
  expect(wire.waiting()).toEqual([]);
});
