import { z } from 'zod';
import { channel } from '../../channel';
import { id } from '../../fields';
import type { SponsorView } from './campaignTypes';

/** The franchise page (OBBLM's team page): everything recorded about one franchise, read in one call. */

/** A sponsor as the franchise views show it, with its income split into dice and k per pip. */
export interface FranchisePageSponsor extends Omit<SponsorView, 'franchiseId' | 'income'> {
  /** Income per the Sponsor effects table: dice rolled, k per pip. */
  income: { dice: string; per: number };
}

/** One sponsor party: what it cost and who came (Part VI › Attract sponsors › Sponsor party table). */
export interface FranchiseParty {
  season: number;
  spent: number;
  /** At founding or between matches. */
  when: 'founding' | 'season';
  /** Sponsors it brought, as the sponsor rows record them (one turned away for want of room is not recorded). */
  attracted: { type: SponsorView['type']; status: FranchisePageSponsor['status'] }[];
}

export interface FranchiseSeasonLine {
  season: number;
  status: 'open' | 'closed';
  /** Competition place among the founded franchises (ties share a place); the recorded final place once closed. */
  place: number | null;
  of: number;
  points: number;
  matches: number;
  wins: number;
  income: number;
  spending: number;
  /** Cash at the end of the season (or now, for the open one). */
  balance: number;
  metalCup: boolean;
}

export interface FranchisePageView {
  id: number;
  name: string;
  colour: string;
  owner: string;
  createdAt: string;
  foundedSeason: number | null;
  expansion: boolean;
  mechanicRating: number;
  currentSeason: number | null;
  treasury: {
    cash: number;
    cupBonusDue: number;
    /** The current season's money, in k: credits, debits and how many ledger lines. */
    season: { income: number; spending: number; lines: number };
    recent: { id: number; season: number; amount: number; reason: string; balance: number }[];
  };
  sponsors: FranchisePageSponsor[];
  formerSponsors: FranchisePageSponsor[];
  parties: FranchiseParty[];
  roster: {
    active: number;
    outForSeason: number;
    contracted: number;
    retired: number;
    wages: number;
    competitors: { id: number; name: string; level: number; xp: number; status: 'active' | 'out-for-season' }[];
  };
  stables: {
    cars: { id: number; name: string; budget: number; criticals: number; damage: number }[];
    sold: number;
    /** Times one of its cars was destroyed in a recorded match. */
    destroyed: number;
    storesHeld: number;
  };
  trophies: { kind: 'metal-cup'; season: number }[];
  history: FranchiseSeasonLine[];
  activity: { id: number; summary: string; at: string }[];
}

const pageInput = z.object({ id }).strict();

export const franchiseChannels = {
  /** Everything about one franchise for its page: identity, treasury, sponsors, parties, roster, stables, trophies, history. */
  'franchise.page': channel<typeof pageInput, FranchisePageView>('read', pageInput),
};
