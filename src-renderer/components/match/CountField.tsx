import type { ComponentProps } from 'react';
import { type DraftReport, NumberField, useDraftReports } from '../NumberField';

type Props = Omit<ComponentProps<typeof NumberField>, 'path' | 'name' | 'max'> & { name: string; max?: number };

/**
 * The shared whole-number box on the match screens (what is typed is kept: select-all + Backspace leaves a blank
 * box, not a "0" that turns 32 into 320). Its name is what it counts and whose it is; it is also the accessible name
 * when there is no label, and the path its problem is reported under.
 */
export function CountField({ name, max = 999, ...rest }: Props) {
  return <NumberField aria-label={rest.label ? undefined : name} {...rest} path={name} name={name} max={max} />;
}

/** The messages of this form's boxes that do not read as a number yet; give `report` to DraftReportContext. */
export function useCountProblems(): [problems: string[], report: DraftReport] {
  const { drafts, report } = useDraftReports();
  return [Object.values(drafts), report];
}
