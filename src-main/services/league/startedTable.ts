/**
 * What the service halves of the tables of Battlecars, race combat and the hex RPG share (services/<id>/table.ts): a
 * log that is a start and intents after it, and a preview that stops at the first roll. Each ruleset gives its words
 * (a match's game, a meeting, a session) and which part of a sum is the die itself.
 */
import type { TableResolution } from '../../../src-shared/engine/core/tableResolution';
import { ServiceError } from '../errors';
import type { StoredEvent } from './matchTable';

/** What the ruleset calls a table's match (`match`, `session`) and what its first event starts (`game`, `meeting`). */
export interface StartedTableWords {
  match: string;
  starts: string;
}

/** A table's events are a start and intents after it; anything else is a damaged table, named before it is folded. */
export function checkStartThenActs(events: readonly StoredEvent<{ t: string }>[], number: number, words: StartedTableWords): void {
  const first = events[0];
  if (first && first.event.t !== 'start')
    throw ServiceError.conflict(
      `Event ${first.seq} of ${words.match} ${number}'s table should start the ${words.starts} but is a ${first.kind}; the table is damaged.`,
    );
  if (events.slice(1).some((e) => e.event.t !== 'act'))
    throw ServiceError.conflict(`${words.match[0]!.toUpperCase()}${words.match.slice(1)} ${number}'s table starts twice; the table is damaged.`);
}

/**
 * What is known before the roll: the steps up to the first die, its modifiers (the die's own part of the sum left out,
 * `isDiePart`) and the dice still to roll. Later steps depend on the roll (a hit, the damage), so it stops there.
 */
export function unrolled<R extends TableResolution>(r: R, isDiePart: (label: string) => boolean = () => false): R {
  const first = r.steps.findIndex((s) => s.dice.length > 0);
  if (first < 0) return r;
  const s = r.steps[first]!;
  const rolled = { ...s, parts: s.parts.filter((p) => !isDiePart(p.label)), dice: [], result: `to roll: ${s.dice.map((d) => d.notation).join(' + ')}` };
  return { ...r, steps: [...r.steps.slice(0, first), rolled], outcome: 'Nothing rolled yet', notes: [] };
}
