import type { CrewMember, HazardDriver, HazardVehicle, ScopedReroll } from '../../../../src-shared/engine/dethmetal/match';
import type { TalentName } from '../../../../src-shared/engine/dethmetal/names';
import { talentRerolls } from '../../../../src-shared/engine/dethmetal/match';

export function driver(driving: number, talents: TalentName[] = [], rerolls?: ScopedReroll[]): HazardDriver {
  return { driving, talents, rerolls: rerolls ?? talentRerolls(talents, { heat: [], turn: [] }) };
}

export function vehicle(over: Partial<HazardVehicle> = {}): HazardVehicle {
  return { tread: 'mud-and-snow', tweaks: [], wheelGuards: false, breakdown: { threshold: null, extension: 'every-10-percent' }, ...over };
}

export function crewman(over: Partial<CrewMember> = {}): CrewMember {
  return { id: 'driver', toughness: 3, driving: 3, gunnery: 3, initiative: 3, talents: [], armoredSeat: false, woundsThisMatch: 0, rerolls: [], ...over };
}

/** Every integer from lo to hi lies in exactly one band. */
export function coverage(table: readonly { min: number; max: number }[], lo = -30, hi = 60): number[] {
  const counts: number[] = [];
  for (let v = lo; v <= hi; v++) counts.push(table.filter((r) => v >= r.min && v <= r.max).length);
  return counts;
}
