import type { CarDesign } from '../../../../src-shared/engine/racecombat';
import type { TeamCarView } from '../../../../src-shared/ipc/channels/teams';
import { useCarEdits } from '../../../components/team/useCarEdits';

/**
 * Every change of the car editor is saved at once (the core's `useCarEdits`): the design as the editor changes it,
 * shown while its write is under way, the stored car once the team is read again, the service's issues (paths into
 * `design`) kept for the fields they name.
 */
export function useCarWrites(car: TeamCarView) {
  const { shown, issues, update, rename } = useCarEdits(car, car.design as CarDesign);
  const save = async (design: CarDesign) => {
    await update(design, { design });
  };
  return { shown, issues, save, rename: async (which: 'car' | 'driver', name: string) => void (await rename(which, name)) };
}
