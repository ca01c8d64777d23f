import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconChevronDown, IconChevronUp, IconGripVertical, IconListNumbers, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { MatchView, SeasonView } from '../../../src-shared/ipc';
import type { RemovalPreview } from '../../../src-shared/ipc/channels/matches';
import { useApi, useQuery } from '../../api/ApiProvider';
import { useChannelForm } from '../../components/useChannelForm';
import { EventFields, EventForm, initialEvent, useEventFieldsDef, useOwnEventFields, useEventSubmit } from '../../components/season/EventFields';
import { type EventFieldsDef, scheduleWords } from '../../../src-shared/engine/core/eventFields';
import { useCapabilities } from '../../shell/capabilities';
import { hrefOf } from '../../shell/routes';
import { MatchStatusBadge, MatchTeams } from '../../components/match/MatchTeams';
import { eventDetail, eventLabel } from '../../components/match/matchText';
import { blockedTeams, useShortfalls } from '../../components/season/Shortfalls';
import { EditEventModal } from './EditEventModal';
import { GenerateFixturesModal } from './GenerateFixturesModal';
import { RemoveMatchModal } from './RemoveMatchModal';
import { scheduleOrder } from './scheduleOrder';

/** Drawn once the league's ruleset is known (`def` not undefined): the form's first values are its fields' defaults. */
function AddEvent({ full, def }: { full: boolean; def: EventFieldsDef | null }) {
  const franchises = useQuery('franchise.list', {});
  const form = useChannelForm('schedule.add', { ...initialEvent(def), track: '', date: '' }, (m) =>
    notifications.show({ color: 'green', title: `Match ${m.number} scheduled`, message: eventLabel(m) }),
  );
  const [some, setSome] = useState<string[]>([]);
  const guard = useEventSubmit(() => void form.submit());
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        Add an event
      </Title>
      <EventForm guard={guard}>
        <Stack gap="sm">
          <EventFields def={def} place="add" form={form} dateKey="date" guard={guard} />
          <MultiSelect
            label={scheduleWords(def).teams.label}
            description={scheduleWords(def).teams.description}
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
      </EventForm>
    </Card>
  );
}

