/**
 * Child process for the durability test, run under strace: opens a league through AppSession (the session the
 * Electron app, the browser host and the CLI all use), records N operations through the dispatcher, then touches a
 * marker path (a syscall strace shows) BEFORE closing, so the fsyncs of the commits are told apart from the final
 * checkpoint's.
 *   strace -f -y -e trace=fsync,fdatasync,faccessat,faccessat2,access node commitsChild.cjs FILE N MARKER (bundled by tests/support/bundledChild.ts)
 */
import { existsSync } from 'node:fs';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';

const [file, n, marker] = process.argv.slice(2) as [string, string, string];

async function main() {
  const session = new AppSession({ dataDir: process.env.TMPDIR ?? '/tmp', trackRecent: false });
  session.open(file);
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'durability-test' } }, () => {});
  for (let i = 0; i < Number(n); i++) {
    const r = await dispatch('franchise.add', { name: `Franchise ${i + 1}`, colour: '#123456' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
  existsSync(marker);
  session.close();
}

main().catch((e) => {
  process.stderr.write(String(e));
  process.exit(1);
});
