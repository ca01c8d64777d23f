/**
 * The character editor's pure part: each attribute with its range and what it is used for, the numbers derived from
 * the character (each explained with its section, for the hover), and the skills the editor offers. The ranges and
 * the checks are the engine's (`ATTRIBUTES`, `characterSchema`, `validateCharacter`), the same the service runs.
 */
import {
  ATTRIBUTES,
  type Attribute,
  type Character,
  characterSchema,
  DAMAGE_BANDS,
  deriveCharacter,
  FISTS,
  MAX_SKILL_LEVEL,
  SECTION,
  VEHICLE_KINDS,
  type VehicleKind,
  validateCharacter,
  WEAPONS,
  type WeaponId,
  withGap,
} from '../../../../src-shared/engine/hexrpg';
import { accuModifier, drivBonus, opponentAgiModifier } from '../../../../src-shared/engine/hexrpg';

/** A number the editor shows, with how it was reached and where the rule is printed. */
export interface Explained {
  key: string;
  label: string;
  value: string;
  why: string;
  rule: string;
}

/** What each attribute does at the table, for its hover: the rules that read it. */
export const ATTRIBUTE_USES: Record<Attribute, { uses: string; rule: string }> = {
  musc: { uses: 'Hit points, turns before fatigue, bare-fist damage and grappling', rule: withGap(SECTION.damage, 7) },
  agi: { uses: 'Turn order (higher first), and the modifier an attacker gets against this character', rule: SECTION.turns },
  accu: { uses: 'To-hit modifier with weapons and fists: 6-7 +1, 8-9 +2, 10 +3', rule: SECTION.weaponCombat },
  driv: { uses: 'The swerve roll’s bonus and the bash modifiers: 8-9 +1, 10-11 +2, 12 +3', rule: SECTION.ramming },
  luck: { uses: 'Breaks ties of AGI in turn order; minutes left when dying; an NPC’s hit on a player-character', rule: SECTION.dying },
};

