/**
 * Everything a race-combat car sheet and a team's roster print, as plain data: the car's six wear-point tracks, its
 * armour, weapons and dropped weapons with their loads, its equipment and crew, the to-hit modifier groups and the
 * internal hit location as printed, and the league's gear dice. Every number comes from the racecombat engine (tables,
 * derive, settings); only the wording of the reminders is decided here.
 */
import {
  type CarDesign,
  COMPONENT_LABELS,
  COMPONENTS,
  CREW,
  type Component,
  droppedWeaponRow,
  derive,
  ELIMINATING_COMPONENTS,
  GEARS,
  gearDieOf,
  gearDieText,
  gearWord,
  INTERNAL_HIT_LOCATION,
  OIL_SKID,
  RAM_DAMAGE_TABLE,
  type RacecombatSettings,
  ramDamageText,
  REACTION_FIRE_MODIFIER,
  SECTION,
  SIDESWIPE_PUSH,
  SMOKE_DISSIPATES_ON,
  TO_HIT_GROUPS,
  weaponRow,
  withGap,
} from '../../../src-shared/engine/racecombat';

/** A run of tick boxes: one per point (wear, armour, a crew hit, a load). */
export interface BoxRun {
  label: string;
  boxes: number;
  /** What ticking the last box means ("eliminated", "dead"): the last box is printed heavier. */
  last?: string;
  note?: string;
}

export interface WeaponLine {
  label: string;
  /** "front arc", "360° (turret)". */
  arc: string;
  damage: number;
  rangeInches: number;
  loads: number;
}

export interface DroppedLine {
  label: string;
  facing: string;
  /** "avoid 16+", "no avoid roll". */
  avoid: string;
  /** "tyres 2nd Gear die, body 1st Gear die" or what it does. */
  effect: string;
  loads: number;
}

export interface ModifierGroup {
  group: string;
  rows: { text: string; value: string }[];
  /** A heading the source prints with no entries, and why the sheet says so. */
  note?: string;
}

export interface CrewLine {
  role: 'Driver' | 'Gunner';
  name: string;
  /** 2 hits plus armour: the last box ticked, dead. */
  hits: BoxRun;
  armour: number;
  targetingComputer: boolean;
}

export interface CarSheet {
  kicker: string;
  name: string;
  team: string;
  swatch: string;
  /** Equipment points spent against the league's budget (gaps.md #23). */
  cost: string;
  /** The six components in the sheet's order, each a box per wear point. */
  wear: BoxRun[];
  armour: BoxRun[];
  weapons: WeaponLine[];
  dropped: DroppedLine[];
  /** Ramplate, targeting computers, attacks a turn: what the car carries besides weapons. */
  equipment: { label: string; value: string }[];
  crew: CrewLine[];
  toHit: { target: number; groups: ModifierGroup[] };
  hitLocation: { roll: string; text: string }[];
  gearDice: { gear: string; die: string }[];
  /** The ram damage table as printed, the column of this car's ramplate (or none) marked. */
  ram: { gear: string; target: string; rammer: string }[];
  ramplate: boolean;
  rules: string[];
  cites: string[];
}

export interface RacecombatCarInput {
  league: string;
  season: number;
  team: string;
  /** The team's colour as stored ("#aa3322"); printed as a grey of the same lightness. */
  colour: string;
  design: CarDesign;
  driver: string;
  /** null: the car runs no gunner. */
  gunner: string | null;
  settings: RacecombatSettings;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '+0');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What losing the last point of a component does ("The loss of all Tyres, Engine, Body … will eliminate the car"). */
function wearRun(k: Component, points: number): BoxRun {
  const eliminates = (ELIMINATING_COMPONENTS as readonly string[]).includes(k);
  return eliminates ? { label: COMPONENT_LABELS[k], boxes: points, last: 'out' } : { label: COMPONENT_LABELS[k], boxes: points };
}

