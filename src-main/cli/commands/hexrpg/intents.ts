/**
 * The hex RPG table's intents on the command line: each intent's flags as data (its fields, their types and meaning),
 * turned into the contract's intent (`hxIntentSchema`, checked by the service, each problem at its field). A character
 * is named by his name or person id, a vehicle by its name or id; a shot's or a critical's target is `--atVehicle` or
 * `--atPerson`; the game of chicken is `--a VEHICLE --aPlan hold,swerve --aStraight N` and the same for `--b`.
 */
import { POSITIONS, VEHICLE_KINDS, WEAPON_IDS } from '../../../../src-shared/engine/hexrpg';
import { HX_CORRECTIONS, type HxIntentIn, type HxIntentKind, type HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { CliError } from '../../kit';

type Kind = 'person' | 'vehicle' | 'integer' | 'boolean' | 'enum' | 'text' | 'plan';

export interface FieldSpec {
  name: string;
  kind: Kind;
  required: boolean;
  words: string;
  options?: readonly string[];
}

export interface IntentSpec {
  kind: HxIntentKind;
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
const target = [f('atVehicle', 'vehicle', 'the vehicle aimed at'), f('atPerson', 'person', 'the character aimed at, instead of --atVehicle')];

/** Every intent of the table, in the contract's order, with its flags. */
export const INTENT_SPECS: readonly IntentSpec[] = [
  { kind: 'order', summary: 'Who acts first this turn: AGI, then LUCK, a full tie at once (1. Turns and order); no dice.', example: 'order', fields: [] },
  {
    kind: 'move',
    summary: 'A character on foot walks, runs, sprints or rests; the fatigue roll once fatigue has set in (2a, gaps.md #30).',
    example: 'move --person Cora --pace sprint',
    fields: [f('person', 'person', 'the character', true), f('pace', 'enum', 'the pace', true, ['walk', 'run', 'sprint', 'rest'])],
  },
  {
    kind: 'drive',
    summary: "A vehicle's turn: each turn beyond the allowed with the Turning Table, then the fuel and skill roll (2f, 2g).",
    example: 'drive --vehicle Interceptor --hexes 5 --turnsMade 4',
    fields: [
      f('vehicle', 'vehicle', 'the vehicle', true),
      f('hexes', 'integer', 'hexes moved this turn (0-13)', true),
      f('turnsMade', 'integer', 'hex-sides turned this turn'),
    ],
  },
  {
    kind: 'attack',
    summary: 'Weapon combat: 7 or less on 2d6 with the skill, 4 without, every modifier; the damage band; a critical (3b, 3e).',
    example: 'attack --attacker Ace --target Cora --weapon pistol --targetHexes 2',
    fields: [
      f('attacker', 'person', 'the character attacking', true),
      f('target', 'person', 'the character attacked', true),
      f('weapon', 'enum', 'the weapon', true, WEAPON_IDS),
      f('targetHexes', 'integer', 'hexes the target moves this turn'),
      f('attackerHexes', 'integer', 'hexes the attacker moves this turn'),
      f('alongside', 'boolean', 'travelling alongside the target (−2 at most)'),
      f('mountedOn', 'enum', 'the weapon is mounted on a vehicle of this kind', false, VEHICLE_KINDS),
    ],
  },
  {
    kind: 'fight',
    summary: 'Weaponless combat with fists, or grappling (its damage and hold) (3c, 3e).',
    example: 'fight --attacker Brute --target Ace --grapple',
    fields: [
      f('attacker', 'person', 'the character fighting', true),
      f('target', 'person', 'the character fought', true),
      f('grapple', 'boolean', 'grapple instead of punching'),
    ],
  },
  {
    kind: 'bash',
    summary: "Bashing: the basher's roll, the victim's nullify roll, the damage, keeping control (3d, 3e).",
    example: 'bash --basher Rhino --victim Interceptor',
    fields: [f('basher', 'vehicle', 'the vehicle bashing', true), f('victim', 'vehicle', 'the vehicle bashed', true)],
  },
  {
    kind: 'chicken',
    summary: 'Ramming as the game of chicken: six questions, swerves and jumps, the ram damage and a critical each (3d, 3e).',
    example: 'chicken --a Interceptor --aPlan hold,swerve --aStraight 4 --b Rhino --bStraight 6',
    fields: [
      f('a', 'vehicle', 'the first vehicle', true),
      f('aPlan', 'plan', "its driver's answers, 1st to 6th: hold, jump or swerve"),
      f('aStraight', 'integer', 'straight hexes it travelled'),
      f('b', 'vehicle', 'the second vehicle', true),
      f('bPlan', 'plan', "its driver's answers"),
      f('bStraight', 'integer', 'straight hexes it travelled'),
    ],
  },
  {
    kind: 'shoot',
    summary: "A weapon on a vehicle's controls: 7 or less with the Weapon Usage modifiers; damage; a critical (3d, 3e).",
    example: 'shoot --vehicle Interceptor --weapon MG --atVehicle Rhino --from same',
    fields: [
      f('vehicle', 'vehicle', 'the vehicle firing', true),
      f('weapon', 'text', 'the weapon, by its name on the vehicle', true),
      ...target,
      f(
        'from',
        'enum',
        "shot from a higher, the same or a lower position (left out: where the weapon is mounted, as its vehicle's design says)",
        false,
        POSITIONS,
      ),
    ],
  },
  {
    kind: 'critical',
    summary: 'A critical hit the referee calls for, on a person or a vehicle (3e Critical hits).',
    example: 'critical --atPerson Brute',
    fields: [...target],
  },
  {
    kind: 'dying',
    summary: 'A player-character at 0 HP: (LUCK − d100) × 15 minutes, at least 15, ×2 or ×3 treated (3e Dying).',
    example: 'dying --person Brute --treatedBy 1',
    fields: [f('person', 'person', 'the character', true), f('treatedBy', 'integer', 'treated within 15 minutes by medical skill 1 or 2')],
  },
  {
    kind: 'bailOut',
    summary: 'Get out of a vehicle (one action, ends the turn), or jump out of a moving one: d20, not below 1 HP (2e, 3d).',
    example: 'bailOut --person Ace --jump',
    fields: [f('person', 'person', 'the character', true), f('jump', 'boolean', 'jump out of a moving vehicle')],
  },
  {
    kind: 'board',
    summary: 'Get into a vehicle, at the controls or as a passenger, a seat free (2e, gaps.md #19); no dice.',
    example: 'board --person Ace --vehicle Rhino --seat driver',
    fields: [
      f('person', 'person', 'the character', true),
      f('vehicle', 'vehicle', 'the vehicle', true),
      f('seat', 'enum', 'the seat', true, ['driver', 'passenger']),
    ],
  },
  {
    kind: 'correct',
    summary:
      "Correct a card by hand with the reason: a character's hp or status (0 up, 1 unconscious, 2 dying, 3 dead), a vehicle's fuel or vehicleHp; no dice.",
    example: 'correct --atPerson Brute --change hp --value 4 --reason "bandaged"',
    fields: [
      ...target,
      f('change', 'enum', 'what to set', true, HX_CORRECTIONS),
      f('value', 'integer', 'the new number', true),
      f('reason', 'text', 'why (3 characters or more)', true),
    ],
  },
  {
    kind: 'endTurn',
    summary: 'End the turn: collapses, unconsciousness, stalls and criticals in turns count down, leaks drain (1).',
    example: 'endTurn',
    fields: [],
  },
];

const typeOf = (s: FieldSpec): string =>
  s.kind === 'vehicle'
    ? 'vehicle (id or name)'
    : s.kind === 'person'
      ? 'character (id or name)'
      : s.kind === 'boolean'
        ? 'true|false (the flag alone is true)'
        : s.kind === 'enum'
          ? `one of ${s.options!.join('|')}`
          : s.kind === 'integer'
            ? 'whole number'
            : s.kind === 'plan'
              ? 'hold|jump|swerve,… (up to six)'
              : 'text';

/** The help's list of intents: each with its summary, its flags and an example. */
export function intentsHelp(prefix: string): string {
  return INTENT_SPECS.map((i) =>
    [
      `    ${i.kind}: ${i.summary}`,
      ...i.fields.map((s) => `      --${s.name.padEnd(14)} ${typeOf(s)}${s.required ? ', required' : ''}: ${s.words}`),
      `      e.g. ${prefix} ${i.example}`,
    ].join('\n'),
  ).join('\n');
}

function byName<T extends { name: string }>(text: string, all: readonly T[], idOf: (x: T) => number, field: string, what: string): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const hits = all.filter((x) => x.name.toLowerCase() === t.toLowerCase());
  if (hits.length === 1) return idOf(hits[0]!);
  const list = all.map((x) => `${x.name} (${idOf(x)})`).join(', ');
  if (hits.length > 1) throw new CliError(`--${field}: ${hits.length} ${what}s are called “${t}”: name one by its id (${list}).`, 2);
  throw new CliError(`--${field}: there is no ${what} “${t}” at this table (${what}s: ${list}).`, 2);
}

function fieldValue(s: FieldSpec, raw: string | true, state: HxTableState): unknown {
  if (s.kind === 'boolean') {
    if (raw === true || raw === 'true') return true;
    if (raw === 'false') return false;
    throw new CliError(`--${s.name} is true or false, not “${raw}”.`, 2);
  }
  if (raw === true) throw new CliError(`--${s.name} needs a value: ${typeOf(s)}.`, 2);
  switch (s.kind) {
    case 'person':
      return byName(
        raw,
        state.gangs.flatMap((g) => g.people),
        (p) => p.personId,
        s.name,
        'character',
      );
    case 'vehicle':
      return byName(
        raw,
        state.gangs.flatMap((g) => g.vehicles),
        (v) => v.vehicleId,
        s.name,
        'vehicle',
      );
    case 'integer':
      if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--${s.name} is a whole number, not “${raw}”.`, 2);
      return Number(raw);
    case 'enum': {
      const hit = s.options!.find((o) => o.toLowerCase() === raw.toLowerCase());
      if (!hit) throw new CliError(`--${s.name} is ${typeOf(s)}, not “${raw}”.`, 2);
      return hit;
    }
    case 'plan':
      return raw
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean);
    case 'text':
      return raw;
  }
}

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: HxTableState): HxIntentIn {
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
  if (spec.kind === 'chicken') {
    const side = (k: 'a' | 'b') => ({
      vehicle: v[k],
      ...(v[`${k}Plan`] === undefined ? {} : { plan: v[`${k}Plan`] }),
      ...(v[`${k}Straight`] === undefined ? {} : { straightHexes: v[`${k}Straight`] }),
    });
    return { kind: 'chicken', sides: [side('a'), side('b')] } as HxIntentIn;
  }
  if (spec.kind === 'shoot' || spec.kind === 'critical' || spec.kind === 'correct') {
    const { atVehicle, atPerson, ...rest } = v;
    if ((atVehicle === undefined) === (atPerson === undefined))
      throw new CliError(`${spec.kind} aims at one target: --atVehicle VEHICLE or --atPerson CHARACTER.`, 2);
    const aimed = atVehicle !== undefined ? { kind: 'vehicle', vehicle: atVehicle } : { kind: 'person', person: atPerson };
    return { kind: spec.kind, ...rest, target: aimed } as HxIntentIn;
  }
  return { kind: spec.kind, ...v } as HxIntentIn;
}
