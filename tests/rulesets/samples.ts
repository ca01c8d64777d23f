/**
 * Valid examples of each registered ruleset's designs and people, the seeds the contract test mutates. A ruleset
 * added to the registry adds its entry here (the contract test fails until it does): its stock designs and a few
 * people at different stages of a career.
 */
import type { BattlecarsDriver, VehicleDesign } from '../../src-shared/engine/battlecars';
import { driver as dethmetalDriver } from '../../src-shared/engine/dethmetal';
import { STOCK_DESIGNS } from '../../src-shared/engine/dethmetal/car';
import { type CarDesign, type Driver, newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { type Character, type VehicleInput, newCharacter } from '../../src-shared/engine/hexrpg';

export interface RulesetSamples {
  designs: readonly unknown[];
  people: readonly unknown[];
}

function veteran(): dethmetalDriver.Driver {
  const d = dethmetalDriver.newDriver('Mad Maxine');
  return {
    ...d,
    // Level 7 (38-50 XP) has made six advancement rolls: three trait points and three talents.
    xp: 40,
    level: 7,
    traits: { ...d.traits, driving: 4, gunnery: 5 },
    talents: [
      { name: 'Mechanic', count: 2 },
      { name: 'Crack shot', count: 1 },
    ],
    quirks: [{ name: 'Unhinged', occurrences: 1 }],
    fatigue: ['driving'],
  };
}

export const SAMPLES: Readonly<Record<string, RulesetSamples>> = {
  dethmetal: {
    designs: STOCK_DESIGNS.map((s) => s.design),
    people: [dethmetalDriver.newDriver('Rookie Rita'), veteran()],
  },
  dirtywheels: {
    designs: [
      newCarDesign('Rustbucket'),
      { ...newCarDesign('Big Bertha'), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }], upgrades: ['Extra armour'], upgradeAllowance: 1 },
      {
        ...newCarDesign('Zippy'),
        type: 'Racer',
        weapons: [{ weapon: 'Light laser', mount: 'fixed' }],
        upgrades: ['Modded engine', 'Targeting system'],
        upgradeAllowance: 2,
      },
    ] satisfies CarDesign[],
    people: [newDriver('Max'), { ...newDriver('Trixie'), traits: ['Sniper'], traitAllowance: 1 }] satisfies Driver[],
  },
  battlecars: {
    // The house-default car and bike (gaps.md #4): empty, loaded to the loading rules, and one loaded to its capacity.
    designs: [
      { version: 1, name: 'Brute', cardType: 'car', loads: {} },
      {
        version: 1,
        name: 'Interceptor',
        cardType: 'car',
        loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podLeft: ['Mines', 'Oil'], podRear: ['Shell'] },
      },
      { version: 1, name: 'Hornet', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Spikes', 'Smoke'] } },
    ] satisfies VehicleDesign[],
    people: [{ name: 'Kit Carver' }, { name: 'Dusty' }] satisfies BattlecarsDriver[],
  },
  hexrpg: {
    // A typical bike (the league's numbers, gaps.md #1), a car with its own numbers and a weapon, an armed warcar.
    designs: [
      { version: 1, name: 'Dust Devil', kind: 'bike', stats: {}, weapons: [] },
      {
        version: 1,
        name: 'Rust Bucket',
        kind: 'car',
        stats: { hp: 120, movement: 6 },
        weapons: [{ name: 'Hood gun', minimal: 2, average: 5, maximal: 9 }],
        // Back from a battle: 40 HP lost in it, 10 of them patched in the field, its steering hit.
        condition: { damage: 30, battleLoss: 40, fieldRepaired: 10, destroyed: false, criticals: [{ effect: 'steering', worked: 1 }] },
      },
      {
        version: 1,
        name: 'Juggernaut',
        kind: 'warcar',
        stats: { damage: { minimal: 5, average: 10, maximal: 20 } },
        weapons: [
          { name: 'Twin cannon', minimal: 4, average: 8, maximal: 16 },
          { name: 'Flamer', minimal: 2, average: 6, maximal: 12 },
        ],
      },
    ] satisfies VehicleInput[],
    // A starting character, a skilled driver and shooter, and a medic-mechanic NPC.
    people: [
      newCharacter('Scav'),
      {
        ...newCharacter('Road Queen'),
        musc: 14,
        agi: 5,
        driv: 10,
        luck: 72,
        skills: { weapons: { shotgun: 3, vehicle: 2 }, fighting: 2, driving: { bike: 1, car: 4, warcar: 2 }, medical: 0, mechanic: 0 },
      },
      { ...newCharacter('Doc Wrench'), npc: true, skills: { weapons: {}, fighting: 0, driving: { bike: 0, car: 1, warcar: 0 }, medical: 3, mechanic: 5 } },
    ] satisfies Character[],
  },
};
