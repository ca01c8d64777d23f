/**
 * Everything a battlecars vehicle card and a player's roster print, as plain data: the vehicle's card type as the
 * league defines it (armour blocks, components, pods and turrets, hit-location tables: gaps.md #4), the counters loaded
 * in each mount, the speed-counter track under the league's house rules, the rows of the weapon table for its weapons,
 * the to-hit reminders and the small-print tables a player reads at the table. Every number comes from the battlecars
 * engine (tables, card types, settings); only the wording of the reminders is decided here.
 */
import {
  type ArmourBlock,
  type BattlecarsSettings,
  blockBoxes,
  boxesOf,
  type CardType,
  COLLISIONS,
  type Component,
  CRASH_DAMAGE_TABLE,
  DRIFT_TABLE,
  DRIVER_DEATH_DAMAGE,
  EXPLOSION,
  FINAL_FACING_MODIFIER,
  FINAL_FACING_RESULT,
  FIRING_LIMITS,
  facingModifier,
  facingTurn,
  type HandWeapon,
  PEDESTRIAN_MAX_SPEED,
  rollText,
  SECTION,
  SECTIONS,
  type Section,
  SIDE_DAMAGE,
  SMOKE_CLEARS_ON,
  SPEED_DIFFERENCE,
  TO_HIT_MODIFIERS,
  type VehicleDesign,
  type WeaponName,
  weaponRow,
  withGap,
} from '../../../src-shared/engine/battlecars';
import type { ReferenceTable } from '../reference';

/** One vehicle of a player, as the league file holds it: its design, its card type and its driver's name. */
export interface BattlecarsVehicleInput {
  design: VehicleDesign;
  card: CardType;
  driver: string;
}

export interface BattlecarsCardInput {
  league: string;
  season: number;
  /** The player (team) the vehicle belongs to. */
  team: string;
  /** The player's colour as stored ("#aa3322"); printed as a grey of the same lightness. */
  colour: string;
  vehicle: BattlecarsVehicleInput;
  settings: BattlecarsSettings;
}

/** A run of tick boxes: one per point of damage it takes (or per counter, per round). */
export interface BoxRun {
  label: string;
  boxes: number;
  /** What happens when the last box is ticked ("dead", "destroyed"): the last box is printed heavier. */
  last?: string;
  note?: string;
}

/** A counter loaded in a pod or turret: ticked when fired, dropped or discarded by a hit. */
export interface Counter {
  weapon: WeaponName;
  /** As short as a box can hold: "MG", "Flame" … */
  short: string;
}

export interface MountLine {
  kind: 'pod' | 'turret';
  label: string;
  /** "fires front ±45º" or "fires along any line". */
  fires: string;
  /** Spaces: each a box of damage ("Empty spaces are hit first"). */
  capacity: number;
  counters: Counter[];
}

export interface ComponentLine {
  kind: Exclude<Component['kind'], 'pod' | 'turret'>;
  run: BoxRun;
}

export type SectionPart = ({ type: 'mount' } & MountLine) | ({ type: 'component' } & ComponentLine);

export interface SectionCard {
  section: Section;
  title: string;
  /** The side armour blocks beside this section (both sides alike). */
  left: BoxRun;
  right: BoxRun;
  parts: SectionPart[];
  /** The d8 hit-location table: face 1 to 8, the component(s) it names ("Front pod / Gunnery Computer"). */
  hitLocation: { face: number; text: string }[];
}

export interface SpeedCell {
  speed: number;
  /** The final facing modifier at this speed ("+0" … "+3"). */
  facing: string;
}

export interface WeaponLine {
  name: WeaponName;
  kind: 'missile' | 'passive';
  counters: number;
  /** To hit: the range dice ("d8+3", Flame "3"), "dropped" for a passive weapon. */
  range: string;
  damage: string;
  effects: string;
  section: string;
}

export interface CrashCell {
  rv: string;
  damage: string;
  /** "driver stunned" (RV 14+). */
  stunned: boolean;
}

export interface HandWeaponLine {
  name: string;
  range: string;
  damage: string;
  rounds: number;
}

