/**
 * The race-combat match table (issue 25): intents resolved by the engine's calculators on the table, the fold of the
 * stored events into live car cards, and the meeting's result per race. Each rule's test is named after its section,
 * with the transcription's numbers; dice are given explicitly (FixedDice), one value per roll in the documented order.
 */
import { describe, expect, it } from 'vitest';
import { TableRefusal } from '../../../src-shared/engine/core/table';
import { defaultRacecombatSettings, FixedDice, type RacecombatSettings, table } from '../../../src-shared/engine/racecombat';
import { gunship, speedster } from './cars';

const { rcTableDef, rcEventSchema, meetingResult, rcOdds } = table;
type Now = table.RcTableNow;

const start = (): table.RcStartCar[] => [
  { vehicleId: 1, franchiseId: 10, name: 'Gunship', driverName: 'Ana', driverId: 100, gunnerName: 'Gus', gunnerId: 101, design: gunship() },
  { vehicleId: 2, franchiseId: 20, name: 'Speedster', driverName: 'Bo', driverId: 200, gunnerName: null, gunnerId: null, design: speedster() },
  { vehicleId: 3, franchiseId: 20, name: 'Speedster', driverName: 'Cy', driverId: 300, gunnerName: null, gunnerId: null, design: speedster() },
];

/** A table played as the service plays it: each intent resolved, its events checked by the schema and folded in. */
function play(settings: RacecombatSettings = defaultRacecombatSettings()) {
  const ctx: table.RcContext = { matchId: 1, number: 1, recorded: false, settings, lineUp: start };
  const events: table.RcEvent[] = [];
  let now: Now = rcTableDef.fold([], ctx);
  const act = (intent: table.RcIntentIn, dice: number[] = []) => {
    const parsed = table.rcIntentSchema.parse(intent);
    const r = rcTableDef.resolve!(now, parsed, new FixedDice(dice), ctx, events);
    for (const e of r.events) {
      events.push(rcEventSchema.parse(JSON.parse(JSON.stringify(e))));
      now = rcTableDef.reduce!(now, e, ctx);
    }
    return r.result;
  };
  return {
    act,
    get now() {
      return now;
    },
    events,
    refold: () => rcTableDef.fold(events, ctx),
    car: (id: number) => now.cars.get(id)!,
  };
}

const shot = { kind: 'shoot', firer: 1, weapon: 'frontMg', target: 2, arc: 'front', rangeInches: 10 } as const;

describe('Combat › To-hit roll (the table’s shoot)', () => {
  it('reads the target’s gear off its card: 4th −1, 9-12 inches −1, targeting computer +1; 10+ hits (gaps.md #1, #3)', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 4 });
    const miss = t.act(shot, [10]);
    expect(miss.steps[0]!.parts.map((p) => [p.label, p.value])).toEqual([
      ['1d20', 10],
      ['Target is in 4th gear', -1],
      ['9-12 inches range', -1],
      ['Targeting computer (Special Aim)', 1],
    ]);
    expect(miss.steps[0]!.dice[0]!.value).toBe(10);
    expect(miss.outcome).toBe('Miss');
    // One load crossed off: machine gun 10 loads by default (gaps.md #5).
    expect(t.car(1).state.ammunition.frontMg).toBe(9);
  });

  it('a given weapon may fire once per turn; the end of the turn frees it', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 3 });
    t.act(shot, [2]);
    expect(() => t.act(shot, [15])).toThrow(/A given weapon \(or linked set\) may fire once per turn/);
    t.act({ kind: 'endTurn' });
    expect(t.act(shot, [11]).outcome).toMatch(/^Hit/);
  });

  it('the target has to be in the arc of fire of the weapon; a turret covers all four', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 3 });
    expect(() => t.act({ ...shot, arc: 'left' }, [15])).toThrow(/arc of fire/);
    // The gunner fires the turret's laser into the left arc: 360°.
    const r = t.act({ ...shot, by: 'gunner', weapon: 'turretLaser', arc: 'left', rangeInches: 4 }, [9, 14, 14]);
    expect(r.outcome).toMatch(/^Hit/);
  });

  it('reaction fire is the same roll with its −2', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 3 });
    const r = t.act({ ...shot, rangeInches: 3, reaction: true }, [10]);
    expect(r.steps[0]!.parts.at(-1)).toMatchObject({ label: 'Reaction Fire: an additional -2 to the hit roll', value: -2 });
    expect(r.outcome).toBe('Miss');
  });

  it('a shot needs the target’s gear (Missing: gear dice, gaps.md #4)', () => {
    const t = play();
    expect(() => t.act(shot, [15])).toThrow(TableRefusal);
    expect(() => t.act(shot, [15])).toThrow(/Set Speedster #2's gear first/);
  });
});

