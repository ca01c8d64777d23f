import type { RollNode } from './items';

const RISK_BREAKDOWN = "Roll a die before each match; on a roll of '1' the vehicle has broken down and may not be used in that match.";

/**
 * Tinkering and Experimental Tables (Part VI › Shopping), "the experimental table" of the Tinkerer talent and of
 * the Gun manufacturer and Engineering firm sponsors. Each level is a further 1d6 roll; `group` names the
 * first-roll result for the Gun manufacturer's limit (gaps.md #76).
 */
export const TINKERING_TABLE = [
  {
    faces: [1, 2],
    heading: 'Experimental Weapon system',
    group: 'weapon',
    roll: [
      {
        faces: [1, 2],
        heading: 'Light mount',
        roll: [
          {
            faces: [1, 2],
            item: {
              name: 'Laser',
              text: "A souped-up industrial laser. RISK: if a '1' is rolled while shooting roll a second die. If it comes up a 1, 2, or 3 then the weapon has burned out and may not be used until a successful pit check has been performed on the weapon.",
              category: 'weapon',
              stats: 'LGT R3+ P1 F1 S1-4 L5-7 M18 A10',
              cost: { printed: '50 + 4d6k', base: 50, dice: '4d6' },
            },
          },
          {
            faces: [3, 4],
            item: {
              name: 'Twin-Linked Heavy Machineguns',
              text: "Rambo would be proud… RISK: if a '1' is rolled while shooting roll a second die. If it comes up a 1, 2, or 3 then the weapon is hopelessly jammed and may not be used until a successful pit check has been performed on the weapon.",
              category: 'weapon',
              stats: 'LGT R3+ P1 F1 S1-3 L4-6 M12 A10',
              cost: { printed: '30 + 4d6k', base: 30, dice: '4d6' },
            },
          },
          {
            faces: [5, 6],
            item: {
              name: 'Dual-barreled Recoilless rifle',
              text: "The second barrel helps improve the rate of fire of the weapon… unless you trigger both at once that is! RISK: whenever both barrels are fired at once then roll 1d6; on a '1' the bombs from each barrel collide and detonate inches from the muzzle, destroying the weapon and hitting the firing vehicle as if it had been hit by a single recoilless rifle shell.",
              category: 'weapon',
              stats: 'Single shot: LGT R2 P2 F1d2 S1 L2-3 M8 A6. Both barrels: LGT R1+ P2 F1d2 S1 L2 M6 A6',
              cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
            },
          },
        ],
      },
      {
        faces: [3, 4],
        heading: 'Heavy mount',
        roll: [
          {
            faces: [1, 2],
            item: {
              name: 'Electromagnetically-Fired Weapon (railgun)',
              text: "RISK: Roll a die when fired; on a '1' the projectile will weld itself to the barrel causing it to explode. The weapon is destroyed and the vehicle it is mounted on suffers a critical hit.",
              category: 'weapon',
              stats: 'HVY R1 P6 F1d3 S1-3 L4-7 M18 A3',
              cost: { printed: '60 + 4D6k', base: 60, dice: '4d6' },
            },
          },
          {
            faces: [3, 4],
            item: {
              name: 'Pulsed laser',
              text: "A pair of souped-up industrial lasers operating on an oscillating circuit. RISK: if a '1' is rolled when firing roll a second die; on a 1 or 2 the weapon has burned out and may not be used until a successful pit check has been performed on the weapon. On a roll of '3' or '4' the capacitor has exploded! The weapon is destroyed and the vehicle suffers a critical hit.",
              category: 'weapon',
              stats: 'HVY R3 P2 F1d2 S1-4 L5-7 M18 A10',
              cost: { printed: '80 + 5d6k', base: 80, dice: '5d6' },
            },
          },
          {
            faces: [5, 6],
            item: {
              name: 'Bomb launcher',
              text: "Essentially a heavy version of the heavy recoilless-rifle. RISK: roll a die when fired; on a '1' the bomb sticks in the barrel and explodes. The weapon is destroyed and the vehicle suffers a critical hit.",
              category: 'weapon',
              stats: 'HVY R1 P4 F1d3+1 S1 L2-3 M8 A5',
              cost: { printed: '50 + 4d6', base: 50, dice: '4d6' },
            },
          },
        ],
      },
      {
        faces: [5, 6],
        heading: 'Rocket mount',
        roll: [
          {
            faces: [1, 2, 3],
            item: {
              name: 'Booster Rockets',
              text: "When triggered, adds 1 onto the vehicle's speed every turn until they are burned out (in addition to acceleration from other sources). RISK: When triggered, there is a 1 in 6 chance that they will simply explode. Automatically causes 1 critical hit for every ammo left in the booster pack.",
              category: 'expendable',
              cost: { printed: '5 + 2d6k', base: 5, dice: '2d6' },
              characteristics: [
                { name: 'Ammo', notation: '1d3' },
                { name: 'Burn duration (turns)', notation: '1d3' },
              ],
            },
          },
          {
            faces: [4, 5],
            item: {
              name: 'Heat Seeking Rockets',
              text: 'Any shot taken with a seeker rocket up to its maximum range is assumed to be at short range. RISK: on any shot there is a 1 in 6 chance that the rocket will hit the nearest target to the firing vehicle regardless of allegiance or whether it was in the proper firing arc or not.',
              category: 'expendable',
              cost: { printed: '3x base cost + 2d6k', times: 3, priceOf: 'Rocket type', dice: '2d6' },
              characteristics: [
                {
                  name: 'Rocket type',
                  table: [
                    { faces: [1, 2, 3], value: 'light', priceItem: 'Light rockets' },
                    { faces: [4, 5], value: 'normal', priceItem: 'Rockets' },
                    { faces: [6], value: 'heavy', priceItem: 'Heavy rockets' },
                  ],
                },
              ],
            },
          },
          {
            faces: [6],
            item: {
              name: 'Kami-Bomb',
              text: "A large round case filled with explosives and set off with a timed fuse. Dropped into the hex behind the vehicle, scatters one hex, detonates 1-3 phases later (secretly chosen) at the start of the shooting phase, hitting everything in the same hex or one hex away. Counts as an obstacle if hit (rating 1) and may immediately explode on a die roll of 1 or 2. Pen = 2+1d3, firepower = 1d6 (rolled at detonation). RISK: When triggered or if hit by a critical hit, the bomb will immediately explode in the owning vehicle's hex on a die roll of 1 or 2.",
              category: 'expendable',
              cost: { printed: '10 + 3d6k', base: 10, dice: '3d6' },
              characteristics: [{ name: 'Ammo', notation: '1d2' }],
            },
          },
        ],
      },
    ],
  },
  {
    faces: [3],
    heading: 'Engine Device',
    group: 'engine',
    roll: [
      {
        faces: [1, 2, 3],
        item: {
          name: 'Super efficient injectors',
          text: `Significantly increases the engine's fuel efficiency; add 1d3 fuel points. Once installed they may not be removed from the vehicle. A vehicle can only receive one of these devices. RISK: ${RISK_BREAKDOWN}`,
          category: 'vehicle gear',
          cost: { printed: '30 + 3d6k', base: 30, dice: '3d6' },
          characteristics: [{ name: 'Fuel points', notation: '1d3' }],
        },
      },
      {
        faces: [4, 5, 6],
        item: {
          name: 'Dual Turbochargers',
          text: "+1 Acceleration. Stacks with any other acceleration bonus. RISK: Roll a die before each match; on a roll of '1' ('1' or a '2' if more than one device adds onto the vehicle's ACC) the vehicle has broken down and may not be used in that match.",
          category: 'vehicle gear',
          cost: { printed: '30 + 4d6k', base: 30, dice: '4d6' },
        },
      },
    ],
  },
  {
    faces: [4],
    heading: 'Suspension modification',
    group: 'suspension',
    roll: [
      {
        faces: [1, 2, 3],
        item: {
          name: 'Active Suspension',
          text: `+1 Handling rating, stacks with all other bonuses. Once installed it may not be removed. A vehicle can only receive one active suspension. RISK: ${RISK_BREAKDOWN}`,
          category: 'vehicle gear',
          cost: { printed: '40 + 5d6k', base: 40, dice: '5d6' },
        },
      },
      {
        faces: [4, 5, 6],
        item: {
          name: 'Hydraulics',
          text: `Can only be installed on a vehicle with a lowered suspension. Ignore obstacle penalties from the lowered suspension. RISK: ${RISK_BREAKDOWN}`,
          category: 'vehicle gear',
          cost: { printed: '30 + 4d6k', base: 30, dice: '4d6' },
        },
      },
    ],
  },
  {
    faces: [5],
    heading: 'Expendable Armors',
    group: 'armor',
    roll: [
      {
        faces: [1, 2, 3],
        item: {
          name: 'Applique armor',
          text: "+1 armor from any hit or collision. -1 ACC from the added weight. Once installed they may not be used on a different vehicle (though they may be removed to save on weight). Reusable from match to match unless destroyed. RISK: Every time the vehicle is hit by an attack that does 1d2 or more firepower roll a die. On a roll of '1' the armor is mangled and may no longer be used.",
          category: 'vehicle gear',
          cost: { printed: '35 + 3d6k', base: 35, dice: '3d6' },
        },
      },
      {
        faces: [4],
        item: {
          name: 'Blast diffuser panels',
          text: "+1 armor when hit by any weapon that does 1d2 or more damage or if hit by a collision. RISK: Every time the vehicle is hit by a weapon or collision roll a die (even if the armor didn't help protect the vehicle). On a 1 the panels are shot up to the point that they don't work anymore.",
          category: 'vehicle gear',
          cost: { printed: '35 + 3d6k', base: 35, dice: '3d6' },
        },
      },
      {
        faces: [5, 6],
        item: {
          name: 'Crash-bars',
          text: "+2 armor when involved in a collision. RISK: Every time the vehicle is hit by a weapon or collision roll a die (even if the armor didn't help protect the vehicle). On a 1 the panels are shot up to the point that they don't work anymore.",
          category: 'vehicle gear',
          cost: { printed: '35 + 3d6k', base: 35, dice: '3d6' },
        },
      },
    ],
  },
  {
    faces: [6],
    heading: 'Electronics',
    group: 'electronics',
    roll: [
      {
        faces: [1, 2, 3],
        item: {
          name: 'Autonomous Target System',
          text: "Automatically shoots at a designated target with the weapon it is linked to, with a gunnery skill of '3'; never affected by out-of-control penalties. Selecting or deselecting a target counts as the operator's shooting action for the phase. RISK: Any time there is more than one target within the weapon's firing arc (and one of them is the designated target) roll a die. On a roll of 1 or 2 the auto-gunner goes berserk and switches targets regardless of allegiance.",
          category: 'vehicle gear',
          cost: { printed: '50 + 4d6k', base: 50, dice: '4d6' },
        },
      },
      {
        faces: [4, 5, 6],
        item: {
          name: 'Auto-ranger and ballistic computer',
          text: "Subtract one from the range to the target when making an attack with the weapon. RISK: Roll one die before each match. On a roll of '1' the system is not working correctly; add one to the range of any attack made instead of subtracting one.",
          category: 'vehicle gear',
          cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
        },
      },
    ],
  },
] as const satisfies readonly RollNode[];