export const ATTRIBUTE_KEYS = Object.keys(ATTRIBUTES) as Attribute[];

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** The band label of a weapons skill level (3e's d10 table row). */
export const bandLabel = (level: number) => DAMAGE_BANDS.find((r) => level >= r.levels[0] && level <= r.levels[1])!.label;

/** Every number derived from the character, each with its reason and section. */
export function explainCharacter(c: Character): Explained[] {
  const d = deriveCharacter(c);
  const fists = FISTS.find((r) => c.musc >= r.musc[0] && c.musc <= r.musc[1])!;
  const out: Explained[] = [
    { key: 'hp', label: 'Hit points', value: String(d.hp), why: `Hit points are MUSC (${c.musc}): damage reduces MUSC`, rule: withGap(SECTION.damage, 7) },
    {
      key: 'fatigue',
      label: 'Fatigue after',
      value: `${d.fatigue.sprint} / ${d.fatigue.run} turns`,
      why: `Sprinting: MUSC (${c.musc}) turns; running: 2 × MUSC (${d.fatigue.run}) turns; walking never tires`,
      rule: SECTION.people,
    },
    {
      key: 'fists',
      label: 'Bare fists',
      value: `${fists.minimal}/${fists.average}/${fists.maximal}`,
      why: `Minimal/average/maximal damage of bare fists at MUSC ${c.musc}`,
      rule: SECTION.fists,
    },
    {
      key: 'accu',
      label: 'To hit (ACCU)',
      value: signed(accuModifier(c.accu)),
      why: `ACCU ${c.accu}: 6-7 +1, 8-9 +2, 10 +3 to every to-hit roll`,
      rule: SECTION.weaponCombat,
    },
    {
      key: 'agi',
      label: 'Attackers’ modifier',
      value: signed(opponentAgiModifier(c.agi)),
      why: `An attacker’s roll against AGI ${c.agi}: AGI 1 +3 … 6 −3`,
      rule: SECTION.weaponCombat,
    },
    {
      key: 'driv',
      label: 'Swerve bonus (DRIV)',
      value: signed(drivBonus(c.driv)),
      why: `DRIV ${c.driv}: 8-9 +1, 10-11 +2, 12 +3 to the swerve roll and the bash modifiers`,
      rule: SECTION.ramming,
    },
  ];
  // What sessions left on him (hxmod's condition, carried between sessions and healed by the recovery step).
  if (c.condition.dead || c.condition.damage > 0 || c.condition.criticals.length > 0)
    out.push({
      key: 'now',
      label: 'Now',
      value: c.condition.dead ? 'dead' : `${d.hp - c.condition.damage}/${d.hp} HP`,
      why: c.condition.dead
        ? 'Died in a session: the dead heal nothing'
        : `${c.condition.damage} HP lost in sessions and not healed yet${c.condition.criticals.length ? `; ${c.condition.criticals.map((k) => `${k.effect} (${k.daysLeft === null ? 'permanent' : `${k.daysLeft} days left`})`).join(', ')}` : ''}`,
      rule: SECTION.healing,
    });
  if (c.skills.medical > 0)
    out.push({
      key: 'cures',
      label: 'Cures a day',
      value: String(d.curesPerDay),
      why: `A medic of level ${c.skills.medical} may attempt one cure a level a day per patient (1 HP each hour of successful treatment)`,
      rule: withGap(SECTION.healing, 13),
    });
  if (c.skills.mechanic > 0)
    out.push({
      key: 'repair',
      label: 'Repair an hour',
      value: `${d.repairPerHour} HP`,
      why: `A mechanic recovers 12 × his level (${c.skills.mechanic}) hit points per successful hour with proper tools`,
      rule: SECTION.repair,
    });
  return out;
}

/** The skills a character has, as the editor lists them: a key into `skills`, a label, a section. */
export interface SkillDef {
  /** `weapons.pistol`, `fighting`, `driving.car`, `medical`, `mechanic`. */
  key: string;
  label: string;
  group: 'Weapons' | 'Fighting' | 'Driving' | 'Recovery';
  rule: string;
  /** A weapons skill is listed or left out (level 0 is no skill: validateCharacter refuses it); the others run from 0. */
  min: 0 | 1;
}

const DRIVING_WORD: Record<VehicleKind, string> = { bike: 'Driving a bike', car: 'Driving a car', warcar: 'Driving a warcar' };

export const SKILLS: readonly SkillDef[] = [
  ...WEAPONS.map((w): SkillDef => ({ key: `weapons.${w.weapon}`, label: w.label, group: 'Weapons', rule: SECTION.weaponCombat, min: 1 })),
  { key: 'weapons.vehicle', label: 'Vehicle weapons', group: 'Weapons', rule: SECTION.weaponUsage, min: 1 },
  { key: 'fighting', label: 'Fighting (weaponless)', group: 'Fighting', rule: SECTION.weaponless, min: 0 },
  ...VEHICLE_KINDS.map((k): SkillDef => ({ key: `driving.${k}`, label: DRIVING_WORD[k], group: 'Driving', rule: SECTION.fuelSkill, min: 0 })),
  { key: 'medical', label: 'Medical', group: 'Recovery', rule: SECTION.healing, min: 0 },
  { key: 'mechanic', label: 'Mechanic', group: 'Recovery', rule: SECTION.repair, min: 0 },
];

export { MAX_SKILL_LEVEL };

/** The level of a skill by its key; a weapon not listed is null (no skill). */
export function skillLevel(c: Character, key: string): number | null {
  const [head, sub] = key.split('.') as [string, string | undefined];
  if (head === 'weapons') return c.skills.weapons[sub as WeaponId | 'vehicle'] ?? null;
  if (head === 'driving') return c.skills.driving[sub as VehicleKind];
  return c.skills[head as 'fighting' | 'medical' | 'mechanic'];
}

/** The character with one skill set to `level`; null takes a weapons skill off the list. */
export function withSkill(c: Character, key: string, level: number | null): Character {
  const [head, sub] = key.split('.') as [string, string | undefined];
  const skills = structuredClone(c.skills);
  if (head === 'weapons') {
    const weapons = skills.weapons as Record<string, number | undefined>;
    if (level === null) delete weapons[sub!];
    else weapons[sub!] = level;
  } else if (head === 'driving') skills.driving[sub as VehicleKind] = level ?? 0;
  else skills[head as 'fighting' | 'medical' | 'mechanic'] = level ?? 0;
  return { ...c, skills };
}

/** What a skill's level does, for its hover (the damage band a weapons level rolls on; the roll's bonus). */
export function skillHint(def: SkillDef, level: number): string {
  const above = Math.max(0, level - 1);
  if (def.group === 'Weapons') return `${bandLabel(level)} on the d10 damage table; to hit 7 or less +${above} (each level above the first)`;
  if (level === 0) return def.group === 'Recovery' ? 'No skill' : 'No skill: 4 or less to hit or to control';
  if (def.key === 'medical') return `${level} cure${level === 1 ? '' : 's'} a day per patient, each 7 or less +${above}`;
  if (def.key === 'mechanic') return `${12 * level} HP per successful hour with proper tools, each 7 or less +${above}`;
  return `7 or less on 2d6, +${above} (each level above the first)`;
}

/** The problems of a character as the service words them: the schema's ranges, then the rules across fields. */
export function characterProblems(raw: unknown): { path: (string | number)[]; message: string; rule: string }[] {
  const parsed = characterSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message, rule: SECTION.league }));
  return validateCharacter(parsed.data).map((p) => ({ path: p.path, message: p.message, rule: p.rule }));
}

/** Whether a level may be chosen for a skill, and the rule's words when it may not. */
export function levelRefusal(def: SkillDef, level: number): string | null {
  if (level > MAX_SKILL_LEVEL) return `A skill level is at most 10th (${SECTION.damageBands})`;
  if (level < def.min) return `A weapons skill of level 0 is no skill: leave it out (${SECTION.weaponCombat})`;
  return null;
}

export const SIGNED = signed;
