import { useRef, useState } from 'react';
import type { AppError, FieldIssue, InputOf } from '../../../src-shared/ipc';
import type { TeamCarView } from '../../../src-shared/ipc/channels/teams';
import { useApi } from '../../api/ApiProvider';

/**
 * A vehicle editor's writes through the core's team service (`team.updateCar`, `team.renameCar`: one journaled,
 * undoable operation each, judged by the ruleset's validate in the main process). The screen shows a change while its
 * write is under way and the stored vehicle once the team is read again; a refusal puts the stored one back and keeps
 * the service's issues (paths into what was written) for the fields they name. `stored` is what the editor edits of
 * the stored vehicle (its design; Dirty Wheels' design and driver).
 */
export function useCarEdits<T>(car: TeamCarView, stored: T) {
  const api = useApi();
  // Made on one stored vehicle: once the team is read again (after the write, or an undo) it is dropped for good, so
  // an undo that brings that stored vehicle back does not bring the edit back with it.
  const key = JSON.stringify(stored);
  const [pending, setPending] = useState<{ key: string; value: T } | null>(null);
  // Writes not yet answered. While one is, the team read again after an earlier write is not yet the latest edit: the
  // edit stays shown (and the next edit builds on it), else a second quick change flips back until its own answer and a
  // third made meanwhile would write the vehicle without the second.
  const writing = useRef(0);
  const keyNow = useRef(key);
  keyNow.current = key;
  if (pending && pending.key !== key && writing.current === 0) setPending(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const shown = pending && (pending.key === key || writing.current > 0) ? pending.value : stored;

  const refused = (error: AppError) => {
    setPending(null);
    const found = 'issues' in error ? error.issues : [];
    setIssues(found.length ? found : [{ path: [], message: error.message }]);
  };

  /** Shows `value` at once and writes `write` (what `team.updateCar` takes besides the vehicle). */
  async function update(value: T, write: Omit<InputOf<'team.updateCar'>, 'vehicleId'>): Promise<boolean> {
    setPending({ key, value });
    setIssues([]);
    writing.current += 1;
    try {
      const r = await api.call('team.updateCar', { vehicleId: car.vehicleId, ...write });
      if (!r.ok) refused(r.error);
      return r.ok;
    } finally {
      writing.current -= 1;
      // The last answer is in: the team is read again after it, so the edit gives way to the next stored vehicle, not
      // to the one read after an earlier write (which is on screen now).
      if (writing.current === 0) setPending((p) => (p ? { ...p, key: keyNow.current } : p));
    }
  }

  async function rename(which: 'car' | 'driver', name: string): Promise<boolean> {
    setIssues([]);
    const r = await api.call('team.renameCar', { vehicleId: car.vehicleId, [which]: name });
    if (!r.ok) refused(r.error);
    return r.ok;
  }

  return { shown, issues, update, rename, refused, clearIssues: () => setIssues([]) };
}
