import { type ComponentProps, useCallback, useState } from 'react';
import { type DraftReport, NumberField } from '../NumberField';

type Props = Omit<ComponentProps<typeof NumberField>, 'path' | 'name' | 'max'> & { name: string; max?: number };

/**
 * The shared whole-number box on the match screens (what is typed is kept: select-all + Backspace leaves a blank
 * box, not a "0" that turns 32 into 320). Its name is what it counts and whose it is; it is also the accessible name
 * when there is no label, and the path its problem is reported under.
 */
export function CountField({ name, max = 999, ...rest }: Props) {
  return <NumberField aria-label={rest.label ? undefined : name} {...rest} path={name} name={name} max={max} />;
}

/**
 * The boxes of one form whose text is not a number yet (name → "Points of Ace: Enter a number"): the form holds its
 * last good numbers meanwhile, so it must not be sent until this is empty. Give `report` to DraftReportContext.
 */
export function useCountProblems(): [problems: string[], report: DraftReport] {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const report: DraftReport = useCallback((path, message) => {
    setDrafts((d) => {
      if ((d[path] ?? null) === message) return d;
      const next = { ...d };
      if (message === null) delete next[path];
      else next[path] = message;
      return next;
    });
  }, []);
  return [Object.values(drafts), report];
}
