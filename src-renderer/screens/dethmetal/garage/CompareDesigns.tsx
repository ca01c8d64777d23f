import { Badge, Group, Modal, Select, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { CarDesign } from './designerModel';

export interface DesignChoice {
  value: string;
  /** Where it comes from, for the picker's groups ("On screen", "Stock designs", "Design library", "Stables"). */
  group: string;
  label: string;
  design: CarDesign;
  /** The Car manufacturer DP it has (a bought car, or the new car on screen); templates have none. */
  bonusDp?: number;
}

/** Every sheet field of both designs, in print order (a mount only one of them has still gets its row). */
function rows(a: DesignChoice, b: DesignChoice, settings: DethmetalSettings['car']) {
  const fa = car.carSheetFields(a.design, car.deriveCar(a.design, settings), a.bonusDp);
  const fb = car.carSheetFields(b.design, car.deriveCar(b.design, settings), b.bonusDp);
  const labels = [...new Set([...fa.map((f) => f.label), ...fb.map((f) => f.label)])];
  const at = (fields: typeof fa, label: string) => fields.find((f) => f.label === label)?.value ?? '—';
  return labels.map((label) => ({ label, a: at(fa, label), b: at(fb, label) }));
}

/**
 * Two designs side by side: every derived characteristic the car sheet prints (the engine's carSheetFields), each
 * row whose values differ marked, so what a change buys or costs is read at a glance.
 */
export function CompareDesigns({
  opened,
  onClose,
  choices,
  settings,
}: {
  opened: boolean;
  onClose: () => void;
  choices: DesignChoice[];
  settings: DethmetalSettings['car'];
}) {
  const [left, setLeft] = useState<string | null>(choices[0]?.value ?? null);
  const [right, setRight] = useState<string | null>(choices[1]?.value ?? null);
  const a = choices.find((c) => c.value === left);
  const b = choices.find((c) => c.value === right);
  const table = useMemo(() => (a && b ? rows(a, b, settings) : []), [a, b, settings]);
  const differing = table.filter((r) => r.a !== r.b).length;
  const groups = [...new Set(choices.map((c) => c.group))].map((g) => ({
    group: g,
    items: choices.filter((c) => c.group === g).map((c) => ({ value: c.value, label: c.label })),
  }));
  const picker = (label: string, value: string | null, set: (v: string | null) => void) => (
    <Select
      label={label}
      data={groups}
      value={value}
      onChange={set}
      allowDeselect={false}
      searchable
      style={{ flex: 1, minWidth: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Compare two designs" size="min(1100px, 96vw)" centered>
      <Group align="flex-end" wrap="nowrap" mb="sm">
        {picker('Left', left, setLeft)}
        {picker('Right', right, setRight)}
      </Group>
      {a && b && (
        <>
          <Text size="sm" c="dimmed" mb={6} data-testid="compare-summary">
            {differing === 0 ? 'The two designs are the same in every figure.' : `${differing} of ${table.length} figures differ (highlighted).`}
          </Text>
          <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="Design comparison" style={{ tableLayout: 'fixed' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="22%">Figure</Table.Th>
                <Table.Th>{a.label}</Table.Th>
                <Table.Th>{b.label}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.map((r) => {
                const differs = r.a !== r.b;
                return (
                  <Table.Tr key={r.label} data-differs={differs || undefined} style={differs ? { background: 'var(--mantine-color-yellow-light)' } : undefined}>
                    <Table.Td fw={600}>
                      <Group gap={6} wrap="nowrap">
                        <span>{r.label}</span>
                        {differs && (
                          <Badge size="xs" color="yellow" variant="filled" aria-label="differs">
                            ≠
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.a}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.b}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
