/**
 * Battlecars players built through the core's team builder on a real league file (services/teams.ts with Battlecars'
 * teamRules): one vehicle per player (Setting up, gaps.md #23), its loads judged by the loading rules (Arming your
 * vehicle) on every write, the view derived from its card type; its careers fed by recorded results; the standings
 * as declared and configurable.
 */
import { describe, expect, it } from 'vitest';
import { battlecarsLeague } from '../rulesets/battlecars/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

describe('Battlecars players through the core’s team builder', () => {
  it('a player’s view: one vehicle of its card type, its mounts and loads, nothing to roll', async () => {
    const t = await battlecarsLeague(tempDir(), 2);
    const view = await t.ok('team.get', { franchiseId: t.teams[0] });
    expect(view.maxCars).toBe(1);
    const [brute] = view.cars;
    expect(brute.problems).toEqual([]);
    expect(brute.derived.card).toEqual({ name: 'Car', kind: 'car', armour: { front: 4, rear: 4, sideFront: 3, sideCentre: 3, sideRear: 3 } });
    expect(brute.derived.mounts.find((m: { id: string }) => m.id === 'podFront')).toMatchObject({ facing: 'front', capacity: 3, loaded: ['Rocket', 'Rocket'] });
    expect(brute.derived.counters).toBe(3);
    expect(brute.fields.car.map((f: { label: string; value: string }) => `${f.label}: ${f.value}`)).toContain('Front pod: 2 × Rocket (2 of 3)');
    expect(brute.nothingToRoll.driver).toBe('The battlecars sheet rolls nothing for a driver: a driver is a name (Setting up (gaps.md #23)).');
  });

  it('Arming your vehicle: an edit breaking a loading rule is refused with the rule and writes nothing; a legal one is saved', async () => {
    const t = await battlecarsLeague(tempDir(), 2);
    const before = t.dump();
    const design = (loads: object) => ({ version: 1, name: 'Brute', cardType: 'car', loads });
    const r = await t.call('team.updateCar', { vehicleId: t.vehicles[0], design: design({ podRight: ['Shell'] }) });
    expect(!r.ok && r.error.message).toBe(
      'The design was refused: Rockets and shells can only be in pods that fire out of the front or rear. The Right pod fires out of the right. (Arming your vehicle)',
    );
    expect(!r.ok && (r.error as { issues: { path: unknown[] }[] }).issues[0]!.path).toEqual(['design', 'loads', 'podRight', 0]);
    const bike = await t.call('team.updateCar', {
      vehicleId: t.vehicles[1],
      design: { version: 1, name: 'Hornet', cardType: 'bike', loads: { podFront: ['Rocket'] } },
    });
    expect(!bike.ok && bike.error.message).toContain('Bikes cannot be armed with rockets.');
    expect(t.dump()).toBe(before);
    const saved = await t.ok('team.updateCar', {
      vehicleId: t.vehicles[0],
      design: design({ podRight: ['Smoke', 'Oil'], turret: ['MG rounds', 'MG rounds'] }),
    });
    expect(saved.car.derived.counters).toBe(4);
    const renamed = await t.ok('team.renameCar', { vehicleId: t.vehicles[0], car: 'Brute II', driver: 'Kit Jr' });
    expect([renamed.car.design.name, renamed.car.driver.name]).toEqual(['Brute II', 'Kit Jr']);
  });

  it('careers: each recorded kill and wreck is the driver’s event; the standings are placings 3-2-1-0, and the league may change them', async () => {
    const t = await battlecarsLeague(tempDir(), 3);
    const m = await t.ok('schedule.add', { track: 'Grid', franchiseIds: t.teams });
    await t.ok('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: t.teams[1], placing: 1, stats: { kills: 2, wrecks: 1 } },
        { franchiseId: t.teams[0], placing: 2, stats: { wrecks: 1 } },
        { franchiseId: t.teams[2], placing: 3 },
      ],
    });
    const bo = (t.rows(`SELECT id FROM competitors WHERE name = 'Bo'`) as { id: number }[])[0]!.id;
    const career = await t.ok('careers.person', { competitorId: bo });
    expect(career.events.map((e: { kind: string; text: string }) => `${e.kind}: ${e.text}`)).toEqual([
      'win: Match 1 (Grid): drove the Hornet for Blue Devils against Red Rovers, Green Gang: placed 1st.',
      'driver-killed: Match 1 (Grid): killed an enemy driver with the Hornet (1 of 2).',
      'driver-killed: Match 1 (Grid): killed an enemy driver with the Hornet (2 of 2).',
      'vehicle-wrecked: Match 1 (Grid): wrecked an enemy vehicle with the Hornet.',
    ]);
    const table = await t.ok('standings.league', {});
    expect(table.rows.map((r: { franchise: string; points: number }) => [r.franchise, r.points])).toEqual([
      ['Blue Devils', 3],
      ['Red Rovers', 2],
      ['Green Gang', 1],
    ]);
    await t.ok('league.updateSettings', { standings: { scoring: { kind: 'placings', points: [5, 3, 1, 0] } } });
    expect((await t.ok('standings.league', {})).rows.map((r: { points: number }) => r.points)).toEqual([5, 3, 1]);
  });
});
