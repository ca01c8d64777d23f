/**
 * The battlecars match screen's calculators as forms (screens/battlecars/match/intentForm.ts): every intent of the
 * table that a player resolves has a form (the speed counters are placed together above them), and each form, filled,
 * is an intent the table's schema accepts; an empty field is named.
 */
import { describe, expect, it } from 'vitest';
import { table } from '../../src-shared/engine/battlecars';
import { CALCULATORS, type CalculatorDef, type FormValues, initialValues, intentOf, shownFields } from '../../src-renderer/screens/battlecars/match/intentForm';

const ALL_KINDS = table.bcIntentSchema.options.map((o) => o.shape.kind.value);

function filled(def: CalculatorDef, pick: FormValues = {}): FormValues {
  const v: FormValues = { ...initialValues(def), ...pick };
  for (const f of def.fields) {
    if (v[f.key] !== null && v[f.key] !== undefined) continue;
    v[f.key] =
      f.kind === 'choice'
        ? f.options![0]!.value
        : { vehicle: '1', anyVehicle: '2', pedestrian: '1', mount: 'turret', number: 3, flag: false, text: 'a note' }[f.kind];
  }
  return v;
}

describe('Battlecars calculators as forms', () => {
  it('every intent but the speed counters has a form, each once', () => {
    const kinds = CALCULATORS.map((c) => c.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual(ALL_KINDS.filter((k) => k !== 'speeds').sort());
  });

  it.each(CALCULATORS.map((c) => [c.label, c] as const))('%s: filled, it is an intent the table accepts', (_label, def) => {
    const made = intentOf(def, filled(def));
    if (!('intent' in made)) throw new Error(made.missing);
    expect(table.bcIntentSchema.safeParse(made.intent).success).toBe(true);
  });

  it('hand fire at a pedestrian names the one aimed at; at a vehicle, the block hit', () => {
    const def = CALCULATORS.find((c) => c.kind === 'handFire')!;
    expect(intentOf(def, filled(def, { driver: '1', aimAt: '2', range: 2 }))).toEqual({
      intent: { kind: 'handFire', driver: 1, target: { kind: 'pedestrian', driver: 2 }, range: 2, sameCover: false, throughSmoke: false },
    });
    const atVehicle = filled(def, { targetKind: 'vehicle', target: '2', block: 'rear', range: 4 });
    expect(shownFields(def, atVehicle).map((f) => f.key)).not.toContain('aimAt');
    expect(intentOf(def, atVehicle)).toMatchObject({ intent: { target: { kind: 'vehicle', vehicle: 2, block: 'rear' } } });
  });

  it('a bike through trees asks no dropper; an empty bike is named', () => {
    const def = CALCULATORS.find((c) => c.kind === 'bikeHazard')!;
    expect(shownFields(def, { ...initialValues(def), hazard: 'trees' }).map((f) => f.key)).not.toContain('by');
    expect(intentOf(def, initialValues(def))).toEqual({ missing: 'Say the bike.' });
  });
});
