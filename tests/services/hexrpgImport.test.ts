/**
 * The import holds a hex RPG league to its rules (ruleset-done.md "Building"): `leagueViolations`, which the import
 * runs, passes a gang built through the core and names the row and the rule of one edited by hand: a seat of another
 * kind of vehicle (2. Movement: a bike's rider in a car), a character's or a vehicle's condition its rules refuse.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { newCharacter } from '../../src-shared/engine/hexrpg';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

describe('the import checks of a hex RPG league', () => {
  it('a gang built through the core passes; a seat of another kind, or a condition the rules refuse, is named with its row', async () => {
    const dataDir = tempDir();
    const session = new AppSession({ dataDir, trackRecent: false });
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) as unknown as (
      c: string,
      i: unknown,
    ) => Promise<{ ok: boolean; value?: any }>;
    expect((await dispatch('app.newLeague', { name: 'The Wastes', path: path.join(dataDir, 'w.league'), ruleset: 'hexrpg' })).ok).toBe(true);
    const gang = (await dispatch('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).value.id;
    const car = (await dispatch('team.addCar', { franchiseId: gang, design: { version: 1, name: 'Interceptor', kind: 'car' }, driver: newCharacter('Max') }))
      .value.car;
    expect((await dispatch('team.addPerson', { franchiseId: gang, person: newCharacter('Doc') })).ok).toBe(true);
    const sqlite = session.league.sqlite;
    expect(leagueViolations(sqlite)).toEqual([]);

    sqlite.prepare(`UPDATE crew SET slot = 'bikeDriver' WHERE person_id = ?`).run(car.competitorId);
    expect(leagueViolations(sqlite)).toContainEqual(
      expect.objectContaining({ table: 'crew', field: 'slot', problem: expect.stringContaining('as rider of a bike in vehicle') }),
    );
    sqlite.prepare(`UPDATE crew SET slot = 'carDriver' WHERE person_id = ?`).run(car.competitorId);
    const max = JSON.parse((sqlite.prepare('SELECT record FROM competitors WHERE id = ?').get(car.competitorId) as { record: string }).record);
    sqlite
      .prepare('UPDATE competitors SET record = ? WHERE id = ?')
      .run(JSON.stringify({ ...max, condition: { ...max.condition, damage: 40 } }), car.competitorId);
    expect(JSON.stringify(leagueViolations(sqlite))).toContain('cannot have lost 40');
    session.close();
  });
});
