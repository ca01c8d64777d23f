import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { match } from '../../../../../src-shared/engine/dethmetal';
import type { AssistantCarInfo, CardEffect, CarState, NumericField } from '../../../../../src-shared/ipc/channels/dethmetal/assistant';

/** Type the initiative order by hand (rolled at the table): up and down, highest first. */
export function OrderDialog({
  opened,
  onClose,
  initial,
  infos,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  initial: number[];
  infos: ReadonlyMap<number, AssistantCarInfo>;
  onSave: (order: number[]) => void;
}) {
  const [order, setOrder] = useState(initial);
  const move = (i: number, d: -1 | 1) => {
    const next = [...order];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    setOrder(next);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Initiative order, highest first" centered>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Rolled at the table: put the cars in order, highest total first. They move in the reverse order.
        </Text>
        {order.map((id, i) => (
          <Group key={id} justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {i + 1}. {infos.get(id)?.name}
            </Text>
            <Group gap={4}>
              <ActionIcon variant="default" aria-label={`Move ${infos.get(id)?.name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon variant="default" aria-label={`Move ${infos.get(id)?.name} down`} disabled={i === order.length - 1} onClick={() => move(i, 1)}>
                <IconArrowDown size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onSave(order);
              onClose();
            }}
          >
            Use this order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const CORRECTABLE: { field: NumericField; label: string }[] = [
  { field: 'speed', label: 'Speed' },
  { field: 'handling', label: 'Handling' },
  { field: 'damage', label: 'Damage points' },
  { field: 'criticals', label: 'Criticals' },
  { field: 'tireDamage', label: 'Tire damage' },
  { field: 'maxHandlingLoss', label: 'Maximum handling lost' },
  { field: 'fuel', label: 'Fuel points' },
  { field: 'mp', label: 'MP this turn' },
  { field: 'mpLost', label: 'MP lost this turn' },
];

/** Put right a number the table knows better (a move made on the map, a ruling): saved with the reason. */
export function CorrectDialog({
  card,
  info,
  onClose,
  onSave,
}: {
  card: CarState;
  info: AssistantCarInfo;
  onClose: () => void;
  onSave: (effects: CardEffect[], why: string) => void;
}) {
  const [field, setField] = useState<NumericField>('speed');
  const [value, setValue] = useState<number | string>(card.speed);
  const [why, setWhy] = useState('');
  const [points, setPoints] = useState<Record<number, number | string>>({});
  const current = card[field];
  return (
    <Modal opened onClose={onClose} title={`Correct ${info.name}`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const reason = why.trim() || 'Corrected by the organizer';
          const effects: CardEffect[] = [];
          if (typeof value === 'number' && value !== current)
            effects.push({
              vehicleId: card.vehicleId,
              change: { field, to: value },
              why: `${CORRECTABLE.find((c) => c.field === field)!.label} ${current} → ${value}: ${reason}`,
              rule: 'Organizer',
            });
          for (const c of card.crew) {
            const p = points[c.competitorId];
            if (typeof p === 'number' && p !== 0)
              effects.push({
                vehicleId: card.vehicleId,
                change: { field: 'crewPoints', competitorId: c.competitorId, add: p },
                why: `${info.crew.find((x) => x.competitorId === c.competitorId)?.name}: ${p > 0 ? '+' : ''}${p} points (${reason})`,
                rule: match.SCORING_RULE,
              });
          }
          if (effects.length) onSave(effects, reason);
          onClose();
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-end">
            <Select
              label="Number"
              allowDeselect={false}
              value={field}
              onChange={(v) => {
                if (!v) return;
                setField(v as NumericField);
                setValue(card[v as NumericField]);
              }}
              data={CORRECTABLE.map((c) => ({ value: c.field, label: c.label }))}
            />
            <NumberInput label={`Now ${current}; set to`} value={value} onChange={setValue} allowDecimal={false} min={field === 'handling' ? -99 : 0} />
          </Group>
          <Text size="xs" fw={600}>
            Points (flag carried, a ruling)
          </Text>
          {card.crew.map((c) => (
            <NumberInput
              key={c.competitorId}
              label={`${info.crew.find((x) => x.competitorId === c.competitorId)?.name} (${c.points} so far): add`}
              value={points[c.competitorId] ?? ''}
              onChange={(v) => setPoints({ ...points, [c.competitorId]: v })}
              allowDecimal={false}
            />
          ))}
          <TextInput label="Why" placeholder="e.g. moved 2 hexes on the map" value={why} onChange={(e) => setWhy(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The end of a heat: finishing places in a race score (gaps.md #38); then the next heat, or the result. */
export function FinishHeatDialog({
  opened,
  onClose,
  kind,
  cards,
  infos,
  heat,
  heats,
  nextAssigned,
  onFinish,
}: {
  opened: boolean;
  onClose: () => void;
  kind: 'race' | 'arena' | 'match';
  cards: CarState[];
  infos: ReadonlyMap<number, AssistantCarInfo>;
  heat: number;
  heats: number;
  nextAssigned: boolean;
  onFinish: (effects: CardEffect[], startNext: boolean) => void;
}) {
  const [places, setPlaces] = useState<Record<number, string>>({});
  const finishers = cards.filter((c) => !c.destroyed && !c.outOfHeat);
  const options = [
    { value: 'dnf', label: 'Did not finish' },
    ...finishers.map((_, i) => ({ value: String(i + 1), label: `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} — ${match.raceFinishPoints(i + 1)} pt` })),
  ];
  const taken = Object.values(places).filter((p) => p !== 'dnf');
  const duplicate = taken.length !== new Set(taken).size;
  const effects: CardEffect[] =
    kind === 'race'
      ? cards.flatMap((c): CardEffect[] => {
          const p = places[c.vehicleId];
          const pts = p && p !== 'dnf' ? match.raceFinishPoints(Number(p)) : 0;
          return pts
            ? [
                {
                  vehicleId: c.vehicleId,
                  change: { field: 'crewPoints', competitorId: c.driverId, add: pts },
                  why: `${infos.get(c.vehicleId)?.name} finished ${p}${['st', 'nd', 'rd'][Number(p) - 1] ?? 'th'}: ${pts} points`,
                  rule: match.SCORING_RULE,
                },
              ]
            : [];
        })
      : [];
  const last = heat >= heats;
  return (
    <Modal opened={opened} onClose={onClose} title={`End of heat ${heat}`} centered size="lg">
      <Stack gap="sm">
        {kind === 'race' ? (
          <>
            <Text size="sm" c="dimmed">
              Finishing places score 6, 4, 3, 2 and 1 for any other finisher; points go to the driver.
            </Text>
            <Table>
              <Table.Tbody>
                {cards.map((c) => (
                  <Table.Tr key={c.vehicleId}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {infos.get(c.vehicleId)?.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {infos.get(c.vehicleId)?.franchise}
                      </Text>
                    </Table.Td>
                    <Table.Td w={220}>
                      {c.destroyed || c.outOfHeat ? (
                        <Text size="sm" c="dimmed">
                          Out of the heat
                        </Text>
                      ) : (
                        <Select
                          aria-label={`Place of ${infos.get(c.vehicleId)?.name}`}
                          allowDeselect={false}
                          placeholder="Place"
                          value={places[c.vehicleId] ?? null}
                          onChange={(v) => v && setPlaces({ ...places, [c.vehicleId]: v })}
                          data={options}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {duplicate && (
              <Text size="sm" c="red" role="alert">
                Two cars cannot share a place.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">Arena points (kills, the flag) are already on the competitors' cards; add flag points with “Correct a number…” on a card.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not yet
          </Button>
          <Button
            disabled={duplicate}
            onClick={() => {
              onFinish(effects, !last && nextAssigned);
              onClose();
            }}
          >
            {last ? 'Finish the last heat' : nextAssigned ? `Finish and start heat ${heat + 1}` : 'Finish this heat'}
          </Button>
        </Group>
        {!last && !nextAssigned && (
          <Text size="xs" c="dimmed">
            Heat {heat + 1} has no cars assigned yet: assign them in the Setup tab, then start it from here.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
