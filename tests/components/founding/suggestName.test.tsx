// @vitest-environment happy-dom
/**
 * Issue 11, moved from tests/e2e/organizer-polish.spec.ts: “Suggest a name” in the founding wizard's roster step draws
 * the names the hire dialog would (the engine's suggestDriverName from the league seed and the franchise), skipping
 * those already taken.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { suggestDriverName } from '../../../src-shared/engine/dethmetal/driver';
import { FoundingWizard } from '../../../src-renderer/screens/dethmetal/founding/FoundingWizard';
import { useComponentLeague } from '../../support/component';
import { SLOW, typist } from '../../support/componentScreens';

describe('founding wizard › Roster: Suggest a name', () => {
  const league = useComponentLeague();

  it('draws the hire dialog’s names from the league seed, the next one skipping the name just added', async () => {
    const l = await league();
    const f = await l.call<{ id: number }>('franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9', owner: '' });
    const { seed } = await l.call<{ seed: number }>('league.get', {});
    const user = typist();
    l.render(<FoundingWizard franchiseId={f.id} />);
    await user.click(await screen.findByRole('button', { name: 'Next: Roster' }, SLOW));
    const wizard = screen.getByTestId('founding-wizard');
    const name = (await within(wizard).findByRole('textbox', { name: 'Competitor name' }, SLOW)) as HTMLInputElement;
    const first = suggestDriverName(seed + f.id, 0, []);
    await user.click(within(wizard).getByRole('button', { name: 'Suggest a name' }));
    await waitFor(() => expect(name.value).toBe(first));
    await user.click(within(wizard).getByRole('button', { name: 'Add' }));
    await within(wizard).findByRole('button', { name: `Remove ${first}` }, SLOW);
    await user.click(within(wizard).getByRole('button', { name: 'Suggest a name' }));
    await waitFor(() => expect(name.value).toBe(suggestDriverName(seed + f.id, 1, [first])));
    expect(name.value).not.toBe(first);
  });
});
