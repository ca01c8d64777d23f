import type { DwModifier } from '../../../../src-shared/ipc/channels/dirtywheels/table';

const signed = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/** A sum as its parts, each with its rule: "Truck speed 4 (Car types) · Modded engine +3 (Car upgrades)". */
export function explain(parts: readonly DwModifier[]): string {
  return parts.length ? parts.map((p, i) => `${p.label} ${i === 0 ? p.value : signed(p.value)} (${p.rule})`).join(' · ') : 'nothing';
}

export { signed };
