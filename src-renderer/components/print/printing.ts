/** Paper choice, PDF blobs and the desktop window's save dialog: what the print and export dialogs share. */
import type { NotificationData } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { PAPER_SIZES, PrintProgress, SheetRequest } from '../../../src-shared/ipc/channels/sheets';
import type { Api } from '../../api/transport';
import { changePreferences, preferences } from '../../shell/preferences';

export type Paper = (typeof PAPER_SIZES)[number];

/** The paper last chosen, from the app's preferences file. */
export function rememberedPaper(): Paper {
  return preferences().paper;
}

export function rememberPaper(paper: Paper): void {
  if (paper !== preferences().paper) changePreferences({ paper });
}

/** A blob: URL of the PDF (revoke it when done); the page's CSP lets exactly such frames in (frame-src blob:). */
export function pdfBlobUrl(base64: string): string {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** Any print kind of the league's ruleset, written where the organizer chose: the channel `league print` calls. */
function writeSheets(api: Api, request: SheetRequest, paper: Paper, path: string) {
  return api.call('sheets.write', { ...request, paper, path, overwrite: true });
}

/**
 * Desktop window: a native save dialog, then the sheets written there (the dialog already asked about replacing a
 * file). Null when cancelled; otherwise the notification to show.
 */
export async function savePdfWithDialog(api: Api, request: SheetRequest, paper: Paper, suggestedName: string): Promise<NotificationData | null> {
  const picked = await api.call('files.pick', {
    purpose: 'save',
    kind: 'pdf',
    suggestedName: suggestedName.replace(/[\\/:*?"<>|]+/g, ' '),
  });
  if (!picked.ok) return { title: 'Not saved', message: picked.error.message, color: 'red' };
  if (!picked.value.path) return null;
  const r = await writeSheets(api, request, paper, picked.value.path);
  return r.ok
    ? {
        title: 'PDF saved',
        message: `${r.value.sheets} sheet${r.value.sheets === 1 ? '' : 's'} to ${r.value.path}`,
        color: 'green',
      }
    : { title: 'Not saved', message: r.error.message, color: 'red' };
}

/** A token for one print, so that its progress can be asked for while it runs. */
export const newPrintJob = (): string => crypto.randomUUID();

const POLL_MS = 250;

/**
 * How far the print under `job` has got, asked every quarter second while `job` is set (a match night takes about a
 * second; a single sheet is done before the first question, and shows no bar).
 */
export function usePrintProgress(api: Api, job: string | null): (PrintProgress & { running: true }) | null {
  const [progress, setProgress] = useState<(PrintProgress & { running: true }) | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!job) return;
    let live = true;
    const timer = setInterval(() => {
      void api.call('sheets.progress', { job }).then((r) => {
        if (live && r.ok && r.value.running) setProgress(r.value);
      });
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, job]);
  return progress;
}
