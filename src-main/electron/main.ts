/**
 * The Electron shell: a sandboxed window over the same dispatcher the browser host uses.
 * contextIsolation + sandbox on, nodeIntegration off, strict CSP, navigation and new windows blocked,
 * external links only through the allow-list, and every IPC call checked for its sender frame.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  screen,
  session as electronSession,
  shell,
  type FileFilter,
  type IpcMainInvokeEvent,
  type Rectangle,
} from 'electron';
import { callerFrom, createDispatcher } from '../app/dispatch';
import type { ShellHooks } from '../app/handlers';
import { preferencesIn } from '../app/preferences';
import { AppSession } from '../app/session';
import { CONTENT_SECURITY_POLICY, EXTERNAL_LINK_ALLOW_LIST } from '../security';
import { APP_VERSION } from '../version';
import { INVOKE } from './channels';
import { buildMenu } from './menu';

const rendererIndex = path.resolve(__dirname, '../renderer/index.html');
const rendererUrl = new URL(`file://${rendererIndex}`).href;

/** Where `npm start` put a better-sqlite3 built for Electron's ABI (tests and the CLI keep Node's build). */
function electronNativeBinding(): string | undefined {
  if (app.isPackaged) return undefined; // electron-builder rebuilt node_modules for Electron already
  const candidate = path.resolve(__dirname, '../../.electron-native/better_sqlite3.node');
  return existsSync(candidate) ? candidate : undefined;
}

function isTrustedSender(event: IpcMainInvokeEvent, win: BrowserWindow): boolean {
  const frame = event.senderFrame;
  return (
    !!frame &&
    event.sender === win.webContents &&
    frame === win.webContents.mainFrame &&
    frame.url.startsWith('file://') &&
    new URL(frame.url).pathname === new URL(rendererUrl).pathname
  );
}

const FILE_FILTERS: Record<'pdf' | 'json' | 'league', FileFilter[]> = {
  pdf: [{ name: 'PDF', extensions: ['pdf'] }],
  json: [{ name: 'League export (JSON)', extensions: ['json'] }],
  league: [{ name: 'Pitwall league', extensions: ['league'] }],
};

/**
 * The system print dialog for a PDF: a hidden window of its own (its own session, so none of the app window's
 * headers or permissions apply, and the only one with the PDF viewer on) loads the file and prints it. Chromium
 * prints the PDF itself, page for page as the file is (Electron ≥ 32 prints the PDF plugin's frame, electron#43309).
 */
