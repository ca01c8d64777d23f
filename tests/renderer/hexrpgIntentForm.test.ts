/**
 * The hex RPG session page's vehicle weapon form (screens/hexrpg/match/intentForm.ts; 3c. Weapon Usage, gaps.md #35):
 * "Fired from" may stay empty, and the shot then names no position, so the table fires from where the weapon is
 * mounted (its design stores it); a position picked is sent as picked. Each is an intent the table's schema accepts.
 */
import { describe, expect, it } from 'vitest';
import { initialValues } from '../../src-renderer/components/match/calculatorForm';
import { CALCULATORS, intentOf } from '../../src-renderer/screens/hexrpg/match/intentForm';
import { hxIntentSchema } from '../../src-shared/engine/hexrpg/table/schema';

const shoot = CALCULATORS.find((c) => c.kind === 'shoot')!;
const filled = { ...initialValues(shoot), vehicle: '1', weapon: '0', targetKind: 'vehicle', targetVehicle: '2' };

describe('3c. Weapon Usage: the vehicle weapon form', () => {
  it('leaves the position out when "Fired from" is empty (the weapon’s mounted position is used)', () => {
    const made = intentOf(shoot, filled);
    if (!('intent' in made)) throw new Error(made.missing);
    expect(made.intent).not.toHaveProperty('from');
    expect(hxIntentSchema.safeParse(made.intent).success).toBe(true);
  });

  it('sends a position picked', () => {
    const made = intentOf(shoot, { ...filled, from: 'higher' });
    if (!('intent' in made)) throw new Error(made.missing);
    expect(made.intent).toMatchObject({ kind: 'shoot', from: 'higher' });
    expect(hxIntentSchema.safeParse(made.intent).success).toBe(true);
  });
});
