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
  const stored = isoDay(value) === null ? '' : value;
  // While typing, a part-typed date is no problem yet: it is judged when the field is left or the form submitted.
  const typed = (el: HTMLInputElement) => {
    if (el.validity.badInput) return;
    onProblem(null);
    if (el.value !== stored) onChange(el.value);
  };
  const left = (el: HTMLInputElement) => (el.validity.badInput ? onProblem(INCOMPLETE_DATE) : typed(el));
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
      value={stored}
      error={error}
      onChange={(e) => typed(e.currentTarget)}
      onBlur={(e) => left(e.currentTarget)}
      rightSectionPointerEvents="all"
      rightSection={
        value || error ? (
          <Tooltip label="No date">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Clear the date"
              onClick={() => {
                onProblem(null);
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
