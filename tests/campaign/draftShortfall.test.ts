/**
 * Issue 19, item 16: a draft that leaves a franchise below six competitors says why, in the rule's terms (Part VI ›
 * Retirements, Contracts, and the Draft, adopted as written by gaps.md #79; Create roster, gaps.md #71): contracts
 * protect two (three for the top two), everyone else goes into the pool, each team drafts three (four for the bottom
 * two), never its own former competitors, and whoever nobody drafts retires. On a real league file.
 */
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, newLeague } from './support';

const tempDir = useTempDir();

describe('Part VI › Retirements, Contracts, and the Draft: why a franchise ends the draft short (gaps.md #71, #79)', () => {
  it('the season-end preview gives the draft rule and, per short franchise, its contracts, its pool, its picks and who retired undrafted', async () => {
    const league = await newLeague(tempDir(), 7);
    const ids: number[] = [];
    for (const [name, colour] of [
      ['Rust Belt Reapers', '#c0392b'],
      ['Ash Valley Angels', '#2980b9'],
      ['Chrome Coyotes', '#27ae60'],
      ['Diesel Dukes', '#8e44ad'],
    ] as const)
      ids.push((await answering(league, 'franchise.found', founding(name, colour))).value.franchise.id);
    const m = await league.call('schedule.add', { track: 'Reno', surface: 'asphalt', kind: 'race', heats: 1 });
    await answering(league, 'match.preMatch', { matchId: m.id });
    const teams = [];
    const contracts: Record<string, number[]> = {};
    for (const [i, fid] of ids.entries()) {
      const d = await league.call('franchise.details', { id: fid });
      expect(d.roster).toHaveLength(6);
      const driver = d.roster.find((c) => c.usable)!.id;
      await league.call('match.assign', { matchId: m.id, franchiseId: fid, heats: [{ heat: 1, cars: [{ vehicleId: d.vehicles[0]!.id, driverId: driver }] }] });
      teams.push({ franchiseId: fid, competitors: [{ competitorId: driver, points: [9, 7, 5, 3][i]! }], vehicles: [{ vehicleId: d.vehicles[0]!.id }] });
      contracts[fid] = d.roster.slice(0, 2).map((c) => c.id);
    }
    await answering(league, 'match.record', { matchId: m.id, teams });

    // Every team protects two and takes the first competitor offered at each pick: 16 in the pool, 3 + 3 + 4 + 4 picks.
    const { value: end } = await answering(league, 'season.end', { preview: true, contracts });
    expect(end.preview).toBe(true);
    expect(end.draft.rule).toBe(
      'Each team protects 2 competitors (3 for the top two) with franchise contracts; everyone else not retiring goes into the pool. ' +
        'Teams pick in reverse order of the standings, 3 picks each (4 for the bottom two), never their own former competitors; a team that passes picks no more. ' +
        'Whoever is not drafted retires from the sport.',
    );
    const undrafted = end.draft.outcomes.filter((o) => o.outcome === 'retired undrafted');
    expect(undrafted).toHaveLength(16 - 14);
    // The top two drafted three each onto their two contracted: five, one short of six.
    expect(end.shortfalls!.map((s) => [s.franchise, s.competitors])).toEqual([
      ['Rust Belt Reapers', 5],
      ['Ash Valley Angels', 5],
    ]);
    for (const short of end.shortfalls!) {
      const from = end.draft.outcomes.filter((o) => o.from === short.franchise);
      const away = from.filter((o) => o.outcome === 'drafted').length;
      const retired = from.filter((o) => o.outcome === 'retired undrafted').length;
      expect(away + retired).toBe(4);
      const pool = [`${away} drafted by other teams`, ...(retired ? [`${retired} drafted by nobody, so retired from the sport`] : [])].join(', ');
      expect(short.why).toBe(
        `Ended the season with 6 competitors: 2 protected by franchise contracts, 4 into the draft pool; of the pool, ${pool}; ` +
          'it drafted 3 competitors with 3 picks (not its own former competitors: house rule “Teams may draft back their own competitors” is off). ' +
          '5 on the roster for next season.',
      );
      expect(short.problems).toEqual(['A roster needs at least 6 competitors (gaps.md #71); this one has 5.']);
    }
    league.close();
  });

  it('without a draft the report gives no draft rule and no draft explanation', async () => {
    const league = await newLeague(tempDir(), 7);
    await league.call('league.updateSettings', { houseRules: { 'campaign.draftEnabled': false } });
    const fid = (await answering(league, 'franchise.found', founding('Rust Belt Reapers', '#c0392b'))).value.franchise.id;
    const d = await league.call('franchise.details', { id: fid });
    await league.call('roster.release', { competitorId: d.roster[0]!.id });
    const { value: end } = await answering(league, 'season.end', { preview: true });
    expect(end.draft.rule).toBeUndefined();
    expect(end.shortfalls!.map((s) => [s.franchise, s.competitors, s.why])).toEqual([['Rust Belt Reapers', 5, undefined]]);
    league.close();
  });
});
