/**
 * Everything a car sheet prints, as plain data built from the engine's objects: the design, the engine's derived
 * characteristics (`car.deriveCar`) and its sheet fields (`car.carSheetFields`). No rule is worked out here; the
 * numbers are the engine's, laid out for the table.
 */
import { car } from '../../../../src-shared/engine/dethmetal';
import type { SheetField } from '../../../../src-shared/engine/ruleset';
import { itemRulesText } from './itemText';

export interface CarSheetInput {
  franchise: string;
  design: car.CarDesign;
  derived: car.CarDerived;
  /** The Car manufacturer DP bonus the car was bought with (vehicles.bonus_dp). */
  bonusDp?: number;
}

export interface WeaponLine {
  mount: number;
  mountType: string;
  /** "Fixed, front", "Swivel, left-front", "Turret". */
  arc: string;
  /** The hex-side arcs it can fire into (gaps.md #28). */
  firesInto: string;
  weapon: string | null;
  /** Δ: adds 1 to weight (a heavy mount is Δ too, gaps.md #22). */
  heavy: boolean;
  expendable: boolean;
  rof: string;
  pen: string;
  fire: string;
  short: string;
  long: string;
  max: string;
  /** Tick boxes for the magazine, or null with `ammoNote` when it is rolled. */
  ammo: number | null;
  ammoNote?: string;
  link?: string;
  alternate?: { label: string; rof: string; pen: string; fire: string; short: string; long: string; max: string };
  text?: string;
  risk?: string;
}

export interface ComponentLine {
  name: string;
  detail?: string;
  text: string;
  risk?: string;
  /** Where a found or tinkered item comes from (World Trade / Tinkering table entry). */
  source?: string;
}

export interface CarSheetModel {
  franchise: string;
  name: string;
  designPoints: { spent: number; budget: number };
  money: { totalK: number; unpricedItems: number };
  /** The engine's explained characteristics, in print order. */
  characteristics: SheetField[];
  headline: { label: string; value: string; note?: string }[];
  fuelPoints: number;
  armor: { front: number; back: number; left: number; right: number; total: number };
  speedChart: { speed: number; band: string; acceleration: number; turnMode: number; movementDice: string }[];
  topSpeed: number | null;
  topSpeedWithFuel: number | null;
  gearing: string;
  damage: { toughness: number; boxes: number; criticalEvery: number; criticals: number };
  tires: { label: string; toughness: number; boxes: number; penaltyEvery: number; wheelGuards: boolean };
  weapons: WeaponLine[];
  components: ComponentLine[];
  tweaks: { name: string; effect: string }[];
}

/** Part V › Damage table: the roll is 1d6 + criticals already taken, so the 7th critical (1d6 + 6) always destroys. */
export const CRITICALS_TO_DESTRUCTION = 7;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const band = (b: car.RangeBand | null) => (b === null ? '–' : b[0] === b[1] ? `${b[0]}` : `${b[0]}-${b[1]}`);
const orStar = (v: number | string | null) => (v === null ? '*' : `${v}`);

/** Labels of the engine's sheet fields that the sheet draws in its own blocks instead of as text. */
const DRAWN_ELSEWHERE = [/^Name$/, /^Mount \d+$/, /^Components$/, /^Speed chart/, /^Armor/, /^Suspension tweaks$/, /^Design points$/, /^Money$/];

function weaponLine(mount: car.CarMount, index: number): WeaponLine {
  const where = mount.arc === 'turret' ? 'Turret' : `${mount.arc === 'fixed' ? 'Fixed' : 'Swivel'}, ${mount.facing}`;
  const arcs = car.firingArcs(mount.arc, mount.facing);
  const base = {
    mount: index + 1,
    mountType: mount.type[0]!.toUpperCase() + mount.type.slice(1),
    arc: where,
    firesInto: arcs.length === 6 ? 'all round' : arcs.join(', '),
    ...(mount.link ? { link: mount.link } : {}),
  };
  const heavyMount = mount.type === 'heavy';
  if (mount.weapon === null) {
    return { ...base, weapon: null, heavy: heavyMount, expendable: false, rof: '', pen: '', fire: '', short: '', long: '', max: '', ammo: null };
  }
  const row = car.weaponByName(mount.weapon);
  const alt = car.ALTERNATE_FIRE_MODES[mount.weapon];
  const found = row.origin === 'standard' ? undefined : itemRulesText(row.name);
  return {
    ...base,
    weapon: row.name,
    heavy: heavyMount || row.heavy,
    expendable: row.expendable,
    rof: row.rof === null ? '–' : `${row.rof}${row.rofPlus ? '+' : ''}`,
    pen: orStar(row.pen),
    fire: orStar(row.fire),
    short: band(row.short),
    long: band(row.long),
    max: row.max === null ? '–' : `${row.max}`,
    ...(typeof row.ammo === 'number' ? { ammo: row.ammo } : { ammo: null, ammoNote: row.ammo === null ? '–' : `${row.ammo} (rolled when found)` }),
    ...(alt
      ? {
          alternate: {
            label: alt.label,
            rof: `${alt.stats.rof}${alt.stats.rofPlus ? '+' : ''}`,
            pen: orStar(alt.stats.pen),
            fire: orStar(alt.stats.fire),
            short: band(alt.stats.short),
            long: band(alt.stats.long),
            max: alt.stats.max === null ? '–' : `${alt.stats.max}`,
          },
        }
      : {}),
    // The World Trade table names its weapons without rules text; the tinkered ones carry text and a RISK line.
    ...(found && row.origin === 'tinkering' && found.text ? { text: found.text } : {}),
    ...(found?.risk ? { risk: found.risk } : {}),
  };
}

