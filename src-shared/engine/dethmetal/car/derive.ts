import type { CarDesign } from './design';
import { COMPONENT_DP, TOUGHNESS_DP, UNITS_PER_DP, type DesignBudget } from './design-points';
import { FITTED_ITEM_TABLE } from './fitted-items';
import { accelerationModifier, firstSpeedWithModifierAtMost, GEARING_ACCELERATION, lastListedSpeed } from './gearing';
import { HEAVY_MOUNT_TYPES, mountDp } from './mounts';
import { movementDiceFor, turnMode, type MovementDice } from './movement';
import { GEAR_SET_PRICE_K, listPriceK, VEHICLE_PRICE_K } from './prices';
import type { CarSettings } from './settings';
import { breakdownThreshold, TWEAK_TABLE, type SuspensionTweak } from './suspension';
import { TIRE_TABLE, type Tread } from './tires';
import { weaponByName } from './weapons';

export interface DpLine {
  item: string;
  dp: number;
  path: (string | number)[];
  rule: string;
}

export interface MoneyLine {
  item: string;
  /** `null`: a found or tinkered item whose rolled price was not recorded on the design. */
  k: number | null;
  rule: string;
}

export interface SpeedRow {
  speed: number;
  /** Part IV › Acceleration Speed Bands, for the car's gearing. */
  accelerationModifier: number;
  /** Acceleration rating + speed modifier: the roll-under target to gain a point of speed (before fuel). */
  acceleration: number;
  turnMode: number;
  movementDice: MovementDice | null;
}

export type WeightBand = 'within-1.5x-power' | 'over-1.5x-power' | 'over-2x-power';

export interface CarDerived {
  armorTotal: number;
  /** gaps.md #22: armor + 2 × Toughness + 1 per Δ item + 2 for foam-filled tires. */
  weight: { armor: number; toughness: number; heavyItems: number; tires: number; total: number };
  /** Part II › Acceleration with gaps.md #23: the weight rule, then gearing and fitted items. */
  acceleration: { fromWeight: number; weightBand: WeightBand; gearing: number; items: number; rating: number };
  /** Part II › Handling: `overloaded` is the base-handling-'0' flag; `max` is the maximum handling (gaps.md #42). */
  handling: { base: number; overloaded: boolean; tweaks: number; items: number; max: number };
  /** Weight as a % of suspension (`null` without suspension); breaks when 1d6 + hazard ≥ `breaksOn` (`null`: never). */
  suspensionBreakdown: { loadPercent: number | null; breaksOn: number | null };
  fuelPoints: { fromCapacity: number; items: number; total: number };
  /** Suspension tweaks in effect, including the adjustable height when set to "adjusted". */
  tweaks: SuspensionTweak[];
  /** The highest speed acceleration rolls can reach (gaps.md #34), without and with the fuel +1; `null` = no limit. */
  topSpeed: number | null;
  topSpeedWithFuel: number | null;
  /** Speeds 0 up to the top speed with fuel (or the last listed speed when unlimited). */
  speedChart: SpeedRow[];
  tires: { toughness: number; tread: Tread };
  crewPositions: number;
  designPoints: { lines: DpLine[]; spent: number; budget: DesignBudget };
  money: { lines: MoneyLine[]; totalK: number; unpricedItems: number };
}

const DP_RULE = 'Part II › Design Points';
const MOUNT_RULE = 'Part II › Weapon mounts, Ammunition, and Firing Arcs';
const COMPONENT_RULE = 'Part II › Other components';

