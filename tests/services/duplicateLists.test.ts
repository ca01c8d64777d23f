/**
 * Issue 19 #4 on a real league file: a pipe bomb drop naming one car twice, an explosion catching one car twice and a
 * fixture listing one team twice are refused with the duplicate named, and nothing is written (no event, no roll).
 */
import { describe, expect, it } from 'vitest';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

describe('a car, a person or a team listed twice is refused (issue 19 #4)', () => {
  it('Pipe bombs and Destruction on the Dirty Wheels table, and the schedule', async () => {
    const t = await dwMatchLeague(tempDir());
    const state: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const spike = t.car(state, 'Spike').vehicleId;
    const zip = t.car(state, 'Zip').vehicleId;
    const brick = t.car(state, 'Brick').vehicleId;
    const before = canonicalDump(t.session.league.sqlite);
    const cases = [
      [
        'dwTable.act',
        { matchId: t.matchId, intent: { kind: 'pipeBombs', car: spike, targets: [zip, brick, zip] } },
        `The same car (${zip}) is listed twice, at places 1 and 3`,
      ],
      [
        'dwTable.act',
        { matchId: t.matchId, intent: { kind: 'destruction', car: spike, within3: [brick, brick] } },
        `The same car (${brick}) is listed twice, at places 1 and 2`,
      ],
      ['schedule.add', { track: 'Quarry', franchiseIds: [t.teams[0], t.teams[0]] }, `The same team (${t.teams[0]}) is listed twice, at places 1 and 2`],
    ] as const;
    for (const [channel, input, words] of cases) {
      const r = await t.call(channel, input);
      expect(r.ok, channel).toBe(false);
      expect(!r.ok && r.error.message).toContain(words);
    }
    expect(canonicalDump(t.session.league.sqlite)).toBe(before);
  });
});
