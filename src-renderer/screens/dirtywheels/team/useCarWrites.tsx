import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type CarDesign, type Driver, STATS } from '../../../../src-shared/engine/dirtywheels';
import type { AppError, FieldIssue } from '../../../../src-shared/ipc';
import type { TeamCarView, TeamCarWrite, TeamRollKind } from '../../../../src-shared/ipc/channels/teams';
import { useApi } from '../../../api/ApiProvider';
import { useRollingCall } from '../../../components/useRollingCall';
import { statText } from './teamBuilderModel';

export interface BuiltCar {
  design: CarDesign;
  driver: Driver;
}

const ROLL_TITLE: Record<TeamRollKind, string> = { driver: 'Driver rolled', traits: 'Traits rolled', upgrades: 'Upgrades rolled' };

/**
 * Every change of the editor is saved at once through the service (one journaled, undoable operation each); the
 * screen shows the change while the write is under way and the stored car once the team is read again. A refusal
 * puts the stored car back and keeps the service's issues (paths into `design`/`driver`) for the fields.
 */
export function useCarWrites(car: TeamCarView) {
  const api = useApi();
  const rolling = useRollingCall();
  const stored = { design: car.design as CarDesign, driver: car.driver as Driver };
  // Made on one stored car: once the team is read again (after the write, or an undo) it is dropped for good, so an
  // undo that brings that stored car back does not bring the edit back with it.
  const key = JSON.stringify(stored);
  const [pending, setPending] = useState<{ key: string; car: BuiltCar } | null>(null);
  if (pending && pending.key !== key) setPending(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [busy, setBusy] = useState<TeamRollKind | 'save' | null>(null);
  const shown = pending && pending.key === key ? pending.car : stored;

  const refused = (error: AppError) => {
    setPending(null);
    const found = 'issues' in error ? error.issues : [];
    setIssues(found.length ? found : [{ path: [], message: error.message }]);
  };

  async function save(next: Partial<BuiltCar>) {
    setPending({ key, car: { ...shown, ...next } });
    setIssues([]);
    setBusy('save');
    const r = await api.call('team.updateCar', { vehicleId: car.vehicleId, ...next });
    setBusy(null);
    if (!r.ok) refused(r.error);
  }

  async function rename(which: 'car' | 'driver', name: string): Promise<boolean> {
    setIssues([]);
    const r = await api.call('team.renameCar', { vehicleId: car.vehicleId, [which]: name });
    if (!r.ok) refused(r.error);
    return r.ok;
  }

  async function roll(kind: TeamRollKind) {
    setIssues([]);
    setBusy(kind);
    const r = await rolling.call('team.roll', { vehicleId: car.vehicleId, kind });
    setBusy(null);
    if (!r.ok) return refused(r.error);
    notifications.show({ title: ROLL_TITLE[kind], message: rollSummary(kind, r.value), color: 'green', autoClose: 8000 });
  }

  return { shown, issues, busy, save, rename, roll, diceDialog: rolling.dialog };
}

const listed = (what: string, names: readonly string[]) => (names.length ? `${what}: ${names.join(', ')}` : `no ${what}`);

/** What the roll gave, as the table reads it: "Initiative 3, bravery 4+, aim +0, skill 5+; traits: Sniper". */
export function rollSummary(kind: TeamRollKind, w: TeamCarWrite): string {
  const driver = w.car.driver as Driver;
  const design = w.car.design as CarDesign;
  if (kind === 'upgrades') return `${design.upgradeAllowance ?? design.upgrades.length} (D3); ${listed('upgrades', design.upgrades)}`;
  const traits = listed('traits', driver.traits);
  if (kind === 'traits') return traits;
  return `${STATS.map((s) => `${s} ${statText(s, driver[s])}`).join(', ')}; ${traits}`;
}
