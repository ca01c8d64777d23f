import { z } from 'zod';

/** The two paper sizes organizers print on, in PDF points (1/72 inch). */
export const PAPERS = {
  a4: { label: 'A4', size: [595.28, 841.89] as [number, number] },
  letter: { label: 'US Letter', size: [612, 792] as [number, number] },
} as const;

export const paperSchema = z.enum(['a4', 'letter'], { error: 'Paper must be a4 or letter' });
export type Paper = z.infer<typeof paperSchema>;
