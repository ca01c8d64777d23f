/** Field schemas shared by the campaign channel files. */
import { z } from 'zod';
import { campaign } from '../../../engine/dethmetal';

// Every ruleset's typed dice (ipc/fields.ts), re-exported for the campaign channel files.
export { typedDice } from '../../fields';

export const sponsorType = z.enum(campaign.SPONSOR_TYPES, {
  error: (issue) => `Unknown sponsor type ${JSON.stringify(issue.input)}; it must be one of: ${campaign.SPONSOR_TYPES.join(', ')}.`,
});
