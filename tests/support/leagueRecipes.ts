/**
 * The leagues the browser tests start from, built through the services (tests/support/leagueFiles.ts). Each says the
 * state it leaves; the test that uses it walks only the screen it is about.
 */
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
