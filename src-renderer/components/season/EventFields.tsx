import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  CORE_EVENT_NAME,
  type EventFieldForm,
  type EventFieldsDef,
  type EventFormPlace,
  eventFieldDefaults,
} from '../../../src-shared/engine/core/eventFields';
import { isRegisteredRuleset, rulesetById } from '../../../src-shared/engine/registry';
import { useQuery } from '../../api/ApiProvider';
import { useCapabilities } from '../../shell/capabilities';
import { DraftReportContext, NumberField, useDraftReports } from '../NumberField';
import { dateProblemIn, EventDateInput } from '../EventDateInput';

/** The fields of an event the schedule forms share (Add an event, Edit event, Generate fixtures): its name, and the ruleset's own. */
export type EventValues = { track?: string } & { [own: string]: unknown };

/**
 * Whether the league's events carry fields of the ruleset's own (Dethmetal's road surface, race or arena and heats):
 * capabilities.schedule, issue 21; the generic league core names an event and dates it (the service refuses the
 * rest). Undefined until the league is known.
 */
export function useOwnEventFields(): boolean | undefined {
  return useCapabilities()?.schedule.eventFields;
}

/** The league's ruleset's own event fields as its engine declares them; null without any, undefined until the league is known. */
export function useEventFieldsDef(): EventFieldsDef | null | undefined {
  const ruleset = useQuery('league.get', {}).data?.ruleset;
  if (ruleset === undefined) return undefined;
  return isRegisteredRuleset(ruleset) ? (rulesetById(ruleset).eventFields ?? null) : null;
}

/** The event part of a form's first values: the ruleset's declared defaults (Dethmetal, gaps.md #37: two heats). */
export function initialEvent(def: EventFieldsDef | null | undefined): EventValues {
  return { track: '', ...eventFieldDefaults(def) };
}

/**
 * The submit guard every schedule form shares: a half-typed date or a number box that does not read holds the form
 * (each says why beside itself); otherwise `submit` runs when `ready` allows. Wrap the fields in `Drafts`.
 */
export function useEventSubmit(submit: () => void, ready = true) {
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  // Number boxes whose text does not read yet: the form keeps its last good numbers, so it is not sent meanwhile.
  const counts = useDraftReports();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = dateProblemIn(e.currentTarget);
    setDateProblem(problem);
    if (ready && !problem && Object.keys(counts.drafts).length === 0) submit();
  };
  return { onSubmit, dateProblem, setDateProblem, report: counts.report };
}

export type EventGuard = ReturnType<typeof useEventSubmit>;

/** The form around an event's fields, with the guard's submit and the number boxes' reports. */
export function EventForm({ guard, children }: { guard: EventGuard; children: ReactNode }) {
  return (
    <form onSubmit={guard.onSubmit} noValidate>
      <DraftReportContext.Provider value={guard.report}>{children}</DraftReportContext.Provider>
    </form>
  );
}

/** The part of a `useChannelForm` the fields read and write (any schedule channel's form). */
interface EventFormState {
  values: { track?: string; date?: string; startDate?: string; [own: string]: unknown };
  errors: Record<string, string>;
  // Each channel's form types its own keys; these fields only write the event's.
  setField(key: never, value: never): void;
}

interface Props {
  /** The league's ruleset's own event fields (useEventFieldsDef); null: the core's name and date only. */
  def: EventFieldsDef | null;
  /** Which form this is: each field's description is by form. */
  place: EventFormPlace;
  form: EventFormState;
  /** The form's date field: the match's date, or the first round's. */
  dateKey: 'date' | 'startDate';
  guard: Pick<EventGuard, 'dateProblem' | 'setDateProblem'>;
  trackDescription?: string;
  autofocus?: boolean;
  /** Every own field on one row (the Generate fixtures dialog), rather than those placed `below` under it. */
  oneRow?: boolean;
  /** A field beside the date (Generate: the days between rounds). */
  besideDate?: ReactNode;
}

type Set = (key: string, value: unknown) => void;

/** One own field, drawn by its declared control. `inRow`: an unlabelled control drops to line up with the labelled ones. */
function OwnField({ field, p, set, inRow }: { field: EventFieldForm; p: Props; set: Set; inRow: boolean }) {
  const { values, errors } = p.form;
  const c = field.control;
  const description = field.description?.[p.place];
  if (c.kind === 'whole')
    return (
      <NumberField
        label={field.label}
        path={field.key}
        name={field.label}
        description={description}
        min={c.min}
        max={c.max}
        value={(values[field.key] as number | undefined) ?? (field.default as number)}
        problem={errors[field.key]}
        onValue={(n) => n !== null && set(field.key, n)}
      />
    );
  if (c.look === 'segmented')
    return (
      <SegmentedControl
        mt={inRow ? 'lg' : undefined}
        aria-label={field.label}
        value={String(values[field.key] ?? field.default)}
        onChange={(v) => set(field.key, v)}
        data={c.options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  return (
    <Select
      label={field.label}
      description={description}
      allowDeselect={false}
      value={values[field.key] === undefined ? null : String(values[field.key])}
      error={errors[field.key]}
      onChange={(v) => v && set(field.key, v)}
      data={c.options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/**
 * One event's fields: its name and date everywhere; between them the fields the league's ruleset declares of its
 * own (Dethmetal: road surface, heats, race or arena), as its engine lays them out. Errors sit under their field.
 */
export function EventFields(p: Props) {
  const { def, form, guard } = p;
  const { values, errors } = form;
  const set: Set = (key, value) => form.setField(key as never, value as never);
  const name = def?.form.name ?? CORE_EVENT_NAME;
  const own = def?.form.fields ?? [];
  const row = own.filter((f) => p.oneRow || f.place === 'row');
  const below = own.filter((f) => !p.oneRow && f.place === 'below');
  const dateBox = (
    <EventDateInput
      value={values[p.dateKey] ?? ''}
      error={guard.dateProblem ?? errors[p.dateKey]}
      onProblem={guard.setDateProblem}
      onChange={(d) => set(p.dateKey, d)}
    />
  );
  return (
    <>
      <TextInput
        label={name.label}
        description={p.trackDescription}
        placeholder={name.placeholder}
        required
        data-autofocus={p.autofocus || undefined}
        value={values.track ?? ''}
        error={errors.track}
        onChange={(e) => set('track', e.currentTarget.value)}
      />
      {row.length > 0 && (
        <Group grow align="flex-start">
          {row.map((f) => (
            <OwnField key={f.key} field={f} p={p} set={set} inRow />
          ))}
        </Group>
      )}
      {below.map((f) => (
        <OwnField key={f.key} field={f} p={p} set={set} inRow={false} />
      ))}
      {p.besideDate ? (
        <Group grow align="flex-start">
          {dateBox}
          {p.besideDate}
        </Group>
      ) : (
        dateBox
      )}
    </>
  );
}
