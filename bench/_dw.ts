import { type CarDesign, type DwIntent, dwOdds, table as dwTable } from '../src-shared/engine/dirtywheels';
import { car as dwCar, driver as dwDriver, settings as dwSettings } from '../tests/rulesets/dirtywheels/helpers';
const S = dwSettings();
const designs: CarDesign[] = [
  dwCar({ name: 'Hauler', type: 'Truck', weapons: [ { weapon: 'Machine gun', mount: 'fixed' }, { weapon: 'Small grenade launcher', mount: 'fixed' }, { weapon: 'Artillery', mount: 'turret' } ], upgrades: ['Experimental engine', 'Harpoon', 'Gunner'] }),
  dwCar({ name: 'Zip', type: 'Racer', upgrades: ['Pipe bombs', 'Explosive ram'] }),
  dwCar({ name: 'Brick' }),
];
const fresh = dwTable.freshTable(designs.map((design, i) => ({ vehicleId: i + 1, franchiseId: i + 1, name: design.name, design, driver: dwDriver({ name: `Driver ${i + 1}` }) })), S);
const now = { ...fresh, phase: 'activations' as const, round: 1 };
const S3 = { ...S, upgradeAllowance: 3 } as typeof S;
const shoot = (weapon: number): DwIntent => ({ kind: 'shoot', shooter: 1, weapon, target: 3, distance: 5, targetInFront: true, bumpy: false, facingBrightLights: false, extraShot: false });
const cases: [string, DwIntent, any][] = [['init', { kind: 'initiative' }, fresh], ['mg', shoot(0), now], ['sgl', shoot(1), now], ['art', shoot(2), now], ['ram', { kind: 'ram', rammer: 2, target: 3, backwards: false }, now], ['pipe', { kind: 'pipeBombs', car: 2, targets: [1, 3] }, now]];
for (const [n, intent, at] of cases) {
  let r: any; const t0 = performance.now();
  for (let i = 0; i < 30; i++) r = dwOdds(at, intent, S3);
  const t1 = performance.now();
  const plain = dwOdds(at, intent, S3, { classes: undefined });
  console.log(n, ((t1 - t0) / 30).toFixed(2), 'ms', r.method, r.runs, r.leaves, r.memoHits, 'plain runs', plain.runs, JSON.stringify(plain.questions) === JSON.stringify(r.questions));
}
