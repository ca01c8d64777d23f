/**
 * Paper (ruleset-done.md) for the race-combat variant, drawn from designs the engine checks: a car sheet per car (its
 * six wear-point tracks, armour, weapons and dropped weapons with their loads, ramplate and targeting computers, the
 * crew's hits at 2 + armour, the to-hit groups, the internal hit location and the league's gear dice) and a team's
 * roster page, on A4 and US Letter. Every number is the engine's: the tests read them back off the PDF's text.
 */
import { describe, expect, it } from 'vitest';
import { defaultRacecombatSettings, derive, INTERNAL_HIT_LOCATION, racecombatSettingsSchema, validate } from '../../src-shared/engine/racecombat';
import { racecombatCarSheetsPdf, racecombatRosterPdf } from '../../src-main/sheets/racecombat/print';
import { MULE, VIPER } from './racecombatDesigns';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfPageTexts, pdfPngs, writePdf } from './pdfTools';

const tempDir = useTempDir();
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

const settings = defaultRacecombatSettings();
const input = {
  league: 'Dust Circuit',
  season: 2,
  team: 'Red Comets',
  colour: '#c0392b',
  settings,
  cars: [
    { design: VIPER, driver: 'Ana Reyes', gunner: 'Bo Tran' },
    { design: MULE, driver: 'Cy Webb', gunner: null },
  ],
  championship: {
    races: 3,
    team: { points: 31, place: 1 },
    drivers: [
      { name: 'Ana Reyes', points: 24, place: 1 },
      { name: 'Cy Webb', points: 7, place: 5 },
    ],
  },
};
const printedAt = new Date('2026-11-26T12:00:00Z');

