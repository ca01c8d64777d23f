import type { BcResolution, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { Calculators as TableCalculators } from '../../../components/match/Calculators';
import { CALCULATORS, fieldOptions, intentOf } from './intentForm';

/** The battlecars table's calculators (its forms in `intentForm.ts`) on the core's calculators, through `bcTable.*`. */
export function Calculators({ state, onResolved }: { state: BcTableState; onResolved: (r: BcResolution) => void }) {
  return (
    <TableCalculators
      state={state}
      calculators={CALCULATORS}
      first="fire"
      intentOf={intentOf}
      channels={{ preview: 'bcTable.preview', act: 'bcTable.act' }}
      options={(f, values) => fieldOptions(state, f, values)}
      status={`Turn ${state.turn}`}
      numberMax={40}
      onResolved={onResolved}
    />
  );
}
