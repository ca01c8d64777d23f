import { Badge, Group, Paper, Stack, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { RollRecord } from '../../../../../src-shared/engine/dice';
import type { AssistantCarInfo, CardEffect, ResolutionStep } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';
import { Cite } from '../../../../components/Cite';

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The dice as they lay: faces, what they read, and a re-roll crossed out. */
export function DiceChips({ rolls }: { rolls: readonly RollRecord[] }) {
  if (rolls.length === 0) return null;
  const replaced = new Set(rolls.flatMap((r) => (r.rerollOf !== undefined ? [r.rerollOf] : [])));
  return (
    <Group gap={4} wrap="wrap">
      {rolls.map((r) => (
        <Tooltip
          key={r.seq}
          label={`${r.purpose}: ${r.notation} showed ${r.faces.join(' + ')}${r.value !== r.raw ? ` (reads ${r.value})` : ''}${r.decided ? ` — ${r.decided}` : ''}${r.rerollReason ? ` · re-rolled: ${r.rerollReason}` : ''}${r.mode === 'manual' ? ' · typed at the table' : ''}`}
          multiline
          w={300}
        >
          <Badge
            variant={replaced.has(r.seq) ? 'outline' : 'filled'}
            color={replaced.has(r.seq) ? 'gray' : 'dark'}
            radius="sm"
            size="lg"
            tt="none"
            td={replaced.has(r.seq) ? 'line-through' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {r.notation} · {r.value}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

function StepRow({ step, names }: { step: ResolutionStep; names: ReadonlyMap<number, string> }) {
  const colour = step.tone === 'success' ? 'teal' : step.tone === 'failure' ? 'red' : 'gray';
  const Icon = step.tone === 'success' ? IconCheck : step.tone === 'failure' ? IconX : IconInfoCircle;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon size={20} radius="xl" variant="light" color={colour} mt={2}>
              <Icon size={13} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {step.label}
                {step.vehicleId !== null && names.get(step.vehicleId) ? (
                  <Text span size="xs" c="dimmed" fw={500}>
                    {' '}
                    · {names.get(step.vehicleId)}
                  </Text>
                ) : null}
              </Text>
              {step.outcome && (
                <Text size="sm" c={step.tone === 'neutral' ? undefined : colour}>
                  {step.outcome}
                </Text>
              )}
            </Stack>
          </Group>
          <DiceChips rolls={step.rolls} />
        </Group>
        {step.modifiers.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={1} horizontalSpacing={6} fz="xs" ml={28} w="auto">
            <Table.Tbody>
              {step.modifiers.map((m, i) => (
                <Tooltip key={i} label={m.rule} position="left" openDelay={200}>
                  <Table.Tr>
                    <Table.Td c="dimmed">{m.label}</Table.Td>
                    <Table.Td ta="right" w={48} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {sign(m.value)}
                    </Table.Td>
                  </Table.Tr>
                </Tooltip>
              ))}
              {step.target !== null && (
                <Table.Tr>
                  <Table.Td fw={600}>Roll under</Table.Td>
                  <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums', borderTop: '1px solid var(--mantine-color-default-border)' }}>
                    {step.target}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
        <Group ml={28}>
          <Cite>{step.rule}</Cite>
        </Group>
      </Stack>
    </Paper>
  );
}

export function StepsView({ steps, infos }: { steps: readonly ResolutionStep[]; infos: ReadonlyMap<number, AssistantCarInfo> }) {
  const names = new Map([...infos.values()].map((i) => [i.vehicleId, i.name]));
  return (
    <Stack gap={6}>
      {steps.map((s, i) => (
        <StepRow key={i} step={s} names={names} />
      ))}
    </Stack>
  );
}

/** The changes a resolution makes to the cards, each with why. */
export function EffectsList({ effects, infos }: { effects: readonly CardEffect[]; infos: ReadonlyMap<number, AssistantCarInfo> }) {
  const shown = effects.filter((e) => e.change.field !== 'fired' && e.change.field !== 'damagedCheckThisPhase' && e.change.field !== 'lastManeuver');
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No change to the cards.
      </Text>
    );
  return (
    <Stack gap={2}>
      {shown.map((e, i) => (
        <Tooltip key={i} label={e.rule} position="left" openDelay={200}>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
              {infos.get(e.vehicleId)?.name ?? `Car ${e.vehicleId}`}
            </Badge>
            <Text size="sm">{e.why}</Text>
          </Group>
        </Tooltip>
      ))}
    </Stack>
  );
}
