import { TextInput, type TextInputProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useState, type KeyboardEvent } from 'react';
import { parseCount } from './parseCount';

/**
 * A box whose text is not a usable number reports itself here (path → message, or null once fixed), so the
 * designer holds the design illegal and unsavable until every box reads as a number.
 */
export type DraftReport = (path: string, message: string | null) => void;
export const DraftReportContext = createContext<DraftReport>(() => {});

/**
 * The boxes of one form whose text is not a number yet (path → "Engine power: Enter a number"): the form holds its
 * last good numbers meanwhile, so it must not be sent until this is empty. Give `report` to DraftReportContext;
 * `clear` forgets them all (the whole form was replaced).
 */
export function useDraftReports(): { drafts: Readonly<Record<string, string>>; report: DraftReport; clear: () => void } {
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
  const clear = useCallback(() => setDrafts({}), []);
  return { drafts, report, clear };
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'min' | 'max' | 'step'> & {
  /** The design's value; null when a blank box is allowed and blank. */
  value: number | null;
  onValue: (value: number | null) => void;
  /** Problem path ("enginePower", "armor.front"), and the name the designer's problem list uses for it. */
  path: string;
  name: string;
  min?: number;
  max: number;
  step?: number;
  allowEmpty?: boolean;
  /** The rules problem on this value (a red frame; its message is shown by the row). */
  invalid?: boolean;
  /** A problem said elsewhere (the service's refusal of this field), shown under the box while its text reads. */
  problem?: string | null;
  /** Outside the designer: told whether the text reads as a number (the message) or does (null), to hold a submit. */
  onProblem?: (message: string | null) => void;
  /** Shown between groups of three digits once the box is left (a long seed reads "4 242 123"); typed ones are read past. */
  thousandSeparator?: string;
};

/**
 * A whole-number box that keeps exactly what is typed (Mantine's NumberInput turned a cleared box into "0" with the
 * caret before it, so typing 32 gave 320, and dropped the point of "7.5"). The design only takes the value once the
 * text reads as one; meanwhile the box says why not ("Enter a number"). Arrow keys step by `step`.
 */
export function NumberField({
  value,
  onValue,
  path,
  name,
  min = 0,
  max,
  step = 1,
  allowEmpty = false,
  invalid = false,
  problem = null,
  onProblem,
  thousandSeparator,
  onBlur,
  onKeyDown,
  ...rest
}: Props) {
  const report = useContext(DraftReportContext);
  const show = (v: number | null) => (v === null ? '' : thousandSeparator ? String(v).replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator) : String(v));
  const read = (t: string) => parseCount(thousandSeparator ? t.replaceAll(thousandSeparator, '') : t, { min, max, allowEmpty });
  const [text, setText] = useState(show(value));
  const [standsFor, setStandsFor] = useState(value);
  // The design changed from elsewhere (a quadrant clicked, a template loaded): show its value.
  if (value !== standsFor) {
    setStandsFor(value);
    setText(show(value));
  }
  const parsed = read(text);
  const error = 'error' in parsed ? parsed.error : null;
  useEffect(() => report(path, error === null ? null : `${name}: ${error}`), [report, path, name, error]);
  useEffect(() => onProblem?.(error), [onProblem, error]);
  useEffect(() => () => report(path, null), [report, path]);

  const take = (next: string) => {
    setText(next);
    const p = read(next);
    if ('value' in p) {
      setStandsFor(p.value);
      if (p.value !== value) onValue(p.value);
    }
  };
  const stepBy = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const from = 'value' in parsed && parsed.value !== null ? parsed.value : (value ?? min);
    const next = Math.min(max, Math.max(min, from + (e.key === 'ArrowUp' ? step : -step)));
    take(String(next));
  };
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={error ?? problem ?? invalid}
      onChange={(e) => take(e.currentTarget.value)}
      onKeyDown={(e) => {
        stepBy(e);
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        // "032" reads as 32: once the box is left, show it as the design holds it.
        if ('value' in parsed) setText(show(parsed.value));
        onBlur?.(e);
      }}
    />
  );
}