function componentLines(design: car.CarDesign): ComponentLine[] {
  const c = design.components;
  const lines: ComponentLine[] = [];
  if (c.armoredCrewSeats > 0) {
    lines.push({ name: car.COMPONENT_TEXT.armoredCrewSeat.label, detail: `× ${c.armoredCrewSeats}`, text: car.COMPONENT_TEXT.armoredCrewSeat.text });
  }
  if (c.selfSealingFuelTank) lines.push({ name: car.COMPONENT_TEXT.selfSealingFuelTank.label, text: car.COMPONENT_TEXT.selfSealingFuelTank.text });
  if (c.adjustableSuspension) {
    lines.push({
      name: car.COMPONENT_TEXT.adjustableSuspensionHeight.label,
      detail: `adjusted = ${c.adjustableSuspension.height}; set to ${c.adjustableSuspension.setting}`,
      text: car.COMPONENT_TEXT.adjustableSuspensionHeight.text,
    });
  }
  if (c.gunnerStation) lines.push({ name: car.COMPONENT_TEXT.gunnerStation.label, text: car.COMPONENT_TEXT.gunnerStation.text });
  if (c.wheelGuards) lines.push({ name: car.COMPONENT_TEXT.wheelGuards.label, text: car.COMPONENT_TEXT.wheelGuards.text });
  for (const fitted of design.fittedItems) {
    const found = itemRulesText(fitted.item);
    lines.push({
      name: fitted.item,
      ...(fitted.bonusFuelPoints ? { detail: `+${fitted.bonusFuelPoints} fuel points (rolled when found)` } : {}),
      text: found?.text ?? '',
      ...(found?.risk ? { risk: found.risk } : {}),
      source: car.FITTED_ITEM_TABLE[fitted.item].source,
    });
  }
  return lines;
}

function tweakEffect(t: car.TweakEffect): string {
  const parts = [
    t.handling ? `${signed(t.handling)} handling` : '',
    t.turnMode ? `${signed(t.turnMode)} turn mode` : '',
    t.obstacleHazard ? `obstacle hazards ${signed(t.obstacleHazard)}` : '',
    t.roadHazard ? `road hazards ${signed(t.roadHazard)}` : '',
    t.maneuverHazard ? `maneuver hazards ${signed(t.maneuverHazard)}` : '',
    t.ignoresObstacleManeuverPenalty ? 'no penalty for maneuvering on an obstacle' : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** Tire-damage thresholds printed: enough to take maximum handling to 0, and never fewer than three. */
function tireThresholds(maxHandling: number): number {
  return Math.min(8, Math.max(3, maxHandling + 1));
}

export function carSheetModel(input: CarSheetInput): CarSheetModel {
  const { design, derived } = input;
  const fields = car.carSheetFields(design, derived);
  const field = (label: string) => fields.find((f) => f.label === label)?.value;
  const toughness = Math.max(1, design.toughness);
  const tireToughness = derived.tires.toughness;
  return {
    franchise: input.franchise,
    name: design.name,
    designPoints: { spent: derived.designPoints.spent, budget: car.designPointBudget(design.budget, input.bonusDp) },
    money: { totalK: derived.money.totalK, unpricedItems: derived.money.unpricedItems },
    characteristics: fields.filter((f) => !DRAWN_ELSEWHERE.some((re) => re.test(f.label))),
    headline: [
      { label: 'ACC', value: `${derived.acceleration.rating}`, note: `gearing ${signed(design.gearing)}` },
      { label: 'HANDLING', value: `${derived.handling.max}`, note: derived.handling.overloaded ? 'overloaded' : `base ${derived.handling.base}` },
      { label: 'WEIGHT', value: `${derived.weight.total}`, note: `power ${design.enginePower}` },
      { label: 'TOP SPEED', value: `${derived.topSpeed ?? '—'}`, note: `${derived.topSpeedWithFuel ?? 'no limit'} with fuel` },
      { label: 'TOUGHNESS', value: `${design.toughness}`, note: `crit every ${toughness}` },
    ],
    fuelPoints: derived.fuelPoints.total,
    armor: { ...design.armor, total: derived.armorTotal },
    speedChart: derived.speedChart.map((r) => ({
      speed: r.speed,
      band: signed(r.accelerationModifier),
      acceleration: r.acceleration,
      turnMode: r.turnMode,
      movementDice: r.movementDice ?? '–',
    })),
    topSpeed: derived.topSpeed,
    topSpeedWithFuel: derived.topSpeedWithFuel,
    gearing: signed(design.gearing),
    damage: { toughness: design.toughness, boxes: toughness * CRITICALS_TO_DESTRUCTION, criticalEvery: toughness, criticals: CRITICALS_TO_DESTRUCTION },
    tires: {
      label: field('Tires') ?? '',
      toughness: tireToughness,
      boxes: tireToughness * tireThresholds(derived.handling.max),
      penaltyEvery: tireToughness,
      wheelGuards: design.components.wheelGuards,
    },
    weapons: design.mounts.map(weaponLine),
    components: componentLines(design),
    tweaks: derived.tweaks.map((t) => ({ name: car.TWEAK_TABLE[t].label, effect: tweakEffect(car.TWEAK_TABLE[t]) })),
  };
}
