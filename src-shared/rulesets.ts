/**
 * What every process registers of a ruleset added to it (issue 21): its engine module and its channels. A ruleset's
 * main and renderer entries (src-main/rulesets.ts, src-renderer/rulesets.ts) carry this part, so a ruleset outside the
 * build (the fixture ruleset under tests/rulesets/fixture/) is added through its entry point without a core file
 * edited. The build's own rulesets are registered where each layer's registry lists them.
 */
import type { z } from 'zod';
import { type AnyRuleset, addRuleset } from './engine/registry';
import type { Channel } from './ipc/channel';
import { addRulesetChannels } from './ipc/channels';

export interface SharedRulesetEntry {
  /** The engine module, its declaration included: every registration below is checked against it. */
  ruleset: AnyRuleset;
  /** Its channels (untagged: they are tagged with its id here), exactly the names its declaration lists. */
  channels: Readonly<Record<string, Channel<z.ZodType, unknown>>>;
}

/**
 * Register a ruleset's shared part: the engine's registry (listed, so the New League dialog, `league rulesets` and
 * the routes see it) and the contract's channels. An id, channel, command, screen or career kind registered already
 * is refused, naming both owners, and nothing of the entry is kept. Returns the way to take it off again.
 */
export function addSharedRuleset(entry: SharedRulesetEntry): () => void {
  return registerAll([() => addRuleset(entry.ruleset, { listed: true }), () => addRulesetChannels(entry.ruleset.id, entry.channels)]);
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
