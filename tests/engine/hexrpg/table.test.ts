/**
 * The hex RPG match table (engine/hexrpg/table): each intent resolved on the table with the dice given (FixedDice, a
 * 2d6 as its total), the numbers computed by hand from shared/rules/hex-rpg-vehicle-combat.md; the fold of the stored
 * events into the live cards; the session's outcome. Tests are named after the sections.
 */
import { describe, expect, it } from 'vitest';
import { TableRefusal } from '../../../src-shared/engine/core/table';
import { characterSchema, defaultHexrpgSettings, FixedDice, SeededDice, table as hx, vehicleSchema } from '../../../src-shared/engine/hexrpg';

const settings = defaultHexrpgSettings();
const ch = (name: string, o: Record<string, unknown>) => characterSchema.parse({ version: 1, name, skills: {}, ...o });

/** Ace (gang 1) drives the Interceptor; Brute (gang 2) the Rhino; Cora (gang 2, an NPC) is on foot. */
const START: hx.HxStart = hx.hxEventSchema.parse({
  t: 'start',
  gangs: [1, 2],
  people: [
    {
      personId: 1,
      franchiseId: 1,
      hp: 12,
      in: 10,
      seat: 'driver',
      character: ch('Ace', { musc: 12, agi: 4, accu: 7, driv: 10, luck: 60, skills: { weapons: { pistol: 3 }, driving: { car: 2 }, fighting: 1 } }),
    },
    {
      personId: 2,
      franchiseId: 2,
      hp: 15,
      in: 20,
      seat: 'driver',
      character: ch('Brute', { musc: 15, agi: 3, accu: 5, driv: 8, luck: 40, skills: { driving: { warcar: 1 }, fighting: 2 } }),
    },
    {
      personId: 3,
      franchiseId: 2,
      hp: 6,
      in: null,
      seat: null,
      character: ch('Cora', { npc: true, musc: 6, agi: 5, accu: 6, driv: 4, luck: 30, skills: { weapons: { shotgun: 1 } } }),
    },
  ],
  vehicles: [
    {
      vehicleId: 10,
      franchiseId: 1,
      hp: 100,
      vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car', weapons: [{ name: 'MG', minimal: 2, average: 5, maximal: 9 }] }),
    },
    { vehicleId: 20, franchiseId: 2, hp: 200, vehicle: vehicleSchema.parse({ version: 1, name: 'Rhino', kind: 'warcar' }) },
  ],
}) as hx.HxStart;

const ctx: hx.HxContext = { matchId: 1, number: 1, recorded: false, settings, lineUp: () => START };

/** A session: each intent resolved through the TableDef with its dice, its events stored and folded again. */
function session() {
  const events: hx.HxEvent[] = [];
  const now = () => hx.hexrpgTableDef.fold(events, ctx);
  return {
    events,
    now,
    act(intent: hx.HxIntentIn, dice: number[] = []) {
      const parsed = hx.hxIntentSchema.parse(intent);
      const r = hx.hexrpgTableDef.resolve!(now(), parsed, new FixedDice(dice), ctx, events);
      for (const e of r.events) events.push(hx.hxEventSchema.parse(e));
      return r.result;
    },
    person: (id: number) => now().livePeople.get(id)!,
    vehicle: (id: number) => now().liveVehicles.get(id)!,
  };
}

