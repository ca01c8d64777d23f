/**
 * The browser host's start, with the rulesets a build adds (issue 21): `node dist/host/main.cjs` starts it with the
 * build's alone; a test's bundle (tests/rulesets/fixture/host.ts) passes its fixture ruleset's main entry.
 */
import path from 'node:path';
import { defaultDataDir } from '../app/dataDir';
import { createDispatcher } from '../app/dispatch';
import { AppSession } from '../app/session';
import { addMainRulesets, type MainRulesetEntry } from '../rulesets';
import { leagueRevision } from './revision';
import { startHost } from './server';
import { APP_VERSION } from '../version';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export interface StartOptions {
  /** Rulesets besides the build's, registered in every registry of the process before the first request. */
  rulesets?: readonly MainRulesetEntry[];
  /** The renderer bundle to serve; the build's (dist/renderer beside this bundle) by default. */
  rendererDir?: string;
}

export async function startApp(options: StartOptions = {}): Promise<void> {
  addMainRulesets(options.rulesets ?? []);
  const session = new AppSession({ dataDir: arg('data-dir') ? path.resolve(arg('data-dir')!) : defaultDataDir() });
  const league = arg('league') ? session.open(arg('league')!) : session.openStartupLeague();
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: APP_VERSION } });
  const rendererDir = options.rendererDir ?? path.resolve(__dirname, '../renderer');
  const host = await startHost({ dispatch, rendererDir, revision: () => leagueRevision(session), port: arg('port') ? Number(arg('port')) : 0 });
  console.log(`Pitwall is running at ${host.url}`);
  console.log(`League: ${league.name} (${league.path})`);
  const stop = async () => {
    await host.close();
    session.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export function runHost(options: StartOptions = {}): void {
  startApp(options).catch((e) => {
    console.error(`Pitwall could not start: ${(e as Error).message}`);
    process.exit(1);
  });
}
