/**
 * Issue 21, the sheets' layer: each ruleset's documents are registered by print kind (src-main/sheets/rulesetDocuments.ts)
 * and checked against the print kinds its declaration lists; a kind it does not declare is refused in its own words.
 */
import { describe, expect, it } from 'vitest';
import { rulesetDocuments, registerRulesetSheets, type RulesetSheets } from '../../src-main/sheets/rulesetDocuments';
import { registeredRulesets } from '../../src-shared/engine/registry';

const sheetsOf = (id: string): RulesetSheets => rulesetDocuments()[id]!;
const without = (sheets: RulesetSheets, kind: string): RulesetSheets => Object.fromEntries(Object.entries(sheets).filter(([k]) => k !== kind));

describe('the sheets register each ruleset’s print kinds against its declaration', () => {
  it('every registered ruleset has a document for exactly the print kinds it declares', () => {
    for (const r of registeredRulesets()) expect(Object.keys(sheetsOf(r.id)).sort(), r.id).toEqual(r.declaration.print.kinds.map((k) => k.kind).sort());
    expect(Object.keys(sheetsOf('dethmetal')).sort()).toEqual(['car', 'driver', 'franchise', 'match']);
    expect(Object.keys(sheetsOf('dirtywheels')).sort()).toEqual(['car', 'franchise']);
  });

  it('a main process lacking a sheet for a declared print kind fails at registration, naming the ruleset and the kind', () => {
    const dw = { ruleset: 'dirtywheels', sheets: sheetsOf('dirtywheels') };
    expect(() => registerRulesetSheets([{ ruleset: 'dethmetal', sheets: without(sheetsOf('dethmetal'), 'match') }, dw])).toThrow(
      'The sheets registry (src-main/sheets/rulesetDocuments.ts) lacks the print kinds “match” that the ruleset “dethmetal” declares (src-shared/engine/dethmetal/declaration.ts).',
    );
    expect(() => registerRulesetSheets([dw])).toThrow('lacks the print kinds “car”, “driver”, “franchise”, “match” that the ruleset “dethmetal” declares');
  });

  it('a sheet for a kind the declaration does not list, an unknown ruleset, or a ruleset registered twice is refused', () => {
    const dm = { ruleset: 'dethmetal', sheets: sheetsOf('dethmetal') };
    expect(() =>
      registerRulesetSheets([dm, { ruleset: 'dirtywheels', sheets: { ...sheetsOf('dirtywheels'), driver: sheetsOf('dethmetal').driver! } }]),
    ).toThrow('registers the print kinds “driver” for the ruleset “dirtywheels”, which its declaration does not list');
    expect(() => registerRulesetSheets([dm, { ruleset: 'nosuchgame', sheets: {} }])).toThrow(
      'The sheets register documents for the ruleset “nosuchgame”, which is not registered.',
    );
    expect(() => registerRulesetSheets([dm, dm])).toThrow('The ruleset’s sheets “dethmetal” is registered twice by “dethmetal”');
  });
});
