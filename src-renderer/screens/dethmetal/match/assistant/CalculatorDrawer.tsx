import { Alert, Button, Checkbox, Divider, Drawer, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDice5 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { car as carRules, match } from '../../../../../src-shared/engine/dethmetal';
import type { AssistantCarInfo, CalculatorInput, CarState, Resolution } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';
import { DraftReportContext } from '../../../../components/NumberField';
import { CountField, useCountProblems } from '../../../../components/match/CountField';
import { OddsPanel } from '../../../../components/odds/OddsPanel';
import { useQuery } from '../../../../api/ApiProvider';
import { maxHandlingNow, targetOrder } from '../../../../../src-shared/engine/dethmetal/assistant';
import { EffectsList, StepsView } from './ResolutionView';
import { organizerText } from '../../../../../src-shared/text/rulesText';

export type DrawerKind = 'accelerate' | 'decelerate' | 'maneuver' | 'hazard' | 'attack' | 'collision';

const SIDES = ['front', 'back', 'left', 'right'] as const;
const TITLES: Record<DrawerKind, string> = {
  accelerate: 'Accelerate',
  decelerate: 'Slow down',
  maneuver: 'Maneuver',
  hazard: 'Hazard',
  attack: 'Fire a weapon',
  collision: 'Collision',
};

/** The first calculator input for a car: sensible defaults from its card (turn mode met, nearest target, …). */
function initial(
  kind: DrawerKind,
  card: CarState,
  info: AssistantCarInfo,
  cards: CarState[],
  infos: ReadonlyMap<number, AssistantCarInfo>,
  surface: carRules.RoadSurface,
  settings: match.MatchSettings,
): CalculatorInput {
  const other = targetOrder(card.vehicleId, cards, (id) => infos.get(id)?.franchiseId)[0] ?? card.vehicleId;
  switch (kind) {
    case 'accelerate':
      return { kind, vehicleId: card.vehicleId, fuelBonus: card.fuelBonus ? 'carried' : 'none', secondAttemptWithFuel: false };
    case 'decelerate':
      return { kind, vehicleId: card.vehicleId, shed: 1 };
    case 'maneuver': {
      const talents = info.crew.find((c) => c.role === 'driver')!.talents;
      const tm = match.turnModeOnSurface(
        carRules.turnMode(card.speed, maxHandlingNow(card, info.maxHandling), info.tweaks),
        surface,
        talents,
        settings,
      ).turnMode;
      return { kind, vehicleId: card.vehicleId, maneuver: 'turn', side: 'left', hexesStraight: tm, hazardThisOrPreviousMp: false, roadHazard: null };
    }
    case 'hazard':
      return { kind, vehicleId: card.vehicleId, hazard: { type: 'road', road: 'debris' } };
    case 'attack': {
      const w =
        info.weapons.find((x) => x.attacks && (card.weapons.find((s) => s.id === x.id)?.ammo ?? 0) > 0) ??
        info.weapons.find((x) => x.attacks) ??
        info.weapons[0];
      return {
        kind,
        vehicleId: card.vehicleId,
        role: 'driver',
        weaponId: w?.id ?? 'm1',
        targetId: other,
        sideHit: 'front',
        hexes: 3,
        smoke: false,
        targetInFrontArc: true,
        shootingForTires: false,
      };
    }
    case 'collision':
      return {
        kind,
        type: 't-bone',
        vehicleId: card.vehicleId,
        targetId: other === card.vehicleId ? null : other,
        targetSideHit: 'left',
        movingSideHit: 'front',
      };
  }
}

type HazardInput = Extract<CalculatorInput, { kind: 'hazard' | 'caltrops' }>;

/**
 * What the car meets: a road hazard, an obstacle, oil, damage, or a caltrops marker (Part V › Oil and Caltrops), which
 * is its own calculator (a tire-damage roll, no driving check) offered beside the hazards it is met among.
 */
function HazardKind({ input, set }: { input: HazardInput; set: (i: CalculatorInput) => void }) {
  const { vehicleId } = input;
  return (
    <SegmentedControl
      fullWidth
      aria-label="Hazard"
      value={input.kind === 'caltrops' ? 'caltrops' : input.hazard.type}
      onChange={(v) =>
        set(
          v === 'caltrops'
            ? { kind: 'caltrops', vehicleId }
            : {
                kind: 'hazard',
                vehicleId,
                hazard:
                  v === 'road'
                    ? { type: 'road', road: 'debris' }
                    : v === 'obstacle'
                      ? { type: 'obstacle', rating: 2, maneuvering: false }
                      : v === 'oil-entry'
                        ? { type: 'oil-entry' }
                        : { type: 'damaged' },
              },
        )
      }
      data={[
        { value: 'road', label: 'Road' },
        { value: 'obstacle', label: 'Obstacle' },
        { value: 'oil-entry', label: 'Into oil' },
        { value: 'damaged', label: 'Damaged' },
        { value: 'caltrops', label: 'Caltrops' },
      ]}
    />
  );
}

function Fields({
  input,
  set,
  info,
  infos,
  cards,
}: {
  input: CalculatorInput;
  set: (i: CalculatorInput) => void;
  info: AssistantCarInfo;
  infos: ReadonlyMap<number, AssistantCarInfo>;
  cards: CarState[];
}) {
  const self = 'vehicleId' in input ? input.vehicleId : null;
  const others = (self === null ? [] : targetOrder(self, cards, (id) => infos.get(id)?.franchiseId))
    .map((id) => cards.find((c) => c.vehicleId === id)!)
    .map((c) => ({
      value: String(c.vehicleId),
      label: `${infos.get(c.vehicleId)?.name ?? c.vehicleId} (${infos.get(c.vehicleId)?.franchiseId === info.franchiseId ? 'team-mate' : (infos.get(c.vehicleId)?.franchise ?? '')}, speed ${c.speed})`,
    }));
  switch (input.kind) {
    case 'accelerate':
      return (
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label="Fuel bonus"
            value={input.fuelBonus}
            onChange={(v) => set({ ...input, fuelBonus: v as typeof input.fuelBonus })}
            data={[
              { value: 'none', label: 'No fuel' },
              { value: 'buy', label: 'Spend 1 fuel: +1' },
              { value: 'carried', label: '+1 still running' },
            ]}
          />
          <Checkbox
            label="Spend a point of fuel on a second attempt if the first fails"
            checked={input.secondAttemptWithFuel}
            onChange={(e) => set({ ...input, secondAttemptWithFuel: e.currentTarget.checked })}
          />
        </Stack>
      );
    case 'decelerate':
      return (
        <CountField
          label="Speed to shed"
          name="Speed to shed"
          description="The first point is free; each further one needs a driving check"
          min={1}
          max={4}
          value={input.shed}
          onValue={(v) => v !== null && set({ ...input, shed: v })}
        />
      );
    case 'maneuver':
      return (
        <Stack gap="sm">
          <Group grow>
            <SegmentedControl
              aria-label="Maneuver"
              value={input.maneuver}
              onChange={(v) => set({ ...input, maneuver: v as 'turn' | 'drift' })}
              data={[
                { value: 'turn', label: 'Hex-side turn' },
                { value: 'drift', label: 'Drift' },
              ]}
            />
            <SegmentedControl
              aria-label="Direction"
              value={input.side}
              onChange={(v) => set({ ...input, side: v as 'left' | 'right' })}
              data={[
                { value: 'left', label: 'Left' },
                { value: 'right', label: 'Right' },
              ]}
            />
          </Group>
          <CountField
            label="Hexes straight since the last maneuver"
            name="Hexes straight since the last maneuver"
            max={99}
            value={input.hexesStraight}
            onValue={(v) => v !== null && set({ ...input, hexesStraight: v })}
          />
          <Checkbox
            label="A hazard in this or the previous MP"
            checked={input.hazardThisOrPreviousMp}
            onChange={(e) => set({ ...input, hazardThisOrPreviousMp: e.currentTarget.checked })}
          />
          <Select
            label="Road hazard on the hex"
            allowDeselect={false}
            value={input.roadHazard?.kind ?? 'none'}
            onChange={(v) => set({ ...input, roadHazard: v && v !== 'none' ? { kind: v as 'debris' } : null })}
            data={[
              { value: 'none', label: 'None' },
              ...['debris', 'mud', 'snow', 'ice', 'oil'].map((k) => ({ value: k, label: k[0]!.toUpperCase() + k.slice(1) })),
            ]}
          />
        </Stack>
      );
    case 'hazard': {
      const h = input.hazard;
      return (
        <Stack gap="sm">
          <HazardKind input={input} set={set} />
          {h.type === 'road' && (
            <Group grow>
              <Select
                label="Hazard"
                allowDeselect={false}
                value={h.road}
                onChange={(v) => v && set({ ...input, hazard: { ...h, road: v as typeof h.road } })}
                data={['debris', 'mud', 'snow', 'ice', 'oil']}
              />
              <CountField
                label="Rating (blank: league default)"
                name="Hazard rating"
                max={9}
                allowEmpty
                value={h.rating ?? null}
                onValue={(v) => set({ ...input, hazard: { type: 'road', road: h.road, ...(v === null ? {} : { rating: v }) } })}
              />
            </Group>
          )}
          {h.type === 'obstacle' && (
            <Group grow align="flex-end">
              <CountField
                label="Obstacle rating (1–4)"
                name="Obstacle rating"
                min={1}
                max={4}
                value={h.rating}
                onValue={(v) => v !== null && set({ ...input, hazard: { ...h, rating: v } })}
              />
              <Checkbox
                label="Turning, drifting or out of control on it"
                checked={h.maneuvering}
                onChange={(e) => set({ ...input, hazard: { ...h, maneuvering: e.currentTarget.checked } })}
              />
            </Group>
          )}
        </Stack>
      );
    }
    case 'caltrops':
      return (
        <Stack gap="sm">
          <HazardKind input={input} set={set} />
          <Text size="sm">
            The car runs over a caltrops marker: one roll on the tire damage table at +2, against the tires it has now. Wheel guards do not help.
          </Text>
        </Stack>
      );
    case 'attack': {
      const crewRoles = info.crew.map((c) => ({ value: c.role, label: `${c.role === 'driver' ? 'Driver' : 'Gunner'}: ${c.name}` }));
      return (
        <Stack gap="sm">
          {crewRoles.length > 1 && (
            <SegmentedControl
              fullWidth
              aria-label="Who fires"
              value={input.role}
              onChange={(v) => set({ ...input, role: v as 'driver' | 'gunner' })}
              data={crewRoles}
            />
          )}
          <Select
            label="Weapon"
            allowDeselect={false}
            value={input.weaponId}
            onChange={(v) => v && set({ ...input, weaponId: v })}
            data={info.weapons.map((w) => {
              const s = cards.find((c) => c.vehicleId === input.vehicleId)!.weapons.find((x) => x.id === w.id)!;
              return {
                value: w.id,
                label: `${w.id} ${w.name} — ${w.ammo === null ? 'no ammo count' : `${s.ammo} ammo`}${w.attacks ? '' : ' (no attack roll)'}`,
              };
            })}
          />
          <Select
            label="Target"
            allowDeselect={false}
            value={String(input.targetId)}
            onChange={(v) => v && set({ ...input, targetId: Number(v) })}
            data={others}
          />
          <Group grow align="flex-end">
            <CountField label="Range (hexes)" name="Range" min={1} max={99} value={input.hexes} onValue={(v) => v !== null && set({ ...input, hexes: v })} />
            <Select
              label="Target's side facing you"
              allowDeselect={false}
              value={input.sideHit}
              onChange={(v) => v && set({ ...input, sideHit: v as typeof input.sideHit })}
              data={[...SIDES]}
            />
          </Group>
          <Checkbox
            label="Target in the firing car's front arc"
            checked={input.targetInFrontArc}
            onChange={(e) => set({ ...input, targetInFrontArc: e.currentTarget.checked })}
          />
          <Checkbox
            label="Smoke on the line of sight (range doubled)"
            checked={input.smoke}
            onChange={(e) => set({ ...input, smoke: e.currentTarget.checked })}
          />
          <Checkbox
            label="Shooting for the tires (−1 to hit, +2 tire damage)"
            checked={input.shootingForTires}
            onChange={(e) => set({ ...input, shootingForTires: e.currentTarget.checked })}
          />
        </Stack>
      );
    }
    case 'collision':
      return (
        <Stack gap="sm">
          <Select
            label="Type"
            allowDeselect={false}
            value={input.type}
            onChange={(v) => v && set({ ...input, type: v as typeof input.type })}
            data={match.COLLISION_TYPES.map((t) => ({ value: t, label: match.COLLISION_TABLE[t].label }))}
          />
          <Select
            label="Into"
            allowDeselect={false}
            value={input.targetId === null ? 'object' : String(input.targetId)}
            onChange={(v) => v && set({ ...input, targetId: v === 'object' ? null : Number(v), ...(v === 'object' ? { type: 'head-on' as const } : {}) })}
            data={[...others, { value: 'object', label: 'A fixed object (too high to drive over)' }]}
          />
          <Group grow>
            <Select
              label="Target's side struck"
              allowDeselect={false}
              value={input.targetSideHit}
              onChange={(v) => v && set({ ...input, targetSideHit: v as typeof input.targetSideHit })}
              data={[...SIDES]}
            />
            <Select
              label="Moving car's side struck"
              allowDeselect={false}
              value={input.movingSideHit}
              onChange={(v) => v && set({ ...input, movingSideHit: v as typeof input.movingSideHit })}
              data={[...SIDES]}
            />
          </Group>
        </Stack>
      );
    default:
      return null;
  }
}

/**
 * A calculator: the table's facts in, what the roll is against (previewed by the league's rules), then the roll
 * with every step and modifier, and one click to put the outcome on the cards.
 */
export function CalculatorDrawer({
  open,
  kind,
  vehicleId,
  matchId,
  cards,
  infos,
  surface,
  settings,
  busy,
  onClose,
  onResolve,
  onApply,
}: {
  settings: match.MatchSettings;
  open: boolean;
  kind: DrawerKind | null;
  vehicleId: number | null;
  matchId: number;
  cards: CarState[];
  infos: ReadonlyMap<number, AssistantCarInfo>;
  surface: carRules.RoadSurface;
  busy: boolean;
  onClose: () => void;
  onResolve: (c: CalculatorInput) => Promise<{ ok: true; value: Resolution } | { ok: false; error: { message: string } }>;
  onApply: (ref: string) => void;
}) {
  return (
    <Drawer
      opened={open}
      onClose={onClose}
      position="right"
      size={480}
      title={kind ? <Title order={4}>{TITLES[kind]}</Title> : null}
      aria-label={kind ? TITLES[kind] : 'Calculator'}
    >
      {open && kind && vehicleId !== null && (
        <CalculatorBody
          key={`${kind}-${vehicleId}`}
          kind={kind}
          vehicleId={vehicleId}
          matchId={matchId}
          cards={cards}
          infos={infos}
          surface={surface}
          settings={settings}
          busy={busy}
          onClose={onClose}
          onResolve={onResolve}
          onApply={onApply}
        />
      )}
    </Drawer>
  );
}

function CalculatorBody({
  kind,
  vehicleId,
  matchId,
  cards,
  infos,
  surface,
  settings,
  busy,
  onClose,
  onResolve,
  onApply,
}: Omit<Parameters<typeof CalculatorDrawer>[0], 'open' | 'kind' | 'vehicleId'> & { kind: DrawerKind; vehicleId: number }) {
  const card = cards.find((c) => c.vehicleId === vehicleId)!;
  const info = infos.get(vehicleId)!;
  const [input, setInput] = useState<CalculatorInput>(() => initial(kind, card, info, cards, infos, surface, settings));
  const [result, setResult] = useState<Resolution | null>(null);
  // A box left blank or mid-typed keeps its last number in `input`: no roll until every box reads as one.
  const [problems, reportProblem] = useCountProblems();
  const [error, setError] = useState<string | null>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const preview = useQuery('assistant.preview', { matchId, calculator: input });
  const blockers = preview.data?.blockers ?? [];
  useEffect(() => {
    // The roll's result from its top (the drawer may be scrolled down to where Roll was); Apply takes the keyboard.
    if (!result) return;
    resultRef.current?.scrollIntoView({ block: 'start' });
    applyRef.current?.focus({ preventScroll: true });
  }, [result]);

  if (result) {
    return (
      <Stack gap="sm" ref={resultRef} aria-label="Roll result">
        <Text fw={700}>{result.title}</Text>
        <StepsView steps={result.steps} infos={infos} />
        {result.notes.length > 0 && (
          <Alert variant="light" color="blue" title="At the table">
            <Stack gap={2}>
              {result.notes.map((n) => (
                <Text key={n} size="sm">
                  {n}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Divider label="Changes to the cards" labelPosition="left" />
        <EffectsList effects={result.effects} infos={infos} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close without applying
          </Button>
          <Button
            ref={applyRef}
            onClick={() => {
              onApply(result.ref);
              onClose();
            }}
          >
            Apply to cards
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <DraftReportContext.Provider value={reportProblem}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (busy || blockers.length || problems.length) return;
          setError(null);
          const r = await onResolve(input);
          if (r.ok) setResult(r.value);
          else setError(r.error.message);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {info.name} · {info.franchise}
          </Text>
          <Fields input={input} set={setInput} info={info} infos={infos} cards={cards} />
          {preview.data && preview.data.steps.length > 0 && (
            <>
              <Divider label="What the roll is against" labelPosition="left" />
              <StepsView steps={preview.data.steps} infos={infos} />
            </>
          )}
          {preview.data?.notes.map((n) => (
            <Text key={n} size="xs" c="dimmed">
              {n}
            </Text>
          ))}
          {blockers.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The rules do not allow this" role="alert">
              <Stack gap={2}>
                {blockers.map((b) => (
                  <Text key={b.reason} size="sm">
                    {b.reason}{' '}
                    <Text span size="xs" c="dimmed">
                      ({organizerText(b.rule)})
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {preview.error && (
            <Text size="sm" c="red" role="alert">
              {preview.error.message}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <OddsPanel
            matchId={matchId}
            calc={blockers.length > 0 || problems.length > 0 || preview.error ? null : input}
            why={blockers.length > 0 ? 'No odds: the rules do not allow this roll.' : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              data-autofocus
              leftSection={<IconDice5 size={16} />}
              loading={busy}
              disabled={blockers.length > 0 || problems.length > 0 || !!preview.error}
            >
              Roll
            </Button>
          </Group>
        </Stack>
      </form>
    </DraftReportContext.Provider>
  );
}
