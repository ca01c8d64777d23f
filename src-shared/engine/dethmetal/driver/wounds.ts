import { effectiveTraits, FLESH_WOUND_TRAITS } from './effective';
import { talentCount, type Driver } from './model';
import type { DriverSettings } from './settings';
import { TRAIT_LABELS } from './advancement-tables';

/**
 * The outcome the match rules reached for a crewman (after any armored-seat roll and toughness check):
 * a crew-compartment hit gives a flesh wound or out of action; a destroyed vehicle only out of action.
 */
export interface Injury {
  result: 'flesh-wound' | 'out-of-action';
  fromDestroyedVehicle: boolean;
}

export interface InjuryEffect {
  driver: Driver;
  /** What the competitor actually suffered. */
  suffered: 'nothing' | 'flesh-wound' | 'out-of-action';
  explanation: string[];
}

/**
 * Part V › Damage table › Crew compartment, with Part I › Ornery: the first wound of the match is ignored, and a
 * first out-of-action is reduced to a flesh wound, unless it comes from a destroyed vehicle. A flesh wound is
 * -1 Driving, Gunnery and Initiative until the end of the match (gaps.md #51); one that takes any of them to 0
 * puts him out of action.
 */
export function sufferInjury(driver: Driver, injury: Injury, settings: DriverSettings): InjuryEffect {
  if (driver.match.outOfAction) throw new Error(`${driver.name} is already out of action this match.`);
  if (injury.fromDestroyedVehicle && injury.result === 'flesh-wound') {
    throw new RangeError('A destroyed vehicle never causes a flesh wound: its crew check is out of action or nothing.');
  }
  const ornery = talentCount(driver, 'Ornery') > 0 && driver.match.woundsSuffered === 0 && !injury.fromDestroyedVehicle;
  const counted: Driver = { ...driver, match: { ...driver.match, woundsSuffered: driver.match.woundsSuffered + 1 } };

  if (injury.result === 'flesh-wound' && ornery) {
    return { driver: counted, suffered: 'nothing', explanation: ['Ornery: the first flesh wound of the match is ignored.'] };
  }
  if (injury.result === 'out-of-action' && !ornery) {
    return {
      driver: { ...counted, match: { ...counted.match, outOfAction: true } },
      suffered: 'out-of-action',
      explanation: ['Out of action.'],
    };
  }

  const explanation = ornery ? ['Ornery: the first wound of the match is reduced from out of action to a flesh wound.'] : [];
  const wounded: Driver = { ...counted, match: { ...counted.match, fleshWounds: counted.match.fleshWounds + 1 } };
  explanation.push(`Flesh wound (${wounded.match.fleshWounds} this match): -1 Driving, Gunnery and Initiative.`);
  const effective = effectiveTraits(wounded, settings);
  const atZero = FLESH_WOUND_TRAITS.filter((t) => effective[t].value === 0);
  if (atZero.length === 0) return { driver: wounded, suffered: 'flesh-wound', explanation };
  explanation.push(`${atZero.map((t) => TRAIT_LABELS[t]).join(', ')} reduced to 0: out of action.`);
  return { driver: { ...wounded, match: { ...wounded.match, outOfAction: true } }, suffered: 'out-of-action', explanation };
}

/** World Trade › Medical Tech › Medical Kit: heals one flesh wound between heats. */
export function healFleshWound(driver: Driver): Driver {
  if (driver.match.fleshWounds === 0) throw new RangeError(`${driver.name} has no flesh wound to heal.`);
  if (driver.match.outOfAction) throw new Error(`${driver.name} is out of action; a Medical Kit cannot bring him back this match (gaps.md #68).`);
  return { ...driver, match: { ...driver.match, fleshWounds: driver.match.fleshWounds - 1 } };
}
