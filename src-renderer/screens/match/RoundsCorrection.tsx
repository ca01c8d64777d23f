import type { ResultsDeclaration, RulesetDeclaration } from '../../../src-shared/engine/declaration';
import type { Scoring } from '../../../src-shared/engine/core/standings';
import type { MeetingRoundsView } from '../../../src-shared/ipc';
import { WithRecording } from '../../components/correctResult/WithRecording';
import { RoundsResultForm } from './RoundsResultForm';
import { type RecordedMeeting, recordedDrafts, type Team } from './roundsModel';

interface Props {
  matchId: number;
  declaration: Pick<RulesetDeclaration, 'stats'>;
  results: ResultsDeclaration;
  scorings: { entrants: Scoring | null; teams: Scoring | null };
  teams: readonly Team[];
  /** The meeting as recorded, named (`match.rounds`): the entrants' names. */
  view: MeetingRoundsView;
  entrantWords: { one: string; many: string };
  onCommitted: () => void;
}

/**
 * A recorded meeting's correction (issue 27): the rounds form started from the input it was recorded with
 * (`match.recording`: every round's placings and stats, the entrants who took part, typed dice), its entrants named as
 * the meeting shows them; Preview / Commit are the correction's.
 */
export function RoundsCorrection(p: Props) {
  return <WithRecording matchId={p.matchId}>{(input) => <RecordedRounds {...p} input={input} />}</WithRecording>;
}

function RecordedRounds({ input, ...p }: Props & { input: Record<string, unknown> }) {
  const { rounds: _rounds, teams: _teams, ...keep } = input;
  const names = new Map(p.view.rounds.flatMap((r) => r.results.flatMap((x) => (x.entrantId === undefined ? [] : [[x.entrantId, x.entrant ?? ''] as const]))));
  const recorded = recordedDrafts(input as RecordedMeeting, (id) => names.get(id) ?? `#${id}`);
  return (
    <RoundsResultForm
      matchId={p.matchId}
      declaration={p.declaration}
      results={p.results}
      scorings={p.scorings}
      teams={p.teams}
      entrants={recorded.entrants}
      entrantWords={p.entrantWords}
      correcting={{ rounds: recorded.rounds, keep, onCommitted: p.onCommitted }}
    />
  );
}
