import { useState } from 'react';
import { driver as driverRules } from '../../../src-shared/engine/dethmetal';
import { useQuery } from '../../api/ApiProvider';

/**
 * Rookie names for a franchise, one more at each call: from the league's seed and the franchise's id, so the same
 * league offers the same names in the same order, skipping names already on the roster (`taken`). Null until the
 * league is loaded. The hire dialog and the founding wizard's roster step both ask here.
 */
export function useNameSuggestion(franchiseId: number, taken: readonly string[]): (() => string) | null {
  const league = useQuery('league.get', {});
  const [index, setIndex] = useState(0);
  if (!league.data) return null;
  const seed = league.data.seed + franchiseId;
  return () => {
    setIndex((n) => n + 1);
    return driverRules.suggestDriverName(seed, index, taken);
  };
}
