/**
 * The battlecars match table (engine/battlecars/table): each intent resolved by the calculators on the table with the
 * dice given explicitly (FixedDice: one value per roll in the order the rules roll, a 2d8 as its sum), folded into the
 * live cards, and the game's result (gaps.md #23). A test per rule, named after its section.
 */
import { describe, expect, it } from 'vitest';
import { TableRefusal } from '../../../src-shared/engine/core/table';
import { SeededDice, table } from '../../../src-shared/engine/battlecars';
import { bcTableDef, CTX, dice, play, S } from './tableLineUp';

const refusal = (fn: () => unknown): TableRefusal => {
  try {
    fn();
  } catch (e) {
    if (e instanceof TableRefusal) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('Setting up: the game starts from its line-up', () => {
  it('the first intent stores the line-up; a fold of the stored events gives the same table', () => {
    const { events, now } = play([[{ kind: 'speeds', speeds: [{ vehicle: 1, speed: 2 }] }, []]]);
    expect(events.map((e) => bcTableDef.kindOf(e))).toEqual(['bc.start', 'bc.speeds']);
    const refolded = bcTableDef.fold(events, { ...CTX, lineUp: () => [] });
    expect(refolded.vehicles.get(1)!.speed).toBe(2);
    expect(now.vehicles.get(1)!.speed).toBe(2);
    expect(now.drivers.get(2)!.status).toBe('aboard');
  });
});

describe('Game turn step 1: speed counters (gaps.md #2)', () => {
  it('accelerates by 2 at most and slows by 4 at most (the house defaults)', () => {
    const now = bcTableDef.fold([], CTX);
    const r = refusal(() => new table.BcResolver(now, S, dice()).resolve(table.bcIntentSchema.parse({ kind: 'speeds', speeds: [{ vehicle: 1, speed: 3 }] })));
    expect(r.message).toContain('accelerates by 2 at most');
    expect(r.path).toEqual(['speeds', 0, 'speed']);
  });
  it('Movement: bikes cannot reverse', () => {
    const now = bcTableDef.fold([], CTX);
    const r = refusal(() =>
      new table.BcResolver(now, S, dice()).resolve(table.bcIntentSchema.parse({ kind: 'speeds', speeds: [{ vehicle: 2, speed: 1, reverse: true }] })),
    );
    expect(r.message).toContain('Bikes cannot reverse');
  });
  it('a vehicle named twice among the counters is refused at its place', () => {
    const p = table.bcIntentSchema.safeParse({
      kind: 'speeds',
      speeds: [
        { vehicle: 1, speed: 1 },
        { vehicle: 1, speed: 2 },
      ],
    });
    expect(p.success).toBe(false);
    expect(p.error!.issues[0]!.path).toEqual(['speeds', 1, 'vehicle']);
  });
});

describe('Firing › Firing sequence', () => {
  it('step 3 discards the counter fired; MG at range 2 with the Gunnery Computer: d8 5 + 1 hits, d8 6 - 2 - 2 = 2 damage', () => {
    const { now, last } = play([[{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 2 }, [5, 6]]]);
    expect(now.vehicles.get(1)!.state.loads.turret).toEqual(['MG rounds', 'MG rounds']);
    expect(last.steps[0]!.parts.map((p) => p.value)).toEqual([5, 1]);
    expect(last.steps[1]!.parts.map((p) => p.value)).toEqual([6, -2, -2]);
    expect(now.vehicles.get(2)!.state.armour.front).toBe(2);
    expect(last.outcome).toBe("Hit: 2 damage to the Wasp's front");
  });
  it('one round at any one target, and 3 targets at most with a Gunnery Computer', () => {
    const { now } = play([[{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 6 }, [1]]]);
    const again = refusal(() =>
      new table.BcResolver(now, S, dice(8)).resolve(
        table.bcIntentSchema.parse({ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'rear' }, range: 6 }),
      ),
    );
    expect(again.message).toContain('one round at any one target');
    expect(again.rule).toBe('Firing');
  });
  it('return fire only at a vehicle that fired on it this turn', () => {
    const { now } = play([[{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 6 }, [1]]]);
    const back = new table.BcResolver(now, S, dice(1)).resolve(
      table.bcIntentSchema.parse({
        kind: 'fire',
        shooter: 2,
        mount: 'podFront',
        target: { kind: 'vehicle', vehicle: 1, block: 'front' },
        range: 6,
        returnFire: true,
      }),
    );
    expect(back.resolution.outcome).toContain('Miss');
    const fresh = bcTableDef.fold([], CTX);
    expect(
      refusal(() =>
        new table.BcResolver(fresh, S, dice(1)).resolve(
          table.bcIntentSchema.parse({
            kind: 'fire',
            shooter: 2,
            mount: 'podFront',
            target: { kind: 'vehicle', vehicle: 1, block: 'front' },
            range: 6,
            returnFire: true,
          }),
        ),
      ).message,
    ).toContain('only be made when fired upon');
  });
  it('a passive weapon is dropped, not fired; one round from each pod a turn', () => {
    const fresh = bcTableDef.fold([], CTX);
    expect(
      refusal(() =>
        new table.BcResolver(fresh, S, dice()).resolve(
          table.bcIntentSchema.parse({ kind: 'fire', shooter: 1, mount: 'podRear', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 1 }),
        ),
      ).message,
    ).toContain('passive weapon');
    const { now, last } = play([[{ kind: 'drop', vehicle: 1, mount: 'podRear' }, []]]);
    expect(last.outcome).toContain('Mines dropped');
    expect(now.vehicles.get(1)!.state.loads.podRear).toEqual([]);
    expect(bcTableDef.rolls!(table.bcIntentSchema.parse({ kind: 'drop', vehicle: 1, mount: 'podRear' }))).toBe(false);
  });
});

describe('Weapons › Rocket and Flame: a rocket through the bike, its tank exploding (gaps.md #24)', () => {
  // Range 1: 2d8 10 + 1 hits; 2d8 16 - 1 = 15 damage: the left centre block (1 box), then the centre's hit
  // locations: 5 the rider (3, dead), 1 the fuel tank (2), 3 the Gunnery Computer (1), the rest lost; the tank roll
  // d8 7 + 2 (tank damage) - 2 = 7: it explodes.
  const shot: [table.BcIntentIn, number[]] = [
    { kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'leftCentre' }, range: 1 },
    [10, 16, 5, 1, 3, 7],
  ];
  it('the damage carries inside, kills the rider and the tank explodes', () => {
    const { now, last } = play([shot]);
    const bike = now.vehicles.get(2)!;
    expect(bike.state.damage).toMatchObject({ driver: 3, fuelTank: 2, gunneryComputer: 1 });
    expect(bike.exploded).toBe(true);
    expect(bike.wrecked).toBe(true);
    expect(bike.wreckedBy).toBe(10);
    expect(now.drivers.get(2)).toMatchObject({ status: 'dead', killedBy: 10, hits: 3 });
    expect(last.steps.find((s) => s.label === 'Fuel tank')!.parts.map((p) => p.value)).toEqual([7, 2, -2]);
    expect(last.notes.join(' ')).toContain('8 points lost');
  });
  it('Setting up (gaps.md #23): the last driver standing is placed first, with the kill and the wreck', () => {
    const { now } = play([shot]);
    const r = table.gameResult(now);
    expect(r.state).toBe('over');
    expect(r.players).toEqual([
      { franchiseId: 10, placing: 1, standing: true, kills: 1, wrecks: 1 },
      { franchiseId: 20, placing: 2, standing: false, kills: 0, wrecks: 0 },
    ]);
  });
  it('over exactly when its result says so (`gameOver`, asked before every act): playing, one standing, none standing', () => {
    const fresh = bcTableDef.fold([], CTX);
    const { now } = play([shot]);
    const bothDead = { ...now, drivers: new Map(now.drivers).set(1, { ...now.drivers.get(1)!, status: 'dead' as const, diedAt: 1 }) };
    for (const t of [fresh, now, bothDead]) expect(table.gameOver(t)).toBe(table.gameResult(t).state === 'over');
    expect([fresh, now, bothDead].map(table.gameOver)).toEqual([false, true, true]);
  });
  it('a game that is over takes no more intents but a correction', () => {
    const { now } = play([shot]);
    expect(refusal(() => new table.BcResolver(now, S, dice()).resolve(table.bcIntentSchema.parse({ kind: 'endTurn' }))).message).toContain('The game is over');
    const fixed = new table.BcResolver(now, S, dice()).resolve(
      table.bcIntentSchema.parse({ kind: 'correct', vehicle: 2, change: 'driver', value: 2, reason: 'misread the die' }),
    );
    // He died aboard: corrected back to life he is at the wheel again.
    expect(fixed.after.drivers[0]).toMatchObject({ status: 'aboard', hits: 2, killedBy: null });
  });
});

