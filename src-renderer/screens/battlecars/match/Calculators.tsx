import { Button, Card, Checkbox, Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDice5 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { BcIntentIn, BcResolution, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { OddsPanel } from '../../../components/odds/OddsPanel';
import { useRollingCall } from '../../../components/useRollingCall';
import {
  CALCULATORS,
  type CalculatorDef,
  driverOptions,
  type FieldDef,
  type FormValues,
  initialValues,
  intentOf,
  mountOptions,
  shownFields,
  vehicleOptions,
} from './intentForm';
import { ResolutionView } from '../../../components/match/ResolutionView';

function Field({ f, state, values, set }: { f: FieldDef; state: BcTableState; values: FormValues; set: (k: string, v: FormValues[string]) => void }) {
  const value = values[f.key];
  const label = f.label;
  switch (f.kind) {
    case 'flag':
      return <Checkbox label={label} checked={value === true} onChange={(e) => set(f.key, e.currentTarget.checked)} mt={6} />;
    case 'text':
      return (
        <TextInput label={label} description={f.help} value={typeof value === 'string' ? value : ''} onChange={(e) => set(f.key, e.currentTarget.value)} />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={f.help}
          min={0}
          max={40}
          allowDecimal={false}
          clampBehavior="none"
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => set(f.key, typeof v === 'number' ? v : null)}
        />
      );
    default: {
      const data =
        f.kind === 'choice'
          ? [...(f.options ?? [])]
          : f.kind === 'pedestrian'
            ? driverOptions(state)
            : f.kind === 'mount'
              ? mountOptions(state, Number(values.shooter ?? values.vehicle ?? NaN))
              : vehicleOptions(state, f.kind);
      return (
        <Select
          label={label}
          description={f.help}
          placeholder={f.optional ? 'None' : 'Choose…'}
          clearable={f.optional}
          allowDeselect={f.optional}
          data={data}
          value={value === null ? null : String(value)}
          onChange={(v) => set(f.key, v)}
          comboboxProps={{ keepMounted: false }}
        />
      );
    }
  }
}

/**
 * The table's calculators: pick one, fill its form; the table's preview shows every modifier on the cards as they
 * stand (`bcTable.preview`), the odds of each outcome come before the roll (`table.odds`, the core's OddsPanel), and
 * Roll resolves it with the league's dice (or the dice typed at the table) onto the live cards, one undoable write.
 */
export function Calculators({ state, onResolved }: { state: BcTableState; onResolved: (r: BcResolution) => void }) {
  const [kind, setKind] = useState<CalculatorDef['kind']>('fire');
  const def = CALCULATORS.find((c) => c.kind === kind)!;
  const [values, setValues] = useState<FormValues>(() => initialValues(def));
  const rolling = useRollingCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const built = useMemo(() => intentOf(def, values), [def, values]);
  const intent = 'intent' in built ? built.intent : null;
  const set = (k: string, v: FormValues[string]) => {
    setError(null);
    setValues((old) => ({ ...old, [k]: v }));
  };
  const roll = async () => {
    if (!intent) return;
    setBusy(true);
    setError(null);
    const r = await rolling.call('bcTable.act', { matchId: state.matchId, intent });
    setBusy(false);
    if (!r.ok) return setError(r.error.message);
    onResolved(r.value.resolution);
    notifications.show({ title: r.value.resolution.title, message: organizerText(r.value.resolution.outcome), color: 'green' });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Calculators">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={4}>Calculators</Title>
            <Cite>{def.rule}</Cite>
          </div>
          <Text size="sm" c="dimmed">
            Turn {state.turn}
          </Text>
        </Group>
        <Chip.Group
          value={kind}
          onChange={(v) => {
            const next = CALCULATORS.find((c) => c.kind === v)!;
            setKind(next.kind);
            setValues(initialValues(next));
            setError(null);
          }}
        >
          <Group gap={6} aria-label="Calculator" role="radiogroup">
            {CALCULATORS.map((c) => (
              <Chip key={c.kind} value={c.kind} size="xs" radius="sm">
                {c.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {shownFields(def, values).map((f) => (
            <Field key={`${kind}-${f.key}-${f.kind}`} f={f} state={state} values={values} set={set} />
          ))}
        </SimpleGrid>
        {intent ? (
          <Preview matchId={state.matchId} intent={intent} />
        ) : (
          <Text size="sm" c="dimmed">
            {'missing' in built ? built.missing : ''}
          </Text>
        )}
        <OddsPanel matchId={state.matchId} calc={intent} why={'missing' in built ? built.missing : undefined} />
        {error && (
          <Text size="sm" c="red" role="alert">
            {organizerText(error)}
          </Text>
        )}
        <Group>
          <Button leftSection={<IconDice5 size={16} />} disabled={!intent || state.recorded} loading={busy} onClick={() => void roll()}>
            {kind === 'endTurn' ? 'End the turn' : 'Roll'}
          </Button>
        </Group>
      </Stack>
      {rolling.dialog}
    </Card>
  );
}

/** What the table would resolve, before any die: each step's modifiers, the dice to roll (bcTable.preview, a read). */
function Preview({ matchId, intent }: { matchId: number; intent: BcIntentIn }) {
  const preview = useQuery('bcTable.preview', { matchId, intent: intent as BcIntentIn });
  if (preview.error)
    return (
      <Text size="sm" c="red" role="alert">
        {organizerText(preview.error.message)}
      </Text>
    );
  if (!preview.data) return null;
  return <ResolutionView resolution={preview.data} label="Before the roll" />;
}
