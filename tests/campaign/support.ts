/** Shared set-up for the campaign service tests: a real league file, the dispatcher, car designs, answers to choices. */
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { AppError, ChannelName, InputOf, ResultOf } from '../../src-shared/ipc';
import type { CarDesign } from '../../src-shared/engine/dethmetal/car';
import { copyNewLeague } from '../support/leagueTemplate';
import { gunCar } from '../support/testCar';

export { gunCar };

export interface League {
  session: AppSession;
  dispatch: ReturnType<typeof createDispatcher>;
  /** Call a channel; throws with the error when refused. */
  call<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<ResultOf<C>>;
  /** Call a channel expecting a refusal; returns the error. */
  refuse<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<AppError>;
  close(): void;
}

export class Refused extends Error {
  constructor(readonly error: AppError) {
    super(`${error.kind}: ${error.message}${'issues' in error ? `\n${error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}` : ''}`);
  }
}

/** A new league file in `dir` with a fixed seed (app-rolled dice). */
export async function newLeague(dir: string, seed = 1234, file = 'test.league'): Promise<League> {
  const league = await newLeagueSession(dir);
  // A copy of a league made once per test process (tests/support/leagueTemplate.ts): these tests play one, not make one.
  await league.call('app.openLeague', { path: copyNewLeague(`${dir}/${file}`, 'Test League') });
  await league.call('league.updateSettings', { seed });
  return league;
}

/** Open an existing league file. */
export async function openLeague(dir: string, file: string): Promise<League> {
  const league = await newLeagueSession(dir);
  await league.call('app.openLeague', { path: file });
  return league;
}

export async function newLeagueSession(dir: string): Promise<League> {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, (e) => console.error(e));
  return {
    session,
    dispatch,
    async call(channel, payload) {
      const r = await dispatch(channel, payload);
      if (!r.ok) throw new Refused(r.error);
      return r.value as never;
    },
    async refuse(channel, payload) {
      const r = await dispatch(channel, payload);
      if (r.ok) throw new Error(`${channel} was expected to be refused but succeeded`);
      return r.error;
    },
    close: () => session.close(),
  };
}

/** A legal 60-DP car with a fixed front rocket mount (3 DP) carrying a Rocket-pack, an expendable: 55 DP. */
export function rocketCar(name: string): CarDesign {
  return gunCar(name, {
    mounts: [
      { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' },
      { type: 'rocket', arc: 'fixed', facing: 'front', weapon: 'Rocket-pack' },
    ],
    components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
  });
}

/** A 75-DP car (overhead penalty) with heavy-duty tires. */
export function bigCar(name: string): CarDesign {
  return gunCar(name, { budget: 75, armor: { front: 10, back: 8, left: 7, right: 7 }, tires: { type: 'heavy-duty', tread: 'traction', rare: false } });
}

export const NAMES = ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang', 'Grit', 'Havoc', 'Ignis', 'Jolt'];

/** A standard founding: six rookies, three cars (one with rockets), rating-2 mechanics. */
export function founding(name: string, colour: string, extra: Partial<InputOf<'franchise.found'>> = {}): InputOf<'franchise.found'> {
  return {
    name,
    colour,
    owner: `${name} owner`,
    competitors: NAMES.slice(0, 6).map((n) => ({ name: `${n} ${name.split(' ')[0]}` })),
    mechanicRating: 2,
    vehicles: [{ design: gunCar(`${name} One`) }, { design: gunCar(`${name} Two`) }, { design: rocketCar(`${name} Three`) }],
    ...extra,
  };
}

/**
 * Red Rockets against Blue Bombers: both founded, a match scheduled with its pre-match rolled, and each franchise's
 * first car with its first competitor in heat 1 (the match assistant's usual start).
 */
export async function foundedDuel(league: League, event: { surface: string; kind: 'race' | 'arena' }) {
  const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
  const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
  const match = await league.call('schedule.add', { track: 'Denver', ...event });
  await league.call('match.preMatch', { matchId: match.id });
  for (const f of [red, blue])
    await league.call('match.assign', {
      matchId: match.id,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: [{ vehicleId: f.vehicles[0]!.id, driverId: f.roster[0]!.id }] }],
    });
  return { red, blue, match };
}

/**
 * Call a channel, answering every choice it asks for with `pick` (default: the first option), as a UI would:
 * put the answer where the choice says and ask again.
 */
export async function answering<C extends ChannelName>(
  league: League,
  channel: C,
  payload: InputOf<C>,
  pick: (options: { value: string | number; label: string }[], path: (string | number)[]) => string | number = (o) => o[0]!.value,
): Promise<{ value: ResultOf<C>; input: InputOf<C>; choices: number }> {
  const input = structuredClone(payload) as Record<string, unknown>;
  for (let choices = 0; choices < 1000; choices++) {
    const r = await league.dispatch(channel, input);
    if (r.ok) return { value: r.value as ResultOf<C>, input: input as InputOf<C>, choices };
    if (r.error.kind !== 'choice-needed') throw new Refused(r.error);
    const { path, mode, options } = r.error.choice;
    const answer = pick(options, path);
    let target: Record<string, unknown> = input;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1]!;
    if (mode === 'set') target[last] = answer;
    else target[last] = [...((target[last] as unknown[] | undefined) ?? []), answer];
  }
  throw new Error('too many choices');
}
