import { useState } from 'react';
import { type Character, hexrpgDeclaration, newCharacter, type Vehicle } from '../../../../src-shared/engine/hexrpg';
import type { AppError, FieldIssue } from '../../../../src-shared/ipc';
import type { TeamProblem } from '../../../../src-shared/ipc/channels/teams';
import { useApi, useQuery } from '../../../api/ApiProvider';

export interface GangCharacter {
  personId: number;
  character: Character;
  problems: TeamProblem[];
  /** Where he sits in the gang's standing crew (a slot of the declaration), or null: on foot. */
  seat: { vehicleId: number; slot: string } | null;
}

export interface GangVehicle {
  vehicleId: number;
  vehicle: Vehicle;
  problems: TeamProblem[];
}

type Issue = { path: (string | number)[]; message: string };
/** The slot a vehicle's driver sits in: the first the declaration gives its kind (the core seats `team.addCar`'s driver there). */
const driverSlot = (kind: Vehicle['kind']) => hexrpgDeclaration.slots.find((s) => s.vehicle === kind)?.id ?? '';

const issuesOf = (error: AppError): Issue[] => {
  const found: FieldIssue[] = 'issues' in error ? error.issues : [];
  return found.length ? found : [{ path: [], message: error.message }];
};
/** The service names a field under `design`, `driver` or `person`: the editors read paths into the sheet itself. */
const intoSheet = <T extends Issue>(issues: readonly T[], head: string): T[] =>
  issues.filter((i) => i.path[0] === head || i.path.length === 0).map((i) => (i.path[0] === head ? { ...i, path: i.path.slice(1) } : i));

/**
 * One gang's characters and vehicles through the core's team builder (hxmod, gaps.md #19): each vehicle with the
 * character at its controls (`team.addCar`), characters on foot (`team.addPerson`), every sheet edited through
 * `team.updateCar` / `team.updatePerson` (one journaled, undoable operation each, judged by the ruleset's schema and
 * validate in the main process). Every active character is listed once: at a vehicle's controls (`cars`), a passenger
 * (`passengers`, with his seat) or on foot (`onFoot`). A refusal is kept for the sheet it names
 * (`c<personId>`, `v<vehicleId>`) until its next write.
 */
export function useGang(franchiseId: number) {
  const api = useApi();
  const team = useQuery('team.get', { franchiseId });
  const [refused, setRefused] = useState<Record<string, Issue[]>>({});
  const keep = (key: string, head: string, r: { ok: true } | { ok: false; error: AppError }) => {
    setRefused((x) => ({ ...x, [key]: r.ok ? [] : intoSheet(issuesOf(r.error), head) }));
    return r.ok;
  };
  const words = (r: { ok: true } | { ok: false; error: AppError }) => (r.ok ? [] : issuesOf(r.error).map((i) => i.message));
  const data = team.data && {
    name: team.data.name,
    characters: [
      ...team.data.cars.map(
        (c): GangCharacter => ({
          personId: c.competitorId,
          character: c.driver as Character,
          problems: intoSheet(c.problems, 'driver'),
          seat: { vehicleId: c.vehicleId, slot: driverSlot((c.design as Vehicle).kind) },
        }),
      ),
      ...team.data.onFoot.map(
        (p): GangCharacter => ({ personId: p.competitorId, character: p.person as Character, problems: intoSheet(p.problems, 'person'), seat: null }),
      ),
      ...team.data.passengers.map(
        (p): GangCharacter => ({
          personId: p.competitorId,
          character: p.person as Character,
          problems: intoSheet(p.problems, 'person'),
          seat: { vehicleId: p.vehicleId, slot: p.slot },
        }),
      ),
    ].sort((a, b) => a.personId - b.personId),
    vehicles: team.data.cars.map((c): GangVehicle => ({ vehicleId: c.vehicleId, vehicle: c.design as Vehicle, problems: intoSheet(c.problems, 'design') })),
  };
  return {
    data,
    error: team.error,
    issues: (key: string) => refused[key] ?? [],
    addCharacter: async (name: string) => words(await api.call('team.addPerson', { franchiseId, person: { ...newCharacter('New'), name } })),
    updateCharacter: async (personId: number, character: Character) =>
      keep(`c${personId}`, 'person', await api.call('team.updatePerson', { competitorId: personId, person: character })),
    addVehicle: async (vehicle: Vehicle, driver: string) =>
      words(await api.call('team.addCar', { franchiseId, design: vehicle, driver: { ...newCharacter('New'), name: driver } })),
    updateVehicle: async (vehicleId: number, vehicle: Vehicle) =>
      keep(`v${vehicleId}`, 'design', await api.call('team.updateCar', { vehicleId, design: vehicle })),
    /** The vehicle leaves the gang; its driver with it, or (keepDriver) staying on foot. The refusal's words, or none. */
    removeVehicle: async (vehicleId: number, keepDriver: boolean) => words(await api.call('team.removeCar', { vehicleId, keepDriver })),
    /** The character leaves the gang (his career stays). The refusal's words, or none. */
    removeCharacter: async (personId: number) => words(await api.call('team.removePerson', { competitorId: personId })),
  };
}
