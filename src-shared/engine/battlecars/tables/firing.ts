import { SECTION } from '../sections';

export type ToHitSituation = 'gunneryComputer' | 'pedestrian' | 'sameCover' | 'smoke';

export interface ToHitRow {
  situation: ToHitSituation;
  text: string;
  value: number;
  section: string;
}

/** Firing sequence step 4 and Shooting at pedestrians and bikes, Smoke: every modifier to the range dice. */
export const TO_HIT_MODIFIERS: readonly ToHitRow[] = [
  { situation: 'gunneryComputer', text: 'Firer has a working Gunnery Computer', value: 1, section: SECTION.firingSequence },
  { situation: 'pedestrian', text: 'Target is a pedestrian', value: -2, section: SECTION.pedestrianShots },
  {
    situation: 'sameCover',
    text: 'Target is a pedestrian or bike and the shot is fired from within the same building/trees',
    value: -2,
    section: SECTION.pedestrianShots,
  },
  { situation: 'smoke', text: 'Missile weapon fired through smoke', value: -4, section: SECTION.smoke },
];

export const toHitRow = (s: ToHitSituation): ToHitRow => TO_HIT_MODIFIERS.find((r) => r.situation === s)!;

/** Firing: "only fire at 2 different targets during the turn (or 3 with a Gunnery Computer)", one round each. */
export const FIRING_LIMITS = { targets: 2, targetsWithGunneryComputer: 3, roundsPerTarget: 1, passivePerPod: 1, returnFireRounds: 1 } as const;

/** Firing: pods fire along their barrel and 45º either side; turrets along any line. */
export const POD_ARC_DEGREES = 45;
