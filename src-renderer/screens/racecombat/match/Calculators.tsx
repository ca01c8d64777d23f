import type { RcResolution, RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { Calculators as TableCalculators } from '../../../components/match/Calculators';
import { CALCULATORS, fieldOptions, intentOf, ROLLS } from './intentForm';

/** The race-combat table's calculators (its forms in `intentForm.ts`) on the core's calculators, through `rcTable.*`. */
export function Calculators({ state, onResolved }: { state: RcTableState; onResolved: (r: RcResolution) => void }) {
  const { race, lap, turn } = state.clock;
  return (
    <TableCalculators
      state={state}
      calculators={CALCULATORS}
      first="shoot"
      intentOf={intentOf}
      channels={{ preview: 'rcTable.preview', act: 'rcTable.act' }}
      options={(f, values) => fieldOptions(state, f, values)}
      status={`Race ${race} · lap ${lap} · turn ${turn}`}
      rolls={(kind) => ROLLS.has(kind)}
      numberMax={60}
      onResolved={onResolved}
    />
  );
}
