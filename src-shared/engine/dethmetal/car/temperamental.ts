import type { Dice, RollRecord } from '../../dice';
import type { CarDesign } from './design';
import { FITTED_ITEM_TABLE, type FittedItemName } from './fitted-items';

const SECTION = 'Tinkering and Experimental Tables';

/**
 * The devices whose RISK reads "Roll a die before each match; on a roll of '1' the vehicle has broken down and may
 * not be used in that match". Dual Turbochargers break on '1' or '2' "if more than one device adds onto the
 * vehicle's ACC" (another turbocharger or an Engine Supercharger).
 */
export const TEMPERAMENTAL_DEVICES: Partial<Record<FittedItemName, { breaksOn: readonly number[]; breaksOnWithOtherAccDevice?: readonly number[] }>> = {
  'Super efficient injectors': { breaksOn: [1] },
  'Dual Turbochargers': { breaksOn: [1], breaksOnWithOtherAccDevice: [1, 2] },
  'Active Suspension': { breaksOn: [1] },
  Hydraulics: { breaksOn: [1] },
};

export interface TemperamentalRoll {
  item: FittedItemName;
  breaksOn: readonly number[];
  roll: RollRecord;
  brokenDown: boolean;
}

export interface PreMatchBreakdown {
  brokenDown: boolean;
  rolls: TemperamentalRoll[];
  explanation: string[];
}

/** One die per temperamental device fitted, before the match; any failure keeps the car out of that match. */
export function preMatchBreakdown(dice: Dice, design: CarDesign): PreMatchBreakdown {
  const accDevices = design.fittedItems.filter((f) => FITTED_ITEM_TABLE[f.item].acceleration > 0).length;
  const rolls: TemperamentalRoll[] = [];
  const explanation: string[] = [];
  for (const fitted of design.fittedItems) {
    const risk = TEMPERAMENTAL_DEVICES[fitted.item];
    if (!risk) continue;
    const breaksOn = accDevices > 1 && risk.breaksOnWithOtherAccDevice ? risk.breaksOnWithOtherAccDevice : risk.breaksOn;
    const roll = dice.roll('1d6', `${design.name}: ${fitted.item} before the match (breaks down on ${breaksOn.join(' or ')})`);
    const brokenDown = breaksOn.includes(roll.value);
    dice.decide(roll, brokenDown ? 'broken down: may not be used in this match' : 'working');
    rolls.push({ item: fitted.item, breaksOn, roll, brokenDown });
    explanation.push(`${fitted.item}: 1d6 = ${roll.value}, ${brokenDown ? 'broken down, may not be used in this match' : 'working'} (${SECTION}).`);
  }
  return { brokenDown: rolls.some((r) => r.brokenDown), rolls, explanation };
}
