import type { TalentName } from '../names';

/**
 * Part I › Talents: four tables, each rolled on 1d6 (gaps.md #7). The advancement table calls the fourth one
 * "Toughness and Agility"; there is no Agility trait, its talents concern Toughness and Initiative (gaps.md #6).
 */
export type TalentTableKey = 'driving' | 'gunnery' | 'toughnessAgility' | 'general';

export interface TalentRow {
  readonly rolls: readonly number[];
  readonly talent: TalentName;
  readonly text: string;
}

export interface TalentTable {
  readonly title: string;
  readonly rows: readonly TalentRow[];
}

export const TALENT_TABLES = {
  driving: {
    title: 'Driving Talents',
    rows: [
      {
        rolls: [1],
        talent: 'Texas Steer',
        text: "…and everything is bigger in Texas. As a result, he knows how to handle bouncing his rig off of a big rock. Reduce the hazard class of any obstacle by one (to a minimum of '0').",
      },
      {
        rolls: [2],
        talent: 'Smooth Driver',
        text: "Is in complete control of his rig at all times, as a result this character is allowed to re-roll any failed driver's options checks.",
      },
      {
        rolls: [3],
        talent: 'Dog-sledder',
        text: 'Has become very accustomed to driving on ice and snow. Reduce the hazard penalty for driving in snow by one. Reduce the turn-mode penalty for driving on ice to one-and-a-half instead of double.',
      },
      {
        rolls: [4],
        talent: 'Big foot',
        text: 'Allows the driver to make three driving checks instead of only two when attempting to slow down more than one speed level.',
      },
      {
        rolls: [5],
        talent: 'Autobahn',
        text: "Is allowed an additional driver's option check every turn (for a total of two, three if the tires match the road surface).",
      },
      {
        rolls: [6],
        talent: 'Adept',
        text: 'Once per heat, this competitor may re-roll any failed driver check.',
      },
    ],
  },
  gunnery: {
    title: 'Gunnery Talents',
    rows: [
      {
        rolls: [1],
        talent: 'Crack shot',
        text: 'Is preternaturally good at placing his shots. Once per turn you may re-roll any damage or armor penetration roll made. The results of the second roll stand regardless of whether you liked the previous roll better or not.',
      },
      {
        rolls: [2],
        talent: 'Marksman',
        text: 'Once per heat this character is allowed to re-roll a missed attack.',
      },
      {
        rolls: [3],
        talent: 'Gunslinger',
        text: 'Is allowed to attack with two different weapons at the same time in a single turn. Both weapons must be used against the same target and all attacks from both are at a -1 penalty for the remainder of the turn. Dual-mounted weapons count as a single weapon for a gunslinger so he could fire a dual mounted weapon and an additional weapon as well.',
      },
      {
        rolls: [4],
        talent: 'Eagle eyes',
        text: 'The competitor is blessed with superior eyesight. Subtract one from the range of any attack made by this character.',
      },
      {
        rolls: [5],
        talent: 'Rapid-Fire',
        text: 'The competitor can always fire a weapon that has 1 or more ROF remaining even if it had been fired in the previous phase. A weapon may still only use 1 point of ROF each phase even with this talent.',
      },
      {
        rolls: [6],
        talent: 'Frosty',
        text: 'Nerves of steel. This competitor never tests for losing handling from being damaged by weapon-fire and never suffers shooting penalties from being out-of-control (reduce penalty from rollover or spin to -1).',
      },
    ],
  },
  toughnessAgility: {
    title: 'Toughness and Agility Talents',
    rows: [
      {
        rolls: [1],
        talent: 'Ardent',
        text: "He'd run all season long if you'd let him. Ignores the first fatigue point that this character gains (allowing him to automatically race in two back-to-back races without penalty).",
      },
      {
        rolls: [2],
        talent: 'Ornery',
        text: "Too ornery to die, that's for sure. Ignore the first flesh wound that this character suffers for the duration of the match. If the first wound suffered during a match results in an out-of-action then automatically reduce it to a flesh wound (causes full penalties). Has no effect on an injury suffered from a destroyed vehicle.",
      },
      {
        rolls: [3],
        talent: 'Stable',
        text: 'Has extremely stable genetics that are not error prone. +1 bonus when resisting new quirks after going out of action.',
      },
      {
        rolls: [4],
        talent: 'Quick draw',
        text: "Once per heat, this character can fire the vehicle's weaponry during another player's move. This attack breaks normal initiative order and is resolved immediately after its declaration.",
      },
      {
        rolls: [5],
        talent: 'Sharp-witted',
        text: "Always seems to be just a bit quicker than everyone else, just edging them out. Always rolls a '7' for breaking initiative total ties (will still have to take a tie-breaker with any other Sharp-witted drivers).",
      },
      {
        rolls: [6],
        talent: 'Impetuous',
        text: 'Once per heat, the competitor has the option of moving before anyone else ignoring the initiative order. Use normal initiative order to determine which of two impetuous drivers move first. Has no effect on the shooting phase.',
      },
    ],
  },
  general: {
    title: 'General Talents',
    rows: [
      {
        rolls: [1],
        talent: 'Pro',
        text: 'Practiced and cool, once per heat this character gets to re-roll any one failed skill check.',
      },
      {
        rolls: [2],
        talent: 'Mechanic',
        text: "This character has some understanding of mechanical systems and can assist the team mechanic in making repairs between heats. For every three repair attempts worth of time available this character may make one repair check with a skill level of '3' (rounding fractions to the nearest whole, but always at least one check is allowed). Taking this skill multiple times increases the skill level that the repair check is made against.",
      },
      {
        rolls: [3],
        talent: 'Tinkerer',
        text: "This character likes to tinker with mechanical systems and occasionally develops a gadget that might actually be useful. After every match that this competitor is not out-of-action at the end [of], roll 1d6; on a roll of '6' he finishes a project. Roll up the device on the experimental table. You must purchase the new device immediately or it is lost.",
      },
      {
        rolls: [4],
        talent: 'Face',
        text: 'This competitor has a rabid following of fans that buy stupid amounts of merchandise bearing his picture. Adds 2d6 k onto your income after every match. Note that this remains in effect even if he goes out of action, though the mail-room usually gets clogged with get-well-cards and flower bouquets.',
      },
      {
        rolls: [5],
        talent: 'Iron-man',
        text: "This competitor just can't sit on the bench and usually insists on running match after match. After a match, this competitor is allowed a toughness check to see if he gets a point of fatigue instead of automatically getting one.",
      },
      {
        rolls: [6],
        talent: 'Bail-Out!',
        text: 'This person has an unusually well developed sense of survival. Allows the competitor to re-roll an out-of-action result from the vehicle being destroyed.',
      },
    ],
  },
} as const satisfies Record<TalentTableKey, TalentTable>;

/** The rules text of every talent, for the printed driver sheet. */
export const TALENT_TEXT: Readonly<Record<TalentName, string>> = Object.fromEntries(
  Object.values(TALENT_TABLES).flatMap((table) => table.rows.map((row) => [row.talent, row.text])),
) as Record<TalentName, string>;

/** The one talent that may be gained more than once (gaps.md #7). */
export const REPEATABLE_TALENT: TalentName = 'Mechanic';

/** Mechanic repair skill: '3', +1 for every further copy (Part I › General Talents › Mechanic; gaps.md #7). */
export const MECHANIC_BASE_SKILL = 3;

export function mechanicSkill(copies: number): number {
  return copies > 0 ? MECHANIC_BASE_SKILL + copies - 1 : 0;
}
