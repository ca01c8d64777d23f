/** Bad input gets a clear message naming what is wrong: zod's default wording never reaches the organizer. */
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src-shared/ipc/validate';

const messages = (channel: string, raw: unknown) => {
  const r = parseInput(channel, raw);
  if (r.ok) throw new Error(`${channel} accepted ${JSON.stringify(raw)}`);
  return 'issues' in r.error ? r.error.issues.map((i) => i.message) : [r.error.message];
};

describe('validation messages in plain words', () => {
  it('a founding party of 0k says the party budget is too small, not "must be a number" nor "Too small: expected number to be >=1"', () => {
    const m = messages('franchise.found', { name: 'Rust Belt Reapers', colour: '#c0392b', competitors: [], vehicles: [], partySpend: 0 });
    expect(m).toEqual(['The party budget must be at least 1k']);
  });

  it('a hire, a trade and a competitor read with bad numbers say which field and why', () => {
    expect(messages('roster.hire', { franchiseId: 0, name: 'Gus Malone' })).toEqual(['An id is 1 or more']);
    expect(messages('roster.trade', { fromFranchiseId: 1, toFranchiseId: 2, competitorIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual([
      'Competitor ids can have at most 10 entries.',
    ]);
    expect(messages('roster.trade', { fromFranchiseId: 1.5, toFranchiseId: 2, competitorIds: [3] })).toEqual(['An id is a whole number']);
    expect(messages('roster.hire', { franchiseId: 1, name: 'Gus', extra: 1 })).toEqual(['Unknown field: extra.']);
    // A schema with no words of its own: the field is named and the bound given.
    expect(messages('franchise.ledger', { id: 1, season: 0 })).toEqual(['Season must be at least 1.']);
    expect(messages('journal.recent', { limit: 501 })).toEqual(['Limit must be at most 500.']);
  });

  it('keeps the messages the schemas wrote themselves', () => {
    expect(messages('roster.hire', { franchiseId: 1, name: '  ' })).toEqual(['Competitor name cannot be empty']);
    expect(messages('roster.trade', { fromFranchiseId: 1, toFranchiseId: 2, competitorIds: [] })).toEqual(['Trade at least one competitor']);
  });
});
