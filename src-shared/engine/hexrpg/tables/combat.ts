/** Combat's to-hit numbers and every printed modifier, each with its section (3b, 3c, 3d). */
import { SECTION, type VehicleKind } from '../sections';

/** 3b. "roll 7 or less on 2d6" with skill, "4 or less" without; 3d: bash, nullify and vehicle weapons hit on 7 or less. */
export const TO_HIT = { withSkill: 7, withoutSkill: 4, dice: '2d6', section: SECTION.weaponCombat } as const;

/** 3b. ACCU of the attacker: 10 +3, 8-9 +2, 6-7 +1 (below 6 nothing). */
export const ACCU_MODIFIERS: readonly { accu: readonly number[]; modifier: number }[] = [
  { accu: [10], modifier: 3 },
  { accu: [8, 9], modifier: 2 },
  { accu: [6, 7], modifier: 1 },
];

/** 3b. Opponent's AGI 1 to 6: +3, +2, +1, -1, -2, -3. */
export const OPPONENT_AGI_MODIFIERS: readonly { agi: number; modifier: number }[] = [
  { agi: 1, modifier: 3 },
  { agi: 2, modifier: 2 },
  { agi: 3, modifier: 1 },
  { agi: 4, modifier: -1 },
  { agi: 5, modifier: -2 },
  { agi: 6, modifier: -3 },
];

/** 3b. The rest of the weapon combat list, as printed. */
export const WEAPON_COMBAT_MODIFIERS = {
  perSkillLevelAboveFirst: 1,
  perHexTargetMoves: -1,
  perHexAttackerMoves: -1,
  /** "this is -2 ONLY if the target and attacker are traveling alongside (cannot be decreased further …)" */
  alongsideTotal: -2,
  mounted: { warcar: 3, car: 2, bike: 1 } as Record<VehicleKind, number>,
} as const;

/** 3c. Grappling: the grappler's AGI 4 +1, 5 +2, 6 +3; no moving modifiers. */
export const GRAPPLING_AGI_MODIFIERS: readonly { agi: number; modifier: number }[] = [
  { agi: 4, modifier: 1 },
  { agi: 5, modifier: 2 },
  { agi: 6, modifier: 3 },
];

/** 3d. Bashing: a DRIV bonus (the basher's own, or the opponent's as a penalty): 12 ±3, 10-11 ±2, 8-9 ±1. */
export const DRIV_BONUS: readonly { driv: readonly number[]; modifier: number }[] = [
  { driv: [12], modifier: 3 },
  { driv: [10, 11], modifier: 2 },
  { driv: [8, 9], modifier: 1 },
];

/** 3d. Bashing: the basher's roll. */
export const BASH_MODIFIERS = {
  perVictimLevel: -1,
  perBasherLevelAboveFirst: 1,
} as const;

/** 3d. Bashing: the vehicle pair (basher bashing victim); a pair not listed (the same kinds) has none. */
export const BASH_PAIRS: readonly { basher: VehicleKind; victim: VehicleKind; modifier: number }[] = [
  { basher: 'bike', victim: 'warcar', modifier: -5 },
  { basher: 'bike', victim: 'car', modifier: -3 },
  { basher: 'car', victim: 'warcar', modifier: -3 },
  { basher: 'warcar', victim: 'bike', modifier: 4 },
  { basher: 'warcar', victim: 'car', modifier: 2 },
  { basher: 'car', victim: 'bike', modifier: 2 },
];

/** 3d. Bashing: the victim's nullify roll. */
export const NULLIFY_MODIFIERS = {
  perBashedLevelAboveFirst: 1,
  perBasherLevel: -1,
} as const;

/** 3d. Ramming: the swerve table, 1st to 6th time asked (2d6 of this or more); DRIV adds as DRIV_BONUS. */
export const SWERVE: readonly { asked: number; needed: number }[] = [
  { asked: 1, needed: 8 },
  { asked: 2, needed: 7 },
  { asked: 3, needed: 6 },
  { asked: 4, needed: 5 },
  { asked: 5, needed: 4 },
  { asked: 6, needed: 3 },
];

/** 3d. Ramming: the fixed numbers of the game of chicken. */
export const CHICKEN = {
  questions: 6,
  jumpOutDamageDie: '1d20',
  jumpOutFloorHp: 1,
  undrivenHexes: 20,
  swerveHexesLeft: 1,
  section: SECTION.ramming,
} as const;

/** 3d. Weapon Usage: the firing driver's and the target driver's levels, and the target's AGI (4 -1, 5 -2, 6 -3). */
export const WEAPON_USAGE_MODIFIERS = {
  perFiringDriverLevel: 1,
  perTargetDriverLevel: -1,
  targetAgi: [
    { agi: 6, modifier: -3 },
    { agi: 5, modifier: -2 },
    { agi: 4, modifier: -1 },
  ] as readonly { agi: number; modifier: number }[],
} as const;

export const POSITIONS = ['higher', 'same', 'lower'] as const;
export type Position = (typeof POSITIONS)[number];
export const TARGET_KINDS = ['warcar', 'car', 'bike', 'person'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** 3d. Weapon Usage: shot from (higher, same, lower position) × target (warcar, car, bike, person). */
export const POSITION_TARGET: readonly { from: Position; target: TargetKind; modifier: number }[] = [
  { from: 'higher', target: 'warcar', modifier: 2 },
  { from: 'higher', target: 'car', modifier: 0 },
  { from: 'higher', target: 'bike', modifier: -2 },
  { from: 'higher', target: 'person', modifier: -4 },
  { from: 'same', target: 'warcar', modifier: 2 },
  { from: 'same', target: 'car', modifier: 1 },
  { from: 'same', target: 'bike', modifier: -1 },
  { from: 'same', target: 'person', modifier: -3 },
  { from: 'lower', target: 'warcar', modifier: 2 },
  { from: 'lower', target: 'car', modifier: 2 },
  { from: 'lower', target: 'bike', modifier: 0 },
  { from: 'lower', target: 'person', modifier: -2 },
];

/** 3e. Grappling: hold strength → to-hit for the holder and for the held victim. */
export const HOLD_STRENGTHS = [
  { hold: 'minimal', holder: 1, victim: -1 },
  { hold: 'average', holder: 2, victim: -2 },
  { hold: 'maximal', holder: 3, victim: -3 },
] as const;
export type Hold = (typeof HOLD_STRENGTHS)[number]['hold'];
