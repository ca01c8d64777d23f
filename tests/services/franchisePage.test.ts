/**
 * franchise.page: the franchise page's one read — sponsors with their terms (Part VI › Sponsor effects), the sponsor
 * party's outcome (Part VI › Attract sponsors › Sponsor party table), treasury, roster, stables, trophies and the
 * season-by-season history — checked against what the writes themselves reported, on a real league file.
 */
import { describe, expect, it } from 'vitest';
import { campaign } from '../../src-shared/engine/dethmetal';
import { answering, founding, newLeague } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

describe('franchise.page', () => {
  it('after founding with a party: the sponsors with their rules terms, the party outcome, the treasury and the roster', async () => {
    const league = await newLeague(tempDir(), 77);
    const found = await league.call('franchise.found', founding('Rust Belt Reapers', '#c0392b', { partySpend: 300 }));
    // Seed 77 makes the party attract someone, so the outcome shown is not just the empty case.
    expect(found.partyAttracted.length).toBeGreaterThan(0);
    const page = await league.call('franchise.page', { id: found.franchise.id });

    expect(page).toMatchObject({ name: 'Rust Belt Reapers', colour: '#c0392b', owner: 'Rust Belt Reapers owner', foundedSeason: 1, currentSeason: 1 });
    expect(page.sponsors.map((s) => s.type)).toEqual([...found.startingSponsors, ...found.partyAttracted]);
    for (const s of page.sponsors) {
      const terms = campaign.sponsorEffect(s.type);
      expect(s).toMatchObject({ income: terms.income, effect: terms.text, status: 'held', fromSeason: 1 });
    }
    expect(page.parties).toEqual([{ season: 1, spent: 300, when: 'founding', attracted: found.partyAttracted.map((type) => ({ type, status: 'held' })) }]);

    const ledger = await league.call('franchise.ledger', { id: found.franchise.id });
    expect(page.treasury.cash).toBe(found.remaining);
    expect(page.treasury.cash).toBe(ledger.at(-1)!.balance);
    expect(page.treasury.season).toEqual({
      income: ledger.filter((l) => l.amount > 0).reduce((s, l) => s + l.amount, 0),
      spending: -ledger.filter((l) => l.amount < 0).reduce((s, l) => s + l.amount, 0),
      lines: ledger.length,
    });
    expect(page.treasury.recent.map((r) => r.id)).toEqual(
      ledger
        .slice(-5)
        .reverse()
        .map((l) => l.id),
    );
    expect(page.treasury.recent.map((r) => r.balance)).toEqual(
      ledger
        .slice(-5)
        .reverse()
        .map((l) => l.balance),
    );

    expect(page.roster.active).toBe(6);
    expect(page.roster.competitors.map((c) => c.name).sort()).toEqual(found.franchise.roster.map((c) => c.name).sort());
    expect(page.roster.wages).toBe(found.franchise.roster.reduce((s, c) => s + c.wage, 0));
    expect(page.stables.cars.map((c) => c.name)).toEqual(found.franchise.vehicles.map((v) => v.name));
    expect(page.history).toEqual([
      expect.objectContaining({ season: 1, status: 'open', place: 1, of: 1, points: 0, matches: 0, balance: page.treasury.cash, metalCup: false }),
    ]);
    expect(page.activity[0]!.summary).toContain('Founded the franchise “Rust Belt Reapers”');
    league.close();
  });

  it('without a party there is no party outcome; an unfounded franchise has no history', async () => {
    const league = await newLeague(tempDir(), 5);
    const found = await league.call('franchise.found', founding('Ash Valley Angels', '#2980b9'));
    const added = await league.call('franchise.add', { name: 'Dust Devils', colour: '#8e44ad', owner: '' });
    expect((await league.call('franchise.page', { id: found.franchise.id })).parties).toEqual([]);
    expect(await league.call('franchise.page', { id: added.id })).toMatchObject({
      foundedSeason: null,
      history: [],
      sponsors: [],
      parties: [],
      treasury: { cash: 0 },
    });
    league.close();
  });

  it('after a season end: the closed season keeps its recorded place and the Metal Cup goes to the trophies', async () => {
    const league = await newLeague(tempDir(), 31);
    const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise.id;
    const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise.id;
    const end = (await answering(league, 'season.end', { preview: false })).value;
    for (const id of [red, blue]) {
      const page = await league.call('franchise.page', { id });
      const recorded = end.standings.find((s) => s.franchiseId === id)!;
      const won = end.metalCup.winnerIds.includes(id);
      expect(page.history[0]).toMatchObject({ season: 1, status: 'closed', place: recorded.place, of: 2, metalCup: won });
      expect(page.trophies).toEqual(won ? [{ kind: 'metal-cup', season: 1 }] : []);
      expect(page.history.at(-1)).toMatchObject({ season: 2, status: 'open', balance: page.treasury.cash });
    }
    league.close();
  });

  it('refuses an unknown franchise and changes nothing', async () => {
    const league = await newLeague(tempDir(), 5);
    expect(await league.refuse('franchise.page', { id: 99 })).toMatchObject({ kind: 'validation', message: 'There is no franchise with id 99.' });
    league.close();
  });
});
