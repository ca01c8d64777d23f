import { ActionIcon, Anchor, Badge, Button, Card, ColorSwatch, EmptyState, Grid, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { car } from '../../../src-shared/engine/dethmetal';
import type { SeasonView } from '../../../src-shared/ipc';
import { useApi, useQuery } from '../../api/ApiProvider';
import { useChannelForm } from '../../components/useChannelForm';
import { hrefOf } from '../../shell/routes';
import { STATUS, eventLabel } from '../../components/match/matchText';

function AddEvent({ full }: { full: boolean }) {
  const franchises = useQuery('franchise.list', {});
  const form = useChannelForm('schedule.add', { track: '', surface: 'asphalt', kind: 'race', date: '', heats: 2 }, (m) =>
    notifications.show({ color: 'green', title: `Match ${m.number} scheduled`, message: eventLabel(m) }),
  );
  const [some, setSome] = useState<string[]>([]);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        Add an event
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label="Track" placeholder="e.g. Denver Speedway" required value={form.values.track} error={form.errors.track} onChange={(e) => form.setField('track', e.currentTarget.value)} />
          <Group grow align="flex-start">
            <Select
              label="Road surface"
              description="Sets the tread match and hazards"
              allowDeselect={false}
              value={form.values.surface}
              error={form.errors.surface}
              onChange={(v) => v && form.setField('surface', v as typeof form.values.surface)}
              data={car.ROAD_SURFACES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            />
            <NumberInput label="Heats" description="gaps.md #37: two" min={1} max={5} allowDecimal={false} value={form.values.heats} error={form.errors.heats} onChange={(v) => form.setField('heats', Number(v) || 1)} />
          </Group>
          <SegmentedControl
            aria-label="Kind of event"
            value={form.values.kind}
            onChange={(v) => form.setField('kind', v as 'race' | 'arena')}
            data={[
              { value: 'race', label: 'Race' },
              { value: 'arena', label: 'Arena' },
            ]}
          />
          <TextInput label="Date" placeholder="Optional, e.g. 14 June" value={form.values.date ?? ''} error={form.errors.date} onChange={(e) => form.setField('date', e.currentTarget.value)} />
          <MultiSelect
            label="Franchises taking part"
            description="Empty: every founded franchise"
            clearable
            value={some}
            error={form.errors.franchiseIds ?? Object.entries(form.errors).find(([k]) => k.startsWith('franchiseIds.'))?.[1]}
            onChange={(v) => {
              setSome(v);
              form.setField('franchiseIds', v.length ? v.map(Number) : undefined);
            }}
            data={(franchises.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          />
          {form.formError && (
            <Text size="sm" c="red" role="alert">
              {form.formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconCalendarPlus size={16} />} loading={form.submitting} disabled={full}>
              Add to the schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The season's schedule: events in order, their state, and the form to add one. */
export function ScheduleTab({ season }: { season: SeasonView | null }) {
  const schedule = useQuery('schedule.list', {});
  const franchises = useQuery('franchise.list', {});
  const noFranchises = franchises.data !== undefined && franchises.data.length === 0;
  const api = useApi();
  const [removing, setRemoving] = useState<number | null>(null);
  const rows = schedule.data ?? [];
  const full = !!season && rows.length >= season.seasonLength;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Card withBorder padding={rows.length ? 0 : 'lg'}>
          {rows.length === 0 ? (
            <EmptyState
              title="Nothing scheduled yet"
              description={
                noFranchises
                  ? 'A match needs founded franchises: add and found them on the League screen, then schedule the first event here.'
                  : "Add the season's first event with the form: track, road surface and whether it is a race or an arena match."
              }
            />
          ) : (
            <Table aria-label="Schedule" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} ta="right">
                    #
                  </Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Teams</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td ta="right" fw={700}>
                      {m.number}
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={hrefOf('match', m.id)} size="sm" fw={600}>
                        {eventLabel(m)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {m.heats} heat{m.heats === 1 ? '' : 's'}
                        {m.date ? ` · ${m.date}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {m.teams.map((t) => (
                          <Tooltip key={t.franchiseId} label={t.franchise}>
                            <ColorSwatch color={t.colour} size={14} />
                          </Tooltip>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={STATUS[m.status].hint}>
                        <Badge color={STATUS[m.status].colour} variant="light">
                          {STATUS[m.status].label}
                        </Badge>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      {m.status !== 'recorded' && (
                        <Tooltip label={`Remove match ${m.number}; later matches move up (Ctrl+Z brings it back)`}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove match ${m.number}`}
                            loading={removing === m.id}
                            onClick={async () => {
                              setRemoving(m.id);
                              const r = await api.call('schedule.remove', { matchId: m.id });
                              setRemoving(null);
                              if (!r.ok) notifications.show({ color: 'red', message: r.error.message });
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        {full && (
          <Text size="sm" c="dimmed" mt="xs">
            The season has its {season!.seasonLength} matches. Record them, then end the season on the Season end tab.
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <AddEvent full={full} />
      </Grid.Col>
    </Grid>
  );
}