/** The to-hit groups in the order and words printed, with the league's targeting computer and reaction fire. */
function toHitGroups(settings: RacecombatSettings): ModifierGroup[] {
  const groups = TO_HIT_GROUPS.map((g): ModifierGroup => {
    const rows = g.rows.map((r) => ({ text: r.text, value: signed(r.value) }));
    if (g.group === 'Special Aim:')
      return {
        group: g.group,
        rows: [{ text: 'Targeting computer (firer has one)', value: signed(settings.targetingComputerBonus) }],
        note: `printed empty: the computer's bonus is the league's (gaps.md #3)`,
      };
    return g.empty ? { group: g.group, rows, note: 'printed with no entries (gaps.md #3)' } : { group: g.group, rows };
  });
  groups.push({ group: 'Reaction Fire:', rows: [{ text: 'An additional −2 to the hit roll', value: signed(REACTION_FIRE_MODIFIER) }] });
  return groups;
}

/** What a dropped weapon does to a car that fails to avoid it, in the table's words. */
function droppedEffect(name: CarDesign['dropped'][number]['weapon']): string {
  const row = droppedWeaponRow(name);
  if (row.damage.length) return row.damage.map((d) => `${d.to} ${gearWord(d.gear)} die`).join(', ');
  if (name === 'oil') return `skid ${OIL_SKID.map((s) => `${s.from}${s.to === null ? '+' : `-${s.to}`}: +${s.extraSquares}`).join(', ')} squares (failed by)`;
  return `−2 to hit per square; clears on ${SMOKE_DISSIPATES_ON}+`;
}

export function carSheet(input: RacecombatCarInput, swatch: string): CarSheet {
  const { design, settings } = input;
  const d = derive(design, settings);
  const crew: CrewLine[] = [
    {
      role: 'Driver',
      name: input.driver,
      hits: { label: 'Hits', boxes: d.crewHits.driver, last: 'dead' },
      armour: design.crewArmour.driver,
      targetingComputer: design.targetingComputer.driver,
    },
  ];
  if (d.crewHits.gunner !== null)
    crew.push({
      role: 'Gunner',
      name: input.gunner ?? '(no gunner seated)',
      hits: { label: 'Hits', boxes: d.crewHits.gunner, last: 'dead' },
      armour: design.crewArmour.gunner,
      targetingComputer: design.targetingComputer.gunner,
    });
  const armour: BoxRun[] = [
    { label: 'Body armour', boxes: design.bodyArmour, note: 'soaks a body hit first' },
    { label: 'Tyre armour', boxes: design.tyreArmour, note: 'not against dropped weapons' },
  ];
  if (design.turret) armour.push({ label: 'Turret armour', boxes: design.turret.armour, last: 'gone', note: 'then the turret is destroyed' });
  const computer = (on: boolean) => (on ? `yes (${signed(settings.targetingComputerBonus)} to hit)` : 'no');
  return {
    kicker: `${input.league} · season ${input.season} · ${input.team} · race-combat car sheet`,
    name: design.name,
    team: input.team,
    swatch,
    cost: settings.budget === null ? `${d.cost}` : `${d.cost} / ${settings.budget}`,
    wear: COMPONENTS.map((k) => wearRun(k, design.wearPoints[k])),
    armour,
    weapons: d.weapons.map((w, i) => ({
      label: w.label,
      arc: design.weapons[i]!.mount === 'turret' ? 'turret 360°' : `${design.weapons[i]!.mount} arc`,
      damage: w.damage,
      rangeInches: w.rangeInches,
      loads: w.ammunition,
    })),
    dropped: d.dropped.map((w, i) => ({
      label: w.label,
      facing: cap(design.dropped[i]!.facing),
      avoid: w.avoid === null ? 'none' : `${w.avoid}+`,
      effect: droppedEffect(design.dropped[i]!.weapon),
      loads: w.ammunition,
    })),
    equipment: [
      { label: 'Ramplate', value: design.ramplate ? 'yes' : 'no' },
      { label: 'Targeting computer, driver', value: computer(design.targetingComputer.driver) },
      { label: 'Targeting computer, gunner', value: design.gunner ? computer(design.targetingComputer.gunner) : 'no gunner' },
      { label: 'Attacks a turn', value: d.attacksPerTurn === 2 ? '2 (driver and gunner)' : '1 (driver)' },
    ],
    crew,
    toHit: { target: settings.toHitTarget, groups: toHitGroups(settings) },
    hitLocation: INTERNAL_HIT_LOCATION.map((r) => ({ roll: r.from === r.to ? `${r.from}` : `${r.from}-${r.to}`, text: r.text })),
    gearDice: GEARS.map((g) => {
      const text = gearDieText(g, gearDieOf(settings.gearDice, g));
      return { gear: gearWord(g), die: text.slice(text.indexOf('(') + 1, -1) };
    }),
    ram: RAM_DAMAGE_TABLE.map((r) => ({
      gear: gearWord(r.gear),
      target: ramDamageText(design.ramplate ? r.targetRamplate : r.targetNoRamplate),
      rammer: ramDamageText(design.ramplate ? r.rammerRamplate : r.rammerNoRamplate),
    })),
    ramplate: design.ramplate,
    rules: [
      `Hit on 1d20 + modifiers ≥ ${settings.toHitTarget} (the league's number, gaps.md #1); cross off one load a shot.`,
      'Aim at body, tyres or turret. Body: armour first, then a 1d20 hit location per point left; tyres and turret: armour, then wear.',
      `Driver and gunner: ${CREW.hits} hits plus armour; the last box ticked, dead. A dead driver eliminates the car.`,
      `Lose all tyres, engine or body: eliminated. Ram on 1d20 + handling − target's handling + (gear difference × 2) ≥ ${settings.ramTarget} (gaps.md #2).`,
      `Sideswiped: 1d20 + handling ≥ ${SIDESWIPE_PUSH.avoidOn} or pushed a square; at the track's side a ${SIDESWIPE_PUSH.edgeDamageOn} is a further point.`,
    ],
    cites: [SECTION.combat, SECTION.toHit, SECTION.hitLocation, SECTION.crew, SECTION.dropped, SECTION.ramDamage, withGap(SECTION.missing, 4)],
  };
}

