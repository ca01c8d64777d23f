/** Handlers of the sheets and export channels: printed sheets, standings exports, league export and import. */
import type { sheetsChannels } from '../../../src-shared/ipc/channels/sheets';
import { exportLeagueFile, importLeagueFile } from '../../exports/leagueJson';
import { readStandings } from '../../exports/standings/data';
import { writeStandings } from '../../exports/standings';
import { prepareTarget, printSheets } from '../../sheets/service';
import type { HandlersFor } from './types';

export const sheetsHandlers: HandlersFor<typeof sheetsChannels> = {
  'sheets.car': ({ session }, i) => printSheets(session.league, { kind: 'car', vehicleId: i.vehicleId }, i),
  'sheets.driver': ({ session }, i) => printSheets(session.league, { kind: 'driver', competitorId: i.competitorId }, i),
  'sheets.franchise': ({ session }, i) => printSheets(session.league, { kind: 'franchise', franchiseId: i.franchiseId }, i),
  'sheets.match': ({ session }, i) => printSheets(session.league, { kind: 'match', matchId: i.matchId }, i),
  'export.standings': async ({ session }, i) => {
    const table = readStandings(session.league, i.scope);
    const target = prepareTarget(i.path, i.overwrite);
    const bytes = await writeStandings(table, { format: i.format, table: i.table, paper: i.paper, printedAt: new Date() }, target);
    return { path: target, bytes };
  },
  'export.league': ({ session }, i) => exportLeagueFile(session.league, prepareTarget(i.path, i.overwrite)),
  'import.league': ({ session }, i) => importLeagueFile(i.from, i.path, session.options.nativeBinding ? { nativeBinding: session.options.nativeBinding } : {}),
};