describe('Combat › Effects of a hit › Body and Elimination', () => {
  it('armour first, then a 1d20 hit location per point; no engine wear points left eliminates the car, credited to the firer', () => {
    const t = play();
    // Speedster: body armour 4, engine 1. Six points: armour takes 4, locations 3 (Engine) and 15 (Bodywork).
    const r = t.act({ kind: 'hit', car: 2, damage: 6, by: 1 }, [3, 15]);
    expect(r.steps.map((s) => s.result)).toEqual(['6 damage: armour 4 took 4, 2 through', 'Engine -1', 'Body -1']);
    const c = t.car(2);
    expect(c.state.bodyArmour).toBe(0);
    expect(c.state.wear).toMatchObject({ engine: 0, body: 2 });
    expect(c.out).toEqual({ race: 1, lap: 1, turn: 1, act: 1, why: 'no engine wear points left', by: 1 });
    expect(t.now.outs).toEqual([{ ...c.out, car: 2 }]);
    expect(() => t.act({ kind: 'gear', car: 2, gear: 2 })).toThrow(/Speedster #2 is out of race 1 \(no engine wear points left\)/);
  });

  it('a weapon hit waits for the owner’s choice: loseWeapon takes the one chosen', () => {
    const t = play();
    const r = t.act({ kind: 'hit', car: 1, damage: 3 }, [1]);
    expect(r.notes.join(' ')).toMatch(/owning player selects which weapon is destroyed/);
    expect(t.car(1).state.weaponHitsToChoose).toBe(1);
    expect(() => t.act({ kind: 'loseWeapon', car: 1, weapon: 'rocket' })).toThrow(/has no working weapon “rocket”/);
    t.act({ kind: 'loseWeapon', car: 1, weapon: 'frontMg' });
    expect(t.car(1).state.weapons).toEqual(['turretLaser']);
  });

  it('Driver/Gunner: 2 hits kill the driver, and the car is out', () => {
    const t = play();
    t.act({ kind: 'crewHit', car: 3, who: 'driver', by: 1 });
    t.act({ kind: 'crewHit', car: 3, who: 'driver', by: 1 });
    expect(t.car(3).out).toMatchObject({ why: 'the driver is dead', by: 1 });
    expect(() => t.act({ kind: 'crewHit', car: 2, who: 'gunner' })).toThrow(/no living gunner/);
  });
});

describe('Dropped weapons', () => {
  it('dropping crosses off a load; running over spikes fails the avoid roll, the 2nd gear die on the tyres', () => {
    const t = play();
    t.act({ kind: 'drop', car: 1, weapon: 'rearMines' });
    expect(t.car(1).state.ammunition.rearMines).toBe(2);
    // Spikes avoid 12+ (1d20 + handling 2): 5 + 2 = 7 fails; the 2nd gear die shows 4: tyres 6 → 2.
    const r = t.act({ kind: 'enterDropped', car: 2, weapon: 'spikes' }, [5, 4]);
    expect(r.steps[0]!.result).toMatch(/failed by/);
    expect(t.car(2).state.wear.tyres).toBe(2);
  });

  it('a gear die shows only its faces: 1 is not on the 2nd gear die (gaps.md #4)', () => {
    const t = play();
    expect(() => t.act({ kind: 'enterDropped', car: 2, weapon: 'spikes' }, [5, 1])).toThrow(/2nd Gear die \(d6: 2-4\) shows 2, 3, 4: 1 is not on it/);
    expect(t.events).toHaveLength(0);
  });

  it('oil failed by 11+ spins out: no combat until it has moved off', () => {
    const t = play();
    t.act({ kind: 'gear', car: 1, gear: 3 });
    // Oil in a corner −4: 1 + 2 − 4 = −1, failed by 11 or more.
    const r = t.act({ kind: 'enterDropped', car: 2, weapon: 'oil', oil: 'corner' }, [1]);
    expect(r.outcome).toMatch(/spins out/);
    expect(t.car(2).spun).toBe(true);
    expect(() => t.act({ ...shot, firer: 2, target: 1 }, [15])).toThrow(/If a car spins then it may not conduct combat/);
  });

  it('smoke dissipates on 16+, a roll per cloud', () => {
    const t = play();
    expect(t.act({ kind: 'smoke', clouds: 2 }, [15, 16]).outcome).toBe('1 of 2 dissipates');
  });
});

describe('Ramming', () => {
  it('a rear-end ram: 1d20 + handling − handling + gear difference × 2; damage from the table by gear difference', () => {
    const t = play();
    t.act({ kind: 'gear', car: 1, gear: 4 });
    t.act({ kind: 'gear', car: 2, gear: 2 });
    const r = t.act({ kind: 'ram', rammer: 1, target: 2, ram: 'rear-end' }, [5, 2, 1, 14, 14, 14, 14, 14, 14, 14, 14]);
    expect(r.steps[0]!.parts.map((p) => p.value)).toEqual([5, 3, -2, 4]);
    expect(r.steps[0]!.result).toMatch(/^Ram: 10 against 10\+: rammed/);
    expect(r.notes).toContain('After any type of ram, no further manoeuvres are allowed, save for standard corner movement.');
    expect(t.car(2).state.bodyArmour).toBeLessThan(4);
  });

  it('the rammer’s movement: the target in the same or a higher gear ends it', () => {
    const t = play();
    t.act({ kind: 'gear', car: 1, gear: 2 });
    t.act({ kind: 'gear', car: 2, gear: 3 });
    expect(t.act({ kind: 'rammerMovement', rammer: 1, target: 2, movementLeft: 5 }).outcome).toMatch(/ended/);
  });
});

describe('League (house rules): a meeting of races (gaps.md #24, #25)', () => {
  it('the finishing order typed, the cars out after it, later first; the next race starts fresh', () => {
    const t = play();
    t.act({ kind: 'retire', car: 3, reason: 'gearbox' });
    expect(() => t.act({ kind: 'finishRace', order: [1] })).toThrow(/lacks Speedster #2/);
    expect(() => t.act({ kind: 'finishRace', order: [2, 1, 3] })).toThrow(/Speedster #3 went out of race 1/);
    t.act({ kind: 'finishRace', order: [2, 1] });
    expect(() => t.act({ kind: 'gear', car: 1, gear: 2 })).toThrow(/Race 1 is finished/);
    t.act({ kind: 'nextRace' });
    expect(t.now.clock).toEqual({ race: 2, lap: 1, turn: 1 });
    expect(t.car(3).out).toBeNull();
    t.act({ kind: 'hit', car: 2, damage: 5, by: 1 }, [3]);
    t.act({ kind: 'endTurn', lap: 2 });
    t.act({ kind: 'hit', car: 3, damage: 5, by: 1 }, [3]);
    expect(() => t.act({ kind: 'nextRace' })).toThrow(/no finishing order yet/);
    t.act({ kind: 'finishRace', order: [1] });
    const m = meetingResult(t.now);
    expect(m.state).toBe('between');
    expect(m.races.map((r) => r.entrants.map((e) => [e.personId, e.placing, e.stats]))).toEqual([
      [
        [200, 1, {}],
        [100, 2, {}],
        [300, 3, { eliminations: 1, outLap: 1, outTurn: 1 }],
      ],
      // Cy went out on lap 2, after Bo on lap 1: Cy is placed above him.
      [
        [100, 1, {}],
        [300, 2, { eliminations: 1, outLap: 2, outTurn: 2 }],
        [200, 3, { eliminations: 1, outLap: 1, outTurn: 1 }],
      ],
    ]);
    expect(t.now.outs.map((o) => [o.race, o.car, o.by, o.lap])).toEqual([
      [1, 3, null, 1],
      [2, 2, 1, 1],
      [2, 3, 1, 2],
    ]);
  });

  it('carried over: what a car lost stays lost into the next race, its weapons reloaded', () => {
    const t = play({ ...defaultRacecombatSettings(), carryOver: 'carry' });
    t.act({ kind: 'hit', car: 1, damage: 3 }, [15]);
    t.act({ kind: 'drop', car: 1, weapon: 'rearMines' });
    t.act({ kind: 'finishRace', order: [1, 2, 3] });
    t.act({ kind: 'nextRace' });
    expect(t.car(1).state.bodyArmour).toBe(0);
    expect(t.car(1).state.wear.body).toBe(2);
    expect(t.car(1).state.ammunition.rearMines).toBe(3);
  });

  it('a correction changes a card, says why, and may put a car back in the race', () => {
    const t = play();
    t.act({ kind: 'hit', car: 2, damage: 5 }, [3]);
    expect(t.car(2).out).not.toBeNull();
    const r = t.act({ kind: 'correct', car: 2, change: 'wear', at: 'engine', value: 1, reason: 'rolled on the wrong car' });
    expect(r.outcome).toBe('Engine wear points 0 → 1; back in the race');
    expect(t.car(2).out).toBeNull();
    expect(t.now.outs).toEqual([]);
    expect(() => t.act({ kind: 'correct', car: 2, change: 'wear', at: 'engine', value: 4, reason: 'typo here' })).toThrow(/1 wear points at most/);
  });
});

describe('The fold', () => {
  it('the stored events replay to the same live cards', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 3 });
    t.act(shot, [12, 15]);
    t.act({ kind: 'hit', car: 3, damage: 6, by: 1 }, [10, 20]);
    const again = t.refold();
    expect([...again.cars.values()]).toEqual([...t.now.cars.values()]);
    expect(again.outs).toEqual(t.now.outs);
    expect(t.events[0]!.t).toBe('start');
    expect(t.events.map((e) => rcTableDef.kindOf(e))).toEqual(['rc.start', 'rc.gear', 'rc.shoot', 'rc.hit']);
  });
});