describe('Pedestrians', () => {
  it('a Driver can only leave a vehicle when the Speed is 0; he takes the first hand weapon and his hits', () => {
    const moving = play([[{ kind: 'speeds', speeds: [{ vehicle: 2, speed: 1 }] }, []]]).now;
    expect(refusal(() => new table.BcResolver(moving, S, dice()).resolve(table.bcIntentSchema.parse({ kind: 'bailOut', driver: 2 }))).message).toContain(
      'only leave a vehicle when the Speed is 0',
    );
    const { now } = play([[{ kind: 'bailOut', driver: 2 }, []]]);
    expect(now.drivers.get(2)).toMatchObject({ status: 'onFoot', in: null, hand: { name: 'Pistol', ammo: 6 } });
  });
  it('a shot at a pedestrian is -2 to hit; a hand weapon uses a round', () => {
    const { now, last } = play([
      [{ kind: 'bailOut', driver: 2 }, []],
      [{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'pedestrian', driver: 2 }, range: 1 }, [3, 8]],
    ]);
    // d8 3 + 1 (Gunnery Computer) - 2 (pedestrian) = 2 ≥ 1: hit; d8 8 - 2 - 1 = 5 damage: dead.
    expect(last.steps[0]!.parts.map((p) => p.value)).toEqual([3, 1, -2]);
    expect(now.drivers.get(2)).toMatchObject({ status: 'dead', hits: 3, killedBy: 10 });
    const pistol = play([
      [{ kind: 'bailOut', driver: 2 }, []],
      [{ kind: 'handFire', driver: 2, target: { kind: 'vehicle', vehicle: 1, block: 'front' }, range: 1 }, [1]],
    ]).now;
    expect(pistol.drivers.get(2)!.hand).toEqual({ name: 'Pistol', ammo: 5 });
  });
  it('a pedestrian run over is killed, the vehicle unharmed', () => {
    const { now } = play([
      [{ kind: 'bailOut', driver: 2 }, []],
      [{ kind: 'runOver', vehicle: 1, driver: 2 }, []],
    ]);
    expect(now.drivers.get(2)).toMatchObject({ status: 'dead', killedBy: 10 });
    expect(table.gameResult(now).state).toBe('over');
  });
  it('commandeer a stationary vehicle vacated by its driver; the hits come aboard (gaps.md #27)', () => {
    const { now } = play([
      [{ kind: 'correct', vehicle: 1, change: 'driver', value: 1, reason: 'scratched' }, []],
      [{ kind: 'bailOut', driver: 1 }, []],
      [{ kind: 'bailOut', driver: 2 }, []],
      [{ kind: 'commandeer', driver: 2, vehicle: 1 }, []],
    ]);
    expect(now.drivers.get(2)).toMatchObject({ status: 'aboard', in: 1 });
    expect(now.vehicles.get(1)!.state.damage.driver).toBe(0);
  });
});

