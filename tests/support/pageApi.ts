/** Calls into the browser host's API from inside a Playwright page (with the page's own token), for seeding e2e leagues. */
import type { Page } from '@playwright/test';

export type Reply =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; message: string; choice?: { path: (string | number)[]; options: { value: unknown }[] } } };

export async function invoke(page: Page, channel: string, payload: unknown): Promise<Reply> {
  return page.evaluate(
    async ([c, p]) => {
      const res = await fetch('/api/invoke', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Pitwall-Token': sessionStorage.getItem('pitwall.token') ?? '' }, body: JSON.stringify({ channel: c, payload: p }) });
      return res.json();
    },
    [channel, payload] as const,
  );
}

export async function call<T = unknown>(page: Page, channel: string, payload: unknown): Promise<T> {
  const r = await invoke(page, channel, payload);
  if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

/** A legal 60-DP car with one front machinegun: the standard test car of the match and season tests. */
export const machinegunCar = (name: string) => ({
  version: 1,
  name,
  budget: 60,
  enginePower: 40,
  suspension: 48,
  fuelCapacity: 32,
  toughness: 2,
  armor: { front: 6, back: 4, left: 5, right: 5 },
  mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' }],
  components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
  tires: { type: 'light-duty', tread: 'street', rare: false },
  gearing: 0,
  suspensionTweaks: [],
  fittedItems: [],
});
