// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from '../../src-renderer/screens/league/SettingsPanel';
import { useComponentLeague } from '../support/component';

describe('League settings panel (component, real services)', () => {
  const league = useComponentLeague();

  it('shows the league house rules read through the API', async () => {
    const l = await league();
    l.render(<SettingsPanel />);
    await waitFor(() => expect(document.querySelector('[data-rule="campaign.draftPass"]')).not.toBeNull(), { timeout: 30_000 });
    expect(screen.getAllByText(/draft/i).length).toBeGreaterThan(0);
  });
});
