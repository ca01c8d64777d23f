/**
 * Paper (ruleset-done.md) for the hex RPG, drawn from characters and vehicles the engine checks: a character sheet
 * (MUSC, AGI, ACCU, DRIV, LUCK, HP tick boxes, skills with levels, weapons, critical hits to note with their
 * durations), a vehicle sheet (kind, movement, turns, fuel track, HP tick boxes, bash damage, weapons, who sits where)
 * and a gang roster page, on A4 and US Letter. Every number is the engine's, read back off the PDF's text.
 */
import { describe, expect, it } from 'vitest';
import { defaultHexrpgSettings, hexrpgSettingsSchema, validateCharacter, validateVehicle } from '../../src-shared/engine/hexrpg';
import { hexrpgPdf } from '../../src-main/sheets/hexrpg/print';
import { DOC_WRENCH, DUST_DEVIL, ROAD_QUEEN, RUST_BUCKET } from './hexrpgDesigns';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfPageTexts, pdfPngs, writePdf } from './pdfTools';

const tempDir = useTempDir();
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
const settings = defaultHexrpgSettings();
const printedAt = new Date('2026-11-26T12:00:00Z');
const input = {
  league: 'Ash Road',
  season: 1,
  gang: 'Rust Saints',
  colour: '#8e44ad',
  settings,
  characters: [
    { character: ROAD_QUEEN, seat: { label: 'Driver', vehicle: 'Rust Bucket' } },
    { character: DOC_WRENCH, seat: null },
  ],
  vehicles: [
    {
      vehicle: RUST_BUCKET,
      seats: [
        { slot: 'Driver', names: ['Road Queen'], max: 1 },
        { slot: 'Passengers', names: [], max: 3 },
      ],
    },
    {
      vehicle: DUST_DEVIL,
      seats: [
        { slot: 'Rider', names: [], max: 1 },
        { slot: 'Passenger', names: [], max: 1 },
      ],
    },
  ],
};

