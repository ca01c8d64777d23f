import type { TraitName } from '../names';
import type { TalentTableKey } from './talents';

/** Part I › Advancement roll (2d6): one roll per level earned. */
export const ADVANCEMENT_TABLE = [
  { rolls: [2, 3, 4], printed: 'General Talent', result: { kind: 'talent', table: 'general' } },
  { rolls: [5, 6], printed: 'Gunnery Talent', result: { kind: 'talent', table: 'gunnery' } },
  { rolls: [7], printed: '+1 Trait point', result: { kind: 'trait' } },
  { rolls: [8, 9], printed: 'Driving Talent', result: { kind: 'talent', table: 'driving' } },
  // "Agility" is read as Initiative (gaps.md #6).
  { rolls: [10, 11, 12], printed: 'Toughness and Agility Talent', result: { kind: 'talent', table: 'toughnessAgility' } },
] as const satisfies readonly {
  rolls: readonly number[];
  printed: string;
  result: { kind: 'trait' } | { kind: 'talent'; table: TalentTableKey };
}[];

export type AdvancementCategory = (typeof ADVANCEMENT_TABLE)[number]['result'];

/** Part I › Trait improved (1d6), rolled for a "+1 Trait point" (gaps.md #8). */
export const TRAIT_ADVANCE_TABLE = [
  { rolls: [1, 2], printed: 'Driving ability', trait: 'driving' },
  { rolls: [3], printed: 'Initiative', trait: 'initiative' },
  { rolls: [4], printed: 'Toughness', trait: 'toughness' },
  { rolls: [5, 6], printed: 'Gunnery skill', trait: 'gunnery' },
] as const satisfies readonly { rolls: readonly number[]; printed: string; trait: TraitName }[];

export const TRAIT_LABELS: Readonly<Record<TraitName, string>> = {
  driving: 'Driving ability',
  gunnery: 'Gunnery skill',
  initiative: 'Initiative',
  toughness: 'Toughness',
};
