/**
 * How a house rule is edited: derived from its zod schema, so a new rule appears on the Settings
 * screen with the right control without any screen code changing.
 */
import { z } from 'zod';
import type { HouseRuleDef } from './ruleset';

export type HouseRuleControl =
  | { kind: 'choice'; options: string[] }
  | { kind: 'boolean' }
  | { kind: 'number'; min?: number; max?: number; integer: boolean }
  | { kind: 'json' };

export function controlFor(schema: z.ZodType): HouseRuleControl {
  let s: z.ZodType = schema;
  // Unwrap defaults/optionals to reach the value's own type.
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodPrefault) s = (s as unknown as { unwrap(): z.ZodType }).unwrap();
  if (s instanceof z.ZodEnum) return { kind: 'choice', options: s.options.map(String) };
  if (s instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (s instanceof z.ZodNumber) return { kind: 'number', min: s.minValue ?? undefined, max: s.maxValue ?? undefined, integer: s.isInt ?? false };
  if (s instanceof z.ZodUnion) {
    const literals = (s.options as z.ZodType[]).filter((o): o is z.ZodLiteral => o instanceof z.ZodLiteral);
    if (literals.length === s.options.length) return { kind: 'choice', options: literals.flatMap((l) => [...l.values].map(String)) };
  }
  return { kind: 'json' };
}

export interface HouseRuleView {
  key: string;
  label: string;
  cites: string;
  description: string;
  control: HouseRuleControl;
  /** The label of each choice, keyed by its stored value (HouseRuleDef.options). */
  optionLabels: Readonly<Record<string, string>>;
  default: unknown;
  value: unknown;
}

/** The words for one value of a rule: a choice's label, On/Off, or the number; never the stored id of a choice. */
export function houseRuleValueLabel(rule: Pick<HouseRuleDef, 'options'>, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  const label = rule.options?.[String(value)];
  if (label !== undefined) return label;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export function houseRuleViews(rules: readonly HouseRuleDef[], settings: unknown): HouseRuleView[] {
  return rules.map((r) => {
    const value = r.key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), settings);
    return {
      key: r.key,
      label: r.label,
      cites: r.cites,
      description: r.description,
      control: controlFor(r.schema as z.ZodType),
      optionLabels: r.options ?? {},
      default: r.default,
      value,
    };
  });
}
