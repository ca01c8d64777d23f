import { firingArcs, type Facing, type MountArc } from '../../car';
import type { ArmorSide } from '../damage';

/**
 * Part V › Firing and hit arcs (the figure is missing; gaps.md #28): the armor quadrant each hex-side direction
 * falls in. Left and Right each take two hex-sides.
 */
export const ARMOR_QUADRANT = {
  front: 'front',
  'right-front': 'right',
  'right-rear': 'right',
  rear: 'back',
  'left-rear': 'left',
  'left-front': 'left',
} as const satisfies Record<Facing, ArmorSide>;

/** The quadrant hit: the one whose arc contains the line from target to attacker. On a boundary the defender chooses (caller). */
export function armorSideHit(directionOfAttacker: Facing): ArmorSide {
  return ARMOR_QUADRANT[directionOfAttacker];
}

/** Whether a mount (car `firingArcs`; "tracking" = swivel) can fire at a target in `directionOfTarget`. */
export function mountCanFire(arc: MountArc, facing: Facing, directionOfTarget: Facing): boolean {
  return firingArcs(arc, facing).includes(directionOfTarget);
}

/** The driver's shooting penalty applies outside the front armor arc. */
export function inFrontArc(directionOfTarget: Facing): boolean {
  return ARMOR_QUADRANT[directionOfTarget] === 'front';
}
