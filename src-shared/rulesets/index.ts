/**
 * What every process registers of a ruleset (issue 21): its engine module and its channels. A ruleset's main and
 * renderer entries (src-main/rulesets/, src-renderer/rulesets/) carry this part. The build's rulesets are listed once
 * for every process in ./build.ts (the engine's registry and the contract read it there); a ruleset outside the build
 * (the fixture ruleset under tests/rulesets/fixture/) is added through its entry point, without a core file edited.
 */
import type { z } from 'zod';
import { type AnyRuleset, addRuleset } from '../engine/registry';
import type { Channel } from '../ipc/channel';
import { addRulesetChannels } from '../ipc/channels';
import { BUILD_RULESETS } from './build';

export interface SharedRulesetEntry {
  /** The engine module, its declaration included: every registration below is checked against it. */
  ruleset: AnyRuleset;
  /** Its channels (untagged: they are tagged with its id here), exactly the names its declaration lists. */
  channels: Readonly<Record<string, Channel<z.ZodType, unknown>>>;
  /** For some of its channels: what a league of another ruleset uses instead, said when the channel is refused there. */
  elsewhere?: Readonly<Record<string, string>>;
}

/**
 * Register a ruleset's shared part: the engine's registry (listed, so the New League dialog, `league rulesets` and
 * the routes see it) and the contract's channels. An id, channel, command, screen or career kind registered already
 * is refused, naming both owners, and nothing of the entry is kept. Returns the way to take it off again.
 */
export function addSharedRuleset(entry: SharedRulesetEntry): () => void {
  return registerAll([() => addRuleset(entry.ruleset, { listed: true }), () => addRulesetChannels(entry.ruleset.id, entry.channels, entry.elsewhere)]);
}

/**
 * Run registrations in order, each returning the way to take it off; when one is refused, those before it are taken
 * off (last first) and the refusal thrown, so a refused ruleset leaves nothing registered. Returns the way to take
 * them all off.
 */
export function registerAll(steps: readonly (() => () => void)[]): () => void {
  const done: (() => void)[] = [];
  const undo = () => {
    for (const off of done.reverse()) off();
  };
  try {
    for (const step of steps) done.push(step());
  } catch (e) {
    undo();
    throw e;
  }
  return undo;
}

/**
 * A process's build list (src-main/rulesets/build.ts, src-renderer/rulesets/build.ts) against the shared one
 * (./build.ts): the same rulesets in the same order, each entry carrying that ruleset's shared entry, so a ruleset is
 * never in one process's build and missing from another's. Returns the list.
 */
export function checkBuildList<E extends SharedRulesetEntry>(list: string, entries: readonly E[]): readonly E[] {
  const ids = (es: readonly SharedRulesetEntry[]) => es.map((e) => `“${e.ruleset.id}”`).join(', ');
  const shared: readonly SharedRulesetEntry[] = BUILD_RULESETS;
  if (ids(entries) !== ids(shared))
    throw new Error(
      `${list} lists ${ids(entries) || 'no ruleset'}, and the build ${ids(shared)} (src-shared/rulesets/build.ts): each process lists the build’s rulesets, in its order.`,
    );
  entries.forEach((e, i) => {
    if (e.ruleset !== shared[i]!.ruleset || e.channels !== shared[i]!.channels)
      throw new Error(`${list}: the entry of “${e.ruleset.id}” does not carry its shared entry (src-shared/rulesets/${e.ruleset.id}.ts).`);
  });
  return entries;
}
