import { SeededDice } from '../src-shared/engine/dice';
import { weaponByName, type WeaponName } from '../src-shared/engine/dethmetal/car';
import {
  asAttackWeapon,
  hitModifiers,
  MATCH_DEFAULTS,
  resolveAttack,
  talentRerolls,
  type AttackInput,
  type AttackWeapon,
} from '../src-shared/engine/dethmetal/match';
import { print, type BenchModule, type Figure } from './harness';

const ATTACKS = 100_000;
const WEAPONS: WeaponName[] = ['Heavy Machinegun', 'Rocket-pack', 'Heavy Recoilless Gun', 'Vulcan gun', 'Heavy AT Rifle'];

function input(weapon: AttackWeapon): AttackInput {
  return {
    weapon,
    gunnery: 4,
    hitModifiers: hitModifiers(
      {
        band: 'short',
        role: 'driver',
        talents: [],
        handling: 1,
        control: 'in-control',
        lostHandlingToObstacleThisTurn: false,
        targetInFrontArc: true,
        targetSpeed: 5,
        shootingForTires: false,
        gunslinger: false,
      },
      MATCH_DEFAULTS,
    ),
    shootingForTires: false,
    target: {
      armor: 3,
      state: { damage: 1, toughness: 2, criticals: 1 },
      tireDamage: 0,
      tireToughness: 2,
      wheelGuards: true,
      critical: {
        sideHit: 'front',
        weapons: ['mg', 'rockets'],
        crew: [{ id: 'driver', toughness: 3, driving: 3, gunnery: 3, initiative: 3, talents: ['Ornery'], armoredSeat: true, woundsThisMatch: 0, rerolls: [] }],
        selfSealingTank: true,
      },
    },
    rerolls: talentRerolls(['Crack shot', 'Marksman'], { heat: [], turn: [] }),
  };
}

/** resolveAttack with SeededDice: 100,000 attacks (hit, penetration, firepower, criticals, tire damage), fresh target each time. */
export const bench: BenchModule = {
  title: 'Dethmetal match: resolveAttack',
  async run(): Promise<Figure[]> {
    const inputs = WEAPONS.map((name) => input(asAttackWeapon(weaponByName(name))!));
    let counter = 0;
    let sink = 0;
    const one = (i: number) => {
      // A fresh SeededDice per attack, continuing the league counter, as the match assistant does per action.
      const dice = new SeededDice(20_240, counter);
      sink += resolveAttack(dice, inputs[i % inputs.length]!, MATCH_DEFAULTS).damageAfter;
      counter = dice.counter;
    };
    for (let i = 0; i < 5_000; i++) one(i);
    const t0 = performance.now();
    for (let i = 0; i < ATTACKS; i++) one(i);
    const ms = performance.now() - t0;
    if (sink === -1) console.log(sink);
    return [
      print({ name: 'match: resolveAttack throughput (100k seeded attacks)', value: ATTACKS / (ms / 1000), unit: 'attacks/s' }),
      print({ name: 'match: resolveAttack time per attack', value: (ms * 1000) / ATTACKS, unit: 'µs', target: '< 50 µs' }),
    ];
  },
};
