/**
 * League files built through the services once per Playwright worker, for the browser tests that need a league in a
 * given state (franchises founded, matches played) but are not about reaching it. A recipe runs the real handlers
 * in this process (the dispatcher the host uses, on a real SQLite file); each test then gets its own copy of the file
 * in its own folder, opened by the worker's shared host (tests/support/seededHost.ts). Building by API calls from the page
 * cost every test a second or more of round trips; a copy costs a few milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { Reply } from './pageApi';

/** Calls a channel and returns its value; a refusal throws with the service's message. */
export type Call = <T = any>(channel: string, payload: unknown) => Promise<T>;
/** Calls a channel and returns its result, refusals included (to answer a choice the service asks for). */
export type Invoke = (channel: string, payload: unknown) => Promise<Reply>;

export interface LeagueRecipe<M> {
  /** Unique per recipe: the file is built once per worker under this name. */
  name: string;
  /** Builds the league through `call` (a league named "My League" is already open, as at a first start) and says what the test needs to know (ids). */
  build(call: Call, invoke: Invoke): Promise<M>;
}

const built = new Map<string, Promise<{ file: string; meta: unknown }>>();
let cacheDir: string | null = null;

async function buildOnce<M>(recipe: LeagueRecipe<M>): Promise<{ file: string; meta: M }> {
  if (!cacheDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-e2e-leagues-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    cacheDir = dir;
  }
  const dir = path.join(cacheDir, recipe.name);
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const invoke: Invoke = async (channel, payload) => (await dispatch(channel as never, payload as never)) as Reply;
  const call: Call = async (channel, payload) => {
    const r = await invoke(channel, payload);
    if (!r.ok) throw new Error(`${recipe.name}: ${channel}: ${JSON.stringify(r.error)}`);
    return r.value as never;
  };
  try {
    session.create('My League');
    const meta = await recipe.build(call, invoke);
    const file = session.league.path;
    return { file, meta };
  } finally {
    // Closed, the file holds everything (no journal beside it) and can be copied.
    session.close();
  }
}

/** The recipe's league file (built on first use in this worker) and what its recipe returned. */
export function leagueFile<M>(recipe: LeagueRecipe<M>): Promise<{ file: string; meta: M }> {
  let p = built.get(recipe.name);
  if (!p) {
    p = buildOnce(recipe);
    built.set(recipe.name, p);
  }
  return p as Promise<{ file: string; meta: M }>;
}
