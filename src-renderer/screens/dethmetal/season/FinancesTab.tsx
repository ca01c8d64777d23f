import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { MoneyMoveModal } from './MoneyMoveModal';

const STAGE: Record<string, string> = { income: 'Income', cost: 'Cost', overhead: 'Overhead', direct: 'Direct', spending: 'Spending' };

/** One franchise's ledger for a season: every line with its reason and rule, and the running balance. */
export function FinancesTab() {
  const list = useQuery('franchise.list', {});
  const seasons = useQuery('season.list', {});
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [season, setSeason] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const id = picked ?? rememberedFranchise(list.data ?? []);
  const ledger = useQuery('franchise.ledger', id === undefined ? { id: 1 } : { id, ...(season ? { season: Number(season) } : {}) });
  const rows = id === undefined ? [] : (ledger.data ?? []);
  const income = rows.filter((r) => r.amount > 0).reduce((n, r) => n + r.amount, 0);
  const spent = rows.filter((r) => r.amount < 0).reduce((n, r) => n - r.amount, 0);
  if ((list.data ?? []).length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No franchise yet: found one on the League screen; its seed money and every payment after it appear here.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm">
        <FranchisePicker list={list.data ?? []} value={id} onChange={setPicked} />
        <Select
          aria-label="Season"
          w={160}
          placeholder="Every season"
          clearable
          value={season}
          onChange={setSeason}
          data={(seasons.data ?? []).map((s) => ({ value: String(s.number), label: `Season ${s.number}` }))}
        />
        <Button ml="auto" variant="light" leftSection={<IconArrowsExchange size={16} />} onClick={() => setMoving(true)}>
          Record a money move
        </Button>
      </Group>
      {/* Keyed by the franchise shown, so the form opens on it. */}
      <MoneyMoveModal key={id} list={list.data ?? []} initial={id} opened={moving} onClose={() => setMoving(false)} />
      <SimpleGrid cols={3} spacing="sm">
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Money in
          </Text>
          <Amount value={income} unit="k" size="xl" fw={700} c="teal" />
        </Card>
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Money out
          </Text>
          <Amount value={spent} unit="k" size="xl" fw={700} c="red" />
        </Card>
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Balance
          </Text>
          <Amount value={rows.length ? rows[rows.length - 1]!.balance : 0} unit="k" size="xl" fw={700} />
        </Card>
      </SimpleGrid>
      <Card withBorder padding={0}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" p="lg">
            No money has moved for this franchise{season ? ` in season ${season}` : ''} yet.
          </Text>
        ) : (
          <Table aria-label="Ledger" verticalSpacing={4} fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>Season</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th w={90}>Stage</Table.Th>
                <Table.Th ta="right" w={100}>
                  Amount
                </Table.Th>
                <Table.Th ta="right" w={100}>
                  Balance
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td c="dimmed">{r.seasonNumber}</Table.Td>
                  <Table.Td>
                    <Tooltip label={r.rule} multiline w={320} position="top-start">
                      <Text size="sm">{r.reason}</Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="outline" color="gray" tt="none">
                      {STAGE[r.stage] ?? r.stage}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount value={r.amount > 0 ? `+${r.amount}` : `−${-r.amount}`} unit="k" c={r.amount < 0 ? 'red' : 'teal'} fw={600} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount value={r.balance} unit="k" c={r.balance < 0 ? 'red' : undefined} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
