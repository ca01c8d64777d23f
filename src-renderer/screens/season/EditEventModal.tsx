import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchView } from '../../../src-shared/ipc';
import { eventLabel } from '../../components/match/matchText';
import { EventFields, EventForm, type EventValues, useEventSubmit } from '../../components/season/EventFields';
import { useChannelForm } from '../../components/useChannelForm';

const CAMPAIGN_FIELDS = ['track', 'surface', 'kind', 'date', 'heats'] as const;
const CORE_FIELDS = ['track', 'date'] as const;

function EditEventForm({ match, campaign, onClose }: { match: MatchView; campaign: boolean; onClose: () => void }) {
  const form = useChannelForm(
    'schedule.edit',
    {
      matchId: match.id,
      track: match.track,
      // The event's own fields as stored, by their declared names (Dethmetal's surface, kind, heats).
      ...(campaign ? (match.fields as EventValues) : {}),
      date: match.date,
    },
    (m) => {
      notifications.show({ color: 'green', title: `Match ${m.number} changed`, message: eventLabel(m) });
      onClose();
    },
  );
  const fields = campaign ? CAMPAIGN_FIELDS : CORE_FIELDS;
  const stored: Record<string, unknown> = { ...match.fields, track: match.track, date: match.date };
  const changed = fields.filter((k) => (typeof form.values[k] === 'string' ? (form.values[k] as string).trim() : form.values[k]) !== stored[k]);
  const guard = useEventSubmit(() => void form.submit(), changed.length > 0);
  return (
    <EventForm guard={guard}>
      <Stack gap="sm">
        <EventFields
          campaign={campaign}
          form={form}
          dateKey="date"
          guard={guard}
          autofocus
          surfaceDescription="Tread match and hazards"
          heatsDescription="Not below an assigned heat"
        />
        {form.formError && (
          <Text size="sm" c="red" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {changed.length ? `Changes: ${changed.map((k) => (k === 'track' && !campaign ? 'event' : k)).join(', ')}` : 'Nothing changed yet'}
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
    </EventForm>
  );
}

/** Change the event of a match not yet played: track, surface, kind, date, heats (a league without them: its name and date). */
export function EditEventModal({ match, campaign, onClose }: { match: MatchView | null; campaign: boolean; onClose: () => void }) {
  return (
    <Modal opened={match !== null} onClose={onClose} title={match ? `Edit match ${match.number}` : ''} centered>
      {match && <EditEventForm key={match.id} match={match} campaign={campaign} onClose={onClose} />}
    </Modal>
  );
}
