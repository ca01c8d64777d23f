/**
 * A ruleset's sub-commands of a core group (`league match …`) come through the CLI's registry (commands/rulesets.ts):
 * each placed before the core sub-command it names, so the group's help and its list of names read in the order of play.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { type SubCommand, withRulesetSubs } from '../../src-main/cli/commands/commandKit';

const sub = (name: string): SubCommand => ({ name, usage: `league g ${name}`, summary: name, example: `league g ${name} x`, run: async () => {} });
const names = (subs: readonly SubCommand[]) => subs.map((s) => s.name);

async function run(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => out.push(s) });
  return { code, out: out.join('\n') };
}

describe('sub-commands a ruleset adds to a core group', () => {
  it('go before the core sub-command they name, or last, in the order given; other groups are left alone', () => {
    const core = [sub('outcome'), sub('show')];
    const subs = withRulesetSubs('g', core, [
      { group: 'g', before: 'outcome', subs: [sub('a'), sub('b')] },
      { group: 'other', subs: [sub('x')] },
      { group: 'g', subs: [sub('z')] },
      { group: 'g', before: 'show', subs: [sub('c')] },
    ]);
    expect(names(subs)).toEqual(['a', 'b', 'outcome', 'c', 'show', 'z']);
    expect(names(core)).toEqual(['outcome', 'show']);
  });

  it('naming a core sub-command the group does not have is a mistake in the ruleset, said at once', () => {
    expect(() => withRulesetSubs('match', [sub('outcome')], [{ group: 'match', before: 'score', subs: [sub('a')] }])).toThrow(
      'league match has no sub-command “score” to place a before.',
    );
  });

  it("Dethmetal's match and season sub-commands keep their places among the core's", async () => {
    const match = await run('match', 'nosuch');
    expect(match).toEqual({
      code: 2,
      out: 'Unknown “league match” sub-command “nosuch”; one of: show, act, prematch, assign, outcome, table, correct, record.\nRun `league match --help`.',
    });
    expect((await run('season', 'nosuch')).out).toContain('one of: end, close, show.');
    const help = (await run('match', '--help')).out;
    const order = ['show', 'act', 'prematch', 'assign', 'outcome', 'record'].map((n) => help.indexOf(`league match ${n} FILE.league`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });
});
