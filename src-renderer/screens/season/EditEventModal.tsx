import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchView } from '../../../src-shared/ipc';
import { eventLabel } from '../../components/match/matchText';
import { CORE_EVENT_FIELDS, CORE_EVENT_NAME, type EventFieldsDef } from '../../../src-shared/engine/core/eventFields';
import { EventFields, EventForm, type EventValues, useEventFieldsDef, useEventSubmit } from '../../components/season/EventFields';
import { useChannelForm } from '../../components/useChannelForm';

function EditEventForm({ match, def, onClose }: { match: MatchView; def: EventFieldsDef | null; onClose: () => void }) {
  const form = useChannelForm(
    'schedule.edit',
    {
      matchId: match.id,
      track: match.track,
      // The event's own fields as stored, by their declared names (Dethmetal's surface, kind, heats).
      ...(def ? (match.fields as EventValues) : {}),
      date: match.date,
    },
    (m) => {
      notifications.show({ color: 'green', title: `Match ${m.number} changed`, message: eventLabel(m) });
      onClose();
    },
  );
  const fields = def?.order ?? CORE_EVENT_FIELDS;
  const stored: Record<string, unknown> = { ...match.fields, track: match.track, date: match.date };
  // The event's name as its form labels it (Dethmetal's "track", the core's "event").
  const nameWord = (def?.form.name?.label ?? CORE_EVENT_NAME.label).toLowerCase();
  const changed = fields.filter((k) => (typeof form.values[k] === 'string' ? (form.values[k] as string).trim() : form.values[k]) !== stored[k]);
  const guard = useEventSubmit(() => void form.submit(), changed.length > 0);
  return (
    <EventForm guard={guard}>
      <Stack gap="sm">
        <EventFields def={def} place="edit" form={form} dateKey="date" guard={guard} autofocus />
        {form.formError && (
          <Text size="sm" c="red" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {changed.length ? `Changes: ${changed.map((k) => (k === 'track' ? nameWord : k)).join(', ')}` : 'Nothing changed yet'}
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

/** Change the event of a match not yet played: its name, date and the ruleset's own fields (Dethmetal: surface, kind, heats). */
export function EditEventModal({ match, onClose }: { match: MatchView | null; onClose: () => void }) {
  const def = useEventFieldsDef();
  return (
    <Modal opened={match !== null} onClose={onClose} title={match ? `Edit match ${match.number}` : ''} centered>
      {match && def !== undefined && <EditEventForm key={match.id} match={match} def={def} onClose={onClose} />}
    </Modal>
  );
}
