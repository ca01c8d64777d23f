import { useState } from 'react';
import type { CarDesign } from '../../../../src-shared/engine/racecombat';
import type { AppError, FieldIssue } from '../../../../src-shared/ipc';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { useApi } from '../../../api/ApiProvider';

/**
 * Every change of the car editor is saved at once through the core's team service (`team.updateCar`, one journaled,
 * undoable operation each, judged by the ruleset's validate in the main process); the screen shows the change while
 * the write is under way and the stored car once the team is read again. A refusal puts the stored car back and keeps
 * the service's issues (paths into `design`) for the fields they name.
 */
export function useCarWrites(car: TeamCarView) {
  const api = useApi();
  const stored = car.design as CarDesign;
  // Made on one stored car: once the team is read again (after the write, or an undo) it is dropped for good.
  const key = JSON.stringify(stored);
  const [pending, setPending] = useState<{ key: string; design: CarDesign } | null>(null);
  if (pending && pending.key !== key) setPending(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const shown = pending && pending.key === key ? pending.design : stored;

  const refused = (error: AppError) => {
    setPending(null);
    const found = 'issues' in error ? error.issues : [];
    setIssues(found.length ? found : [{ path: [], message: error.message }]);
  };

  async function save(design: CarDesign) {
    setPending({ key, design });
    setIssues([]);
    const r = await api.call('team.updateCar', { vehicleId: car.vehicleId, design });
    if (!r.ok) refused(r.error);
  }

  async function rename(which: 'car' | 'driver', name: string) {
    setIssues([]);
    const r = await api.call('team.renameCar', { vehicleId: car.vehicleId, [which]: name });
    if (!r.ok) refused(r.error);
  }

  return { shown, issues, save, rename };
}
