import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RoadSurface } from '../../../src-shared/engine/dethmetal/car';
import type { AssistantCarInfo, CalculatorInput, CardEffect, Resolution } from '../../../src-shared/ipc/channels/assistant';
import type { AppError, MatchView } from '../../../src-shared/ipc';
import { useApi, useQuery } from '../../api/ApiProvider';
import { useRollingCall } from '../useRollingCall';
import { fold, loadSession, nextHeatStart, saveSession, storageKey, type AssistantEvent, type AssistantSession, type Derived, type Move } from './assistantModel';

/** The crews assigned to a heat, as the assistant's entries. */
export function heatEntries(view: MatchView, heat: number) {
  return view.teams.flatMap((t) => t.assignments.filter((a) => a.heat === heat).map((a) => ({ vehicleId: a.vehicleId, driverId: a.driverId, gunnerId: a.gunnerId })));
}

export interface AssistantApi {
  ready: boolean;
  error: AppError | undefined;
  infos: Map<number, AssistantCarInfo>;
  derived: Derived;
  busy: boolean;
  /** The heat the cards are in; starting another heat needs its assignments. */
  startHeat(heat: number): void;
  resolve(calculator: CalculatorInput): Promise<{ ok: true; value: Resolution } | { ok: false; error: AppError }>;
  apply(ref: string): void;
  edit(effects: CardEffect[], why: string): void;
  setOrder(order: number[]): void;
  setMove(vehicleId: number, move: Move): void;
  advance(): void;
  finish(): void;
  /** Take back the last step: a local step is dropped, a roll is undone in the league (its outcome goes with it). */
  undo(): Promise<void>;
  canUndo: boolean;
  dialog: React.ReactNode;
}

/**
 * The assistant for one match (render it only once its first heat is assigned): its events kept in this browser (keyed by league file and match, so a reload or a
 * restart resumes the heat), the starting cards from the league, the standing rolls from the journal.
 */
export function useAssistant(view: MatchView, leaguePath: string, surface: RoadSurface): AssistantApi {
  const api = useApi();
  const rolling = useRollingCall();
  const key = storageKey(leaguePath, view.id);
  const [session, setSession] = useState<AssistantSession>(() => loadSession(key, view.id));
  const [busy, setBusy] = useState(false);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const sessionRef = useRef(session);
  sessionRef.current = session;

  useEffect(() => setSession(loadSession(key, view.id)), [key, view.id]);
  useEffect(() => saveSession(key, session), [key, session]);

  const heatOf = (s: AssistantSession) => {
    for (let i = s.events.length - 1; i >= 0; i--) {
      const e = s.events[i]!;
      if (e.t === 'heat') return e.heat;
    }
    return 1;
  };
  const heat = heatOf(session);
  const entries = useMemo(() => heatEntries(view, heat), [view, heat]);
  const cars = useQuery('assistant.cars', { entries });
  const refs = useQuery('assistant.refs', { matchId: view.id });
  const infos = useMemo(() => new Map((cars.data ?? []).map((c) => [c.vehicleId, c])), [cars.data]);

  // A resolution just made counts as standing until the refs are read again after it.
  useEffect(() => setFresh(new Set()), [refs.data]);
  const active = useMemo(() => new Set([...(refs.data?.activeRefs ?? []), ...fresh]), [refs.data, fresh]);
  const derived = useMemo(() => fold(session, infos, active), [session, infos, active]);

  const push = useCallback((...events: AssistantEvent[]) => setSession((s) => ({ ...s, events: [...s.events, ...events] })), []);

  // The first heat starts with the cards as the league has them.
  useEffect(() => {
    if (!cars.data || entries.length === 0) return;
    if (sessionRef.current.events.some((e) => e.t === 'heat')) return;
    push({ t: 'heat', heat: 1, starts: cars.data.map((c) => c.start) });
  }, [cars.data, entries.length, push]);

  const startHeat = useCallback(
    async (next: number) => {
      const nextEntries = heatEntries(view, next);
      if (nextEntries.length === 0) return;
      const r = await api.call('assistant.cars', { entries: nextEntries });
      if (!r.ok) return;
      // Folded from the session as it is when the new heat goes in, so the last steps of the heat are counted.
      setSession((s) => {
        const last = fold(s, infos, active).cards;
        const starts = r.value.map((info) => nextHeatStart(last.find((c) => c.vehicleId === info.vehicleId && c.driverId === info.start.driverId), info));
        return { ...s, events: [...s.events, { t: 'heat', heat: next, starts }] };
      });
    },
    [api, view, infos, active],
  );

  const resolve = useCallback(
    async (calculator: CalculatorInput) => {
      if (busy) return { ok: false as const, error: { kind: 'unavailable' as const, message: 'Already rolling.' } };
      setBusy(true);
      try {
        const ref = crypto.randomUUID();
        const d = fold(sessionRef.current, infos, active);
        const r = await rolling.call('assistant.resolve', {
          matchId: view.id,
          ref,
          where: { heat: d.position.heat, turn: d.position.turn, phase: d.position.phase },
          calculator,
          cars: d.cards,
          surface,
        });
        if (r.ok) {
          setFresh((f) => new Set([...f, ref]));
          push({ t: 'resolution', res: r.value, turn: d.position.turn, at: new Date().toISOString() });
        }
        return r;
      } finally {
        setBusy(false);
      }
    },
    [busy, infos, active, rolling, view.id, surface, push],
  );

  const undo = useCallback(async () => {
    const events = sessionRef.current.events;
    const last = events[events.length - 1];
    if (!last || last.t === 'heat') return;
    // A resolution that rolled nothing changed nothing in the league: there is nothing to undo there.
    if (last.t === 'resolution' && active.has(last.res.ref) && last.res.rolls.length > 0) {
      const r = await api.call('journal.undo', {});
      if (!r.ok) return;
    }
    setSession((s) => ({ ...s, events: s.events.slice(0, -1) }));
  }, [api, active]);

  const lastEvent = session.events[session.events.length - 1];
  return {
    ready: !!cars.data && entries.length > 0 && derived.cards.length > 0,
    error: cars.error,
    infos,
    derived,
    busy,
    startHeat: (h) => void startHeat(h),
    resolve,
    apply: (ref) => push({ t: 'apply', ref }),
    edit: (effects, why) => push({ t: 'edit', effects, why }),
    setOrder: (order) => push({ t: 'order', order }),
    setMove: (vehicleId, move) => push({ t: 'move', vehicleId, move }),
    advance: () => push({ t: 'advance' }),
    finish: () => push({ t: 'finish' }),
    undo,
    canUndo: !!lastEvent && lastEvent.t !== 'heat',
    dialog: rolling.dialog,
  };
}

