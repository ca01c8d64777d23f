import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { AppSession } from '../app/session';
import { MENU_EVENT } from './channels';

/** File menu with the league actions; they are carried out by the renderer so both shells share one flow. */
export function buildMenu(win: BrowserWindow, session: AppSession, openRecent: (path: string) => void): Menu {
  const send = (action: string) => () => win.webContents.send(MENU_EVENT, action);
  const recent = session.recentLeagues().filter((r) => r.exists);
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'New League…', accelerator: 'CmdOrCtrl+N', click: send('new-league') },
        { label: 'Open League…', accelerator: 'CmdOrCtrl+O', click: send('open-league') },
        {
          label: 'Open Recent',
          submenu: recent.length
            ? recent.map((r) => ({ label: `${r.name} — ${r.path}`, click: () => openRecent(r.path) }))
            : [{ label: 'No recent leagues', enabled: false }],
        },
        { type: 'separator' },
        { label: 'Save a Copy…', accelerator: 'CmdOrCtrl+Shift+S', click: send('save-copy') },
        { label: 'Export League (JSON)…', click: send('export-league') },
        { label: 'Import League…', click: send('import-league') },
        { type: 'separator' },
        // The screen's own sheets (the renderer runs its Print action), not a printout of the window.
        { label: 'Print Sheets…', accelerator: 'CmdOrCtrl+P', click: send('print') },
        { type: 'separator' },
        { role: process.platform === 'darwin' ? 'close' : 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: send('undo') },
        { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: send('redo') },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
