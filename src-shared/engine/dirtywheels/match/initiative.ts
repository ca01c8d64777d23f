import type { Dice, RollRecord } from '../../dice';
import { type Modifier, modifier, SECTION, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';

export interface InitiativeEntrant {
  id: string;
  /** The driver's initiative stat. */
  initiative: number;
  /** Initiative lost in shock rounds that still applies (a negative number or 0). */
  shockLoss?: number;
}

export interface InitiativeEntry {
  id: string;
  roll: RollRecord | null;
  total: number;
  modifiers: Modifier[];
  /** Roll-off results, one per round of roll-off this entry took part in. */
  rollOffs: number[];
}

const TIE_RULE = withGap(SECTION.rules, 11);

/** Highest first; equal keys are settled by the stat (per the house rule) and then d6 roll-offs among those still tied. */
function settle(dice: Dice, tied: InitiativeEntry[], statOf: (id: string) => number, useStat: boolean, purpose: string): InitiativeEntry[] {
  if (tied.length < 2) return tied;
  if (useStat) {
    const stats = [...new Set(tied.map((e) => statOf(e.id)))].sort((a, b) => b - a);
    if (stats.length > 1)
      return stats.flatMap((s) =>
        settle(
          dice,
          tied.filter((e) => statOf(e.id) === s),
          statOf,
          false,
          purpose,
        ),
      );
  }
  for (const e of tied) {
    const r = dice.roll('1d6', `${purpose} roll-off: ${e.id} (${TIE_RULE})`);
    dice.decide(r, `roll-off ${r.value}`);
    e.rollOffs.push(r.value);
  }
  const round = tied[0]!.rollOffs.length - 1;
  const values = [...new Set(tied.map((e) => e.rollOffs[round]!))].sort((a, b) => b - a);
  return values.flatMap((v) =>
    settle(
      dice,
      tied.filter((e) => e.rollOffs[round] === v),
      statOf,
      false,
      purpose,
    ),
  );
}

function order(dice: Dice, entries: InitiativeEntry[], statOf: (id: string) => number, settings: DirtyWheelsSettings, purpose: string): InitiativeEntry[] {
  const totals = [...new Set(entries.map((e) => e.total))].sort((a, b) => b - a);
  return totals.flatMap((t) =>
    settle(
      dice,
      entries.filter((e) => e.total === t),
      statOf,
      settings.initiativeTies === 'stat-then-roll-off',
      purpose,
    ),
  );
}

/** The Rules: "Roll a die for each car, and add their driver's initiative ... starting with the highest initiative score." */
export function rollInitiative(dice: Dice, entrants: readonly InitiativeEntrant[], settings: DirtyWheelsSettings): InitiativeEntry[] {
  const entries = entrants.map((e): InitiativeEntry => {
    const roll = dice.roll('1d6', `initiative: ${e.id}`);
    const modifiers = [modifier('Initiative die', roll.value, SECTION.rules), modifier('Driver initiative', e.initiative, SECTION.rules)];
    if (e.shockLoss) modifiers.push(modifier('Shock round', e.shockLoss, withGap(SECTION.shock, 27)));
    const total = modifiers.reduce((s, m) => s + m.value, 0);
    dice.decide(roll, `initiative score ${total}`);
    return { id: e.id, roll, total, modifiers, rollOffs: [] };
  });
  const stat = new Map(entrants.map((e) => [e.id, e.initiative + (e.shockLoss ?? 0)]));
  return order(dice, entries, (id) => stat.get(id)!, settings, 'initiative tie');
}

/** The Rules: "players deploy their cars in the initiative order of their drivers" — the stat, highest first. */
export function deploymentOrder(dice: Dice, entrants: readonly InitiativeEntrant[], settings: DirtyWheelsSettings): InitiativeEntry[] {
  const entries = entrants.map(
    (e): InitiativeEntry => ({
      id: e.id,
      roll: null,
      total: e.initiative,
      modifiers: [modifier('Driver initiative', e.initiative, SECTION.rules)],
      rollOffs: [],
    }),
  );
  // The key is already the stat, so only the roll-off can settle a tie here.
  return order(dice, entries, () => 0, { ...settings, initiativeTies: 'roll-off' }, 'deployment tie');
}
