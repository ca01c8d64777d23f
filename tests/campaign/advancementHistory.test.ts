/**
 * Part I › Advancement roll (2d6) and the Trait improved / talent tables (1d6), as the career keeps them: every level a
 * competitor gains in match.record's post-match processing is a career event with its dice and the table rows they
 * landed on, the same line the post-match report carries. The organizer's choice (Mechanic again, gaps.md #7) comes
 * through choice-needed. Dice are typed (manual mode), so every roll is the test's own.
 */
import { describe, expect, it } from 'vitest';
import { parseNotation, rawValues } from '../../src-shared/engine/dice/notation';
import type { InputOf } from '../../src-shared/ipc';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague, Refused, type League } from './support';

const tempDir = useTempDir();

/** Two founded franchises and a match assigned (app dice for all that), then the league switches to typed dice. */
async function matchReady(league: League) {
  const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
  const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
  const matchId = (await league.call('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race', franchiseIds: [red.id, blue.id] })).id;
  await league.call('match.preMatch', { matchId });
  for (const f of [red, blue]) {
    const d = await league.call('franchise.details', { id: f.id });
    await league.call('match.assign', {
      matchId,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: d.roster[i]!.id })) }],
    });
  }
  await league.call('league.updateSettings', { diceMode: 'manual' });
  const hero = red.roster[0]!;
  // Took part (1 XP) and five criticals (5 XP): 6 XP is level 3, two advancement rolls (Part I › Experience points).
  const result: InputOf<'match.record'> = {
    matchId,
    teams: [red, blue].map((f) => ({
      franchiseId: f.id,
      competitors: f.roster.slice(0, 3).map((c) => ({ competitorId: c.id, points: c.id === hero.id ? 2 : 0, criticals: c.id === hero.id ? 5 : 0 })),
      vehicles: f.vehicles.map((v) => ({ vehicleId: v.id })),
    })),
  };
  return { hero, result };
}

/**
 * Type every roll match.record asks for: `pick` answers by purpose (in order of asking), anything else gets the
 * middle of its dice's range. Returns the dice and the first refusal that is not a roll (a choice) or the result.
 */
async function typeDice(league: League, input: InputOf<'match.record'>, pick: (purpose: string) => number | undefined) {
  const dice: number[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const r = await league.dispatch('match.record', { ...input, dice });
    if (r.ok) return { dice, value: r.value };
    if (r.error.kind !== 'dice-needed') return { dice, error: r.error };
    const values = rawValues(parseNotation(r.error.request.notation));
    dice.push(pick(r.error.request.purpose) ?? values[Math.floor(values.length / 2)]!);
  }
  throw new Error('too many rolls');
}

/** Answers taken in turn for each table the advancement rolls ask, e.g. { 'Advancement roll': [8], 'Driving Talents': [4] }. */
function byTable(answers: Record<string, number[]>) {
  const left = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, [...v]]));
  return (purpose: string) => {
    const table = Object.keys(left).find((k) => purpose.startsWith(`${k} (level`));
    return table === undefined ? undefined : left[table]!.shift();
  };
}

