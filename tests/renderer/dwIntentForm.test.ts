/**
 * The Dirty Wheels calculators' forms (screens/dirtywheels/match/intentForm.ts): each builds an intent the channel's
 * own schema accepts once its fields are filled, and says what it still needs before that.
 */
import { describe, expect, it } from 'vitest';
import { dwIntentSchema } from '../../src-shared/ipc/channels/dirtywheels/table';
import { CALCULATORS, type CalcForm, EMPTY_FORM, intentOf } from '../../src-renderer/screens/dirtywheels/match/intentForm';

const FILLED: CalcForm = { ...EMPTY_FORM, car: '3', target: '7', weapon: '1', distance: 6, remaining: 4, cars: ['7', '8'], reason: 'fell off the table' };

describe('Dirty Wheels calculator forms', () => {
  it.each(CALCULATORS.map((c) => [c.label, c.kind] as const))('%s: a filled form is an intent the contract accepts', (_label, kind) => {
    const built = intentOf(kind, FILLED);
    expect(built).toHaveProperty('intent');
    if (!('intent' in built)) return;
    expect(dwIntentSchema.safeParse(built.intent).success).toBe(true);
    expect(built.intent.kind).toBe(kind);
  });

  it('says what each calculator still needs, in its own words', () => {
    expect(intentOf('shoot', EMPTY_FORM)).toEqual({ missing: 'Choose the car that shoots.' });
    expect(intentOf('shoot', { ...EMPTY_FORM, car: '3', weapon: '0', target: '7' })).toEqual({ missing: 'Choose the distance to the target.' });
    expect(intentOf('pipeBombs', { ...EMPTY_FORM, car: '3' })).toEqual({ missing: 'Choose the cars behind it within 6".' });
    expect(intentOf('correct', { ...EMPTY_FORM, car: '3', reason: ' x ' })).toEqual({ missing: 'Say why the card is corrected.' });
    expect(intentOf('initiative', EMPTY_FORM)).toEqual({ intent: { kind: 'initiative' } });
  });

  it('Shooting: the form sends the arcs, terrain and trait options it shows', () => {
    const built = intentOf('shoot', { ...FILLED, targetInFront: false, bumpy: true, facingBrightLights: true, extraShot: true });
    expect(built).toEqual({
      intent: { kind: 'shoot', shooter: 3, weapon: 1, target: 7, distance: 6, targetInFront: false, bumpy: true, facingBrightLights: true, extraShot: true },
    });
  });

  it('Shooting › Destruction table: the destroyed car is never among the cars its explosion hits', () => {
    expect(intentOf('destruction', { ...FILLED, cars: ['3', '7'] })).toEqual({ intent: { kind: 'destruction', car: 3, within3: [7] } });
  });
});
