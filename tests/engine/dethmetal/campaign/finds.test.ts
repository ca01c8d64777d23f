import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { rollTinkering, rollWorldTrade, tinkerersFor, type Tinkerer } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

const talent: Tinkerer = { source: 'Tinkerer: Bob', successFrom: 6 };
const gunMaker: Tinkerer = { source: 'Gun manufacturer', successFrom: 5, keeps: ['weapon', 'electronics'] };

describe('Part VI › Shopping › World Trade Table', () => {
  it('11-13 Ram-guard: 15 + 2d6k, dice 7 → 22k', () => {
    const item = rollWorldTrade(new FixedDice([12, 7]), [], settings());
    expect(item).toMatchObject({ name: 'Ram-guard', cost: 22, price: 22, path: [] });
  });
  it('14-16 Rare weapon, sub-roll 3 → AT Gun Δ, 70 + 4d6k, dice 14 → 84k; Gun manufacturer −10% → 76k (75.6)', () => {
    const item = rollWorldTrade(new FixedDice([15, 3, 14]), ['Gun manufacturer'], settings());
    expect(item).toMatchObject({ name: 'AT Gun Δ', path: ['Rare weapon'], category: 'weapon', cost: 84, price: 76, stats: 'HVY R1 P4 F1d2 S1-3 L4-7 M18 A5' });
  });
  it('25-31 includes 31 (gaps.md #4): Rare rockets 5 → ATGM, "30 + 4d6" in k (gaps.md #73), dice 12 → 42k, no weapon discount', () => {
    const item = rollWorldTrade(new FixedDice([31, 5, 12]), ['Gun manufacturer'], settings());
    expect(item).toMatchObject({ name: 'Anti-Tank Guided Missile', category: 'expendable', cost: 42, price: 42 });
  });
  it('42-44 Rare tires: carcass 5 Solid, tread 2 Street Performance; 2 × 8k + 2d6k (6) = 22k (gaps.md #74)', () => {
    const item = rollWorldTrade(new FixedDice([43, 5, 2, 6]), [], settings());
    expect(item).toMatchObject({ name: 'Rare tires', characteristics: { Carcass: 'Solid', Tread: 'Street Performance' }, cost: 22 });
  });
  it('45-52 Expendable armors 3-4 has no entry: re-rolled (gaps.md #73); 6 → Reactive armor, 20 + 3d6k (10) = 30k', () => {
    const dice = new FixedDice([46, 3, 6, 10]);
    expect(rollWorldTrade(dice, [], settings())).toMatchObject({ name: 'Reactive armor', cost: 30 });
    expect(dice.log[2]!.rerollOf).toBe(1);
  });
  it('house rule: Expendable armors 3-4 finds nothing', () => {
    expect(rollWorldTrade(new FixedDice([46, 4]), [], settings({ expendableArmorsGap: 'nothingFound' }))).toBeNull();
  });
  it('56-62 New contract: 70 + 6d6k (21) = 91k, sponsor type rolled first (D66 21 → Medical services)', () => {
    expect(rollWorldTrade(new FixedDice([61, 21, 21]), [], settings())).toMatchObject({ name: 'New contract', cost: 91, sponsor: 'Medical services' });
  });
});

describe('Part I › Tinkerer and Part VI › Tinkering and Experimental Tables', () => {
  it('the Tinkerer talent finishes a project only on a 6', () => {
    const dice = new FixedDice([5]);
    expect(rollTinkering(dice, talent, [], settings(), 'k')).toBeNull();
    expect(dice.log).toHaveLength(1);
  });
  it('6, then 1 (weapon), 4 (heavy mount), 3 → Pulsed laser, 80 + 5d6k (17) = 97k', () => {
    const item = rollTinkering(new FixedDice([6, 1, 4, 3, 17]), talent, [], settings(), 'k');
    expect(item).toMatchObject({ name: 'Pulsed laser', path: ['Experimental Weapon system', 'Heavy mount'], cost: 97, price: 97, source: 'Tinkerer: Bob' });
  });
  it('Heat Seeking Rockets: type 6 = heavy, 3 × 6k + 2d6k (8) = 26k (gaps.md #75)', () => {
    const item = rollTinkering(new FixedDice([6, 2, 5, 4, 6, 8]), talent, [], settings(), 'k');
    expect(item).toMatchObject({ name: 'Heat Seeking Rockets', characteristics: { 'Rocket type': 'heavy' }, cost: 26 });
  });
  it('Booster Rockets: ammo 1d3 and burn duration 1d3 rolled on finding (gaps.md #75), 5 + 2d6k (4) = 9k', () => {
    const item = rollTinkering(new FixedDice([6, 2, 6, 1, 3, 1, 4]), talent, [], settings(), 'k');
    expect(item).toMatchObject({ name: 'Booster Rockets', characteristics: { Ammo: 3, 'Burn duration (turns)': 1 }, cost: 9 });
  });
  it('Engineering firm succeeds on 5: 3 (engine), 1 → Super efficient injectors, +1d3 fuel (2), 30 + 3d6k (9) = 39k', () => {
    const item = rollTinkering(new FixedDice([5, 3, 1, 2, 9]), { source: 'Engineering firm', successFrom: 5 }, [], settings(), 'k');
    expect(item).toMatchObject({ name: 'Super efficient injectors', characteristics: { 'Fuel points': 2 }, cost: 39 });
  });
  it('Gun manufacturer: a non-weapon, non-electronics first roll counts as failed, with no further roll (gaps.md #76)', () => {
    const dice = new FixedDice([5, 3]);
    expect(rollTinkering(dice, gunMaker, ['Gun manufacturer'], settings(), 'k')).toBeNull();
    expect(dice.log).toHaveLength(2);
  });
  it('Gun manufacturer keeps electronics (6, 2 → Autonomous Target System 50 + 4d6k (10) = 60k, no discount)', () => {
    expect(rollTinkering(new FixedDice([6, 6, 2, 10]), gunMaker, ['Gun manufacturer'], settings(), 'k')).toMatchObject({
      name: 'Autonomous Target System',
      cost: 60,
      price: 60,
    });
  });
  it('Gun manufacturer keeps weapons and sells them 10% off: Laser 50 + 4d6k (12) = 62k → 56k', () => {
    expect(rollTinkering(new FixedDice([5, 1, 1, 1, 12]), gunMaker, ['Gun manufacturer'], settings(), 'k')).toMatchObject({
      name: 'Laser',
      cost: 62,
      price: 56,
    });
  });
  it('who tinkers: each Tinkerer competitor (on 6), the Gun manufacturer and the Engineering firm (on 5)', () => {
    expect(tinkerersFor(['Bob'], ['Oil company', 'Gun manufacturer', 'Engineering firm'])).toEqual([
      { source: 'Tinkerer: Bob', successFrom: 6 },
      { source: 'Gun manufacturer', successFrom: 5, keeps: ['weapon', 'electronics'] },
      { source: 'Engineering firm', successFrom: 5 },
    ]);
  });
});
