/**
 * Part IV › Loss of control table, gaps.md #43: a minor skid is out of control until the end of the affected MP, a
 * fishtail until the end of the fishtail MP — not to the end of the turn. On the table as the engine folds it.
 */
import { describe, expect, it } from 'vitest';
import { fold, type CarFacts, type TableEvent } from '../../../../src-shared/engine/dethmetal/assistant';
import type { CardEffect, CarState } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import { card } from './card';

/** Car 1 at speed 6 with 6 MP (2 a phase); car 2 stopped, with no MP this turn. */
const cars: CarState[] = [
  card({ vehicleId: 1, driverId: 10, speed: 6, mp: 6, handling: 2 }),
  card({ vehicleId: 2, driverId: 20, speed: 0, mp: 0, handling: 2, crew: [{ ...card().crew[0]!, competitorId: 20 }] }),
];
const facts = new Map<number, CarFacts>(cars.map((c) => [c.vehicleId, { vehicleId: c.vehicleId, maxHandling: 2, toughness: 2, start: c, weapons: [] }]));

const lose = (vehicleId: number, to: 'fishtail' | 'minor-skid'): CardEffect => ({
  vehicleId,
  change: { field: 'control', to },
  why: `${to} (5 on the loss of control table)`,
  rule: 'Part IV › Loss of Control',
});

/** The heat to phase 1 (initiative, speed, movement → phase 1), the losses rolled and applied there, then `after` advances. */
function table(losses: CardEffect[], after: number) {
  const events: TableEvent[] = [{ t: 'heat', heat: 1, restart: false, starts: cars }, { t: 'advance' }, { t: 'advance' }, { t: 'advance' }];
  events.push({ t: 'roll', res: { ref: 'loss0001', kind: 'maneuver', actors: [1], effects: losses, initiative: null, summary: '' } });
  events.push({ t: 'apply', ref: 'loss0001' });
  for (let i = 0; i < after; i++) events.push({ t: 'advance' });
  return fold(events, facts);
}
const control = (s: ReturnType<typeof table>, id: number) => s.cards.find((c) => c.vehicleId === id)!.control;

describe('Part IV › Loss of control table: fishtail and minor skid last only their MP (gaps.md #43)', () => {
  it('a fishtail in phase 1 lasts through the phase (−1 to its shots, no maneuvers) and is over in phase 2', () => {
    expect(control(table([lose(1, 'fishtail')], 0), 1)).toBe('fishtail');
    const phase2 = table([lose(1, 'fishtail')], 1);
    expect([phase2.position.step, phase2.position.phase]).toEqual(['phase', 2]);
    expect(control(phase2, 1)).toBe('in-control');
    expect(phase2.log.at(-1)).toMatchObject({
      kind: 'bookkeeping',
      title: 'End of phase 1',
      effects: [{ vehicleId: 1, change: { field: 'control', to: 'in-control' }, rule: 'Part IV › Loss of Control (gaps.md #43)' }],
    });
  });

  it('a minor skid ends the same way, with the MP the car spent in the phase (2 of its 6)', () => {
    const s = table([lose(1, 'minor-skid')], 1);
    expect(control(s, 1)).toBe('in-control');
    expect(s.cards.find((c) => c.vehicleId === 1)!.mpUsed).toBe(2);
  });

  it('a car that spends no MP keeps the fishtail through the phases; the end of the turn closes it, its MP gone', () => {
    expect(control(table([lose(2, 'fishtail')], 2), 2)).toBe('fishtail');
    const end = table([lose(2, 'fishtail')], 3);
    expect(end.position.step).toBe('end');
    expect(control(end, 2)).toBe('in-control');
  });
});

describe('Part IV › Loss of control table: a skid, spin or rollover loses its speed and MP every phase it goes on', () => {
  const going = (to: 'major-skid' | 'spin' | 'rollover', speed = 6) => {
    const starts = [card({ vehicleId: 1, driverId: 10, speed, mp: 6, control: to }), cars[1]!];
    const events: TableEvent[] = [{ t: 'heat', heat: 1, restart: false, starts }, { t: 'advance' }, { t: 'advance' }, { t: 'advance' }, { t: 'advance' }];
    return fold(events, facts).cards[0]!;
  };

  it('major skid: −1 speed when the phase ends without a recovery roll (speed 6 → 5), no die', () => {
    expect([going('major-skid').speed, going('major-skid').control]).toEqual([5, 'major-skid']);
  });

  it('spin and rollover: −2 speed and −2 MP (speed 6 → 4, 2 MP lost)', () => {
    for (const state of ['spin', 'rollover'] as const) expect([going(state).speed, going(state).mpLost]).toEqual([4, 2]);
  });

  it('a spin brought to speed 0 is over; a rollover at 0 still waits for its landing roll', () => {
    expect(going('spin', 2).control).toBe('in-control');
    expect(going('rollover', 2)).toMatchObject({ speed: 0, control: 'rollover' });
  });

  it('a recovery roll in the phase takes the loss itself: the phase end adds none', () => {
    const starts = [card({ vehicleId: 1, driverId: 10, speed: 6, mp: 6, control: 'major-skid' }), cars[1]!];
    const events: TableEvent[] = [{ t: 'heat', heat: 1, restart: false, starts }, { t: 'advance' }, { t: 'advance' }, { t: 'advance' }];
    events.push({ t: 'roll', res: { ref: 'rec00001', kind: 'recovery', actors: [1], effects: [], initiative: null, summary: '' } }, { t: 'advance' });
    expect(fold(events, facts).cards[0]!.speed).toBe(6);
  });

  it('a car that loses control during the phase starts losing in the next one', () => {
    const s = table([{ ...lose(1, 'fishtail'), change: { field: 'control', to: 'major-skid' } }], 1);
    expect(s.cards[0]!).toMatchObject({ speed: 6, control: 'major-skid' });
  });
});
