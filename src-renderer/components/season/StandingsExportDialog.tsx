/**
 * Standings to a file (CSV, JSON, Markdown or PDF), this season's or all time, through `export.standings` — the
 * channel `league standings --out` calls; for every ruleset (a league on the core exports its teams and its people's
 * careers). Like Export League…, it asks for a path on this computer: the desktop
 * window's native save dialog knows no CSV or Markdown files, so both shells type the path.
 */
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { STANDINGS_FORMATS } from '../../../src-shared/exports/standings';
import { contract, zodIssues, type InputOf } from '../../../src-shared/ipc';
import { useApi, useQuery } from '../../api/ApiProvider';
import { joinPath, slug } from '../../shell/LeagueTransfer';
import { rememberedPaper, type Paper } from '../print/printing';

type Format = (typeof STANDINGS_FORMATS)[number];
type Table = 'franchises' | 'competitors' | 'entrants';

const FORMATS: { value: Format; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'md', label: 'Markdown' },
  { value: 'pdf', label: 'PDF' },
];

const ABOUT: Record<Format, string> = {
  csv: 'One table per file, for a spreadsheet.',
  json: 'Both tables, versioned (docs/export-format.md), for other programs.',
  md: 'Both tables, for a forum post or a league wiki.',
  pdf: 'Both tables on paper, to pin up at the club.',
};

/** "standings-season-2.csv", "standings-all-time-competitors.csv". */
function fileName(league: string | undefined, season: number | null, format: Format, table: Table): string {
  const scope = season === null ? 'all-time' : `season-${season}`;
  return `${slug(league, 'league')}-standings-${scope}${format === 'csv' ? `-${table}` : ''}.${format}`;
}

/**
 * The tables as the league's ruleset names them (Dethmetal's franchises and competitors by default), and its
 * entrants' championship where the league keeps one.
 */
export interface ExportTableLabels {
  franchises: string;
  competitors: string;
  entrants?: string;
}

/** `season`: the season to export, or null for all time. */
export function StandingsExportDialog({
  opened,
  onClose,
  season,
  labels = { franchises: 'Franchises', competitors: 'Competitors' },
}: {
  opened: boolean;
  onClose: () => void;
  season: number | null;
  labels?: ExportTableLabels;
}) {
  const api = useApi();
  const caps = useQuery('app.capabilities', {});
  const league = useQuery('league.get', {});
  const [format, setFormat] = useState<Format>('csv');
  const [table, setTable] = useState<Table>('franchises');
  const [paper, setPaper] = useState<Paper>(rememberedPaper);
  const [path, setPath] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dir = caps.data ? joinPath(caps.data.dataDir, 'exports') : '';
  const name = (f: Format, t: Table) => fileName(league.data?.name, season, f, t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the dialog opens, not when its callbacks change identity
  useEffect(() => {
    if (!opened) return;
    setPath(dir ? joinPath(dir, name(format, table)) : '');
    setError(null);
  }, [opened, season, dir]);

  /** A new format or table renames the suggested file, keeping the folder the organizer typed. */
  const choose = (f: Format, t: Table) => {
    setFormat(f);
    setTable(t);
    const folder = path.replace(/[^\\/]*$/, '') || (dir ? joinPath(dir, '') : '');
    setPath(`${folder}${name(f, t)}`);
    setError(null);
  };

  const submit = async () => {
    if (busy) return;
    const input: InputOf<'export.standings'> = {
      scope: season === null ? { kind: 'all-time' } : { kind: 'season', season },
      format,
      table,
      paper,
      path,
      overwrite,
    };
    const parsed = contract['export.standings'].input.safeParse(input);
    if (!parsed.success) return setError(zodIssues(parsed.error)[0]?.message ?? 'Check the export');
    setBusy(true);
    try {
      const r = await api.call('export.standings', input);
      if (!r.ok) return setError(r.error.message);
      notifications.show({ title: 'Standings exported', message: `${r.value.bytes.toLocaleString('en-US')} bytes to ${r.value.path}`, color: 'green' });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Export the standings — ${season === null ? 'all time' : `season ${season}`}`} centered size="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Stack gap={4}>
            <SegmentedControl aria-label="Format" data={FORMATS} value={format} onChange={(v) => choose(v as Format, table)} />
            <Text size="xs" c="dimmed">
              {ABOUT[format]}
            </Text>
          </Stack>
          {format === 'csv' && (
            <SegmentedControl
              aria-label="Table"
              data={[
                { value: 'franchises', label: labels.franchises },
                { value: 'competitors', label: labels.competitors },
                ...(labels.entrants ? [{ value: 'entrants', label: labels.entrants }] : []),
              ]}
              value={table}
              onChange={(v) => choose(format, v as Table)}
            />
          )}
          {format === 'pdf' && (
            <SegmentedControl
              aria-label="Paper"
              data={[
                { value: 'a4', label: 'A4' },
                { value: 'letter', label: 'US Letter' },
              ]}
              value={paper}
              onChange={(v) => setPaper(v as Paper)}
            />
          )}
          <TextInput
            label="Export file"
            description={`Where to write it (a .${format} file on this computer)`}
            data-autofocus
            value={path}
            error={error}
            onChange={(e) => {
              setPath(e.currentTarget.value);
              setError(null);
            }}
          />
          <Checkbox label="Replace the file if it is there" checked={overwrite} onChange={(e) => setOverwrite(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Export
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
