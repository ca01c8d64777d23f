import { Text, type TextProps } from '@mantine/core';

/** 950, 1000, 12 500, −40: a space groups thousands from five digits on; negatives get a real minus sign. */
export function formatNumber(n: number): string {
  const abs = Math.abs(n);
  const digits = abs >= 10_000 ? abs.toLocaleString('en-US').replace(/,/g, '\u2009') : String(abs);
  return n < 0 ? `−${digits}` : digits;
}

/** A number with its unit (k, DP, …), right-aligned in tabular figures so columns of them line up. */
export function Amount({ value, unit, ...props }: { value: number | string | null; unit?: string } & TextProps) {
  return (
    <Text component="span" ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...props}>
      {value === null ? '—' : typeof value === 'number' ? formatNumber(value) : value}
      {unit && value !== null ? (unit === 'k' || unit === '%' ? unit : ` ${unit}`) : ''}
    </Text>
  );
}
