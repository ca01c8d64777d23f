/**
 * `league match act --help`: every intent and calculator with its fields, their types and an example, read from the
 * contract's zod schemas (through JSON Schema) so the help cannot drift from what the app accepts. Only the one-line
 * purpose of each kind is written here, typed by the kinds so a new one cannot be left out.
 */
import { z } from 'zod';
import { calculatorSchema, intentSchema, type CalculatorKind, type Intent } from '../../../../src-shared/ipc/channels/dethmetal/assistant';

type Json = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  oneOf?: Json[];
  anyOf?: Json[];
};

const INTENTS: Record<Intent['kind'], string> = {
  'start-heat': 'Start a heat with every crew assigned to it by now.',
  'restart-heat': "Throw the heat's rolls away and start it again from the crews assigned now.",
  roll: 'Roll one calculator (below); "apply": true puts its outcome on the cards at once, else apply it later by its ref.',
  'roll-every-car': 'Roll movement points or option checks for every car still to roll, in movement order, each applied.',
  apply: "Put a rolled outcome on the cards (its ref is in the roll's JSON output).",
  edit: 'Correct the cards by hand: full effects, or the short form "changes" (see below).',
  order: 'Type the initiative order, highest first, instead of rolling it.',
  move: "The MP a car spends this phase (a car without one spends its allowance's minimum when the phase ends; `advance` names each such car).",
  advance: 'The next step of the turn: initiative → speed changes → movement points → phases 1–3 → end of turn.',
  finish: "End the heat with the finishing places' effects; startNext starts the next heat.",
};

const CALCULATORS: Record<CalculatorKind, string> = {
  initiative: 'Part III › Turn Sequence: 1d6 + initiative for each car, the order for the turn.',
  movement: "Part IV › Movement Points: the turn's MP from the speed chart.",
  options: "Part IV › Driver's Option Points: the driving checks for option points.",
  accelerate: 'Part IV › Speed: the acceleration check (+1 speed), with the fuel +1 and a fuel re-roll.',
  decelerate: 'Part IV › Speed: shed speed, 1 free, more with deceleration checks.',
  maneuver: 'Part IV › Maneuvers and Handling: a hex-side turn or drift, its handling cost, the maneuver hazard and a road hazard.',
  hazard: 'Part IV › Hazards: a road hazard, an obstacle, entering oil, or the check for being damaged.',
  recovery: 'Part IV › Loss of Control: a major skid or spin tries to recover; a rollover rolls on (and lands at speed 0).',
  attack: 'Part V › Hitting the target: one shot (or linked set) with every modifier, damage, criticals and tires.',
  collision: 'Part IV › Collisions: speed, PEN, damage both ways, handling loss, positioning.',
  veer: 'Part IV › Uncontrolled vehicle: a driverless car entering a hazard or obstacle hex veers (gaps.md #46).',
  caltrops: 'Part V › Oil and Caltrops: running over caltrops, a tire-damage roll at +2 (wheel guards no help).',
};

function variants(j: Json): Json[] {
  return j.oneOf ?? j.anyOf ?? [j];
}

/** A field's type in words: "whole number 1–4", "front | back | left | right", "{ kind, rating? } or null". */
export function typeText(j: Json): string {
  if (j.const !== undefined) return JSON.stringify(j.const);
  if (j.enum) return j.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' | ');
  if (j.oneOf || j.anyOf) {
    const all = variants(j);
    const real = all.filter((v) => v.type !== 'null');
    const text = real.length > 2 ? 'one of the objects below' : real.map(typeText).join(' | ');
    return real.length < all.length ? `${text} or null` : text;
  }
  switch (j.type) {
    case 'integer': {
      const min = j.exclusiveMinimum !== undefined ? j.exclusiveMinimum + 1 : j.minimum;
      const max = j.maximum !== undefined && j.maximum < 1e6 ? j.maximum : undefined;
      if (min === 1 && max === undefined) return 'id (whole number ≥ 1)';
      return `whole number${min !== undefined ? ` ${min}` : ''}${max !== undefined ? `–${max}` : min !== undefined ? '+' : ''}`;
    }
    case 'number':
      return 'number';
    case 'boolean':
      return 'true | false';
    case 'string':
      return 'text';
    case 'array':
      return `list of ${j.items ? typeText(j.items) : 'values'}`;
    case 'object': {
      const req = new Set(j.required ?? []);
      return `{ ${Object.keys(j.properties ?? {})
        .map((k) => `${k}${req.has(k) ? '' : '?'}`)
        .join(', ')} }`;
    }
    default:
      return 'value';
  }
}