describe('race-combat paper from the engine’s designs', () => {
  it('the designs are legal under the league’s defaults (the sheets print what a league can hold)', () => {
    expect(validate(VIPER, settings)).toEqual([]);
    expect(validate(MULE, settings)).toEqual([]);
  });

  it('Combat: a car sheet has every stat: six wear tracks, armour, weapons with damage, range and loads, dropped weapons with facing, equipment, crew hits 2 + armour', async () => {
    const dir = tempDir();
    for (const paper of ['a4', 'letter'] as const) {
      const file = writePdf(dir, `cars-${paper}.pdf`, await racecombatCarSheetsPdf(input, { paper, printedAt }));
      const info = await pdfInfo(file);
      expect(info.pages).toBe(2);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      const [viper, mule] = (await pdfPageTexts(file)).map(oneLine);
      const d = derive(VIPER, settings);
      for (const words of [
        'DUST CIRCUIT · SEASON 2 · RED COMETS · RACE-COMBAT CAR SHEET',
        'Viper',
        // The six tracks, a box per wear point (Combat › Damage effects, gaps.md #6).
        'Tyres · 6',
        'Brakes · 3',
        'Gearbox · 3',
        'Body · 3',
        'Engine · 3',
        'Handling · 2',
        'Body armour · 3',
        'Tyre armour · 2',
        'Turret armour · 2',
        // Driver/Gunner: 2 hits plus armour (gaps.md #10).
        'DRIVER Ana Reyes 3 hits: 2 + armour 1',
        'GUNNER Bo Tran 2 hits: 2 + armour 0',
        'Ramplate yes',
        'Targeting computer, driver yes (+1 to hit)',
        'Attacks a turn 2 (driver and gunner)',
        // Weapons (gaps.md #5, #7): damage 1/2, 12 inches, 10 and 6 loads.
        'Machine gun front arc 1 12″',
        'Laser turret 360° 2 12″',
        // Dropped weapons: Mines avoid 16, tyres 2nd gear die then body 1st (Dropped weapons).
        'Oil Rear 16+',
        'Mines Rear 16+ tyres 2nd Gear die, body 1st Gear die',
        // The to-hit groups as printed, the empty ones said so (gaps.md #3).
        '1d20 + modifiers ≥ 10 hits',
        'Target is in: 1st gear +1 4th gear −1 5th gear −2 6th gear −3',
        'Adjoining square +2',
        'Per square of smoke the combat passes through −2',
        'An additional −2 to the hit roll −2',
        'Firer is in: printed with no entries (gaps.md #3)',
        // The internal hit location (1d20), as printed.
        '12-13 Gunner (or Body hit if no Gunner)',
        '14-20 Bodywork',
        // The league's gear dice (gaps.md #4).
        '1st Gear d4: 1-2',
        '6th Gear d30: 21-30',
        // Ram damage, this car's ramplate column.
        'With this car’s ramplate',
        '6th Gear 4th Gear +3 2nd Gear',
        'Pitwall · Race-combat',
      ])
        expect(viper).toContain(words);
      expect(viper).toContain(`EQUIPMENT ${d.cost} / 30`);
      for (const row of INTERNAL_HIT_LOCATION) expect(viper).toContain(row.text);
      for (const words of [
        'Mule',
        'Cy Webb',
        'GUNNER none',
        'Engine · 2',
        'Heavy rocket front arc 3 12″',
        'Smoke Rear none',
        'This car has no ramplate',
        '6th Gear 4th Gear 3rd Gear',
        'Targeting computer, gunner no gunner',
      ])
        expect(mule).toContain(words);
      expect(mule).not.toContain('Turret armour');
      for (const t of [viper, mule]) expect(t).not.toMatch(/NaN|(?<!Missing or )undefined|null|Battlecars|Dethmetal/);
      if (paper === 'a4') await pdfPngs(file, 'racecombat-cars');
    }
  });

  it('Missing or undefined (gaps.md #4): the sheet prints the league’s own gear dice and to-hit number', async () => {
    const own = racecombatSettingsSchema.parse({
      toHitTarget: 12,
      targetingComputerBonus: 2,
      gearDice: [...settings.gearDice.slice(0, 5), { faces: [1, 2, 3, 4, 5, 6] }],
    });
    const file = writePdf(tempDir(), 'own.pdf', await racecombatCarSheetsPdf({ ...input, settings: own, cars: [input.cars[0]!] }, { paper: 'a4', printedAt }));
    const text = oneLine((await pdfPageTexts(file))[0]!);
    expect(text).toContain('6th Gear d6: 1-6');
    expect(text).toContain('1d20 + modifiers ≥ 12 hits');
    expect(text).toContain('Targeting computer (firer has one) +2');
  });

  it('League (gaps.md #24): the team roster lists cars, drivers, gunners and championship points so far, then each car’s sheet', async () => {
    const dir = tempDir();
    for (const paper of ['a4', 'letter'] as const) {
      const file = writePdf(dir, `roster-${paper}.pdf`, await racecombatRosterPdf(input, { paper, printedAt }));
      expect((await pdfInfo(file)).pages).toBe(3);
      const roster = oneLine((await pdfPageTexts(file))[0]!);
      for (const words of [
        'DUST CIRCUIT · SEASON 2 · RACE-COMBAT TEAM ROSTER',
        'Red Comets',
        'TEAM PLACE 1st TEAM POINTS 31 RACES 3 CARS 2',
        'Viper Ana Reyes Bo Tran Ty 6 · Br 3 · Ge 3 · Bo 3 · En 3 · Ha 2 B 3 · T 2 · Tu 2 Machine gun (front), Laser (turret), Oil (rear), Mines (rear) 24 (1st)',
        'Mule Cy Webb — Ty 5 · Br 4 · Ge 3 · Bo 4 · En 2 · Ha 2 B 4 · T 3 Heavy rocket (front), Smoke (rear) 7 (5th)',
      ])
        expect(roster).toContain(words);
      if (paper === 'a4') await pdfPngs(file, 'racecombat-roster');
    }
  });

  it('a team before its first race: no points yet, and a team with no cars prints the roster alone', async () => {
    const file = writePdf(tempDir(), 'new.pdf', await racecombatRosterPdf({ ...input, cars: [], championship: null }, { paper: 'a4', printedAt }));
    const pages = await pdfPageTexts(file);
    expect(pages).toHaveLength(1);
    expect(oneLine(pages[0]!)).toContain('TEAM PLACE — TEAM POINTS 0 RACES 0 CARS 0');
    expect(oneLine(pages[0]!)).toContain('No cars yet.');
  });

  it('the same input and date give the same bytes', async () => {
    const a = await racecombatRosterPdf(input, { paper: 'a4', printedAt });
    const b = await racecombatRosterPdf(input, { paper: 'a4', printedAt });
    expect(a.equals(b)).toBe(true);
  });
});
