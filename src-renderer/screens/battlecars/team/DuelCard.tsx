import { Alert, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  BC_DUEL_FACINGS,
  type BattlecarsSettings,
  type BcDuelFacing,
  type BcDuelSide,
  battlecarsSettingsSchema,
  bcDuel,
  type CardType,
  designSchema,
  SECTION,
  stockSide,
  withGap,
} from '../../../../src-shared/engine/battlecars';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { DuelResult } from '../../../components/odds/DuelResult';

const FACING_WORDS: Record<BcDuelFacing, string> = {
  front: 'Front',
  rear: 'Rear',
  leftFront: 'Left side, front',
  leftCentre: 'Left side, centre',
  leftRear: 'Left side, rear',
  rightFront: 'Right side, front',
  rightCentre: 'Right side, centre',
  rightRear: 'Right side, rear',
};
const FACING_DATA = BC_DUEL_FACINGS.map((f) => ({ value: f, label: FACING_WORDS[f] }));

/** The league's settings as the engine reads them: its house rules and its card types. */
function useSettings(cardTypes: CardType[]): { settings: BattlecarsSettings | null; error: string | null } {
  const view = useQuery('league.settings', {});
  return useMemo(() => {
    if (view.error) return { settings: null, error: view.error.message };
    if (!view.data) return { settings: null, error: null };
    const r = battlecarsSettingsSchema.safeParse({ ...Object.fromEntries(view.data.houseRules.map((h) => [h.key, h.value])), cardTypes });
    return r.success ? { settings: r.data, error: null } : { settings: null, error: r.error.issues[0]!.message };
  }, [view.data, view.error, cardTypes]);
}

/**
 * The duel (issue 23, gaps.md #28): this player's vehicle against another player's or a stock one (the new vehicle of
 * a card type, unloaded, as this screen makes it), at a range in points with the armour block each shows the other;
 * each turn's chance that each has put the other's driver out, computed in the page by the engine's `bcDuel` (each
 * round the table's own fire intent). Exact while the chain is small; real cards branch past its budget of work, and
 * the duel then plays 200 seeded whole duels (about a tenth of a second), labelled with each chance's error.
 */
export function DuelCard({ car, card, cardTypes, playerId }: { car: TeamCarView; card: CardType; cardTypes: CardType[]; playerId: number }) {
  const franchises = useQuery('franchise.list', {});
  const { settings, error } = useSettings(cardTypes);
  const players = (franchises.data ?? []).filter((f) => f.id !== playerId);
  const groups = [
    { group: 'Players', items: players.map((f) => ({ value: `player:${f.id}`, label: f.name })) },
    { group: 'Stock vehicles', items: cardTypes.map((c) => ({ value: `stock:${c.id}`, label: `Stock ${c.name}` })) },
  ].filter((g) => g.items.length > 0);
  const [opponent, setOpponent] = useState<string | null>(null);
  const [range, setRange] = useState(3);
  const [turns, setTurns] = useState(10);
  const [mine, setMine] = useState<BcDuelFacing>('front');
  const [theirs, setTheirs] = useState<BcDuelFacing>('leftCentre');
  const chosen = opponent ?? groups[0]?.items[0]?.value ?? null;
  const self = useMemo(() => {
    const d = designSchema.safeParse(car.design);
    return d.success ? { name: d.data.name, design: d.data, card, shows: mine } : null;
  }, [car.design, card, mine]);
  const name = self?.name ?? 'This vehicle';
  const playerOf = chosen?.startsWith('player:') ? Number(chosen.slice('player:'.length)) : null;
  const stock = useMemo(
    () => (chosen?.startsWith('stock:') ? sideOrError(() => stockSide(chosen.slice('stock:'.length), cardTypes, theirs)) : null),
    [chosen, cardTypes, theirs],
  );
  return (
    <Card withBorder padding="md" component="section" aria-label="Duel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Duel: {name} against another vehicle</Title>
          <Cite>{withGap(SECTION.firing, 28)}</Cite>
        </Group>
        <Group gap="md" align="end">
          <Select label="Opponent" data={groups} value={chosen} onChange={(v) => v && setOpponent(v)} allowDeselect={false} w={200} />
          <NumberInput
            label="Range (points)"
            value={range}
            min={0}
            max={40}
            allowDecimal={false}
            onChange={(v) => typeof v === 'number' && setRange(v)}
            w={120}
          />
          <Select
            label="This vehicle shows the other"
            data={FACING_DATA}
            value={mine}
            onChange={(v) => v && setMine(v as BcDuelFacing)}
            allowDeselect={false}
            w={180}
          />
          <Select
            label="The other shows this vehicle"
            data={FACING_DATA}
            value={theirs}
            onChange={(v) => v && setTheirs(v as BcDuelFacing)}
            allowDeselect={false}
            w={180}
          />
          <NumberInput label="Turns" value={turns} min={1} max={20} allowDecimal={false} onChange={(v) => typeof v === 'number' && setTurns(v)} w={90} />
        </Group>
        <Text size="xs" c="dimmed">
          The vehicles stand at the range all duel long; each aims at the block the other shows, fires one round a turn from the mounts that bear, and returns
          fire when fired upon.
        </Text>
        {(error || !self) && (
          <Alert color="red" role="alert">
            {error ?? 'This vehicle’s design cannot be read.'}
          </Alert>
        )}
        {settings &&
          self &&
          chosen &&
          (playerOf !== null ? (
            <PlayerOpponent franchiseId={playerOf} cardTypes={cardTypes} self={self} shows={theirs} range={range} turns={turns} settings={settings} />
          ) : (
            stock && <Outcome self={self} other={stock} range={range} turns={turns} settings={settings} />
          ))}
      </Stack>
    </Card>
  );
}

