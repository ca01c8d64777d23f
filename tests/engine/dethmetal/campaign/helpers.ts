import { campaignSettingsSchema, type CampaignSettings } from '../../../../src-shared/engine/dethmetal/campaign';

export function settings(overrides: Partial<CampaignSettings> = {}): CampaignSettings {
  return campaignSettingsSchema.parse(overrides);
}
