import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { InputOf, SeasonCloseReport } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { useOperation } from '../../components/match/useOperation';
import { LeagueTable, scoringLine } from '../../components/season/LeagueTable';
import { SeasonOverAlert } from '../../components/season/SeasonOverAlert';

type CloseInput = InputOf<'season.close'>;

/**
 * Close the season of a league without a campaign layer (season.close): the final table previewed as closing would
 * make it (teams still level roll off where the league's tie-breakers end with a roll-off; the preview's dice are the
 * ones the close rolls, from the league's seed), then one confirm. Nothing is written before it; Ctrl+Z undoes it.
 */
export function CloseSeasonTab() {
  const table = useQuery('standings.league', {});
  const [preview, setPreview] = useState<{ report: SeasonCloseReport; input: CloseInput } | null>(null);
  const [done, setDone] = useState<SeasonCloseReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const op = useOperation();
  const s = table.data;

  const runPreview = async () => {
    setError(null);
    const { result, input } = await op.run('season.close', { preview: true });
    if (result.ok) setPreview({ report: result.value, input });
    else setError(result.error.message);
  };
  const commit = async () => {
    if (!preview) return;
    setError(null);
    const { result } = await op.run('season.close', { ...preview.input, preview: false });
    if (result.ok) {
      setDone(result.value);
      notifications.show({ color: 'green', title: `Season ${result.value.nextSeason} begins`, message: result.value.summary });
    } else setError(result.error.message);
  };

  if (done) {
    return <SeasonOverAlert ended={done.seasonNumber} next={done.nextSeason} verb="closed" summary={done.summary} />;
  }
  const report = preview?.report;
  return (
    <Stack gap="md">
      {op.dialog}
      <Card withBorder padding="lg">
        <Title order={4} mb="xs">
          Close season {s?.seasonNumber ?? ''}
        </Title>
        <Text size="sm" mb="xs">
          Closing the season:
        </Text>
        <List size="sm" spacing={2} mb="md">
          <List.Item>fixes its final table, which stays in Past seasons as it is now, whatever the league's standings settings become;</List.Item>
          <List.Item>
            {s?.tieBreakers.includes('roll-off')
              ? 'has teams still level after every tie-breaker roll 1d6 each (highest first, ties roll again), logged in the dice log;'
              : 'leaves teams still level after every tie-breaker sharing their place (the league has no roll-off);'}
          </List.Item>
          <List.Item>opens the next season with the same teams and an empty schedule.</List.Item>
        </List>
        <Text size="xs" c="dimmed" mb="md">
          Every match of the season must be recorded or removed first. Ctrl+Z undoes the close.
        </Text>
        <Group>
          <Button
            leftSection={<IconEye size={16} />}
            variant={report ? 'default' : 'filled'}
            onClick={() => void runPreview()}
            loading={op.running && !report}
            data-testid="preview-season-close"
          >
            {report ? 'Preview again' : 'Preview the close'}
          </Button>
          {report && (
            <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => void commit()} loading={op.running} data-testid="confirm-season-close">
              Close season {report.seasonNumber}
            </Button>
          )}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert" mt="sm">
            {error}
          </Text>
        )}
      </Card>
      {report && s && (
        <Card withBorder padding={0} data-testid="season-close-preview">
          <Text size="sm" fw={600} p="sm">
            Preview (nothing is changed yet): {report.summary}
          </Text>
          <LeagueTable standings={{ ...s, final: true, rows: report.standings }} label={`Season ${report.seasonNumber} final table (preview)`} />
          <Text size="xs" c="dimmed" p="sm">
            {scoringLine(s)}
            {report.rolls.length
              ? ` Roll-off: ${report.rolls.map((r) => `${r.purpose.replace(/^Final table tie: roll-off, /, '')} ${r.value}`).join(', ')}.`
              : ''}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
