/**
 * Issue 11, points 2 and 10: standings tie-breakers (gaps.md #84) and the season end that uses them (#83): the
 * draft order and the bottom two follow the table, franchise contracts are counted per place and refused by name
 * at the franchise, and every roll-off names franchises.
 */
import { describe, expect, it } from 'vitest';
import { campaign } from '../../src-shared/engine/dethmetal';
import { FixedDice } from '../../src-shared/engine/dice';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, newLeague, type League } from './support';

const tempDir = useTempDir();
const rules = (standingsTieBreakers: campaign.TieBreakerOrder = 'winsHeadToHeadOutOfAction') => ({ standingsTieBreakers });
const team = (t: string, points: number, wins = 0, outOfAction = 0): campaign.RankedTeam => ({ team: t, points, wins, outOfAction });
const match = (points: Record<string, number>): campaign.MatchPoints => new Map(Object.entries(points));
const brief = (r: campaign.RankedPlace[]) => r.map((p) => `${p.place} ${p.team} ${p.decidedBy}`);

describe('gaps.md #84 Standings ties: points, wins, head-to-head points, fewer out of action, then a roll-off', () => {
  it('wins break a tie on points; teams apart on points say "points"', () => {
    expect(brief(campaign.rankTeams([team('C', 25, 0), team('D', 25, 1), team('A', 40, 2)], [], rules()))).toEqual(['1 A points', '2 D wins', '3 C wins']);
  });

  it('head-to-head points count only the matches where the tied teams met', () => {
    const matches = [match({ A: 5, B: 9 }), match({ A: 10, C: 1 }), match({ B: 6, C: 20 })];
    // A 15, B 15, level on wins: A scored 5 against B, B scored 9 against A (and 6 against C, who is not tied).
    expect(brief(campaign.rankTeams([team('A', 15, 1), team('B', 15, 1), team('C', 21, 1)], matches, rules()))).toEqual([
      '1 C points',
      '2 B headToHead',
      '3 A headToHead',
    ]);
  });

  it('fewer competitors out of action break what head-to-head leaves level', () => {
    expect(brief(campaign.rankTeams([team('A', 8, 1, 3), team('B', 8, 1, 1)], [match({ A: 4, B: 4 })], rules()))).toEqual([
      '1 B outOfAction',
      '2 A outOfAction',
    ]);
  });

  it('without dice the teams still level share the place; with dice they roll off, named', () => {
    const level = [team('1', 8, 1), team('2', 8, 1)];
    expect(brief(campaign.rankTeams(level, [], rules()))).toEqual(['1 1 tied', '1 2 tied']);
    const dice = new FixedDice([2, 5]);
    const names: Record<string, string> = { '1': 'Alpha', '2': 'Bravo' };
    expect(brief(campaign.rankTeams(level, [], rules(), dice, (t) => names[t]!))).toEqual(['1 2 rollOff', '2 1 rollOff']);
    expect(dice.log.map((r) => r.purpose)).toEqual(['Standings tie: roll-off, Alpha', 'Standings tie: roll-off, Bravo']);
  });

  it('the house rule changes the order: points only leaves 25 and 1 win level with 25 and none', () => {
    expect(brief(campaign.rankTeams([team('C', 25, 0), team('D', 25, 1)], [], rules('pointsOnly')))).toEqual(['1 C tied', '1 D tied']);
    expect(brief(campaign.rankTeams([team('A', 15, 2), team('B', 15, 1)], [match({ A: 1, B: 9 })], rules('headToHeadWinsOutOfAction')))).toEqual([
      '1 B headToHead',
      '2 A headToHead',
    ]);
  });
});

/** Four franchises, one match: 9, 7, 5 and 5 points; the last two are level on points, wins (none), head-to-head and out of action. */
async function fourTeams(): Promise<{ league: League; ids: number[] }> {
  const league = await newLeague(tempDir(), 99);
  const ids: number[] = [];
  for (const [name, colour] of [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
    ['Chrome Coyotes', '#27ae60'],
    ['Diesel Dukes', '#8e44ad'],
  ] as const) {
    ids.push((await answering(league, 'franchise.found', founding(name, colour))).value.franchise.id);
  }
  const m = await league.call('schedule.add', { track: 'Reno', surface: 'asphalt', kind: 'race', heats: 1 });
  await answering(league, 'match.preMatch', { matchId: m.id });
  const teams = [];
  for (const [i, fid] of ids.entries()) {
    const d = await league.call('franchise.details', { id: fid });
    const driver = d.roster.find((c) => c.usable)!.id;
    await league.call('match.assign', { matchId: m.id, franchiseId: fid, heats: [{ heat: 1, cars: [{ vehicleId: d.vehicles[0]!.id, driverId: driver }] }] });
    teams.push({ franchiseId: fid, competitors: [{ competitorId: driver, points: [9, 7, 5, 5][i]! }], vehicles: [{ vehicleId: d.vehicles[0]!.id }] });
  }
  await answering(league, 'match.record', { matchId: m.id, teams });
  return { league, ids };
}

