// @vitest-environment happy-dom
/**
 * The League screen's `settings` part (screens/rulesetScreens.ts `LeagueParts.settings`, issue 24): a ruleset's own
 * data edited in League › Settings, above the house rules (Battlecars' vehicle card types). Proven here on a Dirty
 * Wheels league with a part of the test's own: drawn on the Settings tab only, with the core's settings still there;
 * without the part, Settings is the core's alone.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeagueScreen } from '../../../src-renderer/screens/LeagueScreen';
import { useComponentLeague } from '../../support/component';
import { SLOW } from '../../support/componentScreens';

function TrackRules() {
  return <section aria-label="Track rules">The league’s own track rules</section>;
}

describe('League › Settings with a ruleset’s own part', () => {
  const league = useComponentLeague();

  it('the part sits above the house rules on the Settings tab, and not on the overview', async () => {
    const l = await league({ ruleset: 'dirtywheels' });
    window.location.hash = '#/league/settings';
    const view = l.render(<LeagueScreen parts={{ settings: TrackRules }} />);
    const part = await screen.findByRole('region', { name: 'Track rules' }, SLOW);
    const houseRules = await screen.findByTestId('settings-panel', {}, SLOW);
    expect(part.compareDocumentPosition(houseRules) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    view.unmount();

    window.location.hash = '#/league';
    l.render(<LeagueScreen parts={{ settings: TrackRules }} />);
    await screen.findByRole('tab', { name: 'Overview', selected: true }, SLOW);
    expect(screen.queryByRole('region', { name: 'Track rules' })).toBeNull();
  });

  it('without the part, Settings is the core’s alone', async () => {
    const l = await league({ ruleset: 'dirtywheels' });
    window.location.hash = '#/league/settings';
    l.render(<LeagueScreen parts={{}} />);
    await screen.findByTestId('settings-panel', {}, SLOW);
    expect(screen.queryByRole('region', { name: 'Track rules' })).toBeNull();
  });
});
