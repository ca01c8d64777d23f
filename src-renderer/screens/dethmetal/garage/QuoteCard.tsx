import { Card, Group, Loader, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { GarageResult } from '../../../../src-shared/ipc';
import { Amount } from '../../../components/Amount';

export type QuoteState =
  | { status: 'waiting' }
  | { status: 'loading' }
  /** `stale`: the design changed since; a new quote is on its way. */
  | { status: 'ok'; result: GarageResult; stale?: boolean }
  | { status: 'refused'; message: string };

/** What the quote costs in all (positive: money out of the bank). */
export function quoteTotal(result: GarageResult): number {
  return -result.money.reduce((s, m) => s + m.lines.reduce((t, l) => t + l.amount, 0), 0);
}

function KitLine({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Text size="xs">
      <Text span size="xs" c="dimmed">
        {label}:
      </Text>{' '}
      {items.join(', ')}
    </Text>
  );
}

/**
 * The exact price of this buy or refit: the service's own operation worked out and rolled back (garage.quote), so the
 * stores it takes from, what it buys at list price and every sponsor discount are those Buy or Refit will book.
 */
export const QuoteCard = memo(function QuoteCard({ quote, refit }: { quote: QuoteState; refit: boolean }) {
  const header = (
    <Group justify="space-between" mb={4} wrap="nowrap">
      <Title order={5}>{refit ? 'This refit costs' : 'This car costs'}</Title>
      <Group gap={6} wrap="nowrap">
        {(quote.status === 'loading' || (quote.status === 'ok' && quote.stale)) && <Loader size="xs" />}
        {quote.status === 'ok' && (
          <Amount value={quoteTotal(quote.result)} unit="k" fw={800} size="lg" c={quote.stale ? 'dimmed' : undefined} data-testid="quote-total" />
        )}
      </Group>
    </Group>
  );
  return (
    <Card
      withBorder
      padding="md"
      aria-label="Quote"
      component="section"
      data-testid="quote"
      data-status={quote.status === 'ok' && quote.stale ? 'loading' : quote.status}
      style={{ contain: 'content' }}
    >
      {header}
      {quote.status === 'waiting' && (
        <Text size="xs" c="dimmed">
          The exact amount, with what the stores hold and the sponsors’ discounts, shows once the design is legal.
        </Text>
      )}
      {quote.status === 'refused' && (
        <Text size="sm" c="red" role="alert">
          {quote.message}
        </Text>
      )}
      {quote.status === 'ok' && <QuoteBody result={quote.result} />}
    </Card>
  );
});

function QuoteBody({ result }: { result: GarageResult }) {
  const lines = result.money.flatMap((m) => m.lines);
  const after = result.money[0]?.cashAfter;
  return (
    <Stack gap={4}>
      {lines.length === 0 ? (
        <Text size="xs" c="dimmed">
          Nothing to pay: everything comes from the stores or stays on the car.
        </Text>
      ) : (
        <Table verticalSpacing={2} horizontalSpacing={0} withRowBorders={false}>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Tooltip label={l.rule} position="left" openDelay={300} multiline w={280}>
                    <Text size="xs">{l.reason}</Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td ta="right" w={60}>
                  <Amount value={-l.amount} unit="k" size="xs" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <KitLine label="From the stores" items={result.kit.fitted} />
      <KitLine label="Free with the car" items={result.kit.free} />
      <KitLine label="Back to the stores" items={result.kit.returned} />
      {after !== undefined && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            In the bank afterwards
          </Text>
          <Amount value={after} unit="k" size="xs" fw={700} data-testid="quote-cash-after" />
        </Group>
      )}
    </Stack>
  );
}
