/** Calls into the browser host's API from inside a Playwright page (with the page's own session cookie), for seeding e2e leagues. */
import type { Page } from '@playwright/test';
import { soloGunCar } from './testCar';

export type Reply =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; message: string; choice?: { path: (string | number)[]; options: { value: unknown }[] } } };

/**
 * Where a call goes: a page that shows the app (the call is made in it, with its session cookie), or the host itself
 * (`{ url }`, the test's host fixture: its printed link's token as the `x-pitwall-token` header). The host needs no
 * page, so a test seeds its league before its first navigation and loads the app once, on the screen it is about.
 */
export type Caller = Page | { readonly url: string };

export async function invoke(to: Caller, channel: string, payload: unknown): Promise<Reply> {
  if (!('evaluate' in to)) {
    const link = new URL(to.url);
    const res = await fetch(new URL('/api/invoke', link.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-pitwall-token': link.searchParams.get('token') ?? '' },
      body: JSON.stringify({ channel, payload }),
    });
    return (await res.json()) as Reply;
  }
  return to.evaluate(
    async ([c, p]) => {
      const res = await fetch('/api/invoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel: c, payload: p }),
      });
      return res.json();
    },
    [channel, payload] as const,
  );
}

export async function call<T = unknown>(page: Caller, channel: string, payload: unknown): Promise<T> {
  const r = await invoke(page, channel, payload);
  if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

/** The e2e test car: one front machinegun, no gunner station, street tread. */
export const machinegunCar = (name: string) => soloGunCar(name, { tires: { type: 'light-duty', tread: 'street', rare: false } });

/** Franchises founded with six competitors and three test cars each (named after the first word); returns their ids. */
export async function foundFranchises(page: Caller, teams: readonly (readonly [name: string, colour: string])[], mechanicRating = 2): Promise<number[]> {
  const ids: number[] = [];
  for (const [name, colour] of teams) {
    const short = name.split(' ')[0];
    const r = await call<{ franchise: { id: number } }>(page, 'franchise.found', {
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

/** The Reapers and the Angels, founded with six competitors and three test cars each; returns their ids. */
export async function foundTwoFranchises(page: Caller): Promise<number[]> {
  return foundFranchises(page, [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
  ]);
}

/** Each franchise's first usable driver in its first car, for the given heats of a match. */
export async function assignFirstCars(
  page: Caller,
  matchId: number,
  ids: number[],
  heats: number[],
): Promise<{ franchiseId: number; driverId: number; vehicleId: number }[]> {
  const out = [];
  for (const id of ids) {
    const d = await call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>(page, 'franchise.details', { id });
    const driverId = d.roster.find((c) => c.usable)!.id;
    const vehicleId = d.vehicles[0]!.id;
    await call(page, 'match.assign', { matchId, franchiseId: id, heats: heats.map((heat) => ({ heat, cars: [{ vehicleId, driverId }] })) });
    out.push({ franchiseId: id, driverId, vehicleId });
  }
  return out;
}

/** Record a match, answering any advancement choice (e.g. Mechanic again) with its first option. */
export async function recordTakingFirstChoices(page: Caller, input: { matchId: number; teams: unknown[] }): Promise<void> {
  let answers: Record<string, unknown[]> = {};
  for (let i = 0; i < 20; i++) {
    const r = await invoke(page, 'match.record', { ...input, ...(Object.keys(answers).length ? { answers } : {}) });
    if (r.ok) return;
    const choice = r.error.choice;
    if (r.error.kind !== 'choice-needed' || !choice) throw new Error(JSON.stringify(r.error));
    const key = String(choice.path[1]);
    answers = { ...answers, [key]: [...(answers[key] ?? []), choice.options[0]!.value] };
  }
  throw new Error('match.record kept asking for choices');
}

/** Two franchises and one match recorded: the Reapers' driver scores 6, the Angels' 4. */
export async function twoFranchisesOneMatchPlayed(page: Caller): Promise<number[]> {
  const ids = await foundTwoFranchises(page);
  const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1 });
  await call(page, 'match.preMatch', { matchId: m.id });
  const cars = await assignFirstCars(page, m.id, ids, [1]);
  const teams = cars.map((c, i) => ({
    franchiseId: c.franchiseId,
    competitors: [{ competitorId: c.driverId, points: i === 0 ? 6 : 4 }],
    vehicles: [{ vehicleId: c.vehicleId }],
  }));
  await recordTakingFirstChoices(page, { matchId: m.id, teams });
  return ids;
}
