import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '../../api/ApiProvider';

/**
 * A correction form's start: the input the match was recorded with (`match.recording`, as corrected so far), read
 * before the form is drawn; its refusal (not recorded, recorded before an import) shown in its words.
 */
export function WithRecording({ matchId, children }: { matchId: number; children: (input: Record<string, unknown>) => ReactNode }) {
  const recording = useQuery('match.recording', { matchId });
  if (recording.error)
    return (
      <Alert color="red" role="alert">
        {recording.error.message}
      </Alert>
    );
  if (!recording.data) return <Loader size="sm" />;
  return children(recording.data.input);
}
