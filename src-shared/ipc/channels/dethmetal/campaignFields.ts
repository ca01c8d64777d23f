/** Field schemas shared by the campaign channel files. */
import { z } from 'zod';
import { campaign } from '../../../engine/dethmetal';

/** Manual dice: the rolls typed so far, in the order the operation asks for them (`dice-needed` asks for more). */
export const typedDice = z
  .array(z.number({ error: 'A typed roll must be a number' }).int({ error: 'A typed roll must be a whole number' }), {
    error: 'dice must be a list of numbers',
  })
  .max(5000)
  .optional();

export const sponsorType = z.enum(campaign.SPONSOR_TYPES, {
  error: (issue) => `Unknown sponsor type ${JSON.stringify(issue.input)}; it must be one of: ${campaign.SPONSOR_TYPES.join(', ')}.`,
});
