/**
 * The whole league as a versioned JSON export, and an export read back into a new league file: the League menu's
 * Export League… and Import League…. The desktop window picks files natively (files.pick); in the browser the export is
 * written to a path on this computer and an import is uploaded. The main process reads and writes every file.
 */
import { Button, FileInput, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { notifications } from '@mantine/notifications';
import { IconFileImport } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type ImportPreview, UPLOAD_MAX_BYTES } from '../../src-shared/ipc';
import { useApi } from '../api/ApiProvider';
import type { Api } from '../api/transport';
import { useChannelForm } from '../components/useChannelForm';

export function joinPath(dir: string, file: string) {
  return `${dir.replace(/[\\/]+$/, '')}${dir.includes('\\') ? '\\' : '/'}${file}`;
}

/** "Wasteland Winter Series" → "Wasteland-Winter-Series": a file name from a league name. */
export function slug(name: string | undefined, fallback: string): string {
  return (
    (name ?? '')
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-') || fallback
  );
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

export function ExportDialog({ opened, onClose, dataDir, leagueName }: { opened: boolean; onClose: () => void; dataDir?: string; leagueName?: string }) {
  const suggested = dataDir ? joinPath(joinPath(dataDir, 'exports'), `${slug(leagueName, 'league')}-${today()}.json`) : '';
  const form = useChannelForm('export.league', { path: suggested, overwrite: false }, (r) => {
    notifications.show(exported(r));
    onClose();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the dialog opens, not when its callbacks change identity
  useEffect(() => {
    if (opened) form.setField('path', suggested);
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
            Everything in the league — franchises, rosters, cars, matches, money, the journal — as one versioned JSON file, for a backup or to move the league
            to another computer. Import League… reads it back into a new league file.
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

type Picked = { kind: 'upload'; fileName: string; text: string } | { kind: 'path'; from: string };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Import League…: pick an export (an upload in the browser, the native dialog in the desktop window), see what is in
 * it and where the new league file goes, then import and open it. Nothing is written before the confirmation.
 */
export function ImportDialog({ opened, onClose, nativeDialogs }: { opened: boolean; onClose: () => void; nativeDialogs: boolean }) {
  const api = useApi();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [target, setTarget] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setPicked(null);
    setPreview(null);
    setFileError(null);
    setTargetError(null);
    setBusy(false);
  }

  async function inspect(p: Picked) {
    reset();
    setPicked(p);
    setBusy(true);
    const r = await api.call('import.inspect', p.kind === 'upload' ? { fileName: p.fileName, text: p.text } : { from: p.from });
    setBusy(false);
    if (!r.ok) return setFileError(r.error.message);
    setPreview(r.value);
    setTarget(r.value.suggestedPath);
  }

  async function upload(file: File | null) {
    if (!file) return reset();
    if (file.size > UPLOAD_MAX_BYTES) {
      reset();
      return setFileError(
        `${file.name} is ${(file.size / 1e6).toFixed(1)} MB; the browser upload takes up to ${UPLOAD_MAX_BYTES / 1e6} MB. Import it with \`league import\` instead.`,
      );
    }
    await inspect({ kind: 'upload', fileName: file.name, text: await file.text() });
  }

  async function pickNative() {
    const r = await api.call('files.pick', { purpose: 'open', kind: 'json' });
    if (!r.ok) return setFileError(r.error.message);
    if (r.value.path) await inspect({ kind: 'path', from: r.value.path });
    else if (!preview) onClose();
  }

  async function pickTarget() {
    const r = await api.call('files.pick', { purpose: 'save', kind: 'league', suggestedName: target.split(/[\\/]/).pop() });
    if (r.ok && r.value.path) setTarget(r.value.path);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the dialog opens, not when its callbacks change identity
  useEffect(() => {
    reset();
    if (opened && nativeDialogs) void pickNative();
  }, [opened]);

  async function confirm() {
    if (!picked || !preview) return;
    setBusy(true);
    setTargetError(null);
    const r =
      picked.kind === 'upload'
        ? await api.call('import.upload', { fileName: picked.fileName, text: picked.text, path: target })
        : await api.call('import.league', { from: picked.from, path: target });
    if (!r.ok) {
      setBusy(false);
      return setTargetError(r.error.message);
    }
    const opened = await api.call('app.openLeague', { path: r.value.path });
    setBusy(false);
    onClose();
    notifications.show(
      opened.ok
        ? { title: 'League imported', message: `“${r.value.league}” (${r.value.rows} rows) is now open from ${r.value.path}`, color: 'green' }
        : { title: 'Imported, not opened', message: opened.error.message, color: 'orange' },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Import a league" centered size="lg">
      <Stack>
        <Text size="sm">
          Reads a league export (.json) into a new league file; the league open now is not touched. An export from a newer Pitwall, or one that is damaged or
          inconsistent, is refused with the reason and nothing is written.
        </Text>
        {nativeDialogs ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="League export"
              readOnly
              flex={1}
              value={picked?.kind === 'path' ? picked.from : ''}
              placeholder="No file chosen"
              error={fileError}
            />
            <Button variant="default" onClick={() => void pickNative()}>
              Choose…
            </Button>
          </Group>
        ) : (
          <FileInput
            label="League export"
            description="The .json file Export League wrote"
            placeholder="Choose a .json file…"
            accept="application/json,.json"
            leftSection={<IconFileImport size={16} />}
            clearable
            data-autofocus
            onChange={(f) => void upload(f)}
            error={fileError}
          />
        )}
        {busy && !preview && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Reading the export…</Text>
          </Group>
        )}
        {preview && (
          <Paper withBorder p="sm" radius="sm" data-testid="import-preview">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                In {preview.source}
              </Text>
              <Text fw={700}>{preview.league}</Text>
              <Text size="sm">
                {plural(preview.seasons, 'season')} · {plural(preview.franchises.length, 'franchise')} · {plural(preview.rows, 'row')}
              </Text>
              {preview.franchises.length > 0 && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {preview.franchises.join(', ')}
                </Text>
              )}
            </Stack>
          </Paper>
        )}
        {preview && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="New league file"
              description="The import writes the league here; it must not exist yet"
              flex={1}
              value={target}
              error={targetError}
              onChange={(e) => setTarget(e.currentTarget.value)}
            />
            {nativeDialogs && (
              <Button variant="default" onClick={() => void pickTarget()}>
                Choose…
              </Button>
            )}
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!preview} loading={busy && !!preview} onClick={() => void confirm()}>
            Import and open
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
