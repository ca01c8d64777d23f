import type { TalentName } from '../../names';
import { SECTION, withGap } from '../sections';
import type { MatchSettings } from '../settings';
import type { Phase } from '../tables/turnSequence';

export interface WeaponFireState {
  rof: number;
  rofPlus: boolean;
  ammo: number;
  /** Phases of this turn in which the weapon (or linked set) has fired. */
  firedPhases: readonly Phase[];
  /** Fired in phase 3 of the previous turn ("even on different turns"). */
  firedLastPhaseOfPreviousTurn: boolean;
  /** Jammed or burned out until a pit check (experimental weapons). */
  disabled?: boolean;
}

export interface Blocker {
  reason: string;
  rule: string;
}

/** Part V › Rate of fire: "A weapon with a rate of fire of '2' or less may not be fired two phases in a row". */
export const CONSECUTIVE_PHASE_LIMIT_ROF = 2;

/**
 * Why a weapon may not fire in `phase` (empty = it may). Never twice per phase; never more times per turn than its
 * ROF; ROF 2 or less not in consecutive phases (phase 3 → next phase 1 too) unless Rapid-Fire; ammunition; a
 * Quick-draw shot (out of turn) obeys the same limits (gaps.md #17) and is once per heat.
 */
export function fireBlockers(
  weapon: WeaponFireState,
  phase: Phase,
  shooter: { talents: readonly TalentName[]; outOfTurn?: { quickDrawUsedThisHeat: boolean } },
  settings: Pick<MatchSettings, 'plusRofAmmo'>,
): Blocker[] {
  const out: Blocker[] = [];
  const ammoNeeded = weapon.rofPlus ? settings.plusRofAmmo : 1;
  if (weapon.disabled)
    out.push({ reason: 'The weapon is jammed or burned out until a successful pit check', rule: 'Part VI › Tinkering and Experimental Tables' });
  if (weapon.ammo < ammoNeeded) out.push({ reason: 'Out of ammunition', rule: weapon.rofPlus ? withGap(SECTION.rateOfFire, 30) : SECTION.rateOfFire });
  if (weapon.firedPhases.includes(phase)) out.push({ reason: 'Already fired this phase', rule: SECTION.rateOfFire });
  if (weapon.firedPhases.length >= weapon.rof) out.push({ reason: `ROF ${weapon.rof} already used this turn`, rule: SECTION.rateOfFire });
  const firedPrevious = phase === 1 ? weapon.firedLastPhaseOfPreviousTurn : weapon.firedPhases.includes((phase - 1) as Phase);
  if (weapon.rof <= CONSECUTIVE_PHASE_LIMIT_ROF && firedPrevious && !shooter.talents.includes('Rapid-Fire')) {
    out.push({ reason: `A ROF ${weapon.rof} weapon may not fire two phases in a row`, rule: SECTION.rateOfFire });
  }
  if (shooter.outOfTurn) {
    if (!shooter.talents.includes('Quick draw'))
      out.push({ reason: 'Only Quick draw allows firing during another vehicle’s move', rule: SECTION.turnSequence });
    else if (shooter.outOfTurn.quickDrawUsedThisHeat)
      out.push({ reason: 'Quick draw already used this heat', rule: `${SECTION.toughnessTalents} › Quick draw` });
  }
  return out;
}

export interface WeaponChoice {
  /** The weapon (or linked set) about to fire, and its target. */
  weaponId: string;
  targetId: string;
  /** Weapons (or linked sets) this competitor has already fired this turn, with their targets. */
  firedThisTurn: readonly { weaponId: string; targetId: string }[];
  talents: readonly TalentName[];
}

/**
 * Part III › Turn Sequence: "A competitor cannot fire more than one weapon during a turn unless they are linked"
 * (gaps.md #49: one weapon, fired in as many phases as its ROF allows). Gunslinger: two different weapons, both at
 * the same target, with -1 on every attack once the second is used.
 */
export function weaponChoice(choice: WeaponChoice): { blockers: Blocker[]; gunslingerPenalty: boolean } {
  const weapons = new Set([...choice.firedThisTurn.map((f) => f.weaponId), choice.weaponId]);
  const targets = new Set([...choice.firedThisTurn.map((f) => f.targetId), choice.targetId]);
  const gunslinger = choice.talents.includes('Gunslinger');
  const gunslingerRule = `${SECTION.gunneryTalents} › Gunslinger`;
  const blockers: Blocker[] = [];
  if (!gunslinger && weapons.size > 1)
    blockers.push({ reason: 'Only one weapon (or linked set) per competitor per turn', rule: withGap(SECTION.turnSequence, 49) });
  if (gunslinger && weapons.size > 2) blockers.push({ reason: 'A Gunslinger fires at most two weapons per turn', rule: gunslingerRule });
  if (gunslinger && weapons.size === 2 && targets.size > 1)
    blockers.push({ reason: 'Both Gunslinger weapons must be used against the same target', rule: gunslingerRule });
  return { blockers, gunslingerPenalty: gunslinger && weapons.size >= 2 };
}
