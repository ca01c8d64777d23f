/**
 * Child process for the read-only tests, run inside its own mount namespace (`unshare -rm`), where a folder or a
 * file can be made truly read-only with a read-only mount: EROFS holds for root too, unlike file permissions.
 * It creates a league, makes the file, its folder, or both read-only, then drives the app as a user would and
 * prints what happened as JSON.
 *   unshare -rm node readOnlyChild.cjs (bundled by tests/support/bundledChild.ts) DIR file|folder|both COPY
 * DIR gets a tmpfs of its own (gone when the child exits); COPY, outside it, receives Save a Copy….
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';

const [dir, scenario, copyTo] = process.argv.slice(2) as [string, 'file' | 'folder' | 'both', string];
const mount = (...args: string[]) => execFileSync('mount', args);

async function main() {
  mount('-t', 'tmpfs', 'tmpfs', dir);
  const writable = path.join(dir, 'rw');
  mkdirSync(writable);
  const made = path.join(writable, 'season.league');
  const setup = new AppSession({ dataDir: path.join(dir, 'data'), trackRecent: false });
  setup.create('Read-Only League', made);
  const d0 = createDispatcher({ session: setup, hooks: { shell: 'browser', version: 'test' } }, () => {});
  await d0('franchise.add', { name: 'Before', colour: '#111111' });
  setup.close();

  let file = made;
  if (scenario === 'both') {
    mount('-o', 'remount,ro', dir);
  } else if (scenario === 'file') {
    mount('--bind', made, made);
    mount('-o', 'remount,bind,ro', made);
  } else {
    // The folder is read-only, the file inside it is writable: a read-only view of the folder, with the file bound over it.
    const view = path.join(dir, 'ro');
    mkdirSync(view);
    mount('--bind', writable, view);
    mount('-o', 'remount,bind,ro', view);
    file = path.join(view, 'season.league');
    mount('--bind', made, file);
  }
  const bytes = readFileSync(file).toString('base64');
  const mtimeMs = statSync(file).mtimeMs;
  const listing = readdirSync(path.dirname(file)).sort();

  const session = new AppSession({ dataDir: path.join(dir, 'data'), trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const open = await dispatch('app.openLeague', { path: file });
  const list = await dispatch('franchise.list', {});
  const add = await dispatch('franchise.add', { name: 'After', colour: '#222222' });
  const undo = await dispatch('journal.undo', {});
  const copy = await dispatch('app.saveCopy', { path: copyTo });
  const readOnly = session.isOpen ? (session.league.readOnly ?? null) : null;
  const created = await dispatch('app.newLeague', { name: 'New', path: path.join(path.dirname(file), 'new.league') });
  session.close();
  process.stdout.write(
    JSON.stringify({
      file,
      readOnly,
      open,
      list,
      add,
      undo,
      copy,
      created,
      unchanged: readFileSync(file).toString('base64') === bytes && statSync(file).mtimeMs === mtimeMs,
      listingBefore: listing,
      listingAfter: readdirSync(path.dirname(file))
        .filter((f) => f !== 'new.league')
        .sort(),
      listingNew: readdirSync(path.dirname(file)).sort(),
    }),
  );
}

main().catch((e) => {
  process.stderr.write(String((e as Error).stack ?? e));
  process.exit(1);
});
