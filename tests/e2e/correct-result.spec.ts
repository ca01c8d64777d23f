/**
 * Issue 27 in real Chromium: a recorded Dirty Wheels result corrected from its Match screen. Two teams and two
 * matches recorded through the host; "Correct result" opens the core's result pre-filled as recorded; Preview lists
 * what changes (the table, the careers) each with its operation; Commit writes it and the match shows the new result.
 * And a Dethmetal match (its own `match.record` input, the Result tab's fields) corrected the same way.
 */
import path from 'node:path';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { MatchView } from '../../src-shared/ipc/channels/leagueTypes';
import { twoFranchisesOneMatch } from '../support/leagueRecipes';
import { call } from '../support/pageApi';
import { artifact, expect, test } from '../support/seededHost';

test('correct a recorded result: pre-filled form, the preview of every change with its cause, Commit', { tag: '@core' }, async ({ page, host }) => {
  await call(host, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'correct.league'), ruleset: 'dirtywheels' });
  const teams: number[] = [];
  for (const [name, colour, car, driver] of [
    ['Rust Rats', '#c0392b', 'Hauler', 'Max'],
    ['Mud Dogs', '#2980b9', 'Zip', 'Bo'],
  ] as const) {
    const f = await call<{ id: number }>(host, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    await call(host, 'team.addCar', { franchiseId: f.id, design: newCarDesign(car), driver: newDriver(driver) });
  }
  const [rats, dogs] = teams as [number, number];
  const ids: number[] = [];
  for (const track of ['Backyard Brawl', 'Quarry']) {
    const m = await call<{ id: number }>(host, 'schedule.add', { track, franchiseIds: teams });
    ids.push(m.id);
    await call(host, 'match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: rats, outcome: 'win', stats: { kills: 1 } },
        { franchiseId: dogs, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
  }

  await page.goto(`${host.url}#/match/${ids[0]}`);
  await page.getByRole('button', { name: 'Correct result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the result of match 1' });
  // Pre-filled as recorded.
  await expect(dialog.getByLabel('Kills of Rust Rats')).toHaveValue('1');
  await dialog.getByLabel('Outcome of Rust Rats').getByText('Loss').click();
  await dialog.getByLabel('Outcome of Mud Dogs').getByText('Win').click();
  await expect(dialog.getByRole('button', { name: 'Commit' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const changes = dialog.getByLabel('What the correction changes');
  await expect(changes).toContainText('2 later operations replayed');
  await expect(changes).toContainText('Mud Dogs in Season 1, match 1 (Backyard Brawl): won 0 → 1; outcome loss → win');
  await expect(changes).toContainText('Season 1: Mud Dogs: 0 → 3 points, won-drawn-lost 0-0-2 → 1-0-1');
  await expect(changes).toContainText('from #6 Recorded match 1: Rust Rats loss (1 kills), Mud Dogs win (0 kills)');
  await page.screenshot({ path: artifact('correct-result-preview.png') });

  await dialog.getByRole('button', { name: 'Commit' }).click();
  await expect(dialog).toBeHidden();
  const after = await call<MatchView>(host, 'match.get', { matchId: ids[0] });
  expect(after.teams.map((t) => [t.franchise, t.outcome])).toEqual([
    ['Rust Rats', 'loss'],
    ['Mud Dogs', 'win'],
  ]);
  await expect(page.getByRole('table', { name: 'Recorded result' })).toContainText('loss');
  await page.screenshot({ path: artifact('correct-result-committed.png') });
});

test('correct a recorded Dethmetal match: its post-match input pre-filled, the preview of the money it moves, Commit, the corrected report', async ({
  page,
  seeded,
}) => {
  // Match 1 of the Reapers and the Angels, recorded with their drivers' 6 and 4 points: the Reapers won the race.
  const host = await seeded(twoFranchisesOneMatch);
  await page.goto(`${host.url}#/match/1`);
  await expect(page.getByText(/^Recorded match 1 of season 1 \(race at Denver Speedway\): won by Rust Belt Reapers;/)).toBeVisible();
  await page.getByRole('button', { name: 'Correct result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the result of match 1' });
  await expect(dialog.getByRole('textbox', { name: 'Points of Ace Rust' })).toHaveValue('6');
  await dialog.getByRole('textbox', { name: 'Points of Ace Rust' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Points of Ace Ash' }).fill('6');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const changes = dialog.getByLabel('What the correction changes');
  await expect(changes).toContainText('0 later operations replayed');
  await expect(changes.getByRole('heading', { name: 'Money' })).toBeVisible();
  await expect(changes).toContainText('Ash Valley Angels');
  await page.screenshot({ path: artifact('correct-result-dethmetal-preview.png') });

  await dialog.getByRole('button', { name: 'Commit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Recorded match 1 of season 1 \(race at Denver Speedway\): won by Ash Valley Angels;/)).toBeVisible();
  await page.screenshot({ path: artifact('correct-result-dethmetal-committed.png'), fullPage: true });
});
