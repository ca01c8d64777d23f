import type { Locator, Page } from '@playwright/test';
import type { Call, LeagueRecipe } from '../support/leagueFiles';
import { foundAll } from '../support/leagueRecipes';
import { call, recordTakingFirstChoices } from '../support/pageApi';
import { openScreen } from '../support/screens';
import { artifact, expect, test } from '../support/seededHost';

/**
 * Issue 5 as a new user would go through it: a league of four franchises, two matches (one played through the match
 * assistant, one recorded beside it), shopping, the season end, season two, and undo. Each screen is photographed at
 * 1280x800.
 *
 * What the journey starts from is made through the services (issue5League below): the league named, four franchises
 * founded (six competitors and three machinegun cars each, named as the wizard would: "Ace Rust", "Rust 1"), the
 * season's two events scheduled, and match 1's pre-match rolls made and crews saved (each franchise's first usable
 * driver in its first car, both heats). The league plays without the draft sketch (house rule “Use the draft
 * sketch” off), so the season end asks nothing. The steps left out have their own tests: a new league from the League
 * menu and a reload (league.spec.ts), founding by clicking through the wizard (garage-founding.spec.ts), a car that
 * breaks a rule and is bought (garage.spec.ts, garage-designer.spec.ts), an event added and refused in the schedule's
 * form (season.spec.ts, organizer-polish.spec.ts), a result typed, previewed and committed (match-night.spec.ts), the
 * Setup filled by hand (tests/components/match/setupByHand.test.tsx), the turn walked in the assistant
 * (match-assistant.spec.ts, tests/components/match/assistant.test.tsx), the draft picked in the choice dialog in Chromium
 * (organizer-words.spec.ts) and its passes (tests/components/season/draftPass.test.tsx).
 */

const FRANCHISES = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
  ['Chrome Coyotes', '#7f8c8d'],
  ['Diesel Dukes', '#d35400'],
] as const;

/** Each franchise's first usable driver in its first car, in `heats` of `matchId`. */
async function firstCars(call: Call, matchId: number, ids: number[], heats: number[]) {
  const cars = [];
  for (const id of ids) {
    const d = await call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>('franchise.details', { id });
    const car = { franchiseId: id, driverId: d.roster.find((c) => c.usable)!.id, vehicleId: d.vehicles[0]!.id };
    await call('match.assign', {
      matchId,
      franchiseId: id,
      heats: heats.map((heat) => ({ heat, cars: [{ vehicleId: car.vehicleId, driverId: car.driverId }] })),
    });
    cars.push(car);
  }
  return cars;
}

/**
 * The league the journey starts from: named, no draft, four franchises founded, a two-heat race and a one-heat arena
 * scheduled, the race's pre-match rolls made and one car each saved for both heats.
 */
const issue5League: LeagueRecipe<{ ids: number[]; matchIds: number[] }> = {
  name: 'issue-5-winter-series',
  async build(call) {
    await call('league.rename', { name: 'Wasteland Winter Series' });
    await call('league.updateSettings', { houseRules: { 'campaign.draftEnabled': false } });
    const ids = await foundAll(call, FRANCHISES);
    const matchIds: number[] = [];
    for (const [track, surface, kind, heats] of [
      ['Denver Speedway', 'asphalt', 'race', 2],
      ['The Pit', 'dirt', 'arena', 1],
    ] as const)
      matchIds.push((await call<{ id: number }>('schedule.add', { track, surface, kind, heats })).id);
    await call('match.preMatch', { matchId: matchIds[0] });
    await firstCars(call, matchIds[0]!, ids, [1, 2]);
    return { ids, matchIds };
  },
};

/** Answer every choice the rules leave to the organizer (advancement) with the first option, until `done` shows. */
async function answerChoices(page: Page, done: Locator) {
  const dialog = page.getByRole('dialog', { name: 'A choice to make' });
  for (let asked = 0; asked < 100; asked++) {
    // The app either asks the next question or shows the end: wait for whichever comes (the engine's work between
    // two questions takes longer on a loaded machine; the bound only catches a hang).
    await expect(done.or(dialog).filter({ visible: true }).first()).toBeVisible({ timeout: 60_000 });
    if (await done.isVisible()) return;
    const n = await dialog.locator('[data-question]').getAttribute('data-question');
    await dialog
      .getByRole('button', { name: /\S/ })
      .filter({ hasNotText: /^Stop$/ })
      .first()
      .click();
    await expect(dialog.locator(`[data-question="${n}"]`)).toHaveCount(0);
  }
  throw new Error('Still asking after 100 questions');
}

