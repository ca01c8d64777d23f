/**
 * gaps.md #93 in the terminal: `league money` records money the rules give no procedure for as one ledger row with
 * a note, says so, and refuses spending beyond the bank with the rule (Part VI › Post-match › Shopping), changing nothing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { founding, newLeague } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';
import { run, stateOf } from '../support/cli';

const tempDir = useTempDir();

describe('league money (gaps.md #93)', () => {
  it('records a deal as money out and stores items sold as money in, each with its note; refuses more than the bank', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 31);
    const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    league.close();
    const file = path.join(dir, 'test.league');

    const out = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'deal', '--out', '20', '--note', 'Bought a spare gear-set from Blue');
    expect(out.err).toBe('');
    expect(out.code).toBe(0);
    expect(out.out).toBe(
      [
        'Red Rockets: Deal between players: Bought a spare gear-set from Blue (20k out)',
        `Red Rockets: bank ${red.cash - 20}k`,
        '     -20k  Deal between players: Bought a spare gear-set from Blue',
        'The rules give no procedure for this: Pitwall records it as a money move with your note and changes nothing else (gaps.md #93).',
      ].join('\n'),
    );
    const sold = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'stores-sale', '--in', '7', '--note', 'One rocket sold');
    expect(sold.out).toContain(`Red Rockets: bank ${red.cash - 13}k`);

    const before = stateOf(file);
    const broke = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'personal-item', '--out', String(red.cash), '--note', 'A gold wheel');
    expect(broke.code).not.toBe(0);
    expect(broke.err).toContain(
      `Red Rockets has ${red.cash - 13}k in the bank; this money move takes ${red.cash}k out. Only the profit a franchise has may be spent (Part VI › Post-match › Shopping`,
    );
    const both = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'other', '--in', '5', '--out', '5', '--note', 'x');
    expect(both.code).toBe(2);
    expect(both.err).toContain('Give --in K or --out K (whole k), not both.');
    const negative = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'other', '--in', '-5', '--note', 'x');
    expect(negative.err).toContain('--in is a positive number of k, not -5.');
    const kind = await run('money', file, '--franchise', 'Red Rockets', '--kind', 'bribe', '--in', '5', '--note', 'x');
    expect(kind.err).toContain('"bribe" is not a kind of money move (mechanic-for-a-match, deal, stores-sale, personal-item, other).');
    expect(stateOf(file)).toBe(before);

    const help = await run('money', '--help');
    expect(help.out).toContain('--kind mechanic-for-a-match|deal|stores-sale|personal-item|other');
  });
});
