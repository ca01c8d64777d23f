import type { Dice, RollRecord } from '../dice';
import { type CarDesign, type Driver, newDriver } from './design';
import { DirtyWheelsRuleError, SECTION, withGap } from './sections';
import type { DirtyWheelsSettings } from './settings';
import { STATS, statRowForRoll, TRAIT_TABLE, type TraitName } from './tables/drivers';
import { UPGRADE_TABLE, type UpgradeName } from './tables/upgrades';

/**
 * Roll items from a list until `count` are taken; with duplicates re-rolled (gaps.md #5) a roll that repeats one is
 * logged as such and rolled again.
 */
function rollDistinct<T>(
  count: number,
  distinct: boolean,
  list: { size: number; section: string },
  rollOne: () => { item: T; roll: RollRecord },
  dice: Dice,
): T[] {
  if (distinct && count > list.size)
    throw new DirtyWheelsRuleError(`Cannot roll ${count} different entries from a list of ${list.size}`, withGap(list.section, 5));
  const out: T[] = [];
  while (out.length < count) {
    const { item, roll } = rollOne();
    if (distinct && out.includes(item)) {
      dice.decide(roll, `${String(item)} again: re-rolled (gaps.md #5)`);
      continue;
    }
    dice.decide(roll, String(item));
    out.push(item);
  }
  return out;
}

/** Drivers: "determined randomly, by rolling for each [stat] on the following table"; then the D3-1 traits. */
export function rollDriver(dice: Dice, name: string, settings: DirtyWheelsSettings): Driver {
  const driver = newDriver(name);
  if (settings.driverStats === 'roll')
    for (const stat of STATS) {
      const roll = dice.roll('1d6', `${name}: ${stat} (${SECTION.statTable})`);
      const row = statRowForRoll(roll.value);
      dice.decide(roll, `${stat} ${row[stat]}`);
      (driver as Record<(typeof STATS)[number], number>)[stat] = row[stat];
    }
  return rollTraits(dice, driver, settings);
}

/** "Drivers can also have D3-1 traits (or an equal amount per player), picked (randomly) from the list" (1d6). */
export function rollTraits(dice: Dice, driver: Driver, settings: DirtyWheelsSettings): Driver {
  let count = settings.fixedTraitCount;
  let traitAllowance: number | undefined;
  if (settings.traitCount === 'd3-1') {
    const roll = dice.roll('1d3-1', `${driver.name}: number of traits (${SECTION.traits})`);
    dice.decide(roll, `${roll.value} trait${roll.value === 1 ? '' : 's'}`);
    count = roll.value;
    traitAllowance = roll.value;
  }
  const traits =
    settings.traits === 'randomise'
      ? rollDistinct<TraitName>(
          count,
          settings.traitDuplicates === 'reroll',
          { size: TRAIT_TABLE.length, section: SECTION.traits },
          () => {
            const roll = dice.roll('1d6', `${driver.name}: trait (${SECTION.traits})`);
            return { item: TRAIT_TABLE[roll.value - 1]!.name, roll };
          },
          dice,
        )
      : [];
  return { ...driver, traits, ...(traitAllowance === undefined ? {} : { traitAllowance }) };
}

/**
 * The upgrade list has 12 unnumbered entries and the game uses d6 only (gaps.md #1, #5): a first d6 picks the half
 * (1-3 the first six in printed order, 4-6 the last six), a second d6 the entry in that half.
 */
export function rollUpgradeEntry(dice: Dice, who: string): { item: UpgradeName; roll: RollRecord } {
  const half = dice.roll('1d6', `${who}: upgrade, which half of the list (${withGap(SECTION.upgrades, 5)})`);
  const offset = half.value <= 3 ? 0 : 6;
  dice.decide(half, offset === 0 ? 'entries 1-6' : 'entries 7-12');
  const roll = dice.roll('1d6', `${who}: upgrade, entry ${offset + 1}-${offset + 6} (${withGap(SECTION.upgrades, 5)})`);
  return { item: UPGRADE_TABLE[offset + roll.value - 1]!.name, roll };
}

/** Car upgrades: "Each car may take D3 of the following upgrades"; rolled, or the D3 rolled and the list left to pick. */
export function rollUpgrades(dice: Dice, design: CarDesign, settings: DirtyWheelsSettings): CarDesign {
  if (settings.upgrades === 'pick' && settings.upgradeCount === 'up-to-3') return design;
  const d3 = dice.roll('1d3', `${design.name}: number of upgrades (${SECTION.upgrades})`);
  dice.decide(d3, `${d3.value} upgrade${d3.value === 1 ? '' : 's'}`);
  const upgrades =
    settings.upgrades === 'randomise'
      ? rollDistinct(
          d3.value,
          settings.upgradeDuplicates === 'reroll',
          { size: UPGRADE_TABLE.length, section: SECTION.upgrades },
          () => rollUpgradeEntry(dice, design.name),
          dice,
        )
      : [];
  return { ...design, upgradeAllowance: d3.value, upgrades };
}
