/** A garage's league for the component tests: one franchise founded through the services. */
import type { ComponentLeague } from '../../support/component';
import { machinegunCar } from '../../support/pageApi';

/** The Reapers with a Car manufacturer among their organizer-picked sponsors (Sponsor effect table: +3 DP). */
export async function foundReapers(l: ComponentLeague): Promise<number> {
  await l.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  const r = await l.call<{ franchise: { id: number } }>('franchise.found', {
    sponsors: ['Oil company', 'Energy company', 'Car manufacturer'],
    name: 'Rust Belt Reapers',
    colour: '#c0392b',
    owner: 'Alice',
    competitors: ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz'].map((name) => ({ name })),
    mechanicRating: 1,
    vehicles: [{ design: machinegunCar('Widowmaker') }, { design: machinegunCar('Gravedigger') }, { design: machinegunCar('Lockjaw') }],
  });
  return r.franchise.id;
}
