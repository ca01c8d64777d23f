/** Recorded matches in scope: one season's (its number bound to `?`), or all of them. Every ranking reads them so. */
export function matchScope(seasonNumber: number | null): { where: string; args: number[] } {
  return seasonNumber === null
    ? { where: `SELECT id FROM matches WHERE status = 'recorded'`, args: [] }
    : { where: `SELECT m.id FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.status = 'recorded' AND s.number = ?`, args: [seasonNumber] };
}
