/**
 * Standings through the league core (issue 12), pure: a 32-team double round robin scored win/draw/loss with
 * every tie-breaker, and Dethmetal's house-rule order over 20 seasons of 8-franchise races (the all-time table's
 * shape). The standings.get figures in the campaign module time the same code behind SQL.
 */
import { roundRobin } from '../src-shared/engine/core/schedule';
import { type MatchResultInput, type StandingsConfig, standings } from '../src-shared/engine/core/standings';
import { campaign } from '../src-shared/engine/dethmetal';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';

/** A fixed pseudo-random sequence, so every run ranks the same league. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function wdlLeague(): { teams: number[]; results: MatchResultInput[] } {
  const rnd = lcg(12);
  const teams = Array.from({ length: 32 }, (_, i) => i + 1);
  const results: MatchResultInput[] = [];
  for (const r of roundRobin(teams, { double: true }))
    for (const [a, b] of r.matches) {
      const [sa, sb] = [Math.floor(rnd() * 4), Math.floor(rnd() * 4)];
      const outcome = (x: number, y: number) => (x > y ? 'win' : x < y ? 'loss' : 'draw');
      results.push({
        matchId: results.length,
        teams: [
          { teamId: a!, outcome: outcome(sa, sb), score: sa, stats: { kills: Math.floor(rnd() * 3) } },
          { teamId: b!, outcome: outcome(sb, sa), score: sb, stats: { kills: Math.floor(rnd() * 3) } },
        ],
      });
    }
  return { teams, results };
}

function dethmetalSeasons(): { teams: campaign.RankedTeam[]; matches: campaign.MatchPoints[] } {
  const rnd = lcg(84);
  const ids = Array.from({ length: 8 }, (_, i) => String(i + 1));
  const matches = Array.from({ length: 160 }, () => new Map(ids.map((t) => [t, Math.floor(rnd() * 6)])));
  const teams = ids.map((team) => ({
    team,
    points: matches.reduce((s, m) => s + m.get(team)!, 0),
    wins: Math.floor(rnd() * 20),
    outOfAction: Math.floor(rnd() * 30),
  }));
  return { teams, matches };
}

export const bench: BenchModule = {
  title: 'Standings through the league core',
  async run() {
    const out: Figure[] = [];
    const wdl = wdlLeague();
    const config = {
      scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 },
      tieBreakers: ['head-to-head', 'wins', 'score-difference', { stat: 'kills' }, 'strength-of-schedule', 'roll-off'],
    } satisfies StandingsConfig;
    await sample(20, () => standings(wdl.teams, wdl.results, config));
    const t = await sample(200, () => standings(wdl.teams, wdl.results, config));
    out.push(print({ name: `core standings, 32 teams, ${wdl.results.length} W/D/L results, p50`, value: percentile(t, 50), unit: 'ms', target: '< 10 ms' }));
    out.push(print({ name: 'core standings, 32 teams, p95', value: percentile(t, 95), unit: 'ms' }));
    const d = dethmetalSeasons();
    const rules = { standingsTieBreakers: 'winsHeadToHeadOutOfAction' } as const;
    await sample(20, () => campaign.rankTeams(d.teams, d.matches, rules));
    const r = await sample(200, () => campaign.rankTeams(d.teams, d.matches, rules));
    out.push(print({ name: 'Dethmetal rankTeams through the core, 8 teams, 160 races, p50', value: percentile(r, 50), unit: 'ms', target: '< 1 ms' }));
    out.push(print({ name: 'Dethmetal rankTeams through the core, p95', value: percentile(r, 95), unit: 'ms' }));
    return out;
  },
};
