import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  List,
  type MantineSpacing,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { rulesetById } from '../../../src-shared/engine/registry';
import type { CorrectionChange, CorrectionPreview } from '../../../src-shared/ipc/channels/correct';
import type { MatchTeamView } from '../../../src-shared/ipc/channels/leagueTypes';
import { useApi, useQuery } from '../../api/ApiProvider';

type Outcome = 'win' | 'draw' | 'loss';
interface Row {
  franchiseId: number;
  outcome: Outcome | null;
  placing: number | null;
  stats: Record<string, number>;
}

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'win', label: 'Win' },
  { value: 'draw', label: 'Draw' },
  { value: 'loss', label: 'Loss' },
];

const AREAS: { area: CorrectionChange['area']; label: string }[] = [
  { area: 'results', label: 'Results' },
  { area: 'standings', label: 'Standings' },
  { area: 'money', label: 'Money' },
  { area: 'people', label: 'People' },
  { area: 'cars', label: 'Cars' },
  { area: 'careers', label: 'Careers' },
  { area: 'trophies', label: 'Trophies' },
  { area: 'other', label: 'Other' },
];

const recorded = (t: MatchTeamView): Row => ({
  franchiseId: t.franchiseId,
  outcome: t.outcome ?? null,
  placing: t.placing ?? null,
  stats: { ...(t.stats ?? {}) },
});

/**
 * "Correct result" on a recorded match (issue 27): the core's result (each team's outcome or placing and the
 * ruleset's stats) pre-filled as recorded, the preview of every knock-on change in words with the operation it comes
 * from (`match.previewCorrection`: the history replayed on a copy), and Commit (`match.correct`, one undo). A
 * correction a later operation no longer fits shows that operation and the choice; Commit stays off.
 */
export function CorrectResult({ matchId, mt }: { matchId: number /** Space above the button, in a card that is no Stack. */; mt?: MantineSpacing }) {
  const api = useApi();
  const league = useQuery('league.get', {});
  const view = useQuery('match.get', { matchId });
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [preview, setPreview] = useState<{ key: string; value: CorrectionPreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const m = view.data;
  if (!m || !league.data || m.status !== 'recorded') return null;
  const stats = rulesetById(league.data.ruleset).declaration.stats ?? [];
  // What the match was recorded by: placings (Battlecars), outcomes (Dirty Wheels), or its stats alone (the hex RPG's sessions have no winner).
  const by = m.teams.some((t) => t.placing !== null && t.placing !== undefined) ? 'placing' : m.teams.some((t) => t.outcome) ? 'outcome' : 'stats';
  const byPlacing = by === 'placing';
  const result = {
    teams: rows.map((r) => ({
      franchiseId: r.franchiseId,
      ...(byPlacing ? { placing: r.placing ?? 0 } : by === 'outcome' && r.outcome ? { outcome: r.outcome } : {}),
      stats: r.stats,
    })),
  };
  const key = JSON.stringify(result);
  const names = new Map(m.teams.map((t) => [t.franchiseId, t]));
  const edit = (i: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setPreview(null);
  };

  function start() {
    setRows(m!.teams.map(recorded));
    setPreview(null);
    setError(null);
    setOpen(true);
  }
  async function doPreview() {
    setError(null);
    setBusy(true);
    const r = await api.call('match.previewCorrection', { matchId, result });
    setBusy(false);
    if (r.ok) setPreview({ key, value: r.value });
    else setError(r.error.message);
  }
  async function commit() {
    setError(null);
    setBusy(true);
    const r = await api.call('match.correct', { matchId, result });
    setBusy(false);
    if (r.ok) setOpen(false);
    else setError(r.error.message);
  }
  const current = preview?.key === key ? preview.value : null;

  return (
    <>
      <Group mt={mt}>
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={start}>
          Correct result
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Correct the result of match ${m.number}`} size="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Everything recorded after this match is run again on the corrected result, with the same dice. Nothing is written until Commit; one undo takes it
            back.
          </Text>
          <Table aria-label="Corrected result">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                {by !== 'stats' && <Table.Th>{byPlacing ? 'Placing' : 'Outcome'}</Table.Th>}
                {stats.map((s) => (
                  <Table.Th key={s.key}>{s.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={r.franchiseId}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={names.get(r.franchiseId)?.colour ?? '#888'} size={12} />
                      {names.get(r.franchiseId)?.franchise}
                    </Group>
                  </Table.Td>
                  {by !== 'stats' && (
                    <Table.Td>
                      {byPlacing ? (
                        <NumberInput
                          aria-label={`Placing of ${names.get(r.franchiseId)?.franchise}`}
                          min={1}
                          w={80}
                          value={r.placing ?? ''}
                          onChange={(v) => edit(i, { placing: typeof v === 'number' ? v : null })}
                        />
                      ) : (
                        <SegmentedControl
                          aria-label={`Outcome of ${names.get(r.franchiseId)?.franchise}`}
                          size="xs"
                          data={OUTCOMES}
                          value={r.outcome ?? ''}
                          onChange={(v) => edit(i, { outcome: v as Outcome })}
                        />
                      )}
                    </Table.Td>
                  )}
                  {stats.map((s) => (
                    <Table.Td key={s.key}>
                      <NumberInput
                        aria-label={`${s.label} of ${names.get(r.franchiseId)?.franchise}`}
                        min={0}
                        w={80}
                        value={r.stats[s.key] ?? 0}
                        onChange={(v) => edit(i, { stats: { ...r.stats, [s.key]: typeof v === 'number' ? v : 0 } })}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {error && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle size={16} />}>
              {error}
            </Alert>
          )}
          {current && <PreviewView preview={current} />}
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconEye size={16} />} loading={busy && !current} onClick={doPreview}>
              Preview
            </Button>
            <Button disabled={!current || current.stopped !== null} loading={busy && current !== null} onClick={commit}>
              Commit
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The replay's answer: where it stopped and what to choose, or every change by area with the operation it comes from. */
function PreviewView({ preview }: { preview: CorrectionPreview }) {
  if (preview.stopped)
    return (
      <Alert color="orange" title={`Stopped at “${preview.stopped.summary}” (#${preview.stopped.journalId})`} role="alert" aria-label="Correction stopped">
        <Stack gap={4}>
          <Text size="sm">{preview.stopped.reason}</Text>
          <Text size="sm" fw={500}>
            {preview.stopped.choice}
          </Text>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="sm" aria-label="What the correction changes">
      <Text size="sm">
        {preview.replayed} later operation{preview.replayed === 1 ? '' : 's'} replayed; {preview.changes.length} change{preview.changes.length === 1 ? '' : 's'}
        .
      </Text>
      {AREAS.map(({ area, label }) => {
        const changes = preview.changes.filter((c) => c.area === area);
        if (!changes.length) return null;
        return (
          <Stack key={area} gap={4}>
            <Title order={5}>{label}</Title>
            <List size="sm" spacing={2}>
              {changes.map((c) => (
                <List.Item key={`${c.subject}|${c.cause?.journalId ?? ''}`}>
                  <b>{c.subject}</b>: {c.words}
                  {c.cause && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      — from #{c.cause.journalId} {c.cause.summary}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
      {preview.dice.length > 0 && (
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={5}>Dice</Title>
            <Badge variant="light" color="yellow">
              not from the log
            </Badge>
          </Group>
          <List size="sm" spacing={2}>
            {preview.dice.map((d) => (
              <List.Item key={`${d.journalId}|${d.note}`}>
                #{d.journalId} {d.op}: {d.note}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
