import { defaultDriverSettings, newDriver, type Driver, type DriverSettings } from '../../../../src-shared/engine/dethmetal/driver';

export const settings: DriverSettings = defaultDriverSettings();

export function withSettings(overrides: Partial<DriverSettings>): DriverSettings {
  return { ...settings, ...overrides };
}

/** A fresh competitor with some fields replaced. */
export function driver(overrides: Partial<Driver> = {}): Driver {
  return { ...newDriver('Reginald'), ...overrides };
}

/** Every value `min..max` that rows cover, with how many rows cover it. */
export function coverage(rows: readonly { rolls: readonly number[] }[]): Map<number, number> {
  const seen = new Map<number, number>();
  for (const row of rows) for (const r of row.rolls) seen.set(r, (seen.get(r) ?? 0) + 1);
  return seen;
}

export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}
