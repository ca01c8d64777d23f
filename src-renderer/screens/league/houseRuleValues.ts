/**
 * Pure helpers of the Settings panel: how a house rule's value is shown, parsed back from a control,
 * compared and checked. The checks use the rule's own zod schema from the ruleset, the very one the
 * service enforces, so a bad value is caught as it is typed.
 */
import type { HouseRuleView } from '../../../src-shared/engine/houseRuleForm';
import { rulesetById } from '../../../src-shared/engine/registry';
import { zodIssues } from '../../../src-shared/ipc';

export const AREAS = [
  { id: 'car', label: 'Cars', part: 'Part II: Cars; Part IV tables' },
  { id: 'driver', label: 'Drivers', part: 'Part I: Drivers' },
  { id: 'match', label: 'Matches', part: 'Parts III–V: the match, movement, shooting' },
  { id: 'campaign', label: 'Campaign', part: 'Part VI: Seasons and draft' },
] as const;

const dethmetalArea = (key: string) => key.split('.')[0]!;

/** A ruleset whose house-rule keys name no Dethmetal area (Dirty Wheels' keys are flat) lists its rules together. */
const ALL_RULES_AREA = { id: 'rules', label: 'House rules', part: 'Every matter the rules leave open' } as const;

export const areaOf = (key: string): string => {
  const area = dethmetalArea(key);
  return AREAS.some((a) => a.id === area) ? area : ALL_RULES_AREA.id;
};

/** The areas the league's house rules fall in, in the rulebook's order. */
export function areasFor(rules: readonly { key: string }[]): readonly { id: string; label: string; part: string }[] {
  return [...AREAS, ALL_RULES_AREA].filter((a) => rules.some((r) => areaOf(r.key) === a.id));
}

/** A choice in the organizer's words: the label the ruleset gives it (HouseRuleDef.options), never the stored id. */
export function optionLabel(rule: Pick<HouseRuleView, 'optionLabels'>, option: string): string {
  return rule.optionLabels[option] ?? option;
}

/** Choice options arrive as strings; a rule whose values are numbers (e.g. 1 | 2) gets a number back. */
export function optionValue(rule: HouseRuleView, option: string): unknown {
  return typeof rule.default === 'number' ? Number(option) : option;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A JSON rule made of named whole numbers (special mount DP, road-hazard ratings) gets one number box per name. */
export function numberRecord(value: unknown): Record<string, number> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([, v]) => typeof v === 'number') ? (value as Record<string, number>) : null;
}

export function describeValue(rule: HouseRuleView, value: unknown): string {
  if (rule.control.kind === 'boolean') return value ? 'on' : 'off';
  if (rule.control.kind === 'choice') return optionLabel(rule, String(value));
  const record = numberRecord(value);
  if (record)
    return Object.entries(record)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The first problem with a value, in the rule's own words (the league's ruleset's schema), or null. */
export function checkValue(key: string, value: unknown, ruleset = 'dethmetal'): string | null {
  const def = rulesetById(ruleset).houseRules.find((r) => r.key === key);
  if (!def) return `There is no house rule “${key}”.`;
  if (value === '') return 'Enter a value.';
  if (value && typeof value === 'object') {
    const empty = Object.entries(value).find(([, v]) => v === '');
    if (empty) return `${empty[0]}: enter a number.`;
  }
  const parsed = def.schema.safeParse(value);
  if (parsed.success) return null;
  const issue = zodIssues(parsed.error)[0];
  if (!issue) return 'Not a valid value.';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** A service error path ["houseRules", "car.specialMountDp.fixed"] belongs to the rule "car.specialMountDp". */
export function ruleForIssuePath(path: readonly (string | number)[], keys: readonly string[]): string | null {
  if (path[0] !== 'houseRules' || typeof path[1] !== 'string') return null;
  const at = path[1];
  return keys.find((k) => at === k || at.startsWith(`${k}.`)) ?? null;
}
