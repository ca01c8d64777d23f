import type { TalentName } from '../../names';
import { modifier, type Modifier } from '../modifiers';
import { SECTION, withGap } from '../sections';
import type { MatchSettings } from '../settings';
import { FAST_TARGET_SPEED, RANGE_MODIFIERS, SITUATIONAL_MODIFIERS, type RangeBandName } from '../tables/gunnery';

/** Who works the weapon: the driver, a gunner in a Gunner Station, or an Autonomous Target System. */
export type ShooterRole = 'driver' | 'gunner' | 'auto-gunner';

export type ControlState = 'in-control' | 'out-of-control' | 'spin-or-rollover';

export interface ShotSituation {
  band: RangeBandName;
  role: ShooterRole;
  talents: readonly TalentName[];
  /** The firing vehicle's current handling, control state and hazards this turn (gaps.md #48). */
  handling: number;
  control: ControlState;
  lostHandlingToObstacleThisTurn: boolean;
  /** Whether the target lies in the firing vehicle's front armor arc. */
  targetInFrontArc: boolean;
  /** Helmet-mounted sight: "Drivers ignore penalties for shooting to the sides or back". */
  ignoresArcPenalty?: boolean;
  targetSpeed: number;
  shootingForTires: boolean;
  /** Gunslinger firing a second weapon this turn: "all attacks from both are at a -1 penalty". */
  gunslinger: boolean;
  /** Other bonuses the caller's items give (Targeting device +1, Helmet-mounted sight +1). */
  extra?: readonly Modifier[];
}

const sit = (key: keyof typeof SITUATIONAL_MODIFIERS, rule: string = SECTION.gunnery): Modifier =>
  modifier(SITUATIONAL_MODIFIERS[key].label, SITUATIONAL_MODIFIERS[key].value, rule);

/** Out-of-control penalty: -1, doubled in a spin or rollover; Frosty per the house rule (gaps.md #16). */
function controlModifier(s: ShotSituation, settings: Pick<MatchSettings, 'frostyOutOfControl'>): Modifier | null {
  if (s.control === 'in-control' || s.role === 'auto-gunner') return null;
  const double = s.control === 'spin-or-rollover';
  if (s.talents.includes('Frosty')) {
    if (settings.frostyOutOfControl === 'ignore-all' || !double) return null;
    return modifier('Vehicle out of control (spin or rollover, Frosty)', -1, withGap(`${SECTION.gunneryTalents} › Frosty`, 16));
  }
  const base = SITUATIONAL_MODIFIERS.outOfControl;
  return double ? modifier(`${base.label} (spin or rollover: doubled)`, base.value * 2, SECTION.lossOfControl) : sit('outOfControl');
}

/** Part V › Gunnery modifiers, applied to the attacker's gunnery skill (whose state each checks: gaps.md #48). */
export function hitModifiers(s: ShotSituation, settings: Pick<MatchSettings, 'frostyOutOfControl'>): Modifier[] {
  const range = RANGE_MODIFIERS[s.band];
  const mods: Modifier[] = [modifier(range.label, range.value, SECTION.gunnery)];
  const rule48 = withGap(SECTION.gunnery, 48);
  if (s.handling <= 0) mods.push(sit('handlingZeroOrLess', rule48));
  const control = controlModifier(s, settings);
  if (control) mods.push(control);
  if (s.targetSpeed >= FAST_TARGET_SPEED) mods.push(sit('fastTarget', rule48));
  if (s.lostHandlingToObstacleThisTurn) mods.push(sit('lostHandlingToObstacle', rule48));
  if (s.role === 'driver' && !s.targetInFrontArc && !s.ignoresArcPenalty) mods.push(sit('driverNotFront', rule48));
  if (s.shootingForTires) mods.push(sit('shootingForTires', rule48));
  if (s.gunslinger) mods.push(modifier('Gunslinger: two weapons this turn', -1, `${SECTION.gunneryTalents} › Gunslinger`));
  return [...mods, ...(s.extra ?? [])];
}
