import { ActionIcon, Button, Card, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { Amount } from '../../../components/Amount';
import { NumberField } from '../../../components/NumberField';
import { FieldProblems } from '../../../components/FieldProblems';
import { signed, type CarDesign, type Update } from './designerModel';

/** Found (World Trade) and tinkered items the franchise holds that are not on a car. */
export interface FoundStock {
  devices: readonly { item: car.FittedItemName; price: number }[];
  rareTires: readonly { type: car.TireType; tread: car.Tread; price: number }[];
}

export const NO_FOUND_STOCK: FoundStock = { devices: [], rareTires: [] };

function effect(item: car.FittedItemName): string {
  const row = car.FITTED_ITEM_TABLE[item];
  const parts = [
    row.acceleration ? `${signed(row.acceleration)} acceleration` : '',
    row.handling ? `${signed(row.handling)} handling` : '',
    row.addsRolledFuelPoints ? '+1d3 fuel points (rolled when found)' : '',
    row.needsLoweredSuspension ? 'needs a lowered suspension' : '',
    row.onePerVehicle ? 'one per car' : '',
    row.permanent ? 'cannot be removed once installed' : '',
  ].filter(Boolean);
  return `${parts.join('; ') || 'see its table entry'} · ${row.source}`;
}

/**
 * Devices and rare tires come from the stores, never from the price lists: this card appears only when the
 * franchise holds some, or the car already carries some.
 */
export const FoundItemsCard = memo(function FoundItemsCard({
  fitted,
  tires,
  stock,
  problems,
  update,
  refit,
  original,
}: {
  fitted: CarDesign['fittedItems'];
  tires: CarDesign['tires'];
  stock: FoundStock;
  problems: Record<string, string[]>;
  update: Update;
  refit: boolean;
  /** The car as bought (refit): permanent devices on it may not come off. */
  original: CarDesign['fittedItems'];
}) {
  const [pick, setPick] = useState<string | null>(null);
  if (fitted.length === 0 && stock.devices.length === 0 && stock.rareTires.length === 0 && !tires.rare) return null;
  const available = stock.devices.filter((d, i) => stock.devices.findIndex((x) => x.item === d.item) === i);
  const messages = Object.entries(problems).flatMap(([, m]) => m);
  return (
    <Card withBorder padding="md" component="section" aria-label="Found and tinkered items" data-path="fittedItems" style={{ contain: 'content' }}>
      <Title order={4} mb={4}>
        Found and tinkered items
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Bought after a match from the World Trade or Tinkering tables and kept in the stores; they cost money, not DP.
      </Text>
      <Stack gap={6}>
        {fitted.map((f, i) => {
          const permanent = refit && car.FITTED_ITEM_TABLE[f.item].permanent && original.some((o) => o.item === f.item);
          return (
            <Group key={`${f.item}-${i}`} justify="space-between" wrap="nowrap" data-path={`fittedItems.${i}`}>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {f.item}
                </Text>
                <Text size="xs" c="dimmed">
                  {effect(f.item)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {car.FITTED_ITEM_TABLE[f.item].addsRolledFuelPoints && (
                  <NumberField
                    aria-label={`${f.item}: fuel points rolled`}
                    path={`fittedItems.${i}.bonusFuelPoints`}
                    name={`${f.item}: fuel points rolled`}
                    size="xs"
                    w={70}
                    min={1}
                    max={3}
                    allowEmpty
                    placeholder="1d3"
                    value={f.bonusFuelPoints ?? null}
                    onValue={(v) =>
                      update((d) => ({
                        ...d,
                        fittedItems: d.fittedItems.map((x, j) =>
                          j === i ? (v !== null ? { ...x, bonusFuelPoints: v } : { item: x.item, ...(x.priceK !== undefined ? { priceK: x.priceK } : {}) }) : x,
                        ),
                      }))
                    }
                  />
                )}
                <Amount value={f.priceK ?? null} unit="k" size="sm" c="dimmed" />
                <Tooltip label={permanent ? 'Once installed it may not be removed.' : `Take ${f.item} off (back to the stores)`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${f.item}`}
                    disabled={permanent}
                    onClick={() => update((d) => ({ ...d, fittedItems: d.fittedItems.filter((_, j) => j !== i) }))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          );
        })}
        {available.length > 0 && (
          <Group gap="xs" align="flex-end">
            <Select
              label="Fit from the stores"
              size="xs"
              w={260}
              value={pick}
              onChange={setPick}
              data={available.map((d) => ({ value: d.item, label: `${d.item} · ${d.price}k` }))}
            />
            <Button
              size="xs"
              variant="light"
              disabled={pick === null}
              onClick={() => {
                const d = available.find((x) => x.item === pick);
                if (!d) return;
                update((x) => ({ ...x, fittedItems: [...x.fittedItems, { item: d.item, priceK: d.price }] }));
                setPick(null);
              }}
            >
              Fit
            </Button>
          </Group>
        )}
        {(stock.rareTires.length > 0 || tires.rare) && (
          <Group gap="xs" align="flex-end">
            <Select
              label="Tires"
              size="xs"
              w={360}
              value={tires.rare ? `${tires.type}|${tires.tread}` : 'standard'}
              data={[
                { value: 'standard', label: 'A standard set (price list)' },
                ...(tires.rare
                  ? [
                      {
                        value: `${tires.type}|${tires.tread}`,
                        label: `Rare ${car.TIRE_TABLE[tires.type].label}, ${car.TREAD_TABLE[tires.tread].label} (on the car)`,
                      },
                    ]
                  : []),
                ...stock.rareTires
                  .filter((t) => !(tires.rare && t.type === tires.type && t.tread === tires.tread))
                  .map((t) => ({
                    value: `${t.type}|${t.tread}`,
                    label: `Rare ${car.TIRE_TABLE[t.type].label}, ${car.TREAD_TABLE[t.tread].label} · ${t.price}k`,
                  })),
              ]}
              onChange={(v) => {
                if (!v) return;
                if (v === 'standard') return update((d) => ({ ...d, tires: { type: d.tires.type, tread: d.tires.tread, rare: false } }));
                const [type, tread] = v.split('|') as [car.TireType, car.Tread];
                const price = stock.rareTires.find((t) => t.type === type && t.tread === tread)?.price;
                update((d) => ({
                  ...d,
                  tires: {
                    type,
                    tread,
                    rare: true,
                    ...(price !== undefined ? { priceK: price } : d.tires.priceK !== undefined ? { priceK: d.tires.priceK } : {}),
                  },
                }));
              }}
            />
          </Group>
        )}
      </Stack>
      <FieldProblems messages={messages} />
    </Card>
  );
});
