import { Button, Checkbox, ColorSwatch, Group, Modal, ScrollArea, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { car } from '../../../src-shared/engine/dethmetal';
import type { InputOf } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { DraftReportContext, NumberField, useDraftReports } from '../../components/NumberField';
import { dateProblemIn, EventDateInput } from '../../components/EventDateInput';
import { eventDateText } from '../../components/eventDate';
import { useChannelForm } from '../../components/useChannelForm';

type Format = InputOf<'schedule.generate'>['format'];

const FORMATS: { value: Format; label: string; hint: string }[] = [
  { value: 'everyone', label: 'Everyone together', hint: 'Every franchise in each match, one match per round: a race or arena match for the whole league.' },
  {
    value: 'round-robin',
    label: 'Round robin',
    hint: 'Two franchises per match; every pair meets once (twice with a second leg). An odd count gives a bye each round.',
  },
  {
    value: 'swiss',
    label: 'Swiss round',
    hint: 'The next round of two-franchise matches, paired by the standings today, avoiding pairs already scheduled this season.',
  },
];

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

function GenerateForm({ onClose }: { onClose: () => void }) {
  const form = useChannelForm(
    'schedule.generate',
    { format: 'everyone', rounds: 1, double: false, track: '', surface: 'asphalt', kind: 'race', heats: 2, startDate: '', daysBetween: 7 },
    (added) => {
      notifications.show({ color: 'green', title: `${added.length} fixture${added.length === 1 ? '' : 's'} added`, message: 'Ctrl+Z takes them all back.' });
      onClose();
    },
  );
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  // Number boxes whose text does not read yet: the form keeps its last good numbers, so it is not sent meanwhile.
  const counts = useDraftReports();
  const v = form.values;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const problem = dateProblemIn(e.currentTarget);
        setDateProblem(problem);
        if (!problem && Object.keys(counts.drafts).length === 0) void form.submit();
      }}
      noValidate
    >
      <DraftReportContext.Provider value={counts.report}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Format"
            value={v.format}
            onChange={(f) => form.setField('format', f as Format)}
            data={FORMATS.map((f) => ({ value: f.value, label: f.label }))}
          />
          <Text size="xs" c="dimmed">
            {FORMATS.find((f) => f.value === v.format)!.hint}
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
          <TextInput
            label="Track"
            description="Every generated match; change any of them afterwards"
            placeholder="e.g. Denver Speedway"
            required
            data-autofocus
            value={v.track}
            error={form.errors.track}
            onChange={(e) => form.setField('track', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <Select
              label="Road surface"
              allowDeselect={false}
              value={v.surface}
              error={form.errors.surface}
              onChange={(s) => s && form.setField('surface', s as typeof v.surface)}
              data={car.ROAD_SURFACES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            />
            <NumberField
              label="Heats"
              path="heats"
              name="Heats"
              min={1}
              max={5}
              value={v.heats ?? 2}
              problem={form.errors.heats}
              onValue={(n) => n !== null && form.setField('heats', n)}
            />
            <SegmentedControl
              mt="lg"
              aria-label="Kind of event"
              value={v.kind}
              onChange={(k) => form.setField('kind', k as 'race' | 'arena')}
              data={[
                { value: 'race', label: 'Race' },
                { value: 'arena', label: 'Arena' },
              ]}
            />
          </Group>
          <Group grow align="flex-start">
            <EventDateInput
              value={v.startDate ?? ''}
              error={dateProblem ?? form.errors.startDate}
              onProblem={setDateProblem}
              onChange={(d) => form.setField('startDate', d)}
            />
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
          </Group>
          {v.track.trim() ? <Preview input={v} /> : <Text size="sm">Name the track to see the fixtures.</Text>}
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
      </DraftReportContext.Provider>
    </form>
  );
}

/** "Generate fixtures…": a format, one event for every match, and the fixtures shown before anything is added. */
export function GenerateFixturesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Generate fixtures" size="lg">
      {opened && <GenerateForm onClose={onClose} />}
    </Modal>
  );
}
