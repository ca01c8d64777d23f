/**
 * Crew slots (issue 21, "Generic entities"): a team's people seated in its vehicles, checked against the ruleset's
 * declared `slots` (`min`-`max` people of a kind in each vehicle of a kind). Pure, so the services (which refuse) and a
 * screen (which may disable what would be refused) say the same words. Every problem is reported at once.
 */
import type { RulesetDeclaration } from '../declaration';
import type { SlotLimit } from '../ruleset';

/** One person in one slot of one vehicle. */
export interface CrewSeat {
  vehicleId: number;
  slot: string;
  personId: number;
}

export interface CrewVehicle {
  id: number;
  name: string;
  kind: string;
  /** Slots its design seats fewer in than declared (the ruleset's `vehicle.slotLimits`); none: the declared max. */
  limits?: readonly SlotLimit[];
}

export interface CrewPerson {
  id: number;
  name: string;
  kind: string;
  /** The team the person is on; null for a free agent. */
  franchiseId: number | null;
}

export interface CrewProblem {
  path: (string | number)[];
  message: string;
}

type Kinds = RulesetDeclaration['vehicles'];

/**
 * The kind of a vehicle or person: the ruleset's only kind when it declares one; otherwise the `kind` its record (the
 * design or person JSON) carries, if declared. '' when neither says: no slot takes it.
 */
export function kindOf(kinds: Kinds, record: unknown): string {
  if (kinds.length === 1) return kinds[0]!.kind;
  const kind = typeof record === 'object' && record !== null ? (record as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && kinds.some((k) => k.kind === kind) ? kind : '';
}

const wordOf = (kinds: Kinds, kind: string) => kinds.find((k) => k.kind === kind)?.one ?? (kind || 'thing of no declared kind');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A design's own limit on a slot, broken: "Hot Rod is built without a gunner: its Gunner slot seats nobody (Gunners); 1 is seated." */
export function limitWords(limit: SlotLimit, slotLabel: string, personWord: string, seated: number): string {
  const takes = limit.max === 0 ? 'seats nobody' : `seats at most ${plural(limit.max, personWord)}`;
  return `${limit.why}: its ${slotLabel} slot ${takes} (${limit.rule}); ${seated} ${seated === 1 ? 'is' : 'are'} seated.`;
}

/**
 * What is wrong with seating `seats` as the whole standing crew of a team whose vehicles are `vehicles`: a vehicle or
 * person not of the team, a slot the ruleset does not declare or that is not for that kind of vehicle or person, a
 * person in two seats, and each vehicle's slots under their `min` or over their `max`.
 */
export function crewProblems(
  declaration: Pick<RulesetDeclaration, 'slots' | 'vehicles' | 'people'>,
  team: { id: number; name: string },
  vehicles: readonly CrewVehicle[],
  people: ReadonlyMap<number, CrewPerson>,
  seats: readonly CrewSeat[],
): CrewProblem[] {
  const problems: CrewProblem[] = [];
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const seatedAt = new Map<number, string>();
  // Each vehicle's count per slot, and the index of each seat over a slot's max (the place to name the problem).
  const counts = new Map<number, Map<string, number[]>>();
  seats.forEach((s, i) => {
    const at = (field: string) => ['seats', i, field];
    const vehicle = byId.get(s.vehicleId);
    const slot = declaration.slots.find((d) => d.id === s.slot);
    const person = people.get(s.personId);
    if (!vehicle) problems.push({ path: at('vehicleId'), message: `Vehicle ${s.vehicleId} is not one of ${team.name}'s.` });
    if (!slot) {
      const known = declaration.slots.map((d) => d.id).join(', ') || 'none';
      problems.push({ path: at('slot'), message: `“${s.slot}” is not a slot this ruleset declares (it has ${known}).` });
    } else if (vehicle && vehicle.kind !== slot.vehicle) {
      problems.push({
        path: at('slot'),
        message: `The ${slot.label} slot is in a ${wordOf(declaration.vehicles, slot.vehicle)}; ${vehicle.name} is a ${wordOf(declaration.vehicles, vehicle.kind)}.`,
      });
    }
    if (!person) problems.push({ path: at('personId'), message: `There is no person with id ${s.personId}.` });
    else {
      if (person.franchiseId !== team.id) problems.push({ path: at('personId'), message: `${person.name} is not on ${team.name}.` });
      if (slot && person.kind !== slot.person)
        problems.push({
          path: at('personId'),
          message: `${person.name} is a ${wordOf(declaration.people, person.kind)}; the ${slot.label} slot takes a ${wordOf(declaration.people, slot.person)}.`,
        });
      const where = `${slot?.label ?? s.slot} of ${vehicle?.name ?? `vehicle ${s.vehicleId}`}`;
      const already = seatedAt.get(person.id);
      if (already) problems.push({ path: at('personId'), message: `${person.name} is seated twice: ${already} and ${where}.` });
      else seatedAt.set(person.id, where);
    }
    if (vehicle && slot) {
      const own = counts.get(vehicle.id) ?? new Map<string, number[]>();
      counts.set(vehicle.id, own);
      own.set(slot.id, [...(own.get(slot.id) ?? []), i]);
    }
  });
  for (const v of vehicles) {
    for (const slot of declaration.slots.filter((d) => d.vehicle === v.kind)) {
      const at = counts.get(v.id)?.get(slot.id) ?? [];
      const person = wordOf(declaration.people, slot.person);
      if (at.length < slot.min)
        problems.push({
          path: ['seats'],
          message: `${v.name} needs at least ${plural(slot.min, person)} in its ${slot.label} slot; ${at.length === 0 ? 'none is' : `${at.length} ${at.length === 1 ? 'is' : 'are'}`} seated.`,
        });
      const limit = v.limits?.find((l) => l.slot === slot.id && l.max < slot.max);
      if (limit && at.length > limit.max) problems.push({ path: ['seats', at[limit.max]!, 'slot'], message: limitWords(limit, slot.label, person, at.length) });
      else if (at.length > slot.max)
        problems.push({
          path: ['seats', at[slot.max]!, 'slot'],
          message: `${v.name} seats at most ${plural(slot.max, person)} in its ${slot.label} slot; ${at.length} are seated.`,
        });
    }
  }
  return problems;
}
