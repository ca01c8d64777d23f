import { Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { car, type DethmetalSettings, dethmetalDuel } from '../../../../src-shared/engine/dethmetal';
import { Cite } from '../../../components/Cite';
import { type DuelPlayed, PlayedDuel } from '../../../components/odds/PlayedDuel';
import type { CarDesign } from './designerModel';

type Facing = (typeof car.FACINGS)[number];
const FACING_WORDS: Record<Facing, string> = {
  front: 'Front',
  'right-front': 'Right front',
  'right-rear': 'Right rear',
  rear: 'Rear',
  'left-rear': 'Left rear',
  'left-front': 'Left front',
};
const FACING_DATA = car.FACINGS.map((f) => ({ value: f, label: FACING_WORDS[f] }));

/**
 * The page computes the duel (the engine in the page, as Dirty Wheels' does), when the organizer asks: a Dethmetal
 * shot's exact walk is too large for the chain's budget of work today, so the duel falls back to a fixed count of
 * seeded whole duels, labelled with each chance's error (engine/dethmetal/duel.ts DETHMETAL_DUEL_BUDGET); the same
 * figures on any machine. Asked by a button, not at every change of the inputs, as it holds the page for a second or more.
 */

const NO_STABLES: readonly { name: string; design: CarDesign }[] = [];

/**
 * The garage duel (issue 23, gaps.md P6): the design on screen against a car of the franchise or a stock design, at a
 * range in hexes with the hex side each shows the other; each turn's chance that each has put the other out of the
 * heat, through the match assistant's own attack calculator (`dethmetalDuel`).
 */
export function DuelCard({
  design,
  settings,
  stables = NO_STABLES,
}: {
  design: CarDesign;
  settings: DethmetalSettings;
  stables?: readonly { name: string; design: CarDesign }[];
}) {
  const choices = useMemo(
    () => [
      ...stables.map((c, i) => ({ value: `car:${i}`, group: 'Stables', label: c.name, design: c.design })),
      ...car.STOCK_DESIGNS.map((s) => ({ value: `stock:${s.id}`, group: 'Stock designs', label: s.design.name, design: s.design })),
    ],
    [stables],
  );
  const [opponent, setOpponent] = useState(choices[0]!.value);
  const [hexes, setHexes] = useState(3);
  const [mine, setMine] = useState<Facing>('front');
  const [theirs, setTheirs] = useState<Facing>('front');
  const other = choices.find((c) => c.value === opponent) ?? choices[0]!;
  const play = (): DuelPlayed => {
    const a = { name: design.name || 'This car', design, facing: mine };
    const b = { name: other.label, design: other.design, facing: theirs };
    return { report: dethmetalDuel({ a, b, hexes, turns: 10 }, settings), a: a.name, b: b.name };
  };
  const groups = ['Stables', 'Stock designs']
    .map((group) => ({ group, items: choices.filter((c) => c.group === group).map((c) => ({ value: c.value, label: c.label })) }))
    .filter((g) => g.items.length > 0);
  const name = design.name || 'This car';
  return (
    <Card withBorder padding="md" component="section" aria-label="Duel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Duel: {name} against another car</Title>
          <Cite>Part V › Shooting (gaps.md P6)</Cite>
        </Group>
        <Group gap="md" align="end">
          <Select label="Opponent" data={groups} value={other.value} onChange={(v) => v && setOpponent(v)} allowDeselect={false} w={220} />
          <NumberInput label="Range (hexes)" value={hexes} min={1} max={60} onChange={(v) => typeof v === 'number' && setHexes(v)} w={120} />
          <Select label="This car shows the other" data={FACING_DATA} value={mine} onChange={(v) => v && setMine(v as Facing)} allowDeselect={false} w={170} />
          <Select
            label="The other shows this car"
            data={FACING_DATA}
            value={theirs}
            onChange={(v) => v && setTheirs(v as Facing)}
            allowDeselect={false}
            w={170}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Both cars stand at the range all duel long and fire every phase from the side they show; a weapon fires only into its mount's arcs.
        </Text>
        {/* A change of car, range or side puts the figures away. */}
        <PlayedDuel inputs={[design, other.value, hexes, mine, theirs]} play={play} turns={10} />
      </Stack>
    </Card>
  );
}
