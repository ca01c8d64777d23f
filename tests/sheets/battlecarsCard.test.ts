/**
 * The battlecars vehicle card and roster (src-main/sheets/battlecars/), from the engine's house-default card types
 * (gaps.md #4) and designs made here: every stat the card type and the loads give is printed, with a tick box per
 * point of damage, a box per counter and per round, on A4 and US Letter, each card on one page.
 */
import { describe, expect, it } from 'vitest';
import { greySwatch } from '../../src-main/sheets/pdf/grey';
import type { Canvas, Drawing, Paint, TextStyle } from '../../src-main/sheets/pdf/canvas';
import { PAPERS } from '../../src-main/sheets/pdf/paper';
import { MARGIN } from '../../src-main/sheets/pdf/document';
import { type BattlecarsRosterInput, vehicleCard } from '../../src-main/sheets/battlecars/model';
import { battlecarsRosterPdf, battlecarsVehicleCardsPdf } from '../../src-main/sheets/battlecars/print';
import { vehicleCardSheet } from '../../src-main/sheets/battlecars/VehicleCardSheet';
import {
  type BattlecarsSettings,
  battlecarsSettingsSchema,
  CRASH_DAMAGE_TABLE,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  DRIFT_TABLE,
  defaultBattlecarsSettings,
  type VehicleDesign,
  validate,
} from '../../src-shared/engine/battlecars';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfPageTexts, pdfPngs, writePdf } from './pdfTools';

const WIDOWMAKER: VehicleDesign = {
  version: 1,
  name: 'Widowmaker',
  cardType: 'car',
  loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podLeft: ['Flame'], podRear: ['Mines', 'Oil', 'Smoke'] },
};
const HORNET: VehicleDesign = { version: 1, name: 'Hornet', cardType: 'bike', loads: { podFront: ['Shell', 'Shell'], podRear: ['Spikes'] } };

