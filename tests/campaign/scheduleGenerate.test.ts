/**
 * Issue 12, the schedule formats: schedule.generatePreview shows the fixtures, schedule.generate adds exactly those
 * to the open season in one undoable operation; what does not fit the season is refused with nothing written.
 */
import { describe, expect, it } from 'vitest';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague, type League } from './support';
import { dethmetalDetails } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

const tempDir = useTempDir();
const EVENT = { track: 'Denver', surface: 'dirt', kind: 'race' } as const;

async function fourFranchises(): Promise<{ league: League; ids: number[] }> {
  const league = await newLeague(tempDir(), 12);
  const ids: number[] = [];
  for (const [name, colour] of [
    ['Ash', '#aa0000'],
    ['Bolt', '#00aa00'],
    ['Cinder', '#0000aa'],
    ['Dust', '#aaaa00'],
  ] as const)
    ids.push((await league.call('franchise.found', founding(name, colour))).franchise.id);
  return { league, ids };
}

const teamsOf = (fixtures: { teams: { franchise: string }[] }[]) => fixtures.map((f) => f.teams.map((t) => t.franchise).join(' v '));

describe('schedule.generate: round robin, everyone together, Swiss (issue 12)', () => {
  it('a round robin of four: the preview shows six dated fixtures, generate adds those six in one operation, one undo removes them', async () => {
    const { league: l } = await fourFranchises();
    const input = { format: 'round-robin', ...EVENT, startDate: '2026-09-03', daysBetween: 7 } as const;
    const plan = await l.call('schedule.generatePreview', input);
    expect(teamsOf(plan.fixtures)).toEqual(['Ash v Dust', 'Bolt v Cinder', 'Cinder v Ash', 'Dust v Bolt', 'Ash v Bolt', 'Cinder v Dust']);
    expect(plan.fixtures.map((f) => `${f.number} r${f.round} ${f.date}`)).toEqual([
      '1 r1 2026-09-03',
      '2 r1 2026-09-03',
      '3 r2 2026-09-10',
      '4 r2 2026-09-10',
      '5 r3 2026-09-17',
      '6 r3 2026-09-17',
    ]);
    expect(plan.byes).toEqual([]);
    const before = canonicalDump(l.session.league.sqlite);
    const added = await l.call('schedule.generate', input);
    expect(added.map((m) => `${m.number} ${m.date} ${m.teams.map((t) => t.franchise).join('+')}`)).toEqual(
      plan.fixtures.map(
        (f) =>
          `${f.number} ${f.date} ${[...f.teams]
            .sort((a, b) => a.franchiseId - b.franchiseId)
            .map((t) => t.franchise)
            .join('+')}`,
      ),
    );
    expect(await l.call('journal.recent', { limit: 1 })).toMatchObject([
      { op: 'schedule.generate', summary: 'Generated 6 fixtures for season 1 (round robin) at Denver' },
    ]);
    const after = canonicalDump(l.session.league.sqlite);
    await l.call('journal.undo', {});
    expect(await l.call('schedule.list', {})).toEqual([]);
    await l.call('journal.redo', {});
    expect(canonicalDump(l.session.league.sqlite)).toBe(after);
    expect(after).not.toBe(before);
    l.close();
  });

  it("everyone together: one match of all four per round (Dethmetal's races), after what is already scheduled", async () => {
    const { league: l, ids } = await fourFranchises();
    await l.call('schedule.add', { ...EVENT, heats: 2 });
    const added = await l.call('schedule.generate', { format: 'everyone', rounds: 3, ...EVENT });
    expect(added.map((m) => [m.number, m.teams.map((t) => t.franchiseId)])).toEqual([2, 3, 4].map((n) => [n, ids]));
    expect(added.every((m) => m.date === '' && dethmetalDetails(m).heats === 2 && m.status === 'scheduled')).toBe(true);
    l.close();
  });

  it('Swiss: round one pairs the table top-down; the next round avoids the pairs already scheduled; three franchises give a bye', async () => {
    const { league: l, ids } = await fourFranchises();
    const first = await l.call('schedule.generate', { format: 'swiss', ...EVENT });
    expect(first.map((m) => m.teams.map((t) => t.franchise).join(' v '))).toEqual(['Ash v Bolt', 'Cinder v Dust']);
    const second = await l.call('schedule.generatePreview', { format: 'swiss', ...EVENT });
    expect(teamsOf(second.fixtures)).toEqual(['Ash v Cinder', 'Bolt v Dust']);
    const three = await l.call('schedule.generatePreview', { format: 'swiss', ...EVENT, franchiseIds: ids.slice(0, 3) });
    expect(three.byes).toEqual([{ round: 1, franchise: 'Cinder' }]);
    l.close();
  });

  it('refuses what the season has no room for, Swiss beyond one round, and a bad first date; nothing written', async () => {
    const { league: l } = await fourFranchises();
    const before = canonicalDump(l.session.league.sqlite);
    const full = await l.refuse('schedule.generate', { format: 'round-robin', double: true, ...EVENT });
    expect(full.message).toBe('Season 1 has room for 8 more matches (house rule “Matches per season”: 8); these fixtures make 12.');
    const swiss = await l.refuse('schedule.generatePreview', { format: 'swiss', rounds: 2, ...EVENT });
    expect(swiss.message).toBe('Swiss pairs one round at a time, by the standings after the last one: ask for 1 round.');
    const date = await l.refuse('schedule.generate', { format: 'everyone', ...EVENT, startDate: '3 Sept' });
    expect(date.kind).toBe('validation');
    expect(date.message).toMatch(/The first date is a day like 2026-09-03/);
    expect(canonicalDump(l.session.league.sqlite)).toBe(before);
    l.close();
  });
});
