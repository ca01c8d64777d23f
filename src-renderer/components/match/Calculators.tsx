import { Button, Card, Checkbox, Chip, type ComboboxData, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDice5 } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { TableResolution } from '../../../src-shared/engine/core/tableResolution';
import type { ChannelName, InputOf, ResultOf } from '../../../src-shared/ipc';
import { organizerText } from '../../../src-shared/text/rulesText';
import { useQuery } from '../../api/ApiProvider';
import { Cite } from '../Cite';
import { OddsPanel } from '../odds/OddsPanel';
import { useRollingCall } from '../useRollingCall';
import { type CalcDef, type CalcField, type FormValues, initialValues, shownFields } from './calculatorForm';
import { ResolutionView } from './ResolutionView';

/** A ruleset's read that previews an intent on its table (`bcTable.preview` …): `{matchId, intent}` → a resolution. */
export type PreviewChannel<I> = {
  [C in ChannelName]: InputOf<C> extends { matchId: number; intent: I } ? (ResultOf<C> extends TableResolution ? C : never) : never;
}[ChannelName];

/** A ruleset's write that resolves an intent on its table (`bcTable.act` …): `{matchId, intent}` → `{resolution}`. */
export type ActChannel<I> = {
  [C in ChannelName]: InputOf<C> extends { matchId: number; intent: I } ? (ResultOf<C> extends { resolution: TableResolution } ? C : never) : never;
}[ChannelName];

export interface CalculatorsProps<D extends CalcDef, I> {
  state: { matchId: number; recorded: boolean };
  /** The ruleset's calculators in the order a turn uses them, and the one shown first. */
  calculators: readonly D[];
  first: D['kind'];
  /** The intent the form holds, or the first field still empty (the ruleset's `intentOf`). */
  intentOf: (def: D, values: FormValues) => { intent: I } | { missing: string };
  channels: { preview: PreviewChannel<I>; act: ActChannel<I> };
  /** The choices of a field of the ruleset's own kind (a vehicle, a weapon of the car chosen …), on the table as it stands. */
  options: (field: D['fields'][number], values: FormValues) => ComboboxData;
  /** Where the table stands, beside the title (the turn; a meeting's race and lap). */
  status: ReactNode;
  /** Whether a calculator rolls dice (Roll, and its odds) or only tells the table (Apply); all roll without it. */
  rolls?: (kind: D['kind']) => boolean;
  /** A number field's top where its own `max` is not set. */
  numberMax?: number;
  onResolved: (r: TableResolution) => void;
}

/**
 * A match table's calculators, for any ruleset that gives them as data: pick one, fill its form; the ruleset's preview
 * shows every modifier on the cards as they stand, the odds of each outcome come before the roll (`table.odds`, the
 * core's OddsPanel), and Roll resolves it with the league's dice (or the dice typed at the table) onto the live
 * cards, one undoable write through the ruleset's act channel.
 */
