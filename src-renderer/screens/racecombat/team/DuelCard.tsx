import { Alert, Card, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type CarDesign,
  FACINGS,
  type Facing,
  RC_DUEL_GEAR,
  RC_STOCK,
  type RacecombatSettings,
  type RcDuelFirst,
  rcDuel,
  rcStockDesign,
  SECTION,
  withGap,
} from '../../../../src-shared/engine/racecombat';
import type { TeamCarView, TeamView } from '../../../../src-shared/ipc/channels/teams';
import { Cite } from '../../../components/Cite';
import { DuelResult } from '../../../components/odds/DuelResult';

const ARC_WORDS = FACINGS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }));
const GEARS = ['1st', '2nd', '3rd', '4th', '5th', '6th'].map((label, i) => ({ value: String(i + 1), label: `${label} gear` }));

interface Opponent {
  value: string;
  label: string;
  design: CarDesign;
}

/** The team's other cars, then the stock car (the Teams screen's new car: the league's wear points, nothing bought). */
function opponents(team: TeamView, self: number, settings: RacecombatSettings): Opponent[] {
  const own = team.cars
    .filter((c) => c.vehicleId !== self)
    .map((c) => ({ value: `car:${c.vehicleId}`, label: (c.design as CarDesign).name, design: c.design as CarDesign }));
  return [...own, { value: `stock:${RC_STOCK.key}`, label: RC_STOCK.name, design: rcStockDesign(settings) }];
}

/** One car's side of the duel: the arc of it the other car is in, and its gear. */
function SideControls({
  me,
  them,
  arc,
  gear,
  onArc,
  onGear,
}: {
  me: string;
  them: string;
  arc: Facing;
  gear: number;
  onArc: (a: Facing) => void;
  onGear: (g: number) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {me}
      </Text>
      <SegmentedControl size="xs" data={ARC_WORDS} value={arc} onChange={(v) => onArc(v as Facing)} aria-label={`${me}'s arc ${them} is in`} />
      <Select size="xs" w={130} data={GEARS} value={String(gear)} onChange={(v) => v && onGear(Number(v))} allowDeselect={false} aria-label={`${me}'s gear`} />
    </Stack>
  );
}

/**
 * The team page's duel (issue 23, gaps.md #33): this car against another of the team or the stock car, at a range,
 * with the other car in an arc of each and each in a gear, both firing at once or one first; each turn's chance that
 * each has eliminated the other, computed in the page by the engine's `rcDuel` (each shot the match table's own shoot
 * intent): exact while the chain is small, else 200 whole duels with seeded dice, labelled (a fraction of a second).
 */
export function DuelCard({ car, team, settings }: { car: TeamCarView; team: TeamView; settings: RacecombatSettings }) {
  const choices = useMemo(() => opponents(team, car.vehicleId, settings), [team, car.vehicleId, settings]);
  const [opponent, setOpponent] = useState(choices[0]!.value);
  const [range, setRange] = useState(6);
  const [mine, setMine] = useState<{ arc: Facing; gear: number }>({ arc: 'front', gear: RC_DUEL_GEAR });
  const [theirs, setTheirs] = useState<{ arc: Facing; gear: number }>({ arc: 'front', gear: RC_DUEL_GEAR });
  const [first, setFirst] = useState<RcDuelFirst>('both');
  const other = choices.find((c) => c.value === opponent) ?? choices[0]!;
  const design = car.design as CarDesign;
  const result = useMemo(() => {
    try {
      const a = { name: design.name, design, ...mine };
      const b = { name: other.label, design: other.design, ...theirs };
      return { ok: rcDuel({ a, b, rangeInches: range, turns: 10, first }, settings), error: null };
    } catch (e) {
      return { ok: null, error: (e as Error).message };
    }
  }, [design, other, range, mine, theirs, first, settings]);
  return (
    <Card withBorder padding="md" component="section" aria-label="Duel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Duel: {design.name} against another car</Title>
          <Cite>{withGap(SECTION.combat, 33)}</Cite>
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
          <NumberInput label="Range (inches)" value={range} min={1} max={48} decimalScale={1} onChange={(v) => typeof v === 'number' && setRange(v)} w={130} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Fires first
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Fires first"
              value={first}
              onChange={(v) => setFirst(v as RcDuelFirst)}
              data={[
                { value: 'both', label: 'At once' },
                { value: 'a', label: design.name },
                { value: 'b', label: other.label },
              ]}
            />
          </Stack>
        </Group>
        <Group gap="xl" align="start">
          <SideControls
            me={design.name}
            them={other.label}
            {...mine}
            onArc={(arc) => setMine({ ...mine, arc })}
            onGear={(gear) => setMine({ ...mine, gear })}
          />
          <SideControls
            me={other.label}
            them={design.name}
            {...theirs}
            onArc={(arc) => setTheirs({ ...theirs, arc })}
            onGear={(gear) => setTheirs({ ...theirs, gear })}
          />
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
