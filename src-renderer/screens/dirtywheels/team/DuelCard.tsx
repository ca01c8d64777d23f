import { Alert, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CAR_TYPES, type CarDesign, type DirtyWheelsSettings, type Driver, dwDuel, newCarDesign, newDriver } from '../../../../src-shared/engine/dirtywheels';
import type { TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { Cite } from '../../../components/Cite';
import { DuelResult } from '../../../components/odds/DuelResult';

type Facing = 'ahead' | 'aside';
const FACING_WORDS = [
  { value: 'ahead', label: 'Dead ahead' },
  { value: 'aside', label: 'Off to a side' },
];

interface Opponent {
  value: string;
  label: string;
  design: CarDesign;
  driver: Driver;
}

/** The team's other cars, then a stock car of each type (the builder's new car with a new driver). */
function opponents(team: TeamView, self: number): Opponent[] {
  const own = team.cars
    .filter((c) => c.vehicleId !== self)
    .map((c) => ({ value: `car:${c.vehicleId}`, label: (c.design as CarDesign).name, design: c.design as CarDesign, driver: c.driver as Driver }));
  const stock = CAR_TYPES.map((type) => ({
    value: `stock:${type}`,
    label: `Stock ${type}`,
    design: { ...newCarDesign(`Stock ${type}`), type },
    driver: newDriver(`Stock ${type}'s driver`),
  }));
  return [...own, ...stock];
}

/**
 * The garage duel (issue 23, gaps.md #40): this car against another of the team or a stock one, at a distance and
 * facing the organizer picks; each turn's chance that each has destroyed the other, exactly, computed in the page by
 * the engine's `dwDuel` (each shot the table's own shoot intent).
 */
export function DuelCard({ car, team, settings }: { car: TeamCarView; team: TeamView; settings: DirtyWheelsSettings }) {
  const choices = useMemo(() => opponents(team, car.vehicleId), [team, car.vehicleId]);
  const [opponent, setOpponent] = useState(choices[0]!.value);
  const [distance, setDistance] = useState(6);
  const [mine, setMine] = useState<Facing>('ahead');
  const [theirs, setTheirs] = useState<Facing>('ahead');
  const other = choices.find((c) => c.value === opponent) ?? choices[0]!;
  const design = car.design as CarDesign;
  const result = useMemo(() => {
    try {
      return {
        ok: dwDuel(
          {
            a: { name: design.name, design, driver: car.driver as Driver, targetInFront: mine === 'ahead' },
            b: { name: other.label, design: other.design, driver: other.driver, targetInFront: theirs === 'ahead' },
            distance,
            turns: 10,
          },
          settings,
        ),
        error: null,
      };
    } catch (e) {
      return { ok: null, error: (e as Error).message };
    }
  }, [design, car.driver, other, distance, mine, theirs, settings]);
  return (
    <Card withBorder padding="md" component="section" aria-label="Duel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Duel: {design.name} against another car</Title>
          <Cite>The Rules (gaps.md #40)</Cite>
        </Group>
        <Group gap="md" align="end">
          <Select
            label="Opponent"
            data={choices.map((c) => ({ value: c.value, label: c.label }))}
            value={other.value}
            onChange={(v) => v && setOpponent(v)}
            allowDeselect={false}
            w={200}
          />
          <NumberInput label="Distance (inches)" value={distance} min={0} max={200} onChange={(v) => typeof v === 'number' && setDistance(v)} w={140} />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {other.label} for {design.name}
            </Text>
            <SegmentedControl
              size="xs"
              data={FACING_WORDS}
              value={mine}
              onChange={(v) => setMine(v as Facing)}
              aria-label={`Where ${other.label} is for ${design.name}`}
            />
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {design.name} for {other.label}
            </Text>
            <SegmentedControl
              size="xs"
              data={FACING_WORDS}
              value={theirs}
              onChange={(v) => setTheirs(v as Facing)}
              aria-label={`Where ${design.name} is for ${other.label}`}
            />
          </Stack>
        </Group>
        {result.error && (
          <Alert color="red" role="alert">
            {result.error}
          </Alert>
        )}
        {result.ok && <DuelResult report={result.ok} a={design.name} b={other.label} />}
      </Stack>
    </Card>
  );
}
