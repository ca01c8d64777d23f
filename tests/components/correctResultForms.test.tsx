// @vitest-environment happy-dom
/**
 * "Correct result" (issue 27) on the two recorded matches that record through a form of their own, over real league
 * files and the real services: the core rounds page (a race meeting of the test ruleset, tests/rulesets/race/: a place
 * per car and race) and Dethmetal's Result tab (its `match.record` input). Each opens pre-filled with what was recorded,
 * one value is edited, and what the page sends to `match.previewCorrection` and `match.correct` is the recorded input
 * with that one edit (read on the wire between the page and the dispatcher); the preview says what changes, the commit
 * writes it; a corrected meeting the service refuses (two cars in one place) is said in its words, Commit off. The
 * shared Preview / Commit piece and its preview are the teams' form's too (correctResultPanels.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { addRuleset } from '../../src-shared/engine/registry';
import type { MatchView, MeetingRoundsView } from '../../src-shared/ipc';
import type { RecordingView } from '../../src-shared/ipc/channels/correct';
import type { Transport } from '../../src-renderer/api/transport';
import { RoundsMatchPage } from '../../src-renderer/screens/match/RoundsMatchPage';
import { RACE, raceRuleset } from '../rulesets/race/engine';
import { raceServices, seedRaceMeeting } from '../rulesets/race/services';
import type { Invoke } from '../support/leagueFiles';
import { twoFranchisesOneMatch } from '../support/leagueRecipes';
import { useComponentLeague } from '../support/component';
import { renderScreen, retype, SLOW, typist } from '../support/componentScreens';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices));
});
afterAll(() => {
  for (const off of unregister) off();
});

/** The wire between the page and the dispatcher, keeping what the page sends to the correction's channels. */
function watched(sent: { channel: string; payload: { matchId: number; result: Record<string, unknown> } }[]) {
  return (t: Transport): Transport => ({
    ...t,
    invoke: (channel, payload, league) => {
      if (channel === 'match.previewCorrection' || channel === 'match.correct') sent.push({ channel, payload: structuredClone(payload) as never });
      return t.invoke(channel, payload, league);
    },
  });
}

/** Preview, the changes listed, Commit, the dialog closed. */
async function previewAndCommit(user: ReturnType<typeof typist>, dialog: HTMLElement) {
  expect(within(dialog).getByRole('button', { name: 'Commit' })).toHaveProperty('disabled', true);
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  const changes = await within(dialog).findByLabelText('What the correction changes', {}, SLOW);
  expect(changes.textContent).toMatch(/Results/);
  await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
}