/** One car of the team on the roster. */
export interface RosterLine {
  car: string;
  driver: string;
  gunner: string;
  wear: string;
  armour: string;
  weapons: string;
  /** The driver's championship points so far, and place. */
  points: string;
}

/** The championship so far as the league's standings give it (absent before any race). */
export interface ChampionshipInput {
  team: { points: number; place: number | null } | null;
  drivers: { name: string; points: number; place: number | null }[];
  races: number;
}

export interface RacecombatRosterInput {
  league: string;
  season: number;
  team: string;
  colour: string;
  cars: { design: CarDesign; driver: string; gunner: string | null }[];
  settings: RacecombatSettings;
  championship: ChampionshipInput | null;
}

export interface RosterSheetModel {
  kicker: string;
  title: string;
  swatch: string;
  lines: RosterLine[];
  totals: { label: string; value: string }[];
  cards: CarSheet[];
}

const place = (n: number | null) =>
  n === null ? '—' : `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

export function rosterSheetModel(input: RacecombatRosterInput, swatch: string): RosterSheetModel {
  const cards = input.cars.map((c) => carSheet({ ...input, ...c }, swatch));
  const champ = input.championship;
  const pointsOf = (driver: string) => {
    const d = champ?.drivers.find((x) => x.name === driver);
    return d ? `${d.points} (${place(d.place)})` : '0';
  };
  return {
    kicker: `${input.league} · season ${input.season} · race-combat team roster`,
    title: input.team,
    swatch,
    lines: input.cars.map((c) => ({
      car: c.design.name,
      driver: c.driver,
      gunner: c.design.gunner ? (c.gunner ?? '(not seated)') : '—',
      wear: COMPONENTS.map((k) => `${COMPONENT_LABELS[k].slice(0, 2)} ${c.design.wearPoints[k]}`).join(' · '),
      armour: `B ${c.design.bodyArmour} · T ${c.design.tyreArmour}${c.design.turret ? ` · Tu ${c.design.turret.armour}` : ''}`,
      weapons:
        [
          ...c.design.weapons.map((w) => `${weaponRow(w.weapon).label} (${w.mount})`),
          ...c.design.dropped.map((w) => `${droppedWeaponRow(w.weapon).label} (${w.facing})`),
        ].join(', ') || 'unarmed',
      points: pointsOf(c.driver),
    })),
    totals: [
      { label: 'Cars', value: `${input.cars.length}` },
      { label: 'Races', value: `${champ?.races ?? 0}` },
      { label: 'Team points', value: `${champ?.team?.points ?? 0}` },
      { label: 'Team place', value: place(champ?.team?.place ?? null) },
    ],
    cards,
  };
}
