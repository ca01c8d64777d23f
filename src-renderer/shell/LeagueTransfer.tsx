/**
 * The whole league as a versioned JSON export, and an export read back into a new league file: the League menu's
 * Export League… and Import League…. The desktop window picks files natively (files.pick); the browser host asks for
 * paths on this computer, as Open League and Save a Copy do. The main process reads and writes every file.
 */
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useApi } from '../api/ApiProvider';
import type { Api } from '../api/transport';
import { useChannelForm } from '../components/useChannelForm';

export function joinPath(dir: string, file: string) {
  return `${dir.replace(/[\\/]+$/, '')}${dir.includes('\\') ? '\\' : '/'}${file}`;
}

/** "Wasteland Winter Series" → "Wasteland-Winter-Series": a file name from a league name. */
export function slug(name: string | undefined, fallback: string): string {
  return (name ?? '').replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-') || fallback;
}

const today = () => new Date().toISOString().slice(0, 10);

function exported(r: { path: string; rows: number; tables: number }): NotificationData {
  return { title: 'League exported', message: `${r.rows} rows from ${r.tables} tables to ${r.path}`, color: 'green' };
}

/** Desktop window: a native save dialog, then the export. Null when cancelled. */
export async function exportWithDialog(api: Api, leagueName: string | undefined): Promise<NotificationData | null> {
  const picked = await api.call('files.pick', { purpose: 'save', kind: 'json', suggestedName: `${slug(leagueName, 'league')}-${today()}.json` });
  if (!picked.ok) return { title: 'Not exported', message: picked.error.message, color: 'red' };
  if (!picked.value.path) return null;
  const r = await api.call('export.league', { path: picked.value.path, overwrite: true });
  return r.ok ? exported(r.value) : { title: 'Not exported', message: r.error.message, color: 'red' };
}

/** Desktop window: the export to read, where to put the new league, then open it. Null when cancelled. */
export async function importWithDialogs(api: Api): Promise<NotificationData | null> {
  const from = await api.call('files.pick', { purpose: 'open', kind: 'json' });
  if (!from.ok) return { title: 'Not imported', message: from.error.message, color: 'red' };
  if (!from.value.path) return null;
  const base = from.value.path.split(/[\\/]/).pop()!.replace(/\.json$/i, '');
  const to = await api.call('files.pick', { purpose: 'save', kind: 'league', suggestedName: `${base}.league` });
  if (!to.ok || !to.value.path) return to.ok ? null : { title: 'Not imported', message: to.error.message, color: 'red' };
  const r = await api.call('import.league', { from: from.value.path, path: to.value.path });
  if (!r.ok) return { title: 'Not imported', message: r.error.message, color: 'red' };
  const opened = await api.call('app.openLeague', { path: r.value.path });
  return opened.ok
    ? { title: 'League imported', message: `“${r.value.league}” (${r.value.rows} rows) is now open from ${r.value.path}`, color: 'green' }
    : { title: 'Imported, not opened', message: opened.error.message, color: 'orange' };
}

export function ExportDialog({ opened, onClose, dataDir, leagueName }: { opened: boolean; onClose: () => void; dataDir?: string; leagueName?: string }) {
  const suggested = dataDir ? joinPath(joinPath(dataDir, 'exports'), `${slug(leagueName, 'league')}-${today()}.json`) : '';
  const form = useChannelForm('export.league', { path: suggested, overwrite: false }, (r) => {
    notifications.show(exported(r));
    onClose();
  });
  useEffect(() => {
    if (opened) form.setField('path', suggested);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="Export the league" centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Stack>
          <Text size="sm">
            Everything in the league — franchises, rosters, cars, matches, money, the journal — as one versioned JSON file, for a backup or to move the league to
            another computer. Import League… reads it back into a new league file.
          </Text>
          <TextInput
            label="Export file"
            description="Where to write it (a new .json file on this computer)"
            data-autofocus
            value={form.values.path}
            error={form.errors.path ?? form.formError}
            onChange={(e) => form.setField('path', e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Export
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ImportDialog({ opened, onClose, dataDir }: { opened: boolean; onClose: () => void; dataDir?: string }) {
  const api = useApi();
  const suggested = dataDir ? joinPath(joinPath(dataDir, 'leagues'), `imported-${today()}.league`) : '';
  const [openAfter, setOpenAfter] = useState(true);
  const form = useChannelForm('import.league', { from: '', path: suggested }, async (r) => {
    onClose();
    if (!openAfter) return notifications.show({ title: 'League imported', message: `“${r.league}” (${r.rows} rows) into ${r.path}`, color: 'green' });
    const opened = await api.call('app.openLeague', { path: r.path });
    notifications.show(
      opened.ok ? { title: 'League imported', message: `“${r.league}” (${r.rows} rows) is now open from ${r.path}`, color: 'green' } : { title: 'Imported, not opened', message: opened.error.message, color: 'orange' },
    );
  });
  useEffect(() => {
    if (opened) form.setField('path', suggested);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="Import a league" centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Stack>
          <Text size="sm">
            Reads a league export into a new league file; the league open now is not touched. An export from a newer Pitwall, or one that is damaged or
            inconsistent, is refused with the reason and nothing is written.
          </Text>
          <TextInput
            label="League export"
            description="Full path of the .json file on this computer"
            placeholder={dataDir ? joinPath(joinPath(dataDir, 'exports'), 'my-league.json') : '/path/to/export.json'}
            data-autofocus
            value={form.values.from}
            error={form.errors.from}
            onChange={(e) => form.setField('from', e.currentTarget.value)}
          />
          <TextInput
            label="New league file"
            description="Where to create the league (a new .league file)"
            value={form.values.path}
            error={form.errors.path}
            onChange={(e) => form.setField('path', e.currentTarget.value)}
          />
          {form.formError && (
            <Text c="red" size="sm" role="alert">
              {form.formError}
            </Text>
          )}
          <Checkbox label="Open it when it is imported" checked={openAfter} onChange={(e) => setOpenAfter(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
