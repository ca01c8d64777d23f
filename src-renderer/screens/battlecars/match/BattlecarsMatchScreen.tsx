import { Button, Card, Grid, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useState } from 'react';
import { SECTION, withGap } from '../../../../src-shared/engine/battlecars';
import type { BcResolution, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { MatchUnavailable } from '../../../components/match/MatchUnavailable';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { useRollingCall } from '../../../components/useRollingCall';
import { Calculators } from './Calculators';
import { LiveCards } from './LiveCards';
import { TableLog } from '../../../components/match/TableLog';
import { ResultPanel } from './ResultPanel';

/** Game turn step 1: every vehicle's Speed Counter for the turn, placed together (one write). */
function SpeedCounters({ state }: { state: BcTableState }) {
  const vehicles = state.players.flatMap((p) => p.vehicles.filter((v) => !v.wrecked));
  const [speeds, setSpeeds] = useState<Record<number, number | null>>({});
  const rolling = useRollingCall();
  const [error, setError] = useState<string | null>(null);
  const changed = vehicles.filter((v) => speeds[v.vehicleId] !== undefined && speeds[v.vehicleId] !== null && speeds[v.vehicleId] !== v.speed);
  return (
    <Card withBorder padding="md" component="section" aria-label="Speed counters">
      <Group justify="space-between" mb={4}>
        <Title order={5}>Speed counters</Title>
        <Cite>{withGap(SECTION.turn, 2)}</Cite>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {vehicles.map((v) => (
          <NumberInput
            key={v.vehicleId}
            w={130}
            size="xs"
            label={v.name}
            min={0}
            max={20}
            allowDecimal={false}
            clampBehavior="none"
            value={speeds[v.vehicleId] ?? v.speed}
            onChange={(x) => setSpeeds((s) => ({ ...s, [v.vehicleId]: typeof x === 'number' ? x : null }))}
          />
        ))}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconGauge size={14} />}
          disabled={changed.length === 0 || state.recorded}
          onClick={async () => {
            setError(null);
            const r = await rolling.call('bcTable.act', {
              matchId: state.matchId,
              intent: { kind: 'speeds', speeds: changed.map((v) => ({ vehicle: v.vehicleId, speed: speeds[v.vehicleId]! })) },
            });
            if (!r.ok) setError(r.error.message);
            else setSpeeds({});
          }}
        >
          Place the counters
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {organizerText(error)}
        </Text>
      )}
      {rolling.dialog}
    </Card>
  );
}

/** One battlecars game at the table: the live cards, the calculators, the log and the result. Route #/match/<id>. */
export function BattlecarsMatchScreen({ matchId }: { matchId: number }) {
  const match = useQuery('match.get', { matchId });
  const table = useQuery('bcTable.state', { matchId });
  const [last, setLast] = useState<BcResolution | null>(null);
  const error = match.error ?? table.error;
  if (error) return <MatchUnavailable message={error.message} />;
  if (!match.data || !table.data) return <Loader size="sm" />;
  const state = table.data;
  return (
    <Stack gap="md">
      <MatchHeading match={match.data} teamsJoin=" vs " />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <LiveCards state={state} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            {!state.recorded && state.result.state === 'playing' && (
              <>
                <SpeedCounters state={state} />
                <Calculators state={state} onResolved={setLast} />
              </>
            )}
            <ResultPanel state={state} />
            <TableLog
              title="Game log"
              log={state.log}
              recorded={state.recorded}
              last={last}
              empty="Nothing resolved yet. Place the speed counters, then fire, drop and ram with the calculators."
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
