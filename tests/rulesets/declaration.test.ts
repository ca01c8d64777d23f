/**
 * Issue 21: one declaration per ruleset (src-shared/engine/<id>/declaration.ts, checked by engine/declaration.ts),
 * registries that refuse a name two owners register (engine/register.ts), and the contract's ruleset channels checked
 * against what each ruleset declares. The other layers' registrations: tests/cli, tests/sheets and tests/renderer
 * `…Registration.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { checkDeclaration, declarationSchema, meetsGate, type RulesetDeclaration } from '../../src-shared/engine/declaration';
import { mergeDistinct, Registry } from '../../src-shared/engine/register';
import { type AnyRuleset, careerEventKinds, registerRulesets, registeredRulesets, rulesetById } from '../../src-shared/engine/registry';
import { contract } from '../../src-shared/ipc';
import { checkRulesetChannels } from '../../src-shared/ipc/channels';

const dethmetal = rulesetById('dethmetal');
const dirtywheels = rulesetById('dirtywheels');
/** A registered ruleset with its declaration changed: a would-be new system for the registry to judge. */
const withDeclaration = (r: AnyRuleset, patch: Partial<RulesetDeclaration>): AnyRuleset => ({ ...r, declaration: { ...r.declaration, ...patch } });

describe('each ruleset declares what it has, once, as checked data', () => {
  it('every registered declaration passes its schema and names its own ruleset', () => {
    for (const r of registeredRulesets()) {
      expect(declarationSchema.safeParse(r.declaration).success, r.id).toBe(true);
      expect(r.declaration.id).toBe(r.id);
    }
  });

  it('its standings defaults are the ruleset’s standings at its default settings (or none); its people agree with its capabilities', () => {
    for (const r of registeredRulesets()) {
      expect(r.declaration.standings, r.id).toEqual(r.standings(r.defaultSettings()));
      expect(r.declaration.people.length > 0, r.id).toBe(r.capabilities.people !== 'none');
    }
  });

  it('Dethmetal: a driver and up to one gunner per car, out of action as its stat; Dirty Wheels: one driver per car, kills', () => {
    expect(dethmetal.declaration.slots.map((s) => [s.id, s.min, s.max])).toEqual([
      ['driver', 1, 1],
      ['gunner', 0, 1],
    ]);
    expect(dirtywheels.declaration.slots.map((s) => [s.id, s.person, s.min, s.max])).toEqual([['driver', 'driver', 1, 1]]);
    expect(dethmetal.declaration.stats.map((s) => [s.key, s.better, s.breaker?.label])).toEqual([['outOfAction', 'less', 'Fewer out of action']]);
    expect(dirtywheels.declaration.stats.map((s) => [s.key, s.label])).toEqual([['kills', 'Kills']]);
  });

  it('a declaration naming what it does not declare is refused with its path: a slot’s kind, a part’s screen, a tie-breaker', () => {
    const d = dirtywheels.declaration;
    expect(() => checkDeclaration({ ...d, slots: [{ id: 'gunner', label: 'Gunner', vehicle: 'car', person: 'gunner', min: 0, max: 2 }] })).toThrow(
      "The declaration of the ruleset “dirtywheels” is not valid: slots.0.person: dirtywheels's slot “gunner” names the person kind “gunner”, which it does not declare.",
    );
    expect(() => checkDeclaration({ ...d, parts: [{ screen: 'garage', at: 0, part: 'paint', label: 'Paint', needs: {} }] })).toThrow(
      "parts.0.screen: dirtywheels's part “paint” is on the garage screen, which it does not list",
    );
    // A tie-breaker is the core's by name or a declared stat's (issue 21: `{ stat: key }`, in the stat's direction).
    expect(() => checkDeclaration({ ...d, standings: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['style'] } })).toThrow(
      'standings.tieBreakers.0: A tie-breaker is one of head-to-head, wins, countback, latest-round, score-difference, strength-of-schedule, roll-off or a declared stat ({ "stat": key }); “style” is neither',
    );
    expect(() => checkDeclaration({ ...d, standings: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: [{ stat: 'style' }] } })).toThrow(
      "standings.tieBreakers.0: dirtywheels's tie-breaker on “style” names no stat it declares",
    );
    expect(() =>
      checkDeclaration({ ...d, standings: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: [{ stat: 'kills', better: 'less' }] } }),
    ).toThrow("standings.tieBreakers.0: dirtywheels's tie-breaker on “kills” ranks less first, but the stat declares more is better");
    expect(() => checkDeclaration({ ...d, channels: ['dwTable.act', 'dwTable.act'] })).toThrow(
      'channels: dirtywheels declares the channel “dwTable.act” twice',
    );
    expect(() => checkDeclaration({ ...d, vehicles: [] })).toThrow('vehicles: A ruleset has at least one kind of vehicle');
  });

  it('a ruleset without standings is legal: its declaration says null', () => {
    expect(checkDeclaration({ ...dirtywheels.declaration, standings: null }).standings).toBeNull();
  });

  it('a screen’s or tab’s needs are data: each field it names must match the league’s capabilities', () => {
    const caps = dirtywheels.capabilities;
    expect(meetsGate(undefined, caps)).toBe(true);
    expect(meetsGate({ people: ['driver'], money: false }, caps)).toBe(true);
    expect(meetsGate({ people: ['crew'] }, caps)).toBe(false);
    expect(meetsGate({ money: true }, caps)).toBe(false);
  });

  it('career event kinds are open: the core’s (a game’s win, draw or loss) and those each ruleset declares', () => {
    expect(careerEventKinds()).toEqual([
      'win',
      'draw',
      'loss',
      ...dethmetal.declaration.careerEvents.map((k) => k.kind),
      'kill',
      'destroyed',
      'driver-killed',
      'vehicle-wrecked',
      'race-run',
      'race-won',
      'race-podium',
      'race-eliminated',
      'race-kill',
      'hexrpg-session',
      'hexrpg-kill',
      'hexrpg-died',
    ]);
    expect(careerEventKinds()).toEqual(expect.arrayContaining(['hired', 'missed-match', 'out-for-season']));
  });
});

