/**
 * The hex RPG table's intents on the command line: each intent's flags as data (its fields, their types and meaning),
 * turned into the contract's intent (`hxIntentSchema`, checked by the service, each problem at its field). A character
 * is named by his name or person id, a vehicle by its name or id; a shot's or a critical's target is `--atVehicle` or
 * `--atPerson`; the game of chicken is `--a VEHICLE --aPlan hold,swerve --aStraight N` and the same for `--b`.
 */
import { POSITIONS, VEHICLE_KINDS, WEAPON_IDS } from '../../../../src-shared/engine/hexrpg';
import { HX_CORRECTIONS, type HxIntentIn, type HxIntentKind, type HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { CliError } from '../../kit';
import { flag, type IntentFlags, type IntentFlagTable, nameOrId, readIntentFlags, intentsHelp as tableHelp } from '../intentFlags';

/** The hex RPG's own kinds of flag: a character, a vehicle, a driver's plan in the game of chicken. */
type Own = 'person' | 'vehicle' | 'plan';
const f = flag<Own>;

const target = [f('atVehicle', 'vehicle', 'the vehicle aimed at'), f('atPerson', 'person', 'the character aimed at, instead of --atVehicle')];

/** Every intent of the table, in the contract's order, with its flags. */
export const INTENT_SPECS: readonly IntentFlags<HxIntentKind, Own>[] = [
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

const TABLE: IntentFlagTable<HxIntentKind, Own, HxTableState> = {
  intents: INTENT_SPECS,
  own: {
    person: {
      type: 'character (id or name)',
      read: (raw, state, flag) =>
        nameOrId(
          raw,
          state.gangs.flatMap((g) => g.people),
          (p) => p.personId,
          flag,
          'character',
        ),
    },
    vehicle: {
      type: 'vehicle (id or name)',
      read: (raw, state, flag) =>
        nameOrId(
          raw,
          state.gangs.flatMap((g) => g.vehicles),
          (v) => v.vehicleId,
          flag,
          'vehicle',
        ),
    },
    plan: {
      type: 'hold|jump|swerve,… (up to six)',
      read: (raw) =>
        raw
          .split(',')
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
    },
  },
};

/** The help's list of intents: each with its summary, its flags and an example. */
export const intentsHelp = (prefix: string): string => tableHelp(TABLE, prefix);

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: HxTableState): HxIntentIn {
  const { spec, values: v } = readIntentFlags(TABLE, kind, flags, state);
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
