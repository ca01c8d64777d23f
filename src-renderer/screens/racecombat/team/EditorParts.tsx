import { ActionIcon, Box, Group, Progress, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { FieldProblems } from '../../../components/FieldProblems';
import { type Choice, type ExplainLine, type Meter, why } from './carModel';

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/** A name saved when the box is left or Enter is pressed (one rename, one undo step); Escape puts it back. */
export function NameField({ label, value, problems, onCommit }: { label: string; value: string; problems: string[]; onCommit: (v: string) => void }) {
  const [text, setText] = useState(value);
  const [was, setWas] = useState(value);
  if (value !== was) {
    setWas(value);
    setText(value);
  }
  const commit = () => text !== value && onCommit(text);
  return (
    <Stack gap={4} style={{ flex: '1 1 180px' }}>
      <TextInput
        label={label}
        value={text}
        error={problems.length > 0}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(value);
        }}
      />
      <FieldProblems messages={problems} />
    </Stack>
  );
}

/** A control off for a rule says which rule on hover and focus (a disabled button gets no pointer events of its own). */
function Refusable({ choice, children }: { choice: Pick<Choice<unknown>, 'reason' | 'rule'>; children: React.ReactElement }) {
  const text = why(choice);
  if (text === null) return children;
  return (
    <Tooltip label={organizerText(text)} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Box component="span" display="inline-flex" tabIndex={0} data-refused={organizerText(text)}>
        {children}
      </Box>
    </Tooltip>
  );
}

/** A count with a step down and up, each off with the rule it would break. */
export function Stepper({
  label,
  value,
  down,
  up,
  onStep,
  hint,
}: {
  label: string;
  value: number;
  down: Choice<unknown>;
  up: Choice<unknown>;
  onStep: (delta: -1 | 1) => void;
  hint?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" role="group" aria-label={label} py={3}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm">{label}</Text>
        {hint && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {hint}
          </Text>
        )}
      </div>
      <Group gap={6} wrap="nowrap">
        <Refusable choice={down}>
          <ActionIcon variant="default" size="md" aria-label={`${label} one less`} disabled={down.reason !== null} onClick={() => onStep(-1)}>
            <IconMinus size={14} />
          </ActionIcon>
        </Refusable>
        <Text w={28} ta="center" fw={700} style={TABULAR} data-testid={`count-${label}`}>
          {value}
        </Text>
        <Refusable choice={up}>
          <ActionIcon variant="default" size="md" aria-label={`${label} one more`} disabled={up.reason !== null} onClick={() => onStep(1)}>
            <IconPlus size={14} />
          </ActionIcon>
        </Refusable>
      </Group>
    </Group>
  );
}

/** A fitting switched on or off; a switch the rules hold where it is stays off-limits, the rule written under it. */
export function FittingSwitch({
  label,
  help,
  on,
  choice,
  onToggle,
}: {
  label: string;
  help: string;
  on: boolean;
  choice: Choice<unknown>;
  onToggle: () => void;
}) {
  const text = why(choice);
  return (
    <Stack gap={2} py={4}>
      <Switch label={label} description={help} checked={on} disabled={text !== null} onChange={onToggle} />
      {text && (
        <Text size="xs" c="dimmed" pl={50} lh={1.3}>
          {organizerText(text)}
        </Text>
      )}
    </Stack>
  );
}

/** A number that lists, on hover or focus, each part that made it and the rule it comes from. */
export function Explained({ value, label, lines, testId }: { value: string; label: string; lines: ExplainLine[]; testId?: string }) {
  const tip = (
    <Stack gap={4} maw={320}>
      <Text size="xs" fw={700}>
        {label}: {value}
      </Text>
      {lines.length === 0 && <Text size="xs">Nothing yet.</Text>}
      {lines.map((l, i) => (
        <div key={`${l.label}-${i}`}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="xs">{l.label}</Text>
            <Text size="xs" fw={700} style={TABULAR}>
              {l.value}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" lh={1.2}>
            {organizerText(l.rule)}
          </Text>
        </div>
      ))}
    </Stack>
  );
  return (
    <Tooltip label={tip} multiline withArrow openDelay={150} events={{ hover: true, focus: true, touch: true }}>
      <Text
        component="span"
        fw={700}
        fz="inherit"
        tabIndex={0}
        data-testid={testId}
        aria-label={`${label} ${value}: ${lines.map((l) => `${l.label} ${l.value}`).join(', ')}`}
        style={{ ...TABULAR, cursor: 'help', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}
      >
        {value}
      </Text>
    </Tooltip>
  );
}

/** A limit counted against: “18 / 20”, a bar, orange while short, teal when full, red when over. */
export function MeterBar({ label, meter, unit, lines, testId }: { label: string; meter: Meter; unit: string; lines: ExplainLine[]; testId: string }) {
  const of = meter.of;
  const colour = meter.over ? 'red' : of !== null && meter.spent === of ? 'teal' : 'orange';
  return (
    <Stack gap={2} style={{ flex: 1 }}>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" c={meter.over ? 'red' : undefined}>
          <Explained value={of === null ? `${meter.spent} ${unit}` : `${meter.spent} / ${of} ${unit}`} label={label} lines={lines} testId={testId} />
        </Text>
      </Group>
      <Progress aria-label={label} value={of === null ? 0 : (100 * Math.min(meter.spent, of)) / Math.max(1, of)} color={colour} size={6} />
      <Text size="xs" c="dimmed" lh={1.2}>
        {of === null ? `No limit (${organizerText(meter.rule)})` : meter.over ? `${meter.spent - of} over the league’s ${of}` : `${of - meter.spent} left`}
      </Text>
    </Stack>
  );
}
