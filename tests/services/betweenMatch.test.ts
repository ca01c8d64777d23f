/**
 * Between-match steps (issue 21): a ruleset's `afterResult` and `seasonEnd` hooks run through the core's
 * match.recordOutcome and season.close, with a preview in words that writes nothing, the league's dice (logged, or
 * typed by the organizer) and one undo for the result and the step together.
 *
 * The proof is a ruleset of this test only, registered here and not in the app's list: the hex RPG's recovery between
 * sessions (shared/rules/hex-rpg-vehicle-combat.md, "Recovering damage": healing, mechanics' repairs with the daily
 * limits, critical-hit recovery; no money). It reuses Dirty Wheels' engine module under its own id (its rules of play
 * do not matter here) and adds nothing outside tests/: the core runs its steps on a real league file.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { type OwnStepResult, runOwnStep } from '../../src-main/services/league/betweenMatch';
import type { CampaignContext } from '../../src-main/services/league/rolling';
import type { BetweenMatchStep, StepAt } from '../../src-main/services/rulesetHooks';
import { allRulesetServices, addRulesetServices, rulesetServices } from '../../src-main/services/rulesets';
import { SeededDice } from '../../src-shared/engine/dice';
import { dirtyWheelsRuleset } from '../../src-shared/engine/dirtywheels';
import { type AnyRuleset, registeredRulesets, addRuleset } from '../../src-shared/engine/registry';
import { useTempDir } from '../support/tempLeague';

const HEX = 'hexrpgtest';

// ─── The test ruleset's rules: "Recovering damage" as data ───────────────────────────────────────────────────────

/** Recovering damage, daily repair limit table (HP): warcar 45, car 25, bike 15. */
const DAILY_REPAIR_LIMIT = { warcar: 45, car: 25, bike: 15 } as const;
/** Recovering damage, mechanic repair table: proper though not great tools recover 12 × mechanic level per successful hour. */
const HP_PER_HOUR_PER_LEVEL = 12;
/** Recovering damage: "while not repaired in a garage, a vehicle may not recover more than 75% of the Hit Points lost in a single battle". */
const FIELD_REPAIR_SHARE = 0.75;
/** Recovering damage: "1 Hit Point per day plus 1 Hit Point per hour of successful treatment … not more than 4 Hit Points per day". */
const NATURAL_HEALING = 1;
const MAX_HEALING_PER_DAY = 4;
/**
 * The rules do not say what makes an hour of labour, a treatment or a critical's repair "successful": this test's
 * ruleset rolls 1d6 and succeeds on 4 or more, and a mechanic works 3 hours between two sessions (one day).
 */
const SUCCESS = 4;
const HOURS_BETWEEN_SESSIONS = 3;

interface HexVehicle {
  kind: keyof typeof DAILY_REPAIR_LIMIT;
  maxHp: number;
  hp: number;
  /** HP lost in the last battle, and how many of them were recovered since (the 75% cap). */
  lostInBattle: number;
  recovered: number;
  mechanic: number;
  /** Critical hits not yet repaired, each with the days (sessions apart) before a mechanic may try. */
  criticals: { name: string; days: number }[];
}
interface HexCharacter {
  maxHp: number;
  hp: number;
  /** The medical skill of whoever treats him between sessions (0: nobody). */
  medic: number;
}

function vehiclesOf(ctx: CampaignContext, teamIds: readonly number[]) {
  const rows = ctx.conn.sqlite
    .prepare(`SELECT id, name, design FROM vehicles WHERE franchise_id IN (${teamIds.map(() => '?').join(',')}) AND status = 'active' ORDER BY id`)
    .all(...teamIds) as { id: number; name: string; design: string }[];
  return rows.map((r) => ({ ...r, v: JSON.parse(r.design) as HexVehicle }));
}
function charactersOf(ctx: CampaignContext, teamIds: readonly number[]) {
  const rows = ctx.conn.sqlite
    .prepare(`SELECT id, name, record FROM competitors WHERE franchise_id IN (${teamIds.map(() => '?').join(',')}) ORDER BY id`)
    .all(...teamIds) as { id: number; name: string; record: string }[];
  return rows.map((r) => ({ ...r, c: JSON.parse(r.record) as HexCharacter }));
}
const saveVehicle = (ctx: CampaignContext, id: number, v: HexVehicle) =>
  ctx.conn.sqlite.prepare('UPDATE vehicles SET design = ? WHERE id = ?').run(JSON.stringify(v), id);
