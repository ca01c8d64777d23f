/**
 * The match assistant's state at the table, as a list of events folded into the live cards. Rolls come from the
 * league (assistant.resolve, journaled); an event holding a resolution counts only while that resolution stands, so
 * undoing a roll (Ctrl+Z) also takes its outcome off the cards. The bookkeeping between steps (fuel every third
 * turn, handling recovery, per-phase MP) is the engine's match module, called here.
 */
import { match } from '../../../src-shared/engine/dethmetal';
import { applyEffects, type AssistantCarInfo, type CardEffect, type CarState, type Resolution } from '../../../src-shared/ipc/channels/assistant';

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

export type AssistantEvent =
  | { t: 'heat'; heat: number; starts: CarState[] }
  | { t: 'resolution'; res: Resolution; turn: number; at: string }
  | { t: 'apply'; ref: string }
  | { t: 'edit'; effects: CardEffect[]; why: string }
  | { t: 'order'; order: number[] }
  | { t: 'move'; vehicleId: number; move: Move }
  | { t: 'advance' }
  /** The heat is over (the result tab takes it from here, or the next heat starts). */
  | { t: 'finish' };

export interface AssistantSession {
  v: 1;
  matchId: number;
  events: AssistantEvent[];
}

export type LogItem =
  | { kind: 'resolution'; res: Resolution; status: 'applied' | 'pending' | 'undone'; position: Position }
  | { kind: 'bookkeeping'; title: string; effects: CardEffect[]; position: Position }
  | { kind: 'edit'; why: string; effects: CardEffect[]; position: Position };

