import { describe, expect, it } from 'vitest';
import { campaignHouseRules, campaignSettingsSchema, defaultCampaignSettings } from '../../../../src-shared/engine/dethmetal/campaign';

describe('Campaign house rules (gaps.md section F)', () => {
  it('defaults are the gaps.md resolutions', () => {
    expect(defaultCampaignSettings()).toEqual({
      startingSponsors: 'rollD66', // #56
      duplicateSponsorTypes: false, // #57
      partyAmounts: 'listedOnly', // #58
      seasonLength: 8, // #59
      prizeWhenNobodyScores: 'splitEqually', // #61
      faceIncomeMultiplier: 1, // #13
      sponsorDiscounts: 'stack', // #66
      mechanicRetention: 'printed', // #67
      enforceRosterMinimum: true, // #71
      worldTradeRolls: 'perMatch', // #73
      expendableArmorsGap: 'reroll', // #73
      metalCupTies: 'allTiedWin', // #77
      standingsTieBreakers: 'winsHeadToHeadOutOfAction', // #84
      draftEnabled: true, // #79
      draftOwnFormerCompetitors: false, // #79, as written
      draftPass: 'endsTeamDraft', // #79
    });
  });
  it('every setting has one house-rule definition whose default its own schema accepts and which cites gaps.md', () => {
    const keys = campaignHouseRules.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(defaultCampaignSettings()).sort());
    for (const rule of campaignHouseRules) {
      expect(rule.schema.parse(rule.default)).toEqual(rule.default);
      expect(rule.default).toEqual(defaultCampaignSettings()[rule.key as keyof ReturnType<typeof defaultCampaignSettings>]);
      expect(rule.cites).toMatch(/gaps\.md #\d+/);
    }
  });
  it('rejects values outside the options', () => {
    expect(campaignSettingsSchema.safeParse({ seasonLength: 0 }).success).toBe(false);
    expect(campaignSettingsSchema.safeParse({ faceIncomeMultiplier: 5 }).success).toBe(false);
    expect(campaignSettingsSchema.safeParse({ draftPass: 'sometimes' }).success).toBe(false);
  });
});