const saveCharacter = (ctx: CampaignContext, id: number, c: HexCharacter) =>
  ctx.conn.sqlite.prepare('UPDATE competitors SET record = ? WHERE id = ?').run(JSON.stringify(c), id);

/** After a session: one day of recovery for the vehicles and people of the teams that played it. */
const afterSession: BetweenMatchStep<undefined> = {
  label: 'Repairs and healing',
  run(ctx: CampaignContext, at: StepAt) {
    if (!('matchId' in at)) throw new Error('after a result, the step knows its match');
    const teams = (
      ctx.conn.sqlite.prepare('SELECT franchise_id AS f FROM match_teams WHERE match_id = ? ORDER BY franchise_id').all(at.matchId) as { f: number }[]
    ).map((r) => r.f);
    const words: string[] = [];
    for (const { id, name, v } of vehiclesOf(ctx, teams)) {
      const next = { ...v, criticals: [...v.criticals] };
      if (v.hp < v.maxHp) {
        let successes = 0;
        for (let h = 1; h <= HOURS_BETWEEN_SESSIONS; h++) {
          const r = ctx.dice.roll('1d6', `${name}: mechanic's hour ${h}`);
          ctx.dice.decide(r, r.value >= SUCCESS ? 'success' : 'failure');
          if (r.value >= SUCCESS) successes++;
        }
        const fieldCap = Math.floor(v.lostInBattle * FIELD_REPAIR_SHARE) - v.recovered;
        const gain = Math.max(0, Math.min(successes * HP_PER_HOUR_PER_LEVEL * v.mechanic, DAILY_REPAIR_LIMIT[v.kind], fieldCap, v.maxHp - v.hp));
        next.hp = v.hp + gain;
        next.recovered = v.recovered + gain;
        words.push(`${name} repaired ${gain} HP (${next.hp} of ${v.maxHp})`);
      }
      next.criticals = [];
      for (const crit of v.criticals) {
        const days = crit.days - 1;
        if (days > 0) {
          next.criticals.push({ ...crit, days });
          words.push(`${name}: ${crit.name} needs ${days} more day${days === 1 ? '' : 's'}`);
          continue;
        }
        const r = ctx.dice.roll('1d6', `${name}: repair ${crit.name}`);
        ctx.dice.decide(r, r.value >= SUCCESS ? 'repaired' : 'not yet');
        if (r.value >= SUCCESS) words.push(`${name}: ${crit.name} repaired`);
        else {
          next.criticals.push({ ...crit, days: 0 });
          words.push(`${name}: ${crit.name} not repaired (rolled ${r.value})`);
        }
      }
      saveVehicle(ctx, id, next);
    }
    for (const { id, name, c } of charactersOf(ctx, teams)) {
      if (c.hp >= c.maxHp) continue;
      let healed = NATURAL_HEALING;
      for (let i = 1; i <= c.medic; i++) {
        const r = ctx.dice.roll('1d6', `${name}: treatment ${i}`);
        ctx.dice.decide(r, r.value >= SUCCESS ? 'success' : 'failure');
        if (r.value >= SUCCESS) healed++;
      }
      const gain = Math.min(healed, MAX_HEALING_PER_DAY, c.maxHp - c.hp);
      saveCharacter(ctx, id, { ...c, hp: c.hp + gain });
      words.push(`${name} healed ${gain} HP (${c.hp + gain} of ${c.maxHp})`);
    }
    return words;
  },
};

