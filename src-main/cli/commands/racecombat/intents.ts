/**
 * The race-combat table's intents on the command line: each intent's flags as data (its fields, their types and
 * meaning), turned into the contract's intent (`rcIntentSchema`, checked by the service, each problem at its field).
 * A car is named by its id or its name; a finishing order is a comma-separated list of cars.
 */
import { COMPONENTS, FACINGS } from '../../../../src-shared/engine/racecombat';
import { RC_CORRECTIONS, type RcIntentIn, type RcIntentKind, type RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { flag, type IntentFlags, type IntentFlagTable, listOf, nameOrId, readIntentFlags, intentsHelp as tableHelp } from '../intentFlags';

/** Race combat's own kinds of flag: a car, a list of cars. */
type Own = 'car' | 'cars';
const f = flag<Own>;

const AIMS = ['body', 'tyres', 'turret'] as const;
const by = f('by', 'car', 'the car whose act it was (credited when it puts this one out)');

/** Every intent of the table, in the contract's order, with its flags. */
export const INTENT_SPECS: readonly IntentFlags<RcIntentKind, Own>[] = [
  {
    kind: 'gear',
    summary: 'Set a car’s gear, 1st to 6th (the to-hit and ram rolls read it; gaps.md #4); no dice.',
    example: 'gear --car Hornet --gear 4',
    fields: [f('car', 'car', 'the car', true), f('gear', 'integer', 'its gear, 1 to 6', true)],
  },
  {
    kind: 'shoot',
    summary: 'Fire a weapon: 1d20 + every modifier ≥ the to-hit number (10+), then the hit’s effects (Combat › To-hit roll).',
    example: 'shoot --firer Hornet --weapon frontMg --target Wasp --arc front --rangeInches 6',
    fields: [
      f('firer', 'car', 'the car that fires', true),
      f('weapon', 'text', 'the weapon, by its id on the car (frontMg, turretLaser…)', true),
      f('target', 'car', 'the car shot at', true),
      f('arc', 'enum', 'the firer’s arc the target is in', true, FACINGS),
      f('rangeInches', 'number', 'centre to centre, in inches', true),
      f('by', 'enum', 'who fires (the driver by default)', false, ['driver', 'gunner']),
      f('aim', 'enum', 'the part aimed at (the body by default)', false, AIMS),
      f('adjoining', 'boolean', 'the target is in an adjoining square (+2)'),
      f('firerCorner', 'boolean', 'the firer is in or just left a corner (−2)'),
      f('firerManoeuvred', 'boolean', 'the firer manoeuvred or sideslipped (−1)'),
      f('weather', 'enum', 'the weather', false, ['dry', 'changeable', 'temporary-rain', 'rain']),
      f('smokeSquares', 'integer', 'squares of smoke the shot passes through (−2 each)'),
      f('reaction', 'boolean', 'reaction fire, out of the firer’s turn (−2)'),
    ],
  },
  {
    kind: 'hit',
    summary: 'A hit’s effects alone: tyres, turret, or the body (armour, then a 1d20 hit location per point).',
    example: 'hit --car Wasp --damage 2 --aim body',
    fields: [f('car', 'car', 'the car hit', true), f('damage', 'integer', 'points of damage', true), f('aim', 'enum', 'the part hit', false, AIMS), by],
  },
  {
    kind: 'loseWeapon',
    summary: 'The owner’s choice for a weapon hit: the weapon destroyed (Damage effects); no dice.',
    example: 'loseWeapon --car Wasp --weapon frontMg',
    fields: [f('car', 'car', 'the car', true), f('weapon', 'text', 'the weapon or dropped weapon, by its id', true)],
  },
  {
    kind: 'drop',
    summary: 'Drop mines, spikes, oil or smoke: one load crossed off (Dropped weapons); no dice.',
    example: 'drop --car Hornet --weapon rearOil',
    fields: [f('car', 'car', 'the car', true), f('weapon', 'text', 'the dropped weapon, by its id', true)],
  },
  {
    kind: 'enterDropped',
    summary: 'A car enters mines, spikes or oil: 1d20 + handling ≥ the avoid number, else gear dice or the skid (Dropped weapons).',
    example: 'enterDropped --car Wasp --weapon oil --oil corner --by Hornet',
    fields: [
      f('car', 'car', 'the car', true),
      f('weapon', 'enum', 'what it runs over', true, ['mines', 'spikes', 'oil']),
      f('oil', 'enum', 'oil met in a corner (−4) or manoeuvring on a straight (−2)', false, ['corner', 'straightManoeuvre']),
      by,
    ],
  },
  {
    kind: 'smoke',
    summary: 'Smoke: 1d20 per cloud, dissipates on 16+ (Dropped weapons › Smoke).',
    example: 'smoke --clouds 2',
    fields: [f('clouds', 'integer', 'smoke clouds on the board (1 by default)')],
  },
  {
    kind: 'ram',
    summary: 'A rear-end ram or sideswipe: 1d20 + handling − handling + gear difference × 2 ≥ 10, then the ram damage table (Ramming).',
    example: 'ram --rammer Hornet --target Wasp --ram rear-end',
    fields: [
      f('rammer', 'car', 'the car that rams', true),
      f('target', 'car', 'the car rammed', true),
      f('ram', 'enum', 'the kind of ram', true, ['rear-end', 'sideswipe']),
      f('atTrackEdge', 'boolean', 'a sideswipe’s target already at the side of the track'),
    ],
  },
  {
    kind: 'rammerMovement',
    summary: 'After a rear-end ram: the gear die of the gear difference off the rammer’s movement left (Ramming › Rammer movement).',
    example: 'rammerMovement --rammer Hornet --target Wasp --movementLeft 5',
    fields: [f('rammer', 'car', 'the rammer', true), f('target', 'car', 'the car rammed', true), f('movementLeft', 'integer', 'squares left', true)],
  },
  {
    kind: 'crewHit',
    summary: 'A hit on the driver or gunner: 2 hits (plus armour) kill (Combat › Driver/Gunner); no dice.',
    example: 'crewHit --car Wasp --who driver',
    fields: [f('car', 'car', 'the car', true), f('who', 'enum', 'who is hit', true, ['driver', 'gunner']), by],
  },
  {
    kind: 'retire',
    summary: 'A car leaves the race (its owner’s choice, a crash on the board): out now, placed after the finishers; no dice.',
    example: 'retire --car Wasp --reason "crashed at the hairpin"',
    fields: [f('car', 'car', 'the car', true), f('reason', 'text', 'why (3 characters or more)', true)],
  },
  {
    kind: 'correct',
    summary: 'Correct a card by hand with the reason; no dice.',
    example: 'correct --car Wasp --change wear --at tyres --value 4 --reason "counted twice"',
    fields: [
      f('car', 'car', 'the car', true),
      f('change', 'enum', 'what to set', true, RC_CORRECTIONS),
      f('at', 'text', `the component (${COMPONENTS.join(', ')}) or the weapon id`),
      f('value', 'integer', 'the new count', true),
      f('reason', 'text', 'why (3 characters or more)', true),
    ],
  },
  {
    kind: 'finishRace',
    summary: 'The race’s finishing order, as the cars crossed the line; the cars out are placed after them, the later out first; no dice.',
    example: 'finishRace --order "Hornet,Wasp"',
    fields: [f('order', 'cars', 'every car still racing, first to last, comma-separated', true)],
  },
  {
    kind: 'nextRace',
    summary: 'Start the meeting’s next race: fresh cards, or what they lost carried over (the league’s house rule); no dice.',
    example: 'nextRace',
    fields: [],
  },
  {
    kind: 'endTurn',
    summary: 'End the turn: weapons and crews may fire again, a spun car has moved off; the leader’s lap if it changed; no dice.',
    example: 'endTurn --lap 2',
    fields: [f('lap', 'integer', 'the leader’s lap from the next turn')],
  },
];

const carOf = (text: string, state: RcTableState, flag: string): number =>
  nameOrId(
    text,
    state.teams.flatMap((t) => t.cars),
    (c) => c.vehicleId,
    flag,
    'car',
  );

const TABLE: IntentFlagTable<RcIntentKind, Own, RcTableState> = {
  intents: INTENT_SPECS,
  own: {
    car: { type: 'car (id or name)', read: carOf },
    cars: { type: 'CAR,CAR,…', read: (raw, state, flag) => listOf(raw, (x) => carOf(x, state, flag)) },
  },
};

/** The help's list of intents: each with its summary, its flags and an example. */
export const intentsHelp = (prefix: string): string => tableHelp(TABLE, prefix);

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: RcTableState): RcIntentIn {
  const { spec, values } = readIntentFlags(TABLE, kind, flags, state);
  return { kind: spec.kind, ...values } as RcIntentIn;
}
