/**
 * Sections of the Dirty Wheels rules (shared/rules/dirty-wheels.md), cited by every table, derived value, problem
 * and calculator result so the app can say where a number comes from.
 */
export const SECTION = {
  introduction: 'Introduction',
  rules: 'The Rules',
  shooting: 'Shooting',
  destruction: 'Shooting › Destruction table',
  ramming: 'Ramming',
  manoeuvres: 'Manoeuvres',
  shock: 'Shock round',
  terrain: 'Terrain',
  scenery: 'Terrain › Scenery',
  drivers: 'Drivers',
  statTable: 'Drivers › Stat table',
  pointBuy: 'Drivers › 8-point buy',
  traits: 'Drivers › Traits',
  carTypes: 'Car types',
  lightWeapons: 'Weapons › Light weapons',
  heavyWeapons: 'Weapons › Heavy weapons',
  upgrades: 'Car upgrades',
} as const;

/** A citation of an interpretation: the section and the gaps.md entry that resolves it. */
export function withGap(section: string, gap: number): string {
  return `${section} (gaps.md #${gap})`;
}

/** One number that went into a result, with its section, so a screen can show the whole sum on hover. */
export interface Modifier {
  label: string;
  value: number;
  rule: string;
}

export const modifier = (label: string, value: number, rule: string): Modifier => ({ label, value, rule });

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((sum, m) => sum + m.value, 0);

/** Asked for something the rules forbid (e.g. a second harpoon shot); screens should prevent it first. */
export class DirtyWheelsRuleError extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (${rule})`);
    this.name = 'DirtyWheelsRuleError';
  }
}
