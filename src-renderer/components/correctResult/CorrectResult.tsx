import { ColorSwatch, Group, type MantineSpacing, NumberInput, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import type { RulesetDeclaration } from '../../../src-shared/engine/declaration';
import { rulesetById } from '../../../src-shared/engine/registry';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { useQuery } from '../../api/ApiProvider';
import { CorrectionCommit } from './CorrectionCommit';
import { CorrectResultButton } from './CorrectResultButton';

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

const recorded = (t: MatchView['teams'][number]): Row => ({
  franchiseId: t.franchiseId,
  outcome: t.outcome ?? null,
  placing: t.placing ?? null,
  stats: { ...(t.stats ?? {}) },
});

/**
 * "Correct result" on a match recorded through the core's result of teams (Dirty Wheels, Battlecars, the hex RPG): each
 * team's outcome or placing and the ruleset's stats pre-filled as recorded, then the shared Preview / Commit.
 */
export function CorrectResult({ matchId, mt }: { matchId: number /** Space above the button, in a card that is no Stack. */; mt?: MantineSpacing }) {
  const league = useQuery('league.get', {});
  const view = useQuery('match.get', { matchId });
  const m = view.data;
  if (!m || !league.data || m.status !== 'recorded') return null;
  const stats = rulesetById(league.data.ruleset).declaration.stats ?? [];
  return (
    <CorrectResultButton matchNumber={m.number} mt={mt}>
      {(done) => <TeamsCorrection match={m} stats={stats} onDone={done} />}
    </CorrectResultButton>
  );
}

/** The core's result of teams as the correction edits it, started from the match as recorded. */
function TeamsCorrection({ match: m, stats, onDone }: { match: MatchView; stats: RulesetDeclaration['stats']; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => m.teams.map(recorded));
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
  const names = new Map(m.teams.map((t) => [t.franchiseId, t]));
  const edit = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Stack gap="md">
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
      <CorrectionCommit matchId={m.id} result={result} onCommitted={onDone} />
    </Stack>
  );
}
