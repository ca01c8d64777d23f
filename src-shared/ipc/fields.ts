import { z } from 'zod';

export { id, PROTOTYPE_KEYS, safeCatchall, safeKey, safeRecord, UNIQUE_LISTS, uniqueList } from '../engine/core/fields';

/** Reusable field schemas, so every form and channel says the same thing about the same field. */
export const NAME_MAX = 60;

export const displayName = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} cannot be empty` })
    .max(NAME_MAX, { error: `${what} can be at most ${NAME_MAX} characters` })
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error: `${what} cannot contain control characters` });

export const colour = z.string({ error: 'Colour must be text' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a hex colour like #c0392b' });

export const ownerName = z
  .string({ error: 'Owner must be text' })
  .trim()
  .max(NAME_MAX, { error: `Owner can be at most ${NAME_MAX} characters` })
  .default('');

export const leaguePath = z
  .string({ error: 'A league file path is required' })
  .trim()
  .min(1, { error: 'A league file path is required' })
  .max(4096, { error: 'That path is too long' })
  .refine((p) => p.toLowerCase().endsWith('.league'), { error: 'A league file ends in .league' });

/** Manual dice: the rolls typed so far, in the order the operation asks for them (`dice-needed` asks for more). */
export const typedDice = z
  .array(z.number({ error: 'A typed roll must be a number' }).int({ error: 'A typed roll must be a whole number' }), {
    error: 'dice must be a list of numbers',
  })
  .max(5000)
  .optional();
