/**
 * The race-combat car editor's choices (src-renderer/screens/racecombat/team/carModel.ts): each control is judged by
 * the engine's validate before it is offered, so the editor disables an illegal one with the rule's words and section.
 * Numbers from the league's house rules (settings.ts defaults: 20 wear points to share out, a budget of 30).
 */
import { describe, expect, it } from 'vitest';
import { defaultRacecombatSettings, derive, validate } from '../../../src-shared/engine/racecombat';
import {
  budgetMeter,
  droppedChoices,
  fittingChoices,
  freeId,
  newCarDesign,
  settingsFromHouseRules,
  stepChoices,
  wearMeter,
  weaponChoices,
  withCount,
  withFitting,
  withWeapon,
  withoutWeapon,
} from '../../../src-renderer/screens/racecombat/team/carModel';

const settings = defaultRacecombatSettings();
const car = () => newCarDesign('Widowmaker', settings);

describe('a new car', () => {
  it('starts legal with the league’s wear points of a new car (Combat › Damage effects, gaps.md #6)', () => {
    const d = car();
    expect(validate(d, settings)).toEqual([]);
    expect(d.wearPoints).toEqual({ tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 });
    expect(wearMeter(d, settings)).toMatchObject({ spent: 20, of: 20, over: false });
  });
  it('reads the league’s settings from its house rules, a changed one taken', () => {
    const s = settingsFromHouseRules([
      { key: 'wearPointTotal', value: 24 },
      { key: 'budget', value: null },
    ]);
    expect(s.wearPointTotal).toBe(24);
    expect(s.budget).toBeNull();
    expect(s.toHitTarget).toBe(10);
  });
});

describe('Combat › Damage effects (gaps.md #6): wear points shared out', () => {
  it('refuses a wear point over the league’s total of 20, in the rule’s words', () => {
    const up = stepChoices(car(), settings, { kind: 'wear', component: 'tyres' }).up;
    expect(up.reason).toBe('A car shares out at most 20 wear points. Widowmaker has 21.');
    expect(up.rule).toBe('Combat › Damage effects (gaps.md #6)');
  });
  it('refuses a component below 1 wear point', () => {
    const d = withCount(car(), { kind: 'wear', component: 'handling' }, 1);
    const down = stepChoices(d, settings, { kind: 'wear', component: 'handling' }).down;
    expect(down.reason).toBe('Each component has at least 1 wear point. Handling has 0.');
  });
  it('lets a point move: one off the tyres, then one onto the brakes', () => {
    const less = stepChoices(car(), settings, { kind: 'wear', component: 'tyres' }).down;
    expect(less.reason).toBeNull();
    const brakes = stepChoices(less.value, settings, { kind: 'wear', component: 'brakes' }).up;
    expect(brakes.reason).toBeNull();
    expect(wearMeter(brakes.value, settings).spent).toBe(20);
  });
  it('lets a car over the total (a house rule lowered since) come down, but not go further up', () => {
    const over = withCount(car(), { kind: 'wear', component: 'tyres' }, 9); // 23 of 20
    expect(wearMeter(over, settings)).toMatchObject({ spent: 23, over: true });
    const steps = stepChoices(over, settings, { kind: 'wear', component: 'tyres' });
    expect(steps.down.reason).toBeNull();
    expect(steps.up.reason).toBe('A car shares out at most 20 wear points. Widowmaker has 24.');
  });
});

describe('League (house rules) › budget (gaps.md #23)', () => {
  it('counts each item at its cost: heavy rocket 6, turret 3, 4 body armour 4 = 13 of 30', () => {
    let d = withFitting(car(), 'turret', true);
    d = withWeapon(d, 'heavyRocket', 'turret');
    d = withCount(d, { kind: 'bodyArmour' }, 4);
    const m = budgetMeter(derive(d, settings), settings);
    expect(m).toMatchObject({ spent: 13, of: 30, over: false });
  });
  it('refuses the weapon that would spend past the budget, naming the spend', () => {
    let d = withWeapon(car(), 'laser', 'front');
    for (let i = 0; i < 4; i++) d = withWeapon(d, 'heavyRocket', 'front'); // 4 + 24 = 28
    const choices = weaponChoices(d, settings, 'front');
    expect(choices.find((c) => c.value === 'machineGun')?.reason).toBeNull(); // 30
    expect(choices.find((c) => c.value === 'heavyRocket')).toMatchObject({
      reason: 'A car spends at most 30 equipment points. Widowmaker spends 34.',
      rule: 'League (house rules) (gaps.md #23)',
    });
    expect(droppedChoices(d, settings, 'rear').map((c) => [c.value, c.reason === null])).toEqual([
      ['mines', true],
      ['spikes', true],
      ['oil', true],
      ['smoke', true],
    ]);
  });
  it('offers every weapon with no budget at all', () => {
    let d = car();
    const none = { ...settings, budget: null };
    for (let i = 0; i < 8; i++) d = withWeapon(d, 'heavyRocket', 'front');
    expect(weaponChoices(d, none, 'rear').every((c) => c.reason === null)).toBe(true);
  });
});

describe('Combat › Fire arcs: a turret weapon needs a turret', () => {
  it('refuses a weapon in the turret of a car without one, and taking off a turret that carries one', () => {
    const d = car();
    expect(weaponChoices(d, settings, 'turret')[0]).toMatchObject({
      reason: 'Turrets, of course, have a full 360 degree arc of fire: a turret weapon needs a turret. Widowmaker has no turret for its Machine gun.',
      rule: 'Combat › Fire arcs',
    });
    const armed = withWeapon(withFitting(d, 'turret', true), 'laser', 'turret');
    expect(fittingChoices(armed, settings).find((c) => c.value === 'turret')?.rule).toBe('Combat › Fire arcs');
    // Once the turret's weapon is off, the turret may go.
    const bare = withoutWeapon(armed, armed.weapons[0]!.id);
    expect(fittingChoices(bare, settings).find((c) => c.value === 'turret')?.reason).toBeNull();
  });
});

describe('Combat › Gunners (gaps.md #14) and Combat › Driver/Gunner (gaps.md #10)', () => {
  it('refuses a gunner’s targeting computer without a gunner', () => {
    expect(fittingChoices(car(), settings).find((c) => c.value === 'computerGunner')).toMatchObject({
      reason: 'Both a gunner and driver must have a targeting computer to gain the effects: a gunner’s computer needs a gunner. Widowmaker has no gunner.',
      rule: 'Combat › Gunners (gaps.md #14)',
    });
  });
  it('refuses taking the gunner out while the gunner wears armour', () => {
    const d = withCount(withFitting(car(), 'gunner', true), { kind: 'crewArmour', who: 'gunner' }, 1);
    expect(fittingChoices(d, settings).find((c) => c.value === 'gunner')?.rule).toBe('Combat › Driver/Gunner (gaps.md #10)');
    expect(stepChoices(car(), settings, { kind: 'crewArmour', who: 'gunner' }).up.rule).toBe('Combat › Driver/Gunner (gaps.md #10)');
  });
  it('gives a new weapon the first free id of its kind', () => {
    const d = withWeapon(withWeapon(car(), 'machineGun', 'front'), 'machineGun', 'rear');
    expect(d.weapons.map((w) => w.id)).toEqual(['machineGun1', 'machineGun2']);
    expect(freeId(withoutWeapon(d, 'machineGun1'), 'machineGun')).toBe('machineGun1');
  });
});
