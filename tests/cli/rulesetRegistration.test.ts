/**
 * Issue 21, the CLI's layer: each ruleset's commands and sub-commands are registered from one list
 * (src-main/cli/commands/rulesets.ts) and checked against the names its declaration lists; `league --help FILE.league`
 * lists the core's commands and its ruleset's only; a ruleset's command on a league of another is refused naming both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerRulesetCli, rulesetCommands, rulesetGroupSubs } from '../../src-main/cli/commands/rulesets';
import type { SubCommand } from '../../src-main/cli/commands/commandKit';
import { type Command, ownedCommands } from '../../src-main/cli/kit';
import { registeredRulesets } from '../../src-shared/engine/registry';
import { useTempDir } from '../support/tempLeague';
import { run } from '../support/cli';

const tempDir = useTempDir();

const command = (name: string): Command => ({ name, usage: `league ${name}`, summary: name, example: `league ${name}`, run: async () => {} });
const sub = (name: string): SubCommand => command(name);
const commandsOf = (ruleset: string) => rulesetCommands().filter((c) => c.ruleset === ruleset);
const dethmetalEntry = () => ({
  ruleset: 'dethmetal',
  commands: commandsOf('dethmetal'),
  groupSubs: rulesetGroupSubs().filter((g) => g.subs.every((s) => (s as { ruleset?: string }).ruleset === 'dethmetal')),
});

describe('the CLI registers each ruleset’s commands against its declaration', () => {
  it('the registered commands and sub-commands are exactly those each declaration lists, tagged with its id', () => {
    for (const r of registeredRulesets()) {
      expect(
        commandsOf(r.id)
          .map((c) => c.name)
          .sort(),
        r.id,
      ).toEqual([...r.declaration.cli.commands].sort());
      const subs = rulesetGroupSubs().flatMap((g) => g.subs.filter((s) => (s as { ruleset?: string }).ruleset === r.id).map((s) => `${g.group} ${s.name}`));
      expect(subs.sort(), r.id).toEqual(r.declaration.cli.groupSubs.flatMap((g) => g.subs.map((s) => `${g.group} ${s}`)).sort());
    }
  });

  it('a ruleset whose CLI lacks a declared command, or has one it does not declare, fails at registration naming the ruleset', () => {
    const dw = { ruleset: 'dirtywheels', commands: [], groupSubs: [] };
    const dm = (commands: Command[]) => [{ ...dethmetalEntry(), commands }, dw];
    const declared = commandsOf('dethmetal');
    expect(() => registerRulesetCli(dm(declared.filter((c) => c.name !== 'hire')))).toThrow(
      'The CLI (src-main/cli/commands/rulesets.ts) lacks the commands “hire” that the ruleset “dethmetal” declares (src-shared/engine/dethmetal/declaration.ts).',
    );
    expect(() => registerRulesetCli(dm([...declared, command('pits')]))).toThrow(
      'The CLI (src-main/cli/commands/rulesets.ts) registers the commands “pits” for the ruleset “dethmetal”, which its declaration does not list',
    );
    expect(() => registerRulesetCli([dethmetalEntry(), { ...dw, groupSubs: [{ group: 'match', subs: [sub('ram')] }] }])).toThrow(
      'registers the sub-commands “match ram” for the ruleset “dirtywheels”',
    );
    expect(() => registerRulesetCli([{ ruleset: 'nosuchruleset', commands: [], groupSubs: [] }])).toThrow(
      'The CLI registers commands for the ruleset “nosuchruleset”, which is not registered.',
    );
    expect(() => registerRulesetCli([dethmetalEntry(), dethmetalEntry()])).toThrow('The CLI ruleset entry “dethmetal” is registered twice by “dethmetal”');
  });

  it('the `league` list refuses a command name the core and a ruleset, or two rulesets, both register, naming both', () => {
    expect(() => ownedCommands([command('schedule'), { ...command('table'), ruleset: 'dirtywheels' }, command('table')])).toThrow(
      'The command of `league` “table” is registered by both “dirtywheels” and the core: each command of `league` name must be defined once.',
    );
    expect(() =>
      ownedCommands([
        { ...command('party'), ruleset: 'dethmetal' },
        { ...command('party'), ruleset: 'dirtywheels' },
      ]),
    ).toThrow('registered by both “dethmetal” and “dirtywheels”');
  });

  it('`league --help FILE.league` lists the core’s commands and its ruleset’s, none of another’s; no command is “(Dirty Wheels)”', async () => {
    const dir = tempDir();
    const dw = path.join(dir, 'toys.league');
    const dm = path.join(dir, 'metal.league');
    expect((await run('new', dw, '--name', 'Toy Box', '--ruleset', 'dirtywheels')).code).toBe(0);
    expect((await run('new', dm, '--name', 'Metal Cup')).code).toBe(0);
    const listed = (help: string) => [...help.matchAll(/^ {2}(\S+) {2,}/gm)].map((m) => m[1]);

    const all = await run('--help');
    expect(all.out).not.toContain('(Dirty Wheels)');
    expect(listed(all.out)).toEqual(expect.arrayContaining(['hire', 'stores', 'party', 'car', 'match', 'team']));

    const inDw = await run('--help', dw);
    expect(inDw.code).toBe(0);
    expect(inDw.out).toContain(`Commands for ${dw} (Dirty Wheels):`);
    expect(listed(inDw.out)).toEqual(expect.arrayContaining(['new', 'schedule', 'team', 'match', 'print']));
    for (const c of ['hire', 'release', 'trade', 'car', 'stores', 'mechanic', 'party']) expect(listed(inDw.out)).not.toContain(c);

    const inDm = await run('help', dm);
    expect(listed(inDm.out)).toEqual(expect.arrayContaining(['hire', 'stores', 'party', 'car']));
    // No `league table` in any league: a match table is the core's `league match table`.
    for (const help of [all.out, inDw.out, inDm.out]) expect(listed(help)).not.toContain('table');

    // A group's help in a league: the core's sub-commands and its ruleset's only.
    const subsIn = (help: string) => [...help.matchAll(/^ {2}league season (\S+) FILE\.league/gm)].map((m) => m[1]);
    expect(subsIn((await run('season', '--help', dw)).out)).toEqual(['close', 'show']);
    expect(subsIn((await run('season', dm, '--help')).out)).toEqual(['end', 'close', 'show']);
    expect(subsIn((await run('season', '--help')).out)).toEqual([]);
    expect((await run('season', '--help')).out).toContain('league season end FILE.league');

    expect(await run('--help', path.join(dir, 'none.league'))).toMatchObject({ code: 2, err: expect.stringContaining('There is no league file') });
  });

  it('a ruleset’s command on a league of another is refused in words naming both, and changes nothing', async () => {
    const dir = tempDir();
    const dw = path.join(dir, 'toys.league');
    await run('new', dw, '--name', 'Toy Box', '--ruleset', 'dirtywheels');
    const before = readFileSync(dw);
    expect(await run('stores', dw, '--franchise', 'Rustbuckets', 'Rockets:2')).toMatchObject({
      code: 1,
      err: `league stores is a Dethmetal command; ${dw} plays Dirty Wheels. Nothing was changed.`,
    });
    expect(readFileSync(dw).equals(before)).toBe(true);
  });
});
