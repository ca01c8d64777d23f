/**
 * Ctrl+P (Cmd+P on macOS) prints the current screen's sheets: the screen's own print action (the Print sheets button),
 * never the browser's print dialog, which would print the page itself. A screen with sheets registers its action while
 * it is shown; the shell's shortcut (and the Electron menu's Print item) run the latest one.
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';

/** The print actions of the screens shown, the latest last (a page inside a screen registers after it). */
const registered: { run: () => void; active: () => boolean }[] = [];

/** While the calling screen is shown, Ctrl+P runs `action`; null (or nothing to print yet) lets it say so instead. */
export function usePrintAction(action: (() => void) | null): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const has = { run: () => latest.current?.(), active: () => latest.current !== null };
    registered.push(has);
    return () => {
      registered.splice(registered.indexOf(has), 1);
    };
  }, []);
}

/** Runs the current screen's print action; false when the screen has nothing to print. */
export function runPrintAction(): boolean {
  const top = [...registered].reverse().find((r) => r.active());
  if (!top) return false;
  top.run();
  return true;
}

/** The shortcut: Ctrl+P, or Cmd+P on a Mac, without Shift or Alt. */
export function isPrintShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'p';
}

/** Ctrl+P or the menu's Print item: the screen's sheets, or a word that this screen has none. */
export function printFromShortcut(): void {
  if (!runPrintAction())
    notifications.show({
      id: 'nothing-to-print',
      message: 'This screen has no sheets to print. Sheets are printed from Garage, Roster, Teams and a match.',
      color: 'gray',
    });
}
