import { dethmetalTeams } from '../../../../src-shared/ipc';
import { Button, Card, EmptyState, Loader, Stack, Tabs, Tooltip } from '@mantine/core';
import { IconClipboardList, IconPrinter, IconSteeringWheel, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '../../../api/ApiProvider';
import { AssistantPanel } from './assistant/AssistantPanel';
import { MatchUnavailable } from '../../../components/match/MatchUnavailable';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { MatchList, type MatchListWords } from '../../../components/match/MatchList';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { eventLabel } from '../../../components/match/matchText';
import { navigate, useRoute } from '../../../shell/routes';
import { ResultTab } from './ResultTab';
import { SetupTab } from './SetupTab';
import { usePrintAction } from '../../../shell/printAction';

const DETHMETAL_WORDS: MatchListWords = {
  empty: "Add the season's events on the Season screen (track, surface, race or arena); each then appears here to set up, play with the assistant and record.",
  action: { scheduled: 'Set it up', ready: 'Play it', inPlay: 'Continue playing', recorded: 'See the result' },
};

/** Match: the season's events, and for one of them its setup, the match assistant and the result. */
export function MatchScreen() {
  const { rest } = useRoute();
  const id = Number(rest[0]);
  // Keyed by the match: another match's page starts afresh, never with this one's forms (seats, result, report).
  return Number.isInteger(id) && id > 0 ? <MatchDetail key={id} matchId={id} tab={rest[1]} /> : <MatchList words={DETHMETAL_WORDS} />;
}

function MatchDetail({ matchId, tab }: { matchId: number; tab: string | undefined }) {
  const view = useQuery('match.get', { matchId });
  const league = useQuery('league.get', {});
  const table = useQuery('assistant.state', { matchId });
  const [printing, setPrinting] = useState(false);
  usePrintAction(view.data && view.data.status !== 'recorded' ? () => setPrinting(true) : null);
  // Once the match was shown recorded, its Result tab stays the screen's default: Ctrl+Z of the recording must
  // leave the organizer on the result he committed, not move him to Setup.
  const [seenRecorded, setSeenRecorded] = useState(false);
  const m = view.data;
  if (m?.status === 'recorded' && !seenRecorded) setSeenRecorded(true);
  if (view.error) {
    return <MatchUnavailable message={view.error.message} />;
  }
  if (!m || !league.data) return <Loader size="sm" />;
  const assigned = dethmetalTeams(m).some((t) => t.assignments.some((a) => a.heat === 1));
  // The screen stays where the organizer is: it opens on the Assistant only once a heat has been started there.
  const current = tab ?? (m.status === 'recorded' || seenRecorded ? 'result' : table.data?.started ? 'assistant' : 'setup');
  return (
    <Stack gap="md">
      <MatchHeading
        match={m}
        teamsJoin=", "
        actions={
          m.status !== 'recorded' && (
            <Tooltip label="Car and driver sheets of every franchise taking part, to take to the table">
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
                Print sheets
              </Button>
            </Tooltip>
          )
        }
      />
      <SheetsPrintDialog
        request={printing ? { kind: 'match', matchId: m.id } : null}
        label={`Sheets — match ${m.number}: ${eventLabel(m)}`}
        onClose={() => setPrinting(false)}
      />
      <Tabs value={current} onChange={(v) => v && navigate('match', m.id, v)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="setup" leftSection={<IconTool size={16} />}>
            Setup
          </Tabs.Tab>
          <Tabs.Tab value="assistant" leftSection={<IconSteeringWheel size={16} />} disabled={m.status === 'recorded'}>
            Assistant
          </Tabs.Tab>
          <Tabs.Tab value="result" leftSection={<IconClipboardList size={16} />}>
            Result
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="setup" pt="md">
          <SetupTab view={m} />
        </Tabs.Panel>
        <Tabs.Panel value="assistant" pt="md">
          {assigned ? (
            <AssistantPanel view={m} />
          ) : (
            <Card withBorder padding="xl">
              <EmptyState
                icon={<IconSteeringWheel size={28} />}
                title="No cars on the track yet"
                description="Make the pre-match rolls and assign each team's cars and competitors to heat 1 in Setup; the assistant then puts them on the track."
              >
                <Button mt="sm" onClick={() => navigate('match', m.id, 'setup')}>
                  Go to Setup
                </Button>
              </EmptyState>
            </Card>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="result" pt="md">
          <ResultTab view={m} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
