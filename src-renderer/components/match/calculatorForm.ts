/**
 * A match table's calculators as forms, the part every ruleset's shares (Battlecars', race combat's, the hex RPG's):
 * a calculator is an intent of the ruleset's table with its fields as data; what a field is (`kind`) is the core's
 * four (`number`, `flag`, `choice`, `text`) or one of the ruleset's own (a vehicle, a weapon of the chosen car …) that
 * the ruleset draws the options of. The form's values, which fields show, and the walk from the form to the intent's
 * fields (or the first one still empty) are here; the ruleset shapes the intent from those fields. Pure: no React, no API.
 */

/** The kinds of field the core draws by itself; any other kind is a choice among the ruleset's options. */
export type CoreFieldKind = 'number' | 'flag' | 'choice' | 'text';

export interface CalcField<K extends string = string> {
  key: string;
  label: string;
  kind: K | CoreFieldKind;
  /** A choice's options (value, label). */
  options?: readonly { value: string; label: string }[];
  /** Left empty, the intent leaves it out (the rules' default). */
  optional?: boolean;
  /** Shown only when another field holds one of these values. */
  when?: { key: string; is: readonly string[] };
  /** What it is, under the label. */
  help?: string;
  initial?: string | number | boolean;
  /** A number's bounds (the calculators' `numberMax` where a field names none; 0 the floor). */
  min?: number;
  max?: number;
}

export interface CalcDef<Kind extends string = string, F extends CalcField = CalcField> {
  kind: Kind;
  label: string;
  /** The rule it resolves, cited under the calculators' title. */
  rule: string;
  fields: readonly F[];
  /** The button's word where it is neither Roll (a calculator that rolls) nor Apply (one that does not). */
  button?: string;
}

export type FormValues = Record<string, string | number | boolean | null>;

export function initialValues(def: CalcDef): FormValues {
  return Object.fromEntries(def.fields.map((f) => [f.key, f.initial ?? (f.kind === 'flag' ? false : null)]));
}

export function shownFields<F extends CalcField>(def: CalcDef<string, F>, values: FormValues): F[] {
  return def.fields.filter((f) => !f.when || f.when.is.includes(String(values[f.when.key] ?? '')));
}

/**
 * The shown fields' values as the intent takes them, or the first one still empty in the form's words. `numeric`
 * says which hold a number as text (an id chosen in a list, a number offered as a choice): those are sent as numbers.
 */
export function formFields<F extends CalcField>(
  def: CalcDef<string, F>,
  values: FormValues,
  numeric: (f: F) => boolean,
): { fields: Record<string, unknown> } | { missing: string } {
  const fields: Record<string, unknown> = { kind: def.kind };
  for (const f of shownFields(def, values)) {
    const raw = values[f.key];
    const value = raw !== null && raw !== undefined && raw !== '' && numeric(f) ? Number(raw) : raw;
    if (value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))) {
      if (f.optional || f.kind === 'flag') continue;
      return { missing: `Say the ${f.label.toLowerCase()}.` };
    }
    fields[f.key] = value;
  }
  return { fields };
}
