/**
 * The match assistant's table as a fold of its recorded events: the live cards, where the turn stands (Part III ›
 * Turn Sequence), the initiative order, what each car has done this turn, the log. The league file keeps the events
 * (one per operation, undone with it); the services fold them to answer every read and to check every new action.
 * The bookkeeping between steps (fuel every third turn, handling recovery, per-phase MP) is the match rules'.
 */
import { fuelAtEndOfTurn, FUEL_USE_EVERY_TURNS, recoverHandling } from '../match/endOfTurn';
import { phaseAllowance } from '../match/movement';
import { LOSS_OF_CONTROL_TABLE } from '../match/tables/lossOfControl';
import { uncontrolledTurn } from '../match/uncontrolled';
import { applyEffects, isDriverless, maxHandlingNow, type CardEffect, type CarState } from './state';

export type Step = 'initiative' | 'speed' | 'movement' | 'phase' | 'end';

export interface Position {
  heat: number;
  turn: number;
  step: Step;
  /** 1–3 during the phases, 0 otherwise. */
  phase: 0 | 1 | 2 | 3;
}

/** What a car does with its MP in the current phase: generated MP accounted for, and the option point's use. */
export interface Move {
  generated: number;
  option: 'extra' | 'cancel' | null;
}

/** What the fold needs of a roll: who it was for, what it changes once applied, an initiative order. */
export interface RecordedRoll {
  ref: string;
  kind: string;
  /** The cars whose action this was (the one acting, or every car of an initiative roll). */
  actors: number[];
  effects: CardEffect[];
  initiative: { order: number[]; totals: Record<number, number> } | null;
  summary: string;
}

/** What the fold needs of each car: what does not change during a heat. */
export interface CarFacts {
  vehicleId: number;
  maxHandling: number;
  toughness: number;
  start: CarState;
  weapons: readonly { id: string; expendable: boolean }[];
}

export type TableEvent<R extends RecordedRoll = RecordedRoll> =
  /** A heat starts (or starts again, `restart`) with these cards. */
  | { t: 'heat'; heat: number; restart: boolean; starts: CarState[] }
  | { t: 'roll'; res: R }
  | { t: 'apply'; ref: string }
  | { t: 'edit'; effects: CardEffect[]; why: string }
  | { t: 'order'; order: number[] }
  | { t: 'move'; vehicleId: number; move: Move }
  | { t: 'advance' }
  /** The heat is over (the result tab takes it from here, or the next heat starts). */
  | { t: 'finish'; effects: CardEffect[] };

export type LogItem<R extends RecordedRoll = RecordedRoll> =
  | { kind: 'resolution'; res: R; status: 'applied' | 'pending'; position: Position }
  | { kind: 'bookkeeping'; title: string; effects: CardEffect[]; position: Position }
  | { kind: 'edit'; why: string; effects: CardEffect[]; position: Position };

/** One thing a car did this turn, and when. */
export interface Acted {
  kind: string;
  step: Step;
  phase: 0 | 1 | 2 | 3;
}

export interface TableState<R extends RecordedRoll = RecordedRoll> {
  /** No heat has been started yet. */
  started: boolean;
  position: Position;
  cards: CarState[];
  /** Initiative order this turn, highest first (null until rolled or typed). */
  order: number[] | null;
  totals: Record<number, number>;
  moves: Record<number, Move>;
  /** What each car has done this turn (rolls that stand). */
  acted: Record<number, Acted[]>;
  /** Rolls made in the current heat since its (re)start. */
  rollsThisHeat: number;
  /** Heats in which something was recorded after their start (a roll, a step, an edit, finishing places). */
  played: number[];
  log: LogItem<R>[];
  /** The last cards of every finished heat. */
  finished: { heat: number; cards: CarState[] }[];
  /** Resolutions rolled but not applied yet, newest last. */
  pending: R[];
  /** The current heat has been finished. */
  over: boolean;
}

export const STEP_LABEL: Record<Step, string> = {
  initiative: 'Initiative',
  speed: 'Speed changes',
  movement: "Movement points and driver's options",
  phase: 'Phase',
  end: 'End of turn',
};

const START: Position = { heat: 1, turn: 1, step: 'initiative', phase: 0 };

