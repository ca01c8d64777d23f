/**
 * The battlecars team builder's loading choices (src-renderer/screens/battlecars/team/loadingModel.ts): every weapon
 * counter the editor offers for a pod or turret is legal, or carries the engine's words and section (Arming your
 * vehicle), judged on the league's card types.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BIKE, DEFAULT_CAR, type VehicleDesign, type WeaponName } from '../../src-shared/engine/battlecars';
import { cardSummary, loadChoices, mountViews, newVehicle, withCounter, withoutCounter } from '../../src-renderer/screens/battlecars/team/loadingModel';

const car = (loads: VehicleDesign['loads'] = {}): VehicleDesign => ({ version: 1, name: 'Brute', cardType: 'car', loads });
const bike = (loads: VehicleDesign['loads'] = {}): VehicleDesign => ({ version: 1, name: 'Hornet', cardType: 'bike', loads });
const refused = (d: VehicleDesign, card = DEFAULT_CAR, mount: string) =>
  Object.fromEntries(loadChoices(d, card, mount).map((c) => [c.weapon, c.reason === null ? null : `${c.reason} (${c.rule})`])) as Record<
    WeaponName,
    string | null
  >;

describe('Arming your vehicle, as the editor offers it', () => {
  it('an empty front pod takes every missile weapon and no passive one: “Passive weapons cannot fire out of the front”', () => {
    const r = refused(car(), DEFAULT_CAR, 'podFront');
    expect([r['MG rounds'], r.Flame, r.Shell, r.Rocket]).toEqual([null, null, null, null]);
    for (const w of ['Mines', 'Spikes', 'Oil', 'Smoke'] as const)
      expect(r[w]).toBe('Passive weapons cannot fire out of the front. The Front pod fires out of the front. (Arming your vehicle)');
  });

  it('a side pod refuses rockets and shells: “Rockets and shells can only be in pods that fire out of the front or rear”', () => {
    const r = refused(car(), DEFAULT_CAR, 'podLeft');
    expect(r.Rocket).toBe(
      'Rockets and shells can only be in pods that fire out of the front or rear. The Left pod fires out of the left. (Arming your vehicle)',
    );
    expect(r.Shell).toMatch(/^Rockets and shells can only be in pods/);
    expect([r['MG rounds'], r.Flame, r.Mines, r.Oil]).toEqual([null, null, null, null]);
  });

  it('a turret takes MG rounds only: “Turrets may only hold MG rounds”', () => {
    const r = refused(car(), DEFAULT_CAR, 'turret');
    expect(r['MG rounds']).toBeNull();
    expect(r.Flame).toBe('Turrets may only hold MG rounds. The Turret holds Flame. (Arming your vehicle)');
  });

  it('a pod holds one type of missile weapon or a mix of passive weapons', () => {
    const rockets = refused(car({ podRear: ['Rocket'] }), DEFAULT_CAR, 'podRear');
    expect(rockets.Rocket).toBeNull();
    expect(rockets.Shell).toBe(
      'A Pod can only hold one type of missile weapon (rockets, shells, MG rounds and flame) OR a mix of passive weapons. The Rear pod holds Rocket, Shell. (Arming your vehicle)',
    );
    expect(rockets.Mines).toMatch(/^A Pod can only hold one type of missile weapon/);
    const passives = refused(car({ podRear: ['Mines'] }), DEFAULT_CAR, 'podRear');
    expect([passives.Oil, passives.Smoke, passives.Spikes]).toEqual([null, null, null]);
    expect(passives['MG rounds']).toMatch(/^A Pod can only hold one type of missile weapon/);
  });

  it('“Bikes cannot be armed with rockets”, and a full mount takes nothing more (its capacity, gaps.md #4)', () => {
    expect(refused(bike(), DEFAULT_BIKE, 'podFront').Rocket).toBe('Bikes cannot be armed with rockets. The Front pod holds a Rocket. (Arming your vehicle)');
    const full = refused(car({ podLeft: ['Flame', 'Flame'] }), DEFAULT_CAR, 'podLeft');
    expect(full.Flame).toBe('The Left pod holds 2 counters; 3 are loaded. (Vehicle cards (gaps.md #4))');
  });

  it('a mount already illegal still offers what does not make it worse; a new bad counter is refused', () => {
    const mixed = car({ podRear: ['Rocket', 'Mines'] });
    expect(mountViews(mixed, DEFAULT_CAR).find((m) => m.mount.id === 'podRear')!.problems).toHaveLength(1);
    const r = refused(mixed, DEFAULT_CAR, 'podRear');
    expect(r.Rocket).toBeNull();
    expect(refused(bike({ podRear: ['Rocket'] }), DEFAULT_BIKE, 'podRear').Rocket).toMatch(/^Bikes cannot be armed with rockets/);
  });

  it('counters are added last and taken out by place; an emptied mount leaves the loads', () => {
    const d = withCounter(withCounter(car(), 'podRear', 'Mines'), 'podRear', 'Oil');
    expect(d.loads).toEqual({ podRear: ['Mines', 'Oil'] });
    expect(withoutCounter(d, 'podRear', 0).loads).toEqual({ podRear: ['Oil'] });
    expect(withoutCounter(withoutCounter(d, 'podRear', 0), 'podRear', 0).loads).toEqual({});
    expect(newVehicle('Brute', DEFAULT_CAR)).toEqual(car());
  });

  it('the card summary: 8 armour blocks from the card’s 5 figures, the components per section, the counters loaded', () => {
    const s = cardSummary(car({ turret: ['MG rounds', 'MG rounds'], podFront: ['Rocket'] }), DEFAULT_CAR);
    expect(s.armour.map((b) => b.boxes)).toEqual([4, 4, 3, 3, 3, 3, 3, 3]);
    expect(s.totalArmour).toBe(26);
    expect(s.counters).toEqual([
      { weapon: 'MG rounds', count: 2, kind: 'missile' },
      { weapon: 'Rocket', count: 1, kind: 'missile' },
    ]);
    expect(s.spaces).toEqual({ used: 3, of: 13 });
    expect(s.sections.map((x) => x.components.length)).toEqual([4, 5, 4]);
  });
});
