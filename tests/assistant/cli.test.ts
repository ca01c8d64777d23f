/** The assistant's table from the `league` CLI: seen with `match show`, continued with `match act`, undone with `undo`. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { foundedDuel, newLeague } from '../campaign/support';
import { run } from '../support/cli';

const tempDir = useTempDir();

describe('league CLI: the match assistant', () => {
  it('a heat started in the app is shown by `match show`, continued by `match act` and undone by `undo`', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 31, 'cli.league');
    const { red, blue, match: m } = await foundedDuel(league, { surface: 'dirt', kind: 'race' });
    await league.call('assistant.act', { matchId: m.id, intent: { kind: 'start-heat', heat: 1 } });
    league.close();
    const file = path.join(dir, 'cli.league');

    const shown = await run('match', 'show', file, String(m.id));
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Assistant: Heat 1 · Turn 1 · Initiative');
    expect(shown.out).toMatch(/Red Rockets One\s+Red Rockets\s+speed\s+0/);

    const ids = [red.vehicles[0]!.id, blue.vehicles[0]!.id];
    const rolled = await run(
      'match',
      'act',
      file,
      String(m.id),
      JSON.stringify({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: ids }, apply: true }),
    );
    expect(rolled.code).toBe(0);
    expect(rolled.out).toContain('Initiative: Initiative turn 1');
    const twice = await run('match', 'act', file, String(m.id), JSON.stringify({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: ids } }));
    expect(twice.code).not.toBe(0);
    expect(twice.err).toContain('has already rolled initiative this turn');

    const json = JSON.parse((await run('match', 'show', file, String(m.id), '--format', 'json')).out) as { assistant: { order: number[]; log: unknown[] } };
    expect(json.assistant.order).toHaveLength(2);
    expect(await run('undo', file)).toMatchObject({ code: 0 });
    const after = JSON.parse((await run('match', 'show', file, String(m.id), '--format', 'json')).out) as { assistant: { order: number[] | null } };
    expect(after.assistant.order).toBeNull();

    const bad = await run('match', 'act', file, String(m.id), '{"kind":"advance"');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('The intent is not valid JSON');
  });
});