const refusal = (f: () => unknown): TableRefusal => {
  try {
    f();
  } catch (e) {
    if (e instanceof TableRefusal) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('1. Turns and order', () => {
  it('orders everyone up by AGI: Cora (5), Ace (4), Brute (3); no dice', () => {
    const s = session();
    expect(s.act({ kind: 'order' }).outcome).toBe('Cora, Ace, Brute');
    expect(s.events.map((e) => e.t)).toEqual(['start', 'act']);
  });
});

describe('3b. Combat › Weapon Combat', () => {
  it("Ace's pistol at Cora moving 2 hexes: 7 +2 (level 3) +1 (ACCU 7) −2 (AGI 5) −2 (moving) = 6; a 5 on the 3rd-level d10 is maximal: 5", () => {
    const s = session();
    const r = s.act({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol', targetHexes: 2 }, [6, 5]);
    expect(r.steps[0]!.result).toBe('6 against 6 or less: yes');
    expect(r.outcome).toBe('Hit: 5 damage');
    expect(s.person(3).hp).toBe(1);
  });

  it('3e Dying: an NPC brought to 0 HP dies at once, the kill is the attacker’s; a critical on the dead is not rolled', () => {
    const s = session();
    s.act({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' }, [2, 5]);
    // A 10 at 3rd level is the critical column: maximal damage by default (gaps.md #11), 5 more: Cora is dead.
    const r = s.act({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' }, [2, 10]);
    expect(r.outcome).toBe('Hit: 5 damage and a critical hit');
    expect(r.steps.map((x) => x.label)).not.toContain('Critical hit on Cora');
    expect(s.person(3)).toMatchObject({ hp: 0, status: 'dead', killedBy: { franchiseId: 1, person: 1 } });
    const o = hx.sessionOutcome(s.now());
    expect(o.gangs).toEqual([
      { franchiseId: 1, survived: 1, kills: 1 },
      { franchiseId: 2, survived: 1, kills: 0 },
    ]);
    expect(o.people.find((p) => p.personId === 1)).toMatchObject({ kills: 1, died: false });
    expect(o.people.find((p) => p.personId === 3)).toMatchObject({ kills: 0, died: true });
    expect(refusal(() => s.act({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' }, [2])).message).toMatch(/Cora is already dead/);
  });

  it("3e NPC hits a player-character: Cora's shotgun at Ace (7 +1 ACCU 6 −1 AGI 4 = 7), Ace's LUCK 60: a 25 is ≤ 30, minimal: 1", () => {
    const s = session();
    const r = s.act({ kind: 'attack', attacker: 3, target: 1, weapon: 'shotgun' }, [7, 25]);
    expect(r.steps[1]!.result).toBe('25 against LUCK 60: minimal damage');
    expect(s.person(1).hp).toBe(11);
  });
});

describe('3c. Combat › Weaponless Combat', () => {
  it('Brute grapples Ace: 7 +1 (level 2) +0 (ACCU 5) −1 (AGI 4) = 7; a 3 on the 2nd-level d10 is average; (15+3)−(12+4) = 2: 1 damage and an average hold', () => {
    const s = session();
    const r = s.act({ kind: 'fight', attacker: 2, target: 1, grapple: true }, [7, 3]);
    expect(r.outcome).toBe('1 damage; victim held (average hold: break it with average damage or better)');
    // Fighting damage counts 1/4 toward 0 HP (gaps.md #12): floor(1/4) = 0.
    expect(s.person(1)).toMatchObject({ hp: 12, heldBy: { person: 2, strength: 'average' } });
    // The held victim strikes at −2 (3e Grappling); Ace's fists: 7 +0 +1 (ACCU 7) +1 (AGI 3) −2 = 7.
    const f = s.act({ kind: 'fight', attacker: 1, target: 2 }, [8]);
    expect(f.steps[0]!.result).toBe('8 against 7 or less: no');
  });
});

describe('2f. Movement › Fuel and Skill, 2g Turning, Failure to Control Car', () => {
  it('the Interceptor 5 hexes with 4 turns: the 1st excess turn 7+1 = 8 holds on an 8; speed 5 is −2: 9 against 6 loses control; a 20 ≤ 25% fails, d4 3: 2 turns, 55 a stall', () => {
    const s = session();
    const r = s.act({ kind: 'drive', vehicle: 10, hexes: 5, turnsMade: 4 }, [8, 9, 20, 3, 55]);
    expect(r.steps.slice(0, 3).map((x) => x.result)).toEqual(['8 against 8 or less: yes', '9 against 6 or less: no', '174 left']);
    expect(r.steps[3]!.result).toMatch(/^Mechanical failure for 2 turns: Stall/);
    expect(s.vehicle(10)).toMatchObject({ fuel: 174, stallTurns: 2 });
    expect(refusal(() => s.act({ kind: 'drive', vehicle: 10, hexes: 1 })).message).toMatch(/stalled for 2 more turns/);
    s.act({ kind: 'endTurn' });
    s.act({ kind: 'endTurn' });
    expect(s.vehicle(10).stallTurns).toBe(0);
    // 1 hex: 1 fuel and no roll (Skill and Fuel Table).
    expect(s.act({ kind: 'drive', vehicle: 10, hexes: 1 }).outcome).toBe('1 fuel; in control');
    expect(s.vehicle(10).fuel).toBe(173);
  });

  it('refuses more hexes than the vehicle moves, and a vehicle without a driver', () => {
    const s = session();
    const r = refusal(() => s.act({ kind: 'drive', vehicle: 10, hexes: 6 }));
    expect(r.message).toMatch(/at most 5 hexes/);
    expect(r.path).toEqual(['hexes']);
    s.act({ kind: 'bailOut', person: 1 });
    expect(refusal(() => s.act({ kind: 'drive', vehicle: 10, hexes: 2 })).message).toMatch(/no one at the controls: an undriven car goes 20 hexes straight/);
  });
});

describe('2a. Movement › People', () => {
  it('Cora (MUSC 6) sprints: fatigue sets in after 12 (sprint 2 each, gaps.md #30); the 7th sprint rolls: a 2 collapses her for d4 3 turns', () => {
    const s = session();
    for (let n = 0; n < 6; n++) expect(s.act({ kind: 'move', person: 3, pace: 'sprint' }).steps[0]!.dice).toEqual([]);
    expect(s.person(3).exertion).toBe(12);
    const r = s.act({ kind: 'move', person: 3, pace: 'sprint' }, [2, 3]);
    expect(r.outcome).toBe('Collapses for 3 turns');
    expect(s.person(3)).toMatchObject({ downTurns: 3, fatiguePenalty: 1 });
    expect(refusal(() => s.act({ kind: 'move', person: 3, pace: 'walk' })).message).toMatch(/cannot rise for 3 more turns/);
  });
});

describe('3d. Vehicular Combat › Bashing', () => {
  it('the Rhino bashes the Interceptor: 7 −2 +0 +1 −2 +2 = 6, a 5; nullify 7 +1 −1 +2 −1 = 8, a 10 fails; 1st-level d10 4: average 8; Ace keeps control on 8, a 12 skids 3 hexes', () => {
    const s = session();
    const r = s.act({ kind: 'bash', basher: 20, victim: 10 }, [5, 10, 4, 12, 90, 4]);
    expect(r.steps.slice(0, 2).map((x) => x.result)).toEqual(['5 against 6 or less: yes', '10 against 8 or less: no']);
    expect(r.outcome).toBe('Bashed: 8 damage');
    expect(s.vehicle(10).hp).toBe(92);
    expect(r.steps.at(-1)!.result).toBe('Skids 3 hexes away from the bash');
  });
});

describe('3d. Vehicular Combat › Ramming', () => {
  it('chicken: Ace fails to swerve at the 2nd question (4 + 2 < 7); the ram: Interceptor (4 + 6 − 3 + 3) × 1/2 + 200/100 = 7: 70 HP; Rhino (6 + 1 − 3 + 3) × 1/2 + 100/100 = 4.5 → 5: 100 HP; a critical each', () => {
    const s = session();
    const r = s.act(
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'swerve'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
      [4, 30, 2, 70],
    );
    expect(r.outcome).toBe('Ace held on; Brute held on: head-on ram');
    expect(s.vehicle(10)).toMatchObject({ hp: 30, speedLoss: 2 });
    expect(s.vehicle(20)).toMatchObject({ hp: 100, criticals: [{ effect: 'brakes', text: 'Brakes gone' }] });
    expect(refusal(() => s.act({ kind: 'drive', vehicle: 10, hexes: 4 })).message).toMatch(/at most 3 hexes a turn \(5 less 2 lost to criticals\)/);
  });

  it('jumping out: d20 20 from 11 HP leaves 1 HP; the car is undriven and Ace on foot', () => {
    const s = session();
    s.act({ kind: 'attack', attacker: 3, target: 1, weapon: 'shotgun' }, [7, 25]);
    const r = s.act({ kind: 'bailOut', person: 1, jump: true }, [20]);
    expect(r.outcome).toBe('On foot, 1 HP');
    expect(s.person(1)).toMatchObject({ hp: 1, in: null, seat: null });
  });
});

describe('3d. Vehicular Combat › Weapon Usage', () => {
  it("the Interceptor's MG at the Rhino from the same level: 7 +2 (Ace) −1 (Brute) +2 (warcar) = 10; 2nd-level d10 7: maximal 9", () => {
    const s = session();
    const r = s.act({ kind: 'shoot', vehicle: 10, weapon: 'MG', target: { kind: 'vehicle', vehicle: 20 }, from: 'same' }, [10, 7]);
    expect(r.steps[0]!.result).toBe('10 against 10 or less: yes');
    expect(s.vehicle(20).hp).toBe(191);
    expect(refusal(() => s.act({ kind: 'shoot', vehicle: 10, weapon: 'Laser', target: { kind: 'person', person: 3 }, from: 'same' })).message).toMatch(
      /runs no weapon “Laser” \(MG\)/,
    );
  });
});

describe('3e. Critical hits and Dying', () => {
  it('a person critical 80 is unconscious d100 turns; it ends at the end of its turns', () => {
    const s = session();
    s.act({ kind: 'critical', target: { kind: 'person', person: 2 } }, [80, 2]);
    expect(s.person(2)).toMatchObject({ status: 'unconscious', downTurns: 2 });
    s.act({ kind: 'endTurn' });
    s.act({ kind: 'endTurn' });
    expect(s.person(2)).toMatchObject({ status: 'up', downTurns: 0 });
  });

  it('Brute at 0 HP rolls dying: (40 − 10) × 15 = 450 minutes, treated by medical 1: ×2 = 900', () => {
    const s = session();
    s.act({ kind: 'correct', target: { kind: 'person', person: 2 }, change: 'hp', value: 0, reason: 'shot off the table' });
    const r = s.act({ kind: 'dying', person: 2, treatedBy: 1 }, [10]);
    expect(r.outcome).toBe('900 minutes to reach a medic of level 3');
    expect(s.person(2)).toMatchObject({ status: 'dying', dyingMinutes: 900 });
  });
});

describe('2e. Movement › General Notes: getting in and out (gaps.md #19)', () => {
  it('a seat taken is refused naming who sits there; a passenger seat is free', () => {
    const s = session();
    const r = refusal(() => s.act({ kind: 'board', person: 3, vehicle: 20, seat: 'driver' }));
    expect(r.message).toMatch(/Brute is at the controls of the Rhino/);
    s.act({ kind: 'board', person: 3, vehicle: 20, seat: 'passenger' });
    expect(s.person(3)).toMatchObject({ in: 20, seat: 'passenger' });
  });
});

describe('3e. Recovering damage: what a session leaves for the recovery between sessions', () => {
  it('the ram leaves the Interceptor 70 HP lost in this battle and its speed critical, the Rhino 100 and its brakes; Cora dead', () => {
    const s = session();
    s.act(
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'swerve'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
      [4, 30, 2, 70],
    );
    s.act({ kind: 'correct', target: { kind: 'person', person: 3 }, change: 'status', value: 3, reason: 'run down' });
    const c = hx.sessionConditions(s.now(), settings);
    expect(c.vehicles).toEqual([
      { vehicleId: 10, condition: { damage: 70, battleLoss: 70, fieldRepaired: 0, destroyed: false, criticals: [{ effect: 'speed', worked: 0 }] } },
      { vehicleId: 20, condition: { damage: 100, battleLoss: 100, fieldRepaired: 0, destroyed: false, criticals: [{ effect: 'brakes', worked: 0 }] } },
    ]);
    expect(c.people.map((p) => [p.personId, p.condition.damage, p.condition.dead])).toEqual([
      [1, 0, false],
      [2, 0, false],
      [3, 0, true],
    ]);
  });

  it('a critical with a longevity is carried in days (d100 days: its count; weeks × 7); permanent is null', () => {
    const s = session();
    // 36-55 a random arm hit; longevity 80: d100 days, 12 of them.
    s.act({ kind: 'critical', target: { kind: 'person', person: 1 } }, [40, 80, 12]);
    expect(hx.sessionConditions(s.now(), settings).people[0]!.condition.criticals).toEqual([{ effect: 'arm', daysLeft: 12 }]);
  });
});

describe('The fold of stored events', () => {
  it('replays to the same cards as the resolver left them, and a session played with seeded dice replays the same', () => {
    const s = session();
    const dice = new SeededDice(7);
    for (const intent of [
      { kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' },
      { kind: 'shoot', vehicle: 10, weapon: 'MG', target: { kind: 'vehicle', vehicle: 20 }, from: 'lower' },
      { kind: 'bash', basher: 20, victim: 10 },
      { kind: 'endTurn' },
    ] as hx.HxIntentIn[]) {
      const r = hx.hexrpgTableDef.resolve!(s.now(), hx.hxIntentSchema.parse(intent), dice, ctx, s.events);
      s.events.push(...r.events);
    }
    const again = hx.hexrpgTableDef.fold(
      JSON.parse(JSON.stringify(s.events)).map((e: unknown) => hx.hxEventSchema.parse(e)),
      ctx,
    );
    expect(again).toEqual(s.now());
    expect(again.turn).toBe(2);
    expect(s.events.map((e) => hx.hexrpgTableDef.kindOf(e))).toEqual(['hx.start', 'hx.attack', 'hx.shoot', 'hx.bash', 'hx.endTurn']);
  });
});

describe('Odds of the intents (the odds engine over the resolver)', () => {
  it("Ace's pistol at Cora standing: 7 +2 +1 −2 = 8 or less on 2d6 hits 26/36; the damage is exact", () => {
    const s = session();
    const o = hx.hexrpgOdds(s.now(), hx.hxIntentSchema.parse({ kind: 'attack', attacker: 1, target: 3, weapon: 'pistol' }), settings);
    expect(o.method).toBe('exact');
    const hit = o.questions.find((q) => q.id === 'hit')!;
    expect(hit.outcomes.find((x) => x.value === true)!.fraction).toBe('13/18');
    // Hit (26/36) × d10: 1 min 1, 2-4 avg 2, 5-10 max 5 (10 is the critical, maximal): E = 26/36 × (1 + 6 + 30)/10.
    const damage = o.questions.find((q) => q.id === 'damage')!;
    expect(damage.expected).toBeCloseTo((26 / 36) * 3.7, 10);
  });

  it('3d Bashing: the Rhino on the Interceptor bashes on 6 or less (15/36) and is not nullified on 8 or less (10/36): 25/216, exact', () => {
    const s = session();
    const o = hx.hexrpgOdds(s.now(), hx.hxIntentSchema.parse({ kind: 'bash', basher: 20, victim: 10 }), settings);
    expect(o.method).toBe('exact');
    expect(o.questions.find((q) => q.id === 'hit')!.outcomes.find((x) => x.value === true)!.fraction).toBe('25/216');
    expect(o.notModelled.map((n) => n.what)).toContain(
      'How long a critical hit lasts, its other counts (turns, ears, units), whether a loss of control skids or fails and for how long are rolled with the act, not spread here',
    );
  });

  it('an intent that rolls nothing has no odds', () => {
    const s = session();
    expect(() => hx.hexrpgOdds(s.now(), hx.hxIntentSchema.parse({ kind: 'endTurn' }), settings)).toThrow(/rolls no dice/);
  });
});
