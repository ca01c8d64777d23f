/**
 * Where a target lies from a shooter on the hex map, for a mount's firing arc (Part V › Firing and hit arcs, whose
 * figure is lost; gaps.md #28: six 60° arcs, one per hex-side, named clockwise from the front).
 *
 * The map is pointy-topped hexes in axial coordinates (q, r); a car's `facing` is the hex-side its front points at,
 * 0–5 clockwise from east: 0 east (q+1), 1 south-east (r+1), 2 south-west (q−1, r+1), 3 west (q−1), 4 north-west
 * (r−1), 5 north-east (q+1, r−1). The arc of a hex-side is the 60° wedge centred on it; a target on the line between
 * two arcs lies in both (the shooter may use either mount, as the defender chooses the armor quadrant, gaps.md #28).
 */
import { FACINGS, type Facing } from '../../car';

export interface HexPosition {
  q: number;
  r: number;
  /** The hex-side the car's front points at, 0–5 clockwise from east. */
  facing: number;
}

/** "Range = hexes from attacker to target, counting the target's hex but not the attacker's" (gaps.md #47). */
export function hexDistance(a: Pick<HexPosition, 'q' | 'r'>, b: Pick<HexPosition, 'q' | 'r'>): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Degrees clockwise from east of the line from a to b (screen y grows downwards). */
function bearing(a: Pick<HexPosition, 'q' | 'r'>, b: Pick<HexPosition, 'q' | 'r'>): number {
  const x = Math.sqrt(3) * (b.q - a.q + (b.r - a.r) / 2);
  const y = 1.5 * (b.r - a.r);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The shooter's arcs (gaps.md #28's names) the target lies in: one, or two on a boundary. Empty for the same hex. */
export function arcsToward(shooter: HexPosition, target: Pick<HexPosition, 'q' | 'r'>): Facing[] {
  if (shooter.q === target.q && shooter.r === target.r) return [];
  // Relative to the car's front, in sixths of a turn: arc k is centred on k, spanning k − ½ to k + ½.
  const rel = (((bearing(shooter, target) - shooter.facing * 60) % 360) + 360) % 360;
  const sixth = rel / 60;
  const nearest = Math.round(sixth) % 6;
  const edge = Math.abs(sixth - Math.floor(sixth) - 0.5) < 1e-9;
  if (!edge) return [FACINGS[nearest]!];
  const lower = Math.floor(sixth) % 6;
  return [FACINGS[lower]!, FACINGS[(lower + 1) % 6]!];
}
