import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useState } from 'react';
import { FieldProblems } from '../../../components/FieldProblems';
import type { Choice } from './teamBuilderModel';
import { organizerText } from '../../../../src-shared/text/rulesText';

/** A name saved when the box is left or Enter is pressed (one rename, one undo step); Escape puts it back. */
export function NameField({
  label,
  value,
  problems,
  onCommit,
}: {
  label: string;
  value: string;
  problems: readonly string[];
  onCommit: (name: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(value);
  const [was, setWas] = useState(value);
  if (value !== was) {
    setWas(value);
    setText(value);
  }
  const commit = async () => {
    if (text !== value) await onCommit(text);
  };
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        value={text}
        error={problems.length > 0}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit();
          if (e.key === 'Escape') setText(value);
        }}
      />
      <FieldProblems messages={problems} />
    </Stack>
  );
}

/** One choice list with its illegal options disabled, each saying why under its name (the engine's words and rule). */
export function ChoiceSelect<T extends string>({
  ariaLabel,
  value,
  choices,
  groups,
  placeholder,
  clearable = false,
  disabled = false,
  onPick,
}: {
  ariaLabel: string;
  value: T | null;
  choices: readonly Choice<T>[];
  /** Sections of the list by value ("Light weapons"), in order; without, one flat list. */
  groups?: readonly { label: string; values: readonly T[] }[];
  placeholder: string;
  clearable?: boolean;
  disabled?: boolean;
  onPick: (value: T | null) => void;
}) {
  const reason = new Map(choices.map((c) => [c.value as string, c.reason === null ? null : organizerText(`${c.reason} (${c.rule})`)]));
  // The option in the box is always offered: it is what the car carries.
  const item = (c: Choice<T>) => ({ value: c.value as string, label: c.label, disabled: c.reason !== null && c.value !== value });
  const data = groups ? groups.map((g) => ({ group: g.label, items: choices.filter((c) => g.values.includes(c.value)).map(item) })) : choices.map(item);
  return (
    <Select
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={value}
      data={data}
      clearable={clearable}
      disabled={disabled}
      allowDeselect={false}
      maxDropdownHeight={360}
      comboboxProps={{ width: 380, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const why = option.value === value ? null : reason.get(option.value);
        return (
          <Stack gap={0} py={2}>
            <Text size="sm">{option.label}</Text>
            {why && (
              <Text size="xs" c="dimmed" lh={1.3}>
                {why}
              </Text>
            )}
          </Stack>
        );
      }}
      onChange={(v) => onPick((v as T | null) ?? null)}
    />
  );
}

/**
 * A roll the app makes through `team.roll` (seeded and logged, or typed at the table in a league with manual dice);
 * when the league has nothing to roll, the button is off and says why in the service's words.
 */
export function RollButton({ label, why, loading, onRoll }: { label: string; why: string | null; loading: boolean; onRoll: () => void }) {
  return (
    <Stack gap={2} align="flex-start">
      <Button variant="light" size="xs" leftSection={<IconDice5 size={14} />} disabled={why !== null} loading={loading} onClick={onRoll}>
        {label}
      </Button>
      {why && (
        <Text size="xs" c="dimmed" maw={420}>
          {why}
        </Text>
      )}
    </Stack>
  );
}

/** A limit counted against ("Upgrades 1 / 2"), orange when over. */
export function CountBadge({ label, count, of }: { label: string; count: number; of: number | null }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} c={of !== null && count > of ? 'orange' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {count} / {of ?? '–'}
      </Text>
    </Group>
  );
}
