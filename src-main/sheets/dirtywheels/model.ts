/**
 * Everything a Dirty Wheels team sheet prints, as plain data: a roster heading (team, league, season, cars), one
 * card per car with its driver, and a quick-reference strip of the rules a player looks up every turn. Every number
 * comes from the Dirty Wheels engine (derive, tables, the live card); only the wording of the strip is decided here.
 */
import {
  type CarDerived,
  DESTRUCTION_TABLE,
  deriveCar,
  type DirtyWheelsSettings,
  type Driver,
  type Explained,
  explain,
  MANOEUVRE_TABLE,
  match,
  SECTION,
  shootingAim,
  type Team,
  TERRAIN_TABLE,
  traitRow,
} from '../../../src-shared/engine/dirtywheels';
import { greySwatch } from '../pdf/grey';

export interface DirtyWheelsTeamInput {
  league: string;
  season: number;
  team: Team;
  /** The team colour as stored ("#aa3322"); printed as a grey of the same lightness. */
  colour: string;
  settings?: DirtyWheelsSettings;
}

/** A number as the card prints it, with how it was made when more than one thing made it. */
export interface CardNumber {
  value: string;
  /** "Standard 8, Chain gun (heavy weapon) −2, Modded engine +3"; absent when the table value stands alone. */
  made?: string;
}

export interface WeaponLine {
  name: string;
  mount: 'Fixed' | 'Turret';
  class: 'light' | 'heavy';
  range: string;
  attacks: string;
  strength: string;
  /** The Flamethrower's automatic damage. */
  special?: string;
}

export interface DamageBox {
  /** Speed once this box is ticked: 1" less per damage (Shooting), never below 0 (gaps.md #3). */
  speedAfter: number;
  /** The last box: damage reached the structure and the car is destroyed. */
  destroys: boolean;
}

export interface StatCell {
  label: string;
  value: string;
  note: string;
}

export interface DriverCard {
  name: string;
  stats: StatCell[];
  /** Aim when shooting from this car, when the car or a trait changes it. */
  shootingAim: CardNumber | null;
  traits: { name: string; text: string }[];
}

export interface CarCard {
  name: string;
  type: string;
  speed: CardNumber;
  armour: CardNumber;
  structure: number;
  aimBonus: CardNumber | null;
  ramBonus: CardNumber | null;
  damage: DamageBox[];
  weapons: WeaponLine[];
  /** Strength includes an upgrade (Special bullets): said once under the weapons. */
  strengthNote: string | null;
  upgrades: { name: string; text: string }[];
  /** The Harpoon "can be fired once per game": a box to tick. */
  harpoon: boolean;
  driver: DriverCard;
  cites: string[];
}

export interface ReferenceItem {
  title: string;
  rule: string;
  text: string;
  /** A small table under the text: key, effect. */
  rows?: [string, string][];
}

export interface RosterLine {
  car: string;
  type: string;
  speed: string;
  armour: string;
  structure: string;
  weapons: string;
  upgrades: string;
  driver: string;
  stats: string;
}

