// @vitest-environment happy-dom
/**
 * Season › Season end, its first step: "Next: preview" is drawn only once every franchise's card is, so it does not
 * move under the pointer. Drawn before the cards, it was pushed down as each card's details came in, and a click
 * pressed on it and released after a card moved it was no click: the wizard stayed on the first step
 * (organizer-words.spec.ts waited 240 s for the preview's button, 1 run in 6 on a loaded machine). The wire holds one
 * franchise's details back, as a loaded machine does. Real services over a real league file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { RevisedReply, Transport } from '../../../src-renderer/api/transport';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW } from '../../support/componentScreens';
import { foundAll, REAPERS_ANGELS } from '../../support/leagueRecipes';

const league = useComponentLeague();

it('Season end: Next waits for every franchise card, so the cards never push it away from the pointer', async () => {
  let held: { id: number; release: () => void } | null = null;
  let holdId = -1;
  const wire = (t: Transport): Transport => ({
    ...t,
    async invoke(channel, payload, l) {
      const reply = await t.invoke(channel, payload, l);
      if (channel !== 'franchise.details' || (payload as { id: number }).id !== holdId || held) return reply;
      return new Promise<RevisedReply>((resolve) => {
        held = { id: holdId, release: () => resolve(reply) };
      });
    },
  });
  const l = await league({ wire });
  const [, angels] = await foundAll(l.call, REAPERS_ANGELS);
  holdId = angels!;
  renderScreen(l, '#/season/end');

  // The Reapers' card is drawn, the Angels' details are held: no Next yet, a loader where it will be.
  await screen.findByText('Rust Belt Reapers', {}, SLOW);
  await waitFor(() => expect(held?.id).toBe(angels), SLOW);
  expect(screen.queryByRole('button', { name: 'Next: preview' })).toBeNull();
  expect(screen.getByLabelText('Loading the franchises')).toBeTruthy();

  held!.release();
  const next = await screen.findByRole('button', { name: 'Next: preview' }, SLOW);
  const grid = next.closest('[role=tabpanel]') as HTMLElement;
  expect(within(grid).getByText('Ash Valley Angels')).toBeTruthy();
  expect(within(grid).getByText('Rust Belt Reapers')).toBeTruthy();
});
