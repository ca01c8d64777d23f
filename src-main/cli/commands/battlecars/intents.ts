/**
 * The battlecars table's intents on the command line: each intent's flags as data (its fields, their types and
 * meaning), turned into the contract's intent (`bcIntentSchema`, checked by the service, each problem at its field).
 * A vehicle is named by its id or its name, a driver by his name or the id of the vehicle he started in; a shot's
 * target is `--target VEHICLE --block BLOCK`, `--pedestrian DRIVER` or `--terrain tree|wreck|building`.
 */
import { ARMOUR_BLOCKS } from '../../../../src-shared/engine/battlecars';
import type { BcIntentIn, BcIntentKind, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { CliError } from '../../kit';
import { flag, type IntentFlags, type IntentFlagTable, listOf, nameOrId, readIntentFlags, intentsHelp as tableHelp } from '../intentFlags';

/** The battlecars' own kinds of flag: a vehicle, a driver, the speeds revealed. */
type Own = 'vehicle' | 'driver' | 'speeds';
const f = flag<Own>;

const SIDES = ['left', 'right'] as const;
const shot = [
  f('range', 'integer', 'points between the firer and the target (0-40)', true),
  f('target', 'vehicle', 'the vehicle shot at'),
  f('block', 'enum', 'the armour block aimed at (with --target)', false, ARMOUR_BLOCKS),
  f('pedestrian', 'driver', 'a driver on foot shot at, instead of --target'),
  f('terrain', 'enum', 'a piece of terrain shot at, instead of --target', false, ['tree', 'wreck', 'building']),
  f('markers', 'integer', 'damage markers already on the terrain'),
  f('sameCover', 'boolean', 'fired at a pedestrian or bike from within the same building/trees (-2)'),
  f('throughSmoke', 'boolean', 'fired through smoke (-4)'),
];
const by = f('by', 'vehicle', 'the vehicle that dropped it (credited with a kill or a wreck)');

/** Every intent of the table, in the contract's order, with its flags. */
export const INTENT_SPECS: readonly IntentFlags<BcIntentKind, Own>[] = [
  {
    kind: 'speeds',
    summary: 'Reveal the speed counters: within the top speed, acceleration and deceleration (Game turn, gaps.md #2); no dice.',
    example: 'speeds --speeds "Brute=2,Wasp=2"',
    fields: [f('speeds', 'speeds', 'VEHICLE=SPEED pairs, comma-separated; an r after the speed is in reverse (Brute=1r)', true)],
  },
  {
    kind: 'fire',
    summary: 'Fire one counter from a pod or turret: range dice ≥ range, then damage − range into the block (Firing sequence).',
    example: 'fire --shooter Brute --mount turret --target Wasp --block front --range 2',
    fields: [
      f('shooter', 'vehicle', 'the vehicle that fires', true),
      f('mount', 'text', 'the pod or turret, by its id on the card (podFront, turret…)', true),
      ...shot,
      f('returnFire', 'boolean', 'return fire at a vehicle that fired on the shooter this turn'),
    ],
  },
  {
    kind: 'handFire',
    summary: 'A pedestrian fires his hand weapon (Pedestrians, gaps.md #7).',
    example: 'handFire --driver Bo --target Brute --block front --range 1',
    fields: [f('driver', 'driver', 'the driver on foot', true), ...shot],
  },
  {
    kind: 'drop',
    summary: 'Drop one passive round (mines, spikes, oil, smoke) from a pod: one from each pod a turn (Firing); no dice.',
    example: 'drop --vehicle Brute --mount podRear',
    fields: [f('vehicle', 'vehicle', 'the vehicle that drops it', true), f('mount', 'text', 'the pod, by its id on the card', true)],
  },
  {
    kind: 'mines',
    summary: 'A vehicle on mines: d8-3 per tyre, then d8-2 inside the section a d8 gives (Weapons › Mines).',
    example: 'mines --vehicle Wasp --by Brute',
    fields: [f('vehicle', 'vehicle', 'the vehicle on the mines', true), by],
  },
  {
    kind: 'spikes',
    summary: 'A vehicle on spikes: d8-3 per tyre, then a skid at SD 2 or its speed (Weapons › Spikes).',
    example: 'spikes --vehicle Wasp',
    fields: [f('vehicle', 'vehicle', 'the vehicle on the spikes', true), by, f('side', 'enum', 'the side a bike slides over on', false, SIDES)],
  },
  {
    kind: 'skid',
    summary: 'Test for Skidding: the greatest SD of the causes, the drift table, the final facing (Skidding, gaps.md #1).',
    example: 'skid --vehicle Brute --corner 90',
    fields: [
      f('vehicle', 'vehicle', 'the vehicle that skids', true),
      f('corner', 'enum', 'cornering through this angle', false, [45, 90, 135, 180]),
      f('oil', 'boolean', 'on oil (SD 5 or speed)'),
      f('smoke', 'boolean', 'into smoke (SD 3 or speed)'),
      f('spikes', 'boolean', 'on spikes (SD 2 or speed)'),
      f('driverKilled', 'boolean', 'the driver was killed (SD = speed)'),
      f('inTrees', 'boolean', 'a bike in trees'),
      f('side', 'enum', 'the side of the corner (a bike slides over on it)', false, SIDES),
      by,
    ],
  },
  {
    kind: 'collide',
    summary: 'A crash or a ram: the relative velocity, the damage table, half to side and shunt rammers, speeds to 0 (Crashing and ramming).',
    example: 'collide --collision headOn --rammer Brute --target Wasp',
    fields: [
      f('collision', 'enum', 'crash, or the kind of ram', true, ['crash', 'headOn', 'side', 'shunt']),
      f('rammer', 'vehicle', 'the vehicle that crashes or rams', true),
      f('target', 'vehicle', 'the rammed vehicle'),
      f('targetSide', 'enum', 'a side ram: the side of the target hit', false, SIDES),
      f('rammerReversing', 'boolean', 'the rammer was reversing'),
      f('targetReversing', 'boolean', 'the target was reversing'),
    ],
  },
  {
    kind: 'bikeHazard',
    summary: 'A bike through trees, mines or spikes: a d8 ≤ its speed crashes it or the weapon takes effect (Movement, gaps.md #26).',
    example: 'bikeHazard --vehicle Wasp --hazard trees',
    fields: [
      f('vehicle', 'vehicle', 'the bike', true),
      f('hazard', 'enum', 'what it drives through', true, ['trees', 'Mines', 'Spikes']),
      by,
      f('side', 'enum', 'the side a bike slides over on', false, SIDES),
    ],
  },
  {
    kind: 'runOver',
    summary: 'A pedestrian run over is killed; the vehicle is unharmed (Pedestrians); no dice.',
    example: 'runOver --vehicle Brute --driver Bo',
    fields: [f('vehicle', 'vehicle', 'the vehicle', true), f('driver', 'driver', 'the driver on foot', true)],
  },
  {
    kind: 'bailOut',
    summary: 'A driver leaves his vehicle at speed 0 with his hits and a hand weapon (Pedestrians); no dice.',
    example: 'bailOut --driver Bo --handWeapon Rifle',
    fields: [f('driver', 'driver', 'the driver', true), f('handWeapon', 'text', 'one of the league’s hand weapons (the first by default)')],
  },
  {
    kind: 'commandeer',
    summary: 'A pedestrian takes a stationary vehicle vacated or whose driver is dead (Pedestrians, gaps.md #27); no dice.',
    example: 'commandeer --driver Bo --vehicle Brute',
    fields: [f('driver', 'driver', 'the driver on foot', true), f('vehicle', 'vehicle', 'the vehicle', true)],
  },
  {
    kind: 'correct',
    summary: 'Correct a card by hand with the reason: an armour block, a component, the driver’s hits or the speed; no dice.',
    example: 'correct --vehicle Wasp --change armour --at front --value 1 --reason "counted twice"',
    fields: [
      f('vehicle', 'vehicle', 'the vehicle (for the driver: the vehicle he started in)', true),
      f('change', 'enum', 'what to set', true, ['armour', 'component', 'driver', 'speed']),
      f('at', 'text', 'the armour block or component id'),
      f('value', 'integer', 'the new count: damage, hits or speed', true),
      f('reason', 'text', 'why (3 characters or more)', true),
    ],
  },
  {
    kind: 'endTurn',
    summary: 'End the turn: a d8 per smoke marker (removed on 5+), stuns and slides end, targets reset (Game turn).',
    example: 'endTurn --smokeMarkers 1',
    fields: [f('smokeMarkers', 'integer', 'smoke markers on the board')],
  },
];

const vehicleOf = (text: string, state: BcTableState, flag: string): number =>
  nameOrId(
    text,
    state.players.flatMap((p) => p.vehicles),
    (v) => v.vehicleId,
    flag,
    'vehicle',
  );

/** A driver by his name, or by the vehicle he started in (its id or name). */
function driverOf(text: string, state: BcTableState, field: string): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const all = state.players.flatMap((p) => p.drivers);
  const hit = all.find((d) => d.name.toLowerCase() === t.toLowerCase());
  if (hit) return hit.driver;
  const v = state.players.flatMap((p) => p.vehicles).find((x) => x.name.toLowerCase() === t.toLowerCase());
  if (v) return v.vehicleId;
  throw new CliError(`--${field}: there is no driver “${t}” at this table (drivers: ${all.map((d) => `${d.name} (${d.driver})`).join(', ')}).`, 2);
}