function input(settings: BattlecarsSettings = defaultBattlecarsSettings()): BattlecarsRosterInput {
  return {
    league: 'Ash Flats',
    season: 2,
    team: 'Rust Rats',
    colour: '#c0392b',
    settings,
    vehicles: [
      { design: WIDOWMAKER, card: DEFAULT_CAR, driver: 'Max Rockatansky' },
      { design: HORNET, card: DEFAULT_BIKE, driver: 'Trixie Vane' },
    ],
  };
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ');

/** A canvas that keeps what is drawn: the rectangles (tick boxes are squares of a known size) and the text. */
class Recorder implements Canvas {
  rects: { w: number; h: number; paint: Paint }[] = [];
  texts: string[] = [];
  colours = new Set<string>();
  bottom = 0;
  text(_x: number, y: number, text: string, style: TextStyle): void {
    this.texts.push(text);
    if (style.color) this.colours.add(style.color);
    this.bottom = Math.max(this.bottom, y + style.size);
  }
  rect(_x: number, y: number, w: number, h: number, paint: Paint): void {
    this.rects.push({ w, h, paint });
    for (const c of [paint.fill, paint.stroke]) if (c) this.colours.add(c);
    this.bottom = Math.max(this.bottom, y + h);
  }
  line(_x1: number, _y1: number, _x2: number, _y2: number, color: string): void {
    this.colours.add(color);
  }
  path(_x: number, _y: number, _d: string, paint: Paint): void {
    for (const c of [paint.fill, paint.stroke]) if (c) this.colours.add(c);
  }
  reuse(_key: string, drawing: Drawing, x: number, y: number): void {
    drawing.draw(this, x, y);
  }
  squares(size: number): number {
    return this.rects.filter((r) => Math.abs(r.w - size) < 0.01 && Math.abs(r.h - size) < 0.01 && r.paint.stroke).length;
  }
}

function drawCard(design: VehicleDesign, card = DEFAULT_CAR, settings = defaultBattlecarsSettings()): { rec: Recorder; height: number } {
  const model = vehicleCard({ ...input(settings), vehicle: { design, card, driver: 'Max Rockatansky' } }, greySwatch('#c0392b'));
  const width = PAPERS.letter.size[0] - 2 * MARGIN.side;
  const { blocks } = vehicleCardSheet(model, width);
  const rec = new Recorder();
  let y = MARGIN.top;
  for (const b of blocks) {
    b.draw(rec, MARGIN.side, y);
    y += b.h;
  }
  return { rec, height: y };
}

describe('Vehicle cards (gaps.md #4): the card type drawn with its boxes', () => {
  it('the designs of this file are legal loads (Arming your vehicle)', () => {
    expect(validate(WIDOWMAKER, DEFAULT_CAR)).toEqual([]);
    expect(validate(HORNET, DEFAULT_BIKE)).toEqual([]);
  });

  it('Damage to vehicles: a tick box per point of every armour block and component of the default car (26 armour, 18 components)', () => {
    const { rec } = drawCard(WIDOWMAKER);
    const armour = DEFAULT_CAR.armour;
    const armourBoxes = armour.front + armour.rear + 2 * (armour.sideFront + armour.sideCentre + armour.sideRear);
    const componentBoxes = DEFAULT_CAR.components.filter((c) => c.kind !== 'pod' && c.kind !== 'turret').reduce((a, c) => a + ('boxes' in c ? c.boxes : 0), 0);
    expect(armourBoxes).toBe(26);
    expect(componentBoxes).toBe(18);
    expect(rec.squares(10)).toBe(armourBoxes + componentBoxes);
    // The last box of each component is shaded (destroyed when ticked): 8 components.
    expect(rec.rects.filter((r) => r.w === 10 && r.paint.lineWidth === 1.4).length).toBe(8);
  });

  it('Arming your vehicle: a space per pod and turret capacity, a box per counter loaded, a box per hand weapon round', () => {
    const { rec } = drawCard(WIDOWMAKER);
    const capacity = DEFAULT_CAR.components.reduce((a, c) => a + ('capacity' in c ? c.capacity : 0), 0);
    expect(capacity).toBe(13);
    expect(rec.rects.filter((r) => r.w === 34 && r.h === 14).length).toBe(capacity);
    expect(rec.squares(6.5)).toBe(Object.values(WIDOWMAKER.loads).flat().length);
    // Pedestrians (gaps.md #7): Pistol 6 rounds, Rifle 4.
    expect(rec.squares(7)).toBe(10);
    expect(rec.texts.filter((t) => t === 'empty').length).toBe(capacity - 9);
  });

  it('greys only: every colour drawn on the card, the player’s colour included, has equal red, green and blue', () => {
    const { rec } = drawCard(WIDOWMAKER);
    expect(rec.colours.size).toBeGreaterThan(3);
    for (const c of rec.colours) expect(c, c).toMatch(/^#([0-9a-f]{2})\1\1$/i);
  });

  it('the bike card: its own blocks (front 2, rear 2, sides 1/1/1) and 2 tyres, no turret', () => {
    const { rec } = drawCard(HORNET, DEFAULT_BIKE);
    expect(rec.squares(10)).toBe(2 + 2 + 2 * 3 + (2 + 3 + 2 + 1 + 2));
    expect(rec.texts.join(' ')).not.toMatch(/Turret|Fire Extinguisher/);
  });

  it('a card type the organizer changed prints as changed: more armour, a bigger pod, a house-ruled top speed', () => {
    const heavy = structuredClone(DEFAULT_CAR);
    heavy.armour.front = 7;
    heavy.components = heavy.components.map((c) => (c.id === 'podFront' && c.kind === 'pod' ? { ...c, capacity: 4 } : c));
    const settings = battlecarsSettingsSchema.parse({ maxSpeed: 8, cardTypes: [heavy, DEFAULT_BIKE] });
    const { rec } = drawCard(WIDOWMAKER, heavy, settings);
    expect(rec.squares(10)).toBe(26 + 3 + 18);
    expect(rec.rects.filter((r) => r.w === 34 && r.h === 14).length).toBe(14);
    expect(rec.texts).toContain('FRONT ARMOUR · 7');
    // Game turn (gaps.md #2): the speed track runs 0 to the top speed.
    expect(rec.texts.filter((t) => /^facing [+]/.test(t))).toHaveLength(9);
    expect(drawCard(WIDOWMAKER).rec.texts.filter((t) => /^facing [+]/.test(t))).toHaveLength(11);
  });

  it('the model reads every number off the engine: hit locations, weapon rows, to-hit modifiers, drift and crash rows', () => {
    const card = vehicleCard({ ...input(), vehicle: { design: WIDOWMAKER, card: DEFAULT_CAR, driver: 'Max' } }, '#888888');
    expect(card.sections.map((s) => s.hitLocation.map((h) => h.text))).toEqual(
      (['front', 'centre', 'rear'] as const).map((s) =>
        DEFAULT_CAR.hitLocation[s].map((ids) => ids.map((id) => DEFAULT_CAR.components.find((c) => c.id === id)!.label).join(' / ')),
      ),
    );
    expect(card.weapons.map((w) => [w.name, w.counters, w.range, w.damage])).toEqual([
      ['Rocket', 2, '2d8', '2d8 − range'],
      ['MG rounds', 3, 'd8', 'd8−2 − range'],
      ['Flame', 1, '3', 'd8+3 − range'],
      ['Mines', 1, 'dropped', 'd8−2; d8−3 per tyre'],
      ['Oil', 1, 'dropped', '–'],
      ['Smoke', 1, 'dropped', '–'],
    ]);
    expect(card.toHit.map((m) => m.value)).toEqual(['+1', '−2', '−2', '−4']);
    expect(card.speed.track.map((c) => c.facing)).toEqual(['+0', '+0', '+0', '+0', '+1', '+2', '+2', '+3', '+3', '+3', '+3']);
    const drift = card.reference.find((t) => t.title === 'Drift table')!;
    expect(drift.rows).toHaveLength(DRIFT_TABLE.length);
    expect(drift.rows.at(-1)).toEqual(['9+', 'd8 · 3 per tyre']);
    expect(card.crashDamage).toHaveLength(CRASH_DAMAGE_TABLE.length);
    expect(card.crashDamage.filter((c) => c.stunned).map((c) => c.rv)).toEqual(['14', '15', '16', '17', '18+']);
    const facing = card.reference.find((t) => t.title === 'Final facing')!;
    expect(facing.rows).toEqual([
      ['1-4', 'Continue move. Facing: unchanged.'],
      ['5-11', 'Reduce speed to 0, turn ends. A bike in trees crashes into a tree. Facing: turned 45º (5), 90º (6-7), 135º (8-9), 180º (10-11) (gaps.md #1).'],
    ]);
    expect(card.crashDamage[0]).toEqual({ rv: '1', damage: 'd8−2', stunned: false });
  });

  it('Final facing (gaps.md #1): the house rule “unchanged” prints no turn; a bike sliding over from 5 prints from 5 (gaps.md #8)', () => {
    const settings = battlecarsSettingsSchema.parse({ finalFacing: 'unchanged', bikeSlidesOver: 'five-plus', bikeSlideDamage: 2 });
    const card = vehicleCard({ ...input(settings), vehicle: { design: HORNET, card: DEFAULT_BIKE, driver: 'T' } }, '#888888');
    const facing = card.reference.find((t) => t.title === 'Final facing')!;
    expect(facing.rows.map(([, effect]) => effect.split('Facing: ')[1])).toEqual(['unchanged.', 'unchanged.']);
    expect(facing.note).toMatch(/^A bike slides over from 5: 2 damage/);
  });

  it('a bike has no Gunnery Computer modifier when its card has none', () => {
    const noGc = structuredClone(DEFAULT_BIKE);
    noGc.components = noGc.components.filter((c) => c.kind !== 'gunneryComputer');
    noGc.hitLocation.centre = noGc.hitLocation.centre.map((ids) => ids.map((id) => (id === 'gunneryComputer' ? 'fuelTank' : id)));
    const card = vehicleCard({ ...input(), vehicle: { design: HORNET, card: noGc, driver: 'T' } }, '#888888');
    expect(card.toHit.map((m) => m.value)).toEqual(['−2', '−2', '−4']);
  });
});

describe('the printed card and roster on both papers', () => {
  const tempDir = useTempDir();

  for (const paper of ['a4', 'letter'] as const) {
    it(`${paper}: the roster page, then one page per vehicle card, every stat in its text`, async () => {
      const file = writePdf(tempDir(), `roster-${paper}.pdf`, await battlecarsRosterPdf(input(), { paper, printedAt: new Date('2026-11-26T12:00:00Z') }));
      const info = await pdfInfo(file);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      expect(info.pages).toBe(3);
      const [roster, car, bike] = (await pdfPageTexts(file)).map(oneLine);
      for (const words of ['Rust Rats', 'ASH FLATS · SEASON 2 · BATTLECARS ROSTER', 'Widowmaker', 'Hornet', 'Max Rockatansky', 'Trixie Vane'])
        expect(roster).toContain(words);
      expect(roster).toContain('F 4 · R 4 · sides 3/3/3');
      expect(roster).toContain('Front pod: Rocket ×2 · Turret: MG ×3');
      expect(roster).toContain('F 2 · R 2 · sides 1/1/1');
      expect(roster).toContain('Hit on the range dice ≥ the range (+1 with a Gunnery Computer).');
      for (const words of [
        'Widowmaker',
        'Max Rockatansky',
        'FRONT ARMOUR · 4',
        'REAR ARMOUR · 4',
        'Front pod fires front ±45º · 3 spaces',
        'Turret fires along any line · 3 spaces',
        'Left pod fires left ±45º · 2 spaces',
        'Rear pod fires rear ±45º · 3 spaces',
        'Front left tyre',
        'Gunnery Computer',
        'Fire Extinguisher',
        'Fuel Tank',
        'd8 +1 per damage, 7+ explodes (Flame, Rocket)',
        'A shell or rocket hitting a missile counter: d8 per round, 7+ detonates, unless a Gunnery Computer works (gaps.md #22).',
        'Driver · Max Rockatansky',
        'dead',
        '7 Front pod / Gunnery Computer',
        '8 Fire Extinguisher / Driver',
        'Target is a pedestrian',
        'Missile weapon fired through smoke',
        'Rocket',
        '2d8 − range',
        'd8−2 − range',
        'd8+3 − range',
        'Pistol',
        'to hit d8−2 · damage d8−4 − range',
        'Rifle',
        'Safe cornering speed: 45º 6 · 90º 4 · 135º 2 · 180º 1',
        'up 2 or down 4 at most, 0 to 10',
        'Drift table',
        'Crash/ram damage',
        'Head-On Ram',
        'Vehicle cards (gaps.md #4)',
      ])
        expect(car).toContain(words);
      for (const n of Array.from({ length: 11 }, (_, i) => i)) expect(car).toMatch(new RegExp(`\\b${n} facing [+]`));
      expect(bike).toContain('Hornet');
      expect(bike).toContain('Rider · Trixie Vane');
      expect(bike).not.toContain('Turret');
      for (const t of [roster, car, bike]) expect(t).not.toMatch(/NaN|undefined|null|Dethmetal|Dirty Wheels/);
      expect(car).toContain('Pitwall · Battlecars');
      await pdfPngs(file, `battlecars-${paper}`);
    });
  }

  it('the roster shows the drivers’ careers season by season where the league keeps them, and nothing of careers where it does not', async () => {
    const at = { paper: 'a4' as const, printedAt: new Date('2026-11-26T12:00:00Z') };
    const careers = {
      columns: ['Games', 'Wins', 'Losses', 'Drivers killed'],
      rows: [
        { driver: 'Max Rockatansky', season: 'Season 1', counts: [3, 2, 1, 2] },
        { driver: 'Max Rockatansky', season: 'Season 2', counts: [1, 0, 1, 0] },
        { driver: 'Max Rockatansky', season: 'All time', counts: [4, 2, 2, 2] },
      ],
    };
    const kept = oneLine((await pdfPageTexts(writePdf(tempDir(), 'kept.pdf', await battlecarsRosterPdf({ ...input(), careers }, at))))[0]!);
    expect(kept).toContain('Driver Season Games Wins Losses Drivers killed');
    expect(kept).toContain('Max Rockatansky Season 1 3 2 1 2 Max Rockatansky Season 2 1 0 1 0 Max Rockatansky All time 4 2 2 2');
    const none = oneLine((await pdfPageTexts(writePdf(tempDir(), 'none.pdf', await battlecarsRosterPdf(input(), at))))[0]!);
    expect(none).not.toContain('CAREERS');
  });

  it('one vehicle prints its card alone, on one page', async () => {
    const one = { ...input(), vehicles: [input().vehicles[0]!] };
    const file = writePdf(tempDir(), 'one.pdf', await battlecarsVehicleCardsPdf(one, { paper: 'letter', printedAt: new Date('2026-11-26T12:00:00Z') }));
    expect((await pdfInfo(file)).pages).toBe(1);
    const text = oneLine((await pdfPageTexts(file))[0]!);
    expect(text).toContain('Widowmaker');
    expect(text).not.toContain('Hornet');
  });

  it('the same input and date give the same bytes', async () => {
    const at = { paper: 'a4' as const, printedAt: new Date('2026-11-26T12:00:00Z') };
    expect((await battlecarsRosterPdf(input(), at)).equals(await battlecarsRosterPdf(input(), at))).toBe(true);
  });

  it('a loaded car card fits one page on US Letter, the smaller of the two', () => {
    const { height } = drawCard(WIDOWMAKER);
    expect(height).toBeLessThanOrEqual(PAPERS.letter.size[1] - MARGIN.bottom);
  });
});
