// @vitest-environment happy-dom
/**
 * A match page asked for a match the league does not have (a stale link, a match removed since): every ruleset's page
 * says why in the service's words and offers the way back to the list, in the ruleset's word for its matches
 * (components/match/MatchUnavailable.tsx), over a real league file.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW } from '../../support/componentScreens';

describe('A match page for a match the league does not have', () => {
  const league = useComponentLeague();

  for (const [ruleset, back] of [
    ['battlecars', 'All matches'],
    ['hexrpg', 'All sessions'],
    ['dethmetal', 'All matches'],
  ] as const)
    it(`${ruleset}: says why and links back to ${back}`, async () => {
      const l = await league({ ruleset });
      renderScreen(l, '#/match/999', ruleset);
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert.textContent).toMatch(/999/);
      expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('#/match');
    }, 60_000);
});
