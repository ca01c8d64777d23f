/** Calls into the browser host's API from inside a Playwright page (with the page's own session cookie), for seeding e2e leagues. */
import type { Page } from '@playwright/test';
import { soloGunCar } from './testCar';

export type Reply =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; message: string; choice?: { path: (string | number)[]; options: { value: unknown }[] } } };

/**
 * Where a call goes: a loaded page (its own session cookie), or a host handle before any page is open (the start's
 * token), so a test can seed its league and then load the page once, straight onto the screen it is about.
 */
export type ApiTarget = Page | { readonly url: string };

export async function invoke(target: ApiTarget, channel: string, payload: unknown): Promise<Reply> {
  if (!('evaluate' in target)) {
    const url = new URL(target.url);
    const res = await fetch(`${url.origin}/api/invoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-pitwall-token': url.searchParams.get('token') ?? '' },
      body: JSON.stringify({ channel, payload }),
    });
    return (await res.json()) as Reply;
  }
  return target.evaluate(
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

export async function call<T = unknown>(page: ApiTarget, channel: string, payload: unknown): Promise<T> {
  const r = await invoke(page, channel, payload);
  if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

/** The e2e test car: one front machinegun, no gunner station, street tread. */
export const machinegunCar = (name: string) => soloGunCar(name, { tires: { type: 'light-duty', tread: 'street', rare: false } });

/** Franchises founded with six competitors and three test cars each (named after the first word); returns their ids. */
export async function foundFranchises(page: ApiTarget, teams: readonly (readonly [name: string, colour: string])[], mechanicRating = 2): Promise<number[]> {
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
export async function foundTwoFranchises(page: ApiTarget): Promise<number[]> {
  return foundFranchises(page, [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
  ]);
}

/** Each franchise's first usable driver in its first car, for the given heats of a match. */
export async function assignFirstCars(
  page: ApiTarget,
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
export async function recordTakingFirstChoices(page: ApiTarget, input: { matchId: number; teams: unknown[] }): Promise<void> {
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
export async function twoFranchisesOneMatchPlayed(page: ApiTarget): Promise<number[]> {
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