const TABLE: IntentFlagTable<BcIntentKind, Own, BcTableState> = {
  intents: INTENT_SPECS,
  own: {
    vehicle: { type: 'vehicle (id or name)', read: vehicleOf },
    driver: { type: 'driver (name, or the id of the vehicle he started in)', read: driverOf },
    speeds: {
      type: 'VEHICLE=SPEED,…',
      read: (raw, state) =>
        listOf(raw, (pair) => {
          const m = /^\s*(.+?)\s*=\s*(\d+)\s*(r?)\s*$/i.exec(pair);
          if (!m) throw new CliError(`--speeds: “${pair.trim()}” is not VEHICLE=SPEED (an r after the speed for reverse).`, 2);
          return { vehicle: vehicleOf(m[1]!, state, 'speeds'), speed: Number(m[2]), reverse: m[3] !== '' };
        }),
    },
  },
};

/** The help's list of intents: each with its summary, its flags and an example. */
export const intentsHelp = (prefix: string): string => tableHelp(TABLE, prefix);

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: BcTableState): BcIntentIn {
  const { spec, values: v } = readIntentFlags(TABLE, kind, flags, state);
  if (spec.kind !== 'fire' && spec.kind !== 'handFire') return { kind: spec.kind, ...v } as BcIntentIn;
  // A shot's target, one of three: a vehicle's block, a driver on foot, a piece of terrain.
  const { target, block, pedestrian, terrain, markers, ...rest } = v;
  const given = [target, pedestrian, terrain].filter((x) => x !== undefined).length;
  if (given !== 1) throw new CliError(`${spec.kind} shoots at one target: --target VEHICLE --block BLOCK, --pedestrian DRIVER or --terrain PIECE.`, 2);
  if (target !== undefined && block === undefined)
    throw new CliError(`${spec.kind} --target needs --block (${ARMOUR_BLOCKS.join('|')}): the block aimed at (Firing).`, 2);
  const aimed =
    target !== undefined
      ? { kind: 'vehicle', vehicle: target, block }
      : pedestrian !== undefined
        ? { kind: 'pedestrian', driver: pedestrian }
        : { kind: 'terrain', piece: terrain, ...(markers === undefined ? {} : { markers }) };
  return { kind: spec.kind, ...rest, target: aimed } as BcIntentIn;
}