describe('hex RPG paper from the engine’s characters and vehicles', () => {
  it('the characters and vehicles are legal (the sheets print what a league can hold)', () => {
    for (const c of [ROAD_QUEEN, DOC_WRENCH]) expect(validateCharacter(c)).toEqual([]);
    for (const v of [RUST_BUCKET, DUST_DEVIL]) expect(validateVehicle(v, settings)).toEqual([]);
  });

  it('the gang roster, then a sheet per vehicle and per character, with every stat, on A4 and US Letter', async () => {
    const dir = tempDir();
    for (const paper of ['a4', 'letter'] as const) {
      const file = writePdf(dir, `gang-${paper}.pdf`, await hexrpgPdf('Rust Saints', input, { paper, printedAt }, true));
      const info = await pdfInfo(file);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      const pages = (await pdfPageTexts(file)).map(oneLine);
      expect(info.pages).toBe(pages.length);
      const [roster] = pages;
      const sheet = (name: string) => pages.find((p) => p.includes(`· ${name} Pitwall`)) ?? '';
      for (const words of [
        'ASH ROAD · SEASON 1 · HEX RPG GANG ROSTER',
        'Rust Saints',
        // MUSC AGI ACCU DRIV LUCK HP (= MUSC, gaps.md #7).
        'Road Queen 14 5 8 10 72 14 Shotgun 3rd, vehicle weapons 2nd, bike 1st, car 4th, warcar 2nd, fighting 2nd Driver, Rust Bucket',
        'Doc Wrench (NPC) 10 3 5 6 50 10',
        // Rust Bucket sets its own HP and movement; the rest is the league's typical car (gaps.md #1).
        'Rust Bucket Car 6 3 120 180 2 / 5 / 10 Road Queen (Driver)',
        'Dust Devil Bike 4 4 50 60 1 / 3 / 6 empty',
      ])
        expect(roster).toContain(words);
      const queen = sheet('Character · Road Queen');
      for (const words of [
        'ASH ROAD · SEASON 1 · RUST SAINTS · HEX RPG CHARACTER',
        'MUSC 14',
        'AGI 5',
        'ACCU 8 +2 to hit',
        'DRIV 10',
        'LUCK 72',
        'HP 14 = MUSC',
        'Driver of Rust Bucket',
        'Driving a car 4th',
        // 3b: 7 or less with skill, +1 a level above 1st; 3e: the shotgun 1/3/6 and the 3rd level's bands.
        'Shotgun 3rd 2d6 ≤ 7 +2 1 / 3 / 6 min 1 · avg 2-4 · max 5-9 · crit 10',
        'Vehicle weapons 2nd 2d6 ≤ 7 +1',
        'Bare fists (MUSC 14): 1 / 3 / 4',
        'after 14 turns sprinting, 28 running',
        'CRITICAL HITS',
        '79-98 Unconscious d100 turns',
        '96-99 d100 weeks',
      ])
        expect(queen).toContain(words);
      const doc = sheet('Character · Doc Wrench');
      for (const words of ['on foot', 'Medical 3rd', 'Mechanic 5th', '60 HP with proper tools', 'NPC: dies at 0 HP', 'No weapons skill.'])
        expect(doc).toContain(words);
      const car = sheet('Vehicle · Rust Bucket');
      for (const words of [
        'ASH ROAD · SEASON 1 · RUST SAINTS · HEX RPG VEHICLE',
        'Movement 6 hexes · its own',
        'Turns 3 a turn · league',
        'HP 120 its own',
        'Fuel 180 units · league',
        'Failure 25% league',
        'Weapon Min Avg Max Position',
        'Hood gun 2 5 9',
        // Its stored position, not a write-in (3d. Weapon Usage, gaps.md #35).
        'Roof gun 1 4 8 higher',
        '+2 to hit for a weapon mounted on a car',
        'Driver (1) Road Queen',
        'Passengers (3) —',
        '100 Car explodes; driver must make LUCK roll to be thrown clear',
        'at most 25 HP a day for a car',
      ])
        expect(car).toContain(words);
      const bike = sheet('Vehicle · Dust Devil');
      for (const words of ['Bike', 'Movement 4', 'No weapons.', 'Rider (1) —', 'at most 15 HP a day for a bike']) expect(bike).toContain(words);
      for (const p of pages) expect(p).not.toMatch(/NaN|undefined|null|Battlecars|Dethmetal/);
      if (paper === 'a4') await pdfPngs(file, 'hexrpg-gang');
    }
  });

  it('Missing from the source (gaps.md #1): a vehicle of the league’s own typical numbers prints them', async () => {
    const own = hexrpgSettingsSchema.parse({
      vehicleStats: {
        ...settings.vehicleStats,
        bike: { movement: 5, turns: 5, hp: 40, fuel: 30, damage: { minimal: 1, average: 2, maximal: 4 }, failurePercent: 10 },
      },
    });
    const file = writePdf(
      tempDir(),
      'bike.pdf',
      await hexrpgPdf('Dust Devil', { ...input, settings: own, characters: [], vehicles: [input.vehicles[1]!] }, { paper: 'a4', printedAt }, false),
    );
    const [bike] = (await pdfPageTexts(file)).map(oneLine);
    for (const words of ['Movement 5', 'Turns 5', 'HP 40', 'Fuel 30', 'Failure 10%']) expect(bike).toContain(words);
  });

  it('3e. Recovering damage: hit points a character or vehicle has lost (its condition in the league file) print crossed', async () => {
    const hurt = { ...ROAD_QUEEN, condition: { ...ROAD_QUEEN.condition, damage: 3 } };
    const dented = { ...RUST_BUCKET, condition: { ...RUST_BUCKET.condition, damage: 40, battleLoss: 40 } };
    const file = writePdf(
      tempDir(),
      'hurt.pdf',
      await hexrpgPdf(
        'hurt',
        { ...input, characters: [{ character: hurt, seat: null }], vehicles: [{ vehicle: dented, seats: [] }] },
        { paper: 'a4', printedAt },
        false,
      ),
    );
    const [car, queen] = (await pdfPageTexts(file)).map(oneLine);
    expect(car).toContain('120, 40 lost (crossed): a box each');
    expect(queen).toContain('14, 3 lost (crossed): a box each');
  });
});
