// @vitest-environment happy-dom
/**
 * Part III › Turn Sequence at the table, the order of the organizer's keys (session 10's known bug): a key pressed
 * while the last write's answer is still on its way (the table a read brought may show its outcome already) is acted
 * on after it, in order, never dropped as "already working on it". Real services over a real league file; the wire
 * holds one answer back, as a loaded machine does.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { RevisedReply, Transport } from '../../../src-renderer/api/transport';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW, typist } from '../../support/componentScreens';
import { foundAll } from '../../support/leagueRecipes';

const league = useComponentLeague();

/** Holds back the answer of the next `assistant.act` once armed (the service has done the write), until released. */
function holdingWire() {
  let armed = false;
  let release: (() => void) | null = null;
  const wire = (t: Transport): Transport => ({
    ...t,
    async invoke(channel, payload, l) {
      const reply = await t.invoke(channel, payload, l);
      if (channel !== 'assistant.act' || !armed) return reply;
      armed = false;
      return new Promise<RevisedReply>((resolve) => {
        release = () => resolve(reply);
      });
    },
  });
  return {
    wire,
    arm: () => {
      armed = true;
    },
    /** Releases the held answer once there is one. */
    release: () =>
      waitFor(() => {
        if (!release) throw new Error('no answer held yet');
        release();
      }, SLOW),
  };
}

it('Part III › Turn Sequence: N pressed while the roll’s answer is on its way moves on once it has come', async () => {
  const hold = holdingWire();
  const l = await league({ wire: hold.wire });
  const ids = await foundAll(l.call, [
    ['Rust Belt Reapers', '#c0392b'],
    ['Ash Valley Angels', '#2980b9'],
  ]);
  const m = await l.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await l.call('match.preMatch', { matchId: m.id });
  for (const franchiseId of ids) {
    const d = await l.call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>('franchise.details', { id: franchiseId });
    const cars = [{ vehicleId: d.vehicles[0]!.id, driverId: d.roster.find((c) => c.usable)!.id }];
    await l.call('match.assign', { matchId: m.id, franchiseId, heats: [1, 2].map((heat) => ({ heat, cars })) });
  }
  await l.call('assistant.act', { matchId: m.id, intent: { kind: 'start-heat', heat: 1 } });
  const user = typist();
  renderScreen(l, `#/match/${m.id}/assistant`);
  const position = () => screen.getByTestId('assistant-position').textContent;
  await waitFor(() => expect(position()).toBe('Heat 1 · Turn 1 · Initiative'), SLOW);

  hold.arm();
  await user.click(screen.getByTestId('roll-initiative'));
  // The roll is written; its answer is held. N now: the page still shows Initiative, and the key must not be lost.
  await user.keyboard('n');
  await hold.release();
  await waitFor(() => expect(position()).toBe('Heat 1 · Turn 1 · Speed changes'), SLOW);
  // Both happened, in order: the roll's initiative is on the cars.
  expect(screen.getAllByText(/^Init \d+$/)).toHaveLength(2);
  expect(document.querySelector('.mantine-Notification-root')).toBeNull();
});
