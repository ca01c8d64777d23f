/**
 * The championships (gaps.md #24): a race's result is each car's finishing position or the lap and turn it was
 * eliminated; drivers score the league's points per place, a team (constructor) what all its cars scored in each
 * race. Level on points, the league's racing tie-breakers in order; still level, they share the rank.
 *
 * Eliminated cars are placed after every finisher, the one out later (higher lap, then higher turn) first; cars out
 * on the same lap and turn share the place. They score nothing, or their place's points (house rule `eliminated`).
 */
import { z } from 'zod';
import { RaceCombatRuleError, SECTION, withGap } from './sections';

export const TIE_BREAKERS = ['countback', 'latest-race', 'fewer-eliminations'] as const;
export type RaceTieBreaker = (typeof TIE_BREAKERS)[number];

/**
 * How a championship scores (gaps.md #24). A league's are the core's standings (the declaration's tables and the
 * league's own over them: `countback`, `latest-round`, a placings table's `out`); this is the engine's reading of the
 * same rules, which the tests hold the core's tables to.
 */
export interface RaceScoring {
  pointsPerPlace: readonly number[];
  eliminated: 'no-points' | 'classified';
  tieBreakers: readonly RaceTieBreaker[];
}

/** The defaults of gaps.md #24: 10-8-6-5-4-3-2-1, eliminated cars score nothing, countback. */
export const DEFAULT_RACE_SCORING: RaceScoring = { pointsPerPlace: [10, 8, 6, 5, 4, 3, 2, 1], eliminated: 'no-points', tieBreakers: ['countback'] };

