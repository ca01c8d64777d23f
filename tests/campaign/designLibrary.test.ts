/**
 * The design library (designs.save / designs.list / designs.delete): templates saved in the league file, checked
 * against the engine's design schema with every bad field named, one journal entry each (undoable). And the one DP
 * figure (Sponsor effect table › Car manufacturer: "+3 DPC bonus"): the printed sheet reads the same budget + bonus as
 * the garage's car card.
 */
import { describe, expect, it } from 'vitest';
import { car } from '../../src-shared/engine/dethmetal';
import { carSheetModel } from '../../src-main/sheets/dethmetal/car/model';
import { sheetsFor } from '../../src-main/sheets/dethmetal/document';
import { useTempDir } from '../support/tempLeague';
import { founding, gunCar, newLeague } from './support';

const tempDir = useTempDir();

describe('design library', () => {
  it('saves a design as a template, lists it by name, refuses a second template of the same name, and undoes', async () => {
    const league = await newLeague(tempDir(), 3);
    const stock = car.STOCK_DESIGNS[1]!.design;
    const saved = await league.call('designs.save', { name: 'Rockets', design: stock });
    expect(saved).toMatchObject({ name: 'Rockets', design: stock });
    await league.call('designs.save', { name: 'A gun car', design: gunCar('Gun') });
    expect((await league.call('designs.list', {})).map((t) => t.name)).toEqual(['A gun car', 'Rockets']);

    const taken = await league.refuse('designs.save', { name: 'rockets', design: stock });
    expect(taken.message).toBe('The design library already has a template named “Rockets”.');

    await league.call('journal.undo', {});
    expect((await league.call('designs.list', {})).map((t) => t.name)).toEqual(['Rockets']);
    await league.call('designs.delete', { id: saved.id });
    expect(await league.call('designs.list', {})).toEqual([]);
  });

  it('refuses what is not a design, naming each bad field, and saves nothing', async () => {
    const league = await newLeague(tempDir(), 3);
    const bad = { ...gunCar('Bad'), enginePower: 7.5, armor: { front: 'six', back: 4, left: 5, right: 5 } };
    const error = await league.refuse('designs.save', { name: 'Bad', design: bad });
    expect(error.kind).toBe('validation');
    const paths = 'issues' in error ? error.issues.map((i) => i.path.join('.')) : [];
    expect(paths).toEqual(expect.arrayContaining(['design.enginePower', 'design.armor.front']));
    expect(await league.call('designs.list', {})).toEqual([]);
  });
});

describe('Sponsor effect table › Car manufacturer: one DP figure', () => {
  it('a car bought with the Car manufacturer bonus prints spent / 63 on its sheet, as the garage shows', async () => {
    const league = await newLeague(tempDir(), 5);
    await league.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
    const f = await league.call('franchise.found', founding('Rust Belt Reapers', '#aa5500', { sponsors: ['Car manufacturer', 'Oil company', 'Tire company'] }));
    const details = await league.call('franchise.details', { id: f.franchise.id });
    const v = details.vehicles[0]!;
    expect(v.bonusDp).toBe(3);
    const garageFigure = car.designPointBudget(v.design.budget, v.bonusDp);
    expect(garageFigure).toBe(63);
    const [sheet] = sheetsFor(league.session.league, { kind: 'car', vehicleId: v.id }).sheets;
    if (sheet?.kind !== 'car') throw new Error('expected a car sheet');
    expect(carSheetModel(sheet.car).designPoints).toEqual({ spent: v.derived.designPoints.spent, budget: 63 });
    // The sheet fields of the car (garage view, `league car check --bonus-dp 3`) read the same figure.
    const spent = v.derived.designPoints.spent;
    expect(v.sheet.find((f) => f.label === 'Design points')?.value).toBe(`${spent} of 63 DP`);
    const checked = await league.call('garage.check', { design: v.design, sponsorBonusDp: 3 });
    expect(checked.sheet.find((f) => f.label === 'Design points')?.value).toBe(`${spent} of 63 DP`);
  });
});