describe('Correct result on a form of its own', () => {
  const league = useComponentLeague();

  it('the rounds page: each race’s places as recorded, one race’s first two swapped, sent as the recorded input with that swap, committed', async () => {
    const sent: Parameters<typeof watched>[0] = [];
    const l = await league({ ruleset: RACE, name: 'Grand Prix', wire: watched(sent) });
    const { teams, matchId } = await seedRaceMeeting(l.call);
    const car = (name: string) => {
      const team = Object.values(teams).find((t) => t.cars[name])!;
      return { franchiseId: team.id, vehicleId: team.cars[name]! };
    };
    const race = (...order: string[]) => ({ teams: [], entrants: order.map((name, i) => ({ ...car(name), placing: i + 1, stats: {} })) });
    await l.call('match.recordOutcome', {
      matchId,
      rounds: [race('Red One', 'Blue One', 'Blue Two', 'Red Two'), race('Blue One', 'Red One', 'Blue Two', 'Red Two')],
    });
    const recorded = await l.call<RecordingView>('match.recording', { matchId });
    const user = typist();
    l.render(<RoundsMatchPage matchId={matchId} />);

    await user.click(await screen.findByRole('button', { name: 'Correct result' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of match 1' }, SLOW);
    const place = (r: number, name: string) => within(dialog).getByRole('textbox', { name: `Race ${r} ${name} place` }) as HTMLInputElement;
    await within(dialog).findByRole('group', { name: 'Race 2' }, SLOW);
    // As recorded: both races, each car's place; the number of races the meeting had.
    expect(within(dialog).getByRole('textbox', { name: 'Races in this meeting' })).toHaveProperty('value', '2');
    expect(['Red One', 'Blue One', 'Blue Two', 'Red Two'].map((n) => place(1, n).value)).toEqual(['1', '2', '3', '4']);
    expect(['Red One', 'Blue One', 'Blue Two', 'Red Two'].map((n) => place(2, n).value)).toEqual(['2', '1', '3', '4']);
    // The recording form's own preview is not there: the correction's is.
    expect(within(dialog).queryByText('What this meeting scores')).toBeNull();

    // Blue One first placed first beside Red One: the corrected result refused in the service's words, nothing to commit.
    await retype(user, place(1, 'Blue One'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const refused = await within(dialog).findByRole('alert', { name: 'The corrected result is not accepted' }, SLOW);
    expect(refused.textContent).toBe('The corrected result is not acceptedRace 1 of match 1 has one 1st place; Blue One shares it.');
    expect(within(dialog).getByRole('button', { name: 'Commit' })).toHaveProperty('disabled', true);
    await retype(user, place(1, 'Red One'), '2');
    await previewAndCommit(user, dialog);

    const corrected = { ...recorded.input, rounds: [race('Blue One', 'Red One', 'Blue Two', 'Red Two'), race('Blue One', 'Red One', 'Blue Two', 'Red Two')] };
    const byCar = (input: Record<string, unknown>) =>
      (input.rounds as { entrants: { vehicleId: number; placing: number }[] }[]).map((r) =>
        Object.fromEntries(r.entrants.map((e) => [e.vehicleId, e.placing])),
      );
    expect(sent.map((s) => s.channel)).toEqual(['match.previewCorrection', 'match.previewCorrection', 'match.correct']);
    for (const s of sent.slice(1)) {
      expect(s.payload.matchId).toBe(matchId);
      expect(byCar(s.payload.result)).toEqual(byCar(corrected));
      expect(Object.keys(s.payload.result).sort()).toEqual(Object.keys(recorded.input).sort());
    }
    const rounds = await l.call<MeetingRoundsView>('match.rounds', { matchId });
    expect(rounds.rounds[0]!.results.map((x) => [x.entrant, x.placing])).toEqual([
      ['Red One', 2],
      ['Blue One', 1],
      ['Blue Two', 3],
      ['Red Two', 4],
    ]);
  });

  it('Dethmetal’s Result tab: each competitor’s points and each car as recorded, two drivers’ points swapped, sent as the match.record input with that swap, committed', async () => {
    const sent: Parameters<typeof watched>[0] = [];
    const l = await league({ ruleset: 'dethmetal', wire: watched(sent) });
    const invoke: Invoke = (channel, payload) => l.dispatch(channel as never, payload as never) as never;
    await twoFranchisesOneMatch.build(l.call, invoke);
    const [m] = await l.call<MatchView[]>('schedule.list', {});
    const recorded = await l.call<RecordingView>('match.recording', { matchId: m!.id });
    expect(recorded.op).toBe('match.record');
    const summary = async () => (await l.call<{ report: { summary: string } }>('match.report', { matchId: m!.id })).report.summary;
    const wrong = await summary();
    const user = typist();
    renderScreen(l, `#/match/${m!.id}`);

    await user.click(await screen.findByRole('button', { name: 'Correct result' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of match 1' }, SLOW);
    const box = (name: string) => within(dialog).findByRole('textbox', { name }, SLOW) as Promise<HTMLInputElement>;
    // As recorded (the recipe's drivers scored 6 and 4), with their cars.
    expect((await box('Points of Ace Rust')).value).toBe('6');
    expect((await box('Points of Ace Ash')).value).toBe('4');
    expect((await box('Damage of Rust 1')).value).toBe('0');
    expect(within(dialog).getByRole('checkbox', { name: 'Ace Rust went out of action' })).toHaveProperty('checked', false);

    await retype(user, await box('Points of Ace Rust'), '4');
    await retype(user, await box('Points of Ace Ash'), '6');
    await previewAndCommit(user, dialog);

    type Teams = { franchiseId: number; competitors: { points: number }[] }[];
    const expected = structuredClone(recorded.input) as { teams: Teams };
    expected.teams[0]!.competitors[0]!.points = 4;
    expected.teams[1]!.competitors[0]!.points = 6;
    expect(sent.map((s) => s.channel)).toEqual(['match.previewCorrection', 'match.correct']);
    for (const s of sent) expect(s.payload).toEqual({ matchId: m!.id, result: expected });
    const after = await l.call<RecordingView>('match.recording', { matchId: m!.id });
    expect((after.input.teams as Teams).map((t) => t.competitors[0]!.points)).toEqual([4, 6]);
    // The page shows the corrected match: its post-match report as the correction kept it, read back.
    const right = await summary();
    expect(right).not.toBe(wrong);
    await screen.findByText(new RegExp(`^${right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`), {}, SLOW);
  });
});
