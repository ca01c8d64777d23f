import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { DwDie, DwResolution, DwStep } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { Cite } from '../../../components/Cite';
import { explain, signed } from './explain';

function Die({ d }: { d: DwDie }) {
  const colour = d.ok === null ? 'gray' : d.ok ? 'teal' : 'red';
  return (
    <Tooltip
      label={`${d.purpose}: ${d.notation} showed ${d.value}${d.total !== null && d.total !== d.value ? `, total ${d.total}` : ''}${d.decided ? ` → ${d.decided}` : ''}${d.mode === 'manual' ? ' (typed at the table)' : ''}${d.rerolled ? ' — re-rolled' : ''}`}
      multiline
      w={300}
    >
      <Box
        aria-label={`Die ${d.value}${d.ok === null ? '' : d.ok ? ' (success)' : ' (fail)'}`}
        w={26}
        h={26}
        style={{
          display: 'grid',
          placeItems: 'center',
          borderRadius: 5,
          fontWeight: 700,
          fontSize: 13,
          fontVariantNumeric: 'tabular-nums',
          border: `1.5px solid var(--mantine-color-${colour}-filled)`,
          background: `var(--mantine-color-${colour}-light)`,
          color: `var(--mantine-color-${colour}-light-color)`,
          textDecoration: d.rerolled ? 'line-through' : undefined,
        }}
      >
        {d.value}
      </Box>
    </Tooltip>
  );
}

function StepView({ s }: { s: DwStep }) {
  const add = s.modifiers.reduce((a, m) => a + m.value, 0);
  return (
    <Stack gap={4} data-testid="dw-step">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {s.label}
        </Text>
        <Text size="sm" fw={600} c={/^1 damage|passed|hit/.test(s.result) ? 'teal' : undefined}>
          {s.result}
        </Text>
      </Group>
      <Group gap="md">
        {s.count && (
          <Tooltip label={explain(s.count.parts)} multiline w={300}>
            <Text size="xs">
              Dice: <b>{s.count.text}</b>
            </Text>
          </Tooltip>
        )}
        {s.modifiers.length > 0 && (
          <Tooltip label={explain(s.modifiers)} multiline w={300}>
            <Text size="xs">
              Each die <b>{signed(add)}</b>{' '}
              <Text span size="xs" c="dimmed">
                ({s.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(', ')})
              </Text>
            </Text>
          </Tooltip>
        )}
        {s.measure && (
          <Tooltip label={explain(s.measure.parts)} multiline w={300}>
            <Text size="xs">
              Distance <b>{s.measure.text}</b>
            </Text>
          </Tooltip>
        )}
        {s.target && (
          <Tooltip label={s.target.parts.length ? explain(s.target.parts) : s.target.text} multiline w={300}>
            <Text size="xs">
              Needs <b>{s.target.text}</b>
            </Text>
          </Tooltip>
        )}
      </Group>
      {s.dice.length > 0 && (
        <Group gap={4} aria-label={`${s.label} dice`}>
          {s.dice.map((d) => (
            <Die key={d.seq} d={d} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** A calculator's resolution: each step with its modifiers, target and dice; the outcome and the rules it applied. */
export function ResolutionView({ r, label }: { r: DwResolution; label: string }) {
  return (
    <Stack gap="xs" aria-label={label}>
      <Text size="sm" fw={700}>
        {r.title}
      </Text>
      {r.steps.map((s, i) => (
        <StepView key={i} s={s} />
      ))}
      <Text size="sm" fw={700} data-testid="dw-outcome">
        {r.outcome}
      </Text>
      <Cite>{[r.rule, ...r.notes].join(' · ')}</Cite>
    </Stack>
  );
}
