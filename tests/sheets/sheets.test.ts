import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { car } from '../../src-shared/engine/dethmetal';
import { carSheetModel } from '../../src-main/sheets/dethmetal/car/model';
import { renderSheets, type DocumentMeta } from '../../src-main/sheets/documents';
import { driverSheetModel } from '../../src-main/sheets/dethmetal/driver/model';
import { useTempDir } from '../support/tempLeague';
import { carSheet, driverSheet, loadedCar, plainCar, settings, veteran } from './fixtures';
import { pdfInfo, pdfPageTexts, pdfPngs, pdfText, writePdf } from './pdfTools';

const meta = (paper: 'a4' | 'letter' = 'a4'): DocumentMeta => ({
  title: 'Test sheets',
  league: 'Spring Dethmetal League',
  paper,
  printedAt: new Date('2026-03-01T12:00:00Z'),
});
/** The extracted text breaks lines where the layout does; compare on single spaces. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('car sheet (Part II › Final characteristics; Part IV; Part V)', () => {
  const temp = useTempDir();

  it('prints a plain car on one page with its name, franchise, characteristics, speed chart, boxes and reference tables', async () => {
    const file = writePdf(temp(), 'plain.pdf', await renderSheets(meta(), [carSheet(plainCar({ name: 'Rustbucket' }))]));
    expect(await pdfInfo(file)).toEqual({ pages: 1, size: '595.28 x 841.89' });
    const text = flat(await pdfText(file));
    for (const expected of [
      'Rustbucket',
      'Spring Dethmetal League · Car sheet · Rust Belt Reapers · Rustbucket',
      '1 (power ÷ weight 1, gearing 0)',
      '24 = armor 20 + toughness 4',
      'SPEED CHART',
      'Machinegun',
      'Damage table',
      'Vehicle destroyed',
      'Tire damage',
      'Loss of control',
      'Rollover',
      'Gunnery modifiers',
      'page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await pdfPngs(file, 'car-plain')).every((p) => existsSync(p) && statSync(p).size > 5000)).toBe(true);
  });

  it('prints every weapon with mount, arc, ROF, PEN, fire, ranges, and components and devices with their rules text and RISK lines', async () => {
    const file = writePdf(temp(), 'loaded.pdf', await renderSheets(meta(), [carSheet(loadedCar())]));
    const text = flat(await pdfText(file));
    expect(text).toContain('Heavy Machinegun · linked A');
    expect(text).toContain('Heavy Δ · Turret');
    expect(text).toContain('Rocket · Swivel, left-front');
    expect(text).toContain('fires: left-rear, left-front, front');
    expect(text).toMatch(/Railgun 1 6 1d3 1-3 4-7 18/);
    expect(text).toContain('Ignore fuel tank damage on a die roll of 5 or 6');
    expect(text).toContain('Super efficient injectors (+2 fuel points (rolled when found))');
    expect(text).toContain("RISK: Roll a die when fired; on a '1' the projectile will weld itself to the barrel");
    expect(text).toContain('Decreased suspension travel: +1 handling; obstacle hazards +1; road hazards +1');
    expect((await pdfInfo(file)).pages).toBeGreaterThanOrEqual(1);
    await pdfPngs(file, 'car-loaded');
  });

  it('Part V › Damage table: the track holds 7 × Toughness boxes, a critical every Toughness (1d6 + criticals already taken)', () => {
    const design = plainCar({ toughness: 3 });
    const m = carSheetModel({ franchise: 'F', design, derived: car.deriveCar(design, settings.car) });
    expect(m.damage).toEqual({ toughness: 3, boxes: 21, criticalEvery: 3, criticals: 7 });
  });

  it('Part V › Tire damage: a penalty box every tire Toughness; Part II › Fuel Points: one box per fuel point', () => {
    const design = plainCar({ tires: { type: 'puncture-resistant', tread: 'traction', rare: false } });
    const derived = car.deriveCar(design, settings.car);
    const m = carSheetModel({ franchise: 'F', design, derived });
    expect(m.tires.penaltyEvery).toBe(3);
    expect(m.tires.boxes % 3).toBe(0);
    expect(m.fuelPoints).toBe(derived.fuelPoints.total);
  });

  it('Part IV › Acceleration Speed Bands (gearing −1): the chart is the engine’s, speed 0 to the top speed with fuel', () => {
    const design = plainCar({ gearing: -1 });
    const derived = car.deriveCar(design, settings.car);
    const m = carSheetModel({ franchise: 'F', design, derived });
    expect(m.speedChart.map((r) => r.acceleration)).toEqual(derived.speedChart.map((r) => r.acceleration));
    expect(m.speedChart.at(-1)!.speed).toBe(derived.topSpeedWithFuel);
    expect(m.speedChart[5]).toMatchObject({ speed: 5, band: '+1', movementDice: '1d3' });
  });
});

describe('driver sheet (Part I)', () => {
  const temp = useTempDir();

  it('prints traits base and effective, level, XP with the next threshold, talents and quirks with their rules, fatigue and wounds', async () => {
    const file = writePdf(temp(), 'driver.pdf', await renderSheets(meta(), [driverSheet(veteran())]));
    expect((await pdfInfo(file)).pages).toBe(1);
    const text = flat(await pdfText(file));
    for (const expected of [
      'Reginald “Reg” Łukasz',
      '3 (+1 to roll)',
      '14 XP · next level at 18 XP (4 to go)',
      'Spring Dethmetal League · Driver sheet · Rust Belt Reapers · Reginald “Reg” Łukasz',
      'Arthritic -1, Flesh wounds (1) -1',
      'Fatigue (1 point) -1, Flesh wounds (1) -1',
      'Driving ability 4 2 * Arthritic',
      'Gunnery skill 3 1 * Fatigue',
      'Initiative 3 2 * Flesh wounds',
      'Toughness 4 4 —',
      'Mechanic × 2, repair skill 4',
      'Crack shot',
      'Once per turn you may re-roll any damage or armor penetration roll made',
      'In effect: before each match roll 1d6: misses it on 1 or 2; retires at the end of the season',
      'FATIGUE',
      'FLESH WOUNDS',
      'Carried: −1 Gunnery skill',
    ]) {
      expect(text).toContain(expected);
    }
    await pdfPngs(file, 'driver');
  });

  it('Part V › Damage table › Crew compartment: the wound boxes end where the lowest of D, G and I reaches 0', () => {
    const m = driverSheetModel({ franchise: 'F', driver: veteran(), settings: settings.driver });
    // Gunnery 3 − fatigue 1 = 2 before wounds: the second wound takes it to 0.
    expect(m.wounds).toEqual({ boxes: 2, taken: 1 });
    expect(m.nextLevelAt).toBe(18);
    expect(m.pendingAdvancements).toBe(1);
  });
});

describe('batch documents', () => {
  const temp = useTempDir();

  it('puts cars and drivers in one PDF in order, on US Letter when asked, identical bytes for identical input', async () => {
    const sheets = [carSheet(plainCar({ name: 'Alpha' })), carSheet(plainCar({ name: 'Bravo' })), driverSheet(veteran())];
    const a = await renderSheets(meta('letter'), sheets);
    const b = await renderSheets(meta('letter'), sheets);
    expect(a.equals(b)).toBe(true);
    const file = writePdf(temp(), 'batch.pdf', a);
    expect(await pdfInfo(file)).toEqual({ pages: 3, size: '612 x 792' });
    const pages = (await pdfPageTexts(file)).map(flat);
    expect(pages[0]).toContain('Alpha');
    expect(pages[1]).toContain('Bravo');
    expect(pages[2]).toContain('Driver sheet · Rust Belt Reapers · Reginald');
  });
});