export interface TeamSheetModel {
  kicker: string;
  title: string;
  swatch: string;
  cars: number;
  roster: RosterLine[];
  cards: CarCard[];
  reference: readonly ReferenceItem[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '+0');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "9 (Standard speed 8, ...)" as the value and the parenthesis apart; a lone table value has no "made". */
function cardNumber(e: Explained, unit = ''): CardNumber {
  const full = explain(e, unit);
  const open = full.indexOf(' (');
  return open < 0
    ? { value: `${e.value}${unit}` }
    : {
        value: `${e.value}${unit}`,
        made: full
          .slice(open + 2, -1)
          .replace(/ -(\d)/g, ' −$1')
          .replace(/ 0("?)(?=, |$)/g, ' +0$1'),
      };
}

/** The damage track: what the live card (match/card.ts) makes of 1, 2, … damage, up to the structure. */
function damageTrack(derived: CarDerived): DamageBox[] {
  const structure = derived.structure.value;
  const start = match.freshCard('car', structure, derived.speed.value);
  return Array.from({ length: structure }, (_, i) => {
    const [after] = match.applyOutcomes([start], [{ kind: 'damage', car: 'car', amount: i + 1, source: 'sheet' }]);
    return { speedAfter: after!.speed, destroys: after!.destroyed };
  });
}

function weaponLines(derived: CarDerived): WeaponLine[] {
  return derived.weapons.map((w) => ({
    name: w.weapon,
    mount: w.mount === 'fixed' ? 'Fixed' : 'Turret',
    class: w.class,
    range: `${w.range}"`,
    attacks: w.attacksText,
    strength: w.strength ? `${w.strength.value}` : '–',
    ...(w.special ? { special: w.special } : {}),
  }));
}

function driverCard(driver: Driver, derived: CarDerived): DriverCard {
  const aim = shootingAim(driver, derived);
  return {
    name: driver.name,
    stats: [
      { label: 'INITIATIVE', value: `${driver.initiative}`, note: `d6 + ${driver.initiative}` },
      { label: 'BRAVERY', value: `${driver.bravery}+`, note: 'shock test' },
      { label: 'AIM', value: signed(driver.aim), note: 'each die' },
      { label: 'SKILL', value: `${driver.skill}+`, note: 'manoeuvres' },
    ],
    shootingAim: aim.value === driver.aim ? null : { ...cardNumber(aim), value: signed(aim.value) },
    traits: driver.traits.map((t) => ({ name: t, text: traitRow(t).text })),
  };
}

export function carCard(c: Team['cars'][number], settings: DirtyWheelsSettings | undefined): CarCard {
  const derived = deriveCar(c.design, settings);
  const strengthUpgrades = derived.weapons.find((w) => w.strength && w.strength.parts.length > 1)?.strength?.parts.slice(1) ?? [];
  return {
    name: c.design.name,
    type: c.design.type,
    speed: cardNumber(derived.speed, '"'),
    armour: cardNumber(derived.armour),
    structure: derived.structure.value,
    aimBonus: derived.aimBonus.value ? cardNumber(derived.aimBonus) : null,
    ramBonus: derived.ramAttackBonus.value ? cardNumber(derived.ramAttackBonus) : null,
    damage: damageTrack(derived),
    weapons: weaponLines(derived),
    strengthNote: strengthUpgrades.length ? `Strength includes ${strengthUpgrades.map((p) => `${p.label} ${signed(p.value)}`).join(', ')}.` : null,
    upgrades: derived.upgrades,
    harpoon: c.design.upgrades.includes('Harpoon'),
    driver: driverCard(c.driver, derived),
    cites: [SECTION.carTypes, 'Weapons', SECTION.upgrades, SECTION.statTable, SECTION.traits],
  };
}

const join = (xs: readonly string[]) => (xs.length ? xs.join(', ') : '–');

function rosterLine(card: CarCard): RosterLine {
  const [init, brav, aim, skill] = card.driver.stats.map((s) => s.value);
  return {
    car: card.name,
    type: card.type,
    speed: card.speed.value,
    armour: card.armour.value,
    structure: `${card.structure}`,
    weapons: join(card.weapons.map((w) => `${w.name} (${w.mount.toLowerCase()})`)),
    upgrades: join(card.upgrades.map((u) => u.name)),
    driver: card.driver.name,
    stats: `${init} · ${brav} · ${aim} · ${skill}`,
  };
}

/** The rules a player reads every turn, in the rulebook's words shortened, each citing its section. */
export const QUICK_REFERENCE: readonly ReferenceItem[] = [
  {
    title: 'Shooting',
    rule: SECTION.shooting,
    text: 'Target in range and sight; fixed weapons fire straight ahead only, turrets any way. Roll one d6 per attack + aim. Any die over armour − strength: 1 damage (a weapon never deals more than 1). Each damage: −1" speed.',
  },
  {
    title: 'Destroyed',
    rule: SECTION.destruction,
    text: 'Damage reaches structure: roll a d6.',
    rows: DESTRUCTION_TABLE.map((r) => [r.roll[0] === r.roll[1] ? `${r.roll[0]}` : `${r.roll[0]}-${r.roll[1]}`, r.text]),
  },
  {
    title: 'Ramming',
    rule: SECTION.ramming,
    text: 'Moving into a car: both move on by 1/3 of the remaining move. The car with the higher armour makes one attack per point of difference, each d6 + 2 (no aim). Shooting is still allowed.',
  },
  {
    title: 'Manoeuvre',
    rule: SECTION.manoeuvres,
    text: 'Instead of a 4" segment: skill test. Failed by 1-2: stays put; by more: stays put and takes 1 damage.',
    rows: MANOEUVRE_TABLE.map((m) => [m.name, m.text]),
  },
  {
    title: 'Shock round',
    rule: SECTION.shock,
    text: 'End of turn: every driver attacked tests bravery (−1 if rammed; none if the attacker is gone). Failed: −1 initiative per point failed by.',
  },
  {
    title: 'Terrain',
    rule: SECTION.terrain,
    text: 'Areas of the board as agreed.',
    rows: TERRAIN_TABLE.map((t) => [t.name, capital(t.text)]),
  },
];

export function teamSheetModel(input: DirtyWheelsTeamInput): TeamSheetModel {
  const cards = input.team.cars.map((c) => carCard(c, input.settings));
  return {
    kicker: `${input.league} · season ${input.season} · Dirty Wheels team sheet`,
    title: input.team.name,
    swatch: greySwatch(input.colour),
    cars: cards.length,
    roster: cards.map(rosterLine),
    cards,
    reference: QUICK_REFERENCE,
  };
}
