import { ActionIcon, ColorSwatch, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { Franchise } from '../../src-shared/ipc';
import { rememberedFranchiseId, rememberFranchiseId } from '../shell/preferences';
import { franchiseHref } from '../shell/routes';

/** The franchise the Garage and Roster last showed in this league (kept in the preferences file, across restarts). */
export function rememberedFranchise(list: readonly Franchise[]): number | undefined {
  const kept = rememberedFranchiseId();
  return list.find((f) => f.id === kept)?.id ?? list[0]?.id;
}

export function rememberFranchise(id: number) {
  if (id !== rememberedFranchiseId()) rememberFranchiseId(id);
}

/** Pick a franchise by name, with its colour; the button beside it opens the franchise's page. */
export function FranchisePicker({
  list,
  value,
  onChange,
  label = 'Franchise',
  pageLink = true,
}: {
  list: readonly Franchise[];
  value: number | undefined;
  onChange: (id: number) => void;
  /** What the ruleset calls a franchise ("Team" in Dirty Wheels, whose rules say team). */
  label?: string;
  /** The button to the franchise's page (Dethmetal's: sponsors, money, seasons); off where the ruleset has none. */
  pageLink?: boolean;
}) {
  const colour = new Map(list.map((f) => [String(f.id), f.colour]));
  const current = list.find((f) => f.id === value);
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={label}
        w={260}
        allowDeselect={false}
        searchable={list.length > 8}
        value={value === undefined ? null : String(value)}
        data={list.map((f) => ({ value: String(f.id), label: f.name }))}
        leftSection={current ? <ColorSwatch color={current.colour} size={14} /> : undefined}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={colour.get(option.value) ?? '#888'} size={14} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        onChange={(v) => {
          if (v === null) return;
          rememberFranchise(Number(v));
          onChange(Number(v));
        }}
      />
      {current && pageLink && (
        <Tooltip label={`The ${current.name} page: sponsors, money, seasons`}>
          <ActionIcon component="a" href={franchiseHref(current.id)} variant="default" size="lg" aria-label={`Franchise page of ${current.name}`}>
            <IconId size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