/** Everything the rules derive from a design, exactly as written; never throws for a schema-valid design. */
export function deriveCar(design: CarDesign, settings: CarSettings): CarDerived {
  const { armor, mounts, components } = design;
  const armorTotal = armor.front + armor.back + armor.left + armor.right;

  let heavyItems = 0;
  for (const mount of mounts) {
    if (HEAVY_MOUNT_TYPES.includes(mount.type)) heavyItems++;
    if (mount.weapon !== null && weaponByName(mount.weapon).heavy) heavyItems++;
  }
  const tireRow = TIRE_TABLE[design.tires.type];
  const tireWeight = design.tires.rare ? 0 : tireRow.extraWeight;
  const weight = armorTotal + 2 * design.toughness + heavyItems + tireWeight;

  let itemAcceleration = 0;
  let itemHandling = 0;
  let itemFuel = 0;
  for (const fitted of design.fittedItems) {
    const row = FITTED_ITEM_TABLE[fitted.item];
    itemAcceleration += row.acceleration;
    itemHandling += row.handling;
    if (row.addsRolledFuelPoints) itemFuel += fitted.bonusFuelPoints ?? 0;
  }

  const power = design.enginePower;
  // A weight of 0 needs Toughness 0 and no armor, which validateCar refuses; dividing by 1 keeps derive total.
  const divisor = weight > 0 ? weight : 1;
  const weightBand: WeightBand = weight > 2 * power ? 'over-2x-power' : 2 * weight > 3 * power ? 'over-1.5x-power' : 'within-1.5x-power';
  const fromWeight = weightBand === 'over-2x-power' ? -2 : weightBand === 'over-1.5x-power' ? -1 : Math.floor(power / divisor);
  const gearingAcceleration = GEARING_ACCELERATION[`${design.gearing}`];
  const acceleration = fromWeight + gearingAcceleration + itemAcceleration;

  const tweaks: SuspensionTweak[] = design.suspensionTweaks.slice();
  const adjustable = components.adjustableSuspension;
  if (adjustable !== null && adjustable.setting === 'adjusted') tweaks.push(adjustable.height);
  let tweakHandling = 0;
  for (const tweak of tweaks) tweakHandling += TWEAK_TABLE[tweak].handling;
  const baseHandling = Math.floor(design.suspension / divisor);
  const maxHandling = baseHandling + tweakHandling + itemHandling;

  const beyond = settings.speedBandsBeyondTable;
  // The top speed is the first speed whose modified acceleration is 0 or less: no roll can pass it (gaps.md #34).
  const topSpeed = firstSpeedWithModifierAtMost(-acceleration, design.gearing, beyond);
  const topSpeedWithFuel = firstSpeedWithModifierAtMost(-(acceleration + 1), design.gearing, beyond);
  const chartTop = topSpeedWithFuel ?? lastListedSpeed(design.gearing);
  const speedChart: SpeedRow[] = new Array(chartTop + 1);
  for (let speed = 0; speed <= chartTop; speed++) {
    const modifier = accelerationModifier(speed, design.gearing, beyond);
    speedChart[speed] = {
      speed,
      accelerationModifier: modifier,
      acceleration: acceleration + modifier,
      turnMode: turnMode(speed, maxHandling, tweaks),
      movementDice: movementDiceFor(speed),
    };
  }

  const crewPositions = components.gunnerStation ? 2 : 1;

  return {
    armorTotal,
    weight: { armor: armorTotal, toughness: 2 * design.toughness, heavyItems, tires: tireWeight, total: weight },
    acceleration: { fromWeight, weightBand, gearing: gearingAcceleration, items: itemAcceleration, rating: acceleration },
    handling: { base: baseHandling, overloaded: baseHandling === 0, tweaks: tweakHandling, items: itemHandling, max: maxHandling },
    suspensionBreakdown: {
      loadPercent: design.suspension > 0 ? Math.round((1000 * weight) / design.suspension) / 10 : null,
      breaksOn: breakdownThreshold(weight, design.suspension),
    },
    fuelPoints: fuelPoints(design.fuelCapacity, power, itemFuel),
    tweaks,
    topSpeed,
    topSpeedWithFuel,
    speedChart,
    tires: { toughness: tireRow.toughness, tread: design.tires.tread },
    crewPositions,
    designPoints: designPointLines(design, settings, armorTotal),
    money: moneyLines(design, settings),
  };
}

/** Part II › Fuel Points: capacity ÷ engine power, rounded up. Without an engine nothing burns fuel: 0 points. */
function fuelPoints(capacity: number, power: number, items: number) {
  const fromCapacity = power > 0 ? Math.ceil(capacity / power) : 0;
  return { fromCapacity, items, total: fromCapacity + items };
}

