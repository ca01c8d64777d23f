import { Alert, Badge, Button, Card, Checkbox, ColorSwatch, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconFirstAidKit } from '@tabler/icons-react';
import { useState } from 'react';
import { REPAIR_TOOLS, SECTION } from '../../../../src-shared/engine/hexrpg';
import type { RecoveryReport } from '../../../../src-shared/ipc/channels/hexrpg/between';
import type { HxGangView } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { Cite } from '../../../components/Cite';
import { NumberField } from '../../../components/NumberField';
import { useRollingCall } from '../../../components/useRollingCall';
import { useUndo } from '../../../shell/useUndo';
import { type Care, careInput, defaultCare, medicOptions, mechanicOptions } from './betweenModel';

/** One gang's medic, mechanic, tools and garage for the days between sessions. */
function GangCare({ gang, care, set }: { gang: HxGangView; care: Care; set: (c: Care) => void }) {
  return (
    <Stack
      gap={6}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
      role="group"
      aria-label={`${gang.name} care`}
    >
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={gang.colour} size={12} />
        <Text size="sm" fw={700} truncate>
          {gang.name}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          size="xs"
          label="Medic"
          aria-label={`${gang.name} medic`}
          data={medicOptions(gang)}
          value={care.medicId === null ? 'none' : String(care.medicId)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          onChange={(v) => set({ ...care, medicId: v === null || v === 'none' ? null : Number(v) })}
        />
        <Select
          size="xs"
          label="Mechanic"
          aria-label={`${gang.name} mechanic`}
          data={mechanicOptions(gang)}
          value={care.mechanicId === null ? 'none' : String(care.mechanicId)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          onChange={(v) => set({ ...care, mechanicId: v === null || v === 'none' ? null : Number(v) })}
        />
        <Select
          size="xs"
          label="Tools"
          aria-label={`${gang.name} tools`}
          data={REPAIR_TOOLS.map((t) => ({ value: t.tools, label: t.label }))}
          value={care.tools}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          onChange={(v) => v && set({ ...care, tools: v as Care['tools'] })}
        />
        <Checkbox
          size="xs"
          mt={22}
          label="In a garage"
          description="No 75% limit on the battle’s loss"
          checked={care.inGarage}
          onChange={(e) => set({ ...care, inGarage: e.currentTarget.checked })}
        />
      </SimpleGrid>
    </Stack>
  );
}

function ReportView({ report }: { report: RecoveryReport }) {
  return (
    <Stack gap={4} role="group" aria-label={report.preview ? 'Recovery preview' : 'Recovery'}>
      <Table verticalSpacing={3} fz="sm" aria-label="Recovery lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Who</Table.Th>
            <Table.Th ta="right">HP</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Criticals</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((l) => (
            <Table.Tr key={`${l.kind}${l.id}`} title={l.days.join('\n')}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {l.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.team} · {l.kind}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {l.hp.before} → <b>{l.hp.after}</b>/{l.hp.max}
              </Table.Td>
              <Table.Td>
                <Text size="xs">{l.by ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{[...l.recovered.map((r) => `✓ ${r}`), ...l.left].join('; ') || '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {organizerText(report.summary)}
        {report.rolls.length ? ` · ${report.rolls.length} roll${report.rolls.length === 1 ? '' : 's'}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * Between sessions (3e, Recovering damage): after a session is recorded, the organizer says how many days pass and who
 * treats and repairs in each gang; the league heals, repairs and counts down critical hits (`hexrpg.recover`), with a
 * preview of every character's and vehicle's change first, then Commit (one operation: Ctrl+Z undoes it).
 */
export function BetweenSessions({ matchId, gangs }: { matchId: number; gangs: readonly HxGangView[] }) {
  const rolling = useRollingCall();
  const { undo } = useUndo();
  const [days, setDays] = useState<number | null>(7);
  const [care, setCare] = useState<Record<number, Care>>(() => Object.fromEntries(gangs.map((g) => [g.franchiseId, defaultCare(g)])));
  const [preview, setPreview] = useState<RecoveryReport | null>(null);
  const [done, setDone] = useState<RecoveryReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = (p: boolean) => ({ matchId, days: days ?? 0, gangs: gangs.map((g) => careInput(g.franchiseId, care[g.franchiseId]!)), preview: p });
  const run = async (p: boolean) => {
    setBusy(true);
    setError(null);
    const r = await rolling.call('hexrpg.recover', input(p));
    setBusy(false);
    if (!r.ok) return setError(r.error.message);
    if (p) setPreview(r.value);
    else {
      setDone(r.value);
      setPreview(null);
      notifications.show({ title: `${r.value.days} days pass`, message: organizerText(r.value.summary), color: 'green' });
    }
  };
  const change = (f: () => void) => {
    f();
    setPreview(null);
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Between sessions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap={6}>
              <IconFirstAidKit size={18} />
              <Title order={4}>Between sessions</Title>
            </Group>
            <Cite>{`${SECTION.healing}; ${SECTION.repair}; ${SECTION.criticalRecovery}`}</Cite>
          </div>
          {done && (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
              {done.days} days applied
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          1 HP a day and a medic’s cures (4 a day at most); 12 × level HP a successful hour of a mechanic, at most 45/25/15 a day per warcar/car/bike, 75% of
          the battle’s loss outside a garage; critical hits by their time and the mechanic’s roll.
        </Text>
        {done ? (
          <>
            <ReportView report={done} />
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  undo();
                  setDone(null);
                }}
              >
                Undo the recovery
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group align="flex-end" gap="sm">
              <NumberField
                w={140}
                label="Days until the next session"
                path="days"
                name="Days"
                value={days}
                allowEmpty
                min={Number.MIN_SAFE_INTEGER}
                max={Number.MAX_SAFE_INTEGER}
                onValue={(v) => change(() => setDays(v))}
              />
            </Group>
            <SimpleGrid cols={1} spacing="sm">
              {gangs.map((g) => (
                <GangCare key={g.franchiseId} gang={g} care={care[g.franchiseId]!} set={(c) => change(() => setCare((x) => ({ ...x, [g.franchiseId]: c })))} />
              ))}
            </SimpleGrid>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {organizerText(error)}
              </Alert>
            )}
            <Group>
              <Button variant="default" leftSection={<IconEye size={16} />} loading={busy && !preview} onClick={() => void run(true)}>
                Preview
              </Button>
              <Button leftSection={<IconCheck size={16} />} disabled={!preview} loading={busy && !!preview} onClick={() => void run(false)}>
                Commit
              </Button>
              {!preview && (
                <Text size="xs" c="dimmed">
                  Preview first: Commit applies exactly what it shows.
                </Text>
              )}
            </Group>
            {preview && <ReportView report={preview} />}
          </>
        )}
      </Stack>
      {rolling.dialog}
    </Card>
  );
}