export function Calculators<D extends CalcDef, I>(props: CalculatorsProps<D, I>) {
  const { state, calculators, intentOf, channels, onResolved, rolls: rollsOf = () => true } = props;
  const [kind, setKind] = useState<D['kind']>(props.first);
  const def = calculators.find((c) => c.kind === kind) ?? calculators[0]!;
  const [values, setValues] = useState<FormValues>(() => initialValues(def));
  const rolling = useRollingCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const built = useMemo(() => intentOf(def, values), [intentOf, def, values]);
  const intent = 'intent' in built ? built.intent : null;
  const missing = 'missing' in built ? built.missing : undefined;
  const rolls = rollsOf(def.kind);
  const set = (k: string, v: FormValues[string]) => {
    setError(null);
    setValues((old) => ({ ...old, [k]: v }));
  };
  const roll = async () => {
    if (!intent) return;
    setBusy(true);
    setError(null);
    // The channel is the ruleset's act, typed by ActChannel: its input is {matchId, intent} and its answer holds the resolution.
    const r = await rolling.call(channels.act, { matchId: state.matchId, intent } as InputOf<ActChannel<I>>);
    setBusy(false);
    if (!r.ok) return setError(r.error.message);
    const { resolution } = r.value as { resolution: TableResolution };
    onResolved(resolution);
    notifications.show({ title: resolution.title, message: organizerText(resolution.outcome), color: 'green' });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Calculators">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={4}>Calculators</Title>
            <Cite>{def.rule}</Cite>
          </div>
          <Text size="sm" c="dimmed" data-testid="clock">
            {props.status}
          </Text>
        </Group>
        <Chip.Group
          value={kind}
          onChange={(v) => {
            const next = calculators.find((c) => c.kind === v)!;
            setKind(next.kind);
            setValues(initialValues(next));
            setError(null);
          }}
        >
          <Group gap={6} aria-label="Calculator" role="radiogroup">
            {calculators.map((c) => (
              <Chip key={c.kind} value={c.kind} size="xs" radius="sm">
                {c.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {def.fields.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {shownFields<D['fields'][number]>(def, values).map((f) => (
              // Two fields may share a key in different kinds (a correction's new value: a number or a state).
              <Field key={`${kind}-${f.key}-${f.kind}`} f={f} values={values} set={set} options={props.options} numberMax={props.numberMax} />
            ))}
          </SimpleGrid>
        )}
        {intent ? (
          <Preview matchId={state.matchId} intent={intent} channel={channels.preview} />
        ) : (
          <Text size="sm" c="dimmed">
            {missing}
          </Text>
        )}
        {rolls && <OddsPanel matchId={state.matchId} calc={intent} why={missing} />}
        {error && (
          <Text size="sm" c="red" role="alert">
            {organizerText(error)}
          </Text>
        )}
        <Group>
          <Button leftSection={<IconDice5 size={16} />} disabled={!intent || state.recorded} loading={busy} onClick={() => void roll()}>
            {def.button ?? (rolls ? 'Roll' : 'Apply')}
          </Button>
        </Group>
      </Stack>
      {rolling.dialog}
    </Card>
  );
}

function Field<F extends CalcField>({
  f,
  values,
  set,
  options,
  numberMax,
}: {
  f: F;
  values: FormValues;
  set: (k: string, v: FormValues[string]) => void;
  options: (field: F, values: FormValues) => ComboboxData;
  numberMax: number | undefined;
}) {
  const value = values[f.key];
  switch (f.kind) {
    case 'flag':
      return <Checkbox label={f.label} checked={value === true} onChange={(e) => set(f.key, e.currentTarget.checked)} mt={6} />;
    case 'text':
      return (
        <TextInput label={f.label} description={f.help} value={typeof value === 'string' ? value : ''} onChange={(e) => set(f.key, e.currentTarget.value)} />
      );
    case 'number':
      return (
        <NumberInput
          label={f.label}
          description={f.help}
          min={f.min ?? 0}
          max={f.max ?? numberMax}
          // Every count of the tables is whole (distances in points or inches, gears, hit points).
          allowDecimal={false}
          clampBehavior="none"
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => set(f.key, typeof v === 'number' ? v : null)}
        />
      );
    default:
      return (
        <Select
          label={f.label}
          description={f.help}
          placeholder={f.optional ? 'None' : 'Choose…'}
          clearable={f.optional}
          allowDeselect={f.optional}
          data={f.kind === 'choice' ? [...(f.options ?? [])] : options(f, values)}
          value={value === null ? null : String(value)}
          onChange={(v) => set(f.key, v)}
          comboboxProps={{ keepMounted: false }}
        />
      );
  }
}

/** What the table would resolve, before any die: each step's modifiers, the dice to roll (the ruleset's preview, a read). */
function Preview<I>({ matchId, intent, channel }: { matchId: number; intent: I; channel: PreviewChannel<I> }) {
  // The channel is the ruleset's preview, typed by PreviewChannel: its input is {matchId, intent}, its answer a resolution.
  const preview = useQuery(channel, { matchId, intent } as InputOf<PreviewChannel<I>>);
  if (preview.error)
    return (
      <Text size="sm" c="red" role="alert">
        {organizerText(preview.error.message)}
      </Text>
    );
  if (!preview.data) return null;
  return <ResolutionView resolution={preview.data as TableResolution} label="Before the roll" />;
}
