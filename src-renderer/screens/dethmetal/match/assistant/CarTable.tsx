import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { ACTION_RULES, allowance, isDriverless, maxHandlingNow, type Acted, type Position } from '../../../../../src-shared/engine/dethmetal/assistant';
import type { AssistantCarInfo, CarState } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';

const CONTROL_SHORT: Record<CarState['control'], string> = {
  'in-control': '',
  'minor-skid': 'Minor skid',
  fishtail: 'Fishtail',
  'major-skid': 'Major skid',
  spin: 'Spin',
  rollover: 'Rollover',
};

function status(card: CarState): string {
  if (card.destroyed) return 'Destroyed';
  if (card.outOfHeat) return 'Out of heat';
  if (isDriverless(card)) return 'Driverless';
  return [CONTROL_SHORT[card.control], card.suspensionBroken ? 'Susp. broken' : '', card.engineDry ? 'Dry' : ''].filter(Boolean).join(', ') || 'OK';
}

/**
 * The compact view: one row per car in movement order, every live number of its card, for 12–16 cars on one screen.
 * A row is a button: Enter or a click selects the car, whose keys (F, M, A …) then act as on its card.
 */
export function CarTable({
  cards,
  infos,
  position,
  totals,
  acted,
  selected,
  onSelect,
}: {
  cards: CarState[];
  infos: ReadonlyMap<number, AssistantCarInfo>;
  position: Position;
  totals: Record<number, number>;
  acted: Record<number, Acted[]>;
  selected: number | null;
  onSelect: (vehicleId: number) => void;
}) {
  const phase = position.step === 'phase' ? (position.phase as 1 | 2 | 3) : null;
  return (
    <Table
      striped
      highlightOnHover
      withTableBorder
      verticalSpacing={2}
      horizontalSpacing={6}
      fz="sm"
      aria-label="Cars at the table"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Car</Table.Th>
          <Table.Th ta="right">Init</Table.Th>
          <Table.Th ta="right">Speed</Table.Th>
          <Table.Th ta="right">Hdl</Table.Th>
          <Table.Th ta="right">MP left</Table.Th>
          <Table.Th ta="right">Damage</Table.Th>
          <Table.Th ta="right">Crits</Table.Th>
          <Table.Th ta="right">Tires</Table.Th>
          <Table.Th ta="right">Fuel</Table.Th>
          <Table.Th>Ammo</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Done this turn</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cards.map((c) => {
          const info = infos.get(c.vehicleId);
          if (!info) return null;
          const t = Math.max(1, info.toughness);
          const left = phase && c.mp > 0 ? allowance(c, phase).left : Math.max(0, c.mp - c.mpLost - c.mpUsed);
          const done = [...new Set((acted[c.vehicleId] ?? []).map((a) => ACTION_RULES[a.kind]?.group ?? a.kind))];
          return (
            <Table.Tr
              key={c.vehicleId}
              tabIndex={0}
              aria-label={`${info.name}, ${info.franchise}`}
              aria-selected={selected === c.vehicleId}
              data-testid={`car-row-${c.vehicleId}`}
              onClick={() => onSelect(c.vehicleId)}
              onFocus={() => onSelect(c.vehicleId)}
              style={{
                cursor: 'pointer',
                outline: selected === c.vehicleId ? '2px solid var(--mantine-color-orange-6)' : undefined,
                opacity: c.destroyed || c.outOfHeat ? 0.6 : 1,
              }}
            >
              <Table.Td style={{ borderLeft: `4px solid ${info.colour}`, whiteSpace: 'nowrap', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                <Text span fw={600} size="sm">
                  {info.name}
                </Text>{' '}
                <Text span size="xs" c="dimmed">
                  {info.franchise}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{totals[c.vehicleId] ?? '—'}</Table.Td>
              <Table.Td ta="right">{c.speed}</Table.Td>
              <Table.Td ta="right" c={c.handling < 0 ? 'red' : undefined}>
                {c.handling}/{maxHandlingNow(c, info.maxHandling)}
              </Table.Td>
              <Table.Td ta="right">{c.mp ? `${left}/${c.mp - c.mpLost}` : '—'}</Table.Td>
              <Table.Td ta="right">
                <Tooltip label={`${c.damage} damage points; ${c.damage % t} of ${t} toward the next critical`}>
                  <span>
                    {c.damage % t}/{t}
                  </span>
                </Tooltip>
              </Table.Td>
              <Table.Td ta="right" c={c.criticals ? 'red' : undefined}>
                {c.criticals}
              </Table.Td>
              <Table.Td ta="right" c={c.maxHandlingLoss ? 'red' : undefined}>
                {c.tireDamage}
              </Table.Td>
              <Table.Td ta="right" c={c.engineDry ? 'red' : undefined}>
                {c.fuel}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {info.weapons
                  .filter((w) => w.ammo !== null)
                  .map((w) => `${w.id} ${c.weapons.find((x) => x.id === w.id)?.ammo ?? 0}/${w.ammo}`)
                  .join(' · ') || '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{status(c)}</Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {done.map((d) => (
                    <Badge key={d} size="xs" variant="light" color="teal">
                      ✓ {d}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
