/**
 * The Dirty Wheels table's intents on the command line, read off the contract's zod schemas (`dwIntentSchema`): the
 * help lists every intent with its fields, their types, ranges and defaults, so it cannot drift from what the
 * service accepts; `--field value` flags become the intent, a car named by id or by name.
 */
import type { z } from 'zod';
import { type DwIntentIn, type DwIntentKind, dwIntentSchema } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { id as idSchema } from '../../../../src-shared/ipc/fields';
import { type FlagSpec, type IntentFlags, type IntentFlagTable, listOf, nameOrId, readIntentFlags, intentsHelp as tableHelp } from '../intentFlags';

/** What each intent does at the table, the rule it applies, and a command line that runs it. */
export const INTENT_WORDS: Record<DwIntentKind, { summary: string; example: string }> = {
  initiative: { summary: 'Roll initiative for the round: a d6 + the driver’s initiative per car, highest first (The Rules).', example: 'initiative' },
  shoot: {
    summary: 'Fire one weapon: a die per attack + aim, one damage if any exceeds armour − strength (Shooting).',
    example: 'shoot --shooter Hauler --weapon 2 --target Zip --distance 8',
  },
  ram: {
    summary: 'A ram: both cars move on 1/3 of the remaining movement, then the car with the higher armour attacks, +2 per die (Ramming).',
    example: 'ram --rammer Brick --target Spike --remaining 7',
  },
  manoeuvre: {
    summary: 'A skill test instead of a 4" segment: failed by 1-2 stays put, by more also 1 damage (Manoeuvres).',
    example: 'manoeuvre --car Zip --manoeuvre Skid',
  },
  shock: { summary: 'A bravery test at the end of the turn for a driver who was attacked; −1 if rammed (Shock round).', example: 'shock --car Zip' },
  destruction: {
    summary: 'Roll on the destruction table for a destroyed car; an explosion does 1 damage to each car within 3".',
    example: 'destruction --car Zip --within3 Brick,Spike',
  },
  gunner: {
    summary: 'The Gunner upgrade within 3": tires on a 4+ (−2" speed) or the driver on a 6+ (destroyed) (Car upgrades).',
    example: 'gunner --car Brick --target Spike --aimAt tires --distance 2',
  },
  pipeBombs: {
    summary: 'Pipe bombs: D3 attacks of strength 1 against each car behind within 6" (Car upgrades).',
    example: 'pipeBombs --car Spike --targets Zip,Brick',
  },
  harpoon: { summary: 'The harpoon, once per game: hits on a 3+ for 1 damage (Car upgrades).', example: 'harpoon --car Spike --target Brick' },
  engine: { summary: 'The Experimental engine: D3+3" more movement, 1 damage on a 4+ (Car upgrades).', example: 'engine --car Hauler' },
  move: {
    summary: 'Measure, no dice (preview only): how far the car may move, its segments, reversing, a harpoon drag (The Rules).',
    example: 'move --car Zip --mud --dragRemaining 5',
  },
  correct: {
    summary: 'Correct a card by hand (damage, speed, initiative, destroyed), with the reason; no dice.',
    example: 'correct --car Zip --change damage --amount 1 --reason "hit a barricade"',
  },
  endTurn: { summary: 'End the turn once every car has activated: the shock round follows (Shock round).', example: 'endTurn' },
};

/** What each field means, by name (the same name means the same thing in every intent). */
export const FIELD_WORDS: Record<string, string> = {
  shooter: 'the car that shoots',
  weapon: 'the weapon, by its number on the card ([0], [1]… in `league match table`’s state)',
  target: 'the car it is aimed at',
  distance: 'inches to the target, measured at the table',
  targetInFront: 'the target is directly in front (a fixed weapon fires only then)',
  bumpy: 'the shooter is on bumpy terrain (−1 aim)',
  facingBrightLights: 'the shooter faces the front of a car with Bright lights (−1 aim)',
  extraShot: 'a Trigger happy driver’s additional shooting this turn (−1 aim)',
  rammer: 'the car that moved into the other',
  remaining: 'inches of the rammer’s movement left when it touched the target; both cars move on 1/3 of it',
  backwards: 'the rammer was reversing (each inch counts as two)',
  car: 'the car',
  manoeuvre: 'which manoeuvre',
  mud: 'in thick mud (−1 to skill tests)',
  within3: 'the cars within 3" of it, for the explosion',
  aimAt: 'what the gunner fires at',
  targets: 'the cars behind it within 6"',
  speedDemon: 'a Speed demon moving an extra 4" instead of firing',
  boost: 'inches of an Experimental engine boost already rolled this activation',
  dragRemaining: 'inches left when the harpoon’s tether went taut; the rest is halved',
  change: 'what to change on the card',
  amount: 'damage points, inches of speed or points of initiative',
  reason: 'why the card is corrected (3 characters or more)',
};