/** A value the schema accepts: the first choice, the smallest number, one list item, every required field. */
export function exampleOf(j: Json): unknown {
  if (j.const !== undefined) return j.const;
  if (j.default !== undefined) return j.default;
  if (j.enum) return j.enum[0];
  if (j.oneOf || j.anyOf) return exampleOf(variants(j).find((v) => v.type !== 'null') ?? variants(j)[0]!);
  switch (j.type) {
    case 'integer':
    case 'number':
      return j.exclusiveMinimum !== undefined ? j.exclusiveMinimum + 1 : Math.max(j.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      // A roll's ref is a long id; any other text (a weapon id, a why) a short one.
      return (j as { minLength?: number }).minLength && (j as { minLength: number }).minLength >= 8 ? '0b9c1e5a-7f42-4d8e-9a61-2c3d4e5f6a7b' : 'm1';
    case 'array':
      return Array.from({ length: Math.max(1, j.minItems ?? 1) }, () => exampleOf(j.items ?? {}));
    case 'object': {
      const req = new Set(j.required ?? []);
      return Object.fromEntries(
        Object.entries(j.properties ?? {})
          .filter(([k]) => req.has(k))
          .map(([k, v]) => [k, exampleOf(v)]),
      );
    }
    default:
      return null;
  }
}

function fieldLines(j: Json, indent: string, skip: readonly string[]): string[] {
  const req = new Set(j.required ?? []);
  return Object.entries(j.properties ?? {})
    .filter(([k]) => !skip.includes(k))
    .flatMap(([k, v]) => {
      const opt = req.has(k) ? '' : v.default !== undefined ? ` (default ${JSON.stringify(v.default)})` : ' (optional)';
      const line = `${indent}${k}: ${typeText(v)}${opt}${v.description ? ` — ${v.description}` : ''}`;
      // A plain nested object (a move's generated and option): its fields below it.
      return v.type === 'object' && v.properties ? [line, ...fieldLines(v, `${indent}  `, [])] : [line];
    });
}

/** A nested union (the hazard calculator's `hazard`) listed variant by variant. */
function nestedUnions(j: Json, indent: string): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(j.properties ?? {})) {
    const real = (v.oneOf ?? v.anyOf ?? []).filter((x) => x.type === 'object');
    if (real.length < 3) continue;
    out.push(`${indent}${k} is one of:`);
    for (const x of real) out.push(`${indent}  ${JSON.stringify(exampleOf(x))}  ${typeText(x)}`, ...fieldLines(x, `${indent}    `, ['type']));
  }
  return out;
}

const schemaJson = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;

/**
 * An example the schema itself accepts: the required fields, then optional ones added in order until it parses (a
 * refinement such as the attack's "positions or targetInFrontArc" asks for one of them).
 */
function acceptedExample(schema: z.ZodType, j: Json, wrap: (v: Record<string, unknown>) => unknown = (v) => v): Record<string, unknown> {
  const value = exampleOf(j) as Record<string, unknown>;
  for (const [k, v] of Object.entries(j.properties ?? {})) {
    if (schema.safeParse(wrap(value)).success) break;
    if (!(k in value)) value[k] = exampleOf(v);
  }
  return value;
}

export function intentHelp(): string[] {
  const intents = variants(schemaJson(intentSchema));
  const calcs = variants(schemaJson(calculatorSchema));
  const out = ['', 'Intents (INTENT is one JSON object; its "kind" says which):'];
  for (const j of intents) {
    const kind = j.properties!.kind!.const as Intent['kind'];
    const example = exampleOf(j) as Record<string, unknown>;
    if (kind === 'roll') example.calculator = { kind: 'movement', vehicleId: 1 };
    out.push('', `  ${kind}: ${INTENTS[kind]}`, ...fieldLines(j, '    ', ['kind', ...(kind === 'roll' ? ['calculator'] : [])]));
    if (kind === 'roll') out.push('    calculator: one of the calculators below');
    out.push(`    e.g. '${JSON.stringify(example)}'`);
  }
  out.push(
    '',
    '  edit, short form: {"kind":"edit","why":"…","changes":["CAR:FIELD=VALUE" | "CAR:FIELD+N" | "CAR:FIELD-N", …]}',
    '    FIELD: speed, handling, damage, tireDamage, fuel, mp, mpLost, … (a number); control=in-control|fishtail|…;',
    '    a flag (destroyed=true …); armor.SIDE-N (N armor points lost, +N back); ammo.WEAPON-N; lastManeuver=turn-left|drift-right|none;',
    '    wound.COMPETITOR=flesh|out-of-action; points.COMPETITOR+N.',
    `    e.g. '{"kind":"edit","why":"forgot the oil","changes":["1:handling-1","1:control=fishtail","2:armor.front-2"]}'`,
    '',
    'Calculators (the "calculator" of a roll intent):',
  );
  for (const j of calcs) {
    const kind = j.properties!.kind!.const as CalculatorKind;
    const example = acceptedExample(intentSchema, j, (calculator) => ({ kind: 'roll', calculator }));
    out.push(
      '',
      `  ${kind}: ${CALCULATORS[kind]}`,
      ...fieldLines(j, '    ', ['kind']),
      ...nestedUnions(j, '    '),
      `    e.g. '${JSON.stringify({ kind: 'roll', calculator: example, apply: true })}'`,
    );
  }
  out.push(
    '',
    'Dice (--dice, in a league whose dice are typed by the organizer):',
    '  --dice 4,2,6          the rolls in the order the calculator asks for them (each is named when asked: "Roll 1d6 for …").',
    '  --dice "tire damage=5,control=2,loss of control=4"',
    '                        each roll keyed by words of its purpose, as the prompt names it; a roll takes the first unused',
    '                        value whose key its purpose contains, in order (two rolls of the same purpose: repeat the key).',
  );
  return out;
}
