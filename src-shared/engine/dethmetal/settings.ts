/**
 * Dethmetal league settings: every house rule, grouped by area. A league stores this object as JSON;
 * missing fields take the gaps.md defaults, so an older league file gains new house rules untouched.
 */
import { z } from 'zod';
import type { HouseRuleDef } from '../ruleset';
import { campaignHouseRules, campaignSettingsSchema } from './campaign/settings';
import { carHouseRules, carSettingsSchema } from './car/settings';
import { driverHouseRules, driverSettingsSchema } from './driver/settings';
import { matchHouseRules, matchSettingsSchema } from './match/settings';

export const dethmetalSettingsSchema = z
  .object({
    car: carSettingsSchema.prefault({}),
    driver: driverSettingsSchema.prefault({}),
    match: matchSettingsSchema.prefault({}),
    campaign: campaignSettingsSchema.prefault({}),
  })
  .strict();

export type DethmetalSettings = z.infer<typeof dethmetalSettingsSchema>;

export function defaultDethmetalSettings(): DethmetalSettings {
  return dethmetalSettingsSchema.parse({});
}

const area = (prefix: string, rules: readonly HouseRuleDef[]): HouseRuleDef[] => rules.map((r) => ({ ...r, key: `${prefix}.${r.key}` }));

/** Every house rule, keyed "area.field" (e.g. "car.speedBandsBeyondTable"), for the Settings screen. */
export const dethmetalHouseRules: readonly HouseRuleDef[] = [
  ...area('car', carHouseRules),
  ...area('driver', driverHouseRules),
  ...area('match', matchHouseRules),
  ...area('campaign', campaignHouseRules),
];
