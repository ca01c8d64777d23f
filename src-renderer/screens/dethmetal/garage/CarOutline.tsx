import { memo } from 'react';
import type { ArmorArc, CarDesign } from './designerModel';

/** Car seen from above, front up; each armor quadrant a zone between the body's diagonals. */
const ZONES: Record<ArmorArc, { points: string; label: [number, number] }> = {
  front: { points: '30,20 130,20 80,82', label: [80, 48] },
  back: { points: '30,220 130,220 80,158', label: [80, 200] },
  left: { points: '30,20 80,82 80,158 30,220', label: [52, 124] },
  right: { points: '130,20 80,82 80,158 130,220', label: [108, 124] },
};

/**
 * The four armor arcs on a car outline: each zone is shaded by its share of the armor and turns red when a
 * rule about it is broken. Clicking a zone moves the keyboard focus to its number box.
 */
export const CarOutline = memo(function CarOutline({
  armor,
  bad,
  inputIds,
  width = 150,
}: {
  armor: CarDesign['armor'];
  bad: Record<ArmorArc, boolean>;
  inputIds: Record<ArmorArc, string>;
  width?: number;
}) {
  const total = armor.front + armor.back + armor.left + armor.right;
  return (
    <svg
      viewBox="0 0 160 240"
      width={width}
      height={width * 1.5}
      role="img"
      aria-label={`Armor: front ${armor.front}, back ${armor.back}, left ${armor.left}, right ${armor.right}`}
    >
      {/* wheels */}
      {[
        [18, 44],
        [130, 44],
        [18, 160],
        [130, 160],
      ].map(([x, y]) => (
        <rect key={`${x},${y}`} x={x} y={y} width={12} height={36} rx={3} fill="var(--mantine-color-dark-3)" />
      ))}
      <rect x={30} y={20} width={100} height={200} rx={18} fill="var(--mantine-color-default)" stroke="var(--mantine-color-default-border)" strokeWidth={2} />
      {(Object.keys(ZONES) as ArmorArc[]).map((arc) => {
        const share = total > 0 ? armor[arc] / total : 0;
        const zone = ZONES[arc];
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut to the arc's armor field, which keyboard users reach directly
          <g key={arc} style={{ cursor: 'pointer' }} onClick={() => document.getElementById(inputIds[arc])?.focus()}>
            <polygon
              points={zone.points}
              fill={bad[arc] ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-orange-6)'}
              fillOpacity={bad[arc] ? 0.55 : 0.12 + 0.7 * share}
              stroke="var(--mantine-color-body)"
              strokeWidth={2}
              strokeLinejoin="round"
            >
              <title>{`${arc}: ${armor[arc]} armor`}</title>
            </polygon>
            {width >= 100 && (
              <text
                x={zone.label[0]}
                y={zone.label[1]}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={18}
                fontWeight={700}
                fill="var(--mantine-color-text)"
              >
                {armor[arc]}
              </text>
            )}
          </g>
        );
      })}
      {/* windscreen, to tell the front from the back at a glance */}
      <path d="M44 92 Q80 80 116 92" fill="none" stroke="var(--mantine-color-dimmed)" strokeWidth={3} strokeLinecap="round" opacity={0.6} />
      {width >= 100 && (
        <>
          <text x={80} y={12} textAnchor="middle" fontSize={10} fill="var(--mantine-color-dimmed)">
            FRONT
          </text>
          <text x={80} y={236} textAnchor="middle" fontSize={10} fill="var(--mantine-color-dimmed)">
            BACK
          </text>
        </>
      )}
    </svg>
  );
});
