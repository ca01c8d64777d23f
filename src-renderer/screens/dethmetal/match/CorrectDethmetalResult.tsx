import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { MatchView } from '../../../../src-shared/ipc';
import { CorrectionCommit } from '../../../components/correctResult/CorrectionCommit';
import { CorrectResultButton } from '../../../components/correctResult/CorrectResultButton';
import { WithRecording } from '../../../components/correctResult/WithRecording';
import { useCountProblems } from '../../../components/match/CountField';
import { DraftReportContext } from '../../../components/NumberField';
import { type RecordInput, ResultFields, type Team } from './ResultFields';

/**
 * "Correct result" on a recorded Dethmetal match (issue 27): the result fields of the Result tab, started from the
 * input the match was recorded with (`match.recording`), then the shared Preview / Commit. What the fields do not show
 * (finds bought, a Holding company cashed in, advancement answers, typed dice) goes back as recorded.
 */
export function CorrectDethmetalResult({ view, onCorrected }: { view: MatchView; onCorrected?: () => void }) {
  return (
    <CorrectResultButton matchNumber={view.number}>
      {(done) => (
        <RecordedResult
          view={view}
          onCommitted={() => {
            done();
            onCorrected?.();
          }}
        />
      )}
    </CorrectResultButton>
  );
}

function RecordedResult({ view, onCommitted }: { view: MatchView; onCommitted: () => void }) {
  return (
    <WithRecording matchId={view.id}>
      {(input) => <CorrectionForm view={view} recorded={input as Omit<RecordInput, 'matchId'>} onCommitted={onCommitted} />}
    </WithRecording>
  );
}

function CorrectionForm({ view, recorded, onCommitted }: { view: MatchView; recorded: Omit<RecordInput, 'matchId'>; onCommitted: () => void }) {
  const [teams, setTeams] = useState<Team[]>(() => recorded.teams);
  const [problems, reportProblem] = useCountProblems();
  const onTeam = (i: number, patch: Partial<Team>) => setTeams((ts) => ts.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <DraftReportContext.Provider value={reportProblem}>
      <Stack gap="md">
        <ResultFields view={view} teams={teams} onTeam={onTeam} cols={1} />
        <CorrectionCommit
          matchId={view.id}
          result={{ ...recorded, teams }}
          blocked={problems.length ? `Not a number yet: ${problems.join('; ')}` : null}
          onCommitted={onCommitted}
        />
      </Stack>
    </DraftReportContext.Provider>
  );
}
