/**
 * The hex RPG's recovery between sessions (3e, Recovering damage; issue 26): after a session is recorded through the
 * core (`match.recordOutcome`), the organizer says how many days pass before the next one, and the league runs every
 * gang's healing (1 HP a day, medics' cures, 4 a day at most), mechanics' repairs (12 × level HP a successful hour with
 * proper tools, 45/25/15 HP a day per warcar/car/bike, 75% of the battle's loss outside a garage) and critical-hit
 * recovery (a person's by its duration; a vehicle's by the mechanic's level and roll). `preview: true` answers what it
 * would change and writes nothing; otherwise one operation, undone by Ctrl+Z. Rolls are the league's dice (typed in
 * manual mode: `dice`).
 */
import { z } from 'zod';
import { REPAIR_TOOLS } from '../../../engine/hexrpg';
import { channel } from '../../channel';
import { id, typedDice, uniqueList } from '../../fields';

const TOOLS = REPAIR_TOOLS.map((t) => t.tools) as [(typeof REPAIR_TOOLS)[number]['tools'], ...(typeof REPAIR_TOOLS)[number]['tools'][]];

/** Who treats and repairs in one gang, and where its vehicles stand; each left out is the gang's best (or none). */
const gangCare = z
  .object({
    franchiseId: id,
    /** The character who treats the gang's wounded (medical skill); null: no medic, natural healing only. */
    medicId: id.nullable().optional(),
    /** The character who repairs the gang's vehicles (mechanic skill); null: no repairs. */
    mechanicId: id.nullable().optional(),
    tools: z.enum(TOOLS, { error: `Tools: one of ${TOOLS.join(', ')}` }).default('proper'),
    /** In a garage the 75% limit on a battle's loss does not apply. */
    inGarage: z.boolean().default(false),
  })
  .strict();

export const recoverInput = z
  .object({
    /** The recorded session the days follow. */
    matchId: id,
    days: z
      .number({ error: 'Days: a whole number of days' })
      .int({ error: 'Days: a whole number of days' })
      .min(1, { error: 'At least 1 day passes between sessions' })
      .max(365, { error: 'At most 365 days at once' }),
    gangs: uniqueList(gangCare, 'gang', { by: (g) => g.franchiseId, field: 'franchiseId', max: 64 }).default([]),
    preview: z.boolean().default(false),
    dice: typedDice,
  })
  .strict();
export type RecoverInput = z.input<typeof recoverInput>;

/** One character's or vehicle's recovery over the days, in numbers and words. */
export interface RecoveryLine {
  kind: 'character' | 'vehicle';
  id: number;
  name: string;
  franchiseId: number;
  team: string;
  hp: { before: number; after: number; max: number };
  /** Who treated or repaired it (null: nobody). */
  by: string | null;
  /** Criticals recovered or repaired over these days, and those still left (each in words). */
  recovered: string[];
  left: string[];
  /** Day by day, and the whole, in words. */
  days: string[];
  text: string;
}

export interface RecoveryReport {
  preview: boolean;
  matchId: number;
  days: number;
  lines: RecoveryLine[];
  /** The rolls made, in order, with their purposes (a preview's are not kept). */
  rolls: { purpose: string; notation: string; result: number }[];
  summary: string;
}

export const hexrpgBetweenChannels = {
  'hexrpg.recover': channel<typeof recoverInput, RecoveryReport>('write', recoverInput, 30_000),
};