/** The off-season: weeks in a garage (no 75% cap, no daily limit that binds), every character whole; each critical a last roll. */
const offSeason: BetweenMatchStep<undefined> = {
  label: 'Off-season repairs',
  run(ctx: CampaignContext) {
    const teams = (ctx.conn.sqlite.prepare('SELECT id FROM franchises ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    const words: string[] = [];
    for (const { id, name, v } of vehiclesOf(ctx, teams)) {
      const criticals = v.criticals.filter((crit) => {
        const r = ctx.dice.roll('1d6', `Off-season: ${name}, ${crit.name}`);
        ctx.dice.decide(r, r.value >= SUCCESS ? 'repaired' : 'not yet');
        words.push(`${name}: ${crit.name} ${r.value >= SUCCESS ? 'repaired' : `not repaired (rolled ${r.value})`}`);
        return r.value < SUCCESS;
      });
      if (v.hp < v.maxHp) words.push(`${name} repaired in the garage (${v.maxHp} of ${v.maxHp})`);
      saveVehicle(ctx, id, { ...v, hp: v.maxHp, lostInBattle: 0, recovered: 0, criticals });
    }
    for (const { id, name, c } of charactersOf(ctx, teams)) {
      if (c.hp < c.maxHp) words.push(`${name} healed (${c.maxHp} of ${c.maxHp})`);
      saveCharacter(ctx, id, { ...c, hp: c.maxHp });
    }
    return words;
  },
};

const hexRuleset = {
  ...(dirtyWheelsRuleset as unknown as AnyRuleset),
  id: HEX,
  name: 'Hex RPG (test)',
  summary: 'The hex RPG’s recovery between sessions, for the between-match steps test only.',
  capabilities: {
    ...dirtyWheelsRuleset.capabilities,
    steps: { afterResult: 'core', seasonEnd: 'core' },
  },
  // Nothing of Dirty Wheels' own, which the registry would refuse as declared twice: no match table (Dirty Wheels' plays
  // Dirty Wheels), and its own declaration (no channels, commands, Teams screen or career kinds of Dirty Wheels').
  table: null,
  declaration: {
    ...dirtyWheelsRuleset.declaration,
    id: HEX,
    screens: dirtyWheelsRuleset.declaration.screens.filter((s) => s.id !== 'team'),
    cli: { commands: [], groupSubs: [] },
    channels: [],
    careerEvents: [],
  },
} satisfies AnyRuleset;

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(hexRuleset), addRulesetServices(HEX, { afterResult: afterSession, seasonEnd: offSeason }));
});
afterAll(() => {
  for (const off of unregister) off();
});

// ─── A league of it, on a real file ──────────────────────────────────────────────────────────────────────────────

const tempDir = useTempDir();

async function hexLeague(ruleset = HEX, scheduled = true) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const created = await dispatch('app.newLeague', { name: 'Hex Night', path: path.join(dataDir, 'hex.league'), ruleset });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const ids: number[] = [];
  for (const [i, name] of ['Road Wolves', 'Dust Devils'].entries()) {
    const r = await dispatch('franchise.add', { name, colour: `#00000${i}`, owner: '' });
    if (!r.ok) throw new Error(JSON.stringify(r));
    ids.push(r.value.id);
  }
  const [wolves, devils] = ids as [number, number];
  // The test ruleset has no team building of its own (generic entities come later): its cars and people go in as rows.
  const car = (franchise: number, name: string, v: HexVehicle) =>
    session.league.sqlite
      .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, ?, ?, '{}', 1)`)
      .run(franchise, name, JSON.stringify(v));
  const person = (franchise: number, name: string, c: HexCharacter) =>
    session.league.sqlite.prepare(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, ?, ?)`).run(franchise, name, JSON.stringify(c));
  car(wolves, 'Interceptor', { kind: 'car', maxHp: 80, hp: 40, lostInBattle: 40, recovered: 0, mechanic: 1, criticals: [] });
  car(devils, 'Dust Bike', { kind: 'bike', maxHp: 15, hp: 15, lostInBattle: 0, recovered: 0, mechanic: 1, criticals: [{ name: 'Steering', days: 1 }] });
  person(wolves, 'Max', { maxHp: 10, hp: 5, medic: 2 });
  // A Dethmetal franchise is not founded by name alone, so that league has nothing scheduled.
  const m = scheduled ? await dispatch('schedule.add', { track: 'Session one', franchiseIds: ids }) : { ok: true as const, value: { id: 1 } };
  if (!m.ok) throw new Error(JSON.stringify(m));
  /** Everything the steps and the result touch, to show a preview or an undo leaves the league as it was. */
  const state = () =>
    ['vehicles', 'competitors', 'matches', 'match_teams', 'seasons', 'dice_log', 'league', 'career_events'].map((t) =>
      session.league.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all(),
    );
  const design = (name: string) =>
    JSON.parse((session.league.sqlite.prepare('SELECT design FROM vehicles WHERE name = ?').get(name) as { design: string }).design) as HexVehicle;
  const hp = (name: string) =>
    (JSON.parse((session.league.sqlite.prepare('SELECT record FROM competitors WHERE name = ?').get(name) as { record: string }).record) as HexCharacter).hp;
  const result = {
    matchId: m.value.id,
    teams: [
      { franchiseId: wolves, outcome: 'win' as const, stats: {} },
      { franchiseId: devils, outcome: 'loss' as const, stats: {} },
    ],
  };
  return { session, dispatch, state, design, hp, result };
}

