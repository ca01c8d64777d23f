import { listRulesets } from '../../../src-shared/engine/registry';
import type { coreChannels } from '../../../src-shared/ipc/channels/core';
import { addFranchise, getFranchise, listFranchises } from '../../services/franchises';
import { getLeague, renameLeague } from '../../services/league';
import { previewSettings, settingsView, updateSettings } from '../../services/settings';
import { recentJournal, redoNext, undoLast } from '../../services/operation';
import { ServiceError } from '../../services/errors';
import { importUploadedText, readExportFile, summarizeExport } from '../../exports/leaguePreview';
import { preferencesIn } from '../preferences';
import type { HandlerContext, HandlersFor } from './types';

function preferencesView({ session }: HandlerContext) {
  const prefs = preferencesIn(session.options.dataDir);
  const values = prefs.read();
  return { ...values, warning: prefs.warning };
}

export const coreHandlers: HandlersFor<typeof coreChannels> = {
  'app.capabilities': ({ session, hooks }) => ({
    nativeDialogs: !!hooks.pickLeagueFile,
    shell: hooks.shell,
    dataDir: session.options.dataDir,
    version: hooks.version,
  }),
  'app.recent': ({ session }) => session.recentLeagues(),
  'app.rulesets': () => listRulesets(),
  'app.newLeague': ({ session, hooks }, input) => {
    const info = session.create(input.name, input.path, input.ruleset);
    hooks.onLeagueChanged?.();
    return info;
  },
  'app.openLeague': ({ session, hooks }, input) => {
    const info = session.open(input.path);
    hooks.onLeagueChanged?.();
    return info;
  },
  'app.saveCopy': ({ session }, input) => session.saveCopy(input.path),
  'app.pickLeagueFile': async ({ hooks }, input) => {
    if (!hooks.pickLeagueFile) throw ServiceError.unavailable('File dialogs exist only in the desktop window; type a path instead.');
    return { path: await hooks.pickLeagueFile(input.purpose) };
  },

  'prefs.get': (ctx) => preferencesView(ctx),
  'prefs.set': (ctx, input) => ({ ...preferencesIn(ctx.session.options.dataDir).change(input), warning: null }),
  'import.inspect': ({ session }, input) => {
    const [source, text] = 'from' in input ? [input.from.split(/[\\/]/).pop()!, readExportFile(input.from)] : [input.fileName, input.text];
    const summary = summarizeExport(text);
    return { source, ...summary, suggestedPath: session.freePath(summary.league || 'Imported league') };
  },
  'import.upload': ({ session }, i) =>
    importUploadedText(i.fileName, i.text, i.path, session.options.nativeBinding ? { nativeBinding: session.options.nativeBinding } : {}),

  'league.get': ({ session }) => getLeague(session.league),
  'league.rename': ({ session, hooks }, input) => {
    const info = renameLeague(session.league, input);
    hooks.onLeagueChanged?.();
    return info;
  },

  'league.settings': ({ session }) => settingsView(session.league),
  'league.updateSettings': ({ session }, input) => updateSettings(session.league, input),
  'league.previewSettings': ({ session }, input) => previewSettings(session.league, input),

  'franchise.list': ({ session }) => listFranchises(session.league),
  'franchise.add': ({ session }, input) => addFranchise(session.league, input),
  'franchise.get': ({ session }, input) => getFranchise(session.league, input.id),

  'journal.recent': ({ session }, input) => recentJournal(session.league, input.limit),
  'journal.undo': ({ session }) => undoLast(session.league),
  'journal.redo': ({ session }) => redoNext(session.league),
};
