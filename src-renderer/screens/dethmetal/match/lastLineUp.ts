import { type DethmetalTeamDetails, dethmetalTeam, type FranchiseDetail, type MatchView } from '../../../../src-shared/ipc';

export type Seat = { vehicleId: string | null; driverId: string | null; gunnerId: string | null };
type Assignment = DethmetalTeamDetails['assignments'][number];

export interface LineUp {
  match: Pick<MatchView, 'id' | 'number' | 'seasonNumber'>;
  assignments: Assignment[];
}

/** The franchise's last recorded match (latest season, then latest number) in which it had cars assigned. */
export function lastLineUp(matches: readonly MatchView[], franchiseId: number, exceptMatchId: number): LineUp | null {
  let best: LineUp | null = null;
  for (const m of matches) {
    if (m.id === exceptMatchId || m.status !== 'recorded') continue;
    if (!m.teams.some((t) => t.franchiseId === franchiseId)) continue;
    const team = dethmetalTeam(m, franchiseId);
    if (team.assignments.length === 0) continue;
    const later = !best || m.seasonNumber > best.match.seasonNumber || (m.seasonNumber === best.match.seasonNumber && m.number > best.match.number);
    if (later) best = { match: { id: m.id, number: m.number, seasonNumber: m.seasonNumber }, assignments: team.assignments };
  }
  return best;
}

/** Why a car of the last line-up cannot race now, or null when it can. */
function carUnavailable(d: FranchiseDetail, a: Assignment, brokenDown: ReadonlyMap<number, string>, sold: ReadonlySet<number>): string | null {
  const v = d.vehicles.find((x) => x.id === a.vehicleId);
  if (sold.has(a.vehicleId) || v?.status === 'sold') return `${a.vehicle} was sold`;
  if (!v) return `${a.vehicle} is no longer in the stable`;
  if (brokenDown.has(v.id)) return `${a.vehicle} broke down before this match`;
  return null;
}

/** Why a competitor of the last line-up cannot race now, or null when he can. */
function personUnavailable(d: FranchiseDetail, id: number, name: string): string | null {
  const c = d.roster.find((x) => x.id === id);
  if (!c) return `${name} is no longer on the roster (released)`;
  if (!c.usable) return `${name}: ${c.unavailable[0] ?? 'unavailable'}`;
  return null;
}

/** The cars of a line-up that left the stable (franchise.details lists only the cars it has now). */
export function carsGone(lineUp: LineUp, d: FranchiseDetail): number[] {
  return [...new Set(lineUp.assignments.map((a) => a.vehicleId))].filter((id) => !d.vehicles.some((v) => v.id === id));
}

/**
 * This match's seats filled from a past line-up: heat h from the same heat of that match (or its last heat when it
 * had fewer), each car and competitor only where still in the franchise and fit to race (`sold`: the cars gone that
 * were sold). `unfilled` says which slot was left empty and why.
 */
export function seatsFromLineUp(
  lineUp: LineUp,
  heats: readonly number[],
  carsPerHeat: number,
  d: FranchiseDetail,
  brokenDown: ReadonlyMap<number, string>,
  sold: ReadonlySet<number>,
): { seats: Record<number, Seat[]>; unfilled: string[] } {
  const lastHeat = Math.max(...lineUp.assignments.map((a) => a.heat));
  const seats: Record<number, Seat[]> = {};
  const unfilled: string[] = [];
  for (const heat of heats) {
    const from = lineUp.assignments.filter((a) => a.heat === Math.min(heat, lastHeat)).slice(0, carsPerHeat);
    const row: Seat[] = [];
    from.forEach((a, i) => {
      const where = `Heat ${heat}, car ${i + 1}`;
      const car = carUnavailable(d, a, brokenDown, sold);
      if (car) {
        unfilled.push(`${where}: ${car}`);
        row.push({ vehicleId: null, driverId: null, gunnerId: null });
        return;
      }
      const driver = personUnavailable(d, a.driverId, a.driver);
      if (driver) unfilled.push(`${where}, driver: ${driver}`);
      const gunner = a.gunnerId === null ? null : personUnavailable(d, a.gunnerId, a.gunner ?? '');
      if (gunner) unfilled.push(`${where}, gunner: ${gunner}`);
      row.push({
        vehicleId: String(a.vehicleId),
        driverId: driver ? null : String(a.driverId),
        gunnerId: a.gunnerId === null || gunner ? null : String(a.gunnerId),
      });
    });
    while (row.length < carsPerHeat) row.push({ vehicleId: null, driverId: null, gunnerId: null });
    seats[heat] = row;
  }
  return { seats, unfilled };
}
