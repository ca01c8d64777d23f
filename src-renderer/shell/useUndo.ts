import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useApi } from '../api/ApiProvider';

/** Ctrl/Cmd+Z anywhere: undo the last operation in the league file, and say what was undone. */
export function useUndo() {
  const api = useApi();
  const run = useCallback(
    async (channel: 'journal.undo' | 'journal.redo') => {
      const r = await api.call(channel, {});
      notifications.show(
        r.ok
          ? { title: channel === 'journal.undo' ? 'Undone' : 'Redone', message: r.value.summary, color: 'gray' }
          : { message: r.error.message, color: 'yellow' },
      );
    },
    [api],
  );
  return { undo: () => void run('journal.undo'), redo: () => void run('journal.redo') };
}
