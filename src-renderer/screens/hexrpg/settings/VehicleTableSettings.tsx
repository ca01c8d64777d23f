import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBike, IconCar, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { VEHICLE_KINDS, type VehicleKind } from '../../../../src-shared/engine/hexrpg';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { HoverTooltip } from '../../../components/HoverTooltip';
import { DraftReportContext, NumberField, useDraftReports } from '../../../components/NumberField';
import { KIND_WORDS } from '../gang/vehicleModel';
import { COLUMNS, cell, DEFAULT_TABLE, isDefault, TABLE_RULE, tableProblems, type VehicleTable, withCell } from './vehicleTableModel';

const ICON: Record<VehicleKind, typeof IconCar> = { bike: IconBike, car: IconCar, warcar: IconTruck };

/**
 * League › Settings › Typical vehicles: the league's vehicle table, a house rule (`vehicleStats`) drawn as the table
 * it stands for rather than as the core's JSON box. Every vehicle without numbers of its own takes its kind's row.
 * Saved whole through the core's `league.updateSettings` (one undoable write), which judges it with the same schema.
 */
export function VehicleTableSettings() {
  const settings = useQuery('league.settings', {});
  if (settings.error)
    return (
      <Text c="red" role="alert">
        {settings.error.message}
      </Text>
    );
  if (!settings.data) return <Loader size="sm" />;
  const stored = settings.data.houseRules.find((r) => r.key === 'vehicleStats')?.value as VehicleTable | undefined;
  const saved = stored ?? DEFAULT_TABLE();
  return <VehicleTableEditor key={JSON.stringify(saved)} saved={saved} />;
}

export function VehicleTableEditor({ saved }: { saved: VehicleTable }) {
  const api = useApi();
  const [table, setTable] = useState<VehicleTable>(saved);
  const { drafts: typing, report } = useDraftReports();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const problems = tableProblems(table);
  const changed = JSON.stringify(table) !== JSON.stringify(saved);
  const blocked = problems.length > 0 || Object.keys(typing).length > 0;
  const save = async () => {
    setBusy(true);
    setRefused(null);
    const r = await api.call('league.updateSettings', { houseRules: { vehicleStats: table } });
    setBusy(false);
    if (!r.ok) return setRefused(r.error.message);
    const illegal = r.value.madeIllegal.length;
    notifications.show({
      title: 'Vehicle table saved',
      message: illegal
        ? `${illegal} vehicle${illegal === 1 ? ' is' : 's are'} now illegal under it; League › Settings lists them. Ctrl+Z undoes the change.`
        : 'Every vehicle without its own numbers takes its kind’s row. Ctrl+Z undoes the change.',
      color: illegal ? 'yellow' : 'green',
    });
  };
  return (
    <DraftReportContext.Provider value={report}>
      <Card withBorder padding="md" component="section" aria-label="Typical vehicles">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={4}>Typical vehicles</Title>
              <Cite>{TABLE_RULE}</Cite>
            </div>
            <Text size="xs" c="dimmed" maw={460}>
              The chapter cites a vehicle table that is missing. These are the league’s numbers for a vehicle of each kind (the text gives bike 4 hexes and 4
              turns, car 5 and 3, warcar 7 and 2); a vehicle may set its own in its gang’s editor.
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder={false} verticalSpacing={4} horizontalSpacing="xs" aria-label="Vehicle table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.label} ta="right">
                      <HoverTooltip label={`${c.help} (${c.rule})`} multiline w={240}>
                        <Text
                          component="span"
                          size="sm"
                          fw={700}
                          tabIndex={0}
                          style={{ cursor: 'help', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}
                        >
                          {c.label}
                        </Text>
                      </HoverTooltip>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {VEHICLE_KINDS.map((kind) => {
                  const Icon = ICON[kind];
                  return (
                    <Table.Tr key={kind}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Icon size={16} aria-hidden />
                          <Text size="sm" fw={600}>
                            {KIND_WORDS[kind].one}
                          </Text>
                        </Group>
                      </Table.Td>
                      {COLUMNS.map((c) => {
                        const path = `${kind}.${c.path.join('.')}`;
                        const bad = problems.some((p) => p.kind === kind && p.column === c.label);
                        return (
                          <Table.Td key={c.label}>
                            <NumberField
                              size="xs"
                              w={76}
                              ml="auto"
                              aria-label={`${KIND_WORDS[kind].one}: ${c.label}`}
                              path={path}
                              name={`${KIND_WORDS[kind].one} ${c.label}`}
                              value={cell(table, kind, c)}
                              min={Number.MIN_SAFE_INTEGER}
                              max={Number.MAX_SAFE_INTEGER}
                              invalid={bad}
                              styles={{ input: { textAlign: 'right' } }}
                              onValue={(v) => v !== null && setTable((t) => withCell(t, kind, c, v))}
                            />
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <FieldProblems
            messages={[
              ...problems.map((p) => `${p.kind ? `${KIND_WORDS[p.kind].one}${p.column ? `, ${p.column}` : ''}: ` : ''}${p.message}`),
              ...Object.values(typing),
              ...(refused ? [refused] : []),
            ]}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" size="xs" disabled={isDefault(table)} onClick={() => setTable(DEFAULT_TABLE())}>
              Back to the defaults
            </Button>
            <Button variant="default" size="xs" disabled={!changed} onClick={() => setTable(saved)}>
              Discard
            </Button>
            <Button size="xs" disabled={!changed || blocked} loading={busy} onClick={() => void save()}>
              Save the vehicle table
            </Button>
          </Group>
        </Stack>
      </Card>
    </DraftReportContext.Provider>
  );
}
