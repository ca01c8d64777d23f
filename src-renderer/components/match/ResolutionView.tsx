import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TableResolution } from '../../../src-shared/engine/core/tableResolution';
import { organizerText } from '../../../src-shared/text/rulesText';
import { Cite } from '../Cite';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * A calculator's resolution as the table reads it: each step (to hit, damage, a hit location, the tank's roll…) with
 * every modifier and its rule, the dice with what each decided, and the step's result; then the outcome.
 */
export function ResolutionView({ resolution, label }: { resolution: TableResolution; label: string }) {
  return (
    <Stack gap="xs" aria-label={label} role="group">
      {resolution.steps.map((s, i) => (
        <Stack key={`${s.label}-${i}`} gap={2} style={{ borderLeft: '3px solid var(--mantine-color-default-border)', paddingLeft: 10 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={700}>
              {s.label}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {organizerText(s.result)}
            </Text>
          </Group>
          {(s.parts.length > 0 || s.dice.length > 0) && (
            <Table fz="xs" verticalSpacing={1} horizontalSpacing={6} withRowBorders={false}>
              <Table.Tbody>
                {s.dice.map((d) => (
                  <Table.Tr key={`d${d.seq}`}>
                    <Table.Td>
                      <Badge size="xs" variant="light" color={d.mode === 'manual' ? 'blue' : 'gray'}>
                        {d.notation}
                      </Badge>{' '}
                      {d.purpose}
                      {d.decided ? ` → ${d.decided}` : ''}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} w={48} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {d.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {s.parts.map((p, k) => (
                  <Table.Tr key={`p${k}`}>
                    <Table.Td>
                      {p.label}
                      <Text span size="10px" c="dimmed">
                        {' '}
                        {organizerText(p.rule)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" w={48} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {signed(p.value)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Cite>{s.rule}</Cite>
        </Stack>
      ))}
      <Text size="sm" fw={700} data-testid="resolution-outcome">
        {organizerText(resolution.outcome)}
      </Text>
      {resolution.notes.map((n) => (
        <Text key={n} size="xs" c="dimmed">
          {organizerText(n)}
        </Text>
      ))}
    </Stack>
  );
}
