/**
 * The leagues the browser tests start from, built through the services (tests/support/leagueFiles.ts). Each says the
 * state it leaves; the test that uses it walks only the screen it is about.
 */
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { machinegunCar } from './pageApi';
import type { Call, Invoke, LeagueRecipe } from './leagueFiles';

type Team = readonly [name: string, colour: string];

export const REAPERS_ANGELS: readonly Team[] = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
];

/** Franchises founded with six competitors ("Ace Rust" … "Fang Rust") and three test cars ("Rust 1" …) each; their ids. */
export async function foundAll(call: Call, teams: readonly Team[], mechanicRating = 2): Promise<number[]> {
  const ids: number[] = [];
  for (const [name, colour] of teams) {
    const short = name.split(' ')[0];
    const r = await call<{ franchise: { id: number } }>('franchise.found', {
      name,
      colour,
      owner: '',
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} ${short}` })),
      mechanicRating,
      vehicles: [1, 2, 3].map((i) => ({ design: machinegunCar(`${short} ${i}`) })),
    });
    ids.push(r.franchise.id);
  }
  return ids;
}

/** Record a match, answering any advancement choice (e.g. Mechanic again) with its first option. */
export async function recordFirstChoices(invoke: Invoke, input: { matchId: number; teams: unknown[] }): Promise<void> {
  let answers: Record<string, unknown[]> = {};
  for (let i = 0; i < 20; i++) {
    const r = await invoke('match.record', { ...input, ...(Object.keys(answers).length ? { answers } : {}) });
    if (r.ok) return;
    const choice = r.error.choice;
    if (r.error.kind !== 'choice-needed' || !choice) throw new Error(JSON.stringify(r.error));
    const key = String(choice.path[1]);
    answers = { ...answers, [key]: [...(answers[key] ?? []), choice.options[0]!.value] };
  }
  throw new Error('match.record kept asking for choices');
}

/** A one-heat race at `track`, pre-match rolls made, each franchise's first usable driver in its first car, recorded with `points` (in `ids` order). */
export async function playOneCarEach(call: Call, invoke: Invoke, ids: number[], track: string, points: number[]): Promise<number> {
  const m = await call<{ id: number }>('schedule.add', { track, surface: 'asphalt', kind: 'race', heats: 1 });
  await call('match.preMatch', { matchId: m.id });
  const teams = [];
  for (const [i, id] of ids.entries()) {
    const d = await call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>('franchise.details', { id });
    const driverId = d.roster.find((c) => c.usable)!.id;
    const vehicleId = d.vehicles[0]!.id;
    await call('match.assign', { matchId: m.id, franchiseId: id, heats: [{ heat: 1, cars: [{ vehicleId, driverId }] }] });
    teams.push({ franchiseId: id, competitors: [{ competitorId: driverId, points: points[i] }], vehicles: [{ vehicleId }] });
  }
  await recordFirstChoices(invoke, { matchId: m.id, teams });
  return m.id;
}

/** The Reapers and the Angels with one race at Denver Speedway recorded (their drivers scored 6 and 4); their ids. */
export const twoFranchisesOneMatch: LeagueRecipe<{ ids: number[] }> = {
  name: 'two-franchises-one-match',
  async build(call, invoke) {
    const ids = await foundAll(call, REAPERS_ANGELS);
    await playOneCarEach(call, invoke, ids, 'Denver Speedway', [6, 4]);
    return { ids };
  },
};

/** The same, with a second event scheduled (an arena at The Pit, not played). */
export const twoFranchisesOneMatchOneScheduled: LeagueRecipe<{ ids: number[] }> = {
  name: 'two-franchises-one-match-one-scheduled',
  async build(call, invoke) {
    const r = await twoFranchisesOneMatch.build(call, invoke);
    await call('schedule.add', { track: 'The Pit', surface: 'dirt', kind: 'arena', heats: 1 });
    return r;
  },
};

/** The five events of tests/campaign/e2eLeague.ts, in order. */
export const FIVE_EVENTS = [
  { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' },
  { track: 'The Pit', surface: 'dirt', kind: 'arena' },
  { track: 'Boise Flats', surface: 'snow', kind: 'race' },
  { track: 'Reno Bowl', surface: 'concrete', kind: 'arena' },
  { track: 'Tulsa Ring', surface: 'ice', kind: 'race' },
] as const;

/**
 * tests/campaign/e2eLeague.ts's league from the services: the Reapers and the Angels (seed 2024), five one-heat events;
 * match 1 recorded, match 2 with its pre-match rolls made and two cars each assigned, matches 3–5 scheduled.
 */
export const fiveEventLeague: LeagueRecipe<{ franchises: { id: number; vehicles: number[] }[]; matchIds: number[] }> = {
  name: 'five-event-league',
  async build(call, invoke) {
    await call('league.updateSettings', { seed: 2024 });
    const franchises: { id: number; vehicles: number[] }[] = [];
    for (const [name, colour] of REAPERS_ANGELS) {
      const short = name.split(' ')[0];
      const r = await call<{ franchise: { id: number; vehicles: { id: number }[] } }>('franchise.found', {
        name,
        colour,
        owner: '',
        competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} ${short}` })),
        mechanicRating: 2,
        vehicles: [1, 2, 3].map((i) => ({ design: machinegunCar(`${short} ${i}`) })),
      });
      franchises.push({ id: r.franchise.id, vehicles: r.franchise.vehicles.map((v) => v.id) });
    }
    const matchIds: number[] = [];
    for (const e of FIVE_EVENTS) matchIds.push((await call<{ id: number }>('schedule.add', { ...e, heats: 1 })).id);
    const seated: number[][] = [];
    for (const matchId of matchIds.slice(0, 2)) {
      await call('match.preMatch', { matchId });
      seated.length = 0;
      for (const f of franchises) {
        const d = await call<{ roster: { id: number; usable: boolean }[] }>('franchise.details', { id: f.id });
        const usable = d.roster.filter((c) => c.usable).map((c) => c.id);
        seated.push(usable.slice(0, 2));
        await call('match.assign', {
          matchId,
          franchiseId: f.id,
          heats: [{ heat: 1, cars: [0, 1].map((i) => ({ vehicleId: f.vehicles[i]!, driverId: usable[i]! })) }],
        });
      }
      if (matchId !== matchIds[0]) break;
      const [red, blue] = franchises as [(typeof franchises)[number], (typeof franchises)[number]];
      await recordFirstChoices(invoke, {
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
  },
};

/** twoFranchisesOneMatch with the league's dice seeded 19 first (the season end's draft rolls the same every run). */
export const twoFranchisesOneMatchSeed19: LeagueRecipe<{ ids: number[] }> = {
  name: 'two-franchises-one-match-seed-19',
  async build(call, invoke) {
    await call('league.updateSettings', { seed: 19 });
    return twoFranchisesOneMatch.build(call, invoke);
  },
};

export const FOUR_TEAMS: readonly Team[] = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
  ['Chrome Coyotes', '#27ae60'],
  ['Diesel Dukes', '#8e44ad'],
];