describe('Crashing and ramming', () => {
  it('a head-on ram at RV 4 (2 + 2): d8 3 + 1 = 4 to each front, both speeds to 0', () => {
    const { now, last } = play([
      [
        {
          kind: 'speeds',
          speeds: [
            { vehicle: 1, speed: 2 },
            { vehicle: 2, speed: 2 },
          ],
        },
        [],
      ],
      // the damage d8, then the bike's front hit locations (2 over its 2 boxes: 4 tyre → 2), then the car's (4 boxes: none)
      [{ kind: 'collide', collision: 'headOn', rammer: 1, target: 2 }, [3, 4]],
    ]);
    expect(last.steps[0]!.parts.map((p) => p.value)).toEqual([2, 2]);
    expect(now.vehicles.get(1)!.speed).toBe(0);
    expect(now.vehicles.get(2)!.speed).toBe(0);
    expect(now.vehicles.get(1)!.state.armour.front).toBe(4);
    expect(now.vehicles.get(2)!.state.damage.tyreFront).toBe(2);
    // The bike's front tyre is destroyed: not capable of movement, a wreck credited to the rammer (gaps.md #20).
    expect(now.vehicles.get(2)).toMatchObject({ wrecked: true, wreckedBy: 10, cannotFire: true });
  });
});

