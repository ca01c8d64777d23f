/**
 * The import's checks of a race-combat league (services/racecombat/importChecks.ts, run by exports/leagueInvariants.ts
 * beside every car's validate under the league's settings): a league built through the core passes; a file edited by
 * hand is reported naming the row and the rule: a car over the wear points (gaps.md #6), a gunner in a car built
 * without one (Combat › Gunners), a car with no driver, a team over its cars per team (gaps.md #30).
 */
import { describe, expect, it } from 'vitest';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { speedster } from '../engine/racecombat/cars';
import { racecombatLeague } from '../rulesets/racecombat/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

describe('race-combat import checks', () => {
  it('a league built through the core passes; hand edits are reported with their row and rule', async () => {
    const t = await racecombatLeague(tempDir(), 2);
    const sqlite = t.session.league.sqlite;
    expect(leagueViolations(sqlite)).toEqual([]);
    const [red1, red2, blue1] = t.vehicles as [number, number, number];
    const problems = () => leagueViolations(sqlite).map((v) => `${v.table} ${v.rowid} ${v.field}: ${v.problem}`);

    // Wear points over the league's 20 (the car's validate, gaps.md #6).
    const worn = speedster({ name: 'Red One', wearPoints: { tyres: 10, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 } });
    sqlite.prepare('UPDATE vehicles SET design = ? WHERE id = ?').run(JSON.stringify(worn), red1);
    expect(problems().join('\n')).toContain('A car shares out at most 20 wear points. Red One has 24.');

    // A gunner seated in Red One (a Speedster, built without a gunner).
    sqlite.prepare('UPDATE vehicles SET design = ? WHERE id = ?').run(JSON.stringify(speedster({ name: 'Red One' })), red1);
    const gunner = sqlite
      .prepare(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, 'Gil', ?) RETURNING id`)
      .get(t.teams[0], JSON.stringify({ kind: 'gunner', name: 'Gil' })) as { id: number };
    const seat = sqlite.prepare(`INSERT INTO crew (vehicle_id, slot, person_id) VALUES (?, 'carGunner', ?) RETURNING id`).get(red1, gunner.id) as {
      id: number;
    };
    expect(problems()).toContain(
      `crew ${seat.id} vehicle_id: seats a gunner in car ${red1}, which is built without one (every car has one driver of its team; a gunner sits only in a car built with a gunner (Combat › Gunners))`,
    );
    sqlite.prepare('DELETE FROM crew WHERE id = ?').run(seat.id);

    // A car without its driver, and a third car on a team of two.
    sqlite.prepare(`DELETE FROM crew WHERE vehicle_id = ? AND slot = 'carDriver'`).run(red2);
    sqlite.prepare('UPDATE vehicles SET franchise_id = ? WHERE id = ?').run(t.teams[0], blue1);
    const all = problems();
    expect(all).toContain(
      `vehicles ${red2} id: has no driver (every car has one driver of its team; a gunner sits only in a car built with a gunner (Combat › Gunners))`,
    );
    expect(all).toContain(
      `vehicles ${Math.max(red1, red2, blue1)} franchise_id: is one of 3 cars of team ${t.teams[0]}; a team runs at most 2 (League (house rules) (gaps.md #30))`,
    );
    t.session.close();
  });
});