function designPointLines(design: CarDesign, settings: CarSettings, armorTotal: number): CarDerived['designPoints'] {
  // A part-step purchase (e.g. 42 engine power) is charged the whole DP it starts; validateCar reports it (gaps.md #24).
  const lines: DpLine[] = [
    { item: `Engine power ${design.enginePower}`, dp: Math.ceil(design.enginePower / UNITS_PER_DP.enginePower), path: ['enginePower'], rule: DP_RULE },
    { item: `Suspension strength ${design.suspension}`, dp: Math.ceil(design.suspension / UNITS_PER_DP.suspension), path: ['suspension'], rule: DP_RULE },
    { item: `Fuel capacity ${design.fuelCapacity}`, dp: Math.ceil(design.fuelCapacity / UNITS_PER_DP.fuelCapacity), path: ['fuelCapacity'], rule: DP_RULE },
    { item: `Armor ${armorTotal} points`, dp: armorTotal * UNITS_PER_DP.armor, path: ['armor'], rule: DP_RULE },
    { item: `Toughness ${design.toughness}`, dp: TOUGHNESS_DP[design.toughness as 0 | 1 | 2 | 3 | 4], path: ['toughness'], rule: DP_RULE },
  ];
  design.mounts.forEach((mount, i) => {
    const where = mount.arc === 'turret' ? '' : ` (${mount.facing})`;
    lines.push({
      item: `${mount.type} mount, ${mount.arc}${where}`,
      dp: mountDp(mount.type, mount.arc, settings.specialMountDp),
      path: ['mounts', i],
      rule: MOUNT_RULE,
    });
  });
  const c = design.components;
  if (c.armoredCrewSeats > 0)
    lines.push({
      item: `Armored crew seat × ${c.armoredCrewSeats}`,
      dp: c.armoredCrewSeats * COMPONENT_DP.armoredCrewSeat,
      path: ['components', 'armoredCrewSeats'],
      rule: COMPONENT_RULE,
    });
  if (c.selfSealingFuelTank)
    lines.push({ item: 'Self-sealing fuel tank', dp: COMPONENT_DP.selfSealingFuelTank, path: ['components', 'selfSealingFuelTank'], rule: COMPONENT_RULE });
  if (c.adjustableSuspension !== null)
    lines.push({
      item: `Adjustable Suspension Height (${c.adjustableSuspension.height})`,
      dp: COMPONENT_DP.adjustableSuspensionHeight,
      path: ['components', 'adjustableSuspension'],
      rule: COMPONENT_RULE,
    });
  if (c.gunnerStation) lines.push({ item: 'Gunner Station', dp: COMPONENT_DP.gunnerStation, path: ['components', 'gunnerStation'], rule: COMPONENT_RULE });
  if (c.wheelGuards) lines.push({ item: 'Wheel Guards', dp: COMPONENT_DP.wheelGuards, path: ['components', 'wheelGuards'], rule: COMPONENT_RULE });
  let spent = 0;
  for (const line of lines) spent += line.dp;
  return { lines, spent, budget: design.budget };
}

function moneyLines(design: CarDesign, settings: CarSettings): CarDerived['money'] {
  const lines: MoneyLine[] = [{ item: `Vehicle (${design.budget} DP)`, k: VEHICLE_PRICE_K[design.budget], rule: 'Part VI › Assemble stables' }];
  for (const mount of design.mounts) {
    if (mount.weapon === null) continue;
    const price = weaponByName(mount.weapon).price;
    if ('item' in price) {
      lines.push({
        item: mount.weapon,
        k: listPriceK(price.list, price.item) ?? null,
        rule: `Price lists › ${price.list === 'stores' ? 'Stores' : 'Expendable'} items`,
      });
    } else {
      const table = price.list === 'world-trade' ? 'World Trade Table' : 'Tinkering and Experimental Tables';
      lines.push({ item: mount.weapon, k: mount.weaponPriceK ?? null, rule: `${table} (${price.printed})` });
    }
  }
  const tires = TIRE_TABLE[design.tires.type];
  if (design.tires.rare) lines.push({ item: `Rare ${tires.label} set`, k: design.tires.priceK ?? null, rule: 'World Trade Table › Rare tires (gaps.md #74)' });
  else if (settings.freeStartingTires && design.tires.type === 'light-duty')
    lines.push({ item: `${tires.priceListItem}, free with a new car`, k: 0, rule: 'gaps.md #33' });
  else lines.push({ item: tires.priceListItem, k: tires.priceK, rule: 'Price lists › Expendable items' });
  lines.push({
    item: `Gear-set (gearing ${design.gearing > 0 ? '+' : ''}${design.gearing}), chosen at construction`,
    k: 0,
    rule: `gaps.md #34 (extra sets ${GEAR_SET_PRICE_K}k)`,
  });
  for (const fitted of design.fittedItems) lines.push({ item: fitted.item, k: fitted.priceK ?? null, rule: FITTED_ITEM_TABLE[fitted.item].source });
  let totalK = 0;
  let unpricedItems = 0;
  for (const line of lines) {
    if (line.k === null) unpricedItems++;
    else totalK += line.k;
  }
  return { lines, totalK, unpricedItems };
}
