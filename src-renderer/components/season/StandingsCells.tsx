import { ColorSwatch, Group, Table, Text, Tooltip } from '@mantine/core';

/** The cells every standings table starts with and ends with, so Dethmetal's and the core's tables read alike. */
export function RankCell({ rank }: { rank: number }) {
  return (
    <Table.Td ta="right" fw={700}>
      {rank}
    </Table.Td>
  );
}

export function TeamCell({ name, colour }: { name: string; colour: string }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={colour} size={14} />
        <Text size="sm" fw={600}>
          {name}
        </Text>
      </Group>
    </Table.Td>
  );
}

/** What placed a team against those level with it: dimmed when points alone did, orange when nothing did. */
export function DecidedByCell({ label, hint, tone, wrapHint = false }: { label: string; hint: string; tone?: string; wrapHint?: boolean }) {
  return (
    <Table.Td data-testid="decided-by">
      <Tooltip label={hint} {...(wrapHint ? { multiline: true, maw: 320 } : {})}>
        <Text size="sm" c={tone} fw={tone === 'dimmed' ? undefined : 600} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
      </Tooltip>
    </Table.Td>
  );
}