export function positionLabel(p: Position, over = false): string {
  if (over) return `Heat ${p.heat} · over after turn ${p.turn}`;
  return `Heat ${p.heat} · Turn ${p.turn} · ${p.step === 'phase' ? `Phase ${p.phase}` : STEP_LABEL[p.step]}`;
}

export interface Allowance {
  base: number;
  remainderAvailable: 0 | 1;
  remainderRequired: 0 | 1;
  min: number;
  max: number;
  optionExtra: 0 | 1;
  optionCancel: 0 | 1;
  /** MP still to spend this turn, this phase included. */
  left: number;
  text: string;
}

/**
 * Part IV › Phases and Movement points, from phaseAllowance. MP lost mid-turn come off the turn's MP (gaps.md #40
 * reads the spend as exact); if more were spent than remain, nothing is left to spend.
 */
export function allowance(card: CarState, phase: 1 | 2 | 3): Allowance {
  const mp = Math.max(0, card.mp - card.mpLost);
  const left = Math.max(0, mp - card.mpUsed);
  const options = Math.max(0, card.optionPoints - card.optionUsed);
  let a: Omit<Allowance, 'left' | 'text'>;
  try {
    a = phaseAllowance(mp, phase, Math.min(card.mpUsed, mp), options);
  } catch {
    // More was spent in earlier phases than the lost MP leave for an even spread: spend what is left over the rest.
    const each = Math.ceil(left / (4 - phase));
    a = {
      base: each,
      remainderAvailable: 0,
      remainderRequired: 0,
      min: each,
      max: each,
      optionExtra: options > 0 && mp > 0 ? 1 : 0,
      optionCancel: options > 0 && each > 0 ? 1 : 0,
    };
  }
  const rem = a.remainderAvailable ? ` + 1 remainder ${a.remainderRequired ? 'required' : 'available'}` : '';
  const opt = a.optionExtra ? ` (option point: +1 or cancel 1)` : '';
  return { ...a, left, text: `this phase: ${a.base}${rem}${opt}` };
}

function nextPosition(p: Position): Position {
  switch (p.step) {
    case 'initiative':
      return { ...p, step: 'speed' };
    case 'speed':
      return { ...p, step: 'movement' };
    case 'movement':
      return { ...p, step: 'phase', phase: 1 };
    case 'phase':
      return p.phase < 3 ? { ...p, phase: (p.phase + 1) as 2 | 3 } : { ...p, step: 'end', phase: 0 };
    case 'end':
      return { heat: p.heat, turn: p.turn + 1, step: 'initiative', phase: 0 };
  }
}

/** The MP each car spends in a phase it did not set: the least its allowance allows. */
function commitMoves(cards: CarState[], moves: Record<number, Move>, phase: 1 | 2 | 3): CarState[] {
  return cards.map((c) => {
    if (c.mp === 0) return c;
    const move = moves[c.vehicleId] ?? { generated: allowance(c, phase).min, option: null };
    return { ...c, mpUsed: c.mpUsed + move.generated, optionUsed: c.optionUsed + (move.option ? 1 : 0), damagedCheckThisPhase: false };
  });
}

const SHORT_LOSSES = ['minor-skid', 'fishtail'] as const;
const isShortLoss = (c: CarState) => (SHORT_LOSSES as readonly string[]).includes(c.control);

/** MP a car moves in a phase: generated MP plus an option point's extra one (a cancelled one is not moved). */
function movedThisPhase(before: CarState, after: CarState, moves: Record<number, Move>): number {
  const generated = after.mpUsed - before.mpUsed;
  return generated + (moves[before.vehicleId]?.option === 'extra' ? 1 : 0);
}

/**
 * Part IV › Loss of control table (gaps.md #43): a minor skid is out of control "until the end of the affected MP", a
 * fishtail "until the end of the fishtail MP" — the next MP the car spends. The table knows MP only by the phase, so
 * the state ends when the phase in which the car moved on after losing control is committed; a car that moved no MP
 * in the phase stays in it (and the end of the turn closes it at the latest, its MP being gone).
 */
