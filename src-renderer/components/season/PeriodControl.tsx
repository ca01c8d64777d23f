import { SegmentedControl } from '@mantine/core';
import type { CSSProperties } from 'react';

export type Period = 'season' | 'all';

/** This season's table or the all-time one. */
export function PeriodControl({ value, onChange, style }: { value: Period; onChange: (p: Period) => void; style?: CSSProperties }) {
  return (
    <SegmentedControl
      aria-label="Standings period"
      value={value}
      onChange={(v) => onChange(v as Period)}
      data={[
        { value: 'season', label: 'This season' },
        { value: 'all', label: 'All time' },
      ]}
      style={style}
    />
  );
}
