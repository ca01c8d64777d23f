import { Alert, Badge, Button, Card, Group, Kbd, Loader, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconChevronRight, IconDice5, IconFlag, IconListNumbers, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { isDriverless, movementOrder, positionLabel, type LogItem, type Step } from '../../../../../src-shared/engine/dethmetal/assistant';
import { dethmetalDetails, dethmetalTeams, type AppError, type MatchView } from '../../../../../src-shared/ipc';
import type { CalculatorInput, Resolution } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';
import { useApi } from '../../../../api/ApiProvider';
import { useLeagueSettings } from '../../useLeagueSettings';
import { FinishHeatDialog, CorrectDialog, OrderDialog } from './AssistantDialogs';
import { CalculatorDrawer, type DrawerKind } from './CalculatorDrawer';
import { CarCard, KEY_ACTIONS, type CardAction } from './CarCard';
import { CarTable } from './CarTable';
import { DiceLog } from '../../../../components/match/DiceLog';
import { OddsButton } from '../../../../components/odds/OddsButton';
import { EffectsList, StepsView } from './ResolutionView';
import { useAssistant } from './useAssistant';

const STEPS: { step: Step; phase: 0 | 1 | 2 | 3; label: string }[] = [
  { step: 'initiative', phase: 0, label: 'Initiative' },
  { step: 'speed', phase: 0, label: 'Speed' },
  { step: 'movement', phase: 0, label: 'MP & options' },
  { step: 'phase', phase: 1, label: 'Phase 1' },
  { step: 'phase', phase: 2, label: 'Phase 2' },
  { step: 'phase', phase: 3, label: 'Phase 3' },
  { step: 'end', phase: 0, label: 'End of turn' },
];

const GUIDE: Record<Step, string> = {
  initiative: 'Roll 1d6 + initiative for every car; ties are broken by a straight die roll (Part III › Turn Sequence).',
  speed:
    'Each car declares and resolves its speed change once: one acceleration roll (fuel buys +1 or a second try), or slow down — 1 free, more with driving checks.',
  movement: "Roll movement points (speed + 1d2, 1d3 or 1d6) and the driver's option checks for every car, once each.",
  phase:
    "Cars move lowest initiative first, each spending its MP for the phase; fire at any point during the car's own move. Hazards are checked as they happen.",
  end: 'Pit actions at the table. Fuel every third turn and handling recovery are done (below).',
};

const DRAWER_KINDS: readonly CardAction[] = ['accelerate', 'decelerate', 'maneuver', 'hazard', 'attack', 'collision'];

/** The match assistant: tracker, cars' live cards (or one row each) in movement order, calculators, and the match's dice. */
export function AssistantPanel({ view }: { view: MatchView }) {
  const api = useApi();
  const onError = useCallback((e: AppError) => notifications.show({ color: 'red', title: 'Not done', message: e.message }), []);
  const a = useAssistant(view.id, onError);
  const settings = useLeagueSettings();
  const [drawer, setDrawer] = useState<{ kind: DrawerKind; vehicleId: number } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [lastInline, setLastInline] = useState<Resolution | null>(null);
  const [layout, setLayout] = useState<'cards' | 'table'>('cards');
  const { infos } = a;
  const d = a.state;
  const order = useMemo(() => (d ? movementOrder(d) : []), [d]);
  const cardsInOrder = d ? order.map((id) => d.cards.find((c) => c.vehicleId === id)).filter((c) => c !== undefined) : [];

  const roll = async (calculator: CalculatorInput, apply: boolean): Promise<Resolution | null> => {
    const r = await a.act({ kind: 'roll', calculator, apply });
    return r.ok ? r.value.resolutions[0]! : null;
  };

  const act = async (kind: CardAction, vehicleId: number) => {
    const card = d?.cards.find((c) => c.vehicleId === vehicleId);
    if (!card) return;
    if (kind === 'correct') return setCorrecting(vehicleId);
    if (kind === 'regain')
      return a.edit(
        [
          {
            vehicleId,
            change: { field: 'control', to: 'in-control' },
            why: `${infos.get(vehicleId)?.name}: the ${card.control.replace('-', ' ')} is over`,
            rule: 'Part IV › Loss of Control (gaps.md #43)',
          },
        ],
        'Back in control',
      );
    if ((DRAWER_KINDS as readonly string[]).includes(kind)) return setDrawer({ kind: kind as DrawerKind, vehicleId });
    const r = await roll({ kind, vehicleId } as CalculatorInput, false);
    if (r) setLastInline(r);
  };

  const next = () => {
    setLastInline(null);
    a.advance();
  };

  const rollInitiative = async () => {
    const ids = d?.cards.filter((c) => !isDriverless(c)).map((c) => c.vehicleId) ?? [];
    if (!ids.length) return;
    const r = await roll({ kind: 'initiative', vehicleIds: ids }, true);
    if (r) setLastInline(r);
  };

  useHotkeys([
    ['n', () => !drawer && d?.started && !d.over && next()],
    ...Object.entries(KEY_ACTIONS).map(([key, kind]) => [key, () => selected !== null && !drawer && void act(kind, selected)] as [string, () => void]),
  ]);

  if (a.error) {
    return (
      <Alert color="red" title="The assistant cannot start" role="alert">
        {a.error.message}
      </Alert>
    );
  }
  if (!d || !settings) {
    return (
      <Group p="xl" justify="center">
        <Loader size="sm" />
        <Text c="dimmed">Reading the table…</Text>
      </Group>
    );
  }

  if (!d.started) return <StartHeat state={d} busy={a.busy} onStart={(heat) => void a.act({ kind: 'start-heat', heat })} view={view} />;

  const pos = d.position;
  const stepIndex = STEPS.findIndex((s) => s.step === pos.step && s.phase === pos.phase);
  const pendingTop = d.pending[d.pending.length - 1];
  const nextAssigned = d.startable !== null || dethmetalTeams(view).some((t) => t.assignments.some((x) => x.heat === pos.heat + 1));
  const before = !d.played.includes(pos.heat);

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={4} data-testid="assistant-position" style={{ whiteSpace: 'nowrap' }}>
            {positionLabel(pos, d.over)}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label="Take back the last operation in the league (Ctrl+Z): a roll with its outcome, a step, a heat started">
              <Button variant="default" size="sm" leftSection={<IconArrowBackUp size={16} />} onClick={() => void api.call('journal.undo', {})}>
                Undo step
              </Button>
            </Tooltip>
            <Tooltip label="Set every roll of this heat aside and start it again from the crews assigned now">
              <Button variant="default" size="sm" leftSection={<IconRefresh size={16} />} onClick={() => setRestarting(true)} disabled={before && !d.over}>
                Restart heat
              </Button>
            </Tooltip>
            <Button variant="default" size="sm" leftSection={<IconFlag size={16} />} onClick={() => setFinishing(true)} disabled={d.over}>
              End heat
            </Button>
            <Button size="sm" rightSection={<IconChevronRight size={16} />} onClick={next} disabled={d.over} loading={a.busy} data-testid="next-step">
              Next step{' '}
              <Kbd ml={6} size="xs">
                N
              </Kbd>
            </Button>
          </Group>
        </Group>
        {!d.over && (
          <Group gap={4} wrap="wrap" mt={6}>
            {STEPS.map((s, i) => (
              <Badge
                key={s.label}
                size="sm"
                radius="sm"
                variant={i === stepIndex ? 'filled' : i < stepIndex ? 'light' : 'outline'}
                color={i === stepIndex ? 'orange' : 'gray'}
              >
                {s.label}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed" mt={6}>
          {d.over
            ? `Heat ${pos.heat} is over. ${pos.heat < dethmetalDetails(view).heats ? (nextAssigned ? '' : `Assign heat ${pos.heat + 1} in Setup to play it. `) : ''}Enter the result in the Result tab — it is filled in from the heats played.`
            : before
              ? `Heat ${pos.heat} has ${d.cards.length} car${d.cards.length === 1 ? '' : 's'} from the crews assigned so far; until the first roll, crews assigned or changed in Setup join it. ${GUIDE[pos.step]}`
              : GUIDE[pos.step]}
          {pos.step === 'phase' && !d.over ? ` Order: ${cardsInOrder.map((c) => infos.get(c.vehicleId)?.name).join(' → ')}.` : ''}
        </Text>
        <Group gap="xs" mt="xs" justify="space-between">
          <Group gap="xs">
            {d.over && d.startable && (
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} />}
                onClick={() => void a.act({ kind: 'start-heat', heat: d.startable!.heat })}
                loading={a.busy}
                data-testid="start-heat"
              >
                Start heat {d.startable.heat} with {d.startable.cars} cars
              </Button>
            )}
            {!d.over && pos.step === 'initiative' && (
              <>
                <Button
                  size="xs"
                  leftSection={<IconDice5 size={14} />}
                  onClick={() => void rollInitiative()}
                  loading={a.busy}
                  disabled={d.order !== null}
                  data-testid="roll-initiative"
                >
                  {d.order !== null ? '✓ Initiative rolled' : 'Roll initiative'}
                </Button>
                <OddsButton
                  matchId={view.id}
                  calc={{ kind: 'initiative', vehicleIds: d.cards.filter((c) => !isDriverless(c)).map((c) => c.vehicleId) }}
                  disabled={d.order !== null}
                />
                <Button size="xs" variant="default" leftSection={<IconListNumbers size={14} />} onClick={() => setOrdering(true)} disabled={d.order !== null}>
                  Type the order
                </Button>
              </>
            )}
            {!d.over && pos.step === 'movement' && (
              <>
                <Button
                  size="xs"
                  leftSection={<IconDice5 size={14} />}
                  onClick={() => void a.act({ kind: 'roll-every-car', calculator: 'movement' })}
                  loading={a.busy}
                  data-testid="roll-mp"
                >
                  Roll MP for every car
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDice5 size={14} />}
                  onClick={() => void a.act({ kind: 'roll-every-car', calculator: 'options' })}
                  loading={a.busy}
                >
                  Option checks for every car
                </Button>
              </>
            )}
          </Group>
          <SegmentedControl
            size="xs"
            aria-label="Show the cars as"
            value={layout}
            onChange={(v) => setLayout(v as 'cards' | 'table')}
            data={[
              { value: 'cards', label: 'Cards' },
              { value: 'table', label: 'Table' },
            ]}
          />
        </Group>
      </Paper>

      {(pendingTop || lastInline) && !drawer && (
        <InlineResult
          res={pendingTop ?? lastInline!}
          pending={!!pendingTop}
          infos={infos}
          onApply={() => {
            if (pendingTop) a.apply(pendingTop.ref);
            setLastInline(null);
          }}
          onDismiss={() => setLastInline(null)}
        />
      )}

      {layout === 'table' ? (
        <CarTable cards={cardsInOrder} infos={infos} position={pos} totals={d.totals} acted={d.acted} selected={selected} onSelect={setSelected} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {cardsInOrder.map((c) => (
            <CarCard
              key={c.vehicleId}
              matchId={view.id}
              info={infos.get(c.vehicleId)!}
              card={c}
              position={pos}
              surface={d.surface}
              settings={settings.match}
              initiativeTotal={d.totals[c.vehicleId]}
              move={d.moves[c.vehicleId]}
              acted={d.acted[c.vehicleId] ?? []}
              selected={selected === c.vehicleId}
              onSelect={() => setSelected(c.vehicleId)}
              onAction={(k) => void act(k, c.vehicleId)}
              onMove={(m) => a.setMove(c.vehicleId, m)}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        Keys: click or Tab to a car, then <Kbd size="xs">F</Kbd> fire, <Kbd size="xs">M</Kbd> maneuver, <Kbd size="xs">H</Kbd> hazard, <Kbd size="xs">C</Kbd>{' '}
        collision, <Kbd size="xs">A</Kbd>/<Kbd size="xs">D</Kbd> speed, <Kbd size="xs">P</Kbd> MP, <Kbd size="xs">O</Kbd> options, <Kbd size="xs">R</Kbd>{' '}
        recovery; <Kbd size="xs">N</Kbd> next step; <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Z</Kbd> undoes the last operation.
      </Text>

      <Card withBorder padding="sm">
        <Tabs defaultValue="activity" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="activity">This heat</Tabs.Tab>
            <Tabs.Tab value="dice">Dice log</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="activity" pt="xs">
            <ActivityList log={d.log.filter((l) => l.position.heat === pos.heat)} infos={infos} />
          </Tabs.Panel>
          <Tabs.Panel value="dice" pt="xs">
            <DiceLog matchId={view.id} />
          </Tabs.Panel>
        </Tabs>
      </Card>

      <CalculatorDrawer
        open={drawer !== null}
        kind={drawer?.kind ?? null}
        vehicleId={drawer?.vehicleId ?? null}
        matchId={view.id}
        cards={d.cards}
        infos={infos}
        surface={d.surface}
        settings={settings.match}
        busy={a.busy}
        onClose={() => setDrawer(null)}
        onResolve={a.resolve}
        onApply={a.apply}
      />
      {ordering && (
        <OrderDialog
          opened
          onClose={() => setOrdering(false)}
          initial={d.order ?? d.cards.filter((c) => !isDriverless(c)).map((c) => c.vehicleId)}
          infos={infos}
          onSave={a.setOrder}
        />
      )}
      {correcting !== null && (
        <CorrectDialog
          card={d.cards.find((c) => c.vehicleId === correcting)!}
          info={infos.get(correcting)!}
          onClose={() => setCorrecting(null)}
          onSave={a.edit}
        />
      )}
      {finishing && (
        <FinishHeatDialog
          opened
          onClose={() => setFinishing(false)}
          kind={dethmetalDetails(view).kind}
          cards={d.cards}
          infos={infos}
          heat={pos.heat}
          heats={dethmetalDetails(view).heats}
          nextAssigned={nextAssigned}
          onFinish={(effects, startNext) => void a.act({ kind: 'finish', effects, startNext })}
        />
      )}
      <Modal opened={restarting} onClose={() => setRestarting(false)} title={`Restart heat ${pos.heat}?`} centered>
        <Stack gap="sm">
          <Text size="sm">
            Every roll and step of heat {pos.heat} is set aside (they stay in the journal; Ctrl+Z brings them back), and the heat starts again at turn 1 with
            the {d.assignedNow} car
            {d.assignedNow === 1 ? '' : 's'} assigned to it now.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRestarting(false)}>
              Keep playing
            </Button>
            <Button
              color="red"
              onClick={() => {
                setRestarting(false);
                void a.act({ kind: 'restart-heat', heat: pos.heat, confirm: true });
              }}
            >
              Restart heat {pos.heat}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {a.dialog}
    </Stack>
  );
}

/** Before the first heat: the organizer says when it starts, with every crew assigned by then. */
function StartHeat({
  state,
  busy,
  onStart,
  view,
}: {
  state: NonNullable<ReturnType<typeof useAssistant>['state']>;
  busy: boolean;
  onStart: (heat: number) => void;
  view: MatchView;
}) {
  const teams = dethmetalTeams(view).map((t) => ({ name: t.franchise, cars: t.assignments.filter((x) => x.heat === 1).length }));
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={4}>Heat 1 has not started</Title>
        <Text size="sm" c="dimmed">
          Start it when every franchise's crews are assigned in Setup. Until its first roll, crews assigned or changed later still join it; after that, Restart
          heat starts it again.
        </Text>
        <Group gap="xs">
          {teams.map((t) => (
            <Badge key={t.name} variant="light" color={t.cars ? 'teal' : 'gray'}>
              {t.name}: {t.cars ? `${t.cars} car${t.cars === 1 ? '' : 's'}` : 'not assigned'}
            </Badge>
          ))}
        </Group>
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          disabled={!state.startable}
          loading={busy}
          onClick={() => state.startable && onStart(state.startable.heat)}
          data-testid="start-heat"
        >
          {state.startable ? `Start heat 1 with ${state.startable.cars} car${state.startable.cars === 1 ? '' : 's'}` : 'Assign crews to heat 1 first'}
        </Button>
      </Stack>
    </Card>
  );
}

function InlineResult({
  res,
  pending,
  infos,
  onApply,
  onDismiss,
}: {
  res: Resolution;
  pending: boolean;
  infos: ReturnType<typeof useAssistant>['infos'];
  onApply: () => void;
  onDismiss: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Alert variant="light" color={pending ? 'orange' : 'gray'} title={res.title} withCloseButton={!pending} onClose={onDismiss}>
      <Stack gap={6}>
        <Text size="sm">{res.summary}</Text>
        {res.notes.map((n) => (
          <Text key={n} size="sm">
            {n}
          </Text>
        ))}
        {pending && <EffectsList effects={res.effects} infos={infos} />}
        {open && <StepsView steps={res.steps} infos={infos} />}
        <Group gap="xs">
          {pending && (
            <Button size="xs" onClick={onApply}>
              Apply to cards
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={() => setOpen(!open)}>
            {open ? 'Hide the rolls' : 'Show every roll and modifier'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ActivityList({ log, infos }: { log: LogItem<Resolution>[]; infos: ReturnType<typeof useAssistant>['infos'] }) {
  if (log.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened in this heat yet. Start with the initiative roll.
      </Text>
    );
  return (
    <Stack gap={6} mah={360} style={{ overflowY: 'auto' }}>
      {[...log].reverse().map((item, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <Badge size="xs" variant="outline" color="gray" style={{ flex: 'none' }} mt={3}>
            T{item.position.turn}
            {item.position.phase ? ` P${item.position.phase}` : ''}
          </Badge>
          <Stack gap={0} style={{ minWidth: 0 }}>
            {item.kind === 'resolution' ? (
              <Text size="sm">
                {item.res.summary}
                <Text span size="xs" c="orange">
                  {' '}
                  {item.status === 'pending' ? '(not applied)' : ''}
                </Text>
              </Text>
            ) : (
              <>
                <Text size="sm" fw={600}>
                  {item.kind === 'bookkeeping' ? item.title : item.why}
                </Text>
                <EffectsList effects={item.effects} infos={infos} />
              </>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
