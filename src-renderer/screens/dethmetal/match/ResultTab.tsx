import { Alert, Anchor, Badge, Button, Card, ColorSwatch, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconWand } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { dethmetalTeams, type MatchView, type PostMatchReport, type ResultOf } from '../../../../src-shared/ipc';
import { type Query, useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import type { HeatTotals } from '../../../../src-shared/engine/dethmetal/assistant';
import { DraftReportContext } from '../../../components/NumberField';
import { useCountProblems } from '../../../components/match/CountField';
import { CorrectDethmetalResult } from './CorrectDethmetalResult';
import { PostMatchReportView } from './PostMatchReportView';
import { type CompetitorResult, type RecordInput, ResultFields, type Team, type VehicleResult } from './ResultFields';
import { useOperation } from '../../../components/match/useOperation';
import { hrefOf } from '../../../shell/routes';

/** Who took part: every competitor and car assigned to any heat of the match. */
function blankResult(view: MatchView, totals: HeatTotals | null): Team[] {
  return dethmetalTeams(view).map((t) => {
    const people = new Map<number, string>();
    const cars = new Map<number, string>();
    for (const a of t.assignments) {
      people.set(a.driverId, a.driver);
      if (a.gunnerId !== null) people.set(a.gunnerId, a.gunner ?? '');
      cars.set(a.vehicleId, a.vehicle);
    }
    return {
      franchiseId: t.franchiseId,
      competitors: [...people.keys()].map(
        (id): CompetitorResult => ({
          competitorId: id,
          points: totals?.competitors[id]?.points ?? 0,
          criticals: totals?.competitors[id]?.criticals ?? 0,
          outOfAction: totals?.competitors[id]?.outOfAction ?? false,
        }),
      ),
      vehicles: [...cars.keys()].map(
        (id): VehicleResult => ({
          vehicleId: id,
          criticals: totals?.vehicles[id]?.criticals ?? 0,
          destroyed: totals?.vehicles[id]?.destroyed ?? false,
          damage: totals?.vehicles[id]?.damage ?? 0,
        }),
      ),
      worldTrade: false,
      bankruptHoldingCompany: false,
      buyFound: [],
    };
  });
}

/** The result a report was worked out from, as the form holds it: what Ctrl+Z of its recording gives back to edit. */
function resultFromReport(report: PostMatchReport, current: Team[]): Team[] {
  return current.map((t) => {
    const f = report.franchises.find((x) => x.franchiseId === t.franchiseId);
    if (!f) return t;
    const people = new Map(f.competitors.map((c) => [c.competitorId, c]));
    const cars = new Map(f.vehicles.map((v) => [v.vehicleId, v]));
    return {
      ...t,
      competitors: (t.competitors ?? []).map((c) => {
        const r = people.get(c.competitorId);
        return r ? { ...c, points: r.points, criticals: r.criticals, outOfAction: r.outOfAction } : c;
      }),
      vehicles: (t.vehicles ?? []).map((v) => {
        const r = cars.get(v.vehicleId);
        return r ? { ...v, criticals: r.criticals, damage: r.damage, destroyed: r.destroyed } : v;
      }),
      buyFound: f.bought,
    };
  });
}

/** The heats the assistant played for this match (from the league file), or null when none was. */
function useAssistantTotals(view: MatchView): HeatTotals | null {
  const state = useQuery('assistant.state', { matchId: view.id });
  return state.data && state.data.result.heats.length > 0 ? state.data.result : null;
}

const heatList = (heats: number[]) => (heats.length === 1 ? `heat ${heats[0]}` : `heats ${heats.slice(0, -1).join(', ')} and ${heats[heats.length - 1]}`);

/** A recorded match, read-only: the post-match report exactly as it was committed (the view its preview showed). */
function Recorded({ view, kept }: { view: MatchView; kept: Query<ResultOf<'match.report'>> }) {
  const colours = new Map(view.teams.map((t) => [t.franchiseId, t.colour]));
  const report = kept.data?.report;
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCheck size={18} />} title={`Match ${view.number} is recorded`}>
        {report ? `${report.summary}. ` : ''}Below is the post-match processing as it was committed: every money line, XP award, level, quirk check, fatigue
        change and roll, per franchise. Money is also in the Season screen's Finances; Ctrl+Z undoes the recording while it is the last change, and Correct
        result changes it at any time, everything after it run again.
      </Alert>
      <Group justify="space-between">
        <Group>
          <Anchor href={hrefOf('season', 'shopping')}>Shopping after the match</Anchor>
          <Anchor href={hrefOf('season', 'standings')}>Standings</Anchor>
        </Group>
        <CorrectDethmetalResult view={view} />
      </Group>
      {kept.error ? (
        <Text c="red" role="alert">
          {kept.error.message}
        </Text>
      ) : !kept.data ? (
        <Loader size="sm" />
      ) : report ? (
        <Card withBorder padding="md" data-testid="kept-report">
          <Group justify="space-between" mb="sm">
            <Title order={4}>Post-match report</Title>
            <Text size="sm" c="dimmed">
              Read-only, as committed
            </Text>
          </Group>
          <PostMatchReportView report={report} colours={colours} readOnly />
        </Card>
      ) : (
        <>
          <Alert variant="light" color="gray" title="No post-match report kept">
            This match was recorded before Pitwall kept post-match reports. Its money lines are in the Season screen's Finances and its rolls in the dice log;
            the result is below.
          </Alert>
          <Card withBorder padding={0}>
            <Table aria-label="Result" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Franchise</Table.Th>
                  <Table.Th ta="right">Points</Table.Th>
                  <Table.Th ta="right">Prize</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...dethmetalTeams(view)]
                  .sort((a, b) => (b.points ?? 0) - (a.points ?? 0))
                  .map((t) => (
                    <Table.Tr key={t.franchiseId}>
                      <Table.Td>
                        <Group gap="xs">
                          <ColorSwatch color={t.colour} size={14} />
                          <Text fw={600}>{t.franchise}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount value={t.points} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Amount value={t.prize} unit="k" />
                      </Table.Td>
                      <Table.Td>{t.won && <Badge color="yellow">Won</Badge>}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Card>
        </>
      )}
    </Stack>
  );
}

