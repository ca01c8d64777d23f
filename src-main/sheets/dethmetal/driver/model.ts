/**
 * Everything a driver sheet prints, as plain data built from the engine: the competitor, his effective traits
 * (`driver.effectiveTraits`), level and XP thresholds, and the rules text of his own talents and quirks.
 */
import { driver as drivers, TRAITS, type TraitName } from '../../../../src-shared/engine/dethmetal';

/** A career line supplied by the league's records (matches, wins, points, …), printed as given. */
export interface CareerLine {
  label: string;
  value: string | number;
}

export interface DriverSheetInput {
  franchise: string;
  driver: drivers.Driver;
  settings: drivers.DriverSettings;
  career?: CareerLine[];
}

export interface TraitLine {
  trait: TraitName;
  label: string;
  base: number;
  effective: number;
  /** What changes the base rank, e.g. "Arthritic −1, Fatigue (1 point) −1". */
  modifiers: string;
}

export interface DriverSheetModel {
  franchise: string;
  name: string;
  status: string[];
  level: number;
  pendingAdvancements: number;
  xp: number;
  /** Least XP of the next level; null when levels stop at 9 (house rule). */
  nextLevelAt: number | null;
  xpToNext: number | null;
  traits: TraitLine[];
  talents: { name: string; detail?: string; text: string }[];
  quirks: { name: string; occurrences: number; effect: string; text: string }[];
  fatigue: { points: number; boxes: number; lost: string[]; table: string };
  /** Flesh-wound boxes: the last one takes a characteristic to 0, out of action (Damage table › Crew compartment). */
  wounds: { boxes: number; taken: number };
  career: CareerLine[];
}

/** Fatigue boxes printed: there is no cap, but a competitor rarely carries more than a few points into a match. */
const FATIGUE_BOXES = 4;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function quirkEffect(name: drivers.Driver['quirks'][number]['name'], occurrences: number, settings: drivers.DriverSettings): string {
  const rule: drivers.QuirkRule = drivers.QUIRK_RULES[name];
  const parts: string[] = [];
  const penalty = drivers.quirkTraitPenalty(name, occurrences, settings);
  if (penalty) parts.push(`−${penalty.amount} ${drivers.TRAIT_LABELS[penalty.trait].toLowerCase()}`);
  if (rule.preMatchMiss) parts.push(`before each match roll 1d6: misses it on ${drivers.heartConditionMissOn(occurrences).join(' or ')}`);
  if (rule.inMatchRoll) parts.push(`at the ${rule.inMatchRoll.when} roll 1d6: on ${rule.inMatchRoll.on.join(' or ')} ${rule.inMatchRoll.effect}`);
  if (occurrences > 1) {
    if (rule.second.barred === 'season') parts.push('may not be used for the rest of the season');
    if (rule.second.barred === 'matches') parts.push('may not be used in matches');
    if (rule.second.retiresAtSeasonEnd) parts.push('retires at the end of the season');
  }
  return parts.join('; ');
}

export function driverSheetModel(input: DriverSheetInput): DriverSheetModel {
  const { driver, settings } = input;
  const effective = drivers.effectiveTraits(driver, settings);
  const earned = drivers.levelForXp(driver.xp, settings);
  const toNext = drivers.xpToNextLevel(driver.xp, settings);
  const status = drivers.driverSheetFields(driver, settings).find((f) => f.label === 'Status')?.value ?? '';
  // The wound that takes the lowest of D, G and I to 0 puts him out of action: count the boxes before it.
  const beforeWounds = Math.min(...drivers.FLESH_WOUND_TRAITS.map((t) => effective[t].value + driver.match.fleshWounds));
  return {
    franchise: input.franchise,
    name: driver.name,
    status: status.split('; ').filter(Boolean),
    level: driver.level,
    pendingAdvancements: Math.max(0, earned - driver.level),
    xp: driver.xp,
    nextLevelAt: toNext === null ? null : driver.xp + toNext,
    xpToNext: toNext,
    traits: TRAITS.map((t) => ({
      trait: t,
      label: drivers.TRAIT_LABELS[t],
      base: driver.traits[t],
      effective: effective[t].value,
      modifiers: effective[t].contributions
        .slice(1)
        .map((c) => `${c.source} ${signed(c.amount)}`)
        .join(', '),
    })),
    talents: driver.talents.map((t) => ({
      name: t.name,
      ...(t.name === drivers.REPEATABLE_TALENT ? { detail: `× ${t.count}, repair skill ${drivers.mechanicSkill(t.count)}` } : {}),
      text: drivers.TALENT_TEXT[t.name],
    })),
    quirks: driver.quirks.map((q) => ({
      name: q.name,
      occurrences: q.occurrences,
      effect: quirkEffect(q.name, q.occurrences, settings),
      text: drivers.QUIRK_TEXT[q.name],
    })),
    fatigue: {
      points: driver.fatigue.length,
      boxes: Math.max(FATIGUE_BOXES, driver.fatigue.length + 2),
      lost: driver.fatigue.map((t) => drivers.TRAIT_LABELS[t]),
      table: drivers.FATIGUE_TABLE.map((r) => `${r.rolls.join('-')} ${r.printed}`).join(' · '),
    },
    wounds: { boxes: Math.max(1, beforeWounds), taken: driver.match.fleshWounds },
    career: input.career ?? [],
  };
}
