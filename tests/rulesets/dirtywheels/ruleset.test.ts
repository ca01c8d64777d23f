import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseRuleViews } from '../../../src-shared/engine/houseRuleForm';
import { DIRTY_WHEELS_TABLES, dirtyWheelsRuleset, newCarDesign } from '../../../src-shared/engine/dirtywheels';

const root = join(__dirname, '../../..');
const gaps = readFileSync(join(root, 'docs/rulesets/dirtywheels/gaps.md'), 'utf8');
const gapNumbers = new Set([...gaps.matchAll(/^### (\d+)\./gm)].map((m) => Number(m[1])));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the Dirty Wheels ruleset module', () => {
  it('declares what the core needs: drivers, no money, no campaign, three sheets, W/D/L with kills', () => {
    const r = dirtyWheelsRuleset;
    expect([r.id, r.name]).toEqual(['dirtywheels', 'Dirty Wheels']);
    expect(r.capabilities).toEqual({
      people: 'driver',
      money: false,
      steps: { afterResult: 'none', seasonEnd: 'none' },
      schedule: { eventFields: false, seasonLength: false },
      assistant: false,
      calculators: true,
      sheets: ['vehicle', 'person', 'team'],
    });
    expect(r.tables).toBe(DIRTY_WHEELS_TABLES);
    expect(r.standings(r.defaultSettings())).toEqual({
      scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 },
      tieBreakers: ['head-to-head', { stat: 'kills' }, 'roll-off'],
    });
  });
  it('a new car and a new person are legal under the default settings', () => {
    const s = dirtyWheelsRuleset.defaultSettings();
    const design = newCarDesign('Rustbucket');
    expect(dirtyWheelsRuleset.vehicle.validate(design, s)).toEqual([]);
    expect(dirtyWheelsRuleset.vehicle.derive(design, s).speed.value).toBe(8);
    const p = dirtyWheelsRuleset.person.newPerson('Max', s);
    expect(dirtyWheelsRuleset.person.personSchema.safeParse(p).success).toBe(true);
    expect(dirtyWheelsRuleset.person.validate(p, { ...s, driverStats: 'buy', unspentBuyPoints: 'must-spend-all' })).toEqual([]);
    expect(dirtyWheelsRuleset.person.sheetFields(p, s).map((f) => f.label)).toEqual(['Name', 'Initiative', 'Bravery', 'Aim', 'Skill']);
  });
  it('every house rule is a settings field with its default, shown with a control, citing an existing gaps.md entry', () => {
    const s = dirtyWheelsRuleset.defaultSettings();
    const views = houseRuleViews(dirtyWheelsRuleset.houseRules, s);
    expect(views.map((v) => v.key).sort()).toEqual(Object.keys(s).sort());
    for (const v of views) {
      expect(v.value).toEqual(v.default);
      expect(v.control.kind).not.toBe('json');
      const cited = Number(/gaps\.md #(\d+)/.exec(v.cites)?.[1]);
      expect(gapNumbers.has(cited), `${v.key} cites gaps.md #${cited}`).toBe(true);
      expect(gaps).toContain(`\`${v.key}\``);
    }
  });
  it("every gaps.md entry the engine cites exists, and entries 1-9 are the transcription's open points", () => {
    const cited = sources(join(root, 'src-shared/engine/dirtywheels')).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/gaps\.md #(\d+)/g)].map((m) => Number(m[1])),
    );
    expect(cited.length).toBeGreaterThan(20);
    for (const n of cited) expect(gapNumbers.has(n), `gaps.md #${n}`).toBe(true);
    for (let n = 1; n <= 9; n++) expect(gapNumbers.has(n)).toBe(true);
  });
});
