/** Rulebook sections cited by ledger lines and problems (Part VI of dethmetal.md), so every number can be explained. */
export const CAMPAIGN_RULES = {
  founding: 'Part VI › Starting a new franchise',
  roster: 'Part VI › Starting a new franchise › Create roster',
  stables: 'Part VI › Starting a new franchise › Assemble stables',
  attractSponsors: 'Part VI › Starting a new franchise › Attract sponsors',
  sponsorParty: 'Part VI › Attract sponsors › Sponsor party table',
  sponsorAttracted: 'Part VI › Attract sponsors › Sponsor Attracted Table',
  destroyedItems: 'Part VI › Post-match › Expendable and destroyed items',
  prizeMoney: 'Part VI › Post-match › Prize money',
  sponsorIncome: 'Part VI › Post-match › Sponsors',
  overhead: 'Part VI › Post-match › Overhead costs',
  overheadTable: 'Part VI › Overhead costs › Franchise Overhead Table',
  shopping: 'Part VI › Post-match › Shopping',
  worldTrade: 'Part VI › Shopping › World Trade Table',
  tinkering: 'Part VI › Shopping › Tinkering and Experimental Tables',
  metalCup: 'Part VI › Ending a season › The Metal Cup',
  retirements: 'Part VI › Ending a season › Retirements, Contracts, and the Draft',
  draft: 'Part VI › Retirements, Contracts, and the Draft › Draft',
  seasonSponsors: 'Part VI › Ending a season › Sponsors',
  sponsorEffects: 'Part VI › Ending a season › Sponsor effect table',
  repairCosts: 'Part VI › Price lists › Repair, replacement and cloning costs',
  storesItems: 'Part VI › Price lists › Stores items',
  expendableItems: 'Part VI › Price lists › Expendable items',
  face: 'Part I › General Talents › Face',
  tinkerer: 'Part I › General Talents › Tinkerer',
} as const;

export type RuleSection = (typeof CAMPAIGN_RULES)[keyof typeof CAMPAIGN_RULES];
