/**
 * The battlecars match table (engine/battlecars/table): each intent resolved by the calculators on the table with the
 * dice given explicitly (FixedDice: one value per roll in the order the rules roll, a 2d8 as its sum), folded into the
 * live cards, and the game's result (gaps.md #23). A test per rule, named after its section.
 */
import { describe, expect, it } from 'vitest';
import { TableRefusal } from '../../../src-shared/engine/core/table';
import { DEFAULT_BIKE, DEFAULT_CAR, defaultBattlecarsSettings, FixedDice, SeededDice, table } from '../../../src-shared/engine/battlecars';

const S = defaultBattlecarsSettings();
const dice = (...faces: number[]) => new FixedDice(faces);

/** Player 1's car (a rocket up front, MG in the turret, mines behind) against player 2's bike (MG front, oil behind). */
const LINE_UP: table.BcStartVehicle[] = [
  {
    vehicleId: 1,
    franchiseId: 10,
    name: 'Brute',
    driverName: 'Ada',
    competitorId: 1,
    design: {
      version: 1,
      name: 'Brute',
      cardType: 'car',
      loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podRear: ['Mines'] },
    },
    card: DEFAULT_CAR,
  },
  {
    vehicleId: 2,
    franchiseId: 20,
    name: 'Wasp',
    driverName: 'Bo',
    competitorId: 2,
    design: { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] } },
    card: DEFAULT_BIKE,
  },
];

const CTX: table.BcContext = { matchId: 1, number: 1, recorded: false, settings: S, lineUp: () => LINE_UP };
const { bcTableDef } = table;

/** Play intents in order with the dice given for each; the events as the table service would store them. */
function play(steps: [table.BcIntentIn, number[]][]): { events: table.BcEvent[]; now: table.BcTableNow; last: table.BcResolution } {
  const events: table.BcEvent[] = [];
  let now = bcTableDef.fold([], CTX);
  let last: table.BcResolution | undefined;
  for (const [raw, faces] of steps) {
    const intent = table.bcIntentSchema.parse(raw);
    const r = bcTableDef.resolve!(now, intent, dice(...faces), CTX, events);
    for (const e of r.events) {
      events.push(bcTableDef.eventSchema.parse(e));
      now = bcTableDef.reduce!(now, e, CTX);
    }
    last = r.result;
  }
  return { events, now, last: last! };
}

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
  it('seeded dice play the same intent the same way twice', () => {
    const now = bcTableDef.fold([], CTX);
    const intent = table.bcIntentSchema.parse({ kind: 'mines', vehicle: 1 });
    const a = new table.BcResolver(now, S, new SeededDice(7, 0)).resolve(intent);
    const b = new table.BcResolver(now, S, new SeededDice(7, 0)).resolve(intent);
    expect(a).toEqual(b);
  });
});
