/**
 * The assistant's table survives the browser host being killed outright (SIGKILL, no shutdown code runs): every
 * event was committed in its operation's transaction, so the league file reopened holds the very same table.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { AssistantState } from '../../src-shared/ipc/channels/dethmetal/assistant';
import { founding, openLeague } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function startHost(dataDir: string) {
  const child = spawn(process.execPath, ['dist/host/main.cjs', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<URL>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out);
      if (m) resolve(new URL(m[0]));
    });
    child.once('exit', (code) => reject(new Error(`host exited (${code}): ${out}`)));
  });
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const res = await fetch(new URL('/api/invoke', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pitwall-token': url.searchParams.get('token')! },
      body: JSON.stringify({ channel, payload }),
    });
    const r = (await res.json()) as { ok: boolean; value: T; error: { message: string } };
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value;
  };
  return { child, call };
}

describe('the assistant across a killed host', () => {
  it('SIGKILL in the middle of a heat loses nothing that was answered', { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const host = await startHost(dataDir);
    const ids: number[] = [];
    for (const [name, colour] of [
      ['Red Rockets', '#aa0000'],
      ['Blue Bombers', '#0000aa'],
    ] as const) {
      ids.push((await host.call<{ franchise: { id: number } }>('franchise.found', founding(name, colour))).franchise.id);
    }
    const m = await host.call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
    await host.call('match.preMatch', { matchId: m.id });
    for (const id of ids) {
      const d = await host.call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>('franchise.details', { id });
      const usable = d.roster.filter((c) => c.usable);
      await host.call('match.assign', {
        matchId: m.id,
        franchiseId: id,
        heats: [{ heat: 1, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) }],
      });
    }
    const act = (intent: unknown) => host.call<{ state: AssistantState }>('assistant.act', { matchId: m.id, intent });
    const started = await act({ kind: 'start-heat', heat: 1 });
    await act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: started.state.cards.map((c) => c.vehicleId) }, apply: true });
    await act({ kind: 'advance' });
    const car = started.state.cards[0]!.vehicleId;
    const last = await act({ kind: 'roll', calculator: { kind: 'accelerate', vehicleId: car, fuelBonus: 'none', secondAttemptWithFuel: false }, apply: true });
    const file = (await host.call<{ path: string }>('league.get', {})).path;

    const gone = new Promise((resolve) => host.child.once('exit', resolve));
    host.child.kill('SIGKILL');
    await gone;

    const league = await openLeague(dataDir, file);
    const after = await league.call('assistant.state', { matchId: m.id });
    expect(after.cards).toEqual(last.state.cards);
    expect(after.position).toEqual({ heat: 1, turn: 1, step: 'speed', phase: 0 });
    expect(after.acted[car]!.map((a) => a.kind)).toEqual(['initiative', 'accelerate']);
    league.close();
  });
});
