// @vitest-environment happy-dom
/**
 * "Correct result" (issue 27) on the recorded match of each ruleset's own result panel, over real league files and
 * the real services: the recorded result pre-filled as the ruleset records it (Battlecars' placings, the hex RPG's
 * stats alone: a session has no winner), the corrected one previewed in words and committed as one operation.
 * Dirty Wheels' panel is the Chromium journey's (tests/e2e/correct-result.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../src-shared/ipc';
import { ResultPanel as BattlecarsResult } from '../../src-renderer/screens/battlecars/match/ResultPanel';
import { ResultPanel as HexrpgResult } from '../../src-renderer/screens/hexrpg/match/ResultPanel';
import { type ComponentLeague, useComponentLeague } from '../support/component';
import { retype, SLOW, typist } from '../support/componentScreens';

async function twoTeams(l: ComponentLeague, car: (i: number) => object) {
  const ids: number[] = [];
  for (const [i, name] of ['Rust Rats', 'Mud Dogs'].entries()) {
    const f = await l.call<{ id: number }>('franchise.add', { name, colour: ['#c0392b', '#2980b9'][i], owner: '' });
    await l.call('team.addCar', { franchiseId: f.id, ...car(i) });
    ids.push(f.id);
  }
  const m = await l.call<{ id: number }>('schedule.add', { track: 'The Bowl', franchiseIds: ids });
  return { ids: ids as [number, number], matchId: m.id };
}

const tableState = async (l: ComponentLeague, matchId: number) => (await l.call<{ state: never }>('table.state', { matchId })).state;

/** Opens the correction, previews it, and commits; the preview must say what changes. */
async function previewAndCommit(user: ReturnType<typeof typist>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  const changes = await within(dialog).findByLabelText('What the correction changes', {}, SLOW);
  expect(changes.textContent).toMatch(/Results/);
  await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
}

describe('Correct result on the recorded match', () => {
  const league = useComponentLeague();

  it("Battlecars' result panel: the placings as recorded, swapped, previewed and committed", async () => {
    const l = await league({ ruleset: 'battlecars' });
    const { ids, matchId } = await twoTeams(l, (i) => ({
      design: { version: 1, name: `Wasp ${i + 1}`, cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] } },
      driver: { name: `Driver ${i + 1}` },
    }));
    await l.call('match.recordOutcome', {
      matchId,
      teams: [
        { franchiseId: ids[0], placing: 1, stats: { kills: 1, wrecks: 1 } },
        { franchiseId: ids[1], placing: 2, stats: { kills: 0, wrecks: 0 } },
      ],
    });
    const user = typist();
    l.render(<BattlecarsResult state={await tableState(l, matchId)} />);
    await user.click(await screen.findByRole('button', { name: 'Correct result' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of match 1' }, SLOW);
    const placing = (team: string) => within(dialog).getByRole('textbox', { name: `Placing of ${team}` });
    expect(placing('Rust Rats')).toHaveProperty('value', '1');
    expect(placing('Mud Dogs')).toHaveProperty('value', '2');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await retype(user, placing('Rust Rats'), '2');
    await retype(user, placing('Mud Dogs'), '1');
    await previewAndCommit(user, dialog);
    await waitFor(async () => {
      const m = await l.call<MatchView>('match.get', { matchId });
      expect(m.teams.map((t) => [t.franchiseId, t.placing])).toEqual([
        [ids[0], 2],
        [ids[1], 1],
      ]);
    }, SLOW);
  });

  it("the hex RPG's result panel: no outcome to choose (a session has no winner), the kills corrected, previewed and committed", async () => {
    const l = await league({ ruleset: 'hexrpg' });
    const { ids, matchId } = await twoTeams(l, (i) => ({
      design: { version: 1, name: ['Rustbucket', 'Jackal One'][i], kind: i ? 'bike' : 'car' },
      driver: { version: 1, name: ['Mags', 'Jax'][i], skills: {}, musc: 10, agi: 5, accu: 5, driv: 8, luck: 40 },
    }));
    await l.call('match.recordOutcome', {
      matchId,
      teams: [
        { franchiseId: ids[0], stats: { survived: 1, kills: 0 } },
        { franchiseId: ids[1], stats: { survived: 1, kills: 0 } },
      ],
    });
    const user = typist();
    l.render(<HexrpgResult state={await tableState(l, matchId)} />);
    await user.click(await screen.findByRole('button', { name: 'Correct result' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of match 1' }, SLOW);
    expect(within(dialog).queryByRole('columnheader', { name: 'Outcome' })).toBeNull();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    const kills = within(dialog).getByRole('textbox', { name: /^Kills of Rust Rats$/i });
    expect(kills).toHaveProperty('value', '0');
    // The stats as recorded (a result of stats alone is a result: match.get shows it).
    expect(within(dialog).getByRole('textbox', { name: 'Characters who survived of Rust Rats' })).toHaveProperty('value', '1');
    await retype(user, kills, '1');
    await previewAndCommit(user, dialog);
    await waitFor(async () => {
      const m = await l.call<MatchView>('match.get', { matchId });
      expect(m.teams.find((t) => t.franchiseId === ids[0])?.stats).toEqual({ survived: 1, kills: 1 });
      expect(m.teams.find((t) => t.franchiseId === ids[0])?.outcome ?? null).toBeNull();
    }, SLOW);
  });
});
