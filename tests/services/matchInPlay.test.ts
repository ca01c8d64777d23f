/**
 * Issue 19 #12: a match's view says when play has begun at its table (`inPlay`), for the schedule and the match
 * list to show "In progress" rather than "Scheduled": a Dirty Wheels calculator rolled on a real league file, undone.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { newLeagueSession } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

describe('MatchView.inPlay', () => {
  it('is false until the table has an event, true after the first roll, false again once it is undone, and false once recorded', async () => {
    const dir = tempDir();
    const league = await newLeagueSession(dir);
    await league.call('app.newLeague', { name: 'Toy Cars', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
    const ids: number[] = [];
    for (const [name, car, driver] of [
      ['Rust Rats', 'Hauler', 'Max'],
      ['Mud Dogs', 'Zip', 'Bo'],
    ] as const) {
      const id = (await league.call('franchise.add', { name, colour: '#808080', owner: '' })).id;
      await league.call('team.addCar', { franchiseId: id, design: newCarDesign(car), driver: newDriver(driver) });
      ids.push(id);
    }
    const m = await league.call('schedule.add', { track: 'Backyard', franchiseIds: ids });
    const other = await league.call('schedule.add', { track: 'Backyard', franchiseIds: ids });
    expect(m.inPlay).toBe(false);

    await league.call('dwTable.act', { matchId: m.id, intent: { kind: 'initiative' } });
    const list = await league.call('schedule.list', {});
    expect(list.map((x) => [x.id, x.status, x.inPlay])).toEqual([
      [m.id, 'scheduled', true],
      [other.id, 'scheduled', false],
    ]);
    expect((await league.call('match.get', { matchId: m.id })).inPlay).toBe(true);

    await league.call('journal.undo', {});
    expect((await league.call('match.get', { matchId: m.id })).inPlay).toBe(false);

    await league.call('dwTable.act', { matchId: m.id, intent: { kind: 'initiative' } });
    await league.call('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: ids[0]!, outcome: 'win', stats: { kills: 0 } },
        { franchiseId: ids[1]!, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
    expect(await league.call('match.get', { matchId: m.id })).toMatchObject({ status: 'recorded', inPlay: false });
    league.close();
  });
});
