import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { SLOW, type typist } from '../../support/componentScreens';

/**
 * Opens a Mantine select's list and returns it: the one list open (the level selects mount theirs when opened, under
 * an id other than the one aria-controls named before). A click the busy page missed is made again, as a user would.
 */
export async function openList(user: ReturnType<typeof typist>, select: HTMLElement): Promise<HTMLElement> {
  const listOf = () => (select.getAttribute('aria-expanded') === 'true' ? document.querySelector<HTMLElement>('[role=listbox]') : null);
  for (let attempt = 0; attempt < 3 && !listOf(); attempt++) {
    await user.click(select);
    await waitFor(() => expect(listOf()).not.toBeNull(), { timeout: SLOW.timeout / 3 }).catch(() => undefined);
  }
  const list = listOf();
  if (!list) throw new Error(`the list of ${select.getAttribute('aria-label')} did not open`);
  return list;
}

/** Picks `option` of a Mantine select through `openList`. */
export async function choose(user: ReturnType<typeof typist>, select: HTMLElement, option: RegExp): Promise<void> {
  const list = await openList(user, select);
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }, SLOW));
}
