export const UPGRADE_NAMES = [
  'Extra armour',
  'Ram',
  'Coms booster',
  'Explosive ram',
  'Targeting system',
  'Modded engine',
  'Experimental engine',
  'Special bullets',
  'Gunner',
  'Pipe bombs',
  'Bright lights',
  'Harpoon',
] as const;
export type UpgradeName = (typeof UPGRADE_NAMES)[number];

/** What an upgrade changes on the car's card; the rest act in play through the match calculators. */
export interface UpgradeEffect {
  armour?: number;
  speed?: number;
  aim?: number;
  shootingStrength?: number;
  ramAttacks?: number;
}

export interface UpgradeRow {
  name: UpgradeName;
  text: string;
  effect: UpgradeEffect;
}

/** Car upgrades: "Each car may take D3 of the following upgrades", in printed order (the order gaps.md #5 rolls on). */
export const UPGRADE_TABLE: readonly UpgradeRow[] = [
  { name: 'Extra armour', text: '+1 armour', effect: { armour: 1 } },
  { name: 'Ram', text: '+2 attacks when ramming', effect: { ramAttacks: 2 } },
  { name: 'Coms booster', text: 'Instead of moving one segment with this car, you may move another friendly car by that amount.', effect: {} },
  {
    name: 'Explosive ram',
    text: 'Always roll D3+2 attacks when ramming (regardless of who has the highest armour), but also roll D3+2 attacks against self.',
    effect: {},
  },
  { name: 'Targeting system', text: '+1 aim', effect: { aim: 1 } },
  { name: 'Modded engine', text: '+3" speed.', effect: { speed: 3 } },
  {
    name: 'Experimental engine',
    text: 'May choose to boost speed by D3+3" at any point in its movement, but when it does so, takes 1 damage on a 4+.',
    effect: {},
  },
  { name: 'Special bullets', text: 'Shooting attacks get +1 strength.', effect: { shootingStrength: 1 } },
  {
    name: 'Gunner',
    text: 'If within 3" of an enemy car, the gunner may fire at the tires or driver of that car. Roll a die: the tires are hit on a 4+, and reduce speed by 2"; the driver is hit on a 6+, and this destroys the car.',
    effect: {},
  },
  { name: 'Pipe bombs', text: 'May make D3 attacks with 1 strength against each car behind it within 6".', effect: {} },
  { name: 'Bright lights', text: 'Cars facing the front of this one get -1 aim.', effect: {} },
  {
    name: 'Harpoon',
    text: 'Can be fired once per game at another car, or terrain piece. Hits on a 3+. If it hits, deal 1 damage, and you remain the current distance or less from that for the rest of the game. If you move past this distance, any remaining movement is halved, but you drag the other thing along with you (it does this same thing to you). Being dragged into something can result in a ram.',
    effect: {},
  },
];

export function upgradeRow(name: UpgradeName): UpgradeRow {
  return UPGRADE_TABLE.find((u) => u.name === name)!;
}
