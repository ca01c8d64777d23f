import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dethmetalTeams, type AppError, type MatchView } from '../../../../../src-shared/ipc';
import type {
  ActResult,
  AssistantCarInfo,
  AssistantState,
  CalculatorInput,
  CardEffect,
  Intent,
  Move,
  Resolution,
} from '../../../../../src-shared/ipc/channels/dethmetal/assistant';
import { useQuery } from '../../../../api/ApiProvider';
import { STOPPED } from '../../../../components/match/useOperation';
import { useRollingCall } from '../../../../components/useRollingCall';

/** The crews assigned to a heat, as the assistant's entries. */
export function heatEntries(view: MatchView, heat: number) {
  return dethmetalTeams(view).flatMap((t) =>
    t.assignments.filter((a) => a.heat === heat).map((a) => ({ vehicleId: a.vehicleId, driverId: a.driverId, gunnerId: a.gunnerId })),
  );
}

type Answer<T> = { ok: true; value: T } | { ok: false; error: AppError };

export interface AssistantApi {
  /** The table as the league file has it (null while loading). */
  state: AssistantState | null;
  error: AppError | undefined;
  infos: Map<number, AssistantCarInfo>;
  busy: boolean;
  act(intent: Intent): Promise<Answer<ActResult>>;
  resolve(calculator: CalculatorInput): Promise<Answer<Resolution>>;
  apply(ref: string): void;
  edit(effects: CardEffect[], why: string): void;
  setOrder(order: number[]): void;
  setMove(vehicleId: number, move: Move): void;
  advance(): void;
  dialog: React.ReactNode;
}

/**
 * The assistant for one match: the table read from the league file (the services fold its events), and every
 * action sent as an intent — one operation each, in the journal, undone by Ctrl+Z like everything else.
 */
export function useAssistant(matchId: number, onError: (e: AppError) => void): AssistantApi {
  const rolling = useRollingCall();
  const query = useQuery('assistant.state', { matchId });
  const [latest, setLatest] = useState<AssistantState | null>(null);
  const [busy, setBusy] = useState(false);
  // The answer of our own write is the newest table until the read refetches after it (every write refetches; a read
  // asked before a write never settles after it: ApiProvider's useQuery).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the table replaces our own write's answer
  useEffect(() => setLatest(null), [query.data]);
  const state = latest ?? query.data ?? null;
  const infos = useMemo(() => new Map((state?.infos ?? []).map((c) => [c.vehicleId, c])), [state]);

  // Intents run one after another, in the order given: a key pressed while the last write is still on its way (the
  // table a read brought may already show its outcome) waits for it instead of being refused as "already working".
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const act = useCallback(
    (intent: Intent): Promise<Answer<ActResult>> => {
      pending.current++;
      setBusy(true);
      const run = queue.current.then(async () => {
        try {
          const r = await rolling.call('assistant.act', { matchId, intent });
          if (r.ok) setLatest(r.value.state);
          // The organizer's own Stop in the dice dialog needs no word; any other refusal (a timeout too) is said.
          else if (r.error.message !== STOPPED) onError(r.error);
          return r;
        } finally {
          if (--pending.current === 0) setBusy(false);
        }
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [rolling, matchId, onError],
  );
  const quiet = (intent: Intent) => void act(intent);

  return {
    state,
    error: query.error,
    infos,
    busy,
    act,
    resolve: async (calculator) => {
      const r = await act({ kind: 'roll', calculator });
      return r.ok ? { ok: true, value: r.value.resolutions[0]! } : r;
    },
    apply: (ref) => quiet({ kind: 'apply', ref }),
    edit: (effects, why) => quiet({ kind: 'edit', effects, why }),
    setOrder: (order) => quiet({ kind: 'order', order }),
    setMove: (vehicleId, move) => quiet({ kind: 'move', vehicleId, move }),
    advance: () => quiet({ kind: 'advance' }),
    dialog: rolling.dialog,
  };
}
