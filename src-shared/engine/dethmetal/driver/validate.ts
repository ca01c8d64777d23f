import type { Problem } from '../../ruleset';
import { TRAITS } from '../names';
import { TRAIT_LABELS } from './advancement-tables';
import { levelForXp } from './experience';
import { STARTING_TRAIT, type Driver } from './model';
import type { DriverSettings } from './settings';
import { REPEATABLE_TALENT, mechanicSkill } from './talents';

/** Checks a driver record (typed in or imported) against Part I and the league's house rules. */
export function validateDriver(driver: Driver, settings: DriverSettings): Problem[] {
  const problems: Problem[] = [];
  for (const trait of TRAITS) {
    const rank = driver.traits[trait];
    if (rank < STARTING_TRAIT) {
      problems.push({
        path: ['traits', trait],
        code: 'trait-below-start',
        message: `${TRAIT_LABELS[trait]} ${rank} is below the starting rank ${STARTING_TRAIT}; quirks are recorded as quirks, not in the rank.`,
        rule: 'Part I › Traits and Skills',
      });
    }
    if (rank > settings.traitCap) {
      problems.push({
        path: ['traits', trait],
        code: 'trait-above-cap',
        message: `${TRAIT_LABELS[trait]} ${rank} is above the league maximum ${settings.traitCap}.`,
        rule: 'Part I › Traits and Skills (gaps.md #9)',
      });
    }
  }

  const xpLevel = levelForXp(driver.xp, settings);
  if (driver.level > xpLevel) {
    problems.push({
      path: ['level'],
      code: 'level-ahead-of-xp',
      message: `Level ${driver.level} needs more than ${driver.xp} XP (that is level ${xpLevel}).`,
      rule: 'Part I › Experience points → Level',
    });
  }
  const traitPoints = TRAITS.reduce((sum, t) => sum + Math.max(0, driver.traits[t] - STARTING_TRAIT), 0);
  const talentCopies = driver.talents.reduce((sum, t) => sum + t.count, 0);
  if (traitPoints + talentCopies > driver.level - 1) {
    problems.push({
      path: ['level'],
      code: 'more-advancements-than-levels',
      message: `${traitPoints} trait points and ${talentCopies} talents need ${traitPoints + talentCopies} advancement rolls; level ${driver.level} gives ${driver.level - 1}.`,
      rule: 'Part I › Traits and Skills',
    });
  }

  driver.talents.forEach((t, i) => {
    if (driver.talents.findIndex((o) => o.name === t.name) !== i) {
      problems.push({
        path: ['talents', i],
        code: 'talent-listed-twice',
        message: `${t.name} is listed twice; record copies in its count.`,
        rule: 'Part I › Talents',
      });
    }
    if (t.name !== REPEATABLE_TALENT && t.count > 1) {
      problems.push({
        path: ['talents', i, 'count'],
        code: 'talent-duplicated',
        message: `Only Mechanic can be held more than once, not ${t.name}.`,
        rule: 'Part I › Talents (gaps.md #7)',
      });
    }
    if (t.name === REPEATABLE_TALENT && mechanicSkill(t.count) > settings.mechanicSkillMax) {
      problems.push({
        path: ['talents', i, 'count'],
        code: 'mechanic-above-max',
        message: `Mechanic x${t.count} gives repair skill ${mechanicSkill(t.count)}, above the league maximum ${settings.mechanicSkillMax}.`,
        rule: 'Part I › General Talents › Mechanic (gaps.md #7)',
      });
    }
  });
  driver.quirks.forEach((q, i) => {
    if (driver.quirks.findIndex((o) => o.name === q.name) !== i) {
      problems.push({
        path: ['quirks', i],
        code: 'quirk-listed-twice',
        message: `${q.name} is listed twice; record repeats in its occurrences.`,
        rule: 'Part I › Quirks',
      });
    }
  });
  return problems;
}
