import os from 'node:os';
import path from 'node:path';

/** The per-user data folder, the same one Electron's app.getPath('userData') uses for "Pitwall". */
export function defaultDataDir(): string {
  if (process.env.PITWALL_DATA_DIR) return path.resolve(process.env.PITWALL_DATA_DIR);
  const home = os.homedir();
  switch (process.platform) {
    case 'win32':
      return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Pitwall');
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', 'Pitwall');
    default:
      return path.join(process.env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Pitwall');
  }
}
