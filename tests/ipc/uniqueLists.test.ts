/**
 * Issue 19 #4: one car listed twice among a pipe bomb drop's targets took the damage twice. Every list of cars,
 * people or teams in every channel of the contract (every ruleset's) is a `uniqueList`: the walk finds each list whose
 * elements are ids (or objects keyed by one) and fails naming any plain array; the refusals name the duplicate.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CHANNELS, contract, id, parseInput, UNIQUE_LISTS } from '../../src-shared/ipc';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/nullable/readonly wrappers. */
function bare(s: z.ZodType): z.ZodType {
  const d = defOf(s);
  return d.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type) ? bare(d.innerType) : s;
}

/** Whether a list of these names cars, people or teams: an id, a union with one, or an object keyed by an `…Id`. */
function isIdentity(element: z.ZodType): boolean {
  const e = bare(element);
  if (e === id) return true;
  const d = defOf(e);
  if (d.type === 'union') return (d.options ?? []).some((o) => bare(o) === id);
  if (d.type === 'object') return Object.entries(d.shape ?? {}).some(([k, v]) => k.endsWith('Id') && bare(v) === id);
  return false;
}

/** Every array reachable from `s`, with its path. */
function arrays(s: z.ZodType, path: string, out: { path: string; schema: z.ZodType; element: z.ZodType }[], seen = new Set<z.ZodType>()) {
  if (seen.has(s)) return out;
  seen.add(s);
  const d = defOf(s);
  const next = (inner: z.ZodType | undefined, p = path) => inner && arrays(inner, p, out, seen);
  switch (d.type) {
    case 'array':
      out.push({ path, schema: s, element: d.element! });
      next(d.element, `${path}[]`);
      break;
    case 'object':
      for (const [k, v] of Object.entries(d.shape ?? {})) next(v, `${path}.${k}`);
      break;
    case 'union':
      for (const o of d.options ?? []) next(o);
      break;
    case 'record':
      next(d.valueType, `${path}{}`);
      break;
    case 'tuple':
      for (const i of d.items ?? []) next(i);
      break;
    case 'intersection':
      next(d.left);
      next(d.right);
      break;
    case 'pipe':
      next(d.in);
      next(d.out);
      break;
    case 'lazy':
      next(d.getter?.());
      break;
    default:
      next(d.innerType);
  }
  return out;
}

/** Lists of changes, not of cars: one car's card may take several (damage and a lost speed) in one correction. */
const SEVERAL_PER_CAR = new Set(['assistant.act.intent.effects']);

describe('every list of cars, people or teams names each once (issue 19 #4)', () => {
  it('the walk finds the lists of every ruleset and each is a uniqueList', () => {
    const lists = CHANNELS.flatMap((name) => arrays(contract[name].input as z.ZodType, name, [])).filter((a) => isIdentity(a.element));
    const paths = lists.map((l) => l.path);
    // The walk reaches every ruleset's lists (so a broken walk cannot pass by finding none).
    for (const known of [
      'dwTable.act.intent.targets',
      'dwTable.act.intent.within3',
      'assistant.preview.calculator.vehicleIds',
      'assistant.act.intent.order',
      'schedule.add.franchiseIds',
      'schedule.generate.franchiseIds',
      'match.recordOutcome.teams',
      'match.record.teams',
      'match.assign.heats[].cars',
      'roster.trade.competitorIds',
      'season.end.contracts{}',
    ])
      expect(paths, known).toContain(known);
    const plain = lists.filter((l) => !UNIQUE_LISTS.has(l.schema) && !SEVERAL_PER_CAR.has(l.path)).map((l) => l.path);
    expect(plain).toEqual([]);
  });

  it.each([
    ['dwTable.act', { matchId: 1, intent: { kind: 'pipeBombs', car: 1, targets: [3, 4, 3] } }, 'intent.targets.2', 'car (3)', '1 and 3'],
    ['dwTable.act', { matchId: 1, intent: { kind: 'destruction', car: 1, within3: [2, 2] } }, 'intent.within3.1', 'car (2)', '1 and 2'],
    ['dwTable.preview', { matchId: 1, intent: { kind: 'pipeBombs', car: 1, targets: [2, 2] } }, 'intent.targets.1', 'car (2)', '1 and 2'],
    ['assistant.act', { matchId: 1, intent: { kind: 'order', order: [5, 6, 5] } }, 'intent.order.2', 'car (5)', '1 and 3'],
    ['schedule.add', { track: 'Quarry', franchiseIds: [1, 2, 1] }, 'franchiseIds.2', 'team (1)', '1 and 3'],
    [
      'match.recordOutcome',
      {
        matchId: 1,
        teams: [
          { franchiseId: 2, outcome: 'win' },
          { franchiseId: 2, outcome: 'loss' },
        ],
      },
      'teams.1',
      'team (2)',
      '1 and 2',
    ],
    // A meeting of rounds (issue 21): a team or an entrant twice in one round, refused here before the service reads it.
    [
      'match.recordOutcome',
      {
        matchId: 1,
        rounds: [
          {
            teams: [
              { franchiseId: 3, outcome: 'win' },
              { franchiseId: 3, outcome: 'loss' },
            ],
          },
        ],
      },
      'rounds.0.teams.1',
      'team (3)',
      '1 and 2',
    ],
    [
      'match.recordOutcome',
      {
        matchId: 1,
        rounds: [
          {
            entrants: [
              { franchiseId: 1, vehicleId: 4, placing: 1 },
              { franchiseId: 2, vehicleId: 5, placing: 2 },
              { franchiseId: 1, vehicleId: 4, placing: 3 },
            ],
          },
        ],
      },
      'rounds.0.entrants.2',
      'entrant (vehicle 4)',
      '1 and 3',
    ],
    ['roster.trade', { fromFranchiseId: 1, toFranchiseId: 2, competitorIds: [7, 7] }, 'competitorIds.1', 'competitor (7)', '1 and 2'],
  ] as const)('%s refuses a duplicate at %s, naming it', (channel, input, path, what, places) => {
    expect((CHANNELS as readonly string[]).includes(channel), channel).toBe(true);
    const r = parseInput(channel, input);
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'validation') throw new Error('expected a validation error');
    const issue = r.error.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(`The same ${what} is listed twice, at places ${places}: each ${what.split(' ')[0]} counts once.`);
  });

  it('a list without duplicates passes, and "pass" may be drafted more than once', () => {
    expect(parseInput('dwTable.act', { matchId: 1, intent: { kind: 'pipeBombs', car: 1, targets: [2, 3] } }).ok).toBe(true);
    expect(parseInput('season.end', { draftPicks: ['pass', 4, 'pass', 5] }).ok).toBe(true);
    expect(parseInput('season.end', { draftPicks: [4, 'pass', 4] }).ok).toBe(false);
  });
});
