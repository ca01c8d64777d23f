import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { CorrectionPreview as Preview } from '../../../src-shared/ipc/channels/correct';
import { useApi } from '../../api/ApiProvider';
import { CorrectionPreview } from './CorrectionPreview';

interface Props {
  matchId: number;
  /** The corrected result: the input of the channel that recorded the match, as its ruleset's form holds it. */
  result: Record<string, unknown>;
  /** Why the result cannot be previewed yet (a box that holds no number), said beside the buttons; null when it can. */
  blocked?: string | null;
  /** The correction is written (the dialog closes). */
  onCommitted: () => void;
}

/**
 * Preview, then Commit, of a corrected result, for every ruleset's correction form (issue 27): the preview of every
 * knock-on change with its operation (`match.previewCorrection`: the history replayed on a copy, nothing written), then
 * Commit of exactly that result (`match.correct`: one operation, one undo). A result changed since its preview is
 * previewed again first; where the replay stopped, Commit stays off and the choice is said.
 */
export function CorrectionCommit({ matchId, result, blocked = null, onCommitted }: Props) {
  const api = useApi();
  const [preview, setPreview] = useState<{ key: string; value: Preview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = JSON.stringify(result);
  const current = preview?.key === key ? preview.value : null;

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
    if (r.ok) onCommitted();
    else setError(r.error.message);
  }

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={16} />}>
          {error}
        </Alert>
      )}
      {current && <CorrectionPreview preview={current} />}
      <Group justify="flex-end">
        {blocked ? (
          <Text size="sm" c="red" role="alert">
            {blocked}
          </Text>
        ) : (
          !current && (
            <Text size="xs" c="dimmed">
              Preview first: Commit writes exactly what the preview showed.
            </Text>
          )
        )}
        <Button variant="default" leftSection={<IconEye size={16} />} disabled={!!blocked} loading={busy && !current} onClick={() => void doPreview()}>
          Preview
        </Button>
        <Button
          leftSection={<IconCheck size={16} />}
          disabled={!current || current.stopped !== null || !!blocked}
          loading={busy && current !== null}
          onClick={() => void commit()}
        >
          Commit
        </Button>
      </Group>
    </Stack>
  );
}
