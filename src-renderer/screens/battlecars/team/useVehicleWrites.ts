import type { VehicleDesign } from '../../../../src-shared/engine/battlecars';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { useCarEdits } from '../../../components/team/useCarEdits';

/**
 * Every change of the vehicle editor is saved at once (the core's `useCarEdits`): the design as the editor changes it,
 * a refusal's issues (paths into `design`) for the mounts they name.
 */
export function useVehicleWrites(car: TeamCarView) {
  const { shown, issues, update, rename } = useCarEdits(car, car.design as VehicleDesign);
  const save = async (design: VehicleDesign) => void (await update(design, { design }));
  return { shown, issues, save, rename };
}
