import { Alert, Button, Group, List, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconTemplate, IconUpload } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { CompareDesigns, type DesignChoice } from './CompareDesigns';
import type { CarDesign } from './designerModel';

/** "Widowmaker.json": the design's name without characters file systems refuse. */
export function designFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'car design'}.json`;
}

/** The design as a JSON file: exactly the object `league car check DESIGN.json` and Import design read. */
function download(design: CarDesign) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(design, null, 2)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = designFileName(design.name);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Read a picked file as a design; the problems name the file and each bad field, and nothing is loaded. */
async function readDesignFile(file: File): Promise<{ ok: true; design: CarDesign } | { ok: false; title: string; problems: string[] }> {
  const title = `${file.name} was not imported`;
  let raw: unknown;
  try {
    raw = JSON.parse(await file.text());
  } catch (e) {
    return { ok: false, title, problems: [`It is not JSON: ${(e as Error).message}`] };
  }
  const up = car.upgradeDesign(raw);
  return up.ok ? up : { ok: false, title, problems: up.problems.map((p) => p.message) };
}

/**
 * The designer's design library: start from a stock design or a league template, save the design on screen as a
 * template, export it to a file and import one, and compare two designs side by side. `onReplace` is absent in a
 * refit (the chassis is fixed), which hides Start from and Import.
 */
export function DesignLibraryBar({
  design,
  bonusDp,
  settings,
  onReplace,
  stables = [],
}: {
  design: CarDesign;
  /** The sponsor DP of the design on screen, so Compare shows the same DP figure as the meter. */
  bonusDp: number;
  settings: DethmetalSettings['car'];
  /** `keepName`: a template keeps the name given to this car; an imported file brings its own. */
  onReplace?: (design: CarDesign, from: { label: string; keepName: boolean }) => void;
  /** The franchise's cars, to compare against. */
  stables?: readonly { name: string; design: CarDesign; bonusDp: number }[];
}) {
  const api = useApi();
  const templates = useQuery('designs.list', {});
  const fileInput = useRef<HTMLInputElement>(null);
  const [importError, setImportError] = useState<{ title: string; problems: string[] } | null>(null);
  const [saving, setSaving] = useState<{ name: string; error: string | null; busy: boolean } | null>(null);
  const [comparing, setComparing] = useState(false);

  const choices = useMemo<DesignChoice[]>(
    () => [
      { value: 'screen', group: 'On screen', label: `${design.name} (on screen)`, design, bonusDp },
      ...stables.map((c, i) => ({ value: `car:${i}`, group: 'Stables', label: c.name, design: c.design, bonusDp: c.bonusDp })),
      ...(templates.data ?? []).map((t) => ({ value: `template:${t.id}`, group: 'Design library', label: t.name, design: t.design })),
      ...car.STOCK_DESIGNS.map((s) => ({ value: `stock:${s.id}`, group: 'Stock designs', label: s.design.name, design: s.design })),
    ],
    [design, bonusDp, stables, templates.data],
  );

  const save = async () => {
    if (!saving) return;
    setSaving({ ...saving, busy: true, error: null });
    const r = await api.call('designs.save', { name: saving.name, design });
    if (!r.ok) {
      setSaving({ ...saving, busy: false, error: r.error.message });
      return;
    }
    setSaving(null);
    notifications.show({ title: 'Saved to the design library', message: `“${r.value.name}” can now be picked under Start from…`, color: 'green' });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" aria-label="Design library" role="toolbar">
        {onReplace && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default" size="compact-sm" rightSection={<IconChevronDown size={14} />}>
                Start from…
              </Button>
            </Menu.Target>
            <Menu.Dropdown maw={420}>
              <Menu.Label>Stock designs</Menu.Label>
              {car.STOCK_DESIGNS.map((s) => (
                <Menu.Item key={s.id} onClick={() => onReplace(s.design, { label: s.design.name, keepName: true })}>
                  <Text size="sm">{s.design.name}</Text>
                  <Text size="xs" c="dimmed">
                    {s.note}
                  </Text>
                </Menu.Item>
              ))}
              <Menu.Label>Design library</Menu.Label>
              {(templates.data ?? []).length === 0 && <Menu.Item disabled>No templates yet: Save as template adds one.</Menu.Item>}
              {(templates.data ?? []).map((t) => (
                <Menu.Item key={t.id} onClick={() => onReplace(t.design, { label: t.name, keepName: true })}>
                  {t.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Button variant="default" size="compact-sm" onClick={() => setComparing(true)}>
          Compare…
        </Button>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" size="compact-sm" rightSection={<IconChevronDown size={14} />}>
              Save / export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconTemplate size={14} />} onClick={() => setSaving({ name: design.name, error: null, busy: false })}>
              Save as template…
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => download(design)}>
              Export design (.json)
            </Menu.Item>
            {onReplace && (
              <Menu.Item leftSection={<IconUpload size={14} />} onClick={() => fileInput.current?.click()}>
                Import design (.json)…
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-design-file"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file || !onReplace) return;
            const read = await readDesignFile(file);
            if (read.ok) {
              setImportError(null);
              onReplace(read.design, { label: file.name, keepName: false });
            } else setImportError(read);
          }}
        />
      </Group>
      {importError && (
        <Alert color="red" title={importError.title} withCloseButton onClose={() => setImportError(null)} role="alert" data-testid="import-error">
          <List size="sm">
            {importError.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Modal opened={saving !== null} onClose={() => setSaving(null)} title="Save as template" centered>
        {saving && (
          <Stack gap="sm">
            <Text size="sm">The design goes into this league’s design library; any new car can then start from it.</Text>
            <TextInput
              label="Template name"
              value={saving.name}
              maxLength={60}
              error={saving.error}
              onChange={(e) => setSaving({ ...saving, name: e.currentTarget.value, error: null })}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSaving(null)}>
                Cancel
              </Button>
              <Button onClick={() => void save()} loading={saving.busy}>
                Save template
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {comparing && <CompareDesigns opened onClose={() => setComparing(false)} choices={choices} settings={settings} />}
    </Stack>
  );
}
