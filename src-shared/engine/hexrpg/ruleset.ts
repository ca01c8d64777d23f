/**
 * The hex RPG's vehicle combat as a ruleset module (../ruleset.ts): what the core reaches through the registry. A gang
 * owns characters (MUSC, AGI, ACCU, DRIV, LUCK, HP = MUSC, skills with levels) and bikes, cars and warcars whose numbers
 * default to the league's typical vehicles (the missing table, an editable house rule: gaps.md #1). No standings of its
 * own: a session is recorded by what happened (declaration.ts). Nothing is rolled while building: the chapter rolls no
 * character or vehicle (its attributes come from the rest of the RPG).
 */
import type { z } from 'zod';
import type { PersonModule, Problem, Ruleset, SheetField } from '../ruleset';
import { hexrpgDeclaration } from './declaration';
import {
  ATTRIBUTES,
  type Attribute,
  type Character,
  characterSchema,
  type DerivedVehicle,
  deriveCharacter,
  deriveVehicle,
  newCharacter,
  upgradeVehicle,
  VEHICLE_VERSION,
  type Vehicle,
  validateCharacter,
  validateVehicle,
  vehicleSchema,
} from './design';
import { SECTION, VEHICLE_WORD, withGap } from './sections';
import { defaultHexrpgSettings, type HexrpgSettings, hexrpgHouseRules, hexrpgSettingsSchema } from './settings';
import { HEXRPG_TABLES, WEAPONS } from './tables';
import { hexrpgTableDef } from './table/def';

const damageWords = (d: { minimal: number; average: number; maximal: number }) => `${d.minimal}/${d.average}/${d.maximal}`;
/** Where a vehicle's number comes from, for the sheet: its own, or the league's typical vehicle of its kind. */
const fromLeague = (d: DerivedVehicle, key: keyof DerivedVehicle['source']) => (d.source[key] === 'league' ? ' (typical)' : '');
const TYPICAL = withGap(SECTION.missing, 1);

export function vehicleSheetFields(v: Vehicle, d: DerivedVehicle): SheetField[] {
  return [
    { label: 'Kind', value: `${VEHICLE_WORD[v.kind]}${d.hexes > 1 ? ` (${d.hexes} hexes)` : ''}`, rule: SECTION.movement },
    { label: 'Movement', value: `${d.movement} hexes${fromLeague(d, 'movement')}`, rule: TYPICAL },
    { label: 'Turns a turn', value: `${d.turns}${fromLeague(d, 'turns')}`, rule: TYPICAL },
    { label: 'Hit points', value: `${d.hp}${fromLeague(d, 'hp')}`, rule: TYPICAL },
    { label: 'Fuel', value: `${d.fuel}${fromLeague(d, 'fuel')}`, rule: TYPICAL },
    { label: 'Bash damage', value: `${damageWords(d.damage)}${fromLeague(d, 'damage')}`, rule: SECTION.bashDamage },
    { label: 'Mechanical failure', value: `${d.failurePercent}%${fromLeague(d, 'failurePercent')}`, rule: SECTION.failure },
    { label: 'Repairs a day', value: `at most ${d.daily.repairCap} HP`, rule: SECTION.repair },
    ...v.weapons.map((w) => ({ label: w.name, value: `damage ${damageWords(w)}`, rule: SECTION.weaponUsage })),
  ];
}

const ATTRIBUTE_KEYS = Object.keys(ATTRIBUTES) as Attribute[];
const weaponLabel = (w: string) => (w === 'vehicle' ? 'Vehicle weapons' : (WEAPONS.find((x) => x.weapon === w)?.label ?? w));

export function characterSheetFields(c: Character): SheetField[] {
  const d = deriveCharacter(c);
  const s = c.skills;
  const driving = (['bike', 'car', 'warcar'] as const).filter((k) => s.driving[k] > 0).map((k) => `${VEHICLE_WORD[k]} ${s.driving[k]}`);
  return [
    ...ATTRIBUTE_KEYS.map((a) => ({ label: ATTRIBUTES[a].label, value: String(c[a]) })),
    { label: 'Hit points', value: String(d.hp), rule: withGap(SECTION.healing, 7) },
    ...Object.entries(s.weapons).map(([w, l]) => ({
      label: weaponLabel(w),
      value: `level ${l} (${d.weaponBand[w as keyof typeof d.weaponBand]})`,
      rule: SECTION.damageBands,
    })),
    { label: 'Fighting', value: `level ${s.fighting}`, rule: SECTION.weaponless },
    { label: 'Driving', value: driving.length ? driving.join(', ') : 'none', rule: SECTION.fuelSkill },
    { label: 'Medical', value: s.medical ? `level ${s.medical} (${d.curesPerDay} cures a day)` : 'none', rule: SECTION.healing },
    { label: 'Mechanic', value: s.mechanic ? `level ${s.mechanic} (${d.repairPerHour} HP an hour)` : 'none', rule: SECTION.repair },
    ...(c.npc ? [{ label: 'NPC', value: 'dies at 0 HP', rule: SECTION.dying }] : []),
  ];
}

export const hexrpgPerson: PersonModule<Character, HexrpgSettings> = {
  personSchema: characterSchema as unknown as z.ZodType<Character>,
  newPerson: (name) => newCharacter(name),
  validate: (c) => validateCharacter(c),
  sheetFields: (c) => characterSheetFields(c),
};

/** The hex RPG's vehicle combat as a ruleset module; its declaration says what it has (declaration.ts). */
export const hexrpgRuleset: Ruleset<Vehicle, DerivedVehicle, never, never, HexrpgSettings, Character> & {
  person: PersonModule<Character, HexrpgSettings>;
} = {
  id: 'hexrpg',
  name: 'Hex RPG vehicle combat',
  declaration: hexrpgDeclaration,
  summary: 'Post-apocalyptic RPG combat on hexes: characters with skills, bikes, cars and warcars, 2d6 roll-under, d100 criticals, recovery between sessions.',
  capabilities: {
    people: 'characters',
    money: false,
    // The core records a session; the days after it run its recovery through its own channel (hexrpg.recover).
    steps: { afterResult: 'after', seasonEnd: 'none' },
    schedule: { eventFields: false, seasonLength: false },
    assistant: false,
    calculators: true,
    // A character, a vehicle and a gang's roster (src-main/sheets/hexrpg/).
    sheets: ['person', 'vehicle', 'team'],
  },
  // Gangs, its session page and the vehicle table in League › Settings (src-renderer/screens/hexrpg/).
  screens: true,
  tables: HEXRPG_TABLES,
  houseRules: hexrpgHouseRules,
  settingsSchema: hexrpgSettingsSchema as unknown as z.ZodType<HexrpgSettings>,
  defaultSettings: defaultHexrpgSettings,
  vehicle: {
    designSchema: vehicleSchema as unknown as z.ZodType<Vehicle>,
    currentDesignVersion: VEHICLE_VERSION,
    upgradeDesign: upgradeVehicle,
    derive: deriveVehicle,
    validate: (v, settings): Problem[] => validateVehicle(v, settings),
    sheetFields: vehicleSheetFields,
  },
  person: hexrpgPerson,
  // The chapter has no wins, draws or losses: a session's outcome is its stats (declaration.ts).
  standings: () => null,
  // Its match table: every calculator resolved on the live cards (table/), reached through `table.*` and `hxTable.*`.
  table: hexrpgTableDef,
};
