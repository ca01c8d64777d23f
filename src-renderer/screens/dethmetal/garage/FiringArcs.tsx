import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';
import { FACING_LABEL } from './designerModel';

const R = 20;
const C = 24;
const vertex = (deg: number) => [C + R * Math.cos((deg * Math.PI) / 180), C + R * Math.sin((deg * Math.PI) / 180)] as const;
/** Flat-topped hex, front up: the six hex-sides clockwise from the front, as FACINGS lists them. */
const SIDE_ANGLES = [240, 300, 0, 60, 120, 180];

/** The hex-side arcs a mount fires into (gaps.md #28), drawn on a hex with the car's front up. */
export const FiringArcs = memo(function FiringArcs({ arc, facing, size = 48 }: { arc: car.MountArc; facing: car.Facing; size?: number }) {
  const arcs = car.firingArcs(arc, facing);
  const label = arc === 'turret' ? 'Fires all round' : `Fires ${arcs.map((f) => FACING_LABEL[f].toLowerCase()).join(', ')}`;
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} role="img" aria-label={label}>
      <title>{label}</title>
      {car.FACINGS.map((f, i) => {
        const [x1, y1] = vertex(SIDE_ANGLES[i]!);
        const [x2, y2] = vertex(SIDE_ANGLES[i]! + 60);
        const on = arcs.includes(f);
        return (
          <polygon
            key={f}
            points={`${C},${C} ${x1},${y1} ${x2},${y2}`}
            fill={on ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-default)'}
            fillOpacity={on ? 0.8 : 1}
            stroke="var(--mantine-color-default-border)"
            strokeWidth={1}
          />
        );
      })}
      <path d={`M${C - 4} ${C + 3} L${C} ${C - 5} L${C + 4} ${C + 3} Z`} fill="var(--mantine-color-text)" />
    </svg>
  );
});
