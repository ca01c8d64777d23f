/** `league schedule move|edit` and `league match show`: the same services on a league file, errors on stderr. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague } from './support';
import { run, stateOf } from '../support/cli';

const tempDir = useTempDir();

/** Two franchises, four events (match 1 pre-rolled and assigned), built through the services; then closed. */
async function leagueFile(dir: string) {
  const league = await newLeague(dir, 31, 'cli.league');
  const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
  const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
  for (const [track, surface] of [
    ['Denver', 'dirt'],
    ['Seattle', 'asphalt'],
    ['Boise', 'snow'],
    ['Reno', 'concrete'],
  ] as const)
    await league.call('schedule.add', { track, surface, kind: 'race' });
  await league.call('match.preMatch', { matchId: 1 });
  for (const f of [red, blue])
    await league.call('match.assign', {
      matchId: 1,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: [{ vehicleId: f.vehicles[0]!.id, driverId: f.roster[0]!.id }] }],
    });
  league.close();
  return { file: path.join(dir, 'cli.league'), red, blue };
}

describe('league CLI: moving, editing and showing matches', () => {
  it('help names move, edit and show with an example each', async () => {
    const schedule = await run('schedule', '--help');
    expect(schedule.out).toContain('league schedule move FILE.league MATCH_ID --to PLACE');
    expect(schedule.out).toContain('league schedule edit FILE.league MATCH_ID [--track NAME]');
    expect(schedule.out).toContain('league schedule move spring.league 6 --to 3');
    const match = await run('match', '--help');
    expect(match.out).toContain('league match show FILE.league MATCH_ID [--format table|json]');
    expect(match.out).toContain('league match show spring.league 3');
  });

  it('schedule move and edit change the order and the event; undo puts the file back exactly', async () => {
    const dir = tempDir();
    const { file } = await leagueFile(dir);
    const before = stateOf(file);
    const moved = await run('schedule', 'move', file, '4', '--to', '2');
    expect(moved.code, moved.err).toBe(0);
    const rows = moved.out
      .split('\n')
      .slice(2)
      .map((l) => l.trim().split(/\s+/).slice(0, 4).join(' '));
    expect(rows).toEqual(['1 1 race Denver', '4 2 race Reno', '2 3 race Seattle', '3 4 race Boise']);
    expect((await run('undo', file)).out).toBe('Undid: Moved match 4 (race at Reno) from place 4 to 2; matches 2–3 move down one');
    expect(stateOf(file)).toBe(before);

    const edited = await run('schedule', 'edit', file, '3', '--track', 'The Pit', '--kind', 'arena', '--heats', '1');
    expect(edited).toMatchObject({ code: 0, out: 'Match 3 (id 3): arena at The Pit (snow), 1 heat' });
  });

  it('refusals go to stderr with a non-zero exit and change nothing', async () => {
    const dir = tempDir();
    const { file } = await leagueFile(dir);
    const before = stateOf(file);
    expect(await run('schedule', 'move', file, '3', '--to', '1')).toMatchObject({
      code: 1,
      out: '',
      err: expect.stringMatching(
        /^Match 3 cannot go before match 1, which has had its pre-match rolls: matches are played in order\. The earliest place it can take is 2\./,
      ),
    });
    expect(await run('schedule', 'move', file, '1', '--to', '3')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Match 1 has had its pre-match rolls'),
    });
    expect(await run('schedule', 'move', file, '3')).toMatchObject({ code: 2, err: expect.stringContaining('Missing --to VALUE.') });
    expect(await run('schedule', 'move', file, 'three', '--to', '2')).toMatchObject({ code: 2, err: 'MATCH_ID must be a whole number, not “three”.' });
    expect(await run('schedule', 'edit', file, '2')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Say what to change: the track, surface, kind, date or heats'),
    });
    expect(await run('schedule', 'edit', file, '2', '--surface', 'lava')).toMatchObject({
      code: 1,
      err: expect.stringContaining('The road surface is one of asphalt'),
    });
    expect(await run('match', 'show', file, '99')).toMatchObject({ code: 1, err: expect.stringContaining('There is no match with id 99.') });
    expect(stateOf(file)).toBe(before);
  });

  it('match show: the event and teams, and once recorded the same report the recording printed (JSON: the committed report)', async () => {
    const dir = tempDir();
    const { file, red, blue } = await leagueFile(dir);
    const open = await run('match', 'show', file, '2');
    expect(open).toMatchObject({ code: 0, out: 'Match 2 of season 1 (id 2): race at Seattle (asphalt), 2 heats — scheduled\n  Red Rockets\n  Blue Bombers' });

    const result = path.join(dir, 'result.json');
    writeFileSync(
      result,
      JSON.stringify({
        matchId: 1,
        teams: [{ franchiseId: red.id, competitors: [{ competitorId: red.roster[0]!.id, points: 4, criticals: 1 }] }, { franchiseId: blue.id }],
      }),
    );
    const recorded = await run('match', 'record', file, result);
    expect(recorded.code, recorded.err).toBe(0);
    expect((await run('match', 'record', file, result)).err).toContain('Match 1 has already been recorded');

    const shown = await run('match', 'show', file, '1');
    expect(shown.code, shown.err).toBe(0);
    const lines = shown.out.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'Match 1 of season 1 (id 1): race at Denver (dirt), 2 heats — recorded',
      expect.stringMatching(/^ {2}Red Rockets: 4 point\(s\), won, prize \d+k$/),
      `    heat 1: Red Rockets One — driver ${red.roster[0]!.name}`,
      expect.stringMatching(/^ {2}Blue Bombers: 0 point\(s\), prize \d+k$/),
      `    heat 1: Blue Bombers One — driver ${blue.roster[0]!.name}`,
    ]);
    // After the event and teams, a blank line, then exactly what `match record` printed when it was committed.
    expect(lines[5]).toBe('');
    expect(lines.slice(6).join('\n')).toBe(recorded.out);
    expect(recorded.out).toMatch(/^Recorded match 1 of season 1 \(race at Denver\): won by Red Rockets; prize pot \d+k\n/);
    expect(recorded.out).toContain('Rolls:');

    const json = JSON.parse((await run('match', 'show', file, '1', '--format', 'json')).out);
    expect(json.match).toMatchObject({ id: 1, status: 'recorded' });
    expect(json.report).toMatchObject({ preview: false, matchId: 1, summary: recorded.out.split('\n')[0] });
    expect(json.report.franchises.map((f: { franchise: string }) => f.franchise)).toEqual(['Red Rockets', 'Blue Bombers']);
  });
});