function endShortLosses(before: CarState[], after: CarState[], moves: Record<number, Move>, phase: 1 | 2 | 3): { cards: CarState[]; effects: CardEffect[] } {
  const effects: CardEffect[] = [];
  for (const [i, c] of before.entries()) {
    if (!isShortLoss(c) || movedThisPhase(c, after[i]!, moves) <= 0) continue;
    effects.push({
      vehicleId: c.vehicleId,
      change: { field: 'control', to: 'in-control' },
      why: `The ${c.control.replace('-', ' ')} has ended with its MP (phase ${phase})`,
      rule: 'Part IV › Loss of Control (gaps.md #43)',
    });
  }
  return { cards: applyEffects(after, effects), effects };
}

const FUEL_RULE = 'Part II › Final characteristics › Fuel Points (gaps.md #35)';

const LASTING = ['major-skid', 'spin', 'rollover'] as const;

/**
 * Part IV › Loss of control table: a major skid loses 1 speed, a spin or rollover 2 speed and 2 MP, "every phase that
 * it continues". The recovery calculator takes them with its check (or, for a rollover, its landing roll at speed 0);
 * a car that was in one when the phase began and made no recovery roll in it loses them here, when the phase ends, as
 * no die is needed for that. A skid or spin brought to speed 0 this way is over; a rollover still rolls to land.
 */
export function lastingLossEffects(
  cards: readonly CarState[],
  atPhaseStart: ReadonlyMap<number, CarState['control']>,
  recovered: ReadonlySet<number>,
  phase: 1 | 2 | 3,
): CardEffect[] {
  const effects: CardEffect[] = [];
  const rule = 'Part IV › Loss of Control';
  for (const c of cards) {
    const state = c.control;
    if (!(LASTING as readonly string[]).includes(state) || atPhaseStart.get(c.vehicleId) !== state || recovered.has(c.vehicleId) || c.outOfHeat) continue;
    const row = LOSS_OF_CONTROL_TABLE.find((r) => r.event === state)!;
    const add = (change: CardEffect['change'], why: string) => effects.push({ vehicleId: c.vehicleId, change, why, rule });
    const speed = Math.min(row.perPhase.speed, c.speed);
    if (speed > 0) add({ field: 'speed', add: -speed }, `${row.label}: −${speed} speed in phase ${phase} (no recovery roll)`);
    if (row.perPhase.mp > 0) add({ field: 'mpLost', add: row.perPhase.mp }, `${row.label}: −${row.perPhase.mp} MP in phase ${phase}`);
    if (state !== 'rollover' && c.speed - speed === 0) add({ field: 'control', to: 'in-control' }, `Stopped: the ${row.label.toLowerCase()} ends`);
  }
  return effects;
}

/**
 * Part III › Turn Sequence step 5 (gaps.md #36): a minor skid or fishtail has ended with its MP; fuel every third turn
 * (an empty tank leaves the engine dry, −1 speed a turn); a driverless car loses 1 speed; handling recovers
 * (Part IV › Maneuvers and Handling, gaps.md #42); the fuel +1 lapses if the car did not try to accelerate.
 */
export function endOfTurnEffects(
  cards: readonly CarState[],
  facts: ReadonlyMap<number, CarFacts>,
  turn: number,
  triedToAccelerate: ReadonlySet<number>,
): CardEffect[] {
  const effects: CardEffect[] = [];
  for (const card of cards) {
    const info = facts.get(card.vehicleId);
    if (!info) continue;
    const add = (change: CardEffect['change'], why: string, rule: string) => effects.push({ vehicleId: card.vehicleId, change, why, rule });
    if (isShortLoss(card))
      add(
        { field: 'control', to: 'in-control' },
        `The ${card.control.replace('-', ' ')} has ended: no MP left this turn`,
        'Part IV › Loss of Control (gaps.md #43)',
      );
    const fuel = fuelAtEndOfTurn(turn, card.fuel);
    if (fuel.used > 0) add({ field: 'fuel', add: -fuel.used }, `Turn ${turn}: 1 fuel point used (1 every ${FUEL_USE_EVERY_TURNS} turns)`, fuel.rule);
    let speed = card.speed;
    const dry = card.engineDry || fuel.engineDry;
    if (fuel.engineDry && !card.engineDry) add({ field: 'engineDry', to: true }, 'A fuel point was due with an empty tank: the engine is dry', FUEL_RULE);
    if (isDriverless(card) && speed > 0) {
      const u = uncontrolledTurn(speed);
      add({ field: 'speed', add: u.speedNextTurn - speed }, 'Uncontrolled: loses 1 speed every turn', u.rule);
      speed = u.speedNextTurn;
    } else if (dry && speed > 0) {
      add({ field: 'speed', add: -1 }, 'Engine dry: loses 1 speed every turn', FUEL_RULE);
      speed -= 1;
    }
    if (card.fuelBonus && !triedToAccelerate.has(card.vehicleId))
      add({ field: 'fuelBonus', to: false }, 'No attempt to accelerate this turn: the fuel +1 lapses', 'Part III › Turn Sequence');
    if (!card.destroyed && !card.outOfHeat) {
      const r = recoverHandling(card.handling, maxHandlingNow(card, info.maxHandling), speed);
      if (r.handling !== card.handling)
        add(
          { field: 'handling', to: r.handling },
          speed === 0 ? 'Stopped: handling recovers fully' : `Handling recovers by its maximum (at least 1) to ${r.handling}`,
          'Part IV › Maneuvers and Handling (gaps.md #42)',
        );
    }
  }
  return effects;
}

