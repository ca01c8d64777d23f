import { Button, Checkbox, ColorSwatch, Group, Modal, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { InputOf } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { NumberField } from '../../components/NumberField';
import { CORE_EVENT_NAME, type EventFieldsDef } from '../../../src-shared/engine/core/eventFields';
import { EventFields, EventForm, initialEvent, useEventFieldsDef, useEventSubmit } from '../../components/season/EventFields';
import { eventDateText } from '../../components/eventDate';
import { useChannelForm } from '../../components/useChannelForm';
import { useTeamWords } from '../../components/teamWords';

type Format = InputOf<'schedule.generate'>['format'];

// In the ruleset's own word for a team ("franchise", "team", "player").
const FORMATS = (team: string): { value: Format; label: string; hint: string }[] => {
  return [
    {
      value: 'everyone',
      label: 'Everyone together',
      hint: `Every ${team} in each match, one match per round: one meeting for the whole league.`,
    },
    {
      value: 'round-robin',
      label: 'Round robin',
      hint: `Two ${team}s per match; every pair meets once (twice with a second leg). An odd count gives a bye each round.`,
    },
    {
      value: 'swiss',
      label: 'Swiss round',
      hint: `The next round of two-${team} matches, paired by the standings today, avoiding pairs already scheduled this season.`,
    },
  ];
};

/** The fixtures the generator would add, as the preview channel reports them. */
function Preview({ input }: { input: InputOf<'schedule.generatePreview'> }) {
  const plan = useQuery('schedule.generatePreview', input);
  if (plan.error)
    return (
      <Text size="sm" c="red" role="alert" data-testid="fixtures-problem">
        {plan.error.message}
      </Text>
    );
  if (!plan.data) return <Text size="sm">Working out the fixtures…</Text>;
  const { fixtures, byes, seasonNumber } = plan.data;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} data-testid="fixtures-summary">
        {fixtures.length} match{fixtures.length === 1 ? '' : 'es'} for season {seasonNumber}, numbered from {fixtures[0]?.number ?? 1}
      </Text>
      <ScrollArea.Autosize mah={260} type="auto">
        <Table aria-label="Fixtures to add" verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} ta="right">
                #
              </Table.Th>
              <Table.Th w={60}>Round</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Teams</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fixtures.map((f) => (
              <Table.Tr key={f.number}>
                <Table.Td ta="right" fw={700}>
                  {f.number}
                </Table.Td>
                <Table.Td>{f.round}</Table.Td>
                <Table.Td>{f.date ? eventDateText(f.date) : '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    {f.teams.map((t, i) => (
                      <Group key={t.franchiseId} gap={4} wrap="nowrap">
                        {i > 0 && f.teams.length === 2 && <Text size="xs">v</Text>}
                        <ColorSwatch color={t.colour} size={12} />
                        <Text size="sm">{t.franchise}</Text>
                      </Group>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {byes.length > 0 && (
        <Text size="xs" c="dimmed">
          Byes: {byes.map((b) => `round ${b.round}, ${b.franchise}`).join('; ')}
        </Text>
      )}
    </Stack>
  );
}

function GenerateForm({ def, onClose }: { def: EventFieldsDef | null; onClose: () => void }) {
  const team = useTeamWords()?.one ?? 'team';
  const form = useChannelForm(
    'schedule.generate',
    { format: 'everyone', rounds: 1, double: false, ...initialEvent(def), track: '', startDate: '', daysBetween: 7 },
    (added) => {
      notifications.show({ color: 'green', title: `${added.length} fixture${added.length === 1 ? '' : 's'} added`, message: 'Ctrl+Z takes them all back.' });
      onClose();
    },
  );
  const guard = useEventSubmit(() => void form.submit());
  const v = form.values;
  return (
    <EventForm guard={guard}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Format"
          value={v.format}
          onChange={(f) => form.setField('format', f as Format)}
          data={FORMATS(team).map((f) => ({ value: f.value, label: f.label }))}
        />
        <Text size="xs" c="dimmed">
          {FORMATS(team).find((f) => f.value === v.format)!.hint}
        </Text>
        <Group grow align="flex-start">
          {v.format === 'everyone' && (
            <NumberField
              label="Matches"
              path="rounds"
              name="Matches"
              min={1}
              max={40}
              value={v.rounds ?? 1}
              problem={form.errors.rounds}
              onValue={(n) => n !== null && form.setField('rounds', n)}
            />
          )}
          {v.format === 'round-robin' && (
            <Checkbox
              mt="lg"
              label="Second leg (home and away swapped)"
              checked={v.double}
              onChange={(e) => form.setField('double', e.currentTarget.checked)}
            />
          )}
        </Group>
        <EventFields
          def={def}
          place="generate"
          form={form}
          dateKey="startDate"
          guard={guard}
          autofocus
          oneRow
          trackDescription="Every generated match; change any of them afterwards"
          besideDate={
            <NumberField
              label="Days between rounds"
              path="daysBetween"
              name="Days between rounds"
              description="From the first round's date"
              min={0}
              max={90}
              value={v.daysBetween ?? 7}
              problem={form.errors.daysBetween}
              onValue={(n) => n !== null && form.setField('daysBetween', n)}
            />
          }
        />
        {v.track.trim() ? (
          <Preview input={v} />
        ) : (
          <Text size="sm">Name the {(def?.form.name?.label ?? CORE_EVENT_NAME.label).toLowerCase()} to see the fixtures.</Text>
        )}
        {form.formError && (
          <Text size="sm" c="red" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconCalendarPlus size={16} />} loading={form.submitting}>
            Add to the schedule
          </Button>
        </Group>
      </Stack>
    </EventForm>
  );
}

/** "Generate fixtures…": a format, one event for every match, and the fixtures shown before anything is added. */
export function GenerateFixturesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The form starts from the ruleset's declared defaults, so it waits for the league.
  const def = useEventFieldsDef();
  return (
    <Modal opened={opened} onClose={onClose} title="Generate fixtures" size="lg">
      {opened && def !== undefined && <GenerateForm def={def} onClose={onClose} />}
    </Modal>
  );
}
