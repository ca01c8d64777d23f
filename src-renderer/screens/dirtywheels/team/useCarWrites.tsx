import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type CarDesign, type Driver, STATS } from '../../../../src-shared/engine/dirtywheels';
import type { TeamCarView, TeamCarWrite, TeamRollKind } from '../../../../src-shared/ipc/channels/teams';
import { useCarEdits } from '../../../components/team/useCarEdits';
import { useRollingCall } from '../../../components/useRollingCall';
import { statText } from './teamBuilderModel';

export interface BuiltCar {
  design: CarDesign;
  driver: Driver;
}

const ROLL_TITLE: Record<TeamRollKind, string> = { driver: 'Driver rolled', traits: 'Traits rolled', upgrades: 'Upgrades rolled' };

/**
 * Every change of the editor is saved at once (the core's `useCarEdits`: the change shown while its write is under
 * way, a refusal's issues for the fields, paths into `design`/`driver`), and the team builder's rolls (`team.roll`,
 * typed dice asked where the league types them) are told in a toast.
 */
export function useCarWrites(car: TeamCarView) {
  const rolling = useRollingCall();
  const { shown, issues, update, rename, refused, clearIssues } = useCarEdits<BuiltCar>(car, { design: car.design as CarDesign, driver: car.driver as Driver });
  const [busy, setBusy] = useState<TeamRollKind | 'save' | null>(null);

  async function save(next: Partial<BuiltCar>) {
    setBusy('save');
    await update({ ...shown, ...next }, next);
    setBusy(null);
  }

  async function roll(kind: TeamRollKind) {
    clearIssues();
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