export interface Derived {
  position: Position;
  cards: CarState[];
  /** Initiative order this turn, highest first (null until rolled or typed). */
  order: number[] | null;
  totals: Record<number, number>;
  moves: Record<number, Move>;
  log: LogItem[];
  /** The last card of every finished heat. */
  finished: { heat: number; cards: CarState[] }[];
  /** Resolutions rolled but not applied yet, newest last. */
  pending: Resolution[];
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

export function emptySession(matchId: number): AssistantSession {
  return { v: 1, matchId, events: [] };
}

export function positionLabel(p: Position): string {
  return `Heat ${p.heat} · Turn ${p.turn} · ${p.step === 'phase' ? `Phase ${p.phase}` : STEP_LABEL[p.step]}`;
}

/** A car that no longer takes orders: destroyed, out of the heat, or without its driver. */
export function isDriverless(card: CarState): boolean {
  return card.destroyed || card.outOfHeat || card.crew.some((c) => c.competitorId === card.driverId && c.outOfAction);
}

export function maxHandlingNow(card: CarState, info: AssistantCarInfo): number {
  return card.suspensionBroken ? match.BROKEN_SUSPENSION_HANDLING : info.maxHandling - card.maxHandlingLoss;
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
 * Part IV › Phases and Movement points, from the engine's phaseAllowance. MP lost mid-turn come off the turn's MP
 * (gaps.md #40 reads the spend as exact); if more were spent than remain, nothing is left to spend.
 */
export function allowance(card: CarState, phase: 1 | 2 | 3): Allowance {
  const mp = Math.max(0, card.mp - card.mpLost);
  const left = Math.max(0, mp - card.mpUsed);
  const options = Math.max(0, card.optionPoints - card.optionUsed);
  let a: Omit<Allowance, 'left' | 'text'>;
  try {
    a = match.phaseAllowance(mp, phase, Math.min(card.mpUsed, mp), options);
  } catch {
    // More was spent in earlier phases than the lost MP leave for an even spread: spend what is left over the rest.
    const each = Math.ceil(left / (4 - phase));
    a = { base: each, remainderAvailable: 0, remainderRequired: 0, min: each, max: each, optionExtra: options > 0 && mp > 0 ? 1 : 0, optionCancel: options > 0 && each > 0 ? 1 : 0 };
  }
  const rem = a.remainderAvailable ? ` + 1 remainder ${a.remainderRequired ? 'required' : 'available'}` : '';
  const opt = a.optionExtra ? ` (option point: +1 or cancel 1)` : '';
  return { ...a, left, text: `this phase: ${a.base}${rem}${opt}` };
}

function clone<T>(x: T): T {
  return structuredClone(x);
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

const FUEL_RULE = 'Part II › Final characteristics › Fuel Points (gaps.md #35)';

/**
 * Part III › Turn Sequence step 5 (gaps.md #36): a minor skid or fishtail has ended with its MP; fuel every third turn
 * (an empty tank leaves the engine dry, −1 speed a turn); a driverless car loses 1 speed; handling recovers
 * (Part IV › Maneuvers and Handling, gaps.md #42); the fuel +1 lapses if the car did not try to accelerate.
 */
export function endOfTurnEffects(cards: readonly CarState[], infos: ReadonlyMap<number, AssistantCarInfo>, turn: number, triedToAccelerate: ReadonlySet<number>): CardEffect[] {
  const effects: CardEffect[] = [];
  for (const card of cards) {
    const info = infos.get(card.vehicleId);
    if (!info) continue;
    const out: CardEffect[] = [];
    const add = (change: CardEffect['change'], why: string, rule: string) => out.push({ vehicleId: card.vehicleId, change, why, rule });
    if (card.control === 'minor-skid' || card.control === 'fishtail') add({ field: 'control', to: 'in-control' }, `The ${card.control.replace('-', ' ')} has ended with its MP`, 'Part IV › Loss of Control (gaps.md #43)');
    const fuel = match.fuelAtEndOfTurn(turn, card.fuel);
    if (fuel.used > 0) add({ field: 'fuel', add: -fuel.used }, `Turn ${turn}: 1 fuel point used (1 every ${match.FUEL_USE_EVERY_TURNS} turns)`, fuel.rule);
    let speed = card.speed;
    const dry = card.engineDry || fuel.engineDry;
    if (fuel.engineDry && !card.engineDry) add({ field: 'engineDry', to: true }, 'A fuel point was due with an empty tank: the engine is dry', FUEL_RULE);
    if (isDriverless(card) && speed > 0) {
      const u = match.uncontrolledTurn(speed);
      add({ field: 'speed', add: u.speedNextTurn - speed }, 'Uncontrolled: loses 1 speed every turn', u.rule);
      speed = u.speedNextTurn;
    } else if (dry && speed > 0) {
      add({ field: 'speed', add: -1 }, 'Engine dry: loses 1 speed every turn', FUEL_RULE);
      speed -= 1;
    }
    if (card.fuelBonus && !triedToAccelerate.has(card.vehicleId)) add({ field: 'fuelBonus', to: false }, 'No attempt to accelerate this turn: the fuel +1 lapses', 'Part III › Turn Sequence');
    if (!card.destroyed && !card.outOfHeat) {
      const r = match.recoverHandling(card.handling, maxHandlingNow(card, info), speed);
      if (r.handling !== card.handling) add({ field: 'handling', to: r.handling }, speed === 0 ? 'Stopped: handling recovers fully' : `Handling recovers by its maximum (at least 1) to ${r.handling}`, 'Part IV › Maneuvers and Handling (gaps.md #42)');
    }
    effects.push(...out);
  }
  return effects;
}

/** A new turn: fishtail's speed loss, and everything counted per turn starts again. */
export function newTurnEffects(cards: readonly CarState[]): CardEffect[] {
  return cards.flatMap((c): CardEffect[] =>
    c.speedLossNextTurn > 0
      ? [
          { vehicleId: c.vehicleId, change: { field: 'speed', add: -Math.min(c.speed, c.speedLossNextTurn) }, why: `Loses ${c.speedLossNextTurn} speed this turn (fishtail)`, rule: 'Part IV › Loss of Control' },
          { vehicleId: c.vehicleId, change: { field: 'speedLossNextTurn', to: 0 }, why: 'Speed loss taken', rule: 'Part IV › Loss of Control' },
        ]
      : [],
  );
}

function resetTurn(c: CarState): CarState {
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
export function nextHeatStart(previous: CarState | undefined, info: AssistantCarInfo): CarState {
  const fresh = clone(info.start);
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

/** Fold the events into the table as it stands. `active`: refs of resolutions not undone. */
export function fold(session: AssistantSession, infos: ReadonlyMap<number, AssistantCarInfo>, active: ReadonlySet<string>): Derived {
  let position = START;
  let cards: CarState[] = [];
  let order: number[] | null = null;
  let totals: Record<number, number> = {};
  let moves: Record<number, Move> = {};
  const log: LogItem[] = [];
  const finished: Derived['finished'] = [];
  const applied = new Set(session.events.flatMap((e) => (e.t === 'apply' ? [e.ref] : [])));
  const resolutions = new Map<string, LogItem & { kind: 'resolution' }>();
  let tried = new Set<number>();
  let over = false;

  for (const e of session.events) {
    switch (e.t) {
      case 'heat':
        if (cards.length) finished.push({ heat: position.heat, cards });
        position = { heat: e.heat, turn: 1, step: 'initiative', phase: 0 };
        cards = clone(e.starts);
        order = null;
        totals = {};
        moves = {};
        tried = new Set();
        over = false;
        break;
      case 'finish':
        over = true;
        break;
      case 'resolution': {
        const standing = active.has(e.res.ref);
        const item: LogItem & { kind: 'resolution' } = { kind: 'resolution', res: e.res, status: !standing ? 'undone' : applied.has(e.res.ref) ? 'applied' : 'pending', position };
        resolutions.set(e.res.ref, item);
        log.push(item);
        if (standing && e.res.kind === 'accelerate') for (const eff of e.res.effects) tried.add(eff.vehicleId);
        if (standing && e.res.initiative) {
          order = e.res.initiative.order;
          totals = e.res.initiative.totals;
        }
        break;
      }
      case 'apply': {
        const item = resolutions.get(e.ref);
        if (item && item.status !== 'undone') cards = applyEffects(cards, item.res.effects);
        break;
      }
      case 'edit':
        cards = applyEffects(cards, e.effects);
        log.push({ kind: 'edit', why: e.why, effects: e.effects, position });
        break;
      case 'order':
        order = e.order;
        totals = {};
        break;
      case 'move':
        moves = { ...moves, [e.vehicleId]: e.move };
        break;
      case 'advance': {
        const next = nextPosition(position);
        if (position.step === 'phase') {
          cards = commitMoves(cards, moves, position.phase as 1 | 2 | 3);
          moves = {};
        }
        if (next.step === 'phase' && next.phase === 1) cards = cards.map((c) => ({ ...c, damagedCheckThisPhase: false }));
        if (next.step === 'end') {
          const effects = endOfTurnEffects(cards, infos, position.turn, tried);
          cards = applyEffects(cards, effects);
          log.push({ kind: 'bookkeeping', title: `End of turn ${position.turn}`, effects, position: next });
        }
        if (position.step === 'end') {
          cards = cards.map(resetTurn);
          const effects = newTurnEffects(cards);
          cards = applyEffects(cards, effects);
          if (effects.length) log.push({ kind: 'bookkeeping', title: `Turn ${next.turn} begins`, effects, position: next });
          order = null;
          totals = {};
          tried = new Set();
        }
        position = next;
        break;
      }
    }
  }
  const pending = [...resolutions.values()].filter((r) => r.status === 'pending').map((r) => r.res);
  return { position, cards, order, totals, moves, log, finished, pending, over };
}

/** Movement order this phase: reverse initiative (lowest first); cars without a roll move first (Part III). */
export function movementOrder(d: Derived): number[] {
  const ranked = d.order ?? [];
  const rest = d.cards.map((c) => c.vehicleId).filter((id) => !ranked.includes(id));
  return [...rest, ...[...ranked].reverse()];
}

/** Everything the result form needs from the heats played: per competitor and per car. */
export interface HeatTotals {
  competitors: Record<number, { points: number; criticals: number; outOfAction: boolean }>;
  vehicles: Record<number, { criticals: number; destroyed: boolean; damage: number }>;
  heatsPlayed: number;
}

/**
 * The match so far, for the result form: points and criticals scored summed over the heats, who went out of action,
 * and each car's criticals taken in this match (its last count less what it brought to its first heat).
 */
export function matchTotals(session: AssistantSession, d: Derived): HeatTotals {
  const brought = new Map<number, number>();
  for (const e of session.events) if (e.t === 'heat') for (const c of e.starts) if (!brought.has(c.vehicleId)) brought.set(c.vehicleId, c.criticals);
  const out: HeatTotals = { competitors: {}, vehicles: {}, heatsPlayed: 0 };
  const heats = [...d.finished, ...(d.cards.length ? [{ heat: d.position.heat, cards: d.cards }] : [])];
  out.heatsPlayed = heats.length;
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

export function storageKey(leaguePath: string, matchId: number): string {
  return `pitwall.assistant:${leaguePath}:${matchId}`;
}

export function loadSession(key: string, matchId: number): AssistantSession {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return emptySession(matchId);
    const parsed = JSON.parse(raw) as AssistantSession;
    return parsed.v === 1 && parsed.matchId === matchId && Array.isArray(parsed.events) ? parsed : emptySession(matchId);
  } catch {
    return emptySession(matchId);
  }
}

export function saveSession(key: string, session: AssistantSession): void {
  localStorage.setItem(key, JSON.stringify(session));
}
