/**
 * `node dist/host/main.cjs [--port N] [--data-dir DIR] [--league FILE]`: serves Pitwall to a browser on
 * 127.0.0.1 and prints the URL (with this start's token). `npm start` falls back to this where Electron
 * cannot run.
 */
import path from 'node:path';
import { defaultDataDir } from '../app/dataDir';
import { createDispatcher } from '../app/dispatch';
import { AppSession } from '../app/session';
import { leagueRevision } from './revision';
import { startHost } from './server';
import { APP_VERSION } from '../version';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const session = new AppSession({ dataDir: arg('data-dir') ? path.resolve(arg('data-dir')!) : defaultDataDir() });
  const league = arg('league') ? session.open(arg('league')!) : session.openStartupLeague();
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: APP_VERSION } });
  const host = await startHost({
    dispatch,
    rendererDir: path.resolve(__dirname, '../renderer'),
    revision: () => leagueRevision(session),
    port: arg('port') ? Number(arg('port')) : 0,
  });
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

main().catch((e) => {
  console.error(`Pitwall could not start: ${(e as Error).message}`);
  process.exit(1);
});