/** Result entry: prefilled from the assistant when it was used, editable when the match was played without it; then the post-match preview and Commit. */
export function ResultTab({ view }: { view: MatchView }) {
  const totals = useAssistantTotals(view);
  const [teams, setTeams] = useState<Team[]>(() => blankResult(view, totals));
  const [filled, setFilled] = useState(totals !== null);
  const [touched, setTouched] = useState(false);
  // Back from a recording Ctrl+Z took back: the form holds the result as it was committed.
  const [restored, setRestored] = useState(false);
  // The assistant's numbers arrive with the journal's standing rolls: fill them in unless the organizer has typed.
  useEffect(() => {
    if (totals && !touched && !filled) {
      setTeams(blankResult(view, totals));
      setFilled(true);
    }
  }, [totals, touched, filled, view]);
  const [preview, setPreview] = useState<{ report: PostMatchReport; input: RecordInput } | null>(null);
  const [committed, setCommitted] = useState<PostMatchReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const op = useOperation();
  const api = useApi();
  const [problems, reportProblem] = useCountProblems();
  const kept = useQuery('match.report', { matchId: view.id });
  // The report last seen recorded (committed here, or read back): Ctrl+Z of the recording gives its result back to edit.
  const [shownRecorded, setShownRecorded] = useState<PostMatchReport | null>(null);
  const keptReport = view.status === 'recorded' ? (kept.data?.report ?? null) : null;
  if (keptReport && keptReport !== shownRecorded && !committed) setShownRecorded(keptReport);
  if (view.status !== 'recorded' && shownRecorded && !committed) {
    setShownRecorded(null);
    setTeams((ts) => resultFromReport(shownRecorded, ts));
    setFilled(true);
    setRestored(true);
  }
  // Ctrl+Z after Commit: the view reads "not recorded". That read may have left before the commit landed, so ask
  // the league file once more; only a read made after the commit says the recording was taken back.
  useEffect(() => {
    if (!committed || view.status === 'recorded') return;
    let live = true;
    void api.call('match.get', { matchId: view.id }).then((r) => {
      if (live && r.ok && r.value.status !== 'recorded') {
        setCommitted(null);
        setRestored(true);
      }
    });
    return () => {
      live = false;
    };
  }, [api, committed, view]);
  const previewRef = useRef<HTMLDivElement>(null);
  // The preview opens below the form: bring it into view when it (re)appears.
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: 'start' });
  }, [preview]);
  const colours = new Map(view.teams.map((t) => [t.franchiseId, t.colour]));

  if (view.status === 'recorded' && !committed) return <Recorded view={view} kept={kept} />;
  if (dethmetalTeams(view).every((t) => t.assignments.length === 0)) {
    return (
      <Alert variant="light" color="gray" title="Nobody has raced yet">
        Assign the cars and crews in Setup first: the result is entered for the competitors and cars that took part.
      </Alert>
    );
  }

  const patchTeam = (i: number, patch: Partial<Team>) => {
    setTouched(true);
    setTeams((ts) => ts.map((t, j) => (j === i ? { ...t, ...patch } : t)));
    setPreview(null);
  };

  const runPreview = async (start: RecordInput = { matchId: view.id, preview: true, teams }) => {
    setError(null);
    const { result, input } = await op.run('match.record', start);
    if (result.ok) setPreview({ report: result.value, input });
    else setError(result.error.message);
  };

  const commit = async () => {
    if (!preview) return;
    setError(null);
    const { result } = await op.run('match.record', { ...preview.input, preview: false });
    if (result.ok) {
      setCommitted(result.value);
      setPreview(null);
      notifications.show({ color: 'green', title: `Match ${view.number} recorded`, message: result.value.summary });
    } else setError(result.error.message);
  };

  if (committed) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCheck size={18} />} title={`Match ${view.number} recorded`}>
          {committed.summary}{' '}
          <Anchor href={hrefOf('season', 'shopping')} size="sm">
            Go shopping
          </Anchor>
        </Alert>
        {/* Corrected: the report shown is the corrected one, read back as the recorded match's. */}
        <CorrectDethmetalResult view={view} onCorrected={() => setCommitted(null)} />
        <PostMatchReportView report={committed} colours={colours} readOnly />
      </Stack>
    );
  }

  return (
    <DraftReportContext.Provider value={reportProblem}>
      <Stack gap="md">
        {restored && (
          <Alert variant="light" color="yellow" title={`Match ${view.number} is no longer recorded`} data-testid="recording-undone">
            Ctrl+Z took the recording back: nothing of its post-match processing is kept. The result below is the one that was committed; correct it if needed,
            then preview and commit again.
          </Alert>
        )}
        {totals && (
          <Alert variant="light" color={filled ? 'blue' : 'gray'} icon={<IconWand size={18} />}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                {filled
                  ? `Filled in from the match assistant (${heatList(totals.heats)} played${touched ? '; your corrections kept' : ''}). Check and correct anything before the preview.`
                  : `The match assistant has ${heatList(totals.heats)} of this match on record.`}
              </Text>
              <Button
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  setTeams(blankResult(view, totals));
                  setFilled(true);
                  setPreview(null);
                }}
              >
                Fill from the assistant
              </Button>
            </Group>
          </Alert>
        )}
        <ResultFields view={view} teams={teams} onTeam={patchTeam} />
        {error && (
          <Alert color="red" variant="light" role="alert" title="Not accepted">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {problems.length > 0 && (
            <Text size="sm" c="red" role="alert">
              Not a number yet: {problems.join('; ')}
            </Text>
          )}
          <Button
            leftSection={<IconEye size={16} />}
            disabled={problems.length > 0}
            variant={preview ? 'default' : 'filled'}
            onClick={() => void runPreview()}
            loading={op.running && !preview}
            data-testid="preview-result"
          >
            Preview the post-match
          </Button>
        </Group>
        {preview && (
          <Card withBorder padding="md" ref={previewRef}>
            <Group justify="space-between" mb="sm">
              <Title order={4}>Post-match preview</Title>
              <Text size="sm" c="dimmed">
                Nothing is written until you commit.
              </Text>
            </Group>
            <PostMatchReportView
              report={preview.report}
              colours={colours}
              buy={Object.fromEntries(preview.input.teams.map((t) => [t.franchiseId, t.buyFound ?? []]))}
              onBuy={(fid, keys) =>
                void runPreview({
                  ...preview.input,
                  preview: true,
                  teams: preview.input.teams.map((t) => (t.franchiseId === fid ? { ...t, buyFound: keys } : t)),
                })
              }
            />
            <Group justify="flex-end" mt="md">
              <Button
                leftSection={<IconCheck size={16} />}
                color="teal"
                onClick={() => void commit()}
                loading={op.running}
                disabled={problems.length > 0}
                data-testid="commit-result"
              >
                Commit the result
              </Button>
            </Group>
          </Card>
        )}
        {op.dialog}
      </Stack>
    </DraftReportContext.Provider>
  );
}
