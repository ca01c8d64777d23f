import { useEffect, useState } from 'react';
import type { ResultsDeclaration } from '../../../src-shared/engine/declaration';
import type { CrewView } from '../../../src-shared/ipc/channels/teams';
import { useApi } from '../../api/ApiProvider';
import type { Entrant } from './roundsModel';

/**
 * Who may enter a meeting's rounds: each team's vehicles or people of the kind the ruleset's `results.entrant` names,
 * read through the core's `crew.list` (a team's active vehicles and people, with their kinds). Undefined while loading;
 * an error's message once one team's could not be read.
 */
export function useMeetingEntrants(teamIds: readonly number[], results: ResultsDeclaration): { entrants?: Entrant[]; error?: string } {
  const api = useApi();
  const [state, setState] = useState<{ entrants?: Entrant[]; error?: string }>({});
  const key = teamIds.join(',');
  const entrant = results.entrant;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the teams are read again only when the meeting's teams change
  useEffect(() => {
    let live = true;
    if (!teamIds.length) return;
    void Promise.all(teamIds.map((franchiseId) => api.call('crew.list', { franchiseId }))).then((replies) => {
      if (!live) return;
      const failed = replies.find((r) => !r.ok);
      if (failed && !failed.ok) return setState({ error: failed.error.message });
      const views = replies.flatMap((r) => (r.ok ? [r.value as CrewView] : []));
      setState({
        entrants: views.flatMap((v) =>
          entrant.kind === 'team'
            ? []
            : entrant.kind === 'vehicle'
              ? v.vehicles.filter((x) => x.kind === entrant.of).map((x) => ({ franchiseId: v.franchiseId, entrantId: x.vehicleId, name: x.name }))
              : v.people.filter((x) => x.kind === entrant.of).map((x) => ({ franchiseId: v.franchiseId, entrantId: x.personId, name: x.name })),
        ),
      });
    });
    return () => {
      live = false;
    };
  }, [key, entrant.kind, api]);
  return state;
}
