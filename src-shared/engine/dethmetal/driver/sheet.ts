import type { SheetField } from '../../ruleset';
import { TRAITS, type QuirkName, type TalentName } from '../names';
import { TRAIT_LABELS } from './advancement-tables';
import { canBeUsedInMatch } from './availability';
import { effectiveTraits, type EffectiveTrait } from './effective';
import { levelForXp, xpToNextLevel } from './experience';
import type { Driver } from './model';
import { QUIRK_TEXT } from './quirks';
import type { DriverSettings } from './settings';
import { REPEATABLE_TALENT, TALENT_TEXT, mechanicSkill } from './talents';

function explainTrait(trait: EffectiveTrait): string {
  if (trait.contributions.length === 1) return `${trait.value}`;
  const parts = trait.contributions.map((c, i) => (i === 0 ? `${c.source.toLowerCase()} ${c.amount}` : `${c.source} ${c.amount > 0 ? '+' : ''}${c.amount}`));
  return `${trait.value} (${parts.join(', ')})`;
}

export function driverSheetFields(driver: Driver, settings: DriverSettings): SheetField[] {
  const effective = effectiveTraits(driver, settings);
  const pending = levelForXp(driver.xp, settings) - driver.level;
  const toNext = xpToNextLevel(driver.xp, settings);
  const fields: SheetField[] = [
    { label: 'Name', value: driver.name },
    {
      label: 'Level',
      value: pending > 0 ? `${driver.level} (${pending} advancement roll${pending > 1 ? 's' : ''} to make)` : `${driver.level}`,
      rule: 'Part I › Experience points → Level',
    },
    { label: 'Experience', value: toNext === null ? `${driver.xp} XP` : `${driver.xp} XP (${toNext} to next level)`, rule: 'Part I › Experience events' },
    ...TRAITS.map((t) => ({ label: TRAIT_LABELS[t], value: explainTrait(effective[t]), rule: 'Part I › Traits and Skills' })),
    {
      label: 'Talents',
      value:
        driver.talents.length === 0
          ? 'none'
          : driver.talents.map((t) => (t.name === REPEATABLE_TALENT ? `${t.name} (repair skill ${mechanicSkill(t.count)})` : t.name)).join(', '),
      rule: 'Part I › Talents',
    },
    {
      label: 'Quirks',
      value: driver.quirks.length === 0 ? 'none' : driver.quirks.map((q) => (q.occurrences > 1 ? `${q.name} x${q.occurrences}` : q.name)).join(', '),
      rule: 'Part I › Quirks',
    },
    {
      label: 'Fatigue',
      value: driver.fatigue.length === 0 ? '0' : `${driver.fatigue.length} (${driver.fatigue.map((t) => `-1 ${TRAIT_LABELS[t]}`).join(', ')})`,
      rule: 'Part VI › Driver fatigue',
    },
  ];
  const availability = canBeUsedInMatch(driver);
  const retiring = driver.seasonFlags.some((f) => f.kind === 'retires');
  const status = [
    ...(availability.usable ? ['Available'] : availability.reasons.map((r) => r.message)),
    ...(retiring && !driver.retired ? ['Retires at the end of the season'] : []),
  ];
  fields.push({ label: 'Status', value: status.join('; '), rule: 'Part I › Quirks; Part VI › Retirements' });
  return fields;
}

export interface RulesTextEntry {
  kind: 'talent' | 'quirk';
  name: TalentName | QuirkName;
  text: string;
}

/** The full rules text of the competitor's own talents and quirks, for the back of the printed sheet. */
export function driverRulesText(driver: Driver): RulesTextEntry[] {
  return [
    ...driver.talents.map((t) => ({ kind: 'talent' as const, name: t.name, text: TALENT_TEXT[t.name] })),
    ...driver.quirks.map((q) => ({ kind: 'quirk' as const, name: q.name, text: QUIRK_TEXT[q.name] })),
  ];
}
