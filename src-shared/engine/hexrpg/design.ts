/**
 * Characters and vehicles: their schemas, derived numbers and problems. A character has MUSC, AGI, ACCU, DRIV and LUCK,
 * hit points equal to MUSC (gaps.md #7) and skills with levels (0: none); a vehicle is a bike, car or warcar whose
 * numbers default to the league's typical vehicle (the missing table: gaps.md #1) unless it sets its own.
 */
import { z } from 'zod';
import type { Problem } from '../ruleset';
import { SECTION, VEHICLE_KINDS, type VehicleKind, withGap } from './sections';
import type { HexrpgSettings, VehicleStats } from './settings';
import { POSITIONS } from './tables/combat';
import type { PersonCritical, VehicleCritical } from './tables/criticals';
import { DAMAGE_BANDS, WEAPON_IDS, WEAPONS, type WeaponId } from './tables/damage';
import { FUEL_SKILL } from './tables/movement';

/**
 * Attribute ranges the tables imply (gaps.md #8): AGI 1-6 (the AGI modifiers stop at 6), ACCU 1-10, DRIV 1-12 (their
 * bonuses top out at 10 and 12), MUSC 1-30 (fists go to "20+"), LUCK 1-100 (rolled on d100 in Dying).
 */
export const ATTRIBUTES = {
  musc: { label: 'MUSC', min: 1, max: 30 },
  agi: { label: 'AGI', min: 1, max: 6 },
  accu: { label: 'ACCU', min: 1, max: 10 },
  driv: { label: 'DRIV', min: 1, max: 12 },
  luck: { label: 'LUCK', min: 1, max: 100 },
} as const;
export type Attribute = keyof typeof ATTRIBUTES;

/** Skill levels run 0 (none) to 10: the damage table's last row is "10th level". */
export const MAX_SKILL_LEVEL = 10;
const level = z.number().int().min(0, { error: 'A skill level is 0 (none) or more' }).max(MAX_SKILL_LEVEL, { error: 'A skill level is at most 10th' });
const WEAPON_SKILLS = [...WEAPON_IDS, 'vehicle'] as const;
const weaponLevels = Object.fromEntries(WEAPON_SKILLS.map((w) => [w, level.optional()])) as Record<(typeof WEAPON_SKILLS)[number], z.ZodOptional<typeof level>>;
const attr = (a: Attribute) =>
  z
    .number()
    .int()
    .min(ATTRIBUTES[a].min, { error: `${ATTRIBUTES[a].label} is at least ${ATTRIBUTES[a].min}` })
    .max(ATTRIBUTES[a].max, { error: `${ATTRIBUTES[a].label} is at most ${ATTRIBUTES[a].max}` });

const PERSON_CRITICAL_EFFECTS = ['deaf', 'weapon', 'arm', 'leg', 'blind', 'unconscious', 'zero-hp'] as const satisfies readonly PersonCritical[];
const VEHICLE_CRITICAL_EFFECTS = [
  'person-hit',
  'weapon',
  'speed',
  'stall',
  'brakes',
  'fuel-leak',
  'control',
  'lose-hp',
  'steering',
  'dies',
  'explodes',
] as const satisfies readonly VehicleCritical[];
const whole = (what: string, max: number) =>
  z
    .number()
    .int({ error: `${what}: a whole number` })
    .min(0, { error: `${what}: 0 or more` })
    .max(max, { error: `${what}: at most ${max}` });

/**
 * What sessions left on a character, carried between them (3e): hit points lost (HP is MUSC less them), dead, and the
 * critical hits still running, each with the days left of its duration (null: permanent). Healed and counted down by
 * the recovery between sessions (between.ts); written by the session's outcome.
 */
