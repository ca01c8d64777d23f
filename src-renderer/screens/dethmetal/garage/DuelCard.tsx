import { Alert, Button, Card, Group, Loader, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { car, type DethmetalSettings, dethmetalDuel } from '../../../../src-shared/engine/dethmetal';
import { Cite } from '../../../components/Cite';
import { DuelResult } from '../../../components/odds/DuelResult';
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

type Outcome = { ok: ReturnType<typeof dethmetalDuel>; error: null; a: string; b: string } | { ok: null; error: string };

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
  const [played, setPlayed] = useState<{ for: string; design: CarDesign; outcome: Outcome } | null>(null);
  const [playing, setPlaying] = useState(false);
  // Figures for other inputs would mislead: a change of car, range or side puts them away.
  const inputs = `${other.value}|${hexes}|${mine}|${theirs}`;
  const result = played && played.for === inputs && played.design === design ? played.outcome : null;
  const play = () => {
    setPlaying(true);
    // The loader paints first; the duel then runs in one go.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const a = { name: design.name || 'This car', design, facing: mine };
        const b = { name: other.label, design: other.design, facing: theirs };
        let outcome: Outcome;
        try {
          outcome = { ok: dethmetalDuel({ a, b, hexes, turns: 10 }, settings), error: null, a: a.name, b: b.name };
        } catch (e) {
          outcome = { ok: null, error: (e as Error).message };
        }
        setPlayed({ for: inputs, design, outcome });
        setPlaying(false);
      }, 0),
    );
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
        <Group>
          <Button leftSection={playing ? <Loader size={14} /> : <IconSwords size={16} />} onClick={play} disabled={playing} variant="light">
            {playing ? 'Playing ten turns…' : 'Play ten turns'}
          </Button>
        </Group>
        {result?.error && (
          <Alert color="red" role="alert">
            {result.error}
          </Alert>
        )}
        {result?.ok && <DuelResult report={result.ok} a={result.a} b={result.b} />}
      </Stack>
    </Card>
  );
}