/** A new turn: fishtail's speed loss, and everything counted per turn starts again. */
export function newTurnEffects(cards: readonly CarState[]): CardEffect[] {
  return cards.flatMap((c): CardEffect[] =>
    c.speedLossNextTurn > 0
      ? [
          {
            vehicleId: c.vehicleId,
            change: { field: 'speed', add: -Math.min(c.speed, c.speedLossNextTurn) },
            why: `Loses ${c.speedLossNextTurn} speed this turn (fishtail)`,
            rule: 'Part IV › Loss of Control',
          },
          { vehicleId: c.vehicleId, change: { field: 'speedLossNextTurn', to: 0 }, why: 'Speed loss taken', rule: 'Part IV › Loss of Control' },
        ]
      : [],
  );
}

/** Everything counted per turn starts again (the rate of fire's phases, re-rolls per turn, MP, option points). */
export function resetTurn(c: CarState): CarState {
  return {
    ...c,
    mp: 0,
    mpLost: 0,
    mpUsed: 0,
    optionPoints: 0,
    optionUsed: 0,
    lostHandlingToObstacleThisTurn: false,
    damagedCheckThisPhase: false,
    weapons: c.weapons.map((w) => ({ ...w, firedLastPhasePrevTurn: w.firedPhases.includes(3), firedPhases: [] })),
    crew: c.crew.map((x) => ({ ...x, usedTurn: [], firedThisTurn: [] })),
  };
}

/**
 * Between heats (gaps.md #68): fuel and standard ammunition are refilled, damage short of the next critical is
 * cleared; criticals, lost armor, tire damage and flesh wounds stay. A destroyed car or a dead crewman does not come
 * back; a car new to this heat starts fresh.
 */
export function nextHeatStart(previous: CarState | undefined, info: CarFacts): CarState {
  const fresh = structuredClone(info.start);
  if (!previous) return fresh;
  const t = Math.max(1, info.toughness);
  return {
    ...fresh,
    damage: Math.floor(previous.damage / t) * t,
    criticals: previous.criticals,
    armorLoss: { ...previous.armorLoss },
    tireDamage: previous.tireDamage,
    maxHandlingLoss: previous.maxHandlingLoss,
    drivetrain: previous.drivetrain,
    handling: info.maxHandling - previous.maxHandlingLoss,
    weapons: fresh.weapons.map((w) => {
      const before = previous.weapons.find((x) => x.id === w.id);
      const expendable = info.weapons.find((x) => x.id === w.id)?.expendable;
      return expendable && before ? { ...w, ammo: before.ammo } : w;
    }),
    crew: fresh.crew.map((c) => {
      const before = previous.crew.find((x) => x.competitorId === c.competitorId);
      return before ? { ...c, fleshWounds: before.fleshWounds, woundsSuffered: before.woundsSuffered } : c;
    }),
  };
}