describe('Part VI › Retirements, Contracts, and the Draft with the tie-breakers (gaps.md #77, #79, #83, #84)', () => {
  it('a bottom-two franchise offered a third contract is refused at its own field, by name and place; nothing is written', async () => {
    const { league, ids } = await fourTeams();
    const dukes = await league.call('franchise.details', { id: ids[3]! });
    const before = await league.call('journal.recent', { limit: 1 });
    const e = await league.refuse('season.end', { preview: true, contracts: { [ids[3]!]: dukes.roster.slice(0, 3).map((c) => c.id) } });
    expect(e.kind).toBe('validation');
    expect(e.message).toBe('Diesel Dukes may protect 2 competitors with franchise contracts (3rd place; only the top two places get 3), but 3 are chosen.');
    expect('issues' in e && e.issues[0]!.path).toEqual(['contracts', String(ids[3])]);
    expect(await league.call('journal.recent', { limit: 1 })).toEqual(before);
    // The top two may protect three.
    const reapers = await league.call('franchise.details', { id: ids[0]! });
    const r = await league.dispatch('season.end', { preview: true, contracts: { [ids[0]!]: reapers.roster.slice(0, 3).map((c) => c.id) } });
    expect(r.ok || r.error.kind === 'choice-needed').toBe(true);
    league.close();
  });

  it('the season end rolls off what the tie-breakers leave level once, names the franchises, and the draft follows that order', async () => {
    const { league } = await fourTeams();
    const { value: end } = await answering(league, 'season.end', { preview: true });
    expect(end.standings.map((s) => s.franchise).slice(0, 2)).toEqual(['Rust Belt Reapers', 'Ash Valley Angels']);
    expect(end.standings.slice(2).map((s) => s.decidedBy)).toEqual(['rollOff', 'rollOff']);
    expect(end.standings.map((s) => s.place)).toEqual([1, 2, 3, 4]);
    expect(end.draft.order).toEqual(end.standings.map((s) => s.franchise).reverse());
    const rollOffs = end.rolls.filter((r) => /roll-off/.test(r.purpose)).map((r) => r.purpose);
    expect(rollOffs.length).toBeGreaterThanOrEqual(2);
    for (const p of rollOffs) expect(p).toMatch(/^Standings tie: roll-off, (Chrome Coyotes|Diesel Dukes)$/);
    expect(end.rolls.every((r) => !/\b\d+: /.test(r.purpose) && !/roll-off, \d+$/.test(r.purpose))).toBe(true);
    // The draft questions name the franchise and say how many it has for next season.
    const q = await league.dispatch('season.end', { preview: true });
    expect(!q.ok && q.error.kind === 'choice-needed' && q.error.choice.question).toMatch(
      /^Draft pick 1, round 1: whom does (Chrome Coyotes|Diesel Dukes) draft\? \1 has 0 competitors for next season so far \(contracted and drafted\); a roster needs at least 6\.$/,
    );
    league.close();
  });

  it('a franchise the draft leaves below six is listed in the season-end report (gaps.md #71)', async () => {
    const { league } = await fourTeams();
    const { value: end } = await answering(league, 'season.end', { preview: true }, (options, path) => (path[0] === 'draftPicks' ? 'pass' : options[0]!.value));
    // Everyone passed and nobody was contracted: every roster is empty.
    expect(end.shortfalls!.map((s) => [s.franchise, s.competitors])).toEqual([
      ['Rust Belt Reapers', 0],
      ['Ash Valley Angels', 0],
      ['Chrome Coyotes', 0],
      ['Diesel Dukes', 0],
    ]);
    expect(end.shortfalls![0]!.problems[0]).toBe('A roster needs at least 6 competitors (gaps.md #71); this one has 0.');
    league.close();
  });
});