describe('between-match steps through the core (a ruleset registered by this test)', () => {
  it('Recovering damage after a session: the preview says what would change and writes nothing; the recording does exactly that with the same rolls, logged; one undo takes the result and the step', async () => {
    const { dispatch, state, design, result } = await hexLeague();
    const before = state();
    const preview = await dispatch('match.previewOutcome', result);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(state()).toEqual(before);
    expect(preview.value.match.status).toBe('recorded');
    expect(preview.value.step?.label).toBe('Repairs and healing');
    expect(preview.value.step?.changes).toHaveLength(3);
    expect(preview.value.step?.changes[0]).toMatch(/^Interceptor repaired \d+ HP \(\d+ of 80\)$/);
    expect(preview.value.step?.changes[2]).toMatch(/^Max healed \d HP \(\d+ of 10\)$/);
    // Three hours for the car, the Steering roll, two treatments: six rolls of the league's dice.
    expect(preview.value.rolls?.map((r) => r.purpose)).toEqual([
      "Interceptor: mechanic's hour 1",
      "Interceptor: mechanic's hour 2",
      "Interceptor: mechanic's hour 3",
      'Dust Bike: repair Steering',
      'Max: treatment 1',
      'Max: treatment 2',
    ]);

    const recorded = await dispatch('match.recordOutcome', result);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded));
    expect(recorded.value.status).toBe('recorded');
    // The seeded dice roll from the same place: the recording is what the preview said.
    const journal = await dispatch('journal.recent', { limit: 1 });
    if (!journal.ok) throw new Error('journal');
    expect(journal.value[0]!.op).toBe('match.recordOutcome');
    expect(journal.value[0]!.summary).toBe(
      `Recorded match 1: Road Wolves win, Dust Devils loss; Repairs and healing: ${preview.value.step!.changes.join('; ')}`,
    );
    const log = await dispatch('dice.log', {});
    if (!log.ok) throw new Error('dice log');
    const logged = log.value.filter((r) => r.op === 'match.recordOutcome').sort((a, b) => a.seq - b.seq);
    expect(logged.map((r) => [r.purpose, r.value])).toEqual(preview.value.rolls!.map((r) => [r.purpose, r.value]));
    const hours = preview.value.rolls!.slice(0, 3).filter((r) => r.value >= SUCCESS).length;
    // Daily repair limit (car 25) and the 75% of 40 lost in the battle (30) cap what 12 × level per hour gives.
    expect(design('Interceptor').hp).toBe(40 + Math.min(hours * 12, 25, 30));

    const undone = await dispatch('journal.undo', {});
    expect(undone).toMatchObject({ ok: true, value: { op: 'match.recordOutcome' } });
    expect(state()).toEqual(before);
  });

  it('Recovering damage with typed dice: each roll asked in turn, then the rule’s numbers (12 × level per hour up to the car’s 25 a day; 1 HP a day plus 1 per treatment, at most 4)', async () => {
    const { dispatch, state, design, hp, result } = await hexLeague();
    expect(await dispatch('league.updateSettings', { diceMode: 'manual' })).toMatchObject({ ok: true });
    const before = state();
    const asked = await dispatch('match.recordOutcome', result);
    expect(asked).toMatchObject({ ok: false, error: { kind: 'dice-needed', request: { purpose: "Interceptor: mechanic's hour 1" } } });
    expect(state()).toEqual(before);
    // Hours 6, 2, 5: two successes, 24 HP (under the car's 25 and 75% of 40); Steering 3: not yet; treatments 4, 1: one.
    const typed = [6, 2, 5, 3, 4, 1];
    const preview = await dispatch('match.previewOutcome', { ...result, dice: typed });
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.value.step?.changes).toEqual([
      'Interceptor repaired 24 HP (64 of 80)',
      'Dust Bike: Steering not repaired (rolled 3)',
      'Max healed 2 HP (7 of 10)',
    ]);
    expect(state()).toEqual(before);
    expect(await dispatch('match.recordOutcome', { ...result, dice: [...typed, 6] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: '1 typed roll was not needed: this operation used 6.' },
    });
    expect(await dispatch('match.recordOutcome', { ...result, dice: typed })).toMatchObject({ ok: true });
    expect([design('Interceptor').hp, design('Interceptor').recovered, design('Dust Bike').criticals, hp('Max')]).toEqual([
      64,
      24,
      [{ name: 'Steering', days: 0 }],
      7,
    ]);
  });

  it('the off-season at season.close: the preview names every repair and writes nothing; the close repairs in the garage, rolls for each critical (logged) and one undo reopens the season as it was', async () => {
    const { dispatch, state, design, hp, result } = await hexLeague();
    expect(await dispatch('match.recordOutcome', result)).toMatchObject({ ok: true });
    const before = state();
    const preview = await dispatch('season.close', { preview: true });
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(state()).toEqual(before);
    const steering = design('Dust Bike').criticals.length > 0;
    expect(preview.value.step?.label).toBe('Off-season repairs');
    expect(preview.value.step?.changes.some((w) => w.startsWith('Interceptor repaired in the garage'))).toBe(design('Interceptor').hp < 80);
    expect(preview.value.rolls.filter((r) => r.purpose === 'Off-season: Dust Bike, Steering')).toHaveLength(steering ? 1 : 0);

    const closed = await dispatch('season.close', {});
    if (!closed.ok) throw new Error(JSON.stringify(closed));
    expect(closed.value.step).toEqual(preview.value.step);
    expect([design('Interceptor').hp, hp('Max')]).toEqual([80, 10]);
    expect((await dispatch('season.current', {})) as unknown).toMatchObject({ ok: true, value: { number: 2 } });
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true, value: { op: 'season.close' } });
    expect(state()).toEqual(before);
  });

  it('a league whose ruleset has no steps records and closes as before: no step, no rolls (Dirty Wheels)', async () => {
    const { dispatch, result } = await hexLeague('dirtywheels');
    const preview = await dispatch('match.previewOutcome', result);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.value.step).toBeUndefined();
    expect(preview.value.rolls).toBeUndefined();
    expect(await dispatch('match.recordOutcome', result)).toMatchObject({ ok: true });
    const closed = await dispatch('season.close', {});
    expect(closed.ok && closed.value.step).toBe(undefined);
  });

  it('a step of its own run after the core’s recording (StepMode after: own without instead): the core records and ranks the session with no step, and the step runs later on the recorded match with its dice, once', async () => {
    const AFTER = 'hexafter';
    const afterStep: BetweenMatchStep<{ dice?: number[] }, OwnStepResult<readonly string[]>> = {
      label: 'Days between sessions',
      own: {},
      run: (ctx, at) => {
        const words = afterSession.run(ctx, at, undefined);
        return { value: words, summary: words.join('; ') };
      },
      // What the result itself leaves is written with the recording (the hex RPG: the session's damage on the cards).
      atRecording: { label: 'What the session left', run: (_ctx, at) => ['matchId' in at ? `session ${at.matchId} noted` : 'no session'] },
    };
    const off = [
      addRuleset({
        ...hexRuleset,
        id: AFTER,
        capabilities: { ...hexRuleset.capabilities, steps: { afterResult: 'after', seasonEnd: 'none' } },
        declaration: { ...hexRuleset.declaration, id: AFTER },
      }),
      addRulesetServices(AFTER, { afterResult: afterStep as BetweenMatchStep<never, unknown> }),
    ];
    try {
      const { session, dispatch, design, result } = await hexLeague(AFTER);
      const recorded = await dispatch('match.recordOutcome', result);
      expect(recorded).toMatchObject({ ok: true });
      const { summary } = session.league.sqlite.prepare(`SELECT summary FROM journal ORDER BY id DESC LIMIT 1`).get() as { summary: string };
      expect(summary).toMatch(new RegExp(`; What the session left: session ${result.matchId} noted$`));
      expect(design('Interceptor').hp).toBe(40);
      expect(await dispatch('standings.league', {})).toMatchObject({ ok: true });
      // A new league's seed is random: one whose first mechanic's hour succeeds (4+), so the repair always shows.
      const { counter } = session.league.sqlite.prepare('SELECT rng_counter AS counter FROM league').get() as { counter: number };
      let seed = 1;
      while (new SeededDice(seed, counter).roll('1d6', 'probe').value < SUCCESS) seed++;
      session.league.sqlite.prepare('UPDATE league SET rng_seed = ? WHERE id = 1').run(seed);
      const words = runOwnStep(session.league, 'hexafter.recover', afterStep, {}, { matchId: result.matchId }, (ctx) => ({
        matchId: result.matchId,
        seasonNumber: ctx.season.number,
      }));
      expect(words.length).toBeGreaterThan(0);
      expect(design('Interceptor').hp).toBeGreaterThan(40);
    } finally {
      for (const o of off.reverse()) o();
    }
  });

  it('a step with an input of its own (Dethmetal’s post-match and season end) runs through its own channel: the core’s recording, table and close refuse the league in the step’s words, changing nothing', async () => {
    const { dispatch, state } = await hexLeague('dethmetal', false);
    const before = state();
    expect(
      await dispatch('match.recordOutcome', {
        matchId: 1,
        teams: [
          { franchiseId: 1, outcome: 'win', stats: {} },
          { franchiseId: 2, outcome: 'loss', stats: {} },
        ],
      }),
    ).toMatchObject({
      ok: false,
      error: {
        kind: 'unavailable',
        message:
          'A Dethmetal league does not record a bare outcome this way: record it with match.record (`league match record`), which runs the post-match sequence.',
      },
    });
    expect(await dispatch('standings.league', {})).toMatchObject({
      ok: false,
      error: { message: 'A Dethmetal league does not keep its table this way: its standings are standings.get (`league standings`).' },
    });
    expect(await dispatch('season.close', {})).toMatchObject({
      ok: false,
      error: {
        message: 'A Dethmetal league does not close its season this way: its season end (Metal Cup, draft, sponsors) is season.end (`league season end`).',
      },
    });
    expect(state()).toEqual(before);
  });
});

