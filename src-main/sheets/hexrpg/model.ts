/**
 * Everything a hex RPG character sheet, vehicle sheet and gang roster print, as plain data: a character's attributes,
 * hit points (MUSC, gaps.md #7), skills with their levels and the weapons they fire with their damage and d10 bands,
 * the critical hits to note with their durations; a vehicle's numbers (the league's typical vehicle of its kind or
 * its own, gaps.md #1), its fuel and hit points as tracks, its bash damage, weapons and seats; the tables a player
 * reads at the table. Every number comes from the hexrpg engine (tables, derive, settings).
 */
import {
  ACCU_MODIFIERS,
  ATTRIBUTES,
  type Attribute,
  type Character,
  CRITICAL_DURATION,
  DAILY_REPAIR_CAP,
  DAMAGE_BANDS,
  deriveCharacter,
  deriveVehicle,
  FISTS,
  FUEL_SKILL,
  type HexrpgSettings,
  PERSON_CRITICALS,
  type Position,
  SECTION,
  SPEED_LOSS,
  TO_HIT,
  type Vehicle,
  VEHICLE_CRITICALS,
  type VehicleKind,
  WEAPON_COMBAT_MODIFIERS,
  WEAPONS,
  withGap,
} from '../../../src-shared/engine/hexrpg';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const span = (r: readonly [number, number] | null) => (r === null ? '—' : r[0] === r[1] ? `${r[0]}` : `${r[0]}-${r[1]}`);
const ordinal = (n: number) => (n === 0 ? 'none' : `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`);
const KIND_WORD: Record<VehicleKind, string> = { bike: 'Bike', car: 'Car', warcar: 'Warcar' };

/** A seat someone holds: "Driver of Rust Bucket". */
export interface Seat {
  label: string;
  vehicle: string;
}

export interface CharacterWeapon {
  weapon: string;
  level: string;
  /** "2d6 ≤ 7 (+1 per level above 1st)". */
  toHit: string;
  damage: string;
  /** The d10 bands for the level: minimal, average, maximal, critical. */
  bands: string;
}

export interface CharacterSheet {
  kicker: string;
  name: string;
  gang: string;
  swatch: string;
  npc: boolean;
  attributes: { label: string; value: string; note?: string }[];
  hp: number;
  /** Hit points lost as the league file holds them (its condition): printed already ticked. */
  hpLost: number;
  seat: string;
  skills: { label: string; value: string }[];
  weapons: CharacterWeapon[];
  fists: string;
  derived: { label: string; value: string }[];
  /** Rows to write critical hits in, and the tables that give them. */
  criticalLines: number;
  criticals: { roll: string; text: string }[];
  durations: { roll: string; text: string }[];
  cites: string[];
}

export interface VehicleWeaponLine {
  name: string;
  minimal: number;
  average: number;
  maximal: number;
  /** Where it is mounted (3d. Weapon Usage, gaps.md #35); null: written in at the table. */
  position: Position | null;
}

export interface VehicleSheet {
  kicker: string;
  name: string;
  kind: string;
  gang: string;
  swatch: string;
  stats: { label: string; value: string; note?: string }[];
  hp: number;
  /** Hit points lost as the league file holds them (its condition): printed already ticked. */
  hpLost: number;
  fuel: number;
  damage: { minimal: number; average: number; maximal: number; source: string };
  /** The to-hit bonus of a weapon mounted on this kind of vehicle (3b). */
  mounted: string;
  weapons: VehicleWeaponLine[];
  seats: { slot: string; names: string[]; max: number }[];
  fuelTable: { speed: string; fuel: string; skill: string }[];
  criticals: { roll: string; text: string }[];
  speedLoss: string;
  repairCap: number;
  cites: string[];
}

export interface HexrpgCharacterInput {
  league: string;
  season: number;
  gang: string;
  colour: string;
  character: Character;
  seat: Seat | null;
}

/** The 2d6 a character rolls to hit with a weapon at a level: 7 or less with skill, 4 without, +1 a level above 1st. */
function toHitText(level: number): string {
  if (level < 1) return `2d6 ≤ ${TO_HIT.withoutSkill}`;
  const bonus = (level - 1) * WEAPON_COMBAT_MODIFIERS.perSkillLevelAboveFirst;
  return `2d6 ≤ ${TO_HIT.withSkill}${bonus ? ` +${bonus}` : ''}`;
}

function bandsText(level: number): string {
  const b = DAMAGE_BANDS.find((r) => level >= r.levels[0] && level <= r.levels[1])!;
  return `min ${span(b.minimal)} · avg ${span(b.average)} · max ${span(b.maximal)} · crit ${span(b.critical)}${b.confirm ? ` (2nd d10 ${span(b.confirm)})` : ''}`;
}

function accuModifier(accu: number): string {
  const row = ACCU_MODIFIERS.find((r) => r.accu.includes(accu));
  return row ? `${signed(row.modifier)} to hit` : 'no to-hit bonus';
}

