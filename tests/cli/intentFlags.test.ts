/**
 * The core's reading of a table's intents as `KIND --field value …` (src-main/cli/commands/intentFlags.ts), on a table
 * of the test's own: the core's kinds of flag read and refused in words naming the flag, a kind of the table's own
 * read by its reader, the help laid out from the table, a thing named by id or name (two of one name refused).
 * Each ruleset's use of it is tested through `league match table` in tests/cli/<ruleset>Table.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { flag, type IntentFlagTable, intentsHelp, listOf, nameOrId, readIntentFlags } from '../../src-main/cli/commands/intentFlags';

type Car = { id: number; name: string };
const CARS: readonly Car[] = [
  { id: 7, name: 'Hornet' },
  { id: 9, name: 'Wasp' },
  { id: 11, name: 'Twin' },
  { id: 12, name: 'twin' },
];
/** The test's table's flags: its own kinds beside the core's. */
const f = flag<'car' | 'cars'>;
const carOf = (raw: string, cars: readonly Car[], name: string) => nameOrId(raw, cars, (c) => c.id, name, 'car');

const TABLE: IntentFlagTable<'shoot' | 'order' | 'wait', 'car' | 'cars', readonly Car[]> = {
  intents: [
    {
      kind: 'shoot',
      summary: 'Fire at a car.',
      example: 'shoot --firer Hornet --target Wasp --range 3',
      fields: [
        f('firer', 'car', 'the car that fires', true),
        f('target', 'car', 'the car fired at', true),
        f('range', 'integer', 'inches to the target', true),
        f('angle', 'enum', 'the corner taken', false, [45, 90]),
        f('aim', 'enum', 'what it aims at', false, ['body', 'rear tyre']),
        { ...f('speed', 'number', 'its speed'), type: 'number 0-20', default: 0 },
        f('smoke', 'boolean', 'through smoke'),
        f('why', 'text', 'a note'),
      ],
    },
    { kind: 'order', summary: 'The finishing order.', example: 'order --cars Wasp,Hornet', fields: [f('cars', 'cars', 'first to last', true)] },
    { kind: 'wait', summary: 'Nothing happens.', example: 'wait', fields: [] },
  ],
  own: {
    car: { type: 'car (id or name)', read: carOf },
    cars: { type: 'CAR,CAR,…', read: (raw, cars, name) => listOf(raw, (x) => carOf(x, cars, name)) },
  },
};

const read = (kind: string, flags: Record<string, string | true>) => readIntentFlags(TABLE, kind, flags, CARS);
const refusal = (kind: string, flags: Record<string, string | true>) => {
  try {
    read(kind, flags);
  } catch (e) {
    return { message: (e as Error).message, exitCode: (e as { exitCode?: number }).exitCode };
  }
  throw new Error('not refused');
};

describe('An intent’s flags, read by the core from a table of its intents', () => {
  it('reads every core kind and the table’s own, a numeric option as its number, the kind in any case', () => {
    const { spec, values } = read('SHOOT', {
      firer: 'hornet',
      target: '9',
      range: '3',
      angle: '90',
      aim: 'Rear Tyre',
      speed: '2.5',
      smoke: true,
      why: 'a note',
    });
    expect(spec.kind).toBe('shoot');
    expect(values).toEqual({ firer: 7, target: 9, range: 3, angle: 90, aim: 'rear tyre', speed: 2.5, smoke: true, why: 'a note' });
    expect(read('order', { cars: 'Wasp, Hornet,' }).values).toEqual({ cars: [9, 7] });
    expect(read('shoot', { firer: '7', target: '9', range: '0', smoke: 'false' }).values.smoke).toBe(false);
  });

  it('refuses in words naming the flag, with the usage’s exit code, whatever is wrong', () => {
    const shot = { firer: 'Hornet', target: 'Wasp', range: '3' };
    const cases: [string, Record<string, string | true>, string][] = [
      ['fly', {}, 'There is no intent “fly” at the table; one of: shoot, order, wait.'],
      ['wait', { now: true }, 'wait has no field --now; it takes none.'],
      ['shoot', { ...shot, fuel: '2' }, 'shoot has no field --fuel; its fields: --firer, --target, --range, --angle, --aim, --speed, --smoke, --why.'],
      [
        'shoot',
        { firer: 'Hornet' },
        'shoot needs --target (car (id or name): the car fired at), --range (whole number: inches to the target).\n  e.g. league match table FILE --match MATCH_ID act shoot --firer Hornet --target Wasp --range 3',
      ],
      ['shoot', { ...shot, range: '2.5' }, '--range is a whole number, not “2.5”.'],
      ['shoot', { ...shot, speed: 'fast' }, '--speed is a number 0-20, not “fast”.'],
      ['shoot', { ...shot, angle: '60' }, '--angle is one of 45|90, not “60”.'],
      ['shoot', { ...shot, aim: 'wheel' }, '--aim is one of body|"rear tyre", not “wheel”.'],
      ['shoot', { ...shot, smoke: 'maybe' }, '--smoke is true or false, not “maybe”.'],
      ['shoot', { ...shot, why: true }, '--why needs a value: text.'],
      ['shoot', { ...shot, target: 'Nobody' }, '--target: there is no car “Nobody” at this table (cars: Hornet (7), Wasp (9), Twin (11), twin (12)).'],
      ['shoot', { ...shot, target: 'TWIN' }, '--target: 2 cars are called “TWIN”: name one by its id (Hornet (7), Wasp (9), Twin (11), twin (12)).'],
    ];
    for (const [kind, flags, message] of cases) expect(refusal(kind, flags), `${kind} ${JSON.stringify(flags)}`).toEqual({ message, exitCode: 2 });
  });

  it('lists every intent for the help: its flags in a column one wider than the longest name, each type, whether required, and an example', () => {
    expect(intentsHelp(TABLE, 'league act').split('\n')).toEqual([
      '    shoot: Fire at a car.',
      '      --firer   car (id or name), required: the car that fires',
      '      --target  car (id or name), required: the car fired at',
      '      --range   whole number, required: inches to the target',
      '      --angle   one of 45|90, optional: the corner taken',
      '      --aim     one of body|"rear tyre", optional: what it aims at',
      '      --speed   number 0-20, default 0: its speed',
      '      --smoke   true|false (the flag alone is true), optional: through smoke',
      '      --why     text, optional: a note',
      '      e.g. league act shoot --firer Hornet --target Wasp --range 3',
      '    order: The finishing order.',
      '      --cars    CAR,CAR,…, required: first to last',
      '      e.g. league act order --cars Wasp,Hornet',
      '    wait: Nothing happens.',
      '      e.g. league act wait',
    ]);
  });
});
