/**
 * gaps.md #93 (Part VI › Post-match › Shopping; Sponsor effect table): a rating-4 mechanic for one match, deals
 * between players, stores items sold and personal items have no procedure in the rules, so the app records each as
 * a money move with a note, on a real league file: one ledger row citing #93, the bank moved by the amount, undone
 * as one operation; spending beyond the bank and a single-match mechanic without the sponsor are refused with the rule.
 */
import { describe, expect, it } from 'vitest';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague } from './support';

const tempDir = useTempDir();

async function twoFranchises() {
  const league = await newLeague(tempDir(), 93);
  await league.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000', { sponsors: ['Tire company', 'Oil company', 'Energy company'] })))
    .franchise;
  const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa', { sponsors: ['Oil company', 'Energy company', 'Medical services'] })))
    .franchise;
  return { league, red, blue };
}

describe('gaps.md #93: money the rules give no procedure for is a money move with a note', () => {
  it('money in and out: one ledger row each citing gaps.md #93, the bank moved by the amount, undone as one operation', async () => {
    const { league, red } = await twoFranchises();
    const dump = () => canonicalDump(league.session.league.sqlite);
    const before = dump();
    const cash = (await league.call('franchise.details', { id: red.id })).cash;

    const sold = await league.call('money.move', { franchiseId: red.id, kind: 'stores-sale', amount: 12, note: '  Two rockets sold to Blue Bombers ' });
    expect(sold.notice).toContain('gaps.md #93');
    expect(sold.money[0]!.cashAfter).toBe(cash + 12);
    const deal = await league.call('money.move', { franchiseId: red.id, kind: 'deal', amount: -30, note: 'Paid Blue Bombers to skip the Denver match' });
    expect(deal.summary).toBe('Red Rockets: Deal between players: Paid Blue Bombers to skip the Denver match (30k out)');
    expect((await league.call('franchise.details', { id: red.id })).cash).toBe(cash + 12 - 30);

    const ledger = await league.call('franchise.ledger', { id: red.id });
    const last = ledger.slice(-2);
    expect(last.map((l) => [l.amount, l.reason, l.stage, l.op, l.matchId])).toEqual([
      [12, 'Stores items sold: Two rockets sold to Blue Bombers', 'direct', 'money.move', null],
      [-30, 'Deal between players: Paid Blue Bombers to skip the Denver match', 'spending', 'money.move', null],
    ]);
    for (const l of last) expect(l.rule).toContain('(gaps.md #93: recorded as a money move with a note)');
    expect(last[0]!.rule.startsWith('Part VI › Post-match › Shopping')).toBe(true);
    expect(last[1]!.balance).toBe(cash - 18);

    expect((await league.call('journal.undo', {})).op).toBe('money.move');
    expect((await league.call('franchise.details', { id: red.id })).cash).toBe(cash + 12);
    expect((await league.call('journal.undo', {})).op).toBe('money.move');
    expect(dump()).toBe(before);
    league.close();
  });

  it('Part VI › Post-match › Shopping: money out beyond the bank is refused with the rule and changes nothing', async () => {
    const { league, red } = await twoFranchises();
    const cash = (await league.call('franchise.details', { id: red.id })).cash;
    const before = canonicalDump(league.session.league.sqlite);
    const err = await league.refuse('money.move', { franchiseId: red.id, kind: 'personal-item', amount: -(cash + 1), note: 'A gold-plated steering wheel' });
    expect(err.message).toBe(
      `Red Rockets has ${cash}k in the bank; this money move takes ${cash + 1}k out. Only the profit a franchise has may be spent (Part VI › Post-match › Shopping; gaps.md #64).`,
    );
    expect('issues' in err && err.issues[0]!.path).toEqual(['amount']);
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    // Exactly the bank is allowed: it leaves 0k.
    const all = await league.call('money.move', { franchiseId: red.id, kind: 'personal-item', amount: -cash, note: 'Everything on a gold steering wheel' });
    expect(all.money[0]!.cashAfter).toBe(0);
    league.close();
  });

  it('Sponsor effect table: a rating-4 mechanic for one match (50k) only through a Tire company, Mechanic shop or Car dealership', async () => {
    const { league, red, blue } = await twoFranchises();
    const before = canonicalDump(league.session.league.sqlite);
    const err = await league.refuse('money.move', { franchiseId: blue.id, kind: 'mechanic-for-a-match', amount: -50, note: 'Denver' });
    expect(err.message).toContain('A rating-4 mechanic can only be hired through a Tire company, Mechanic shop or Car dealership sponsor');
    expect('issues' in err && err.issues[0]!.path).toEqual(['kind']);
    const paidIn = await league.refuse('money.move', { franchiseId: red.id, kind: 'mechanic-for-a-match', amount: 50, note: 'Denver' });
    expect(paidIn.message).toBe('A mechanic hired for one match is money out, not in.');
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    const hired = await league.call('money.move', { franchiseId: red.id, kind: 'mechanic-for-a-match', amount: -50, note: 'Denver' });
    expect(hired.money[0]!.lines[0]!.rule).toBe('Part VI › Ending a season › Sponsor effect table (gaps.md #93: recorded as a money move with a note)');
    // Only money moved: the mechanic staff rating stays what it was (gaps.md #93 "records them as a money move").
    expect((await league.call('franchise.details', { id: red.id })).mechanicRating).toBe(2);
    league.close();
  });

  it('bad input is named and changes nothing: no amount, a 0, an unknown kind, an empty note, an unfounded franchise', async () => {
    const { league, red } = await twoFranchises();
    const before = canonicalDump(league.session.league.sqlite);
    const zero = await league.refuse('money.move', { franchiseId: red.id, kind: 'deal', amount: 0, note: 'x' });
    expect(zero.message).toContain('The amount cannot be 0');
    const half = await league.refuse('money.move', { franchiseId: red.id, kind: 'deal', amount: 1.5, note: 'x' });
    expect(half.message).toContain('The amount is counted in whole k');
    const kind = await league.refuse('money.move', { franchiseId: red.id, kind: 'bribe' as never, amount: 5, note: 'x' });
    expect(kind.message).toContain('"bribe" is not a kind of money move');
    const note = await league.refuse('money.move', { franchiseId: red.id, kind: 'other', amount: 5, note: '   ' });
    expect(note.message).toContain('Say what the money was for in the note');
    const added = await league.call('franchise.add', { name: 'Grey Ghosts', colour: '#777777', owner: '' });
    const unfounded = await league.refuse('money.move', { franchiseId: added.id, kind: 'other', amount: 5, note: 'x' });
    expect(unfounded.message).toBe('Grey Ghosts has not been founded yet (no seed money, roster or stables).');
    await league.call('journal.undo', {});
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    league.close();
  });
});