interface Inputs {
  self: BcDuelSide;
  range: number;
  turns: number;
  settings: BattlecarsSettings;
}

type Opponent = { side: BcDuelSide; error: null } | { side: null; error: string };

function sideOrError(make: () => BcDuelSide): Opponent {
  try {
    return { side: make(), error: null };
  } catch (e) {
    return { side: null, error: (e as Error).message };
  }
}

/** Another player's vehicle, read from the league. */
function PlayerOpponent({ franchiseId, cardTypes, shows, ...inputs }: Inputs & { franchiseId: number; cardTypes: CardType[]; shows: BcDuelFacing }) {
  const team = useQuery('team.get', { franchiseId });
  const vehicle = team.data?.cars[0];
  const other = useMemo(
    () =>
      vehicle &&
      sideOrError(() => {
        const d = designSchema.parse(vehicle.design);
        const card = cardTypes.find((c) => c.id === d.cardType);
        if (!card) throw new RangeError(`${d.name} is a “${d.cardType}”, which is not one of the league’s card types.`);
        return { name: d.name, design: d, card, shows };
      }),
    [vehicle, cardTypes, shows],
  );
  if (team.error)
    return (
      <Alert color="red" role="alert">
        {team.error.message}
      </Alert>
    );
  if (!team.data) return null;
  if (!other)
    return (
      <Text size="sm" c="dimmed">
        {team.data.name} has no vehicle yet.
      </Text>
    );
  return <Outcome {...inputs} other={other} />;
}

/** The curves of one duel, or its refusal in the engine's words. */
function Outcome({ self, other, range, turns, settings }: Inputs & { other: Opponent }) {
  const result = useMemo(() => {
    if (!other.side) return { ok: null, error: other.error };
    try {
      return { ok: bcDuel({ a: self, b: other.side, range, turns }, settings), error: null };
    } catch (e) {
      return { ok: null, error: (e as Error).message };
    }
  }, [self, other, range, turns, settings]);
  if (result.error)
    return (
      <Alert color="red" role="alert">
        {result.error}
      </Alert>
    );
  return result.ok && other.side ? <DuelResult report={result.ok} a={self.name} b={other.side.name} /> : null;
}