describe('registration refuses a collision, naming both owners', () => {
  it('mergeDistinct joins parts and refuses a name two owners define, naming both; the same owner twice says so', () => {
    expect(
      mergeDistinct('channel', [
        { owner: 'core', entries: { 'a.b': 1 } },
        { owner: 'dethmetal', entries: { 'c.d': 2 } },
      ]),
    ).toEqual({ 'a.b': 1, 'c.d': 2 });
    expect(() =>
      mergeDistinct('channel', [
        { owner: 'core', entries: { 'match.record': 1 } },
        { owner: 'dethmetal', entries: { 'match.record': 2 } },
      ]),
    ).toThrow('The channel “match.record” is registered by both the core and “dethmetal”: each channel name must be defined once.');
    expect(() => new Registry<number>('command').add('dirtywheels', 'table', 1).add('dirtywheels', 'table', 2)).toThrow(
      'The command “table” is registered twice by “dirtywheels”',
    );
  });

  it('the engine registry refuses a ruleset id registered twice, and two rulesets declaring one channel, command, screen or tab', () => {
    expect(() => registerRulesets([dethmetal, dethmetal])).toThrow('The ruleset id “dethmetal” is registered twice by “dethmetal”');
    const twin = (patch: Partial<RulesetDeclaration>) =>
      withDeclaration(
        { ...dirtywheels, id: 'twin', table: null },
        { channels: [], cli: { commands: [], groupSubs: [] }, careerEvents: [], ...patch, id: 'twin' },
      );
    expect(() => registerRulesets([dirtywheels, withDeclaration(twin({}), { channels: ['dwTable.act'] })])).toThrow(
      'The ruleset channel “dwTable.act” is registered by both “dirtywheels” and “twin”',
    );
    expect(() => registerRulesets([dethmetal, withDeclaration(twin({}), { cli: { commands: ['hire'], groupSubs: [] } })])).toThrow(
      'The ruleset command “hire” is registered by both “dethmetal” and “twin”',
    );
    expect(() => registerRulesets([dirtywheels, twin({})])).toThrow('The screen “team” is registered by both “dirtywheels” and “twin”');
    // League, Match and Season are the core's: every ruleset lists them.
    expect([
      ...registerRulesets([dirtywheels, twin({ screens: dirtywheels.declaration.screens.filter((s) => s.id !== 'team'), careerEvents: [] })]).keys(),
    ]).toEqual(['dirtywheels', 'twin']);
    expect(() =>
      registerRulesets([
        dethmetal,
        twin({ screens: dethmetal.declaration.screens.filter((s) => s.id === 'season'), parts: [dethmetal.declaration.parts[0]!] }),
      ]),
    ).toThrow('The screen part “season/finances” is registered by both “dethmetal” and “twin”');
    expect(() =>
      registerRulesets([
        withDeclaration(twin({}), { screens: dethmetal.declaration.screens.filter((s) => s.id === 'season'), careerEvents: [{ kind: 'win', label: 'Won' }] }),
      ]),
    ).toThrow('The career event kind “win” is registered by both the core and “twin”');
    expect(() => registerRulesets([{ ...dirtywheels, id: 'other' }])).toThrow('The ruleset “other” carries the declaration of “dirtywheels”');
  });
});

describe('the contract’s ruleset channels are the ones the rulesets declare', () => {
  it('every channel tagged with a ruleset is declared by it, and every declared one is in the contract tagged with it', () => {
    expect(() => checkRulesetChannels(contract)).not.toThrow();
    for (const r of registeredRulesets())
      for (const name of r.declaration.channels) expect((contract as Record<string, { ruleset?: string }>)[name]?.ruleset, name).toBe(r.id);
  });

  it('no two rulesets declare one channel name', () => {
    const names = registeredRulesets().flatMap((r) => r.declaration.channels);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a ruleset channel its declaration does not list, or a declared one the contract lacks, fails naming the ruleset', () => {
    expect(() => checkRulesetChannels({ ...contract, 'dwTable.undo': { ruleset: 'dirtywheels' } })).toThrow(
      'The IPC contract (src-shared/ipc/channels.ts) registers the channels “dwTable.undo” for the ruleset “dirtywheels”, which its declaration does not list',
    );
    const { 'dwTable.act': _act, ...without } = contract;
    expect(() => checkRulesetChannels(without)).toThrow(
      'The IPC contract (src-shared/ipc/channels.ts) lacks the channels “dwTable.act” that the ruleset “dirtywheels” declares',
    );
    expect(() => checkRulesetChannels({ 'x.y': { ruleset: 'nosuchruleset' } })).toThrow(
      'The channel “x.y” is tagged with the ruleset “nosuchruleset”, which is not registered.',
    );
  });
});
