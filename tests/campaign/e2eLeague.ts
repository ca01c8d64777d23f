/**
 * A small league seeded through the browser host's API, for the Chromium tests of the schedule and the kept
 * post-match report: two franchises, five events; match 1 recorded, match 2 with its pre-match rolls made and the
 * cars assigned, matches 3–5 scheduled.
 */
import { type Caller, call, machinegunCar, recordTakingFirstChoices } from '../support/pageApi';

export { call };

export const EVENTS = [
  { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' },
  { track: 'The Pit', surface: 'dirt', kind: 'arena' },
  { track: 'Boise Flats', surface: 'snow', kind: 'race' },
  { track: 'Reno Bowl', surface: 'concrete', kind: 'arena' },
  { track: 'Tulsa Ring', surface: 'ice', kind: 'race' },
] as const;

export interface Seeded {
  franchises: { id: number; name: string; vehicles: number[] }[];
  matchIds: number[];
}

export async function seedLeague(page: Caller): Promise<Seeded> {
  // A fixed seed: the same rolls on every run (match 2 then offers no finds, so its preview and report read alike).
  await call(page, 'league.updateSettings', { seed: 2024 });
  const franchises: Seeded['franchises'] = [];
  for (const [name, colour] of [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
  ] as const) {
    const short = name.split(' ')[0];
    const r = await call<{ franchise: { id: number; vehicles: { id: number }[] } }>(page, 'franchise.found', {
      name,
      colour,
      owner: '',
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} ${short}` })),
      mechanicRating: 2,
      vehicles: [1, 2, 3].map((i) => ({ design: machinegunCar(`${short} ${i}`) })),
    });
    franchises.push({ id: r.franchise.id, name, vehicles: r.franchise.vehicles.map((v) => v.id) });
  }
  const matchIds: number[] = [];
  for (const e of EVENTS) matchIds.push((await call<{ id: number }>(page, 'schedule.add', { ...e, heats: 1 })).id);
  for (const matchId of matchIds.slice(0, 2)) {
    await call(page, 'match.preMatch', { matchId });
    const seated: number[][] = [];
    for (const f of franchises) {
      const d = await call<{ roster: { id: number; usable: boolean }[] }>(page, 'franchise.details', { id: f.id });
      const usable = d.roster.filter((c) => c.usable).map((c) => c.id);
      seated.push(usable.slice(0, 2));
      await call(page, 'match.assign', {
        matchId,
        franchiseId: f.id,
        heats: [{ heat: 1, cars: [0, 1].map((i) => ({ vehicleId: f.vehicles[i]!, driverId: usable[i]! })) }],
      });
    }
    if (matchId !== matchIds[0]) break;
    const [red, blue] = franchises as [Seeded['franchises'][number], Seeded['franchises'][number]];
    await recordTakingFirstChoices(page, {
      matchId,
      teams: [
        {
          franchiseId: red.id,
          competitors: [{ competitorId: seated[0]![0], points: 3, criticals: 1 }],
          vehicles: [{ vehicleId: red.vehicles[1], criticals: 2, damage: 4 }],
        },
        {
          franchiseId: blue.id,
          competitors: [{ competitorId: seated[1]![0], points: 1, outOfAction: true }],
          vehicles: [{ vehicleId: blue.vehicles[0], destroyed: true }],
        },
      ],
    });
  }
  return { franchises, matchIds };
}
