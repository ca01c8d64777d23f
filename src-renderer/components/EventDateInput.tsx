import { ActionIcon, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { eventDateText, isoDay, parseEventDate } from './eventDate';

export const INCOMPLETE_DATE = 'That is not a whole date: fill in the day, month and year, or clear the field.';

/** Marks the field's text box, for `dateProblemIn` (the picker's own `name` goes to a hidden input holding the value). */
const MARK = 'data-event-date';

const problemOf = (text: string) => (text.trim() !== '' && parseEventDate(text) === null ? INCOMPLETE_DATE : null);

/** Checked again on submit: Enter in a half-typed field submits before the field is left. */
export function dateProblemIn(form: HTMLFormElement): string | null {
  const el = form.querySelector(`input[${MARK}]`);
  return el instanceof HTMLInputElement ? problemOf(el.value) : null;
}

// Every label the picker shows goes through Intl in the user's locale (dayjs would need each locale's file loaded).
const intl = (options: Intl.DateTimeFormatOptions) => {
  const f = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  return (day: string) => f.format(isoDay(day.slice(0, 10)) ?? 0);
};
const LABELS = {
  valueFormat: (day: string) => eventDateText(day.slice(0, 10)),
  monthLabelFormat: intl({ month: 'long', year: 'numeric' }),
  yearLabelFormat: intl({ year: 'numeric' }),
  decadeLabelFormat: (from: string, to: string) => `${intl({ year: 'numeric' })(from)} – ${intl({ year: 'numeric' })(to)}`,
  monthsListFormat: intl({ month: 'short' }),
  yearsListFormat: intl({ year: 'numeric' }),
  weekdayFormat: intl({ weekday: 'short' }),
  getDayAriaLabel: (day: string) => eventDateText(day.slice(0, 10), 'long'),
  nextLabel: 'Next',
  previousLabel: 'Previous',
};

/**
 * The date of an event through Mantine's date picker: pick it on the calendar or type it as the user's locale writes
 * dates (the field shows it back that way); it stores an ISO day, as before. A date typed only in part is reported
 * (`onProblem`) when the field is left, for the form to show next to the field and refuse, and a free-text date from
 * an older league file is kept, and said to be kept, until a date is picked in its place.
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
  // A remount shows the stored day in the locale's words again (the picker keeps what was typed until then).
  const [generation, setGeneration] = useState(0);
  const stored = isoDay(value) === null ? null : value;
  const legacy = value.trim() !== '' && stored === null;
  const description = legacy
    ? `Recorded as “${value.trim()}” (typed in an older version); pick a date to replace it.`
    : stored !== null
      ? eventDateText(stored, 'long')
      : 'Optional: pick a day, or type one';
  return (
    <DateInput
      key={generation}
      {...LABELS}
      {...{ [MARK]: true }}
      label="Date"
      description={description}
      value={stored}
      error={error}
      dateParser={(text) => parseEventDate(text)}
      // Kept as typed on leaving, so a half-typed date stays in view next to the message saying what is missing.
      fixOnBlur={false}
      allowDeselect
      popoverProps={{ withinPortal: true }}
      onChange={(day) => {
        onProblem(null);
        onChange(day === null ? '' : day.slice(0, 10));
      }}
      onBlur={(e) => {
        const text = e.currentTarget.value;
        const problem = problemOf(text);
        onProblem(problem);
        if (problem === null && text.trim() !== '' && text !== eventDateText(stored ?? '')) setGeneration((g) => g + 1);
      }}
      leftSection={<IconCalendar size={16} />}
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
