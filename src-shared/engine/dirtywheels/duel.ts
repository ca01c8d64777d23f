/**
 * Two vehicles of the team builder against each other (issue 23): turn by turn, the chance that each has destroyed
 * the other, at a distance and with the other car in front of each or not. The core's duel chain
 * (core/odds/duel.ts) does the turns; each shot is the table's own `shoot` intent through its resolver and card
 * reducer (the odds engine's `dwRunner`), so the duel's shots agree with the table's odds. What the duel leaves out
 * is listed in `DW_DUEL_NOT_MODELLED`; the choices it makes are gaps.md #40.
 */
import { type DuelCurves, type DuelRules, type DuelSide, duelOdds, type DuelOptions, duelSimulate, type DuelTurn, type NotModelled } from '../core/odds';
import { TableRefusal } from '../core/table';
import { SeededDice } from '../dice';
import type { CarDesign, Driver } from './design';
import * as match from './match';
import { dwRunner, attackPoolState } from './odds';
import { SECTION, withGap } from './sections';
import type { DirtyWheelsSettings } from './settings';
import { freshTable, type TableNow } from './table';

/** One side of the duel: a car as the team builder holds it, its driver, and whether the other car is dead ahead. */
export interface DwDuelSide {
  name: string;
  design: CarDesign;
  driver: Driver;
  /** The other car is directly in front of this one (a fixed weapon fires only then, Shooting). */
  targetInFront: boolean;
}

export interface DwDuelInput {
  a: DwDuelSide;
  b: DwDuelSide;
  /** Inches between the cars, held all duel long. */
  distance: number;
  turns: number;
}

/** A weapon of a side: fires every turn, or why it never does at this distance and facing. */
export interface DwDuelWeapon {
  index: number;
  name: string;
  fires: boolean;
  why: string | null;
}

export interface DwDuelReport extends DuelCurves {
  weapons: { a: DwDuelWeapon[]; b: DwDuelWeapon[] };
  notModelled: NotModelled[];
}

/** The two cards and how far down its weapon list each side has fired this turn. */
interface State {
  a: match.CarCard;
  b: match.CarCard;
  firedA: number;
  firedB: number;
}

const ID = { a: 1, b: 2 } as const;

export const DW_DUEL_NOT_MODELLED: readonly NotModelled[] = [
  { what: 'Movement: the cars hold the distance and facing chosen all duel long, and neither rams', rule: withGap(SECTION.rules, 40) },
  { what: 'Both cars shoot at once each turn, from the cards as the turn starts (initiative order is not rolled)', rule: withGap(SECTION.rules, 40) },
  { what: 'The destruction table: a destroyed car is out, its explosion within 3" is not rolled', rule: SECTION.destruction },
  { what: 'Shock, the Gunner upgrade, pipe bombs, harpoons and a Trigger happy driver’s extra shot', rule: SECTION.upgrades },
  { what: 'Bumpy ground and bright lights (the table’s facts)', rule: withGap(SECTION.shooting, 33) },
];

function sideRules(input: DwDuelInput, settings: DirtyWheelsSettings) {
  const fresh = freshTable(
    (['a', 'b'] as const).map((s) => ({ vehicleId: ID[s], franchiseId: ID[s], name: input[s].name, design: input[s].design, driver: input[s].driver })),
    settings,
  );
  const base: TableNow = { ...fresh, phase: 'activations', round: 1 };
  const intent = (side: DuelSide, weapon: number) =>
    ({
      kind: 'shoot',
      shooter: ID[side],
      weapon,
      target: ID[side === 'a' ? 'b' : 'a'],
      distance: input.distance,
      targetInFront: input[side].targetInFront,
      bumpy: false,
      facingBrightLights: false,
      extraShot: false,
    }) as const;
  // Which weapons can fire does not change in the duel (range and facing are held): ask the table once, in its words.
  const weapons = (side: DuelSide): DwDuelWeapon[] =>
    fresh.cars.get(ID[side])!.derived.weapons.map((w, index) => {
      try {
        dwRunner(base, intent(side, index), settings)(new SeededDice(1));
        return { index, name: w.weapon, fires: true, why: null };
      } catch (e) {
        if (!(e instanceof TableRefusal)) throw e;
        return { index, name: w.weapon, fires: false, why: e.message };
      }
    });
  return { base, intent, weapons: { a: weapons('a'), b: weapons('b') } };
}

function rulesOf(input: DwDuelInput, settings: DirtyWheelsSettings): { rules: DuelRules<State>; start: State; weapons: DwDuelReport['weapons'] } {
  const { base, intent, weapons } = sideRules(input, settings);
  const fired = (side: DuelSide) => (side === 'a' ? 'firedA' : 'firedB');
  const rules: DuelRules<State> = {
    key: (s) => `${s.a.damage},${s.a.destroyed ? 1 : 0},${s.b.damage},${s.b.destroyed ? 1 : 0},${s.firedA},${s.firedB}`,
    out: (s, side) => s[side].destroyed,
    parts: 1,
    nextShot(s, side) {
      const w = weapons[side].find((x) => x.fires && x.index >= s[fired(side)]);
      if (!w) return null;
      const now: TableNow = {
        ...base,
        cards: new Map([
          [ID.a, s.a],
          [ID.b, s.b],
        ]),
      };
      const run = dwRunner(now, intent(side, w.index), settings);
      return {
        // The shot reads only the two cars' fixed numbers (aim, armour): every shot of this weapon is alike.
        memo: `${side}|${w.index}`,
        roll: (dice) => JSON.stringify(run(dice).resolved.outcomes),
        apply: (o) => {
          const [a, b] = match.applyOutcomes([s.a, s.b], JSON.parse(o) as match.CardOutcome[]);
          return { ...s, a: a!, b: b!, [fired(side)]: w.index + 1 };
        },
      };
    },
    // Simultaneous fire: a side's volley changes only the other car's card, and its own count of weapons fired.
    merge: (_from, aFired, bFired) => ({ a: bFired.a, b: aFired.b, firedA: aFired.firedA, firedB: bFired.firedB }),
    endTurn: (s) => ({ ...s, firedA: 0, firedB: 0 }),
    shotState: attackPoolState,
  };
  const start: State = { a: base.cards.get(ID.a)!, b: base.cards.get(ID.b)!, firedA: 0, firedB: 0 };
  return { rules, start, weapons };
}

function checked(input: DwDuelInput): void {
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > 20) throw new RangeError('A duel runs 1 to 20 turns');
  if (!(input.distance >= 0 && input.distance <= 200)) throw new RangeError('The distance is 0 to 200 inches');
}

/** The exact duel: each turn's chance that each car has destroyed the other. */
export function dwDuel(input: DwDuelInput, settings: DirtyWheelsSettings, opts: DuelOptions = {}): DwDuelReport {
  checked(input);
  const { rules, start, weapons } = rulesOf(input, settings);
  return { ...duelOdds(rules, start, input.turns, opts), weapons, notModelled: [...DW_DUEL_NOT_MODELLED] };
}

/** Whole duels with seeded dice through the same shots (the chain's proof). */
export function dwDuelSimulate(input: DwDuelInput, settings: DirtyWheelsSettings, runs: number, seed = 1): DuelTurn[] {
  checked(input);
  const { rules, start } = rulesOf(input, settings);
  return duelSimulate(rules, start, input.turns, runs, seed);
}