describe('the steps a ruleset declares', () => {
  it('every ruleset’s capabilities say what its services’ hooks are: its steps (none, run by the core, or its own), its event fields and season length (played in order is the capability alone)', () => {
    const mode = (step: BetweenMatchStep<never, unknown> | undefined) => (!step ? 'none' : step.own ? (step.own.instead ? 'own' : 'after') : 'core');
    for (const ruleset of [...registeredRulesets(), hexRuleset]) {
      const hooks = rulesetServices(ruleset.id);
      expect(ruleset.capabilities.steps, ruleset.id).toEqual({ afterResult: mode(hooks.afterResult), seasonEnd: mode(hooks.seasonEnd) });
      const { playedInOrder: _inOrder, ...schedule } = ruleset.capabilities.schedule;
      expect(schedule, ruleset.id).toEqual({ eventFields: Boolean(hooks.eventFields), seasonLength: Boolean(hooks.seasonLength) });
    }
  });

  it('a ruleset registers once: a second registration of an id is refused, in the engine and in the services', () => {
    expect(() => addRuleset(hexRuleset)).toThrow(`The ruleset id “${HEX}” is registered twice by “${HEX}”`);
    expect(() => addRulesetServices('dirtywheels', {})).toThrow('The ruleset “dirtywheels” already has services registered; a ruleset registers once.');
    expect(allRulesetServices().map(([id]) => id)).toEqual(['dethmetal', 'dirtywheels', 'battlecars', 'racecombat', 'hexrpg', HEX]);
  });
});