async function printPdf(parent: BrowserWindow, pdf: Buffer, title: string): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pitwall-print-'));
  const file = path.join(dir, 'sheets.pdf');
  await writeFile(file, pdf);
  const viewer = new BrowserWindow({
    parent,
    show: false,
    title,
    webPreferences: { partition: 'pitwall-print', plugins: true, sandbox: true, contextIsolation: true, nodeIntegration: false },
  });
  viewer.webContents.session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  viewer.webContents.on('will-navigate', (e) => e.preventDefault());
  viewer.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  try {
    await viewer.loadFile(file);
    return await new Promise<boolean>((resolve) => viewer.webContents.print({ silent: false, printBackground: true }, (printed) => resolve(printed)));
  } finally {
    viewer.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The saved bounds, if they still fall mostly on a connected display (a monitor may have been unplugged since). */
function onScreen(saved: Rectangle | undefined): Rectangle | undefined {
  if (!saved) return undefined;
  const visible = screen.getAllDisplays().some(({ workArea: a }) => {
    const w = Math.min(saved.x + saved.width, a.x + a.width) - Math.max(saved.x, a.x);
    const h = Math.min(saved.y + saved.height, a.y + a.height) - Math.max(saved.y, a.y);
    return w >= 200 && h >= 100;
  });
  return visible ? saved : undefined;
}

async function main() {
  if (process.argv.includes('--data-dir')) app.setPath('userData', path.resolve(process.argv[process.argv.indexOf('--data-dir') + 1]!));
  await app.whenReady();
  const session = new AppSession({ dataDir: process.env.PITWALL_DATA_DIR ?? app.getPath('userData'), nativeBinding: electronNativeBinding() });
  const fileArg = process.argv.find((a) => a.endsWith('.league') && existsSync(a));
  if (fileArg) session.open(fileArg);
  else session.openStartupLeague();

  electronSession.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  electronSession.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  const prefs = preferencesIn(session.options.dataDir);
  const saved = prefs.read().window;
  const bounds = onScreen(saved);
  const win = new BrowserWindow({
    width: bounds?.width ?? 1280,
    height: bounds?.height ?? 800,
    ...(bounds ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 1024,
    minHeight: 700,
    title: 'Pitwall',
    show: false,
    webPreferences: {
      preload: path.resolve(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });

  const refresh = () => {
    win.setTitle(`${session.isOpen ? session.league.path.split(/[\\/]/).pop() : 'No league'} — Pitwall`);
    Menu.setApplicationMenu(buildMenu(win, session, (p) => dispatch('app.openLeague', { path: p }).then(() => win.webContents.reload())));
  };

  const hooks: ShellHooks = {
    shell: 'electron',
    version: APP_VERSION,
    onLeagueChanged: refresh,
    pickLeagueFile: async (purpose) => {
      const filters = [{ name: 'Pitwall league', extensions: ['league'] }];
      if (purpose === 'open') {
        const r = await dialog.showOpenDialog(win, { title: 'Open League', filters, properties: ['openFile'] });
        return r.canceled ? null : (r.filePaths[0] ?? null);
      }
      const r = await dialog.showSaveDialog(win, { title: purpose === 'new' ? 'New League' : 'Save a Copy', filters, defaultPath: session.leaguesDir });
      return r.canceled || !r.filePath ? null : r.filePath.endsWith('.league') ? r.filePath : `${r.filePath}.league`;
    },
    printPdf: (pdf, title) => printPdf(win, pdf, title),
    pickFile: async ({ purpose, kind, suggestedName }) => {
      const filters = FILE_FILTERS[kind];
      if (purpose === 'open') {
        const r = await dialog.showOpenDialog(win, { filters, properties: ['openFile'] });
        return r.canceled ? null : (r.filePaths[0] ?? null);
      }
      const r = await dialog.showSaveDialog(win, { filters, defaultPath: path.join(app.getPath('documents'), suggestedName ?? `untitled.${kind}`) });
      return r.canceled || !r.filePath ? null : r.filePath.toLowerCase().endsWith(`.${kind}`) ? r.filePath : `${r.filePath}.${kind}`;
    },
  };
  const dispatch = createDispatcher({ session, hooks });

  ipcMain.handle(INVOKE, (event, channel: unknown, payload: unknown, league: unknown) => {
    if (!isTrustedSender(event, win)) return { ok: false, error: { kind: 'internal', message: 'Refused: the request did not come from the Pitwall window.' } };
    // The window names the league it shows (the preload always passes it): a write meant for another is refused.
    const caller = callerFrom({ league: league ?? null });
    if (typeof caller === 'string') return { ok: false, error: { kind: 'validation', message: caller, issues: [] } };
    return dispatch(channel, payload, caller);
  });

  win.webContents.on('will-navigate', (e) => e.preventDefault());
  win.webContents.on('will-redirect', (e) => e.preventDefault());
  win.webContents.on('will-attach-webview', (e) => e.preventDefault());
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (EXTERNAL_LINK_ALLOW_LIST.some((re) => re.test(url))) void shell.openExternal(url);
    return { action: 'deny' };
  });

  // The window's size and place (the normal bounds, also when maximized) go to the preferences file as it closes.
  win.on('close', () => {
    const { x, y, width, height } = win.getNormalBounds();
    try {
      prefs.change({ window: { x, y, width, height, maximized: win.isMaximized() } });
    } catch (e) {
      console.warn(`Pitwall: the window's size and place were not saved (${(e as Error).message}).`);
    }
  });

  refresh();
  await win.loadURL(rendererUrl);
  if (saved?.maximized) win.maximize();
  win.show();

  app.on('window-all-closed', () => {
    session.close();
    app.quit();
  });
}

main().catch((e) => {
  dialog.showErrorBox('Pitwall could not start', (e as Error).message);
  app.exit(1);
});
