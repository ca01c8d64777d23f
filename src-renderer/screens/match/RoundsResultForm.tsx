import { Alert, Button, Card, ColorSwatch, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import type { ResultsDeclaration, RulesetDeclaration } from '../../../src-shared/engine/declaration';
import type { Scoring } from '../../../src-shared/engine/core/standings';
import type { OutcomePreview } from '../../../src-shared/ipc/channels/matches';
import { useApi } from '../../api/ApiProvider';
import { CorrectionCommit } from '../../components/correctResult/CorrectionCommit';
import { FieldProblems } from '../../components/FieldProblems';
import { NumberField } from '../../components/NumberField';
import {
  type Cell,
  type Entrant,
  type Mode,
  type Outcome,
  type RoundDraft,
  type Team,
  cellOf,
  emptyRound,
  initialRoundCount,
  issueKey,
  meetingPoints,
  modeOf,
  roundsInput,
  sum,
} from './roundsModel';

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'win', label: 'Win' },
  { value: 'draw', label: 'Draw' },
  { value: 'loss', label: 'Loss' },
];

const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);

interface Props {
  matchId: number;
  declaration: Pick<RulesetDeclaration, 'stats'>;
  results: ResultsDeclaration;
  /** The league's scorings (its own standings laid over the ruleset's), as `standings.league` answers them. */
  scorings: { entrants: Scoring | null; teams: Scoring | null };
  teams: readonly Team[];
  entrants: readonly Entrant[];
  /** What the ruleset calls an entrant (“car”/“cars”). */
  entrantWords: { one: string; many: string };
  /**
   * Correcting the recorded meeting (issue 27): its rounds as recorded to start from, the rest of its recorded input
   * sent back as it was (typed dice), and the shared Preview / Commit of the correction in place of the recording's.
   */
  correcting?: { rounds: readonly RoundDraft[]; keep: Record<string, unknown>; onCommitted: () => void };
}

/** One row's controls: its placing or outcome, then each declared stat. */
function CellControls(p: {
  cell: Cell;
  mode: Mode;
  label: string;
  at: string;
  stats: RulesetDeclaration['stats'];
  problems: Record<string, string>;
  onChange: (patch: Partial<Cell>) => void;
}) {
  return (
    <>
      {p.mode !== 'none' && (
        <Table.Td>
          {p.mode === 'placing' ? (
            <NumberField
              aria-label={`${p.label} place`}
              name={`${p.label} place`}
              path={`${p.at}.placing`}
              size="xs"
              w={80}
              min={1}
              max={99}
              allowEmpty
              value={p.cell.placing}
              onValue={(v) => p.onChange({ placing: v })}
              invalid={!!p.problems[`${p.at}.placing`]}
            />
          ) : (
            <SegmentedControl
              aria-label={`${p.label} outcome`}
              size="xs"
              data={OUTCOMES}
              value={p.cell.outcome ?? ''}
              onChange={(v) => p.onChange({ outcome: v as Outcome })}
            />
          )}
          <FieldProblems messages={[p.problems[`${p.at}.placing`], p.problems[`${p.at}.outcome`]].filter((m): m is string => !!m)} />
        </Table.Td>
      )}
      {p.stats.map((s) => (
        <Table.Td key={s.key}>
          <NumberField
            aria-label={`${p.label} ${s.label.toLowerCase()}`}
            name={`${p.label} ${s.label.toLowerCase()}`}
            path={`${p.at}.stats.${s.key}`}
            size="xs"
            w={80}
            min={0}
            max={999}
            allowEmpty
            value={p.cell.stats[s.key] ?? null}
            onValue={(v) => p.onChange({ stats: { ...p.cell.stats, [s.key]: v } })}
          />
          <FieldProblems messages={p.problems[`${p.at}.stats.${s.key}`] ? [p.problems[`${p.at}.stats.${s.key}`]!] : []} />
        </Table.Td>
      ))}
    </>
  );
}

/**
 * The core's result form for a meeting of rounds (issue 21), for any ruleset by its declaration's `results`: the
 * number of rounds (fixed, or chosen between the declared fewest and most), each round's placing or outcome per
 * entrant (and per team where the teams' table reads the teams) with the declared stats; a preview of the points each
 * entrant and team scores in this meeting and of the tables with it in; Commit records exactly what was previewed.
 * A refusal is shown beside the field it names, in the service's words. In `correcting` mode the same form edits a
 * recorded meeting, and its Preview / Commit are the correction's (components/correctResult/).
 */
