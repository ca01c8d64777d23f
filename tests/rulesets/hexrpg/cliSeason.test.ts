/**
 * Issue 26, Proof: two seasons of a hex RPG league of four gangs through the `league` command line, on a real league
 * file. Each gang fields a vehicle and its driver through the core's `league team add-car` (the ruleset's rules refuse
 * in their words); sessions are recorded through the core's `league match outcome` with the declared stats alone (no
 * win, draw or loss: gaps.md #19), the days after each are recovered with `league recover`, and the careers are
 * checked by hand: one `hexrpg-session` per character per session of his gang, a death counted once.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCharacter } from '../../../src-shared/engine/hexrpg';
import { openLeagueFile } from '../../../src-main/db/connection';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { run as runCli, stateOf } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}
const json = async <T>(...argv: string[]): Promise<T> => JSON.parse(await ok(...argv, '--format', 'json')) as T;

const GANGS = [
  { name: 'Road Wolves', vehicle: { version: 1, name: 'Interceptor', kind: 'car' }, driver: 'Max' },
  { name: 'Dust Devils', vehicle: { version: 1, name: 'Dust Bike', kind: 'bike' }, driver: 'Kit' },
  { name: 'Iron Convoy', vehicle: { version: 1, name: 'Juggernaut', kind: 'warcar' }, driver: 'Tank' },
  { name: 'Ash Riders', vehicle: { version: 1, name: 'Cinder', kind: 'bike' }, driver: 'Ember' },
] as const;

describe('a hex RPG league through the CLI: four gangs, two seasons', () => {
  it('is made with league new --ruleset hexrpg, builds gangs with the rules’ refusals, records and recovers two seasons, and counts careers by hand', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'wastes.league');
    const write = (name: string, value: unknown) => {
      const p = path.join(dir, `${name}.json`);
      writeFileSync(p, JSON.stringify(value));
      return p;
    };
    expect(await ok('rulesets')).toContain('hexrpg');
    expect(await ok('new', file, '--name', 'The Wastes', '--ruleset', 'hexrpg')).toContain('(Hex RPG vehicle combat)');
    for (const [i, g] of GANGS.entries()) {
      expect(await ok('franchise', 'add', file, '--name', g.name, '--colour', `#00000${i + 1}`)).toContain(`Added ${g.name}`);
      const driver = {
        ...newCharacter(g.driver),
        skills: { weapons: {}, fighting: 0, driving: { bike: 1, car: 1, warcar: 1 }, medical: 0, mechanic: i === 0 ? 2 : 0 },
      };
      expect(await ok('team', 'add-car', file, g.name, '--design', write(g.vehicle.name, g.vehicle), '--driver', write(g.driver, driver))).toContain('Added');
    }

    // The ruleset's rules refuse in their words, in the CLI as on every write; nothing is written.
    const before = stateOf(file);
    const refusals: [object, object, string][] = [
      [{ version: 1, name: 'Rocket', kind: 'car', stats: { movement: 14 } }, newCharacter('Zip'), 'design.stats.movement'],
      [{ version: 1, name: 'Tank', kind: 'tank' }, newCharacter('Zip'), 'A vehicle is a bike, a car or a warcar'],
      [{ version: 1, name: 'Buggy', kind: 'car' }, { ...newCharacter('Zip'), agi: 9 }, 'AGI is at most 6'],
    ];
    for (const [design, driver, words] of refusals) {
      const r = await runCli('team', 'add-car', file, 'Road Wolves', '--design', write('bad', design), '--driver', write('badDriver', driver));
      expect(r.code, words).not.toBe(0);
      expect(r.err, words).toContain(words);
    }
    // Another ruleset's command, on this league, names both rulesets.
    const other = await runCli('cards', 'list', file);
    expect(other.code).not.toBe(0);
    expect(other.err).toMatch(/Battlecars/);
    expect(other.err).toMatch(/Hex RPG/);
    expect(stateOf(file)).toBe(before);

    const season = async (year: number) => {
      expect(await ok('schedule', 'generate', file, '--format', 'round-robin', '--event', 'Session', '--start', `${year}-03-01`)).toContain(
        'Generated 6 fixture(s)',
      );
      const number = (await json<{ number: number }>('season', 'show', file)).number;
      const list = (await json<MatchView[]>('schedule', 'list', file)).filter((m) => m.seasonNumber === number);
      for (const m of list) {
        const [a, b] = m.teams.map((t) => t.franchise) as [string, string];
        expect(await ok('match', 'outcome', file, String(m.id), `${a}=survived=1,kills=1`, `${b}=survived=1,kills=0`)).toContain(`Recorded match ${m.number}`);
        expect(await ok('recover', file, '--match', String(m.id), '--days', '3')).toContain('Recovered: 3 days after the session');
      }
      return list;
    };
    const first = await season(2026);
    expect(await ok('season', 'close', file)).toContain('season 1');
    // The journal replays to the same file: the recoveries' rolls and writes included.
    expect(await ok('verify', file)).toBeTruthy();
    // Between the seasons Max dies of his wounds (his character's condition, as a session's outcome writes it).
    const raw = openLeagueFile(file);
    const row = raw.sqlite.prepare(`SELECT id, record FROM competitors WHERE name = 'Max'`).get() as { id: number; record: string };
    raw.sqlite
      .prepare('UPDATE competitors SET record = ? WHERE id = ?')
      .run(JSON.stringify({ ...JSON.parse(row.record), condition: { damage: 10, dead: true, criticals: [] } }), row.id);
    raw.close();
    const second = await season(2027);
    expect(first).toHaveLength(6);
    // No teams' table (standings: null): the core says so rather than ranking gangs by points the chapter never gives.
    expect(await ok('standings', file, '--season', '2')).toContain('This league keeps no standings: its ruleset ranks no one.');
    expect(second).toHaveLength(6);

    // By hand: a round robin of four gangs is 3 sessions a gang a season, so 6 over two seasons for each living
    // character. Max's death is seen at his gang's first session of season 2 (a session and his death), and no session
    // counts him after it: 3 + 1. No session is a win, draw or loss.
    const conn = openLeagueFile(file);
    const count = (name: string, kind: string) =>
      (
        conn.sqlite
          .prepare(`SELECT count(*) AS n FROM career_events e JOIN competitors c ON c.id = e.competitor_id WHERE c.name = ? AND e.kind = ?`)
          .get(name, kind) as { n: number }
      ).n;
    expect(['Kit', 'Tank', 'Ember'].map((n) => count(n, 'hexrpg-session'))).toEqual([6, 6, 6]);
    expect(count('Max', 'hexrpg-session')).toBe(4);
    expect(count('Max', 'hexrpg-died')).toBe(1);
    expect(['win', 'draw', 'loss'].map((k) => count('Kit', k))).toEqual([0, 0, 0]);
    conn.close();
  });
});
