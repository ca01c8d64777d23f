import { Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { campaign, car } from '../../../../src-shared/engine/dethmetal';
import type { FranchiseDetail, StoreItemView } from '../../../../src-shared/ipc';
import { useApi } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { FieldProblems } from '../../../components/FieldProblems';
import { NumberField } from '../../../components/NumberField';

type ItemName = campaign.StoresItemName | campaign.ExpendableItemName;

const ITEMS: { name: ItemName; list: 'Stores items' | 'Expendable items' }[] = [
  ...(Object.keys(campaign.STORES_ITEMS) as campaign.StoresItemName[]).map((name) => ({ name, list: 'Stores items' as const })),
  ...(Object.keys(campaign.EXPENDABLE_ITEMS) as campaign.ExpendableItemName[]).map((name) => ({ name, list: 'Expendable items' as const })),
];

const isTireSet = (item: string) => item.startsWith('Tire-set');

function detailText(s: StoreItemView): string {
  const parts: string[] = [];
  if (typeof s.detail.tread === 'string') parts.push(car.TREAD_TABLE[s.detail.tread as car.Tread]?.label ?? s.detail.tread);
  if (typeof s.detail.gearing === 'number') parts.push(`gearing ${s.detail.gearing > 0 ? '+' : ''}${s.detail.gearing}`);
  if (typeof s.detail.type === 'string') parts.push(car.TIRE_TABLE[s.detail.type as car.TireType]?.label ?? s.detail.type);
  return parts.join(', ');
}

/** The franchise's stores: what is held and not fitted to a car, and buying from the price lists. */
export function StoresCard({ franchise }: { franchise: FranchiseDetail }) {
  const api = useApi();
  const [item, setItem] = useState<ItemName>('Machinegun');
  const [quantity, setQuantity] = useState(1);
  const [quantityProblem, setQuantityProblem] = useState<string | null>(null);
  const [tread, setTread] = useState<car.Tread>('mud-and-snow');
  const [gearing, setGearing] = useState<'1' | '0' | '-1'>('1');
  const [error, setError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const sponsors = franchise.sponsors.map((s) => s.type);
  const each =
    item in campaign.STORES_ITEMS
      ? campaign.storesPrice(item as campaign.StoresItemName, sponsors)
      : campaign.EXPENDABLE_ITEMS[item as campaign.ExpendableItemName].cost;
  // A box that does not read as a count buys nothing: the button says so rather than buying the last good count.
  const n = quantityProblem === null ? quantity : 0;

  const buy = async () => {
    setBusy(true);
    try {
      const r = await api.call('stores.buy', {
        franchiseId: franchise.id,
        items: [{ item, quantity: n, ...(isTireSet(item) ? { tread } : {}), ...(item === 'Gear-set' ? { gearing: Number(gearing) as 1 | 0 | -1 } : {}) }],
      });
      if (r.ok) {
        setError([]);
        notifications.show({ title: 'Bought', message: r.value.summary, color: 'green' });
      } else setError('issues' in r.error && r.error.issues.length ? r.error.issues.map((i) => i.message) : [r.error.message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="Stores">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Stores</Title>
        <Text size="sm" c="dimmed">
          {franchise.stores.length} item{franchise.stores.length === 1 ? '' : 's'} not fitted to a car
        </Text>
      </Group>
      {franchise.stores.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          The stores are empty. Weapons and tires bought here wait for a car; buying or refitting a car takes them from here first.
        </Text>
      ) : (
        <Table mb="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Detail</Table.Th>
              <Table.Th>How</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {franchise.stores.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.item}</Table.Td>
                <Table.Td c="dimmed">{detailText(s) || '—'}</Table.Td>
                <Table.Td c="dimmed">
                  {s.origin}, season {s.acquiredSeason}
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={s.price} unit="k" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (n >= 1) void buy();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Buy from the price list"
            w={230}
            size="sm"
            allowDeselect={false}
            value={item}
            data={['Stores items', 'Expendable items'].map((group) => ({
              group,
              items: ITEMS.filter((i) => i.list === group).map((i) => ({ value: i.name, label: i.name })),
            }))}
            onChange={(v) => v && setItem(v as ItemName)}
          />
          {isTireSet(item) && (
            <Select
              label="Tread"
              w={170}
              size="sm"
              allowDeselect={false}
              value={tread}
              data={car.TREADS.map((t) => ({ value: t, label: car.TREAD_TABLE[t].label }))}
              onChange={(v) => v && setTread(v as car.Tread)}
            />
          )}
          {item === 'Gear-set' && (
            <Select
              label="Gearing"
              w={100}
              size="sm"
              allowDeselect={false}
              value={gearing}
              data={[
                { value: '1', label: '+1' },
                { value: '0', label: '0' },
                { value: '-1', label: '−1' },
              ]}
              onChange={(v) => v && setGearing(v as '1' | '0' | '-1')}
            />
          )}
          <NumberField
            label="How many"
            path="quantity"
            name="How many"
            w={90}
            size="sm"
            min={1}
            max={50}
            value={quantity}
            onValue={(v) => v !== null && setQuantity(v)}
            onProblem={setQuantityProblem}
            styles={{ input: { textAlign: 'right' } }}
          />
          <Button type="submit" leftSection={<IconShoppingCart size={16} />} loading={busy} disabled={n < 1}>
            Buy for {n * each}k
          </Button>
        </Group>
        <Stack gap={2} mt={6}>
          <Text size="xs" c="dimmed">
            {each}k each
            {each !== (item in campaign.STORES_ITEMS ? campaign.STORES_ITEMS[item as campaign.StoresItemName].cost : each) ? ' (Gun manufacturer −10%)' : ''} ·{' '}
            {franchise.cash}k in the bank
          </Text>
          <FieldProblems messages={error} />
        </Stack>
      </form>
    </Card>
  );
}
