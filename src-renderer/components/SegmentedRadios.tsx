import { useMantineTheme } from '@mantine/core';
import { type CSSProperties, useId } from 'react';
import './SegmentedRadios.css';

export interface SegmentedRadiosProps {
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Mantine's SegmentedControl as plain radios with its classes, looking the same, without its floating indicator: that
 * indicator measures its target on mount and on every resize (a forced layout each), which made the settings page's
 * ~20 of them one of its main costs. The chosen segment is drawn by the label itself (SegmentedRadios.css), so a
 * change of value moves the highlight at once instead of sliding it. Same roles, names and keyboard: a radiogroup of
 * native radios.
 */
export function SegmentedRadios({ data, value, onChange, size, fullWidth, ...aria }: SegmentedRadiosProps) {
  const name = useId();
  const theme = useMantineTheme();
  const vars = {
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    ...(size ? { '--sc-padding': `var(--sc-padding-${size})`, '--sc-font-size': `var(--mantine-font-size-${size})` } : {}),
  } as CSSProperties;
  return (
    <div
      className="m_cf365364 mantine-SegmentedControl-root pitwall-segmented"
      role="radiogroup"
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
      style={vars}
      {...aria}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className="m_69686b9b mantine-SegmentedControl-control" data-active={active || undefined}>
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => onChange(item.value)}
              data-focus-ring={theme.focusRing}
            />
            <label className="m_1738fcb2 mantine-SegmentedControl-label" data-active={active || undefined} htmlFor={id}>
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
