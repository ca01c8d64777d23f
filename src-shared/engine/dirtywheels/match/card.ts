import { SECTION } from '../sections';
import type { DestructionResult as DestructionKind } from '../tables/play';
import { isDestroyed } from './destruction';

/** A car's live card during one game. Every game starts from `freshCard` (gaps.md #9): nothing carries over. */
export interface CarCard {
  id: string;
  structure: number;
  /** Speed on the card before any damage (derived: type, heavy weapons, upgrades). */
  startSpeed: number;
  damage: number;
  /** Speed lost other than by damage (a Gunner's tire hit). */
  otherSpeedLoss: number;
  /** Current speed: start less 1" per damage and other losses, never below 0 (gaps.md #3). */
  speed: number;
  /** Shock-round initiative loss for the rest of the game, and the part that lasts for the next round only (gaps.md #27). */
  initiativeLoss: number;
  initiativeLossNextRound: number;
  destroyed: boolean;
  destruction: DestructionKind | null;
  destroyedBy: string | null;
  harpoonFired: boolean;
  kills: number;
}

export type CardOutcome =
  | { kind: 'damage'; car: string; amount: number; by?: string; source: string }
  | { kind: 'speed-loss'; car: string; inches: number; source: string }
  | { kind: 'destroyed'; car: string; by?: string; source: string }
  | { kind: 'destruction-roll'; car: string; result: DestructionKind }
  | { kind: 'initiative-loss'; car: string; amount: number; lasts: 'rest-of-game' | 'next-round' }
  | { kind: 'harpoon-fired'; car: string }
  /** When the last car of a turn has activated, before that turn's shock round: a 'next-round' loss has been used. */
  | { kind: 'turn-ended' };

export function freshCard(id: string, structure: number, startSpeed: number): CarCard {
  return {
    id,
    structure,
    startSpeed,
    damage: 0,
    otherSpeedLoss: 0,
    speed: startSpeed,
    initiativeLoss: 0,
    initiativeLossNextRound: 0,
    destroyed: false,
    destruction: null,
    destroyedBy: null,
    harpoonFired: false,
    kills: 0,
  };
}

const withSpeed = (c: CarCard): CarCard => ({ ...c, speed: Math.max(0, c.startSpeed - c.damage - c.otherSpeedLoss) });

export class CardOutcomeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardOutcomeError';
  }
}

function destroy(cards: Map<string, CarCard>, car: CarCard, by: string | undefined): void {
  cards.set(car.id, { ...car, destroyed: true, destroyedBy: by ?? null });
  const killer = by === undefined ? undefined : cards.get(by);
  if (killer && killer.id !== car.id) cards.set(killer.id, { ...killer, kills: killer.kills + 1 });
}

/**
 * The live cards after a list of applied outcomes, in order. Damage reduces speed by 1" ("It now moves with 1 less
 * speed", gaps.md #29) and destroys the car at its structure; damage to a destroyed car is kept but changes nothing.
 */
export function applyOutcomes(start: readonly CarCard[], outcomes: readonly CardOutcome[]): CarCard[] {
  const cards = new Map(start.map((c) => [c.id, c]));
  const get = (id: string) => {
    const c = cards.get(id);
    if (!c) throw new CardOutcomeError(`No car "${id}" in this game.`);
    return c;
  };
  for (const o of outcomes) {
    if (o.kind === 'turn-ended') {
      for (const c of cards.values()) cards.set(c.id, { ...c, initiativeLossNextRound: 0 });
      continue;
    }
    const car = get(o.car);
    if (o.kind === 'damage') {
      if (!Number.isInteger(o.amount) || o.amount < 0) throw new CardOutcomeError(`Damage must be a whole number of 0 or more, not ${o.amount}.`);
      const next = withSpeed({ ...car, damage: car.damage + o.amount });
      cards.set(car.id, next);
      if (!car.destroyed && isDestroyed(next.damage, next.structure)) destroy(cards, next, o.by);
    } else if (o.kind === 'speed-loss') cards.set(car.id, withSpeed({ ...car, otherSpeedLoss: car.otherSpeedLoss + o.inches }));
    else if (o.kind === 'destroyed') {
      if (!car.destroyed) destroy(cards, car, o.by);
    } else if (o.kind === 'destruction-roll') cards.set(car.id, { ...car, destruction: o.result });
    else if (o.kind === 'initiative-loss')
      cards.set(
        car.id,
        o.lasts === 'rest-of-game'
          ? { ...car, initiativeLoss: car.initiativeLoss + o.amount }
          : { ...car, initiativeLossNextRound: car.initiativeLossNextRound + o.amount },
      );
    else if (o.kind === 'harpoon-fired') {
      if (car.harpoonFired) throw new CardOutcomeError(`${car.id}'s harpoon "can be fired once per game" (${SECTION.upgrades}).`);
      cards.set(car.id, { ...car, harpoonFired: true });
    }
  }
  return start.map((c) => cards.get(c.id)!);
}
