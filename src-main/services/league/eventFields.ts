/**
 * An event's own fields (issue 21): what a schedule request carries beyond the core's name, date and teams is the
 * league's ruleset's, checked by the schema its engine module declares (`eventFields`, engine/core/eventFields.ts)
 * through the registry. A ruleset without any refuses each, in the words of a ruleset that has it ("Dirty Wheels has
 * no road surface"). The core names no field of any ruleset.
 */
import { CORE_EVENT_FIELDS } from '../../../src-shared/engine/core/eventFields';
import { registeredRulesets } from '../../../src-shared/engine/registry';
import { type FieldIssue, zodIssues } from '../../../src-shared/ipc';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { leagueRuleset } from '../settings';

/** What a request says of an event: the core's fields it knows, and anything else, which is the ruleset's. */
export type EventRequest = Readonly<Record<string, unknown>>;

/** The request's fields beyond `core` that it gives (undefined is not given). */
function givenOwn(input: EventRequest, core: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => !core.includes(k) && v !== undefined));
}

/** A field in the words of the ruleset that has it ("road surface"), or quoted as given. */
function fieldWords(key: string): string {
  for (const r of registeredRulesets()) {
    const words = r.eventFields?.words[key];
    if (words) return words;
  }
  return `field “${key.slice(0, 40)}”`;
}

/**
 * The ruleset's own fields of `input` (every key but the core's `core`), parsed by its declared schema; refused with
 * each field's path and words when the ruleset has none or the schema says no. `{}` when none are given.
 */
export function ownEventFields(conn: LeagueConnection, input: EventRequest, core: readonly string[]): Record<string, unknown> {
  const own = givenOwn(input, core);
  const ruleset = leagueRuleset(conn);
  const def = ruleset.eventFields;
  if (!def) {
    const issues: FieldIssue[] = Object.keys(own).map((k) => ({
      path: [k],
      message: `${ruleset.name} has no ${fieldWords(k)}: an event has a name and a date only.`,
    }));
    if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
    return {};
  }
  const parsed = def.schema.safeParse(own);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : 'Some fields are not valid.', issues);
  }
  return parsed.data as Record<string, unknown>;
}

/** Every field of the league's events in its forms' order: the core's, or the ruleset's order with the core's among them. */
export function eventFieldOrder(conn: LeagueConnection): readonly string[] {
  return leagueRuleset(conn).eventFields?.order ?? CORE_EVENT_FIELDS;
}

/** Whether the league's ruleset gives its events fields of its own (Dethmetal); others are a name and a date. */
export const hasEventFields = (conn: LeagueConnection): boolean => leagueRuleset(conn).eventFields !== undefined;
