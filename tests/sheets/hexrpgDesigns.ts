/** A hex RPG gang the engine accepts under the league's defaults, for the sheet tests. */
import { type Character, newCharacter, type Vehicle, vehicleSchema } from '../../src-shared/engine/hexrpg';

export const ROAD_QUEEN: Character = {
  ...newCharacter('Road Queen'),
  musc: 14,
  agi: 5,
  accu: 8,
  driv: 10,
  luck: 72,
  skills: { weapons: { shotgun: 3, vehicle: 2 }, fighting: 2, driving: { bike: 1, car: 4, warcar: 2 }, medical: 0, mechanic: 0 },
};

export const DOC_WRENCH: Character = {
  ...newCharacter('Doc Wrench'),
  npc: true,
  skills: { weapons: {}, fighting: 0, driving: { bike: 0, car: 1, warcar: 0 }, medical: 3, mechanic: 5 },
};

export const RUST_BUCKET: Vehicle = vehicleSchema.parse({
  version: 1,
  name: 'Rust Bucket',
  kind: 'car',
  stats: { hp: 120, movement: 6 },
  weapons: [
    { name: 'Hood gun', minimal: 2, average: 5, maximal: 9 },
    // Mounted on the roof: its shots start from a higher position (gaps.md #35).
    { name: 'Roof gun', minimal: 1, average: 4, maximal: 8, position: 'higher' },
  ],
});

export const DUST_DEVIL: Vehicle = vehicleSchema.parse({ version: 1, name: 'Dust Devil', kind: 'bike', stats: {}, weapons: [] });
