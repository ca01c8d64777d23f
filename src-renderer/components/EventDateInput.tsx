import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { eventDateText, isoDay } from './eventDate';

export const INCOMPLETE_DATE = 'That is not a whole date: fill in the day, month and year, or clear the field.';
const NAME = 'date';

/** Checked again on submit: Enter in a half-typed field submits before the field reports anything. */
export function dateProblemIn(form: HTMLFormElement): string | null {
  const el = form.elements.namedItem(NAME);
  return el instanceof HTMLInputElement && el.validity.badInput ? INCOMPLETE_DATE : null;
}

/**
 * The date of an event through the browser's own date picker (@mantine/dates is not installed): it stores an ISO day
 * and shows it in the user's locale. A date typed only in part is reported (`onProblem`) for the form to show next to the field and refuse, and a
 * free-text date from an older league file is kept, and said to be kept, until a date is picked in its place.
 */
export function EventDateInput({
  value,
  onChange,
  error,
  onProblem,
}: {
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  onProblem: (problem: string | null) => void;
}) {
  // A remount empties a half-typed field: the browser keeps its segments while the value stays ''.
  const [generation, setGeneration] = useState(0);
  const report = onProblem;
  const check = (el: HTMLInputElement) => {
    if (el.validity.badInput) return report(INCOMPLETE_DATE);
    report(null);
    if (el.value !== (isoDay(value) === null ? '' : value)) onChange(el.value);
  };
  const legacy = value.trim() !== '' && isoDay(value) === null;
  const description = legacy
    ? `Recorded as “${value.trim()}” (typed in an older version); pick a date to replace it.`
    : isoDay(value) !== null
      ? eventDateText(value, 'long')
      : 'Optional';
  return (
    <TextInput
      key={generation}
      type="date"
      name={NAME}
      label="Date"
      description={description}
      value={isoDay(value) === null ? '' : value}
      error={error}
      onChange={(e) => check(e.currentTarget)}
      onBlur={(e) => check(e.currentTarget)}
      rightSectionPointerEvents="all"
      rightSection={
        value || error ? (
          <Tooltip label="No date">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Clear the date"
              onClick={() => {
                report(null);
                onChange('');
                setGeneration((g) => g + 1);
              }}
            >
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