describe('Skidding: drift and final facing', () => {
  it('oil at speed 2: SD 5, d8 6 - 4 drifts 2 and 1 damage per tyre; final facing d8 5 stops the car', () => {
    const { now, last } = play([
      [{ kind: 'speeds', speeds: [{ vehicle: 1, speed: 2 }] }, []],
      [{ kind: 'skid', vehicle: 1, oil: true }, [6, 5]],
    ]);
    expect(last.steps[0]!.result).toBe('SD 5 (the greatest)');
    expect(last.steps[1]!.result).toBe('drifts 2, 1 damage per tyre');
    expect(now.vehicles.get(1)!.state.damage).toMatchObject({ tyreFrontLeft: 1, tyreRearRight: 1 });
    expect(now.vehicles.get(1)!.speed).toBe(0);
  });
});

describe('Game turn steps 4 and 5: smoke, the next turn', () => {
  it('a d8 per smoke marker, removed on 5+; the turn’s targets are cleared', () => {
    const { now, last } = play([
      [{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 6 }, [1]],
      [{ kind: 'endTurn', smokeMarkers: 2 }, [5, 4]],
    ]);
    expect(last.outcome).toBe('Turn 2 begins; 1 of 2 smoke markers removed');
    expect(now.turn).toBe(2);
    expect(now.vehicles.get(1)!.firedAt).toEqual([]);
  });
});

