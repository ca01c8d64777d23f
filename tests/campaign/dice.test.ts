/**
 * The dice: app-rolled from the league seed and counter (written back in the same operation), or typed by the
 * organizer (manual mode answers `dice-needed` with the next roll it wants); every roll goes to the dice log.
 */
import { describe, expect, it } from 'vitest';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague } from './support';

const tempDir = useTempDir();

describe('dice (gaps.md #4) and the dice log', () => {
  it('app mode: the same seed gives the same league; the counter and log move with the operation', async () => {
    const a = await newLeague(tempDir(), 42);
    const b = await newLeague(tempDir(), 42);
    const ra = await a.call('franchise.found', founding('Red Rockets', '#aa0000', { partySpend: 300 }));
    const rb = await b.call('franchise.found', founding('Red Rockets', '#aa0000', { partySpend: 300 }));
    expect(ra.rolls).toEqual(rb.rolls);
    expect(ra.startingSponsors).toEqual(rb.startingSponsors);
    // Three starting sponsors on the D66 table (gaps.md #56), then the party's 1d6 and each sponsor it attracted.
    expect(ra.rolls.filter((r) => r.purpose.startsWith('Starting sponsor') && !r.rerollOf)).toHaveLength(3);
    expect(ra.rolls.some((r) => r.purpose === 'Sponsor party (300k row)')).toBe(true);
    const settings = await a.call('league.settings', {});
    expect(settings.counter).toBe(ra.rolls.reduce((s, r) => s + r.faces.length, 0));
    const logged = await a.call('dice.log', {});
    expect(logged.map((r) => r.value).reverse()).toEqual(ra.rolls.map((r) => r.value));
    expect(logged.every((r) => r.op === 'franchise.found' && r.mode === 'app' && r.seasonNumber === 1)).toBe(true);
    a.close();
    b.close();
  });

  it('manual mode: each missing roll is asked for (dice-needed) and nothing is written until all are typed', async () => {
    const league = await newLeague(tempDir(), 1);
    await league.call('league.updateSettings', { diceMode: 'manual' });
    const before = canonicalDump(league.session.league.sqlite);
    const plan = founding('Typed Tigers', '#ff8800', { partySpend: 10 });
    const first = await league.refuse('franchise.found', plan);
    expect(first).toMatchObject({
      kind: 'dice-needed',
      request: { index: 0, notation: 'd66', purpose: 'Starting sponsor 1 of 3', range: 'a D66 result: tens 1-6 and units 1-6 (11 to 66)' },
      rolls: [],
    });
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);

    // 11 Oil company; 12 Oil company again → re-rolled (gaps.md #57); 21 Medical services; 64 Munitions company; party 1d6 = 6 → +1; 43 Car dealership.
    const typed = [11, 12, 21, 64, 6, 43];
    for (let n = 1; n < typed.length; n++) {
      const e = await league.refuse('franchise.found', { ...plan, dice: typed.slice(0, n) });
      expect(e.kind).toBe('dice-needed');
      if (e.kind === 'dice-needed') expect(e.request.index).toBe(n);
    }
    const done = await league.call('franchise.found', { ...plan, dice: typed });
    expect(done.startingSponsors).toEqual(['Oil company', 'Medical services', 'Munitions company']);
    expect(done.partyAttracted).toEqual(['Car dealership']);
    expect(done.rolls.every((r) => r.mode === 'manual')).toBe(true);
    expect(done.rolls[1]).toMatchObject({ raw: 12, decided: 'Oil company, already held: re-roll (gaps.md #57)' });
    expect((await league.call('league.settings', {})).counter).toBe(0);
    const log = await league.call('dice.log', {});
    expect(log.map((r) => r.raw).reverse()).toEqual(typed);
    league.close();
  });

  it('manual mode: an impossible roll and rolls left over are refused at their position', async () => {
    const league = await newLeague(tempDir(), 1);
    await league.call('league.updateSettings', { diceMode: 'manual' });
    const plan = founding('Typed Tigers', '#ff8800');
    const bad = await league.refuse('franchise.found', { ...plan, dice: [11, 70] });
    expect(bad).toMatchObject({
      kind: 'validation',
      issues: [
        {
          path: ['dice', 1],
          message: 'The value 70 typed for "Starting sponsor 2 of 3" cannot come from d66: expected a D66 result: tens 1-6 and units 1-6 (11 to 66).',
        },
      ],
    });
    const extra = await league.refuse('franchise.found', { ...plan, dice: [11, 21, 31, 5] });
    expect(extra).toMatchObject({ kind: 'validation', message: '1 typed roll was not needed: this operation used 3.', issues: [{ path: ['dice', 3] }] });
    league.close();
  });
});
