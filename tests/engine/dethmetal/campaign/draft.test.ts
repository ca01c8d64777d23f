import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../../../src-shared/engine/dice';
import { draftOrder, runDraft, type DraftChoice, type DraftCompetitor, type DraftTeam } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

const teams: DraftTeam[] = [
  { team: 'A', points: 40 },
  { team: 'B', points: 30 },
  { team: 'C', points: 20 },
  { team: 'D', points: 10 },
  { team: 'X', points: 0, expansion: true },
];

describe('Part VI › Draft (preliminary sketch, gaps.md #79)', () => {
  it('reverse order of points, worst first; three picks each, four for the bottom two, round-robin', () => {
    const o = draftOrder(new FixedDice([]), teams);
    expect(o.order).toEqual(['D', 'C', 'B', 'A']);
    expect(o.picks).toEqual({ D: 4, C: 4, B: 3, A: 3 });
    // rounds 1-3: D C B A; round 4: D C
    expect(o.slots.map((s) => s.team).join('')).toBe('DCBADCBADCBADC');
    expect(o.slots.at(-1)).toEqual({ pick: 14, round: 4, team: 'C' });
  });
  it('expansion teams take no part', () => {
    expect(draftOrder(new FixedDice([]), teams).order).not.toContain('X');
  });

  const pool: DraftCompetitor[] = [
    { id: 'a1', team: 'A', level: 5, contracted: true },
    { id: 'a2', team: 'A', level: 2 },
    { id: 'b1', team: 'B', forcedRetirement: true, contracted: true },
    { id: 'b2', team: 'B', level: 1 },
    { id: 'c1', team: 'C', level: 3 },
    { id: 'x1', team: 'X' },
  ];

  it('contracts protect, forced retirees leave, the undrafted retire; wages 50k + 2k per level', () => {
    const o = draftOrder(new FixedDice([]), teams);
    // D takes a2, C takes b2, B takes c1; pool empty
    const r = runDraft(o, teams, pool, ['a2', 'b2', 'c1'], settings());
    expect(r.status).toBe('complete');
    expect(r.outcomes).toEqual([
      { id: 'a1', outcome: 'contracted', team: 'A', wage: 60 },
      { id: 'a2', outcome: 'drafted', team: 'D', wage: 54 },
      { id: 'b1', outcome: 'forced retirement' },
      { id: 'b2', outcome: 'drafted', team: 'C', wage: 52 },
      { id: 'c1', outcome: 'drafted', team: 'B', wage: 56 },
      { id: 'x1', outcome: 'expansion team', team: 'X', wage: 50 },
    ]);
  });
  it('a team cannot draft back its own competitor unless the league allows it ("available to draft to other teams")', () => {
    const o = draftOrder(new FixedDice([]), teams);
    const own = runDraft(o, teams, [{ id: 'd1', team: 'D' }], [], settings());
    // D may not take d1, so C is asked first
    expect(own.next).toEqual({ slot: { pick: 2, round: 1, team: 'C' }, options: ['d1'] });
    expect(runDraft(o, teams, [{ id: 'd1', team: 'D' }], [], settings({ draftOwnFormerCompetitors: true })).next!.slot.team).toBe('D');
  });
  it("a pass ends that team's draft; when every team has passed the rest retire", () => {
    const o = draftOrder(new FixedDice([]), teams);
    // D, C, B pass and withdraw; A cannot take its own competitors → the draft is over after three choices
    const r = runDraft(
      o,
      teams,
      [
        { id: 'p', team: 'A' },
        { id: 'q', team: 'A' },
      ],
      ['pass', 'pass', 'pass', 'q'],
      settings(),
    );
    expect(r.status).toBe('complete');
    expect(r.problems.map((p) => p.code)).toEqual(['extraChoices']);
    const done = runDraft(
      o,
      teams,
      [
        { id: 'p', team: 'A' },
        { id: 'q', team: 'A' },
      ],
      ['pass', 'pass', 'pass'],
      settings(),
    );
    expect(done.status).toBe('complete');
    expect(done.outcomes.map((x) => x.outcome)).toEqual(['retired undrafted', 'retired undrafted']);
  });
  it('house rule: a pass forfeits only that pick', () => {
    const o = draftOrder(new FixedDice([]), teams);
    const r = runDraft(o, teams, [{ id: 'p', team: 'A' }], ['pass', 'pass', 'pass', 'p'], settings({ draftPass: 'forfeitsOnePick' }));
    // round 1 D, C, B pass; round 2 D takes p
    expect(r.outcomes).toEqual([{ id: 'p', outcome: 'drafted', team: 'D', wage: 50 }]);
  });
  it('with the draft switched off nobody is drafted and every competitor not force-retired stays', () => {
    const r = runDraft(draftOrder(new FixedDice([]), teams), teams, pool, [], settings({ draftEnabled: false }));
    expect(r.outcomes.map((x) => x.outcome)).toEqual(['kept', 'kept', 'forced retirement', 'kept', 'kept', 'expansion team']);
  });
  it('flags a team protecting more competitors than it has contracts (2, or 3 for the top two)', () => {
    const many: DraftCompetitor[] = ['d1', 'd2', 'd3'].map((id) => ({ id, team: 'D', contracted: true }));
    const r = runDraft(draftOrder(new FixedDice([]), teams), teams, many, [], settings());
    expect(r.problems.map((p) => p.code)).toEqual(['tooManyContracts']);
    const top: DraftCompetitor[] = ['a1', 'a2', 'a3'].map((id) => ({ id, team: 'A', contracted: true }));
    expect(runDraft(draftOrder(new FixedDice([]), teams), teams, top, [], settings()).problems).toEqual([]);
  });
  it('ties in the draft order are rolled off (B and C tied: C rolls higher and picks first)', () => {
    const tied: DraftTeam[] = [
      { team: 'A', points: 9 },
      { team: 'B', points: 5 },
      { team: 'C', points: 5 },
    ];
    expect(draftOrder(new FixedDice([2, 6]), tied).order).toEqual(['C', 'B', 'A']);
  });

  it('property: whatever the owners choose, every competitor gets exactly one outcome and every undrafted pool member retires', () => {
    const arb = fc.record({
      seed: fc.nat(),
      teams: fc.integer({ min: 2, max: 6 }),
      points: fc.array(fc.nat({ max: 50 }), { minLength: 6, maxLength: 6 }),
      people: fc.array(fc.record({ team: fc.nat({ max: 5 }), forced: fc.boolean(), contracted: fc.boolean() }), { maxLength: 30 }),
      picks: fc.array(fc.oneof(fc.nat({ max: 40 }), fc.constant(-1)), { maxLength: 60 }),
      own: fc.boolean(),
      pass: fc.constantFrom('endsTeamDraft' as const, 'forfeitsOnePick' as const),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const ts: DraftTeam[] = Array.from({ length: a.teams }, (_, i) => ({ team: `T${i}`, points: a.points[i]! }));
        const cs: DraftCompetitor[] = a.people.map((p, i) => ({
          id: `c${i}`,
          team: `T${p.team % a.teams}`,
          forcedRetirement: p.forced,
          contracted: p.contracted,
        }));
        const s = settings({ draftOwnFormerCompetitors: a.own, draftPass: a.pass });
        const order = draftOrder(new SeededDice(a.seed), ts);
        // Drive the draft the way a UI would: answer each request from the arbitrary picks, falling back to pass.
        const choices: DraftChoice[] = [];
        let r = runDraft(order, ts, cs, choices, s);
        for (let i = 0; r.status === 'needsChoice'; i++) {
          const want = a.picks[i];
          const opts = r.next!.options;
          choices.push(want === undefined || want < 0 ? 'pass' : opts[want % opts.length]!);
          r = runDraft(order, ts, cs, choices, s);
        }
        expect(r.outcomes.map((o) => o.id)).toEqual(cs.map((c) => c.id));
        const drafted = r.made.flatMap((m) => (m.competitor ? [m.competitor] : []));
        expect(new Set(drafted).size).toBe(drafted.length);
        for (const c of cs) {
          const o = r.outcomes.find((x) => x.id === c.id)!;
          if (c.forcedRetirement) expect(o.outcome).toBe('forced retirement');
          else if (c.contracted) expect(o.outcome).toBe('contracted');
          else if (drafted.includes(c.id)) expect(o.outcome).toBe('drafted');
          else expect(o.outcome).toBe('retired undrafted');
        }
        const perTeam = new Map<string, number>();
        for (const m of r.made) perTeam.set(m.slot.team, (perTeam.get(m.slot.team) ?? 0) + 1);
        for (const [t, n] of perTeam) expect(n).toBeLessThanOrEqual(order.picks[t]!);
      }),
    );
  });
});
