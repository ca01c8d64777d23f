import { Alert, Button, Checkbox, Divider, Group, MultiSelect, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDice5 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { DwIntentIn, DwIntentKind, DwResolution, DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { useApi } from '../../../api/ApiProvider';
import { NumberField } from '../../../components/NumberField';
import { OddsPanel } from '../../../components/odds/OddsPanel';
import { DW_ROLLING } from '../../../../src-shared/engine/dirtywheels';
import { useOperation } from '../../../components/match/useOperation';
import { afterRoll, CALCULATORS, type CalcForm, calculatorFor, EMPTY_FORM, intentOf } from './intentForm';
import { ResolutionView } from './ResolutionView';
import { organizerText } from '../../../../src-shared/text/rulesText';

type Preview = { resolution: DwResolution } | { refused: string } | null;

/** The calculator's preview on the table as it stands: every modifier and the target, or the rule that refuses it. */
function usePreview(matchId: number, intent: DwIntentIn | null, stamp: string): Preview {
  const api = useApi();
  const [preview, setPreview] = useState<Preview>(null);
  const key = intent ? JSON.stringify(intent) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is compared by its JSON (key); stamp refetches after every act
  useEffect(() => {
    if (!key) {
      setPreview(null);
      return;
    }
    let live = true;
    void api.call('dwTable.preview', { matchId, intent: JSON.parse(key) }).then((r) => {
      if (live) setPreview(r.ok ? { resolution: r.value } : { refused: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [api, matchId, key, stamp]);
  return preview;
}

const CAR_LABEL: Partial<Record<DwIntentKind, [string, string?]>> = {
  shoot: ['Shooter', 'Target'],
  ram: ['Rammer', 'Rammed car'],
  gunner: ['Car with the gunner', 'Target'],
  harpoon: ['Car with the harpoon', 'Target'],
  pipeBombs: ['Car with pipe bombs'],
  engine: ['Car with the experimental engine'],
  move: ['Car'],
  manoeuvre: ['Car'],
  shock: ['Driver (car)'],
  destruction: ['Destroyed car'],
  correct: ['Car'],
};

/** Each calculator as a form: its inputs, the live preview, Roll (the app's dice or the table's, typed), the result. */
export function Calculators({ state }: { state: DwTableState }) {
  const [kind, setKind] = useState<DwIntentKind>(calculatorFor(state.phase));
  const [form, setForm] = useState<CalcForm>(EMPTY_FORM);
  const [last, setLast] = useState<{ seq: number; resolution: DwResolution; intent: string } | null>(null);
  const lastRef = useRef<HTMLDivElement>(null);
  // The roll's result is what the organizer looks for after Roll: bring it into view, wherever the button was.
  useEffect(() => {
    if (last) lastRef.current?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  const [error, setError] = useState<string | null>(null);
  const { run, running, dialog } = useOperation();
  const set = (patch: Partial<CalcForm>) => setForm((f) => ({ ...f, ...patch }));
  const built = intentOf(kind, form);
  const intent = 'intent' in built ? built.intent : null;
  const preview = usePreview(state.matchId, intent, `${state.log.length}:${state.log.at(-1)?.seq ?? 0}`);
  const cars = state.teams.flatMap((t) => t.cars.map((c) => ({ ...c, team: t.name })));
  const byId = new Map(cars.map((c) => [String(c.vehicleId), c]));
  type Car = (typeof cars)[number];
  // Cars grouped under their team: the box shows the car's name alone, short enough for a narrow window.
  const grouped = (list: Car[], disabled: (c: Car) => boolean) =>
    state.teams
      .map((t) => ({
        group: t.name,
        items: list.filter((c) => c.franchiseId === t.franchiseId).map((c) => ({ value: String(c.vehicleId), label: c.name, disabled: disabled(c) })),
      }))
      .filter((g) => g.items.length > 0);
  const destroyed = (c: Car) => c.card.destroyed;
  const actorOptions =
    kind === 'destruction'
      ? grouped(
          cars.filter((c) => c.card.destroyed && !c.card.destruction),
          () => false,
        )
      : grouped(cars, kind === 'correct' ? () => false : destroyed);
  const others = grouped(
    cars.filter((c) => String(c.vehicleId) !== form.car),
    destroyed,
  );
  const actor = form.car ? byId.get(form.car) : undefined;
  const labels = CAR_LABEL[kind];
  const shownLast = last && state.log.some((e) => e.seq === last.seq) ? last : null;
  // The inputs just rolled, checked again on the table they changed: not a refusal of anything the organizer asked.
  const sameAsRolled = shownLast !== null && intent !== null && JSON.stringify(intent) === shownLast.intent;
  const calc = CALCULATORS.find((c) => c.kind === kind)!;
  // Only a calculator that rolls has odds (a move is measured, a correction typed).
  const rolls = (DW_ROLLING as readonly string[]).includes(kind);

  async function roll() {
    if (!intent) return;
    setError(null);
    const { result } = await run('dwTable.act', { matchId: state.matchId, intent });
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    const next = afterRoll(kind, form, result.value.state.phase);
    setKind(next.kind);
    setForm(next.form);
    setLast({ seq: result.value.state.log.at(-1)?.seq ?? 0, resolution: result.value.resolution, intent: JSON.stringify(intent) });
  }

  return (
    <Paper withBorder p="md" radius="md">
      {dialog}
      <Stack gap="sm">
        {/* The last roll on top, where the eye goes after Roll; an undone roll is no longer shown as the last one. */}
        {shownLast && (
          <Paper ref={lastRef} withBorder p="sm" radius="sm" bg="var(--mantine-color-default-hover)" style={{ scrollMarginTop: 72 }}>
            <Group gap={6} mb={4}>
              <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" />
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                Rolled
              </Text>
            </Group>
            <ResolutionView r={shownLast.resolution} label="Last roll" />
          </Paper>
        )}
        <Select
          label="Calculator"
          data={CALCULATORS.map((c) => ({ value: c.kind, label: organizerText(`${c.label} — ${c.rule}`) }))}
          value={kind}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            setKind(v as DwIntentKind);
            setError(null);
          }}
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {labels && (
            <Select
              label={labels[0]}
              placeholder="Choose a car"
              data={actorOptions}
              value={form.car}
              onChange={(v) => set({ car: v, weapon: null })}
              nothingFoundMessage="No car fits"
            />
          )}
          {labels?.[1] && <Select label={labels[1]} placeholder="Choose a car" data={others} value={form.target} onChange={(v) => set({ target: v })} />}
        </SimpleGrid>
        {(kind === 'shoot' || kind === 'gunner') && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {kind === 'shoot' && (
              <Select
                label="Weapon"
                style={{ flex: 1, minWidth: 0 }}
                placeholder={actor ? 'Choose a weapon' : 'Choose the shooter first'}
                data={(actor?.derived.weapons ?? []).map((w, i) => ({ value: String(i), label: `${w.weapon} (${w.mount}, ${w.range}", ${w.attacksText})` }))}
                value={form.weapon}
                onChange={(v) => set({ weapon: v })}
              />
            )}
            <NumberField
              label='Distance (")'
              name="Distance"
              path="distance"
              w={kind === 'shoot' ? 96 : '50%'}
              min={0}
              max={200}
              allowEmpty
              value={form.distance}
              onValue={(v) => set({ distance: v })}
            />
          </Group>
        )}
        {kind === 'ram' && (
          <Group gap="sm" align="flex-end">
            <NumberField
              label='Remaining movement (")'
              name="Remaining movement"
              path="remaining"
              w={200}
              min={0}
              max={200}
              allowEmpty
              value={form.remaining}
              onValue={(v) => set({ remaining: v })}
            />
            <Checkbox
              size="xs"
              mb={8}
              label="Rammed while reversing (each inch counts as two)"
              checked={form.backwards}
              onChange={(e) => set({ backwards: e.currentTarget.checked })}
            />
          </Group>
        )}
        {kind === 'move' && (
          <>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              {actor?.derived.upgrades.some((u) => u.name === 'Experimental engine') && (
                <NumberField
                  label='Engine boost rolled (")'
                  name="Engine boost"
                  path="boost"
                  w={200}
                  min={0}
                  max={6}
                  value={form.boost}
                  onValue={(v) => set({ boost: v })}
                />
              )}
              <NumberField
                label='Left when a harpoon tether went taut (")'
                name="Harpoon drag"
                path="dragRemaining"
                w={360}
                min={0}
                max={200}
                allowEmpty
                value={form.dragRemaining}
                onValue={(v) => set({ dragRemaining: v })}
              />
            </Group>
            <Group gap="sm">
              <Checkbox size="xs" label='Through thick mud (−1")' checked={form.mud} onChange={(e) => set({ mud: e.currentTarget.checked })} />
              {actor?.driver.traits.includes('Speed demon') && (
                <Checkbox
                  size="xs"
                  label='Speed demon: an extra 4" instead of firing'
                  checked={form.speedDemon}
                  onChange={(e) => set({ speedDemon: e.currentTarget.checked })}
                />
              )}
            </Group>
          </>
        )}
        {kind === 'shoot' && (
          <Group gap="sm">
            <Checkbox
              size="xs"
              label="Target directly in front"
              checked={form.targetInFront}
              onChange={(e) => set({ targetInFront: e.currentTarget.checked })}
            />
            <Checkbox size="xs" label="Bumpy terrain (−1 aim)" checked={form.bumpy} onChange={(e) => set({ bumpy: e.currentTarget.checked })} />
            <Checkbox
              size="xs"
              label="Facing bright lights (−1 aim)"
              checked={form.facingBrightLights}
              onChange={(e) => set({ facingBrightLights: e.currentTarget.checked })}
            />
            {actor?.driver.traits.includes('Trigger happy') && (
              <Checkbox
                size="xs"
                label="Trigger happy: the additional shooting"
                checked={form.extraShot}
                onChange={(e) => set({ extraShot: e.currentTarget.checked })}
              />
            )}
          </Group>
        )}
        {kind === 'manoeuvre' && (
          <>
            <SegmentedControl
              aria-label="Manoeuvre"
              data={['Hairpin turn', 'Skid', 'Hop']}
              value={form.manoeuvre}
              onChange={(v) => set({ manoeuvre: v as CalcForm['manoeuvre'] })}
            />
            <Checkbox size="xs" label="In thick mud (−1 to skill tests)" checked={form.mud} onChange={(e) => set({ mud: e.currentTarget.checked })} />
          </>
        )}
        {kind === 'gunner' && (
          <SegmentedControl
            aria-label="Gunner aims at"
            data={[
              { value: 'tires', label: 'Tires (4+, −2")' },
              { value: 'driver', label: 'Driver (6+, destroyed)' },
            ]}
            value={form.aimAt}
            onChange={(v) => set({ aimAt: v as CalcForm['aimAt'] })}
          />
        )}
        {(kind === 'pipeBombs' || kind === 'destruction') && (
          <MultiSelect
            label={kind === 'pipeBombs' ? 'Cars behind it within 6"' : 'Cars within 3" (1 damage each if it explodes)'}
            data={others}
            value={form.cars}
            onChange={(v) => set({ cars: v })}
            clearable
          />
        )}
        {kind === 'correct' && (
          <>
            <Select
              label="Change"
              data={[
                { value: 'damage', label: 'Add damage' },
                { value: 'speed-loss', label: 'Take speed off (")' },
                { value: 'initiative-loss', label: 'Take initiative off' },
                { value: 'destroyed', label: 'Mark destroyed' },
              ]}
              value={form.change}
              allowDeselect={false}
              onChange={(v) => v && set({ change: v as CalcForm['change'] })}
            />
            {form.change !== 'destroyed' && (
              <NumberField label="Amount" name="Amount" path="amount" min={0} max={20} value={form.amount} onValue={(v) => set({ amount: v })} />
            )}
            <TextInput label="Reason" placeholder="What happened at the table" value={form.reason} onChange={(e) => set({ reason: e.currentTarget.value })} />
          </>
        )}
        <Divider label={kind === 'move' ? 'Measured on the table' : 'Before rolling'} labelPosition="left" />
        {'missing' in built ? (
          <Text size="sm" c="dimmed">
            {built.missing}
          </Text>
        ) : preview && 'refused' in preview && sameAsRolled ? (
          <Text size="sm" c="dimmed">
            Rolled: the result is above. Set up the next roll ({preview.refused.replace(/\.$/, '')}).
          </Text>
        ) : preview && 'refused' in preview ? (
          <Alert color="orange" variant="light" title="Not allowed" role="alert">
            {preview.refused}
          </Alert>
        ) : preview ? (
          <ResolutionView r={preview.resolution} label="Preview" />
        ) : null}
        {rolls && (
          <OddsPanel
            matchId={state.matchId}
            calc={intent && preview && 'resolution' in preview ? intent : null}
            why={
              'missing' in built
                ? 'Odds appear once the roll is set up.'
                : preview && 'refused' in preview
                  ? 'No odds: the rules do not allow this roll.'
                  : undefined
            }
          />
        )}
        <Group justify="space-between">
          {error ? (
            <Text size="sm" c="red" role="alert" style={{ flex: 1 }}>
              {error}
            </Text>
          ) : (
            <span />
          )}
          {calc.roll && (
            <Button
              leftSection={<IconDice5 size={16} />}
              disabled={!intent || (preview !== null && 'refused' in preview)}
              loading={running}
              onClick={() => void roll()}
            >
              {calc.roll}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
