import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { car } from '../../../src-shared/engine/dethmetal';
import { useCapabilities } from '../../shell/capabilities';
import { DraftReportContext, NumberField, useDraftReports } from '../NumberField';
import { dateProblemIn, EventDateInput } from '../EventDateInput';

/** The fields of an event the schedule forms share (Add an event, Edit event, Generate fixtures). */
export interface EventValues {
  track?: string;
  surface?: (typeof car.ROAD_SURFACES)[number];
  kind?: 'race' | 'arena';
  heats?: number;
}

/**
 * Whether the league's events carry Dethmetal's road surface, race or arena and heats: a ruleset whose schedule has
 * event fields of its own has them (capabilities.schedule, issue 21), the generic league core names an event and
 * dates it (the service refuses the rest). Undefined until the league is known.
 */
export function useCampaignEvents(): boolean | undefined {
  return useCapabilities()?.schedule.eventFields;
}

/** The event part of a form's first values: Dethmetal's defaults (gaps.md #37: two heats) only where the league has them. */
export function initialEvent(campaign: boolean): EventValues {
  return campaign ? { track: '', surface: 'asphalt', kind: 'race', heats: 2 } : { track: '' };
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
  values: EventValues & { date?: string; startDate?: string };
  errors: Record<string, string>;
  // Each channel's form types its own keys; these fields only write the event's.
  setField(key: never, value: never): void;
}

interface Props {
  campaign: boolean;
  form: EventFormState;
  /** The form's date field: the match's date, or the first round's. */
  dateKey: 'date' | 'startDate';
  guard: Pick<EventGuard, 'dateProblem' | 'setDateProblem'>;
  trackDescription?: string;
  surfaceDescription?: string;
  heatsDescription?: string;
  autofocus?: boolean;
  /** Surface, heats and kind on one row (the Generate fixtures dialog), rather than the kind under them. */
  oneRow?: boolean;
  /** A field beside the date (Generate: the days between rounds). */
  besideDate?: ReactNode;
}

/**
 * One event's fields: its name (a Dethmetal track) and date everywhere; road surface, heats and race or arena only in
 * a league that has them. Errors sit under their field.
 */
export function EventFields(p: Props) {
  const { campaign, form, guard } = p;
  const { values, errors } = form;
  const set = <K extends keyof EventValues | 'date' | 'startDate'>(key: K, value: unknown) => form.setField(key as never, value as never);
  const kind = (
    <SegmentedControl
      mt={p.oneRow ? 'lg' : undefined}
      aria-label="Kind of event"
      value={values.kind ?? 'race'}
      onChange={(v) => set('kind', v)}
      data={[
        { value: 'race', label: 'Race' },
        { value: 'arena', label: 'Arena' },
      ]}
    />
  );
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
        label={campaign ? 'Track' : 'Event'}
        description={p.trackDescription}
        placeholder={campaign ? 'e.g. Denver Speedway' : 'e.g. Backyard Brawl'}
        required
        data-autofocus={p.autofocus || undefined}
        value={values.track ?? ''}
        error={errors.track}
        onChange={(e) => set('track', e.currentTarget.value)}
      />
      {campaign && (
        <>
          <Group grow align="flex-start">
            <Select
              label="Road surface"
              description={p.surfaceDescription}
              allowDeselect={false}
              value={values.surface ?? null}
              error={errors.surface}
              onChange={(v) => v && set('surface', v)}
              data={car.ROAD_SURFACES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            />
            <NumberField
              label="Heats"
              path="heats"
              name="Heats"
              description={p.heatsDescription}
              min={1}
              max={5}
              value={values.heats ?? 2}
              problem={errors.heats}
              onValue={(n) => n !== null && set('heats', n)}
            />
            {p.oneRow && kind}
          </Group>
          {!p.oneRow && kind}
        </>
      )}
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
