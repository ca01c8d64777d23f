import { Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type Character,
  DUEL_FROM,
  type DuelFrom,
  HEXRPG_STOCK,
  type HexrpgSettings,
  hexrpgDuel,
  type HxDuelSide,
  stockDuelSide,
} from '../../../../src-shared/engine/hexrpg';
import { Cite } from '../../../components/Cite';
import { type DuelPlayed, PlayedDuel } from '../../../components/odds/PlayedDuel';
import type { GangCharacter, GangVehicle } from './useGang';
import { KIND_WORDS } from './vehicleModel';

const FROM_WORDS: Record<DuelFrom, string> = {
  mounted: 'As mounted',
  higher: 'Higher position',
  same: 'Same position',
  lower: 'Lower position',
};
const FROM_DATA = DUEL_FROM.map((f) => ({ value: f, label: FROM_WORDS[f] }));

/** The character at a vehicle's controls: the gang's standing crew seats him in its kind's driver slot. */
const driverOf = (vehicleId: number, characters: readonly GangCharacter[]): Character | undefined =>
  characters.find((c) => c.seat?.vehicleId === vehicleId && /Driver$/.test(c.seat.slot))?.character;

interface Opponent {
  value: string;
  group: string;
  label: string;
  side: () => Omit<HxDuelSide, 'from'> | string;
}

/**
 * The garage duel (issue 23, gaps.md #40): this vehicle against another of the gang or a stock one, at a range in
 * hexes, each side's weapons fired from where they are mounted or from a position the organizer picks; each turn's
 * chance that each has put the other out (#41), computed in the page by the engine's `hexrpgDuel` (each shot the
 * table's own `shoot`). Asked by a button, not at every change: two armed vehicles hold the page for a few tenths of
 * a second (engine/hexrpg/duel.ts HEXRPG_DUEL_BUDGET).
 */
export function DuelCard({
  vehicle,
  vehicles,
  characters,
  settings,
}: {
  vehicle: GangVehicle;
  vehicles: readonly GangVehicle[];
  characters: readonly GangCharacter[];
  settings: HexrpgSettings;
}) {
  const choices = useMemo(
    (): Opponent[] => [
      ...vehicles
        .filter((v) => v.vehicleId !== vehicle.vehicleId)
        .map((v) => ({
          value: `vehicle:${v.vehicleId}`,
          group: 'This gang',
          label: v.vehicle.name,
          side: () => {
            const driver = driverOf(v.vehicleId, characters);
            return driver ? { name: v.vehicle.name, vehicle: v.vehicle, driver } : `No one is at the controls of the ${v.vehicle.name}: seat a driver first`;
          },
        })),
      ...HEXRPG_STOCK.map((k) => ({
        value: `stock:${k}`,
        group: 'Stock vehicles (no weapons)',
        label: `Stock ${KIND_WORDS[k].one.toLowerCase()}`,
        side: () => stockDuelSide(k),
      })),
    ],
    [vehicles, characters, vehicle.vehicleId],
  );
  const [opponent, setOpponent] = useState(choices[0]!.value);
  const [hexes, setHexes] = useState(4);
  const [turns, setTurns] = useState(10);
  const [mine, setMine] = useState<DuelFrom>('mounted');
  const [theirs, setTheirs] = useState<DuelFrom>('mounted');
  const other = choices.find((c) => c.value === opponent) ?? choices[0]!;
  const name = vehicle.vehicle.name;
  const play = (): DuelPlayed => {
    const driver = driverOf(vehicle.vehicleId, characters);
    const b = other.side();
    if (!driver) throw new Error(`No one is at the controls of the ${name}: seat a driver first`);
    if (typeof b === 'string') throw new Error(b);
    const a: HxDuelSide = { name, vehicle: vehicle.vehicle, driver, from: mine };
    return { report: hexrpgDuel({ a, b: { ...b, from: theirs }, hexes, turns }, settings), a: a.name, b: b.name };
  };
  const groups = [...new Set(choices.map((c) => c.group))].map((group) => ({
    group,
    items: choices.filter((c) => c.group === group).map((c) => ({ value: c.value, label: c.label })),
  }));
  return (
    <Card withBorder padding="md" component="section" aria-label="Duel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Duel: the {name} against another vehicle</Title>
          <Cite>3d. Vehicular Combat › Weapon Usage (gaps.md #40)</Cite>
        </Group>
        <Group gap="md" align="end">
          <Select label="Opponent" data={groups} value={other.value} onChange={(v) => v && setOpponent(v)} allowDeselect={false} w={210} />
          <NumberInput label="Range (hexes)" value={hexes} min={1} max={60} onChange={(v) => typeof v === 'number' && setHexes(v)} w={130} />
          <NumberInput label="Turns" value={turns} min={1} max={20} onChange={(v) => typeof v === 'number' && setTurns(v)} w={90} />
          <Select label={`${name} fires from`} data={FROM_DATA} value={mine} onChange={(v) => v && setMine(v as DuelFrom)} allowDeselect={false} w={190} />
          <Select
            label={`${other.label} fires from`}
            data={FROM_DATA}
            value={theirs}
            onChange={(v) => v && setTheirs(v as DuelFrom)}
            allowDeselect={false}
            w={190}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Both vehicles hold the range all duel long (Weapon Usage has no range modifier) and fire every weapon once a turn, at once; a vehicle is out once it
          stops working or no one able is at its controls (gaps.md #41).
        </Text>
        {/* A change of opponent, range, turns or position puts the figures away. */}
        <PlayedDuel inputs={[vehicle.vehicle, other.value, hexes, turns, mine, theirs]} play={play} turns={turns} />
      </Stack>
    </Card>
  );
}
