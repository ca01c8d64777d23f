import { Anchor, Badge, Button, Code, Group, Input, Menu, Modal, Radio, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconCopy, IconFileExport, IconFileImport, IconFilePlus, IconFolderOpen, IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DEFAULT_RULESET_ID } from '../../src-shared/engine/registry';
import { capabilityLabels } from '../../src-shared/engine/ruleset';
import type { LeagueInfo, RecentLeague, RulesetListing } from '../../src-shared/ipc';
import { useApi, useQuery } from '../api/ApiProvider';
import { useChannelForm } from '../components/useChannelForm';
import { printFromShortcut } from './printAction';
import { ExportDialog, exportWithDialog, ImportDialog, joinPath, slug } from './LeagueTransfer';

const fileName = (p: string) => p.split(/[\\/]/).pop() ?? p;

type Dialog = 'new' | 'open' | 'copy' | 'export' | 'import' | null;

/**
 * New League…, Open League…, Open Recent, Save a Copy…, Export League… and Import League…: the same actions as
 * Electron's File menu (which triggers these very dialogs), so both shells share one flow.
 */
export function LeagueSwitcher({ current }: { current?: LeagueInfo }) {
  const api = useApi();
  const caps = useQuery('app.capabilities', {});
  const recent = useQuery('app.recent', {});
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() =>
    api.onMenu((action) => {
      if (action === 'new-league') void start('new');
      if (action === 'open-league') void start('open');
      if (action === 'save-copy') void start('copy');
      if (action === 'export-league') void start('export');
      if (action === 'import-league') void start('import');
      if (action === 'print') printFromShortcut();
    }),
  );

  /** Electron picks files natively; the browser host asks for a path in a dialog of ours. */
  async function start(which: Exclude<Dialog, null>) {
    if (caps.data?.nativeDialogs && which === 'export') {
      const message = await exportWithDialog(api, current?.name);
      if (message) notifications.show(message);
      return;
    }
    if (caps.data?.nativeDialogs && which !== 'new' && which !== 'import') {
      const picked = await api.call('app.pickLeagueFile', { purpose: which === 'open' ? 'open' : 'save' });
      if (!picked.ok || !picked.value.path) return;
      const r = which === 'open' ? await api.call('app.openLeague', { path: picked.value.path }) : await api.call('app.saveCopy', { path: picked.value.path });
      notifications.show(
        r.ok
          ? { message: which === 'open' ? 'League opened' : `Copy saved to ${picked.value.path}`, color: 'green' }
          : { message: r.error.message, color: 'red' },
      );
      return;
    }
    setDialog(which);
  }

  async function openRecent(path: string) {
    const r = await api.call('app.openLeague', { path });
    if (!r.ok) notifications.show({ title: 'Could not open the league', message: r.error.message, color: 'red' });
  }

  const others = (recent.data ?? []).filter((r) => r.path !== current?.path);
  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />} aria-label="League menu" maw={360} h={44}>
            <Tooltip label={current?.path} disabled={!current} openDelay={300} multiline maw={520} style={{ wordBreak: 'break-all' }}>
              <Stack gap={0} align="flex-start" miw={0} data-testid="open-league">
                <Text truncate fw={600} size="sm" maw={300} lh={1.25}>
                  {current?.name ?? 'No league'}
                </Text>
                {current && (
                  <Text truncate size="xs" c="dimmed" maw={300} lh={1.25} data-testid="open-league-file">
                    {fileName(current.path)}
                  </Text>
                )}
              </Stack>
            </Tooltip>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFilePlus size={16} />} onClick={() => void start('new')}>
            New League…
          </Menu.Item>
          <Menu.Item leftSection={<IconFolderOpen size={16} />} onClick={() => void start('open')}>
            Open League…
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void start('copy')} disabled={!current}>
            Save a Copy…
          </Menu.Item>
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void start('export')} disabled={!current}>
            Export League (JSON)…
          </Menu.Item>
          <Menu.Item leftSection={<IconFileImport size={16} />} onClick={() => void start('import')}>
            Import League…
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={4}>
              <IconHistory size={14} /> Open Recent
            </Group>
          </Menu.Label>
          {others.length === 0 && <Menu.Item disabled>No other recent leagues</Menu.Item>}
          {others.map((r) => (
            <Menu.Item key={r.path} disabled={!r.exists} onClick={() => void openRecent(r.path)}>
              <Text size="sm" fw={500} truncate>
                {r.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {r.exists ? r.path : `Missing: ${r.path}`}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <NewLeagueDialog opened={dialog === 'new'} onClose={() => setDialog(null)} />
      <PathDialog
        opened={dialog === 'open'}
        onClose={() => setDialog(null)}
        mode="open"
        dataDir={caps.data?.dataDir}
        recent={others}
        onRecent={(path) => {
          setDialog(null);
          void openRecent(path);
        }}
        onImport={() => setDialog('import')}
      />
      <PathDialog opened={dialog === 'copy'} onClose={() => setDialog(null)} mode="copy" dataDir={caps.data?.dataDir} currentName={current?.name} />
      <ExportDialog opened={dialog === 'export'} onClose={() => setDialog(null)} dataDir={caps.data?.dataDir} leagueName={current?.name} />
      <ImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} nativeDialogs={!!caps.data?.nativeDialogs} />
    </>
  );
}

/** One registered ruleset as a choice: its name, one line on what it is, and what it supports. */
function RulesetChoice({ ruleset }: { ruleset: RulesetListing }) {
  return (
    <Radio.Card value={ruleset.id} radius="md" p="sm" data-testid={`ruleset-${ruleset.id}`} disabled={!ruleset.screens} opacity={ruleset.screens ? 1 : 0.7}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm">
            {ruleset.name}
          </Text>
          <Text size="xs" c="dimmed">
            {ruleset.summary}
          </Text>
          <Group gap={4}>
            {capabilityLabels(ruleset.capabilities).map((label) => (
              <Badge key={label} size="xs" variant="light" color="gray">
                {label}
              </Badge>
            ))}
          </Group>
          {!ruleset.screens && (
            <Text size="xs">
              Its screens are not in this version yet: create and run it from the command line, <Code>league new FILE --ruleset {ruleset.id}</Code>.
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function NewLeagueDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const rulesets = useQuery('app.rulesets', {});
  const form = useChannelForm('app.newLeague', { name: '', ruleset: DEFAULT_RULESET_ID }, (info) => {
    notifications.show({ title: 'League created', message: info.path, color: 'green' });
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="New league" centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Stack>
          <TextInput
            label="League name"
            placeholder="e.g. Wasteland Winter Series"
            data-autofocus
            value={form.values.name}
            error={form.errors.name ?? form.errors.path ?? form.formError}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
          />
          <Radio.Group
            label="Ruleset"
            description="The game the league plays; the screens show only what its rules have. It cannot be changed later."
            value={form.values.ruleset ?? DEFAULT_RULESET_ID}
            onChange={(id) => form.setField('ruleset', id)}
            error={form.errors.ruleset ?? (rulesets.error ? rulesets.error.message : undefined)}
          >
            <Stack gap="xs" mt="xs">
              {(rulesets.data ?? []).map((r) => (
                <RulesetChoice key={r.id} ruleset={r} />
              ))}
              {rulesets.loading && !rulesets.data && <Input.Description>Loading the rulesets…</Input.Description>}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            The league is saved as its own .league file in your Pitwall data folder.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Create league
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PathDialog({
  opened,
  onClose,
  mode,
  dataDir,
  currentName,
  recent = [],
  onRecent,
  onImport,
}: {
  opened: boolean;
  onClose: () => void;
  mode: 'open' | 'copy';
  dataDir?: string;
  currentName?: string;
  /** Open League: the recent leagues (app.recent, the current one left out), each opened with one click. */
  recent?: readonly RecentLeague[];
  onRecent?: (path: string) => void;
  /** Open League: a league exported as JSON comes in through Import League… (an upload in the browser). */
  onImport?: () => void;
}) {
  const channel = mode === 'open' ? 'app.openLeague' : 'app.saveCopy';
  const suggested = mode === 'copy' && dataDir ? joinPath(joinPath(dataDir, 'leagues'), `${slug(currentName, 'league')}-copy.league`) : '';
  const form = useChannelForm(channel, { path: suggested }, (v) => {
    notifications.show({ message: mode === 'open' ? 'League opened' : `Copy saved to ${(v as { path: string }).path}`, color: 'green' });
    onClose();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the dialog opens, not when its callbacks change identity
  useEffect(() => {
    if (opened) form.setField('path', suggested);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={mode === 'open' ? 'Open league' : 'Save a copy'} centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Stack>
          {mode === 'open' && (
            <Stack gap={6}>
              <Text size="sm" fw={600} id="recent-leagues-label">
                Recent leagues
              </Text>
              {recent.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No other league opened recently.
                </Text>
              ) : (
                <Stack gap={4} role="list" aria-labelledby="recent-leagues-label" mah={260} style={{ overflowY: 'auto' }}>
                  {recent.map((r) => (
                    <UnstyledButton
                      key={r.path}
                      role="listitem"
                      disabled={!r.exists}
                      onClick={() => onRecent?.(r.path)}
                      aria-label={`Open ${r.name}`}
                      p="xs"
                      style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)', opacity: r.exists ? 1 : 0.55 }}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Stack gap={0} miw={0}>
                          <Text size="sm" fw={600} truncate>
                            {r.name}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {r.exists ? r.path : `Missing: ${r.path}`}
                          </Text>
                        </Stack>
                        {r.exists && <IconFolderOpen size={16} style={{ flex: 'none' }} />}
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
          <TextInput
            label={mode === 'open' ? 'Or a league file by its path' : 'League file'}
            description={mode === 'open' ? 'Full path of a .league file on this computer' : 'Where to write the copy (a new .league file)'}
            placeholder={dataDir ? joinPath(joinPath(dataDir, 'leagues'), 'my-league.league') : '/path/to/league.league'}
            data-autofocus
            value={form.values.path}
            error={form.errors.path ?? form.formError}
            onChange={(e) => form.setField('path', e.currentTarget.value)}
          />
          {mode === 'open' && onImport && (
            <Text size="xs" c="dimmed">
              A league from another computer?{' '}
              <Anchor component="button" type="button" size="xs" onClick={onImport}>
                Upload its JSON export with Import League…
              </Anchor>
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {mode === 'open' ? 'Open' : 'Save copy'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