/** The cards a heat starts with: each car's last card from an earlier heat (same car, same driver) carried over. */
export function heatStarts(finished: TableState['finished'], facts: readonly CarFacts[]): CarState[] {
  const last = (id: number, driverId: number) => {
    for (let i = finished.length - 1; i >= 0; i--) {
      const c = finished[i]!.cards.find((x) => x.vehicleId === id && x.driverId === driverId);
      if (c) return c;
    }
    return undefined;
  };
  return facts.map((f) => nextHeatStart(last(f.vehicleId, f.start.driverId), f));
}

export function emptyTable<R extends RecordedRoll>(): TableState<R> {
  return {
    started: false,
    position: START,
    cards: [],
    order: null,
    totals: {},
    moves: {},
    acted: {},
    rollsThisHeat: 0,
    played: [],
    log: [],
    finished: [],
    pending: [],
    over: false,
  };
}

/** Fold the events into the table as it stands. `facts`: each car's fixed numbers, for the end-of-turn bookkeeping. */
export function fold<R extends RecordedRoll>(events: readonly TableEvent<R>[], facts: ReadonlyMap<number, CarFacts>): TableState<R> {
  const s = emptyTable<R>();
  const applied = new Set(events.flatMap((e) => (e.t === 'apply' ? [e.ref] : [])));
  const resolutions = new Map<string, LogItem<R> & { kind: 'resolution' }>();
  let tried = new Set<number>();
  /** Each car's control state as the current phase began (for the losses of a skid, spin or rollover that goes on). */
  let atPhaseStart = new Map<number, CarState['control']>();

  for (const e of events) {
    if (e.t === 'heat') s.played = s.played.filter((h) => h !== e.heat);
    else if (!s.played.includes(s.position.heat) && (e.t !== 'finish' || e.effects.length > 0)) s.played.push(s.position.heat);
    switch (e.t) {
      case 'heat':
        if (!e.restart && s.cards.length) s.finished.push({ heat: s.position.heat, cards: s.cards });
        s.started = true;
        s.position = { heat: e.heat, turn: 1, step: 'initiative', phase: 0 };
        s.cards = structuredClone(e.starts);
        s.order = null;
        s.totals = {};
        s.moves = {};
        s.acted = {};
        s.rollsThisHeat = 0;
        s.over = false;
        // A restart takes back everything of the heat: its log too.
        if (e.restart) s.log = s.log.filter((l) => l.position.heat !== e.heat);
        for (const [ref, item] of resolutions) if (item.position.heat === e.heat) resolutions.delete(ref);
        tried = new Set();
        break;
      case 'finish':
        s.cards = applyEffects(s.cards, e.effects);
        if (e.effects.length) s.log.push({ kind: 'edit', why: `Heat ${s.position.heat} finishing places`, effects: e.effects, position: s.position });
        s.over = true;
        break;
      case 'roll': {
        const item: LogItem<R> & { kind: 'resolution' } = {
          kind: 'resolution',
          res: e.res,
          status: applied.has(e.res.ref) ? 'applied' : 'pending',
          position: s.position,
        };
        resolutions.set(e.res.ref, item);
        s.log.push(item);
        s.rollsThisHeat++;
        for (const id of e.res.actors) (s.acted[id] ??= []).push({ kind: e.res.kind, step: s.position.step, phase: s.position.phase });
        if (e.res.kind === 'accelerate') for (const id of e.res.actors) tried.add(id);
        if (e.res.initiative) {
          s.order = e.res.initiative.order;
          s.totals = e.res.initiative.totals;
        }
        break;
      }
      case 'apply': {
        const item = resolutions.get(e.ref);
        if (item) s.cards = applyEffects(s.cards, item.res.effects);
        break;
      }
      case 'edit':
        s.cards = applyEffects(s.cards, e.effects);
        s.log.push({ kind: 'edit', why: e.why, effects: e.effects, position: s.position });
        break;
      case 'order':
        s.order = e.order;
        s.totals = {};
        for (const id of e.order) (s.acted[id] ??= []).push({ kind: 'initiative', step: s.position.step, phase: 0 });
        break;
      case 'move':
        s.moves = { ...s.moves, [e.vehicleId]: e.move };
        (s.acted[e.vehicleId] ??= []).push({ kind: 'move', step: s.position.step, phase: s.position.phase });
        break;
      case 'advance': {
        const p = s.position;
        const next = nextPosition(p);
        if (p.step === 'phase') {
          const phase = p.phase as 1 | 2 | 3;
          const recovered = new Set(
            Object.entries(s.acted).flatMap(([id, list]) => (list.some((a) => a.kind === 'recovery' && a.phase === phase) ? [Number(id)] : [])),
          );
          const lasting = lastingLossEffects(s.cards, atPhaseStart, recovered, phase);
          s.cards = applyEffects(s.cards, lasting);
          const ended = endShortLosses(s.cards, commitMoves(s.cards, s.moves, phase), s.moves, phase);
          s.cards = ended.cards;
          const effects = [...lasting, ...ended.effects];
          if (effects.length) s.log.push({ kind: 'bookkeeping', title: `End of phase ${phase}`, effects, position: p });
          s.moves = {};
        }
        if (next.step === 'phase') atPhaseStart = new Map(s.cards.map((c) => [c.vehicleId, c.control]));
        if (next.step === 'phase' && next.phase === 1) s.cards = s.cards.map((c) => ({ ...c, damagedCheckThisPhase: false }));
        if (next.step === 'end') {
          const effects = endOfTurnEffects(s.cards, facts, p.turn, tried);
          s.cards = applyEffects(s.cards, effects);
          s.log.push({ kind: 'bookkeeping', title: `End of turn ${p.turn}`, effects, position: next });
        }
        if (p.step === 'end') {
          s.cards = s.cards.map(resetTurn);
          const effects = newTurnEffects(s.cards);
          s.cards = applyEffects(s.cards, effects);
          if (effects.length) s.log.push({ kind: 'bookkeeping', title: `Turn ${next.turn} begins`, effects, position: next });
          s.order = null;
          s.totals = {};
          s.acted = {};
          tried = new Set();
        }
        s.position = next;
        break;
      }
    }
  }
  s.pending = [...resolutions.values()].filter((r) => r.status === 'pending').map((r) => r.res);
  return s;
}

