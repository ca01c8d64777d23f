/**
 * ruleset-done.md, Playing: "The CLI runs the same calculators (a match can be played and scripted without the
 * screens)". A hex RPG session through `league match table` (the core's command, in the hex RPG's words) on a real
 * league file, played to its outcome with the dice typed at the table: the turn order, a shot and the kill that ends
 * an NPC, a refused move, undo, the end of the turn, the outcome the table gives recorded through the core's results;
 * `league odds` for one of its calculators.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { HxTableState } from '../../src-shared/ipc/channels/hexrpg/table';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

const character = (name: string, o: object) => ({ version: 1, name, skills: {}, ...o });

/**
 * Two gangs: the Roadkings' Ace drives the Interceptor; the Dust Devils' Brute the Rhino, their NPC Cora on foot.
 * The gangs through the dispatcher; the characters and vehicles as rows of the league file (the gang building services
 * are the ruleset module's, wired beside this table). Dice typed at the table (manual mode).
 */
async function wasteland(): Promise<{ file: string; call: (channel: string, input: object) => Promise<any>; close: () => void }> {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'wasteland.league');
  await call('app.newLeague', { name: 'Wasteland', path: file, ruleset: 'hexrpg' });
  await call('league.updateSettings', { diceMode: 'manual' });
  const kings = (await call('franchise.add', { name: 'Roadkings', colour: '#c0392b', owner: '' })).id;
  const devils = (await call('franchise.add', { name: 'Dust Devils', colour: '#2980b9', owner: '' })).id;
  const db = session.league.sqlite;
  const person = (f: number, c: { name: string }) =>
    db.prepare(`INSERT INTO competitors (franchise_id, name, status, record) VALUES (?, ?, 'active', ?)`).run(f, c.name, JSON.stringify(c)).lastInsertRowid;
  const vehicle = (f: number, v: { name: string }) =>
    db
      .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, status, bought_season) VALUES (?, ?, ?, '{}', 'active', 1)`)
      .run(f, v.name, JSON.stringify(v)).lastInsertRowid;
  const seat = db.prepare(`INSERT INTO crew (vehicle_id, slot, person_id) VALUES (?, ?, ?)`);
  const ace = person(kings, character('Ace', { musc: 12, agi: 4, accu: 7, driv: 10, luck: 60, skills: { weapons: { pistol: 3 }, driving: { car: 2 } } }));
  seat.run(
    vehicle(kings, { version: 1, name: 'Interceptor', kind: 'car', weapons: [{ name: 'MG', minimal: 2, average: 5, maximal: 9 }] } as never),
    'carDriver',
    ace,
  );
  const brute = person(devils, character('Brute', { musc: 15, agi: 3, accu: 5, driv: 8, luck: 40, skills: { driving: { warcar: 1 } } }));
  seat.run(vehicle(devils, { version: 1, name: 'Rhino', kind: 'warcar' } as never), 'warcarDriver', brute);
  person(devils, character('Cora', { npc: true, musc: 6, agi: 5, accu: 6, driv: 4, luck: 30, skills: { weapons: { shotgun: 1 } } }));
  await call('schedule.add', { track: 'Dead Highway', franchiseIds: [kings, devils] });
  return { file, call, close: () => session.close() };
}

describe('league match table: a hex RPG session from the command line', () => {
  it('plays a session to its outcome with typed dice: the cards, the calculators, a refusal, undo, the outcome recorded', async () => {
    const w = await wasteland();
    w.close();
    const { file } = w;
    const table1 = (...argv: string[]) => ['match', 'table', file, '--match', '1', ...argv];

    const start = await ok(...table1('state'));
    expect(start).toContain('Session 1 (id 1) — not started');
    expect(start).toContain('Ace [1]: HP 12/12 ■■■■■■■■■■■■, driving the Interceptor');
    expect(start).toContain('Cora (NPC) [3]: HP 6/6 ■■■■■■, on foot');
    expect(start).toContain('HP 200/200 · fuel 400/400 · 7 hexes, 2 turns · at the controls: Brute');

    // 1. Turns and order: AGI 5, 4, 3.
    expect(await ok(...table1('act', 'order'))).toContain('→ Cora, Ace, Brute');

    // 3b: 7 +2 (level 3) +1 (ACCU 7) −2 (Cora's AGI 5) −2 (she moves 2 hexes) = 6 before the roll.
    const preview = await ok(...table1('preview', 'attack', '--attacker', 'Ace', '--target', 'Cora', '--weapon', 'pistol', '--targetHexes', '2'));
    expect(preview).toContain(
      "To hit: With skill: 7 or less 7, Skill level 3: +1 each level above the first +2, ACCU 7 +1, Opponent's AGI 5 −2, Target moving 2 hexes −2 = 6 → to roll: 2d6",
    );
    expect(preview).toContain('→ Nothing rolled yet');
    // A 6 hits; the 3rd-level d10 5 is maximal: the pistol's 5, Cora at 1 HP.
    const hit = await ok(...table1('act', 'attack', '--attacker', 'Ace', '--target', 'Cora', '--weapon', 'pistol', '--targetHexes', '2', '--dice', '6 5'));
    expect(hit).toContain('→ Hit: 5 damage');
    expect(hit).toContain('Cora takes 5 damage: 1 HP.');

    // 2e: the Interceptor moves 5 hexes at most.
    const fast = await run(...table1('act', 'drive', '--vehicle', 'Interceptor', '--hexes', '9'));
    expect(fast.code).not.toBe(0);
    expect(fast.err).toContain('The Interceptor moves at most 5 hexes a turn');

    // The second shot: a 10 is the critical column at 3rd level, maximal by default: Cora, an NPC, dies at 0 HP.
    const kill = await ok(...table1('act', 'attack', '--attacker', 'Ace', '--target', 'Cora', '--weapon', 'pistol', '--dice', '2 10'));
    expect(kill).toContain('Cora is dead (Reduced to 0 HP: an NPC dies immediately).');
    expect(await ok(...table1('undo'))).toContain('Undid: Session 1: Ace attacks Cora: Hit: 5 damage and a critical hit');
    expect(await ok(...table1('state'))).toContain('Cora (NPC) [3]: HP 1/6');
    await ok(...table1('act', 'attack', '--attacker', 'Ace', '--target', 'Cora', '--weapon', 'pistol', '--dice', '2 10'));
    await ok(...table1('act', 'endTurn'));

    const end = await ok(...table1('state'));
    expect(end).toContain('Session 1 (id 1) — turn 2');
    expect(end).toContain('Roadkings — 1 survived; 1 kill');
    expect(end).toContain('Cora (NPC) [3]: HP 0/6 □□□□□□, on foot · DEAD');
    expect(end).toContain('Outcome to record: Roadkings 1 survived, 1 kill; Dust Devils 1 survived, 0 kills  [League (house rules) (gaps.md #32)]');
    expect(await ok(...table1('log'))).toContain('#3 Ace attacks Cora (3b. Combat › Weapon Combat)');

    // The outcome the table gives, into the core's results (the result form's, and `league match outcome`'s, channel).
    const state = JSON.parse(await ok(...table1('state', '--format', 'json'))) as { state: HxTableState };
    const session = new AppSession({ dataDir: path.dirname(file), trackRecent: false });
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
    await dispatch('app.openLeague' as never, { path: file } as never);
    const recorded = await dispatch('match.recordOutcome' as never, { matchId: 1, teams: state.state.outcome.teams } as never);
    expect(recorded).toMatchObject({ ok: true, value: { status: 'recorded' } });
    session.close();
    const closed = await run(...table1('act', 'endTurn'));
    expect(closed.err).toContain('has been recorded; its table is closed');
  });

  it('intents list their flags; league odds gives a calculator’s exact odds', async () => {
    const w = await wasteland();
    w.close();
    const intents = await ok('match', 'table', w.file, '--match', '1', 'intents');
    expect(intents).toContain('chicken: Ramming as the game of chicken');
    // Left out, the shot starts from where the weapon is mounted (its vehicle's design, gaps.md #35).
    expect(intents).toContain(
      '--from           one of higher|same|lower, optional: shot from a higher, the same or a lower position (left out: where the weapon is mounted',
    );
    // 7 +2 +1 −2 (Cora's AGI 5) = 8 or less on 2d6: 26/36.
    const odds = await ok('odds', w.file, '--match', '1', '--calc', JSON.stringify({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' }));
    expect(odds).toContain('13/18');
    const bad = await run('match', 'table', w.file, '--match', '1', 'act', 'shoot', '--vehicle', 'Interceptor', '--weapon', 'MG', '--from', 'same');
    expect(bad.err).toContain('shoot aims at one target: --atVehicle VEHICLE or --atPerson CHARACTER.');
  });
});
