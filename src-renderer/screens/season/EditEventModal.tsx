import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { car } from '../../../src-shared/engine/dethmetal';
import type { MatchView } from '../../../src-shared/ipc';
import { DraftReportContext, NumberField, useDraftReports } from '../../components/NumberField';
import { eventLabel } from '../../components/match/matchText';
import { useChannelForm } from '../../components/useChannelForm';
import { dateProblemIn, EventDateInput } from '../../components/EventDateInput';

const FIELDS = ['track', 'surface', 'kind', 'date', 'heats'] as const;

function EditEventForm({ match, onClose }: { match: MatchView; onClose: () => void }) {
  const form = useChannelForm(
    'schedule.edit',
    {
      matchId: match.id,
      track: match.track,
      surface: match.surface as 'asphalt',
      kind: match.kind === 'match' ? undefined : match.kind,
      date: match.date,
      heats: match.heats,
    },
    (m) => {
      notifications.show({ color: 'green', title: `Match ${m.number} changed`, message: eventLabel(m) });
      onClose();
    },
  );
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  // Number boxes whose text does not read yet: the form keeps its last good numbers, so it is not sent meanwhile.
  const counts = useDraftReports();
  const changed = FIELDS.filter((k) => (typeof form.values[k] === 'string' ? (form.values[k] as string).trim() : form.values[k]) !== match[k]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const problem = dateProblemIn(e.currentTarget);
        setDateProblem(problem);
        if (changed.length && !problem && Object.keys(counts.drafts).length === 0) void form.submit();
      }}
      noValidate
    >
      <DraftReportContext.Provider value={counts.report}>
        <Stack gap="sm">
          <TextInput
            label="Track"
            required
            data-autofocus
            value={form.values.track ?? ''}
            error={form.errors.track}
            onChange={(e) => form.setField('track', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <Select
              label="Road surface"
              description="Tread match and hazards"
              allowDeselect={false}
              value={form.values.surface ?? null}
              error={form.errors.surface}
              onChange={(v) => v && form.setField('surface', v as typeof form.values.surface)}
              data={car.ROAD_SURFACES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            />
            <NumberField
              label="Heats"
              path="heats"
              name="Heats"
              description="Not below an assigned heat"
              min={1}
              max={5}
              value={form.values.heats ?? 1}
              problem={form.errors.heats}
              onValue={(n) => n !== null && form.setField('heats', n)}
            />
          </Group>
          <SegmentedControl
            aria-label="Kind of event"
            value={form.values.kind ?? 'race'}
            onChange={(v) => form.setField('kind', v as 'race' | 'arena')}
            data={[
              { value: 'race', label: 'Race' },
              { value: 'arena', label: 'Arena' },
            ]}
          />
          <EventDateInput
            value={form.values.date ?? ''}
            error={dateProblem ?? form.errors.date}
            onProblem={setDateProblem}
            onChange={(d) => form.setField('date', d)}
          />
          {form.formError && (
            <Text size="sm" c="red" role="alert">
              {form.formError}
            </Text>
          )}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {changed.length ? `Changes: ${changed.join(', ')}` : 'Nothing changed yet'}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={form.submitting} disabled={changed.length === 0}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </DraftReportContext.Provider>
    </form>
  );
}

/** Change the event of a match not yet played: track, surface, kind, date, heats. */
export function EditEventModal({ match, onClose }: { match: MatchView | null; onClose: () => void }) {
  return (
    <Modal opened={match !== null} onClose={onClose} title={match ? `Edit match ${match.number}` : ''} centered>
      {match && <EditEventForm key={match.id} match={match} onClose={onClose} />}
    </Modal>
  );
}