/** The season's schedule: events in order (drag, the arrow buttons, or the arrow keys on a row's handle to reorder), and the form to add one. */
export function ScheduleTab({ season }: { season: SeasonView | null }) {
  const schedule = useQuery('schedule.list', {});
  const short = useShortfalls();
  const franchises = useQuery('franchise.list', {});
  const noFranchises = franchises.data !== undefined && franchises.data.length === 0;
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  const [editing, setEditing] = useState<MatchView | null>(null);
  const [generating, setGenerating] = useState(false);
  const [removing, setRemoving] = useState<RemovalPreview | null>(null);
  const [dragging, setDragging] = useState<MatchView | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const rows = schedule.data ?? [];

  // Events with fields of the ruleset's own (Dethmetal's surface, kind and heats), a season length (a house rule) and
  // matches played in order are each a capability of the ruleset, not a matter of which ruleset it is.
  const ownFields = useOwnEventFields();
  const eventDef = useEventFieldsDef();
  const caps = useCapabilities();
  const full = caps?.schedule.seasonLength !== false && !!season && rows.length >= season.seasonLength;
  const order = scheduleOrder(rows, caps?.schedule.playedInOrder === true);
  // A result recorded through the ruleset's own match screens (its own after-result step) has its report there.
  const ownReport = caps?.steps.afterResult === 'own';

  // A row moved by keyboard keeps the focus on its handle once the new order has arrived.
  useEffect(() => {
    const id = refocus.current;
    if (id !== null && rows.find((m) => m.id === id)) {
      handles.current.get(id)?.focus();
      refocus.current = null;
    }
  }, [rows]);

  const remove = async (matchId: number) => {
    setBusy(matchId);
    const r = await api.call('schedule.remove', { matchId });
    setBusy(null);
    setRemoving(null);
    if (!r.ok) notifications.show({ color: 'red', message: r.error.message });
  };
  // A match with play on its table asks first, saying what goes with it; one not yet played goes at once (Ctrl+Z).
  const askRemove = async (m: MatchView) => {
    setBusy(m.id);
    const p = await api.call('schedule.removePreview', { matchId: m.id });
    setBusy(null);
    if (!p.ok) return notifications.show({ color: 'red', message: p.error.message });
    if (p.value.tableEvents > 0) return setRemoving(p.value);
    await remove(m.id);
  };

  const move = async (m: MatchView, to: number, keepFocus = false) => {
    if (busy !== null || !order.canGo(m, to)) return;
    setBusy(m.id);
    const r = await api.call('schedule.move', { matchId: m.id, to });
    setBusy(null);
    if (r.ok) {
      if (keepFocus) refocus.current = m.id;
      setAnnounce(`${eventLabel(m)} is now match ${to} of ${rows.length}.`);
    } else notifications.show({ color: 'red', title: 'Not moved', message: r.error.message });
  };

  const onHandleKey = (e: KeyboardEvent, m: MatchView) => {
    const to = { ArrowUp: m.number - 1, ArrowDown: m.number + 1, Home: order.firstFree(m), End: order.lastFree(m) }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const why = order.whyNot(m, to);
    if (why) setAnnounce(why);
    else void move(m, to, true);
  };

  const dropProps = (target: MatchView) => ({
    onDragOver: (e: DragEvent) => {
      if (!dragging || !order.canGo(dragging, target.number)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setOver(target.number);
    },
    onDragLeave: () => setOver((n) => (n === target.number ? null : n)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const m = dragging;
      setDragging(null);
      setOver(null);
      if (m) void move(m, target.number);
    },
  });

  // Where the dragged match would land: a line above the target when it moves up, below when it moves down.
  const dropLine = (m: MatchView) =>
    dragging && over === m.number && dragging.id !== m.id
      ? { boxShadow: `inset 0 ${m.number < dragging.number ? 3 : -3}px 0 var(--mantine-color-orange-6)` }
      : undefined;

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
                  : scheduleWords(eventDef).empty
              }
            />
          ) : (
            <Table aria-label="Schedule" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>
                    <VisuallyHidden>Reorder</VisuallyHidden>
                  </Table.Th>
                  <Table.Th w={36} ta="right">
                    #
                  </Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Teams</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th w={128}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => {
                  const fixed = order.fixedReason(m);
                  const up = order.canGo(m, m.number - 1);
                  const down = order.canGo(m, m.number + 1);
                  return (
                    <Table.Tr
                      key={m.id}
                      data-testid={`schedule-row-${m.id}`}
                      draggable={!fixed && busy === null}
                      onDragStart={(e) => {
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', String(m.id));
                        setDragging(m);
                      }}
                      onDragEnd={() => {
                        setDragging(null);
                        setOver(null);
                      }}
                      {...dropProps(m)}
                      style={{ opacity: dragging?.id === m.id ? 0.5 : 1, ...dropLine(m) }}
                    >
                      <Table.Td px={4}>
                        {fixed ? (
                          <Tooltip label={fixed} multiline maw={260}>
                            <IconGripVertical size={16} color="var(--mantine-color-dimmed)" opacity={0.3} aria-hidden />
                          </Tooltip>
                        ) : (
                          <Tooltip label="Drag to reorder, or focus and press ↑ ↓ (Home, End)" openDelay={400}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              style={{ cursor: 'grab' }}
                              aria-label={`Reorder match ${m.number}: up and down arrow keys`}
                              aria-keyshortcuts="ArrowUp ArrowDown Home End"
                              ref={(el) => {
                                if (el) handles.current.set(m.id, el);
                                else handles.current.delete(m.id);
                              }}
                              onKeyDown={(e) => onHandleKey(e, m)}
                            >
                              <IconGripVertical size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {m.number}
                      </Table.Td>
                      <Table.Td>
                        <Anchor href={hrefOf('match', m.id)} size="sm" fw={600} draggable={false}>
                          {eventLabel(m)}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {eventDetail(m)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <MatchTeams match={m} />
                      </Table.Td>
                      <Table.Td>
                        {blockedTeams(m, short).length > 0 ? (
                          <Tooltip
                            label={blockedTeams(m, short)
                              .map((f) => `${f.name}: ${f.problems.map((p) => p.message).join(' ')}`)
                              .join(' ')}
                            multiline
                            maw={320}
                          >
                            <Badge color="orange" variant="light" style={{ minWidth: 'max-content' }} data-testid={`blocked-${m.number}`}>
                              Blocked
                            </Badge>
                          </Tooltip>
                        ) : (
                          <MatchStatusBadge match={m} />
                        )}
                      </Table.Td>
                      <Table.Td>
                        {m.status === 'recorded' ? (
                          ownReport ? (
                            <Anchor href={hrefOf('match', m.id, 'result')} size="xs">
                              Post-match report
                            </Anchor>
                          ) : (
                            <Anchor href={hrefOf('match', m.id)} size="xs">
                              Result
                            </Anchor>
                          )
                        ) : (
                          <Group gap={2} wrap="nowrap" justify="flex-end">
                            <Tooltip label={order.whyNot(m, m.number - 1) ?? `Move up to place ${m.number - 1}`} multiline maw={260}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Move match ${m.number} up`}
                                disabled={!up}
                                loading={busy === m.id}
                                onClick={() => void move(m, m.number - 1)}
                              >
                                <IconChevronUp size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={order.whyNot(m, m.number + 1) ?? `Move down to place ${m.number + 1}`} multiline maw={260}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Move match ${m.number} down`}
                                disabled={!down}
                                onClick={() => void move(m, m.number + 1)}
                              >
                                <IconChevronDown size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={scheduleWords(eventDef).edit}>
                              <ActionIcon variant="subtle" color="gray" aria-label={`Edit match ${m.number}`} onClick={() => setEditing(m)}>
                                <IconPencil size={16} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={`Remove match ${m.number} (with its table, if play has started); later matches move up (Ctrl+Z brings it back)`}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Remove match ${m.number}`}
                                disabled={busy !== null}
                                onClick={() => void askRemove(m)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <VisuallyHidden aria-live="polite" data-testid="schedule-announcer">
          {announce}
        </VisuallyHidden>
        {rows.some((m) => m.status === 'scheduled') && (
          <Text size="xs" c="dimmed" mt="xs">
            Reorder the matches not yet played by dragging a row, with the arrows, or with ↑ ↓ on a row's handle; played matches and the one with its pre-match
            rolls keep their places.
          </Text>
        )}
        {full && (
          <Text size="sm" c="dimmed" mt="xs">
            The season has its {season!.seasonLength} matches. Record them, then end the season on the Season end tab.
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <Group justify="flex-end">
            <Tooltip label="Round robin, everyone together or a Swiss round: see the fixtures before they are added">
              <Button variant="light" leftSection={<IconListNumbers size={16} />} disabled={full || noFranchises} onClick={() => setGenerating(true)}>
                Generate fixtures…
              </Button>
            </Tooltip>
          </Group>
          {ownFields !== undefined && eventDef !== undefined && <AddEvent key={String(ownFields)} full={full} def={eventDef} />}
        </Stack>
      </Grid.Col>
      <EditEventModal match={editing} onClose={() => setEditing(null)} />
      <RemoveMatchModal preview={removing} busy={busy !== null} onRemove={(id) => void remove(id)} onClose={() => setRemoving(null)} />
      <GenerateFixturesModal opened={generating} onClose={() => setGenerating(false)} />
    </Grid>
  );
}
