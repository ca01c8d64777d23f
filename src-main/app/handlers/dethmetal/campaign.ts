/** Handlers of the campaign channels between matches: founding, roster, garage, stores, mechanics, sponsors. */
import { dethmetal } from '../../../../src-shared/engine/dethmetal';
import type { campaignChannels } from '../../../../src-shared/ipc/channels/dethmetal/campaign';
import type { dethmetalMatchChannels } from '../../../../src-shared/ipc/channels/dethmetal/matches';
import type { dethmetalSeasonChannels } from '../../../../src-shared/ipc/channels/dethmetal/season';
import { foundFranchise } from '../../../services/dethmetal/founding';
import { buyVehicle, checkDesign, refitVehicle, sellVehicle } from '../../../services/dethmetal/garage';
import { moveMoney } from '../../../services/dethmetal/moneyMove';
import { competitorRow } from '../../../services/dethmetal/records';
import { hireCompetitor, releaseCompetitor, tradeCompetitors } from '../../../services/dethmetal/roster';
import { buyStores, hireMechanic, throwParty } from '../../../services/dethmetal/shop';
import { competitorCareer, vehicleHistory } from '../../../services/dethmetal/standings';
import { competitorView, franchiseDetail, franchiseOverviews, freeAgents, ledgerEntries, vehicleById } from '../../../services/dethmetal/views';
import { readSettings } from '../../../services/settings';
import type { HandlersFor } from '../types';

/** The campaign's channels without its match and season ones (dethmetal/matches.ts, dethmetal/season.ts). */
type BetweenMatches = Omit<typeof campaignChannels, keyof typeof dethmetalMatchChannels | keyof typeof dethmetalSeasonChannels>;

export const campaignHandlers: HandlersFor<BetweenMatches> = {
  'franchise.found': ({ session }, input) => foundFranchise(session.league, input),
  'franchise.details': ({ session }, input) => franchiseDetail(session.league, input.id),
  'franchise.overviews': ({ session }) => franchiseOverviews(session.league),
  'franchise.ledger': ({ session }, input) => ledgerEntries(session.league, input.id, input.season),

  'roster.hire': ({ session }, input) => hireCompetitor(session.league, input),
  'roster.release': ({ session }, input) => releaseCompetitor(session.league, input),
  'roster.trade': ({ session }, input) => tradeCompetitors(session.league, input),
  'roster.freeAgents': ({ session }) => freeAgents(session.league),
  'competitor.get': ({ session }, input) => {
    const conn = session.league;
    return { ...competitorView(conn, competitorRow(conn, input.id, ['id'])), ...competitorCareer(conn, input.id) };
  },

  // No league needed: the CLI checks a design file on its own, with the default house rules.
  'garage.check': ({ session }, input) =>
    checkDesign(input.design, session.isOpen ? readSettings(session.league) : dethmetal.defaultSettings(), input.sponsorBonusDp),
  'garage.buy': ({ session }, input) => buyVehicle(session.league, input),
  'garage.sell': ({ session }, input) => sellVehicle(session.league, input),
  'garage.refit': ({ session }, input) => refitVehicle(session.league, input),
  'garage.quote': ({ session }, input) =>
    'vehicleId' in input ? refitVehicle(session.league, { ...input, preview: true }) : buyVehicle(session.league, { ...input, preview: true }),
  'vehicle.get': ({ session }, input) => ({ ...vehicleById(session.league, input.id), history: vehicleHistory(session.league, input.id) }),

  'stores.buy': ({ session }, input) => buyStores(session.league, input),
  'mechanic.hire': ({ session }, input) => hireMechanic(session.league, input),
  'sponsors.party': ({ session }, input) => throwParty(session.league, input),
  'money.move': ({ session }, input) => moveMoney(session.league, input),
};
