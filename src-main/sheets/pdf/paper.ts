import type { PAPER_SIZES } from '../../../src-shared/ipc/channels/sheets';

export type Paper = (typeof PAPER_SIZES)[number];

/** The two paper sizes organizers print on, in PDF points (1/72 inch). */
export const PAPERS = {
  a4: { label: 'A4', size: [595.28, 841.89] as [number, number] },
  letter: { label: 'US Letter', size: [612, 792] as [number, number] },
} as const satisfies Record<Paper, { label: string; size: [number, number] }>;