/** A screenshot of the screen itself: the passing notifications are left out of the picture rather than clicked away. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifact(name), style: '.mantine-Notifications-root { display: none !important; }' });
}

test('issue 5: a whole season from the screens, and season two', async ({ page, seeded }) => {
  // A long journey: five minutes, or the run's own bound when it gives more (a loaded machine, --timeout).
  test.setTimeout(Math.max(300_000, test.info().timeout));
  const host = await seeded(issue5League);
  const { ids, matchIds } = host.meta;
  await page.goto(`${host.url}#/league`);
  await expect(page.getByTestId('league-name')).toHaveText('Wasteland Winter Series');
  await expect(page.getByRole('row', { name: /Diesel Dukes/ })).toBeVisible();
  await shot(page, 'flow-league-four.png');

  // The season's schedule: two events.
  await openScreen(page, '#/season/schedule');
  await expect(page.getByRole('link', { name: /Denver Speedway/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /The Pit/ })).toBeVisible();

  // Match 1: its crews are saved (Setup shows them), played through the assistant.
  await page.getByRole('link', { name: /^Match/ }).click();
  await expect(page.getByRole('table', { name: 'Matches' }).getByRole('row')).toHaveCount(3);
  await shot(page, 'flow-match-list.png');
  // Match 1 is ready (its crews saved), match 2 still to set up.
  await page.getByRole('link', { name: 'Play it' }).click();
  await page.getByRole('tab', { name: 'Setup' }).click();
  // Issue 11 #12: both names end in s, so the possessive is "Reapers’ cars", never "Reapers’s"; saved, so disabled.
  await expect(page.getByRole('button', { name: 'Save Rust Belt Reapers’ cars', exact: true })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Diesel Dukes, heat 2 car 1' })).toHaveValue('Diesel 1');
  await shot(page, 'flow-match-setup.png');
  await page.getByRole('tab', { name: 'Assistant' }).click();
  // The heat starts when the organizer says so (issue 10), with every crew assigned by then.
  await page.getByTestId('start-heat').click();
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Initiative');
  await page.getByTestId('roll-initiative').click();
  await expect(page.getByText(/^Init \d+$/).first()).toBeVisible();
  await shot(page, 'flow-match-assistant.png');
  // The heat's places: Rust 1 first, Ash 1 second.
  await page.getByRole('button', { name: 'End heat' }).click();
  const finish = page.getByRole('dialog', { name: 'End of heat 1' });
  for (const [place, car] of ['Rust 1', 'Ash 1'].entries()) {
    await finish.getByRole('combobox', { name: `Place of ${car}` }).click();
    await page.getByRole('option', { name: new RegExp(`^${place + 1}(st|nd)`) }).click();
  }
  await finish.getByRole('button', { name: 'Finish and start heat 2' }).click();
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 2 · Turn 1 · Initiative');
  await page.getByRole('button', { name: 'End heat' }).click();
  await page.getByRole('dialog', { name: 'End of heat 2' }).getByRole('button', { name: 'Finish the last heat' }).click();
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByText(/Filled in from the match assistant/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Points of Ace Rust' })).toHaveValue('6');
  await page.getByTestId('preview-result').click();
  await answerChoices(page, page.getByRole('heading', { name: 'Post-match preview' }));
  await shot(page, 'flow-match-postmatch-preview.png');
  await page.getByTestId('commit-result').click();
  const recorded1 = page.getByRole('tabpanel', { name: 'Result' }).getByText('Match 1 recorded');
  await answerChoices(page, recorded1);

  // Match 2 is recorded meanwhile, beside the screens (each franchise's first usable driver in its first car; Ace Ash
  // 5 points, Ace Chrome 3); the Season screen shows it when opened.
  const hostCall: Call = (channel, payload) => call(host, channel, payload);
  await hostCall('match.preMatch', { matchId: matchIds[1] });
  const cars = await firstCars(hostCall, matchIds[1]!, ids, [1]);
  await recordTakingFirstChoices(host, {
    matchId: matchIds[1]!,
    teams: cars.map((c, i) => ({
      franchiseId: c.franchiseId,
      competitors: [{ competitorId: c.driverId, points: [0, 5, 3, 0][i] }],
      vehicles: [{ vehicleId: c.vehicleId }],
    })),
  });

  // Shopping between matches.
  await page.getByRole('link', { name: 'Go shopping' }).click();
  await expect(page.getByRole('tab', { name: 'Shopping' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('0 items not fitted to a car')).toBeVisible();
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await expect(page.getByText('1 item not fitted to a car')).toBeVisible();
  await shot(page, 'flow-season-shopping.png');

  // Standings after both matches: the Angels (4 in match 1, 5 in match 2) head them, the Reapers' 6 of match 1 alone
  // would not; and the finances with a running balance.
  await page.getByRole('tab', { name: 'Standings' }).click();
  const standings = page.getByRole('table', { name: 'Standings' });
  await expect(standings.getByRole('row')).toHaveCount(5);
  await expect(standings.getByRole('row').nth(1)).toContainText('Ash Valley Angels');
  await shot(page, 'flow-season-standings.png');
  await page.getByRole('tab', { name: 'Finances' }).click();
  await expect(page.getByRole('table', { name: 'Ledger' })).toBeVisible();

  // The season end: contracts, then the preview (no draft in this league), then commit.
  await page.getByRole('tab', { name: 'Season end' }).click();
  await page.getByRole('button', { name: 'Next: preview' }).click();
  await page.getByTestId('preview-season-end').click();
  const previewed = page.getByText('Season 1 ends like this');
  await answerChoices(page, previewed);
  await expect(page.getByText('The league does not hold a draft (house rule “Use the draft sketch” is off)', { exact: false })).toBeVisible();
  await shot(page, 'flow-season-end-preview.png');
  await page.getByTestId('commit-season-end').click();
  await expect(page.getByRole('tabpanel', { name: 'Season end' }).getByText('Season 1 is over — season 2 has begun')).toBeVisible();

  // Season two.
  await page.getByRole('button', { name: 'Schedule season 2' }).click();
  await expect(page.getByRole('heading', { name: 'Season 2', level: 2 })).toBeVisible();
  await expect(page.getByText('Nothing scheduled yet · 8 in a season', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Schedule' }).getByText('Nothing scheduled yet', { exact: true })).toBeVisible();
  await shot(page, 'flow-season-two.png');
  await page.getByRole('tab', { name: 'Past seasons' }).click();
  await expect(page.getByRole('table', { name: 'Season 1 standings' })).toBeVisible();
  await shot(page, 'flow-season-past.png');

  // Undo the last step: the season end is taken back, season 1 is open again.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('heading', { name: 'Season 1', level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('link', { name: /Denver Speedway/ })).toBeVisible();
  await shot(page, 'flow-undo.png');
});
