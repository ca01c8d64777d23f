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

export { type Modifier, modifier, sumModifiers, withGap } from '../core/modifiers';

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
