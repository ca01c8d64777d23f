/**
 * The short form of the assistant's `edit` intent at the terminal: `"1:handling-1"` instead of a whole effect object
 * with its `why` and `rule`. Each change becomes one card effect the contract checks as usual; a change it cannot
 * read is refused naming it, before anything is sent.
 */
import { CONTROL_STATES, FLAG_FIELDS, NUMERIC_FIELDS, type CardChange, type CardEffect } from '../../../../src-shared/engine/dethmetal/assistant';
import { CliError } from '../../kit';

const RULE = "Organizer's correction at the table";
const SIDES = ['front', 'back', 'left', 'right'] as const;
const WOUNDS = ['flesh', 'ignored', 'out-of-action'] as const;

function wrong(text: string, why: string): never {
  throw new CliError(`edit: “${text}” ${why}. Write CAR:FIELD=VALUE, CAR:FIELD+N or CAR:FIELD-N (league match act --help).`, 2);
}

function whole(text: string, value: string): number {
  if (!/^-?\d+$/.test(value)) wrong(text, `has “${value}” where a whole number goes`);
  return Number(value);
}

/** One change: `1:speed=4`, `1:handling-1`, `2:armor.front-2`, `1:control=fishtail`, `1:wound.12=flesh` … */
export function parseChange(text: string): { vehicleId: number; change: CardChange } {
  const m = /^\s*(\d+)\s*:\s*([A-Za-z]+)(?:\.([\w-]+))?\s*(=|\+|-)\s*(.+?)\s*$/.exec(text);
  if (!m) wrong(text, 'is not a change');
  const [, car, field, sub, op, raw] = m as unknown as [string, string, string, string | undefined, '=' | '+' | '-', string];
  const vehicleId = Number(car);
  const signed = () => (op === '-' ? -whole(text, raw) : whole(text, raw));
  const needSub = (what: string) => sub ?? wrong(text, `needs ${what} after “${field}.”`);
  if ((NUMERIC_FIELDS as readonly string[]).includes(field)) {
    const change = op === '=' ? { field, to: whole(text, raw) } : { field, add: signed() };
    return { vehicleId, change: change as CardChange };
  }
  if ((FLAG_FIELDS as readonly string[]).includes(field)) {
    if (op !== '=' || (raw !== 'true' && raw !== 'false')) wrong(text, `sets ${field} to true or false`);
    return { vehicleId, change: { field, to: raw === 'true' } as CardChange };
  }
  switch (field) {
    case 'control':
      if (op !== '=' || !(CONTROL_STATES as readonly string[]).includes(raw)) wrong(text, `sets control to one of ${CONTROL_STATES.join(', ')}`);
      return { vehicleId, change: { field, to: raw as (typeof CONTROL_STATES)[number] } };
    case 'lastManeuver': {
      if (op !== '=') wrong(text, 'sets lastManeuver with =');
      if (raw === 'none') return { vehicleId, change: { field, to: null } };
      const [kind, side] = raw.split('-');
      if ((kind !== 'turn' && kind !== 'drift') || (side !== 'left' && side !== 'right'))
        wrong(text, 'sets lastManeuver to turn-left, turn-right, drift-left, drift-right or none');
      return { vehicleId, change: { field, to: { kind, side } } };
    }
    case 'armor': {
      const side = needSub('a side (front, back, left, right)');
      if (!(SIDES as readonly string[]).includes(side) || op === '=') wrong(text, 'changes armor.SIDE by +N or −N');
      // "armor.front-2": two armor points lost, kept on the card as armor lost.
      return { vehicleId, change: { field, side: side as (typeof SIDES)[number], add: -signed() } };
    }
    case 'ammo': {
      if (op === '=') wrong(text, 'changes ammo.WEAPON by +N or −N');
      return { vehicleId, change: { field, weaponId: needSub('a weapon id'), add: signed() } };
    }
    case 'wound': {
      const competitorId = whole(text, needSub('a competitor id'));
      if (op !== '=' || !(WOUNDS as readonly string[]).includes(raw)) wrong(text, `sets wound.COMPETITOR to ${WOUNDS.join(', ')}`);
      return { vehicleId, change: { field, competitorId, wound: raw as (typeof WOUNDS)[number] } };
    }
    case 'points':
    case 'criticals': {
      const competitorId = whole(text, needSub('a competitor id'));
      if (op === '=') wrong(text, `changes ${field}.COMPETITOR by +N or −N`);
      return { vehicleId, change: { field: field === 'points' ? 'crewPoints' : 'crewCriticals', competitorId, add: signed() } };
    }
    default:
      return wrong(
        text,
        `names no field of the card (${[...NUMERIC_FIELDS, ...FLAG_FIELDS, 'control', 'lastManeuver', 'armor', 'ammo', 'wound', 'points'].join(', ')})`,
      );
  }
}

/** An edit intent as the contract wants it: `changes` (short form) turned into effects, each with the edit's why. */
export function expandEdit(intent: Record<string, unknown>): Record<string, unknown> {
  if (intent.kind !== 'edit' || intent.changes === undefined) return intent;
  if (!Array.isArray(intent.changes) || intent.changes.some((c) => typeof c !== 'string'))
    throw new CliError('edit: "changes" must be a list of texts, e.g. ["1:handling-1"].', 2);
  if (intent.effects !== undefined) throw new CliError('edit: give "changes" or "effects", not both.', 2);
  const why = typeof intent.why === 'string' ? intent.why : '';
  const { changes, ...rest } = intent;
  const effects: CardEffect[] = (changes as string[]).map((text) => ({ ...parseChange(text), why: why || text, rule: RULE }));
  return { ...rest, effects };
}