export function characterSheet(input: HexrpgCharacterInput, swatch: string): CharacterSheet {
  const c = input.character;
  const d = deriveCharacter(c);
  const attr = (a: Attribute, note?: string) => ({ label: ATTRIBUTES[a].label, value: `${c[a]}`, ...(note ? { note } : {}) });
  const skills = c.skills;
  const weaponRows: CharacterWeapon[] = WEAPONS.filter((w) => (skills.weapons[w.weapon] ?? 0) > 0).map((w) => {
    const level = skills.weapons[w.weapon]!;
    return { weapon: w.label, level: ordinal(level), toHit: toHitText(level), damage: `${w.minimal} / ${w.average} / ${w.maximal}`, bands: bandsText(level) };
  });
  const vehicleLevel = skills.weapons.vehicle ?? 0;
  if (vehicleLevel > 0)
    weaponRows.push({
      weapon: 'Vehicle weapons',
      level: ordinal(vehicleLevel),
      toHit: toHitText(vehicleLevel),
      damage: 'the weapon’s',
      bands: bandsText(vehicleLevel),
    });
  const fists = FISTS.find((f) => c.musc >= f.musc[0] && c.musc <= f.musc[1])!;
  return {
    kicker: `${input.league} · season ${input.season} · ${input.gang} · hex RPG character`,
    name: c.name,
    gang: input.gang,
    swatch,
    npc: c.npc,
    attributes: [
      attr('musc', 'HP and fatigue'),
      attr('agi', 'acts first; dodges'),
      attr('accu', accuModifier(c.accu)),
      attr('driv', 'bash and swerve'),
      attr('luck', 'ties; dying; NPC hits'),
      { label: 'HP', value: `${d.hp}`, note: '= MUSC' },
    ],
    hp: d.hp,
    hpLost: Math.min(d.hp, c.condition.damage),
    seat: input.seat ? `${input.seat.label} of ${input.seat.vehicle}` : 'on foot',
    skills: [
      { label: 'Fighting', value: ordinal(skills.fighting) },
      { label: 'Driving a bike', value: ordinal(skills.driving.bike) },
      { label: 'Driving a car', value: ordinal(skills.driving.car) },
      { label: 'Driving a warcar', value: ordinal(skills.driving.warcar) },
      { label: 'Vehicle weapons', value: ordinal(vehicleLevel) },
      { label: 'Medical', value: ordinal(skills.medical) },
      { label: 'Mechanic', value: ordinal(skills.mechanic) },
    ],
    weapons: weaponRows,
    fists: `Bare fists (MUSC ${c.musc}): ${fists.minimal} / ${fists.average} / ${fists.maximal}; without a weapon skill: ${toHitText(0)}; fighting ${ordinal(skills.fighting)}.`,
    derived: [
      { label: 'Fatigue', value: `after ${d.fatigue.sprint} turns sprinting, ${d.fatigue.run} running` },
      { label: 'Cures a day', value: skills.medical ? `${d.curesPerDay} per patient` : 'no medical skill' },
      { label: 'Repair an hour', value: skills.mechanic ? `${d.repairPerHour} HP with proper tools` : 'no mechanic skill' },
      { label: 'Kind', value: c.npc ? 'NPC: dies at 0 HP' : 'player-character' },
    ],
    criticalLines: 5,
    criticals: PERSON_CRITICALS.map((r) => ({ roll: span(r.range), text: r.text })),
    durations: CRITICAL_DURATION.map((r) => ({
      roll: span(r.range),
      text: r.unit === 'permanent' ? 'Permanent (a “0 Hit Points” critical: dead at once)' : r.text,
    })),
    cites: [
      SECTION.people,
      SECTION.weaponCombat,
      SECTION.damageBands,
      SECTION.fists,
      SECTION.peopleCriticals,
      SECTION.criticalDuration,
      withGap(SECTION.league, 7),
    ],
  };
}

export interface HexrpgVehicleInput {
  league: string;
  season: number;
  gang: string;
  colour: string;
  vehicle: Vehicle;
  /** The slots of its kind, in the declaration's order, and who sits in each. */
  seats: { slot: string; names: string[]; max: number }[];
  settings: HexrpgSettings;
}