/** Movement order this phase: reverse initiative (lowest first); cars without a roll move first (Part III › Turn Sequence). */
export function movementOrder(s: Pick<TableState, 'order' | 'cards'>): number[] {
  const ranked = s.order ?? [];
  const rest = s.cards.map((c) => c.vehicleId).filter((id) => !ranked.includes(id));
  return [...rest, ...[...ranked].reverse()];
}

/** Everything the result form needs from the heats played: per competitor and per car. */
export interface HeatTotals {
  competitors: Record<number, { points: number; criticals: number; outOfAction: boolean }>;
  vehicles: Record<number, { criticals: number; destroyed: boolean; damage: number }>;
  /** The heats played (something recorded after their start), in order. */
  heats: number[];
}

/**
 * The match so far, for the result form: points and criticals scored summed over the heats played (a heat counts
 * once anything was recorded in it after its start), who went out of action, and each car's criticals taken in this match (its last
 * count less what it brought to its first heat).
 */
export function matchTotals(events: readonly TableEvent[], s: TableState): HeatTotals {
  const brought = new Map<number, number>();
  for (const e of events) if (e.t === 'heat') for (const c of e.starts) if (!brought.has(c.vehicleId)) brought.set(c.vehicleId, c.criticals);
  const out: HeatTotals = { competitors: {}, vehicles: {}, heats: [] };
  const played = new Set(s.played);
  const heats = [...s.finished, ...(s.cards.length ? [{ heat: s.position.heat, cards: s.cards }] : [])].filter((h) => played.has(h.heat));
  out.heats = heats.map((h) => h.heat);
  for (const h of heats) {
    for (const c of h.cards) {
      const v = (out.vehicles[c.vehicleId] ??= { criticals: 0, destroyed: false, damage: 0 });
      v.criticals = Math.max(v.criticals, c.criticals - (brought.get(c.vehicleId) ?? 0));
      v.destroyed ||= c.destroyed;
      v.damage = c.damage;
      for (const crew of c.crew) {
        const x = (out.competitors[crew.competitorId] ??= { points: 0, criticals: 0, outOfAction: false });
        x.points += crew.points;
        x.criticals += crew.criticalsScored;
        x.outOfAction ||= crew.outOfAction;
      }
    }
  }
  return out;
}
