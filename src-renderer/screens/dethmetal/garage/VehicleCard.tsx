import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconCurrencyDollar, IconPrinter, IconTool } from '@tabler/icons-react';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import type { VehicleView } from '../../../../src-shared/ipc';
import { Amount } from '../../../components/Amount';
import { FACING_LABEL, signed } from './designerModel';
import { CarOutline } from './CarOutline';

const NOT_BAD = { front: false, back: false, left: false, right: false };
const NO_IDS = { front: '', back: '', left: '', right: '' };

function mountText(m: car.CarMount): string {
  const where = m.arc === 'turret' ? 'turret' : `${m.arc} ${FACING_LABEL[m.facing].toLowerCase()}`;
  return `${m.weapon ?? 'empty'} · ${m.type}, ${where}`;
}

/** The other components and fitted devices, in a line ("" when it has none). */
function components(d: car.CarDesign): string {
  const c = d.components;
  return [
    c.gunnerStation ? 'Gunner Station' : '',
    c.armoredCrewSeats ? `armored seat${c.armoredCrewSeats > 1 ? ` ×${c.armoredCrewSeats}` : ''}` : '',
    c.selfSealingFuelTank ? 'self-sealing tank' : '',
    c.wheelGuards ? 'wheel guards' : '',
    c.adjustableSuspension ? `adjustable height (${c.adjustableSuspension.height}, set ${c.adjustableSuspension.setting})` : '',
    ...d.suspensionTweaks.map((t) => car.TWEAK_TABLE[t].label.toLowerCase()),
    ...d.fittedItems.map((f) => f.item),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One car of the stables: the numbers a player reads off the sheet at the table, and what can be done with it. */
export const VehicleCard = memo(function VehicleCard({
  vehicle,
  onRefit,
  onSell,
  onPrint,
  onDuplicate,
}: {
  vehicle: VehicleView;
  onRefit: (id: number) => void;
  onSell: (v: VehicleView) => void;
  onPrint: (v: VehicleView) => void;
  /** Absent while the stables are full. */
  onDuplicate?: (id: number) => void;
}) {
  const { design, derived } = vehicle;
  const key = [
    { label: 'Acceleration', value: derived.acceleration.rating },
    { label: 'Handling', value: derived.handling.max },
    { label: 'Fuel points', value: derived.fuelPoints.total },
    { label: 'Top speed', value: derived.topSpeed ?? '∞' },
  ];
  return (
    <Card withBorder padding="md" component="article" aria-label={vehicle.name} data-vehicle={vehicle.id}>
      <Group justify="space-between" wrap="nowrap" mb={6} align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            {vehicle.name}
          </Text>
          <Text size="xs" c="dimmed">
            {derived.designPoints.spent} / {car.designPointBudget(design.budget, vehicle.bonusDp)} DP · bought season {vehicle.boughtSeason} for{' '}
            {vehicle.purchasePrice}k
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {vehicle.budget === 75 && (
            <Tooltip label="Built with the overhead penalty: counts as two vehicles for overhead">
              <Badge variant="light" color="grape">
                75 DP
              </Badge>
            </Tooltip>
          )}
          {vehicle.brokenDownFor !== null && (
            <Badge variant="light" color="red">
              broken down
            </Badge>
          )}
        </Group>
      </Group>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <div style={{ flex: 'none' }}>
          <CarOutline armor={design.armor} bad={NOT_BAD} inputIds={NO_IDS} width={64} />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={2}>
            {key.map((k) => (
              <Group key={k.label} justify="space-between" wrap="nowrap" gap={4}>
                <Text size="sm" c="dimmed">
                  {k.label}
                </Text>
                <Amount value={k.value} fw={700} />
              </Group>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Armor F {design.armor.front} · B {design.armor.back} · L {design.armor.left} · R {design.armor.right} · Toughness {design.toughness} · Weight{' '}
            {derived.weight.total}
          </Text>
          {components(design) && (
            <Text size="xs" c="dimmed">
              {components(design)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {design.tires.rare ? 'Rare ' : ''}
            {car.TIRE_TABLE[design.tires.type].label}, {car.TREAD_TABLE[design.tires.tread].label} · gearing {signed(design.gearing)}
          </Text>
        </Stack>
      </Group>
      <Divider my="xs" />
      <Stack gap={2} mih={40}>
        {design.mounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No weapon mounts
          </Text>
        ) : (
          design.mounts.map((m, i) => (
            <Text key={i} size="sm" truncate>
              {mountText(m)}
            </Text>
          ))
        )}
      </Stack>
      {(vehicle.criticals > 0 || vehicle.damage > 0) && (
        <Text size="xs" c="orange" mt={4}>
          {vehicle.criticals} critical{vehicle.criticals === 1 ? '' : 's'}, {vehicle.damage} damage carried
        </Text>
      )}
      {vehicle.problems.length > 0 && (
        <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" style={{ flex: 'none' }} />
          <Text size="xs" c="red">
            {vehicle.problems.map((p) => p.message).join(' ')}
          </Text>
        </Group>
      )}
      <Group justify="flex-end" gap={6} mt="sm">
        <Button size="compact-sm" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => onPrint(vehicle)}>
          Print
        </Button>
        <Tooltip label="The stables are full: sell a car first." disabled={!!onDuplicate}>
          <Button size="compact-sm" variant="default" leftSection={<IconCopy size={14} />} disabled={!onDuplicate} onClick={() => onDuplicate?.(vehicle.id)}>
            Duplicate
          </Button>
        </Tooltip>
        <Button size="compact-sm" variant="default" leftSection={<IconCurrencyDollar size={14} />} onClick={() => onSell(vehicle)}>
          Sell
        </Button>
        <Button size="compact-sm" variant="light" leftSection={<IconTool size={14} />} onClick={() => onRefit(vehicle.id)}>
          Refit
        </Button>
      </Group>
    </Card>
  );
});