export function vehicleSheet(input: HexrpgVehicleInput, swatch: string): VehicleSheet {
  const v = input.vehicle;
  const d = deriveVehicle(v, input.settings);
  const from = (k: keyof typeof d.source) => (d.source[k] === 'league' ? 'league' : 'its own');
  return {
    kicker: `${input.league} · season ${input.season} · ${input.gang} · hex RPG vehicle`,
    name: v.name,
    kind: KIND_WORD[v.kind],
    gang: input.gang,
    swatch,
    stats: [
      { label: 'Movement', value: `${d.movement}`, note: `hexes · ${from('movement')}` },
      { label: 'Turns', value: `${d.turns}`, note: `a turn · ${from('turns')}` },
      { label: 'HP', value: `${d.hp}`, note: from('hp') },
      { label: 'Fuel', value: `${d.fuel}`, note: `units · ${from('fuel')}` },
      { label: 'Failure', value: `${d.failurePercent}%`, note: from('failurePercent') },
      { label: 'Hexes', value: `${d.hexes}`, note: 'covered' },
    ],
    hp: d.hp,
    hpLost: Math.min(d.hp, v.condition.damage),
    fuel: d.fuel,
    damage: { ...d.damage, source: d.source.damage === 'league' ? 'the league’s typical vehicle' : 'its own' },
    mounted: `${signed(WEAPON_COMBAT_MODIFIERS.mounted[v.kind])} to hit for a weapon mounted on a ${v.kind}`,
    weapons: v.weapons.map((w) => ({ name: w.name, minimal: w.minimal, average: w.average, maximal: w.maximal, position: w.position ?? null })),
    seats: input.seats,
    fuelTable: FUEL_SKILL.map((r) => ({
      speed: `${r.speed}`,
      fuel: `${r.fuel[v.kind]}`,
      skill: r.skill[v.kind] === null ? 'no roll' : signed(r.skill[v.kind]!),
    })),
    criticals: VEHICLE_CRITICALS.map((r) => ({ roll: span(r.range), text: r.text })),
    speedLoss: `Speed reduced (d4): ${SPEED_LOSS.map((s) => `${s.d4} −${s.loss[v.kind]}`).join(', ')} hexes`,
    repairCap: DAILY_REPAIR_CAP[v.kind],
    cites: [SECTION.movement, SECTION.fuelSkillTable, SECTION.bashDamage, SECTION.vehicleCriticals, SECTION.repair, withGap(SECTION.missing, 1)],
  };
}

export interface GangRosterInput {
  league: string;
  season: number;
  gang: string;
  colour: string;
  characters: { character: Character; seat: Seat | null }[];
  vehicles: { vehicle: Vehicle; seats: HexrpgVehicleInput['seats'] }[];
  settings: HexrpgSettings;
}

export interface GangRoster {
  kicker: string;
  title: string;
  swatch: string;
  totals: { label: string; value: string }[];
  characters: { name: string; musc: number; agi: number; accu: number; driv: number; luck: number; hp: number; skills: string; seat: string }[];
  vehicles: { name: string; kind: string; movement: number; turns: number; hp: number; fuel: number; damage: string; crew: string }[];
  characterSheets: CharacterSheet[];
  vehicleSheets: VehicleSheet[];
}

/** A character's skills in a line: "Shotgun 3rd, car 4th, fighting 2nd". */
function skillLine(c: Character): string {
  const s = c.skills;
  const parts = [
    ...WEAPONS.filter((w) => (s.weapons[w.weapon] ?? 0) > 0).map((w) => `${w.label} ${ordinal(s.weapons[w.weapon]!)}`),
    ...((s.weapons.vehicle ?? 0) > 0 ? [`vehicle weapons ${ordinal(s.weapons.vehicle!)}`] : []),
    ...(['bike', 'car', 'warcar'] as const).filter((k) => s.driving[k] > 0).map((k) => `${k} ${ordinal(s.driving[k])}`),
    ...(s.fighting ? [`fighting ${ordinal(s.fighting)}`] : []),
    ...(s.medical ? [`medical ${ordinal(s.medical)}`] : []),
    ...(s.mechanic ? [`mechanic ${ordinal(s.mechanic)}`] : []),
  ];
  return parts.join(', ') || 'no skills';
}

export function gangRoster(input: GangRosterInput, swatch: string): GangRoster {
  const characterSheets = input.characters.map((c) => characterSheet({ ...input, ...c }, swatch));
  const vehicleSheets = input.vehicles.map((v) => vehicleSheet({ ...input, ...v }, swatch));
  return {
    kicker: `${input.league} · season ${input.season} · hex RPG gang roster`,
    title: input.gang,
    swatch,
    totals: [
      { label: 'Characters', value: `${input.characters.length}` },
      { label: 'Vehicles', value: `${input.vehicles.length}` },
    ],
    characters: input.characters.map(({ character: c, seat }) => ({
      name: `${c.name}${c.npc ? ' (NPC)' : ''}`,
      musc: c.musc,
      agi: c.agi,
      accu: c.accu,
      driv: c.driv,
      luck: c.luck,
      hp: c.musc,
      skills: skillLine(c),
      seat: seat ? `${seat.label}, ${seat.vehicle}` : 'on foot',
    })),
    vehicles: input.vehicles.map(({ vehicle, seats }, i) => {
      const s = vehicleSheets[i]!;
      const d = deriveVehicle(vehicle, input.settings);
      return {
        name: vehicle.name,
        kind: s.kind,
        movement: d.movement,
        turns: d.turns,
        hp: d.hp,
        fuel: d.fuel,
        damage: `${d.damage.minimal} / ${d.damage.average} / ${d.damage.maximal}`,
        crew: seats.flatMap((x) => x.names.map((n) => `${n} (${x.slot})`)).join(', ') || 'empty',
      };
    }),
    characterSheets,
    vehicleSheets,
  };
}
