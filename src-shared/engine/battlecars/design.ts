/**
 * A vehicle of the league: its card type and the weapon counters loaded in each pod and turret (Arming your vehicle).
 * The loading rules are checked by `validate` (validate.ts); the schema checks only the shape.
 */
import { z } from 'zod';
import { safeRecord } from '../core/fields';
import { WEAPON_NAMES } from './tables/weapons';

export const DESIGN_VERSION = 1;

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    name: z.string().trim().min(1, { error: 'A vehicle needs a name' }).max(60),
    /** The id of one of the league's card types (cards.ts). */
    cardType: z.string().min(1, { error: 'A vehicle is one of the league’s card types' }),
    /** Weapon counters per pod or turret id, in the order loaded. */
    loads: safeRecord(
      z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A mount id is a camelCase word' }),
      z.array(z.enum(WEAPON_NAMES, { error: `A weapon counter is one of ${WEAPON_NAMES.join(', ')}` })),
    ),
  })
  .strict();
export type VehicleDesign = z.infer<typeof designSchema>;

/** Refuses a design from a later version of Pitwall rather than reading it wrong. */
export function upgradeDesign(raw: unknown): VehicleDesign {
  const v = (raw as { version?: unknown } | null)?.version;
  if (typeof v === 'number' && v > DESIGN_VERSION)
    throw new RangeError(`This vehicle was saved by a later Pitwall (design version ${v}; this one reads ${DESIGN_VERSION}).`);
  return designSchema.parse(raw);
}
