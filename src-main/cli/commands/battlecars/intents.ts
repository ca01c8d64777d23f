/**
 * The battlecars table's intents on the command line: each intent's flags as data (its fields, their types and
 * meaning), turned into the contract's intent (`bcIntentSchema`, checked by the service, each problem at its field).
 * A vehicle is named by its id or its name, a driver by his name or the id of the vehicle he started in; a shot's
 * target is `--target VEHICLE --block BLOCK`, `--pedestrian DRIVER` or `--terrain tree|wreck|building`.
 */
import { ARMOUR_BLOCKS } from '../../../../src-shared/engine/battlecars';
import type { BcIntentIn, BcIntentKind, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { CliError } from '../../kit';

type Kind = 'vehicle' | 'driver' | 'integer' | 'boolean' | 'enum' | 'text' | 'speeds';

export interface FieldSpec {
  name: string;
  kind: Kind;
  required: boolean;
  words: string;
  options?: readonly string[];
}

export interface IntentSpec {
  kind: BcIntentKind;
  summary: string;
  example: string;
  fields: FieldSpec[];
}

const f = (name: string, kind: Kind, words: string, required = false, options?: readonly string[]): FieldSpec => ({
  name,
  kind,
  required,
  words,
  ...(options ? { options } : {}),
});
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
export const INTENT_SPECS: readonly IntentSpec[] = [
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
      f('corner', 'enum', 'cornering through this angle', false, ['45', '90', '135', '180']),
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

const typeOf = (s: FieldSpec): string =>
  s.kind === 'vehicle'
    ? 'vehicle (id or name)'
    : s.kind === 'driver'
      ? 'driver (name, or the id of the vehicle he started in)'
      : s.kind === 'boolean'
        ? 'true|false (the flag alone is true)'
        : s.kind === 'enum'
          ? `one of ${s.options!.join('|')}`
          : s.kind === 'integer'
            ? 'whole number'
            : s.kind === 'speeds'
              ? 'VEHICLE=SPEED,…'
              : 'text';

/** The help's list of intents: each with its summary, its flags and an example. */
export function intentsHelp(prefix: string): string {
  return INTENT_SPECS.map((i) =>
    [
      `    ${i.kind}: ${i.summary}`,
      ...i.fields.map((s) => `      --${s.name.padEnd(16)} ${typeOf(s)}${s.required ? ', required' : ''}: ${s.words}`),
      `      e.g. ${prefix} ${i.example}`,
    ].join('\n'),
  ).join('\n');
}

function vehicleOf(text: string, state: BcTableState, field: string): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const all = state.players.flatMap((p) => p.vehicles);
  const hit = all.find((v) => v.name.toLowerCase() === t.toLowerCase());
  if (!hit)
    throw new CliError(`--${field}: there is no vehicle “${t}” at this table (vehicles: ${all.map((v) => `${v.name} (${v.vehicleId})`).join(', ')}).`, 2);
  return hit.vehicleId;
}

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

function fieldValue(s: FieldSpec, raw: string | true, state: BcTableState): unknown {
  if (s.kind === 'boolean') {
    if (raw === true || raw === 'true') return true;
    if (raw === 'false') return false;
    throw new CliError(`--${s.name} is true or false, not “${raw}”.`, 2);
  }
  if (raw === true) throw new CliError(`--${s.name} needs a value: ${typeOf(s)}.`, 2);
  switch (s.kind) {
    case 'vehicle':
      return vehicleOf(raw, state, s.name);
    case 'driver':
      return driverOf(raw, state, s.name);
    case 'integer': {
      if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--${s.name} is a whole number, not “${raw}”.`, 2);
      return Number(raw);
    }
    case 'enum': {
      const hit = s.options!.find((o) => o.toLowerCase() === raw.toLowerCase());
      if (!hit) throw new CliError(`--${s.name} is ${typeOf(s)}, not “${raw}”.`, 2);
      return /^\d+$/.test(hit) ? Number(hit) : hit;
    }
    case 'speeds':
      return raw
        .split(',')
        .filter((x) => x.trim())
        .map((pair) => {
          const m = /^\s*(.+?)\s*=\s*(\d+)\s*(r?)\s*$/i.exec(pair);
          if (!m) throw new CliError(`--speeds: “${pair.trim()}” is not VEHICLE=SPEED (an r after the speed for reverse).`, 2);
          return { vehicle: vehicleOf(m[1]!, state, 'speeds'), speed: Number(m[2]), reverse: m[3] !== '' };
        });
    case 'text':
      return raw;
  }
}

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: BcTableState): BcIntentIn {
  const spec = INTENT_SPECS.find((i) => i.kind.toLowerCase() === kind.toLowerCase());
  if (!spec) throw new CliError(`There is no intent “${kind}” at the table; one of: ${INTENT_SPECS.map((i) => i.kind).join(', ')}.`, 2);
  const v: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(flags)) {
    const s = spec.fields.find((x) => x.name === name);
    if (!s)
      throw new CliError(
        `${spec.kind} has no field --${name}; ${spec.fields.length ? `its fields: ${spec.fields.map((x) => `--${x.name}`).join(', ')}` : 'it takes none'}.`,
        2,
      );
    v[name] = fieldValue(s, raw, state);
  }
  const missing = spec.fields.filter((s) => s.required && v[s.name] === undefined);
  if (missing.length)
    throw new CliError(
      `${spec.kind} needs ${missing.map((s) => `--${s.name} (${typeOf(s)}: ${s.words})`).join(', ')}.\n  e.g. league match table FILE --match MATCH_ID act ${spec.example}`,
      2,
    );
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
