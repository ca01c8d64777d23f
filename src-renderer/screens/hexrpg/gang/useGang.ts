import { useState } from 'react';
import type { Character, Vehicle } from '../../../../src-shared/engine/hexrpg';
import type { AppError, FieldIssue } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';

export interface GangCharacter {
  personId: number;
  character: Character;
  problems: { path: (string | number)[]; message: string; rule: string }[];
  /** Where he sits in the gang's standing crew, or null: on foot. */
  seat: { vehicleId: number; slot: string } | null;
}

export interface GangVehicle {
  vehicleId: number;
  vehicle: Vehicle;
  problems: { path: (string | number)[]; message: string; rule: string }[];
}

type Issue = { path: (string | number)[]; message: string };
const issuesOf = (error: AppError): Issue[] => {
  const found: FieldIssue[] = 'issues' in error ? error.issues : [];
  return found.length ? found : [{ path: [], message: error.message }];
};
/** A write's issues name the field under `character` or `vehicle`: the editors read paths into the sheet itself. */
const intoSheet = (issues: Issue[]) => issues.map((i) => (i.path[0] === 'character' || i.path[0] === 'vehicle' ? { ...i, path: i.path.slice(1) } : i));

/**
 * One gang's characters and vehicles as the service holds them, and the writes the gang editor makes (one journaled,
 * undoable operation each, judged by the ruleset's schema and validate in the main process). A refusal is kept for the
 * sheet it names (`c<personId>`, `v<vehicleId>`) until the next write of it.
 */
export function useGang(franchiseId: number) {
  // The gang building channels are hxmod's (its part of issue 26), not in the contract's build type yet: called by name
  // until they are, as a ruleset outside the build is (ARCHITECTURE.md). Their answers are typed here.
  const api = useApi() as unknown as { call: (channel: string, input: object) => Promise<{ ok: true } | { ok: false; error: AppError }> };
  const gang = (useQuery as unknown as (c: string, i: object) => { data?: unknown; error?: AppError | null })('hxGang.get', { franchiseId });
  const [refused, setRefused] = useState<Record<string, Issue[]>>({});
  const keep = (key: string, r: { ok: true } | { ok: false; error: AppError }) => {
    setRefused((x) => ({ ...x, [key]: r.ok ? [] : intoSheet(issuesOf(r.error)) }));
    return r.ok;
  };
  const words = (r: { ok: true } | { ok: false; error: AppError }) => (r.ok ? [] : issuesOf(r.error).map((i) => i.message));
  return {
    data: gang.data as { characters: GangCharacter[]; vehicles: GangVehicle[] } | undefined,
    error: gang.error ?? null,
    issues: (key: string) => refused[key] ?? [],
    addCharacter: async (character: Character) => words(await api.call('hxGang.addCharacter', { franchiseId, character })),
    updateCharacter: async (personId: number, character: Character) => keep(`c${personId}`, await api.call('hxGang.updateCharacter', { personId, character })),
    removeCharacter: async (personId: number) => keep(`c${personId}`, await api.call('hxGang.removeCharacter', { personId })),
    addVehicle: async (vehicle: Vehicle) => words(await api.call('hxGang.addVehicle', { franchiseId, vehicle })),
    updateVehicle: async (vehicleId: number, vehicle: Vehicle) => keep(`v${vehicleId}`, await api.call('hxGang.updateVehicle', { vehicleId, vehicle })),
    removeVehicle: async (vehicleId: number) => keep(`v${vehicleId}`, await api.call('hxGang.removeVehicle', { vehicleId })),
  };
}
