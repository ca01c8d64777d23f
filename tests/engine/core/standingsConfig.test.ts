/**
 * Issue 12, standings "configured per league from the ruleset's defaults": the override's schema, what a league may
 * choose for a ruleset with given defaults, and how the override lies over them (per W/D/L and per placing).
 */
import { describe, expect, it } from 'vitest';
import type { StandingsConfig } from '../../../src-shared/engine/core/standings';
import { standings } from '../../../src-shared/engine/core/standings';
import {
  allowedTieBreakers,
  configuredStandings,
  leagueStandingsSchema,
  standingsConfigurable,
  withoutOverride,
} from '../../../src-shared/engine/core/standingsConfig';

const WDL: StandingsConfig = { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', { stat: 'kills' }, 'roll-off'] };
/** Dirty Wheels' declared stat, which words its breaker “Kills”. */
const STATS = [{ key: 'kills', label: 'Kills', better: 'more' as const }];
const RACE: StandingsConfig = { scoring: { kind: 'placings', points: [5, 3, 1] }, tieBreakers: ['wins'] };

describe('a league’s own standings over the ruleset’s defaults', () => {
  it('only a ruleset scoring per W/D/L or per placing can be configured; the ruleset’s own points (Dethmetal) cannot', () => {
    expect(standingsConfigurable(WDL)).toBe(true);
    expect(standingsConfigurable(RACE)).toBe(true);
    expect(standingsConfigurable({ scoring: { kind: 'ruleset' }, tieBreakers: ['wins'] })).toBe(false);
    expect(leagueStandingsSchema({ scoring: { kind: 'ruleset' }, tieBreakers: [] }).safeParse({}).success).toBe(false);
  });

  it('the breakers a league may choose: the ones every result supports, and the stat breakers of its defaults', () => {
    expect(allowedTieBreakers(WDL)).toEqual(['head-to-head', 'wins', { stat: 'kills' }, 'strength-of-schedule', 'roll-off']);
    // A placings table also reads the places: the countback and the latest round (race-combat gaps.md #28).
    expect(allowedTieBreakers(RACE)).toEqual(['head-to-head', 'wins', 'countback', 'latest-round', 'strength-of-schedule', 'roll-off']);
  });

  it('each field of the override replaces the default’s; absent fields keep it', () => {
    expect(configuredStandings(WDL, undefined)).toEqual(WDL);
    expect(configuredStandings(WDL, { tieBreakers: ['wins'] })).toEqual({ scoring: WDL.scoring, tieBreakers: ['wins'] });
    expect(configuredStandings(RACE, { scoring: { kind: 'placings', points: [10, 6, 4, 2] } })).toEqual({
      scoring: { kind: 'placings', points: [10, 6, 4, 2] },
      tieBreakers: ['wins'],
    });
    expect(withoutOverride({ teamSize: 3, standings: { tieBreakers: [] } })).toEqual({ teamSize: 3 });
  });

  it('placings: the league’s points per place rank a race (first place counts as a win for the wins breaker)', () => {
    const config = configuredStandings(RACE, { scoring: { kind: 'placings', points: [4, 4, 1] } });
    const rows = standings(
      [1, 2, 3],
      [
        {
          matchId: 1,
          teams: [
            { teamId: 1, placing: 2 },
            { teamId: 2, placing: 1 },
            { teamId: 3, placing: 3 },
          ],
        },
      ],
      config,
    );
    expect(rows.map((r) => [r.teamId, r.rank, r.points, r.decidedBy])).toEqual([
      [2, 1, 4, 'wins'],
      [1, 2, 4, 'wins'],
      [3, 3, 1, null],
    ]);
  });

  it('refuses, with the path, a scoring of another kind, a breaker the league does not record, a duplicate and a roll-off before another breaker', () => {
    const issues = (o: unknown) => {
      const r = leagueStandingsSchema(RACE, STATS).safeParse(o);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 } })).toEqual([
      ['scoring.kind', expect.stringContaining('This league scores per placing')],
    ]);
    expect(issues({ tieBreakers: ['kills', 'wins', 'wins', 'roll-off', 'head-to-head'] })).toEqual([
      ['tieBreakers.0', expect.stringContaining('Kills reads something this league does not record')],
      ['tieBreakers.2', 'Wins is listed twice.'],
      ['tieBreakers.3', 'The roll-off settles whatever is still level, so nothing can come after it: put it last.'],
    ]);
    expect(issues({ scoring: { kind: 'placings', points: [] } })).toEqual([['scoring.points', 'Give the points of first place at least']]);
    expect(issues({ tieBreakers: ['wins'], extra: 1 })).toHaveLength(1);
  });
});