export interface VehicleCard {
  kicker: string;
  name: string;
  team: string;
  swatch: string;
  cardType: { id: string; name: string; kind: 'car' | 'bike' };
  driver: string;
  armour: { front: BoxRun; rear: BoxRun };
  sections: SectionCard[];
  speed: { track: SpeedCell[]; rules: string[] };
  weapons: WeaponLine[];
  toHit: { text: string; value: string; section: string }[];
  firing: string[];
  /** The driver on foot (Pedestrians): his hits stay with him; the league's hand weapons (gaps.md #7). */
  onFoot: { rules: string[]; handWeapons: HandWeaponLine[] };
  reference: ReferenceTable[];
  crashDamage: CrashCell[];
  cites: string[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '+0');
const minus = (s: string) => s.replace(/-/g, '−');
const SECTION_TITLE: Record<Section, string> = { front: 'Front section', centre: 'Centre section', rear: 'Rear section' };
const SIDE_OF: Record<Section, [ArmourBlock, ArmourBlock]> = {
  front: ['leftFront', 'rightFront'],
  centre: ['leftCentre', 'rightCentre'],
  rear: ['leftRear', 'rightRear'],
};

export const counterShort = (w: WeaponName): string => (w === 'MG rounds' ? 'MG' : w);

function fires(c: Extract<Component, { kind: 'pod' | 'turret' }>): string {
  return c.kind === 'turret' ? 'fires along any line' : `fires ${c.facing} ±45º`;
}

/** What ticking the last box of a component means, in the sheet's words. */
function componentRun(c: Exclude<Component, { kind: 'pod' | 'turret' }>, driver: string): BoxRun {
  const boxes = boxesOf(c);
  switch (c.kind) {
    case 'driver':
      return { label: `${c.label} · ${driver}`, boxes, last: 'dead', note: `dead after ${DRIVER_DEATH_DAMAGE} damage: skid with the speed as the SD` };
    case 'tyre':
      return { label: c.label, boxes, note: 'destroyed: not capable of movement' };
    case 'fuelTank':
      return { label: c.label, boxes, note: `d8 +1 per damage, ${EXPLOSION.fuelTankExplodesOn}+ explodes (Flame, Rocket)` };
    case 'fireExtinguisher':
      return { label: c.label, boxes, note: 'working: saves a damaged tank from flame, an undamaged one from shells and rockets' };
    case 'gunneryComputer':
      return { label: c.label, boxes, note: `working: +1 to hit, ${FIRING_LIMITS.targetsWithGunneryComputer} targets` };
  }
}

function sectionCard(card: CardType, section: Section, design: VehicleDesign, driver: string): SectionCard {
  const [l, r] = SIDE_OF[section];
  const label = (c: string) => card.components.find((x) => x.id === c)?.label ?? c;
  const parts: SectionPart[] = card.components
    .filter((c) => c.section === section)
    .map((c): SectionPart => {
      if (c.kind === 'pod' || c.kind === 'turret') {
        const counters = (design.loads[c.id] ?? []).map((w) => ({ weapon: w, short: counterShort(w) }));
        return { type: 'mount', kind: c.kind, label: c.label, fires: fires(c), capacity: c.capacity, counters };
      }
      return { type: 'component', kind: c.kind, run: componentRun(c, driver) };
    });
  const side = (block: ArmourBlock, word: string): BoxRun => ({ label: `${word} ${section}`, boxes: blockBoxes(card, block) });
  return {
    section,
    title: SECTION_TITLE[section],
    left: side(l, 'Left'),
    right: side(r, 'Right'),
    parts,
    hitLocation: card.hitLocation[section].map((ids, i) => ({ face: i + 1, text: ids.map(label).join(' / ') })),
  };
}

/** The rows of the weapon table for the weapons loaded, in the table's order, with how many counters of each. */
function weaponLines(design: VehicleDesign): WeaponLine[] {
  const loaded = Object.values(design.loads).flat();
  const names = [...new Set(loaded)];
  return names
    .map((n) => weaponRow(n))
    .map((w) => ({
      name: w.name,
      kind: w.kind,
      counters: loaded.filter((x) => x === w.name).length,
      range: w.range ? rollText(w.range) : 'dropped',
      damage: minus(
        [w.damage ? `${rollText(w.damage)}${w.kind === 'missile' ? ' − range' : ''}` : '', w.perTyre ? `${rollText(w.perTyre)} per tyre` : '']
          .filter(Boolean)
          .join('; ') || '–',
      ),
      effects: minus(w.effects === 'none' ? '–' : w.effects),
      section: w.section,
    }));
}

function speedTrack(settings: BattlecarsSettings): VehicleCard['speed'] {
  const track = Array.from({ length: settings.maxSpeed + 1 }, (_, speed) => ({ speed, facing: signed(facingModifier(speed)) }));
  return {
    track,
    rules: [
      `Place a new Speed Counter each turn: up ${settings.acceleration} or down ${settings.deceleration} at most, 0 to ${settings.maxSpeed}; forward to reverse through 0.`,
      `Safe cornering speed: 45º ${settings.safeSpeed45} · 90º ${settings.safeSpeed90} · 135º ${settings.safeSpeed135} · 180º ${settings.safeSpeed180} (bikes only). Faster: skid, the excess is the SD.`,
    ],
  };
}

const RANGE = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

/** The house rule's new facing over a band of results (gaps.md #1): "unchanged", or "turned 45º (5), 90º (6-7) …". */
function facingWords(from: number, to: number, settings: BattlecarsSettings): string {
  const bands: { turn: number; from: number; to: number }[] = [];
  for (let n = from; n <= to; n++) {
    const turn = facingTurn(n, settings);
    const last = bands.at(-1);
    if (last && last.turn === turn) last.to = n;
    else bands.push({ turn, from: n, to: n });
  }
  if (bands.every((b) => b.turn === 0)) return 'unchanged';
  return `turned ${bands.map((b) => `${b.turn}º (${RANGE(b.from, b.to)})`).join(', ')} (gaps.md #1)`;
}

/** The drift, final facing, speed difference and crash tables in small print: every row from the engine's tables. */
export function referenceTables(settings: BattlecarsSettings): ReferenceTable[] {
  return [
    {
      title: 'Speed Difference (SD)',
      roll: `${SECTION.speedDifference}: the greatest SD of the causes at one point`,
      columns: ['Cause', 'SD'],
      rows: SPEED_DIFFERENCE.map((r) => [
        r.cause === 'driverKilled' ? 'Driver killed' : `${r.cause.charAt(0).toUpperCase()}${r.cause.slice(1)}`,
        r.cause === 'cornering' ? 'excess over safe speed' : r.text,
      ]),
      note: 'Cannot fire while drifting.',
    },
    {
      title: 'Drift table',
      roll: `${SECTION.drift}: by SD; a result below 0 is 0 (gaps.md #13)`,
      columns: ['SD', 'Distance · damage per tyre'],
      rows: DRIFT_TABLE.map((r, i) => [
        i === DRIFT_TABLE.length - 1 ? `${r.sd}+` : `${r.sd}`,
        `${r.distance ? minus(rollText(r.distance)) : '0'} · ${r.damagePerTyre} per tyre`,
      ]),
    },
    {
      title: 'Final facing',
      roll: `${SECTION.finalFacing}: d8 + speed modifier (${FINAL_FACING_MODIFIER.map((m) => `speed ${RANGE(m.from, m.to)} ${signed(m.modifier)}`).join(', ')})`,
      columns: ['Result', 'Effect'],
      rows: FINAL_FACING_RESULT.map((r): [string, string] => [`${r.from}-${r.to}`, `${r.text} Facing: ${facingWords(r.from, r.to, settings)}.`]),
      note: `A bike slides over from ${settings.bikeSlidesOver === 'seven-plus' ? 7 : 5}: ${settings.bikeSlideDamage} damage to the side the d8 gives (${SIDE_DAMAGE.map((s) => `${RANGE(s.from, s.to)} ${s.result}`).join(', ')}); cannot fire until next turn (gaps.md #8, #19).`,
    },
    {
      title: 'Crashing and ramming',
      roll: `${SECTION.crashing}: the RV by collision; speeds to 0 after`,
      columns: ['Collision', 'RV · who takes damage'],
      rows: COLLISIONS.map((c): [string, string] => [c.name, `RV ${c.rv}; ${c.takes}`]),
      note: 'A bike has slid over and cannot fire until next turn.',
    },
  ];
}

/** The crash/ram damage table by RV, row by row (the last is 18+). */
export function crashDamageCells(): CrashCell[] {
  return CRASH_DAMAGE_TABLE.map((r, i) => ({
    rv: i === CRASH_DAMAGE_TABLE.length - 1 ? `${r.rv}+` : `${r.rv}`,
    damage: minus(rollText(r.damage)),
    stunned: r.driverStunned,
  }));
}

export function vehicleCard(input: BattlecarsCardInput, swatch: string): VehicleCard {
  const { design, card, driver } = input.vehicle;
  const settings = input.settings;
  const gc = card.components.some((c) => c.kind === 'gunneryComputer');
  return {
    kicker: `${input.league} · season ${input.season} · ${input.team} · Battlecars vehicle card`,
    name: design.name,
    team: input.team,
    swatch,
    cardType: { id: card.id, name: card.name, kind: card.kind },
    driver,
    armour: {
      front: { label: 'Front armour', boxes: blockBoxes(card, 'front') },
      rear: { label: 'Rear armour', boxes: blockBoxes(card, 'rear') },
    },
    sections: SECTIONS.map((s) => sectionCard(card, s, design, driver)),
    speed: speedTrack(settings),
    weapons: weaponLines(design),
    toHit: TO_HIT_MODIFIERS.filter((m) => gc || m.situation !== 'gunneryComputer').map((m) => ({
      text: m.text,
      value: minus(signed(m.value)),
      section: m.section,
    })),
    firing: [
      `Hit when the range dice + modifiers ≥ the range (points between firer and target); damage less the range, never below 0.`,
      `At most ${FIRING_LIMITS.targets} targets a turn (${FIRING_LIMITS.targetsWithGunneryComputer} with a working Gunnery Computer), ${FIRING_LIMITS.roundsPerTarget} round at each; ${FIRING_LIMITS.passivePerPod} passive drop per pod; return fire: ${FIRING_LIMITS.returnFireRounds} round at the attacker.`,
      'Damage: the armour block first, then the section’s hit-location d8; empty pod spaces first, hit counters discarded; a destroyed component rolls again.',
      `A shell or rocket hitting a missile counter: d8 per round, ${EXPLOSION.ammoDetonatesOn}+ detonates, unless a Gunnery Computer works (gaps.md #22).`,
      `Smoke clears on a d8 of ${SMOKE_CLEARS_ON}+ at the end of each round.`,
    ],
    onFoot: {
      rules: [
        'Bail out only at speed 0; the driver’s hits stay with him.',
        `On foot: speed 0 to ${PEDESTRIAN_MAX_SPEED}, no turning limits; through oil, spikes, mines and smoke; shots at him −2.`,
        'May commandeer a stationary vehicle capable of movement whose driver is gone or dead.',
      ],
      handWeapons: settings.handWeapons.map((w: HandWeapon) => ({
        name: w.name,
        range: minus(rollText(w.range)),
        damage: `${minus(rollText(w.damage))} − range`,
        rounds: w.ammo,
      })),
    },
    reference: referenceTables(settings),
    crashDamage: crashDamageCells(),
    cites: [withGap(SECTION.cards, 4), SECTION.arming, SECTION.firingSequence, SECTION.weapons, SECTION.damage, SECTION.driver, SECTION.pedestrians],
  };
}

/** A player's roster: one line per vehicle, with its card type, armour, loads and driver. */
export interface RosterLine {
  vehicle: string;
  cardType: string;
  armour: string;
  loads: string;
  driver: string;
}

export interface RosterModel {
  kicker: string;
  title: string;
  swatch: string;
  lines: RosterLine[];
  careers: CareerLines | null;
  cards: VehicleCard[];
}

/** The drivers' careers season by season, as the league counts them (the core's careers: games, results, the ruleset's stats). */
export interface CareerLines {
  /** The count columns' labels, in order ("Games", "Wins" … "Vehicles wrecked"). */
  columns: string[];
  rows: { driver: string; season: string; counts: number[] }[];
}

export interface BattlecarsRosterInput {
  league: string;
  season: number;
  team: string;
  colour: string;
  vehicles: BattlecarsVehicleInput[];
  settings: BattlecarsSettings;
  /** Absent where the league keeps no careers. */
  careers?: CareerLines;
}

function loadsText(card: VehicleCard): string {
  const mounts = card.sections.flatMap((s) => s.parts.filter((p): p is SectionPart & { type: 'mount' } => p.type === 'mount'));
  const loaded = mounts.filter((m) => m.counters.length);
  if (!loaded.length) return 'unarmed';
  return loaded
    .map((m) => {
      const counts = new Map<string, number>();
      for (const c of m.counters) counts.set(c.short, (counts.get(c.short) ?? 0) + 1);
      return `${m.label}: ${[...counts].map(([w, n]) => `${w} ×${n}`).join(', ')}`;
    })
    .join(' · ');
}

export function rosterModel(input: BattlecarsRosterInput, swatch: string): RosterModel {
  const cards = input.vehicles.map((vehicle) => vehicleCard({ ...input, vehicle }, swatch));
  return {
    kicker: `${input.league} · season ${input.season} · Battlecars roster`,
    title: input.team,
    swatch,
    lines: cards.map((c, i) => {
      const a = input.vehicles[i]!.card.armour;
      return {
        vehicle: c.name,
        cardType: c.cardType.name,
        armour: `F ${a.front} · R ${a.rear} · sides ${a.sideFront}/${a.sideCentre}/${a.sideRear}`,
        loads: loadsText(c),
        driver: c.driver,
      };
    }),
    careers: input.careers ?? null,
    cards,
  };
}