/** The four franchises of FOUR_TEAMS founded (mechanic rating 2), nothing scheduled. */
export const fourFranchises: LeagueRecipe<{ ids: number[] }> = {
  name: 'four-franchises',
  async build(call) {
    return { ids: await foundAll(call, FOUR_TEAMS) };
  },
};

/**
 * Issue 11's season (seed 77): FOUR_TEAMS (mechanic rating 1) through three one-heat races, match points per match
 * in FOUR_TEAMS order [12, 11, 5, 9], [10, 14, 7, 8], [11, 10, 13, 8]: Reapers 33, Angels 35, Coyotes 25 (one win),
 * Dukes 25 (no win).
 */
export const tiedSeason: LeagueRecipe<{ ids: number[] }> = {
  name: 'tied-season',
  async build(call, invoke) {
    await call('league.updateSettings', { seed: 77 });
    const ids = await foundAll(call, FOUR_TEAMS, 1);
    for (const [n, points] of [
      [12, 11, 5, 9],
      [10, 14, 7, 8],
      [11, 10, 13, 8],
    ].entries())
      await playOneCarEach(call, invoke, ids, `Track ${n + 1}`, points);
    return { ids };
  },
};

/** Issue 19's Dirty Wheels league "Toy Box" (seed 1414): three teams of one car each (a Truck with a turret chain gun). */
export const TOY_BOX_TEAMS = [
  ['Rust Rats', '#c0392b', 'Hauler', 'Max'],
  ['Mud Dogs', '#2980b9', 'Zip', 'Bo'],
  ['Tin Cats', '#27ae60', 'Brick', 'Cy'],
] as const;

/**
 * The Toy Box league, with `settings` and then `more` (matches scheduled, a first roll) on top. Meta: the teams' ids
 * in TOY_BOX_TEAMS order and the ids of the matches `more` scheduled.
 */
export function toyBox(
  name: string,
  settings: Record<string, unknown> = {},
  more: (call: Call, ids: number[]) => Promise<number[]> = async () => [],
): LeagueRecipe<{ ids: number[]; matchIds: number[] }> {
  return {
    name,
    async build(call) {
      await call('app.newLeague', { name: 'Toy Box', ruleset: 'dirtywheels' });
      await call('league.updateSettings', { seed: 1414, ...settings });
      const ids: number[] = [];
      for (const [team, colour, car, driver] of TOY_BOX_TEAMS) {
        const f = await call<{ id: number }>('franchise.add', { name: team, colour, owner: '' });
        ids.push(f.id);
        const design = { ...newCarDesign(car), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] };
        await call('team.addCar', { franchiseId: f.id, design, driver: newDriver(driver) });
      }
      return { ids, matchIds: await more(call, ids) };
    },
  };
}
