/**
 * Issue 19 #7: a ruleset's channel or command used on a league of another ruleset misled ("There is no competitor with
 * id 1" on a Dirty Wheels league where competitor 1 exists). The contract tags each ruleset's channels once
 * (src-shared/ipc/channels.ts), the CLI's registry its commands (cli/commands/rulesets.ts); the dispatcher and the CLI
 * kit refuse them in words naming both rulesets before anything runs. Registries refuse a name defined twice.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { handlers } from '../../src-main/app/handlers';
import { AppSession } from '../../src-main/app/session';
import { withRulesetSubs } from '../../src-main/cli/commands/commandKit';
import { rulesetCommands, rulesetGroupSubs } from '../../src-main/cli/commands/rulesets';
import { distinctCommands } from '../../src-main/cli/kit';
import { isRegisteredRuleset } from '../../src-shared/engine/registry';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { CHANNELS, contract } from '../../src-shared/ipc';
import { campaignChannels } from '../../src-shared/ipc/channels/dethmetal/campaign';
import { dirtyWheelsChannels } from '../../src-shared/ipc/channels/dirtywheels/table';
import { joinDistinct } from '../../src-shared/ipc/join';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { run } from '../support/cli';

const tempDir = useTempDir();

async function league(ruleset: 'dethmetal' | 'dirtywheels') {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const file = path.join(dataDir, `${ruleset}.league`);
  const made = await dispatch('app.newLeague', { name: ruleset === 'dethmetal' ? 'Metal Cup' : 'Toy Box', path: file, ruleset });
  if (!made.ok) throw new Error(made.error.message);
  return { session, dispatch, file, dump: () => canonicalDump(session.league.sqlite) };
}

const tagged = (id: string) => CHANNELS.filter((c) => (contract[c] as { ruleset?: string }).ruleset === id);

describe('channels and commands of one ruleset on a league of another (issue 19 #7)', () => {
  it('each ruleset folder’s channels carry its id, every tag is a registered ruleset, every tagged channel has its handler', () => {
    expect(tagged('dethmetal').sort()).toEqual(
      Object.keys(campaignChannels)
        .concat(tagged('dethmetal').filter((c) => !(c in campaignChannels)))
        .sort(),
    );
    for (const c of Object.keys(campaignChannels)) expect((contract[c as keyof typeof contract] as { ruleset?: string }).ruleset, c).toBe('dethmetal');
    for (const c of ['assistant.act', 'franchise.page', 'designs.save', 'match.record', 'season.end'] as const)
      expect(contract[c].ruleset, c).toBe('dethmetal');
    expect(tagged('dirtywheels').sort()).toEqual(Object.keys(dirtyWheelsChannels).sort());
    for (const c of CHANNELS) {
      const tag = (contract[c] as { ruleset?: string }).ruleset;
      if (tag === undefined) continue;
      expect(isRegisteredRuleset(tag), c).toBe(true);
      expect(contract[c].scope, c).toBe('league');
      expect(typeof handlers()[c], c).toBe('function');
    }
    // The core's channels are nobody's.
    for (const c of ['franchise.add', 'team.renameCar', 'match.recordOutcome', 'schedule.add', 'journal.undo'] as const)
      expect(contract[c].ruleset, c).toBeUndefined();
  });

  it('on a Dirty Wheels league with competitor 1 and vehicle 1, every Dethmetal channel with hundreds of payloads is refused naming both rulesets; nothing changes', async () => {
    const { session, dispatch, dump } = await league('dirtywheels');
    const team = await dispatch('franchise.add', { name: 'Rust Rats', colour: '#c0392b' });
    if (!team.ok) throw new Error(team.error.message);
    expect(await dispatch('team.addCar', { franchiseId: team.value.id, design: newCarDesign('Rustbucket'), driver: newDriver('Max') })).toMatchObject({
      ok: true,
    });
    const before = dump();
    const release = await dispatch('roster.release', { competitorId: 1 });
    expect(release).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', message: 'This is a Dethmetal command (roster.release); this league (Toy Box) plays Dirty Wheels. Nothing was changed.' },
    });
    const payloads = fc.sample(
      fc.oneof(fc.object(), fc.record({ competitorId: fc.nat(3), vehicleId: fc.nat(3), matchId: fc.nat(3), id: fc.nat(3), franchiseId: fc.nat(3) })),
      12,
    );
    let sent = 0;
    for (const channel of tagged('dethmetal'))
      for (const payload of payloads) {
        const r = await dispatch(channel, payload);
        sent++;
        expect(r.ok, channel).toBe(false);
        if (!r.ok)
          expect(r.error.message, channel).toMatch(
            /^This is a Dethmetal command \(.+\); this league \(Toy Box\) plays Dirty Wheels\. Nothing was changed\.( .+)?$/,
          );
      }
    expect(sent).toBeGreaterThan(300);
    expect(dump()).toBe(before);
    session.close();
  });

  it('on a Dethmetal league, every Dirty Wheels table channel is refused the same way', async () => {
    const { session, dispatch, dump } = await league('dethmetal');
    const before = dump();
    for (const channel of tagged('dirtywheels'))
      for (const payload of [{}, { matchId: 1 }, { matchId: 1, intent: { kind: 'initiative' } }]) {
        const r = await dispatch(channel, payload);
        expect(r.ok ? 'ok' : r.error.message, channel).toBe(
          `This is a Dirty Wheels command (${channel}); this league (Metal Cup) plays Dethmetal. Nothing was changed.`,
        );
      }
    expect(dump()).toBe(before);
    session.close();
  });

  it('the CLI: Dethmetal’s release, car sell and refit and match act on a Dirty Wheels league say so; team rename on a Dethmetal league says it builds no teams that way', async () => {
    const dw = await league('dirtywheels');
    dw.session.close();
    for (const argv of [
      ['release', dw.file, '1'],
      ['car', 'sell', dw.file, '1'],
      ['car', 'refit', dw.file, '1', 'design.json'],
      ['match', 'act', dw.file, '1', '{"kind":"advance"}'],
      ['season', 'end', dw.file, '--preview'],
    ]) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.err, argv.join(' ')).toMatch(/^league .+ is a Dethmetal command; .*dirtywheels\.league plays Dirty Wheels\. Nothing was changed\.( .+)?$/);
    }
    const dm = await league('dethmetal');
    dm.session.close();
    const rename = await run('team', 'rename', dm.file, '1', '--car', 'New name');
    expect(rename.code).not.toBe(0);
    expect(rename.err).toMatch(/This is a Dethmetal league/);
    expect(rename.err).not.toMatch(/has no driver/);
    // Dirty Wheels has no command of its own any more: its table is the core's `league match table`, on any league.
    const table = await run('table', 'state', dm.file, '1');
    expect(table.code).toBe(2);
    expect(table.err).toMatch(/^Unknown command “table”/);
  });

  it('a name defined twice is refused at registration: channels, handlers, commands, sub-commands', () => {
    expect(() => joinDistinct('channel', { 'a.b': 1 }, { 'c.d': 2 }, { 'a.b': 3 })).toThrow(
      'Two channels are named “a.b”: each channel name must be defined once.',
    );
    expect(joinDistinct('handler', { x: 1 }, { y: 2 })).toEqual({ x: 1, y: 2 });
    expect(() => distinctCommands([{ name: 'hire' }, { name: 'release' }, { name: 'hire' }])).toThrow('Two commands of `league` are named “hire”');
    const sub = (name: string) => ({ name, usage: '', summary: '', example: '', run: async () => {} });
    expect(() => withRulesetSubs('match', [sub('show'), sub('outcome')], [{ group: 'match', subs: [sub('show')] }])).toThrow(
      'Two commands of `league match` are named “show”',
    );
    // Today's registries load, and tag every ruleset command they list.
    const tags = Object.fromEntries(
      rulesetCommands()
        .filter((c) => c.name !== 'franchise')
        .map((c) => [c.name, c.ruleset]),
    );
    expect(Object.keys(tags).length).toBeGreaterThan(5);
    // Each command tagged with the ruleset that brings it: Battlecars' `cards`, the hex RPG's `recover`, the rest Dethmetal's.
    const own: Record<string, string> = { cards: 'battlecars', recover: 'hexrpg' };
    for (const [name, tag] of Object.entries(tags)) expect(tag, name).toBe(own[name] ?? 'dethmetal');
    for (const g of rulesetGroupSubs()) for (const s of g.subs) expect((s as { ruleset?: string }).ruleset, `${g.group} ${s.name}`).toBe('dethmetal');
  });
});