export const characterConditionSchema = z
  .object({
    damage: whole('Hit points lost', 1000).default(0),
    dead: z.boolean().default(false),
    criticals: z
      .array(
        z
          .object({
            effect: z.enum(PERSON_CRITICAL_EFFECTS, { error: `A person's critical is one of ${PERSON_CRITICAL_EFFECTS.join(', ')}` }),
            daysLeft: z.number().min(0).max(36_500).nullable(),
          })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();
export type CharacterCondition = z.infer<typeof characterConditionSchema>;
const FRESH_CHARACTER: CharacterCondition = { damage: 0, dead: false, criticals: [] };

/**
 * What sessions left on a vehicle: hit points lost, those lost in its last battle and how many of them were repaired
 * outside a garage since (at most 75%: 3e, Recovering damage), destroyed, and its critical hits with the days of work
 * a mechanic has put into each.
 */
export const vehicleConditionSchema = z
  .object({
    damage: whole('Hit points lost', 100_000).default(0),
    battleLoss: whole('Hit points lost in the last battle', 100_000).default(0),
    fieldRepaired: whole('Hit points of that loss repaired outside a garage', 100_000).default(0),
    destroyed: z.boolean().default(false),
    criticals: z
      .array(
        z
          .object({
            effect: z.enum(VEHICLE_CRITICAL_EFFECTS, { error: `A vehicle's critical is one of ${VEHICLE_CRITICAL_EFFECTS.join(', ')}` }),
            worked: whole('Days worked', 3650).default(0),
          })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();
export type VehicleCondition = z.infer<typeof vehicleConditionSchema>;
const FRESH_VEHICLE: VehicleCondition = { damage: 0, battleLoss: 0, fieldRepaired: 0, destroyed: false, criticals: [] };

export const CHARACTER_VERSION = 1;
export const characterSchema = z
  .object({
    version: z.literal(CHARACTER_VERSION),
    name: z.string().trim().min(1, { error: 'A character needs a name' }).max(60),
    /** A non-player-character: dies at 0 HP; an NPC's hit on a player-character is rolled on LUCK. */
    npc: z.boolean().default(false),
    musc: attr('musc'),
    agi: attr('agi'),
    accu: attr('accu'),
    driv: attr('driv'),
    luck: attr('luck'),
    skills: z
      .object({
        /** Weapons skill per weapon (3b: "weapons skill in a weapon being used"); `vehicle` for mounted weapons. */
        // An object of the known weapons, not a record: a record's keys would need safeRecord (prototype keys), and
        // these are a closed list whose unknown keys `strict` refuses.
        weapons: z.object(weaponLevels).strict().default({}),
        fighting: level.default(0),
        driving: z
          .object({ bike: level.default(0), car: level.default(0), warcar: level.default(0) })
          .strict()
          .default({ bike: 0, car: 0, warcar: 0 }),
        medical: level.default(0),
        mechanic: level.default(0),
      })
      .strict(),
    condition: characterConditionSchema.default(() => structuredClone(FRESH_CHARACTER)),
  })
  .strict();
export type Character = z.infer<typeof characterSchema>;

export function newCharacter(name: string): Character {
  return characterSchema.parse({ version: 1, name, musc: 10, agi: 3, accu: 5, driv: 6, luck: 50, skills: {} });
}

const statsOverride = z
  .object({
    movement: z.number().int().min(1).max(13),
    turns: z.number().int().min(0).max(12),
    hp: z.number().int().min(1).max(2000),
    fuel: z.number().int().min(1).max(2000),
    damage: z.object({ minimal: z.number().int().min(0), average: z.number().int().min(0), maximal: z.number().int().min(0) }).strict(),
    failurePercent: z.number().int().min(0).max(100),
  })
  .partial()
  .strict();

export const VEHICLE_VERSION = 1;
export const vehicleSchema = z
  .object({
    version: z.literal(VEHICLE_VERSION),
    name: z.string().trim().min(1, { error: 'A vehicle needs a name' }).max(60),
    kind: z.enum(VEHICLE_KINDS, { error: 'A vehicle is a bike, a car or a warcar' }),
    /** Its own numbers where it differs from the league's typical vehicle of its kind. */
    stats: statsOverride.default({}),
    /** Weapons run on the vehicle, each with its minimal, average and maximal damage. */
    weapons: z
      .array(
        z
          .object({
            name: z.string().trim().min(1).max(60),
            minimal: z.number().int().min(0).max(500),
            average: z.number().int().min(0).max(500),
            maximal: z.number().int().min(0).max(500),
            /**
             * Where it is mounted, as the position-by-target table reads it (3d. Weapon Usage: a shot from a higher, the
             * same or a lower position): the shot's default, each shot may say otherwise; left out, each shot says it (gaps.md #35).
             */
            position: z.enum(POSITIONS, { error: `A weapon fires from a ${POSITIONS.join(', ')} position` }).optional(),
          })
          .strict(),
      )
      .max(12)
      .default([]),
    condition: vehicleConditionSchema.default(() => structuredClone(FRESH_VEHICLE)),
  })
  .strict();
export type Vehicle = z.infer<typeof vehicleSchema>;
/** A vehicle as written (its defaults left out). */
export type VehicleInput = z.input<typeof vehicleSchema>;

export type StatSource = 'vehicle' | 'league';
export interface DerivedVehicle extends VehicleStats {
  kind: VehicleKind;
  /** Where each number comes from: the vehicle's own, or the league's typical vehicle (gaps.md #1). */
  source: Record<keyof VehicleStats, StatSource>;
  /** Hexes it covers: a warcar generally covers two (2d). */
  hexes: number;
  daily: { repairCap: number };
}

const CAPS: Record<VehicleKind, number> = { warcar: 45, car: 25, bike: 15 };

export function deriveVehicle(v: Vehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>): DerivedVehicle {
  const base = settings.vehicleStats[v.kind];
  const keys = ['movement', 'turns', 'hp', 'fuel', 'damage', 'failurePercent'] as const;
  const source = Object.fromEntries(keys.map((k) => [k, v.stats[k] === undefined ? 'league' : 'vehicle'])) as Record<keyof VehicleStats, StatSource>;
  return {
    kind: v.kind,
    movement: v.stats.movement ?? base.movement,
    turns: v.stats.turns ?? base.turns,
    hp: v.stats.hp ?? base.hp,
    fuel: v.stats.fuel ?? base.fuel,
    damage: { ...(v.stats.damage ?? base.damage) },
    failurePercent: v.stats.failurePercent ?? base.failurePercent,
    source,
    hexes: v.kind === 'warcar' ? 2 : 1,
    daily: { repairCap: CAPS[v.kind] },
  };
}

/** A vehicle's problems, each in the rule's words with its section. */
export function validateVehicle(v: Vehicle, settings: Pick<HexrpgSettings, 'vehicleStats'>): Problem[] {
  const out: Problem[] = [];
  const d = deriveVehicle(v, settings);
  if (d.movement > FUEL_SKILL.length)
    out.push({
      path: ['stats', 'movement'],
      code: 'movement-off-table',
      message: `A movement of ${d.movement} is past the Skill and Fuel Table, which stops at ${FUEL_SKILL.length} hexes`,
      rule: SECTION.fuelSkillTable,
    });
  if (!(d.damage.minimal <= d.damage.average && d.damage.average <= d.damage.maximal))
    out.push({
      path: ['stats', 'damage'],
      code: 'damage-order',
      message: 'Vehicles are rated for minimal, average, and maximal damage: minimal ≤ average ≤ maximal',
      rule: withGap(SECTION.bashDamage, 1),
    });
  v.weapons.forEach((w, i) => {
    if (!(w.minimal <= w.average && w.average <= w.maximal))
      out.push({
        path: ['weapons', i],
        code: 'weapon-damage-order',
        message: `${w.name} does its minimal, average, or maximal damage: minimal ≤ average ≤ maximal`,
        rule: SECTION.damage,
      });
  });
  if (v.condition.damage > d.hp)
    out.push({
      path: ['condition', 'damage'],
      code: 'damage-over-hp',
      message: `${v.name} has ${d.hp} hit points: it cannot have lost ${v.condition.damage}`,
      rule: SECTION.damage,
    });
  if (v.condition.fieldRepaired > v.condition.battleLoss)
    out.push({
      path: ['condition', 'fieldRepaired'],
      code: 'field-repaired',
      message: `${v.name} cannot have had more repaired outside a garage (${v.condition.fieldRepaired}) than it lost in its last battle (${v.condition.battleLoss})`,
      rule: SECTION.repair,
    });
  const names = v.weapons.map((w) => w.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i)
      out.push({ path: ['weapons', i, 'name'], code: 'weapon-twice', message: `${v.name} lists the weapon “${n}” twice`, rule: SECTION.order });
  });
  return out;
}

export interface DerivedCharacter {
  /** Hit points: MUSC (gaps.md #7). */
  hp: number;
  /** Turns before fatigue: sprinting MUSC, running 2 × MUSC (2a). */
  fatigue: { sprint: number; run: number };
  /** Medical cures a day per patient: one per level (3e, Recovering damage). */
  curesPerDay: number;
  /** Hit points a mechanic recovers per successful hour with proper tools: 12 × level. */
  repairPerHour: number;
  weaponBand: Partial<Record<WeaponId | 'vehicle', string>>;
}

export function deriveCharacter(c: Character): DerivedCharacter {
  const band = (lvl: number) => DAMAGE_BANDS.find((r) => lvl >= r.levels[0] && lvl <= r.levels[1])!.label;
  return {
    hp: c.musc,
    fatigue: { sprint: c.musc, run: 2 * c.musc },
    curesPerDay: c.skills.medical,
    repairPerHour: 12 * c.skills.mechanic,
    weaponBand: Object.fromEntries(Object.entries(c.skills.weapons).map(([w, l]) => [w, band(l ?? 0)])),
  };
}

/** A character's problems. The schema holds the ranges; what is left are rules across fields. */
export function validateCharacter(c: Character): Problem[] {
  const out: Problem[] = [];
  if (c.condition.damage > c.musc)
    out.push({
      path: ['condition', 'damage'],
      code: 'damage-over-hp',
      message: `${c.name} has ${c.musc} hit points (MUSC): he cannot have lost ${c.condition.damage}`,
      rule: withGap(SECTION.healing, 7),
    });
  for (const [w, l] of Object.entries(c.skills.weapons)) {
    if (l === 0)
      out.push({
        path: ['skills', 'weapons', w],
        code: 'skill-zero',
        message: `A weapons skill of level 0 is no skill: leave ${w === 'vehicle' ? 'vehicle weapons' : WEAPONS.find((x) => x.weapon === w)!.label} out`,
        rule: SECTION.weaponCombat,
      });
  }
  return out;
}

/** Refuse a future version with words; there is only version 1 so far. */
export function upgradeVehicle(raw: unknown): { ok: true; design: Vehicle } | { ok: false; problems: Problem[] } {
  const version = (raw as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > VEHICLE_VERSION)
    return {
      ok: false,
      problems: [
        { path: ['version'], code: 'future-version', message: `This vehicle was saved by a newer Pitwall (version ${version})`, rule: SECTION.league },
      ],
    };
  const r = vehicleSchema.safeParse(raw);
  if (r.success) return { ok: true, design: r.data };
  return {
    ok: false,
    problems: r.error.issues.map((i) => ({ path: i.path as (string | number)[], code: 'schema', message: i.message, rule: SECTION.league })),
  };
}
