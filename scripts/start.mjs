// `npm start`: the Electron window where Electron's binary is present or can be fetched; otherwise the
// same app from the browser host on 127.0.0.1, with one line saying why.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { electronDir, electronVersion, findElectronBinary } from './electron-binary.mjs';

const passThrough = process.argv.slice(2);

function tryDownloadElectron() {
  const r = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'pipe', timeout: 120_000, encoding: 'utf8' });
  if (r.status === 0) return null;
  const text = `${r.stderr ?? ''}${r.stdout ?? ''}${r.error?.message ?? ''}`;
  const firstLine = text.split('\n').find((l) => l.trim() && !/^\s+at /.test(l)) ?? 'unknown error';
  return (text.match(/(ENOTFOUND[^\n]*|ECONNREFUSED[^\n]*|ETIMEDOUT|EAI_AGAIN[^\n]*|HTTPError[^\n]*)/)?.[0] ?? firstLine.trim()).slice(0, 160);
}

/**
 * Electron has its own Node ABI. Tests and the CLI load node_modules/better-sqlite3 (built for Node);
 * the Electron shell loads a second build kept in .electron-native/, passed as `nativeBinding`.
 */
function ensureElectronSqlite() {
  const target = path.resolve('.electron-native/better_sqlite3.node');
  const version = electronVersion();
  const stamp = path.resolve(`.electron-native/electron-${version}`);
  if (existsSync(target) && existsSync(stamp)) return null;
  const work = path.resolve('.electron-native/build');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync('node_modules/better-sqlite3', work, { recursive: true, filter: (src) => !src.includes(`${path.sep}build${path.sep}`) });
  const gyp = path.resolve('node_modules/node-gyp/bin/node-gyp.js');
  // nodedir from ~/.npmrc would silently build against Node's headers: clear it for this build.
  const env = {
    ...process.env,
    npm_config_nodedir: '',
    npm_config_runtime: 'electron',
    npm_config_target: version,
    npm_config_disturl: 'https://electronjs.org/headers',
  };
  const r = spawnSync(
    process.execPath,
    [gyp, 'rebuild', '--release', `--target=${version}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'],
    {
      cwd: work,
      env,
      stdio: 'pipe',
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (r.status !== 0) return `could not build better-sqlite3 for Electron ${version} (${(r.stderr || r.error?.message || '').trim().split('\n').pop()})`;
  copyFileSync(path.join(work, 'build/Release/better_sqlite3.node'), target);
  copyFileSync(target, stamp);
  return null;
}

function startBrowserHost(reason) {
  console.log(`Electron is not available here (${reason}); serving Pitwall in your browser instead.`);
  const child = spawn(process.execPath, ['dist/host/main.cjs', ...passThrough], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}

let found = findElectronBinary();
if (!found.path && !process.env.PITWALL_NO_ELECTRON_DOWNLOAD) {
  const failure = tryDownloadElectron();
  found = findElectronBinary();
  if (!found.path) found = { reason: `Electron's binary could not be downloaded: ${failure ?? found.reason}` };
}
if (!found.path) startBrowserHost(found.reason);
else {
  const nativeProblem = ensureElectronSqlite();
  if (nativeProblem) startBrowserHost(nativeProblem);
  else {
    const child = spawn(found.path, ['.', ...passThrough], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
  }
}
