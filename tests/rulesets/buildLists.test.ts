/**
 * ARCHITECTURE.md, "A ruleset's entries and the build lists" (issue 21): each process registers the build's rulesets
 * from one list; the main and renderer lists must list the shared list's rulesets in its order, each entry carrying
 * that ruleset's shared entry, and every registry sees them with no entry point called.
 */
import { describe, expect, it } from 'vitest';
import { handlers } from '../../src-main/app/handlers';
import { addRulesetCli, rulesetTableCli } from '../../src-main/cli/commands/rulesets';
import { runCli } from '../../src-main/cli/league';
import { mainBuildRulesets } from '../../src-main/rulesets/build';
import { rulesetServices } from '../../src-main/services/rulesets';
import { rulesetDocuments } from '../../src-main/sheets/rulesetDocuments';
import { rendererBuildRulesets } from '../../src-renderer/rulesets/build';
import { rulesetScreens } from '../../src-renderer/screens/registry';
import { type AnyRuleset, addRuleset, listRulesets, rulesetById } from '../../src-shared/engine/registry';
import { CHANNELS, contract } from '../../src-shared/ipc';
import { checkBuildList } from '../../src-shared/rulesets';
import { BUILD_RULESETS } from '../../src-shared/rulesets/build';

const ids = (list: readonly { ruleset: { id: string } }[]) => list.map((e) => e.ruleset.id);

describe('one build list per process', () => {
  it('the shared, main and renderer lists name the same rulesets in the same order, and the engine lists them', () => {
    expect(ids(BUILD_RULESETS)).toEqual(['dethmetal', 'dirtywheels', 'battlecars', 'hexrpg']);
    expect(ids(mainBuildRulesets())).toEqual(ids(BUILD_RULESETS));
    expect(ids(rendererBuildRulesets())).toEqual(ids(BUILD_RULESETS));
    expect(listRulesets().map((r) => r.id)).toEqual(expect.arrayContaining(ids(BUILD_RULESETS)));
  });

  it('every registry reads the build list on its first use: channels, handlers, services, commands, sheets, screens', () => {
    for (const e of BUILD_RULESETS) {
      const id = e.ruleset.id;
      for (const name of Object.keys(e.channels)) {
        expect((contract as Record<string, { ruleset?: string }>)[name]?.ruleset, name).toBe(id);
        expect(CHANNELS, name).toContain(name);
        expect(typeof (handlers() as Record<string, unknown>)[name], name).toBe('function');
      }
      expect(Object.keys(rulesetDocuments()[id] ?? {}).sort(), id).toEqual(e.ruleset.declaration.print.kinds.map((k) => k.kind).sort());
      expect(
        rulesetScreens()[id]?.nav.map((n) => n.id),
        id,
      ).toEqual(e.ruleset.declaration.screens.map((s) => s.id));
    }
    expect(rulesetServices('dethmetal').afterResult).toBeDefined();
    expect(rulesetServices('dirtywheels').teamRules).toBeDefined();
    expect(rulesetServices('battlecars').teamRules).toBeDefined();
    // Dethmetal's campaign channels say what a league of another ruleset uses instead (its shared entry's words).
    expect((contract['match.record'] as { elsewhere?: string }).elsewhere).toContain('match.recordOutcome');
  });

  it('a process list that differs from the shared one is refused, naming both lists', () => {
    const [dm, dw, bc, ...rest] = mainBuildRulesets();
    expect(() => checkBuildList('The test list', [dm!])).toThrow(
      'The test list lists “dethmetal”, and the build “dethmetal”, “dirtywheels”, “battlecars”, “hexrpg” (src-shared/rulesets/build.ts): each process lists the build’s rulesets, in its order.',
    );
    expect(() => checkBuildList('The test list', [dw!, dm!, bc!])).toThrow(
      'lists “dirtywheels”, “dethmetal”, “battlecars”, and the build “dethmetal”, “dirtywheels”, “battlecars”, “hexrpg”',
    );
    expect(() => checkBuildList('The test list', [])).toThrow('The test list lists no ruleset');
    expect(() => checkBuildList('The test list', [dm!, { ...dw!, channels: {} }, bc!, ...rest])).toThrow(
      'The test list: the entry of “dirtywheels” does not carry its shared entry (src-shared/rulesets/dirtywheels.ts).',
    );
  });

  it('the match table’s words for the terminal: Dirty Wheels gives them; a ruleset without a table may not', () => {
    expect(rulesetTableCli('dirtywheels')?.intents.help('league match table F --match 1 act')).toContain('e.g. league match table F --match 1 act ram');
    expect(rulesetTableCli('dethmetal')).toBeUndefined();
    // A ruleset of the test alone, Dirty Wheels' twin without a match table, cannot bring words for one.
    const dw = rulesetById('dirtywheels');
    const d = dw.declaration;
    const off = addRuleset({
      ...dw,
      id: 'twin',
      table: null,
      declaration: {
        ...d,
        id: 'twin',
        channels: [],
        cli: { commands: [], groupSubs: [] },
        careerEvents: [],
        screens: d.screens.filter((x) => x.id !== 'team'),
      },
    } as AnyRuleset);
    try {
      expect(() => addRulesetCli({ ruleset: 'twin', commands: [], groupSubs: [], table: rulesetTableCli('dirtywheels')! })).toThrow(
        'The CLI gives words for the match table of the ruleset “twin”, which has no match table.',
      );
      expect(rulesetTableCli('twin')).toBeUndefined();
    } finally {
      off();
    }
  });

  it('a ruleset added after load brings its sub-commands of the core’s groups: `league match` is built per command line', async () => {
    const dw = rulesetById('dirtywheels');
    const d = dw.declaration;
    const id = 'pinger';
    const off = addRuleset({
      ...dw,
      id,
      table: null,
      declaration: {
        ...d,
        id,
        channels: [],
        cli: { commands: [], groupSubs: [{ group: 'match', subs: ['ping'] }] },
        careerEvents: [],
        screens: d.screens.filter((x) => x.id !== 'team'),
      },
    } as AnyRuleset);
    const lines: string[] = [];
    const io = { out: (t: string) => lines.push(t), err: (t: string) => lines.push(t) };
    const ping = { name: 'ping', usage: 'league match ping FILE.league', summary: 'Answers pong.', example: 'league match ping a.league', run: async () => {} };
    try {
      await runCli(['match', '--help'], io);
      expect(lines.join('\n')).not.toContain('league match ping');
      const offCli = addRulesetCli({ ruleset: id, commands: [], groupSubs: [{ group: 'match', subs: [ping] }] });
      lines.length = 0;
      await runCli(['match', '--help'], io);
      expect(lines.join('\n')).toContain('league match ping FILE.league');
      offCli();
      lines.length = 0;
      await runCli(['match', '--help'], io);
      expect(lines.join('\n')).not.toContain('league match ping');
    } finally {
      off();
    }
  });
});
