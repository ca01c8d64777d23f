import type { Dice } from '../../dice';

/** A team's season total (season points = the sum of match points, gaps.md #38). */
export interface Standing {
  team: string;
  points: number;
  /** The team's name, for dice purposes and messages (the id when absent). */
  name?: string;
}

/**
 * Competition ranking ("1, 1, 3"): a team's place is 1 + the number of teams strictly ahead of it.
 * `fromBottom` ranks the fewest points first. Used for "the top two" and "the bottom two" with ties
 * included (gaps.md #77).
 */
export function standingPlaces(standings: readonly Standing[], fromBottom = false): Map<string, number> {
  const ahead = (a: Standing, b: Standing) => (fromBottom ? b.points < a.points : b.points > a.points);
  return new Map(standings.map((s) => [s.team, 1 + standings.filter((o) => ahead(s, o)).length]));
}

/** Teams whose place is `n` or better: "the top two", ties at those places included (gaps.md #77). */
export function topPlaces(standings: readonly Standing[], n: number, fromBottom = false): string[] {
  const p = standingPlaces(standings, fromBottom);
  return standings.filter((s) => p.get(s.team)! <= n).map((s) => s.team);
}

/**
 * A full order of teams by points, most first or fewest first. The rulebook and gaps.md leave ties in the draft
 * and sponsor-pick order open; tied teams roll 1d6 each, highest goes first, re-rolling among those still tied.
 */
export function orderTeams(dice: Dice, standings: readonly Standing[], direction: 'mostFirst' | 'fewestFirst', purpose: string): string[] {
  const byName = new Map(standings.map((s) => [s.name ?? s.team, s.team]));
  const sorted = [...standings].sort((a, b) => (direction === 'mostFirst' ? b.points - a.points : a.points - b.points));
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.points === sorted[i]!.points) j++;
    out.push(
      ...rollOff(
        dice,
        sorted.slice(i, j).map((s) => s.name ?? s.team),
        purpose,
      ).map((n) => byName.get(n)!),
    );
    i = j;
  }
  return out;
}

/** Order tied teams by 1d6 roll-off, highest first; teams still tied roll again among themselves. */
export function rollOff(dice: Dice, teams: readonly string[], purpose: string): string[] {
  if (teams.length < 2) return [...teams];
  const rolled = teams.map((team) => {
    const r = dice.roll('1d6', `${purpose}: roll-off, ${team}`);
    return { team, value: r.value, record: r };
  });
  const out: string[] = [];
  for (const v of [6, 5, 4, 3, 2, 1]) {
    const group = rolled.filter((r) => r.value === v);
    group.forEach((g) => dice.decide(g.record, group.length > 1 ? 'still tied: roll again' : 'placed'));
    out.push(
      ...rollOff(
        dice,
        group.map((g) => g.team),
        purpose,
      ),
    );
  }
  return out;
}