export const raceEntrySchema = z
  .object({
    driver: z.string().trim().min(1, { error: 'A car’s result names its driver' }),
    team: z.string().trim().min(1, { error: 'A car’s result names its team' }),
    /** Finishing position, 1 first; absent for an eliminated car. */
    finished: z.number().int().min(1).optional(),
    /** When it was eliminated; absent for a finisher. */
    eliminated: z
      .object({ lap: z.number().int().min(0), turn: z.number().int().min(0) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((e) => (e.finished === undefined) !== (e.eliminated === undefined), {
    error: 'A car either finished (its position) or was eliminated (its lap and turn), not both or neither',
  });
export const raceResultSchema = z.object({ cars: z.array(raceEntrySchema).min(1, { error: 'A race has at least one car' }) }).strict();
export type RaceEntry = z.infer<typeof raceEntrySchema>;
export type RaceResult = z.infer<typeof raceResultSchema>;

export interface Placed extends RaceEntry {
  place: number;
  points: number;
}

const RULE = withGap(SECTION.league, 24);

/** A race's classification: each car's place and points. Refuses a race whose positions are not 1, 2, 3 … once each. */
export function classifyRace(race: RaceResult, settings: Pick<RaceScoring, 'pointsPerPlace' | 'eliminated'>, which = 'The race'): Placed[] {
  const parsed = raceResultSchema.safeParse(race);
  if (!parsed.success) throw new RaceCombatRuleError(`${which}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, RULE);
  const drivers = race.cars.map((c) => c.driver);
  const twice = drivers.filter((d, i) => drivers.indexOf(d) !== i);
  if (twice.length) throw new RaceCombatRuleError(`${which} lists ${[...new Set(twice)].join(', ')} more than once`, RULE);
  const finishers = race.cars.filter((c) => c.finished !== undefined).sort((a, b) => a.finished! - b.finished!);
  finishers.forEach((c, i) => {
    if (c.finished !== i + 1)
      throw new RaceCombatRuleError(`${which}: finishing positions run 1, 2, 3 … once each; ${c.driver} is given ${c.finished} where ${i + 1} is next`, RULE);
  });
  const out: Placed[] = finishers.map((c) => ({ ...c, place: c.finished!, points: settings.pointsPerPlace[c.finished! - 1] ?? 0 }));
  const later = (a: RaceEntry, b: RaceEntry) => b.eliminated!.lap - a.eliminated!.lap || b.eliminated!.turn - a.eliminated!.turn;
  const outOfRace = race.cars.filter((c) => c.eliminated).sort(later);
  for (const c of outOfRace) {
    // Out on the same lap and turn: the same place, the first of them.
    const place = finishers.length + 1 + outOfRace.findIndex((o) => later(o, c) === 0);
    out.push({ ...c, place, points: settings.eliminated === 'classified' ? (settings.pointsPerPlace[place - 1] ?? 0) : 0 });
  }
  return out;
}

export interface ChampionshipRow {
  /** The driver's or the team's name. */
  who: string;
  rank: number;
  points: number;
  races: number;
  /** Places taken, counted for countback: `places[0]` wins, `places[1]` seconds … (eliminated cars' places only when classified). */
  places: number[];
  eliminations: number;
  /** The tie-breaker that put it below the row above, level on points; null: points alone, or still level. */
  decidedBy: RaceTieBreaker | null;
}

export interface Championships {
  drivers: ChampionshipRow[];
  teams: ChampionshipRow[];
  /** Each race classified, in order. */
  races: Placed[][];
}

interface Tally {
  who: string;
  points: number;
  races: Set<number>;
  places: number[];
  eliminations: number;
  /** Best place per race index. */
  best: Map<number, number>;
}

/** Drivers' and teams' championships from the season's races, in the order they were run. */
export function championships(races: readonly RaceResult[], settings: RaceScoring): Championships {
  const classified = races.map((r, i) => classifyRace(r, settings, `Race ${i + 1}`));
  const drivers = new Map<string, Tally>();
  const teams = new Map<string, Tally>();
  const tally = (m: Map<string, Tally>, who: string): Tally =>
    m.get(who) ?? m.set(who, { who, points: 0, races: new Set(), places: [], eliminations: 0, best: new Map() }).get(who)!;
  classified.forEach((race, ri) => {
    for (const c of race) {
      for (const t of [tally(drivers, c.driver), tally(teams, c.team)]) {
        t.points += c.points;
        t.races.add(ri);
        if (c.eliminated) t.eliminations++;
        if (!c.eliminated || settings.eliminated === 'classified') t.places[c.place - 1] = (t.places[c.place - 1] ?? 0) + 1;
        t.best.set(ri, Math.min(t.best.get(ri) ?? Infinity, c.place));
      }
    }
  });
  return {
    drivers: rank([...drivers.values()], settings.tieBreakers, races.length),
    teams: rank([...teams.values()], settings.tieBreakers, races.length),
    races: classified,
  };
}

/** < 0: a is ahead on this breaker; 0: level. */
function compareBy(b: RaceTieBreaker, a: Tally, c: Tally, raceCount: number): number {
  if (b === 'fewer-eliminations') return a.eliminations - c.eliminations;
  if (b === 'countback') {
    const n = Math.max(a.places.length, c.places.length);
    for (let i = 0; i < n; i++) {
      const d = (c.places[i] ?? 0) - (a.places[i] ?? 0);
      if (d) return d;
    }
    return 0;
  }
  for (let r = raceCount - 1; r >= 0; r--) {
    const pa = a.best.get(r);
    const pc = c.best.get(r);
    if (pa !== undefined && pc !== undefined && pa !== pc) return pa - pc;
  }
  return 0;
}

function rank(rows: Tally[], breakers: readonly RaceTieBreaker[], raceCount: number): ChampionshipRow[] {
  const cmp = (a: Tally, c: Tally): number => {
    if (a.points !== c.points) return c.points - a.points;
    for (const b of breakers) {
      const d = compareBy(b, a, c, raceCount);
      if (d) return d;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, c) => cmp(a, c) || a.who.localeCompare(c.who));
  return sorted.map((t, i) => {
    const first = sorted.findIndex((o) => cmp(o, t) === 0);
    const above = sorted[i - 1];
    let decidedBy: RaceTieBreaker | null = null;
    if (above && above.points === t.points && cmp(above, t) !== 0) decidedBy = breakers.find((b) => compareBy(b, above, t, raceCount) !== 0) ?? null;
    return {
      who: t.who,
      rank: first + 1,
      points: t.points,
      races: t.races.size,
      places: Array.from({ length: t.places.length }, (_, k) => t.places[k] ?? 0),
      eliminations: t.eliminations,
      decidedBy,
    };
  });
}