/** Dirty Wheels' own kinds of flag: a car, a list of cars (named by id or name). */
type Own = 'car' | 'cars';
/** A field read off the schema; its type as the help prints it where the kind says less (`number 0-200`). */
type FieldSpec = FlagSpec<Own>;

// zod's internal definition, read for the help only: the shapes the contract uses (optional, default, number, enum…).
type Def = { type: string; innerType?: z.ZodType; defaultValue?: unknown; element?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def;

function describeField(name: string, schema: z.ZodType): FieldSpec {
  let s = schema;
  let required = true;
  let dflt: unknown;
  for (;;) {
    const d = defOf(s);
    if (d.type === 'optional') required = false;
    else if (d.type === 'default') {
      required = false;
      dflt = d.defaultValue;
    } else break;
    s = d.innerType!;
  }
  const d = defOf(s);
  const words = FIELD_WORDS[name] ?? '';
  const base = { name, required, words, ...(dflt === undefined ? {} : { default: dflt }) };
  if (s === idSchema) return { ...base, kind: 'car' };
  if (d.type === 'array' && d.element === idSchema) {
    const n = s as unknown as { def: { checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[] } };
    const max = n.def.checks?.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
    return { ...base, kind: 'cars', type: `cars (ids or names, comma-separated${max ? `, at most ${max}` : ''})` };
  }
  if (d.type === 'boolean') return { ...base, kind: 'boolean' };
  if (d.type === 'enum') {
    return { ...base, kind: 'enum', options: (s as unknown as z.ZodEnum).options as readonly string[] };
  }
  if (d.type === 'number') {
    const n = s as unknown as { format: string | null; minValue: number | null; maxValue: number | null };
    const int = n.format === 'safeint';
    const range = n.minValue !== null && n.maxValue !== null ? ` ${n.minValue}-${n.maxValue}` : '';
    return { ...base, kind: int ? 'integer' : 'number', type: `${int ? 'whole number' : 'number'}${range}` };
  }
  if (d.type === 'string') {
    const t = s as unknown as { minLength: number | null; maxLength: number | null };
    return { ...base, kind: 'text', type: `text${t.minLength !== null ? ` of ${t.minLength}-${t.maxLength ?? '…'} characters` : ''}` };
  }
  throw new Error(`The table's intent field “${name}” has a type the CLI cannot read (${d.type}).`);
}

/** Every intent of the contract, in its order, with its fields read off the schema. */
export const INTENT_SPECS: readonly IntentFlags<DwIntentKind, Own>[] = dwIntentSchema.options.map((o) => {
  const shape = (o as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  const kind = (defOf(shape.kind!) as unknown as { values: DwIntentKind[] }).values[0]!;
  return {
    kind,
    ...INTENT_WORDS[kind],
    fields: Object.entries(shape)
      .filter(([k]) => k !== 'kind')
      .map(([k, v]) => describeField(k, v)),
  };
});

/** The table's cars, to name one by id or by name. */
export type CarNames = readonly { vehicleId: number; name: string }[];

const carOf = (text: string, cars: CarNames, flag: string): number => nameOrId(text, cars, (c) => c.vehicleId, flag, 'car');

const TABLE: IntentFlagTable<DwIntentKind, Own, CarNames> = {
  intents: INTENT_SPECS,
  own: {
    car: { type: 'car (id or name)', read: carOf },
    cars: { type: 'cars (ids or names, comma-separated)', read: (raw, cars, flag) => listOf(raw, (x) => carOf(x, cars, flag)) },
  },
};

/** The help's list of intents: each with its summary, its fields (type, required or default, meaning) and an example. */
export const intentsHelp = (prefix: string): string => tableHelp(TABLE, prefix);

/** The intent `KIND --field value …` names; its values are checked by the channel's schema in the service. */
export function intentFromFlags(kind: string, flags: Record<string, string | true>, cars: CarNames): DwIntentIn {
  const { spec, values } = readIntentFlags(TABLE, kind, flags, cars);
  return { kind: spec.kind, ...values } as DwIntentIn;
}