describe('Odds of an intent, through the table’s own resolver', () => {
  it('MG at range 5 with the Gunnery Computer hits on d8 4+: 5/8', () => {
    const now = bcTableDef.fold([], CTX);
    const r = table.bcOdds(
      now,
      table.bcIntentSchema.parse({ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 5 }),
      S,
    );
    expect(r.method).toBe('exact');
    const hit = r.questions.find((q) => q.id === 'hit')!;
    expect(hit.outcomes.find((o) => o.value === true)!.fraction).toBe('5/8');
  });
  it('a calculator’s own refusal (a bike at speed 0 through mines) throws from the odds as the table’s, as the real act words it', () => {
    const now = bcTableDef.fold([], CTX);
    const intent = table.bcIntentSchema.parse({ kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' });
    const real = refusal(() => new table.BcResolver(now, S, dice(1)).resolve(intent));
    const odds = refusal(() => table.bcOdds(now, intent, S));
    expect(real.message).toContain('A bike rolls for a point it drives through, at a speed of 1 or more');
    expect([odds.message, odds.rule, odds.path]).toEqual([real.message, real.rule, real.path]);
  });
  it('seeded dice play the same intent the same way twice', () => {
    const now = bcTableDef.fold([], CTX);
    const intent = table.bcIntentSchema.parse({ kind: 'mines', vehicle: 1 });
    const a = new table.BcResolver(now, S, new SeededDice(7, 0)).resolve(intent);
    const b = new table.BcResolver(now, S, new SeededDice(7, 0)).resolve(intent);
    expect(a).toEqual(b);
  });
});

describe('Odds of every calculator that rolls, exact and summing to 1', () => {
  const now = bcTableDef.fold([], CTX);
  const rolling: table.BcIntentIn[] = [
    { kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'leftCentre' }, range: 3 },
    { kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'terrain', piece: 'tree' }, range: 2 },
    { kind: 'mines', vehicle: 2 },
    { kind: 'mines', vehicle: 1 },
    { kind: 'spikes', vehicle: 2 },
    { kind: 'skid', vehicle: 1, oil: true },
    { kind: 'collide', collision: 'side', rammer: 2, target: 1, targetSide: 'right' },
    { kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' },
    { kind: 'endTurn', smokeMarkers: 2 },
  ];
  const moving = play([
    [
      {
        kind: 'speeds',
        speeds: [
          { vehicle: 1, speed: 2 },
          { vehicle: 2, speed: 2 },
        ],
      },
      [],
    ],
  ]).now;
  for (const raw of rolling)
    it(`${raw.kind} ${JSON.stringify(raw).slice(0, 80)}`, () => {
      // The default budget (runs, not time): what the screens get, exact on any machine.
      const r = table.bcOdds(moving, table.bcIntentSchema.parse(raw), S);
      expect(r.method).toBe('exact');
      for (const q of r.questions) expect(q.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    });
  it('without the page’s words (as the odds and whole duels resolve): the same facts and table after, on the same dice', () => {
    for (const raw of rolling)
      for (let seed = 1; seed <= 40; seed++) {
        const intent = table.bcIntentSchema.parse(raw);
        const shown = new table.BcResolver(moving, S, new SeededDice(seed, 0)).resolve(intent);
        const bare = new table.BcResolver(moving, S, new SeededDice(seed, 0), false).act(intent);
        expect([bare.facts, bare.after]).toEqual([shown.facts, shown.after]);
        expect([bare.resolution.steps, bare.resolution.notes]).toEqual([[], []]);
      }
  });
  it('past the exact walk’s budget (200 runs here; mines under the car need ~1,400) the core samples, and says so', () => {
    const r = table.bcOdds(moving, table.bcIntentSchema.parse({ kind: 'mines', vehicle: 1 }), S, { budget: 200, samples: 400 });
    expect(r.method).toBe('sampled');
    expect(r.how).toContain('sampled');
    for (const q of r.questions) expect(q.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
  });
  it('a rocket at the bike’s left centre from range 4: hit on 2d8 + 1 ≥ 4, every roll but 1-1', () => {
    const r = table.bcOdds(
      now,
      table.bcIntentSchema.parse({ kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'leftCentre' }, range: 4 }),
      S,
    );
    expect(r.questions.find((q) => q.id === 'hit')!.outcomes.find((o) => o.value === true)!.fraction).toBe('63/64');
  });
});

describe('Movement: a bike through trees, mines and spikes (gaps.md #26)', () => {
  it('a d8 of 2 at speed 2 through trees crashes it: RV 2, d8 5 - 1 = 4 on its front', () => {
    const { now, last } = play([
      [{ kind: 'speeds', speeds: [{ vehicle: 2, speed: 2 }] }, []],
      // the hazard d8, the crash damage d8, then the front's hit locations for the 2 over its 2 boxes: 7 → front pod (2 empty-first spaces? no: 2 MG counters)
      [{ kind: 'bikeHazard', vehicle: 2, hazard: 'trees' }, [2, 5, 1]],
    ]);
    expect(last.steps[0]!.result).toBe('the bike crashes');
    expect(last.steps.find((s) => s.label === 'Crash damage')!.parts.map((p) => p.value)).toEqual([5, -1]);
    expect(now.vehicles.get(2)).toMatchObject({ speed: 0, cannotFire: true });
    expect(now.vehicles.get(2)!.state.armour.front).toBe(2);
    // 2 carried inside: hit location 1, the front pod: its two MG counters discarded, last loaded first.
    expect(now.vehicles.get(2)!.state.loads.podFront).toEqual([]);
  });
  it('a d8 over the speed avoids the mines; only bikes roll', () => {
    const moving = play([
      [
        {
          kind: 'speeds',
          speeds: [
            { vehicle: 1, speed: 2 },
            { vehicle: 2, speed: 2 },
          ],
        },
        [],
      ],
    ]).now;
    expect(
      new table.BcResolver(moving, S, dice(3)).resolve(table.bcIntentSchema.parse({ kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' })).resolution.outcome,
    ).toBe('avoided');
    expect(
      refusal(() => new table.BcResolver(moving, S, dice(1)).resolve(table.bcIntentSchema.parse({ kind: 'bikeHazard', vehicle: 1, hazard: 'trees' }))).message,
    ).toContain('only bikes drive through trees');
  });
});

describe('Weapons › Mines: a wreck credited to the player who dropped them (gaps.md #20)', () => {
  it('d8 8 - 3 = 5 on the front tyre destroys it: the bike is a wreck of player 1, no damage inside (d8 2 - 2)', () => {
    const { now } = play([[{ kind: 'mines', vehicle: 2, by: 1 }, [8, 1, 2, 4]]]);
    expect(now.vehicles.get(2)).toMatchObject({ wrecked: true, wreckedBy: 10 });
    expect(table.gameResult(now).players.find((p) => p.franchiseId === 10)!.wrecks).toBe(1);
    // The rider lives on: the game goes on.
    expect(table.gameResult(now).state).toBe('playing');
  });
});

describe('Damage › Damage to terrain and wrecks (gaps.md #9)', () => {
  it('MG at a tree with 3 markers: d8 4 + 1 hits, d8 8 - 2 - 2 = 4: 4 of 4 markers, 3 passes to a pedestrian there', () => {
    const { last } = play([[{ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'terrain', piece: 'tree', markers: 3 }, range: 2 }, [4, 8]]]);
    expect(last.outcome).toBe('Hit: 4 damage to the tree: 4 of 4 markers; 3 passes to a pedestrian taking cover there');
  });
});

describe('Pedestrians: hand weapons and commandeering refused', () => {
  it('a hand weapon out of rounds is refused; a car with its driver aboard cannot be commandeered', () => {
    let now = play([[{ kind: 'bailOut', driver: 2, handWeapon: 'Rifle' }, []]]).now;
    for (let i = 0; i < 4; i++)
      now = reduce(
        now,
        new table.BcResolver(now, S, dice(1)).resolve(
          table.bcIntentSchema.parse({ kind: 'handFire', driver: 2, target: { kind: 'vehicle', vehicle: 1, block: 'front' }, range: 5 }),
        ),
      );
    expect(now.drivers.get(2)!.hand).toEqual({ name: 'Rifle', ammo: 0 });
    expect(
      refusal(() =>
        new table.BcResolver(now, S, dice(1)).resolve(
          table.bcIntentSchema.parse({ kind: 'handFire', driver: 2, target: { kind: 'vehicle', vehicle: 1, block: 'front' }, range: 5 }),
        ),
      ).message,
    ).toContain('out of ammunition');
    expect(
      refusal(() => new table.BcResolver(now, S, dice()).resolve(table.bcIntentSchema.parse({ kind: 'commandeer', driver: 2, vehicle: 1 }))).message,
    ).toContain('Its Driver is aboard and alive');
  });
});

/** One resolution folded in as its act event would be. */
function reduce(now: table.BcTableNow, r: table.BcResolved): table.BcTableNow {
  return table.reduceTable(now, { t: 'act', intent: { kind: 'endTurn', smokeMarkers: 0 }, resolution: r.resolution, after: r.after });
}