export function RoundsResultForm(p: Props) {
  const api = useApi();
  const { results } = p;
  const { correcting } = p;
  const [count, setCount] = useState(() => correcting?.rounds.length ?? initialRoundCount(results));
  const [rounds, setRounds] = useState<RoundDraft[]>(() => correcting?.rounds.slice() ?? Array.from({ length: initialRoundCount(results) }, emptyRound));
  const [preview, setPreview] = useState<{ key: string; value: OutcomePreview } | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const modes = { entrants: modeOf(p.scorings.entrants), teams: modeOf(p.scorings.teams) };
  const input = roundsInput(p.matchId, results, modes, p.teams, p.entrants, rounds.slice(0, count));
  const key = JSON.stringify(input);
  const points = meetingPoints(results, p.scorings, input);
  const teamOf = new Map(p.teams.map((t) => [t.franchiseId, t]));
  const roundWord = capital(results.round.one);

  const edit = (r: number, who: 'entrants' | 'teams', id: number, patch: Partial<Cell>) => {
    setRounds((rs) => rs.map((round, i) => (i === r ? { ...round, [who]: { ...round[who], [id]: { ...cellOf(round, who, id), ...patch } } } : round)));
    setPreview(null);
  };
  const setRoundCount = (n: number | null) => {
    if (n === null) return;
    setCount(n);
    setRounds((rs) => (rs.length >= n ? rs : [...rs, ...Array.from({ length: n - rs.length }, emptyRound)]));
    setPreview(null);
  };

  async function run(channel: 'match.previewOutcome' | 'match.recordOutcome') {
    setError(null);
    setBusy(true);
    const r = await api.call(channel, input);
    setBusy(false);
    if (r.ok) {
      setProblems({});
      if (channel === 'match.previewOutcome') setPreview({ key, value: r.value as OutcomePreview });
      return;
    }
    const issues = 'issues' in r.error ? r.error.issues : [];
    const byField = Object.fromEntries(issues.filter((i) => i.path.length > 2).map((i) => [issueKey(i.path), i.message]));
    setProblems(byField);
    // What no field holds (the number of rounds, a missing team) is said above the buttons.
    const loose = issues.filter((i) => !(issueKey(i.path) in byField)).map((i) => i.message);
    setError(loose.length ? loose.join(' ') : Object.keys(byField).length ? null : r.error.message);
  }

  const statHeads = p.declaration.stats.map((s) => (
    <Table.Th key={s.key} w={100}>
      {s.label}
    </Table.Th>
  ));
  const pointsHead = (mode: Mode) => (mode === 'placing' ? 'Place' : mode === 'outcome' ? 'Outcome' : null);

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          {'min' in results.rounds ? (
            <NumberField
              label={`${capital(results.round.many)} in this meeting`}
              description={`${results.rounds.min} to ${results.rounds.max}`}
              name={`${capital(results.round.many)} in this meeting`}
              path="rounds"
              w={200}
              min={results.rounds.min}
              max={results.rounds.max}
              value={count}
              onValue={setRoundCount}
            />
          ) : (
            <Text size="sm" c="dimmed">
              A meeting of this league has {results.rounds.fixed} {results.rounds.fixed === 1 ? results.round.one : results.round.many}.
            </Text>
          )}
          {rounds.slice(0, count).map((round, r) => (
            <Stack key={r} gap={4} role="group" aria-label={`${roundWord} ${r + 1}`}>
              <Title order={5}>
                {roundWord} {r + 1}
              </Title>
              <Table verticalSpacing={6} maw={760}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{capital(results.teamsFrom === 'teams' && results.entrant.kind === 'team' ? 'team' : p.entrantWords.one)}</Table.Th>
                    {pointsHead(modes.entrants) && <Table.Th w={140}>{pointsHead(modes.entrants)}</Table.Th>}
                    {statHeads}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.teamsFrom === 'teams' &&
                    p.teams.map((t, i) => (
                      <Table.Tr key={`t${t.franchiseId}`}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <ColorSwatch color={t.colour} size={12} />
                            <Text size="sm" fw={600}>
                              {t.name}
                            </Text>
                          </Group>
                        </Table.Td>
                        <CellControls
                          cell={cellOf(round, 'teams', t.franchiseId)}
                          mode={modes.teams}
                          label={`${roundWord} ${r + 1} ${t.name}`}
                          at={`rounds.${r}.teams.${i}`}
                          stats={p.declaration.stats}
                          problems={problems}
                          onChange={(patch) => edit(r, 'teams', t.franchiseId, patch)}
                        />
                      </Table.Tr>
                    ))}
                  {results.entrant.kind !== 'team' &&
                    p.entrants.map((e, i) => {
                      const t = teamOf.get(e.franchiseId);
                      return (
                        <Table.Tr key={`e${e.entrantId}`}>
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap">
                              <ColorSwatch color={t?.colour ?? '#888'} size={12} />
                              <Text size="sm" fw={600}>
                                {e.name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {t?.name}
                              </Text>
                            </Group>
                          </Table.Td>
                          <CellControls
                            cell={cellOf(round, 'entrants', e.entrantId)}
                            mode={modes.entrants}
                            label={`${roundWord} ${r + 1} ${e.name}`}
                            at={`rounds.${r}.entrants.${i}`}
                            stats={p.declaration.stats}
                            problems={problems}
                            onChange={(patch) => edit(r, 'entrants', e.entrantId, patch)}
                          />
                        </Table.Tr>
                      );
                    })}
                </Table.Tbody>
              </Table>
              <FieldProblems messages={problems[`rounds.${r}.teams`] ? [problems[`rounds.${r}.teams`]!] : []} />
            </Stack>
          ))}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {correcting ? (
            <CorrectionCommit matchId={p.matchId} result={{ ...correcting.keep, rounds: input.rounds }} onCommitted={correcting.onCommitted} />
          ) : (
            <Group>
              <Button variant="default" leftSection={<IconEye size={16} />} loading={busy && !preview} onClick={() => void run('match.previewOutcome')}>
                Preview
              </Button>
              <Button
                leftSection={<IconCheck size={16} />}
                disabled={preview?.key !== key}
                loading={busy && !!preview}
                onClick={() => void run('match.recordOutcome')}
              >
                Commit
              </Button>
              {preview?.key !== key && (
                <Text size="xs" c="dimmed">
                  Preview first: Commit records exactly what the preview showed.
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Card>
      {!correcting && preview?.key === key && (
        <Card component="section" withBorder padding="lg" aria-label="Meeting preview">
          <Stack gap="sm">
            <Title order={5}>What this meeting scores</Title>
            <PointsTable
              caption={capital(p.entrantWords.many)}
              rows={p.entrants.map((e) => ({
                id: e.entrantId,
                name: e.name,
                team: teamOf.get(e.franchiseId)!,
                points: points.entrants.get(e.entrantId) ?? [],
              }))}
              count={count}
              roundWord={roundWord}
              shown={points.entrants.size > 0}
            />
            <PointsTable
              caption="Teams"
              rows={p.teams.map((t) => ({ id: t.franchiseId, name: t.name, team: t, points: points.teams.get(t.franchiseId) ?? [] }))}
              count={count}
              roundWord={roundWord}
              shown={points.teams.size > 0}
            />
            <Text size="sm">
              Season {preview.value.standings.seasonNumber} with this meeting: {standingLeaders(preview.value)}
            </Text>
            {preview.value.step && (
              <Text size="sm">
                {preview.value.step.label}: {preview.value.step.changes.length ? preview.value.step.changes.join('; ') : 'nothing to do'}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Nothing is written until Commit. Ctrl+Z undoes the recording.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** Who leads each table with the meeting in: “Blue Streaks leads the teams' table (18 pts); Blue Two leads the cars' table (10 pts)”. */
function standingLeaders(preview: OutcomePreview): string {
  const s = preview.standings;
  const parts: string[] = [];
  if (s.rows[0]) parts.push(`${s.rows[0].franchise} leads the teams' table (${s.rows[0].points} pts)`);
  const e = s.entrants?.rows[0];
  if (e && s.entrants) parts.push(`${e.entrant} leads the ${s.entrants.words.many}' table (${e.points} pts)`);
  return parts.length ? `${parts.join('; ')}.` : 'the league keeps no table.';
}

function PointsTable(p: {
  caption: string;
  rows: { id: number; name: string; team: Team; points: number[] }[];
  count: number;
  roundWord: string;
  shown: boolean;
}) {
  if (!p.shown) return null;
  const rows = [...p.rows].sort((a, b) => sum(b.points) - sum(a.points));
  return (
    <Table verticalSpacing={4} fz="sm" maw={640} aria-label={`${p.caption} points`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{p.caption}</Table.Th>
          {Array.from({ length: p.count }, (_, r) => (
            <Table.Th key={r} ta="right">
              {p.roundWord} {r + 1}
            </Table.Th>
          ))}
          <Table.Th ta="right">Pts</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={row.team.colour} size={10} />
                {row.name}
              </Group>
            </Table.Td>
            {Array.from({ length: p.count }, (_, r) => (
              <Fragment key={r}>
                <Table.Td ta="right">{row.points[r] ?? 0}</Table.Td>
              </Fragment>
            ))}
            <Table.Td ta="right" fw={700}>
              {sum(row.points)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
