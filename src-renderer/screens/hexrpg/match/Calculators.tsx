import type { HxResolution, HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { Calculators as TableCalculators } from '../../../components/match/Calculators';
import { CALCULATORS, fieldOptions, intentOf, NO_DICE } from './intentForm';

/** The session's calculators (the hex RPG's forms in `intentForm.ts`) on the core's calculators, through `hxTable.*`. */
export function Calculators({ state, onResolved }: { state: HxTableState; onResolved: (r: HxResolution) => void }) {
  return (
    <TableCalculators
      state={state}
      calculators={CALCULATORS}
      first="attack"
      intentOf={intentOf}
      channels={{ preview: 'hxTable.preview', act: 'hxTable.act' }}
      options={(f, values) => fieldOptions(state, f, values)}
      status={`Turn ${state.turn}`}
      rolls={(kind) => !NO_DICE.has(kind)}
      onResolved={onResolved}
    />
  );
}
