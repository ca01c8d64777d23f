import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carDesignSchema, driverSchema, teamSchema, type Team } from '../../src-shared/engine/dirtywheels';
import { teamSheetModel } from '../../src-main/sheets/dirtywheels/model';
import { dirtyWheelsTeamPdf } from '../../src-main/sheets/dirtywheels/print';
import { useTempDir } from '../support/tempLeague';
import { pdfFonts, pdfInfo, pdfPageTexts, pdfPngs, pdfText, writePdf } from './pdfTools';

const car = (design: unknown, driver: unknown) => ({ design: carDesignSchema.parse(design), driver: driverSchema.parse(driver) });

/** Four cars of every type, fixed and turret, light and heavy weapons, upgrades that change the card, and traits. */
const TEAM: Team = teamSchema.parse({
  name: 'Rust Belt Reapers',
  cars: [
    car(
      {
        version: 1,
        name: 'Dust Devil',
        type: 'Racer',
        weapons: [
          { weapon: 'Machine gun', mount: 'fixed' },
          { weapon: 'Machine gun', mount: 'fixed' },
        ],
        upgrades: ['Modded engine', 'Targeting system'],
      },
      { name: 'Vera Quick', initiative: 3, bravery: 4, aim: 1, skill: 3, traits: ['Speed demon', 'Sniper'] },
    ),
    car(
      {
        version: 1,
        name: 'Big Mama',
        type: 'Truck',
        weapons: [
          { weapon: 'Light laser', mount: 'fixed' },
          { weapon: 'Light laser', mount: 'fixed' },
          { weapon: 'Chain gun', mount: 'turret' },
        ],
        upgrades: ['Extra armour', 'Ram', 'Harpoon'],
      },
      { name: 'Oleg Bolt', initiative: 1, bravery: 3, aim: 0, skill: 5, traits: ['Crazy'] },
    ),
    car(
      {
        version: 1,
        name: 'Rust Bucket',
        type: 'Standard',
        weapons: [{ weapon: 'Heavy laser', mount: 'turret' }],
        upgrades: ['Special bullets', 'Modded engine'],
      },
      { name: 'Kit Harlan', initiative: 2, bravery: 4, aim: 0, skill: 4, traits: ['Hunter', 'Expert driver'] },
    ),
    car(
      {
        version: 1,
        name: 'Scorcher',
        type: 'Standard',
        weapons: [
          { weapon: 'Flamethrower', mount: 'fixed' },
          { weapon: 'Small grenade launcher', mount: 'fixed' },
        ],
        upgrades: ['Experimental engine', 'Pipe bombs', 'Gunner'],
      },
      { name: 'Ma Grit', initiative: 2, bravery: 5, aim: -1, skill: 3, traits: [] },
    ),
  ],
});