describe('Odds at the table', () => {
  it('a shot’s odds run the table’s own resolver: 3rd gear at 10 inches with a computer hits on 10+ (11/20)', () => {
    const t = play();
    t.act({ kind: 'gear', car: 2, gear: 3 });
    const o = rcOdds(t.now, table.rcIntentSchema.parse(shot), defaultRacecombatSettings());
    expect(o.method).toBe('exact');
    const hit = o.questions.find((q) => q.id === 'hit')!;
    expect(hit.outcomes.find((x) => x.value === true)!.fraction).toBe('11/20');
  });

  it('a hit’s locations walked once per item their row names: the same fractions as face by face, in fewer nodes', () => {
    const t = play();
    // The Gunship (body armour 2, a gunner, two weapons and mines) takes 5: 3 internal points.
    const hit = table.rcIntentSchema.parse({ kind: 'hit', car: 1, damage: 5, by: 2 });
    const classed = rcOdds(t.now, hit, defaultRacecombatSettings());
    const faceByFace = rcOdds(t.now, hit, defaultRacecombatSettings(), { classes: undefined });
    expect([classed.method, faceByFace.method]).toEqual(['exact', 'exact']);
    expect(classed.questions).toEqual(faceByFace.questions);
    expect(classed.runs).toBeLessThan(faceByFace.runs);
  });

  it('a refused intent is refused by the odds too', () => {
    const t = play();
    expect(() => rcOdds(t.now, table.rcIntentSchema.parse(shot), defaultRacecombatSettings())).toThrow(TableRefusal);
  });
});

describe('Odds of heavy hits (gaps.md #29)', () => {
  it('past the exact walk’s budget the odds are sampled, and say so', () => {
    const t = play();
    const o = rcOdds(t.now, table.rcIntentSchema.parse({ kind: 'hit', car: 2, damage: 20 }), defaultRacecombatSettings(), { samples: 300, seed: 7 });
    expect(o.method).toBe('sampled');
    expect(o.samples).toBeGreaterThanOrEqual(100);
    const out = o.questions.find((q) => q.id === 'eliminated')!;
    expect(out.outcomes[0]!.standardError).not.toBeNull();
  });
});
