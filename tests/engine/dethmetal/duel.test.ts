/**
 * Dethmetal's duel (issue 23, gaps.md P6): two designs shooting each other through the match assistant's attack
 * calculator. Which weapons bear at a facing (the mount's arcs, gaps.md #28), a duel in which neither can fire (exact,
 * nothing changes), the labelled fallback to whole duels with seeded dice while the exact walk of Dethmetal's attack is
 * over its time, and its bad inputs.
 */
import { describe, expect, it } from 'vitest';
import { type DuelRules, duelSimulate } from '../../../src-shared/engine/core/odds';
import { SeededDice } from '../../../src-shared/engine/dice';
import { defaultDethmetalSettings, dethmetalDuel } from '../../../src-shared/engine/dethmetal';
import { DETHMETAL_DUEL_BUDGET, dethmetalDuelRules } from '../../../src-shared/engine/dethmetal/duel';
import { gunCar, soloGunCar } from '../../support/testCar';

const settings = defaultDethmetalSettings();
/** A 52-DP Machinegun car (light fixed front mount), its front armor 3 so that a Machinegun (PEN 0) can get through. */
const thin = (name: string) => soloGunCar(name, { armor: { front: 3, back: 4, left: 5, right: 5 } });

describe('Dethmetal duel (Part V, gaps.md P6)', () => {
  it('a fixed front Machinegun does not bear on a car off its left front: neither fires, the chain is exact and flat', () => {
    const r = dethmetalDuel(
      { a: { name: 'Red', design: thin('Red'), facing: 'left-front' }, b: { name: 'Blue', design: thin('Blue'), facing: 'rear' }, hexes: 3, turns: 4 },
      settings,
    );
    expect(r.weapons.a).toEqual([{ id: 'm1', name: 'Machinegun', fires: false, why: 'The Machinegun fires into front, not left-front' }]);
    expect(r.weapons.b[0]!.why).toBe('The Machinegun fires into front, not rear');
    expect(r.method).toBe('exact');
    expect(r.turns.map((t) => [t.aWins, t.bWins, t.neither])).toEqual([1, 2, 3, 4].map(() => [0, 0, 1]));
  });

  it('a Machinegun (PEN 0) against front armor 10 only deflects (Part V › Armor protection): the chain stays small and is exact, nobody wins', () => {
    const thick = soloGunCar('Blue', { armor: { front: 10, back: 10, left: 10, right: 10 } });
    const r = dethmetalDuel(
      { a: { name: 'Red', design: thin('Red'), facing: 'front' }, b: { name: 'Blue', design: thick, facing: 'rear' }, hexes: 2, turns: 10 },
      settings,
    );
    expect(r.weapons.a[0]!.fires).toBe(true);
    expect(r.method).toBe('exact');
    expect(r.turns.map((t) => [t.aWins, t.bWins, t.neither])).toEqual(r.turns.map(() => [0, 0, 1]));
  });

  it('a design with a gunner station gets a stock gunner: both crewmen are on its card', () => {
    const r = dethmetalDuel(
      { a: { name: 'Red', design: gunCar('Red'), facing: 'front' }, b: { name: 'Blue', design: thin('Blue'), facing: 'rear' }, hexes: 3, turns: 1 },
      settings,
      { chainBudget: 0, runs: 100 },
    );
    expect(r.weapons.a[0]!.fires).toBe(true);
    expect(r.weapons.b[0]!.fires).toBe(false);
    // Blue cannot fire back: Red alone can win.
    expect(r.turns[0]!.bWins).toBe(0);
  });

  it('past the exact chain’s budget of work, whole duels with seeded dice: labelled, chances in [0, 1], never falling, each with its standard error', () => {
    const r = dethmetalDuel(
      { a: { name: 'Red', design: thin('Red'), facing: 'front' }, b: { name: 'Blue', design: thin('Blue'), facing: 'front' }, hexes: 2, turns: 6 },
      settings,
      { chainBudget: 0, runs: 100 },
    );
    expect(r.method).toBe('sampled');
    expect(r.how).toMatch(/^sampled: .*100 whole duels/);
    let last = { aWins: 0, bWins: 0 };
    for (const [i, t] of r.turns.entries()) {
      for (const p of [t.aWins, t.bWins, t.neither]) expect(p).toBeGreaterThanOrEqual(0);
      expect(t.aWins).toBeGreaterThanOrEqual(last.aWins);
      expect(t.bWins).toBeGreaterThanOrEqual(last.bWins);
      expect(r.standardErrors![i]!.aWins).toBeCloseTo(Math.sqrt((t.aWins * (1 - t.aWins)) / 100), 12);
      last = t;
    }
    // Front armor 3 against a Machinegun at 2 hexes: some duels end within six turns.
    expect(r.turns[5]!.aWins + r.turns[5]!.bWins).toBeGreaterThan(0);
    expect(r.notModelled.map((n) => n.rule)).toContain('Part III › Turn Sequence (gaps.md P6)');
  });

  it('a whole duel’s shot played straight onto the cards leaves the cards its card changes make, shot by shot, hit or not', () => {
    const { rules, start } = dethmetalDuelRules(
      { a: { name: 'Red', design: thin('Red'), facing: 'front' }, b: { name: 'Blue', design: thin('Blue'), facing: 'front' }, hexes: 2, turns: 10 },
      settings,
    );
    let changed = 0;
    for (let duel = 0; duel < 40; duel++) {
      let s = start;
      // Phases 1 to 3 of the first turns, each side's shots in turn, until a car is out.
      for (let step = 0; step < 12 && !rules.out(s, 'a') && !rules.out(s, 'b'); step++) {
        const side = step % 2 === 0 ? 'a' : 'b';
        const shot = rules.nextShot(rules.beginPart!(s, (Math.floor(step / 2) % 3) + 1), side, (Math.floor(step / 2) % 3) + 1);
        if (!shot) break;
        const played = shot.play!(new SeededDice(duel, step * 100));
        expect(played).toEqual(shot.apply(shot.roll(new SeededDice(duel, step * 100))));
        if (JSON.stringify(played) !== JSON.stringify(s)) changed++;
        s = played;
      }
    }
    expect(changed).toBeGreaterThan(100);
  });

  it('two cars that both fire and only deflect (armor 10 against PEN 0) stay exact over twenty turns within the duel’s budget', () => {
    const thick = (name: string) => soloGunCar(name, { armor: { front: 10, back: 10, left: 10, right: 10 } });
    const input = {
      a: { name: 'Red', design: thick('Red'), facing: 'front' as const },
      b: { name: 'Blue', design: thick('Blue'), facing: 'front' as const },
      hexes: 2,
      turns: 20,
    };
    const r = dethmetalDuel(input, settings);
    expect(r.weapons.a[0]!.fires && r.weapons.b[0]!.fires).toBe(true);
    expect(r.method).toBe('exact');
    expect(r.turns.map((t) => t.neither)).toEqual(r.turns.map(() => 1));
    // The budget is what keeps it exact: a tenth of it is not enough for both cars' shots.
    expect(dethmetalDuel(input, settings, { chainBudget: DETHMETAL_DUEL_BUDGET.chainBudget / 10 }).method).toBe('sampled');
  });

  it('whole duels give the same curves when no card is ever the same object twice (what the duel knows by a card itself, it knows rightly)', () => {
    // A Light Rocket-pack (ROF 2) may not fire two phases in a row (Part V › Weapon characteristics › Rate of fire): after phase 1 neither car
    // fires in phase 2, and the same two cards have a shot in phase 3.
    const rockets = (name: string) =>
      soloGunCar(name, {
        armor: { front: 3, back: 4, left: 5, right: 5 },
        mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Light Rocket-pack' }],
      });
    const { rules, start } = dethmetalDuelRules(
      { a: { name: 'Red', design: rockets('Red'), facing: 'front' }, b: { name: 'Blue', design: rockets('Blue'), facing: 'front' }, hexes: 2, turns: 10 },
      settings,
    );
    type S = typeof start;
    // Every card a copy before the duel asks of it: the shots it no longer has and the idle turns it skips are then
    // worked out again from the card's fields every time.
    const copy = (s: S): S => structuredClone(s);
    const afresh: DuelRules<S> = {
      ...rules,
      nextShot: (s, side, part) => rules.nextShot(copy(s), side, part),
      endTurn: (s, turn) => rules.endTurn(copy(s), turn),
    };
    const known = duelSimulate(rules, start, 10, 80, 7);
    expect(duelSimulate(afresh, start, 10, 80, 7)).toEqual(known);
    // Many duels run out of ammunition and idle to the tenth turn (the turns whose shots are known by the cards).
    expect(known[9]!.neither).toBeGreaterThan(0.3);
  });

  it('refuses a range of 0 hexes and a duel of 0 turns in words', () => {
    const side = { name: 'Red', design: thin('Red'), facing: 'front' as const };
    expect(() => dethmetalDuel({ a: side, b: side, hexes: 0, turns: 3 }, settings)).toThrow('The range is 1 to 60 hexes');
    expect(() => dethmetalDuel({ a: side, b: side, hexes: 3, turns: 0 }, settings)).toThrow('A duel runs 1 to 20 turns');
  });
});
