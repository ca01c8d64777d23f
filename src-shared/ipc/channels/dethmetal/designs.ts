import { z } from 'zod';
import type { CarDesign } from '../../../engine/dethmetal/car';
import { channel, none } from '../../channel';
import { displayName, id } from '../../fields';

/** The league's design library: car designs saved as templates to start new cars from (no franchise, no money). */

export interface DesignTemplate {
  id: number;
  name: string;
  design: CarDesign;
  savedAt: string;
}

const saveInput = z
  .object({
    name: displayName('The template name'),
    /** Checked by the service against the engine's design schema; a template may still break rules (it is shown with them). */
    design: z.unknown(),
  })
  .strict();

export const designsChannels = {
  'designs.list': channel<typeof none, DesignTemplate[]>('read', none),
  'designs.save': channel<typeof saveInput, DesignTemplate>('write', saveInput),
  'designs.delete': channel<z.ZodObject<{ id: typeof id }>, { deleted: string }>('write', z.object({ id }).strict()),
};