describe('advancement rolls in the career (Part I › Advancement roll; Trait improved; talent tables)', () => {
  it('each level is a career event with its dice and the table row: 2d6 = 8 → Driving Talent; 1d6 = 4 → Big foot', async () => {
    const league = await newLeague(tempDir(), 5);
    const { hero, result } = await matchReady(league);
    // Level 2: 8 is a Driving Talent, 4 on Driving Talents is Big foot. Level 3: 7 is a +1 Trait point, 1 on Trait improved is Driving ability.
    const typed = await typeDice(league, { ...result, preview: true }, byTable({ 'Advancement roll': [8, 7], 'Driving Talents': [4], 'Trait improved': [1] }));
    if (!typed.value) throw new Refused(typed.error!);
    const mine = typed.value.franchises.flatMap((f) => f.competitors).find((c) => c.competitorId === hero.id)!;
    const lines = [
      'Level 2: 2d6 = 8 → Driving Talent; 1d6 = 4 → Big foot (dice typed at the table)',
      'Level 3: 2d6 = 7 → +1 Trait point; 1d6 = 1 → +1 Driving ability (now 4) (dice typed at the table)',
    ];
    expect(mine.advancements.map((a) => a.text)).toEqual(lines);
    // The report's explanation is the same line after "Level N: ", for the preview's grouping per competitor.
    expect(mine.advancements.map((a) => `Level ${a.level}: ${a.explanation.join(' ')}`)).toEqual(lines);
    // The preview wrote nothing; the commit writes the same lines into the career.
    expect((await league.call('competitor.get', { id: hero.id })).history.filter((h) => h.kind === 'level')).toEqual([]);
    await league.call('match.record', { ...result, dice: typed.dice });
    const after = await league.call('competitor.get', { id: hero.id });
    expect(after.history.filter((h) => h.kind === 'level').map((h) => h.text)).toEqual(lines);
    expect(after.history.filter((h) => h.kind === 'level').every((h) => h.matchId === result.matchId && h.seasonNumber === 1)).toBe(true);
    expect(after.driver.talents).toEqual([{ name: 'Big foot', count: 1 }]);
    expect(after.driver.traits.driving).toBe(4);

    // Undo takes the career events back with everything else.
    await league.call('journal.undo', {});
    expect((await league.call('competitor.get', { id: hero.id })).history.filter((h) => h.kind === 'level')).toEqual([]);
    league.close();
  });

  it('a talent already held is re-rolled, and the line shows both rolls (gaps.md #7)', async () => {
    const league = await newLeague(tempDir(), 5);
    const { hero, result } = await matchReady(league);
    // Level 2: General Talent, 1 = Pro. Level 3: General Talent again, 1 = Pro again → re-roll, 3.
    const typed = await typeDice(league, { ...result, preview: true }, byTable({ 'Advancement roll': [2, 4], 'General Talents': [1, 1, 3] }));
    if (!typed.value) throw new Refused(typed.error!);
    const mine = typed.value.franchises.flatMap((f) => f.competitors).find((c) => c.competitorId === hero.id)!;
    expect(mine.advancements[0]!.text).toBe('Level 2: 2d6 = 2 → General Talent; 1d6 = 1 → Pro (dice typed at the table)');
    expect(mine.advancements[1]!.text).toMatch(/^Level 3: 2d6 = 4 → General Talent; 1d6 = 1 → Pro already held, re-roll; 1d6 = 3 → \S/);
    league.close();
  });

  it('Mechanic again: the organizer chooses (choice-needed); each answer gives its own line, and nothing is written until answered', async () => {
    const league = await newLeague(tempDir(), 5);
    const { hero, result } = await matchReady(league);
    // Level 2: General Talent, 2 = Mechanic. Level 3: General Talent, 2 = Mechanic again: the rules leave the choice.
    const answers = () => byTable({ 'Advancement roll': [3, 4], 'General Talents': [2, 2, 5] });
    const before = canonicalDump(league.session.league.sqlite);
    const asked = await typeDice(league, result, answers());
    expect(asked.error).toMatchObject({
      kind: 'choice-needed',
      choice: {
        path: ['answers', String(hero.id)],
        mode: 'append',
        options: [
          { value: 'take-mechanic-again', label: 'Take Mechanic again (repair skill 3 → 4)' },
          { value: 'reroll', label: 'Re-roll on the General Talents table' },
        ],
        rule: 'Part I › General Talents › Mechanic (gaps.md #7)',
      },
    });
    expect(asked.error!.message).toContain(`${hero.name} (Red Rockets), level 3:`);
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);

    const again = await typeDice(league, { ...result, preview: true, answers: { [hero.id]: ['take-mechanic-again'] } }, answers());
    const taken = again.value!.franchises.flatMap((f) => f.competitors).find((c) => c.competitorId === hero.id)!;
    expect(taken.advancements.map((a) => a.text)).toEqual([
      'Level 2: 2d6 = 3 → General Talent; 1d6 = 2 → Mechanic (dice typed at the table)',
      'Level 3: 2d6 = 4 → General Talent; 1d6 = 2 → Mechanic again (repair skill 4) (dice typed at the table)',
    ]);

    const rerolled = await typeDice(league, { ...result, answers: { [hero.id]: ['reroll'] } }, answers());
    const mine = rerolled.value!.franchises.flatMap((f) => f.competitors).find((c) => c.competitorId === hero.id)!;
    expect(mine.advancements[1]!.text).toBe(
      'Level 3: 2d6 = 4 → General Talent; 1d6 = 2 → Mechanic declined, re-roll; 1d6 = 5 → Iron-man (dice typed at the table)',
    );
    const career = await league.call('competitor.get', { id: hero.id });
    expect(career.history.filter((h) => h.kind === 'level').map((h) => h.text)).toEqual(mine.advancements.map((a) => a.text));
    league.close();
  });

  it('an answer that is not one of the choices is refused at its field, and nothing is written', async () => {
    const league = await newLeague(tempDir(), 5);
    const { hero, result } = await matchReady(league);
    const before = canonicalDump(league.session.league.sqlite);
    const e = await league.refuse('match.record', { ...result, answers: { [hero.id]: ['keep-it' as 'reroll'] } });
    expect(e.kind).toBe('validation');
    if (e.kind === 'validation') expect(e.issues[0]!.path).toEqual(['answers', String(hero.id), 0]);
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    league.close();
  });
});