const OPTIONS = { league: 'Wasteland Cup', season: 2, colour: '#b03a2e', printedAt: new Date('2026-03-01T12:00:00Z') };
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('Dirty Wheels team sheet (Car types; Weapons; Car upgrades; Drivers)', () => {
  const temp = useTempDir();

  for (const paper of ['a4', 'letter'] as const) {
    it(`prints the roster, the quick reference and one card per car on ${paper}, each card's numbers and texts, fonts embedded`, async () => {
      const file = writePdf(temp(), `team-${paper}.pdf`, await dirtyWheelsTeamPdf(TEAM, { ...OPTIONS, paper }));
      const info = await pdfInfo(file);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      // Kept beside the PNGs for `pdftoppm -png -r 70` and a look at full size (tests/artifacts is not committed).
      mkdirSync('tests/artifacts/sheets', { recursive: true });
      copyFileSync(file, `tests/artifacts/sheets/dirtywheels-${paper}.pdf`);
      expect(info.pages).toBe(2);
      const text = flat(await pdfText(file));
      expect(text).not.toMatch(/NaN|undefined|null|\[object/);
      for (const expected of [
        'WASTELAND CUP · SEASON 2 · DIRTY WHEELS TEAM SHEET',
        'Rust Belt Reapers',
        'Pitwall · Dirty Wheels · printed 2026-03-01',
        'QUICK REFERENCE',
        'Roll one d6 per attack + aim. Any die over armour − strength: 1 damage',
        'each d6 + 2 (no aim)',
        'Failed by 1-2: stays put; by more: stays put and takes 1 damage.',
        'Failed: −1 initiative per point failed by.',
        'Hairpin turn Rotate by up to 180 degrees.',
        '2-3 The car explodes, dealing 1 automatic damage to any cars within 3".',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Dethmetal');
      // The cards: name, type, speed after heavy weapons and upgrades, armour, every weapon's numbers, texts, stats.
      for (const expected of [
        // Racer 12 + Modded engine 3 = 15; Targeting system +1 aim; Sniper +1: shoots at +3.
        'Dust Devil',
        'RACER',
        'Racer speed 12", Modded engine +3"',
        '15"',
        "Shoots at +3 aim: Vera Quick's aim 1, Targeting system +1, Sniper +1",
        'Machine gun fixed · light 6" 6 0',
        'Modded engine: +3" speed.',
        'Speed demon: May move an extra 4" instead of firing.',
        'Sniper: +1 aim, but gets 1 less shot with each weapon.',
        // Truck: heavy weapon costs it nothing; Extra armour 6 + 1.
        'Big Mama',
        'TRUCK',
        'Chain gun (heavy; a Truck ignores the −2") +0"',
        'Truck armour 6, Extra armour +1',
        'Chain gun turret · heavy 10" 10 1',
        'Light laser fixed · light 30" 3 2',
        'Ram: +2 attacks when ramming',
        'Harpoon fired',
        'Crazy: May re-roll bravery tests.',
        // Standard 8 − 2 (Heavy laser) + 3 = 9; Special bullets +1 strength: 3 + 1 = 4.
        'Rust Bucket',
        'STANDARD',
        'Standard speed 8", Heavy laser (heavy weapon) −2", Modded engine +3"',
        'Heavy laser turret · heavy 40" 5 4',
        'Strength includes Special bullets +1.',
        'Special bullets: Shooting attacks get +1 strength.',
        'Hunter: May immediately move 4" after destroying a car.',
        'Expert driver: May split move into 3" segments.',
        'Scorcher',
        'Flamethrower fixed · light Automatically deals 1 damage to the target. 2" auto (1 damage) –',
        'Small grenade launcher fixed · light 10" 2D6 1',
        'Experimental engine: May choose to boost speed by D3+3" at any point in its movement',
        'Pipe bombs: May make D3 attacks with 1 strength against each car behind it within 6".',
        'Gunner: If within 3" of an enemy car',
        'No traits.',
        'DRIVER · MA GRIT',
        'INITIATIVE',
        'BRAVERY',
        'SKILL',
      ])
        expect(text).toContain(expected);
      expect((await pdfPngs(file, `dirtywheels-${paper}`)).every((p) => existsSync(p) && statSync(p).size > 5000)).toBe(true);
      const fonts = await pdfFonts(file);
      expect(fonts.map((f) => f.name).sort()).toEqual(['LiberationSans', 'LiberationSans-Bold']);
      expect(fonts.every((f) => f.embedded && f.subset && f.unicode)).toBe(true);
    });
  }

  it('never splits a card across pages: each page holds whole cards, every card once', async () => {
    const file = writePdf(temp(), 'team.pdf', await dirtyWheelsTeamPdf(TEAM, { ...OPTIONS, paper: 'a4' }));
    const pages = (await pdfPageTexts(file)).map(flat);
    for (const c of TEAM.cars) {
      const holding = pages.filter((p) => p.includes(`DRIVER · ${c.driver.name.toUpperCase()}`));
      expect(holding).toHaveLength(1);
      // The card's header and its last part (the cited sections) are on the driver's page.
      expect(holding[0]).toContain(c.design.name);
    }
    expect(pages.every((p) => (p.match(/Car types · Weapons · Car upgrades/g) ?? []).length === (p.match(/DRIVER · /g) ?? []).length)).toBe(true);
  });

  it('flows a full team of 12 cars onto further pages, two cards across, every card whole on one page', async () => {
    const cars = Array.from({ length: 12 }, (_, i) => ({
      ...TEAM.cars[i % 4]!,
      design: { ...TEAM.cars[i % 4]!.design, name: `Car ${i + 1} with a very long name that must be cut short to fit the card` },
      driver: { ...TEAM.cars[i % 4]!.driver, name: `Driver ${i + 1}` },
    }));
    const file = writePdf(temp(), 'twelve.pdf', await dirtyWheelsTeamPdf(teamSchema.parse({ name: 'Twelve', cars }), { ...OPTIONS, paper: 'a4' }));
    const pages = (await pdfPageTexts(file)).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i <= 12; i++) expect(pages.filter((p) => p.includes(`DRIVER · DRIVER ${i} `))).toHaveLength(1);
    expect(pages.every((p) => (p.match(/Car types · Weapons · Car upgrades/g) ?? []).length === (p.match(/DRIVER · /g) ?? []).length)).toBe(true);
    expect(pages.join(' ')).not.toMatch(/NaN|undefined|null/);
    await pdfPngs(file, 'dirtywheels-twelve');
  });

  it('prints a team with no cars yet as its roster page alone', async () => {
    const file = writePdf(temp(), 'empty.pdf', await dirtyWheelsTeamPdf(teamSchema.parse({ name: 'New Team', cars: [] }), { ...OPTIONS, paper: 'letter' }));
    expect((await pdfInfo(file)).pages).toBe(1);
    expect(flat(await pdfText(file))).toContain('No cars yet.');
  });

  it('is deterministic: the same team, options and date give the same bytes', async () => {
    const a = await dirtyWheelsTeamPdf(TEAM, { ...OPTIONS, paper: 'letter' });
    const b = await dirtyWheelsTeamPdf(TEAM, { ...OPTIONS, paper: 'letter' });
    expect(a.equals(b)).toBe(true);
    const later = await dirtyWheelsTeamPdf(TEAM, { ...OPTIONS, paper: 'letter', printedAt: new Date('2026-03-02T12:00:00Z') });
    expect(later.equals(a)).toBe(false);
  });

  it('Shooting: the damage track has one box per structure point, each 1" slower, the last destroying the car', () => {
    const m = teamSheetModel({ ...OPTIONS, team: TEAM });
    const truck = m.cards[1]!;
    expect(truck.structure).toBe(5);
    expect(truck.speed.value).toBe('4"');
    expect(truck.damage).toEqual([
      { speedAfter: 3, destroys: false },
      { speedAfter: 2, destroys: false },
      { speedAfter: 1, destroys: false },
      { speedAfter: 0, destroys: false },
      { speedAfter: 0, destroys: true },
    ]);
    expect(m.cards.map((c) => c.damage.length)).toEqual([3, 5, 4, 4]);
    expect(m.cards.map((c) => c.harpoon)).toEqual([false, true, false, false]);
  });

  it('prints the team colour as a grey, and the roster line of each car', () => {
    const m = teamSheetModel({ ...OPTIONS, team: TEAM });
    expect(m.swatch).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(m.cars).toBe(4);
    expect(m.roster[2]).toEqual({
      car: 'Rust Bucket',
      type: 'Standard',
      speed: '9"',
      armour: '5',
      structure: '4',
      weapons: 'Heavy laser (turret)',
      upgrades: 'Special bullets, Modded engine',
      driver: 'Kit Harlan',
      stats: '2 · 4+ · +0 · 4+',
    });
  });
});
