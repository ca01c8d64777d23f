/**
 * Issue 19 #11 on a real Dirty Wheels league: a driver rolled at the top row of every stat (12 points) while the
 * league rolls its stats, then the league switches to the 8-point buy (Drivers › 8-point buy). The settings preview
 * and the saved result list him with the rule, before and after Save; he stays editable: any stat can be lowered
 * (even while still over), none raised, and a new car must still be legal.
 */
import { describe, expect, it } from 'vitest';
import { STAT_TABLE } from '../../src-shared/engine/dirtywheels';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();
const top = STAT_TABLE[2]!;
const OVER = /"every player has 8 points per driver to spend on stats.*": these stats cost 12 points, 4 over the 8\. \(Drivers › 8-point buy\)/;

describe('a house rule that makes drivers illegal is warned of, and they can be fixed (issue 19 #11)', () => {
  it('Drivers › 8-point buy: the preview and the result list the driver; lowering a stat is allowed while still over', async () => {
    const t = await dwMatchLeague(tempDir());
    const zip = (t.rows(`SELECT id FROM vehicles WHERE name = 'Zip'`) as { id: number }[])[0]!.id;
    const rolled = { name: 'Bo', initiative: top.initiative, bravery: top.bravery, aim: top.aim, skill: top.skill, traits: [] };
    await t.ok('team.updateCar', { vehicleId: zip, driver: rolled });

    const before = canonicalDump(t.session.league.sqlite);
    const preview = await t.ok('league.previewSettings', { houseRules: { driverStats: 'buy' } });
    expect(canonicalDump(t.session.league.sqlite)).toBe(before);
    expect(preview.madeIllegal).toHaveLength(1);
    expect(preview.madeIllegal[0]).toMatchObject({ kind: 'person', name: 'Bo', team: 'Mud Dogs' });
    expect(preview.madeIllegal[0].problems[0]).toMatch(OVER);
    // A change that makes nothing illegal warns of nothing.
    expect((await t.ok('league.previewSettings', { houseRules: { teamSize: 4 } })).madeIllegal).toEqual([]);

    const saved = await t.ok('league.updateSettings', { houseRules: { driverStats: 'buy' } });
    expect(saved.madeIllegal).toEqual(preview.madeIllegal);
    const journal = await t.ok('journal.recent', { limit: 1 });
    expect(journal[0].summary).toContain('(now illegal: Bo)');

    // Still over the budget, he can be renamed (no worse), and lowered a row (11 points, 3 over).
    expect((await t.call('team.updateCar', { vehicleId: zip, driver: { ...rolled, name: 'Bo Jr' } })).ok).toBe(true);
    const lowered = { ...rolled, name: 'Bo Jr', skill: STAT_TABLE[1]!.skill };
    const lower = await t.ok('team.updateCar', { vehicleId: zip, driver: lowered });
    expect(lower.car.problems.map((p: { message: string }) => p.message)).toEqual([expect.stringContaining('these stats cost 11 points, 3 over the 8')]);
    // Raising a stat again is refused with the overspend it would make, and writes nothing.
    const kept = canonicalDump(t.session.league.sqlite);
    const raise = await t.call('team.updateCar', { vehicleId: zip, driver: { ...lowered, skill: top.skill } });
    expect(raise.ok).toBe(false);
    expect(!raise.ok && raise.error.message).toMatch(/The driver was refused: .*these stats cost 12 points, 4 over the 8/);
    expect(canonicalDump(t.session.league.sqlite)).toBe(kept);

    // A new car is held to the rules whole: an over-budget driver is refused.
    const fresh = await t.call('team.addCar', { franchiseId: t.teams[1], design: t.designs.Zip, driver: { ...rolled, name: 'Eve' } });
    expect(fresh.ok).toBe(false);
    expect(!fresh.ok && fresh.error.message).toMatch(/these stats cost 12 points, 4 over the 8/);
  });
});
