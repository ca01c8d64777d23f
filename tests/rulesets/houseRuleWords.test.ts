/**
 * Issue 19, item 15: an organizer reads house rules in words. Every house rule of every ruleset has a label, and a rule
 * whose value is a choice has a label per choice; neither a label nor a description shows a stored id
 * ("as-printed", "stat-then-roll-off", "rollD66") or our gaps file.
 */
import { describe, expect, it } from 'vitest';
import { controlFor, houseRuleValueLabel, houseRuleViews } from '../../src-shared/engine/houseRuleForm';
import { listRulesets, rulesetById } from '../../src-shared/engine/registry';

/** Hyphenated words of English that a stored id may also be. */
const ENGLISH = /\b(roll-off|re-roll(ed)?|head-to-head)\b/gi;
/** A stored id no sentence would contain: kebab-case or camelCase ("as-printed", "rollD66", "d3-1"). */
const looksLikeId = (s: string) => /[a-z0-9]-[a-z0-9]|[a-z][A-Z]/.test(s.replace(ENGLISH, ''));

const rulesets = listRulesets().map((r) => rulesetById(r.id));

describe.each(rulesets.map((r) => [r.name, r] as const))('%s house rules in words', (_name, ruleset) => {
  it('has house rules to check', () => {
    expect(ruleset.houseRules.length).toBeGreaterThan(5);
  });

  for (const rule of ruleset.houseRules) {
    const control = controlFor(rule.schema);
    const ids = control.kind === 'choice' ? control.options : [];
    const rawIds = ids.filter(looksLikeId);

    it(`${rule.key}: a label, a description, no gaps file and no stored id`, () => {
      expect(rule.label.trim().length).toBeGreaterThan(3);
      expect(rule.description.trim().length).toBeGreaterThan(10);
      for (const words of [rule.label, rule.description]) {
        expect(words).not.toContain('gaps.md');
        for (const id of rawIds) expect(words.replace(ENGLISH, ''), `“${id}” in ${rule.key}`).not.toContain(id);
      }
    });

    if (control.kind === 'choice')
      it(`${rule.key}: every choice has a label that is not its id`, () => {
        expect(Object.keys(rule.options ?? {}).sort()).toEqual([...ids].sort());
        const labels = ids.map((id) => houseRuleValueLabel(rule, id));
        for (const [i, label] of labels.entries()) {
          expect(label.trim().length).toBeGreaterThan(0);
          expect(looksLikeId(label), `label “${label}” of ${ids[i]}`).toBe(false);
          if (looksLikeId(ids[i]!)) expect(label).not.toBe(ids[i]);
        }
        // Two choices never read the same.
        expect(new Set(labels).size).toBe(labels.length);
      });
  }

  it('the Settings view carries each choice’s label with the rule', () => {
    const views = houseRuleViews(ruleset.houseRules, ruleset.defaultSettings());
    for (const v of views.filter((v) => v.control.kind === 'choice')) {
      const value = String(v.value);
      expect(v.optionLabels[value], v.key).toBeDefined();
      expect(looksLikeId(v.optionLabels[value]!)).toBe(false);
    }
  });
});

describe('houseRuleValueLabel', () => {
  const dw = rulesetById('dirtywheels').houseRules;
  const rule = (key: string) => dw.find((r) => r.key === key)!;
  it('names a choice by its label, a switch On/Off and a number as itself', () => {
    expect(houseRuleValueLabel(rule('weaponSlots'), 'as-printed')).toBe('As printed');
    expect(houseRuleValueLabel(rule('initiativeTies'), 'stat-then-roll-off')).toBe('Stat, then roll-off');
    expect(houseRuleValueLabel(rule('upgradeCount'), 'roll-d3')).toBe('Roll D3');
    expect(houseRuleValueLabel(rule('traitCount'), 'd3-1')).toBe('Roll D3−1');
    expect(houseRuleValueLabel(rule('turnLimit'), 12)).toBe('12');
    expect(houseRuleValueLabel({}, true)).toBe('On');
    expect(houseRuleValueLabel({}, false)).toBe('Off');
  });
});
