import type { z } from 'zod';

/**
 * zod's own messages ("Too small: expected number to be >=1") reach the organizer whenever a schema gives none of its
 * own. This rewrites those defaults in plain words naming the field; messages a schema wrote itself pass unchanged.
 */
const DEFAULT_MESSAGE = /^(Too small|Too big|Invalid input|Invalid option|Unrecognized key|Invalid element|Invalid key|Invalid string)/;

/** "partySpend" → "Party spend", ["competitorIds", 2] → "Competitor ids (item 3)". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((p): p is string => typeof p === 'string');
  const last = names.at(-1);
  if (last === undefined) return 'The value';
  const words = last
    .replace(/Ids?$/, (m) => (m === 'Ids' ? ' ids' : ' id'))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const index = path.at(-1);
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return typeof index === 'number' ? `${label} (item ${index + 1})` : label;
}

const count = (n: number | bigint, one: string) => `${n} ${n === 1 || n === 1n ? one : `${one}s`}`;

function bound(issue: { origin: string; inclusive?: boolean }, value: number | bigint, side: 'min' | 'max'): string {
  const v = Number(value);
  switch (issue.origin) {
    case 'string':
      return side === 'min' ? (v <= 1 ? 'cannot be empty' : `must be at least ${count(v, 'character')}`) : `can be at most ${count(v, 'character')}`;
    case 'array':
    case 'set':
      return side === 'min'
        ? v <= 1
          ? 'needs at least one entry'
          : `needs at least ${v} entries`
        : `can have at most ${count(v, 'entry').replace('entrys', 'entries')}`;
    default: {
      const edge = issue.inclusive === false ? (side === 'min' ? 'more than' : 'less than') : side === 'min' ? 'at least' : 'at most';
      return `must be ${edge} ${v}`;
    }
  }
}

export function humanMessage(issue: z.core.$ZodIssue): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'too_small':
      return `${field} ${bound(issue, issue.minimum, 'min')}.`;
    case 'too_big':
      return `${field} ${bound(issue, issue.maximum, 'max')}.`;
    case 'invalid_type':
      return issue.expected === 'int'
        ? `${field} must be a whole number.`
        : `${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_key': {
      // The key schema's own words (a reserved name) say more than "Invalid key in record".
      const own = issue.issues.find((i) => !DEFAULT_MESSAGE.test(i.message));
      return own ? own.message : `${field} has a name that is not allowed.`;
    }
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}
