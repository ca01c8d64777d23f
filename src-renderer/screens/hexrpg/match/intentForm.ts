/**
 * The hex RPG's calculators as forms, data before code: each calculator (an intent of the session's table, hxtable's
 * `hxIntentSchema`) lists its fields, what each is (a character, a vehicle, a weapon of the chosen vehicle, a number,
 * a yes/no, a choice) and its words; `intentOf` turns what the form holds into the intent the table resolves, or says
 * which field is still empty. Pure: no React, no API.
 */
import { POSITIONS, SECTION, VEHICLE_KINDS, WEAPONS, withGap } from '../../../../src-shared/engine/hexrpg';
import type { HxIntentIn, HxIntentKind, HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { type CalcDef, type CalcField, type FormValues, formFields } from '../../../components/match/calculatorForm';

/**
 * The fields of the hex RPG's own kinds, beside the core's (number, flag, choice, text).
 * `person`: any character not dead; `vehicle`: any vehicle not wrecked; `anyVehicle`: any vehicle; `mounted`: a weapon
 * of the vehicle in the `vehicle` field; `weapon`: the damage table's weapons, the attacker's skilled ones first.
 */
export type FieldKind = 'person' | 'vehicle' | 'anyVehicle' | 'mounted' | 'weapon';

export type FieldDef = CalcField<FieldKind>;
export type CalculatorDef = CalcDef<HxIntentKind, FieldDef>;

/** The calculators that roll no dice (the table's `rolls`): they tell the table (Apply). */
export const NO_DICE: ReadonlySet<CalculatorDef['kind']> = new Set(['order', 'board', 'correct', 'endTurn']);

const TARGET_KIND = (initial: 'vehicle' | 'person') =>
  ({
    key: 'targetKind',
    label: 'At',
    kind: 'choice',
    options: [
      { value: 'vehicle', label: 'A vehicle' },
      { value: 'person', label: 'A person' },
    ],
    initial,
  }) as const satisfies FieldDef;
const TARGET_VEHICLE: FieldDef = { key: 'targetVehicle', label: 'Target vehicle', kind: 'anyVehicle', when: { key: 'targetKind', is: ['vehicle'] } };
const TARGET_PERSON: FieldDef = { key: 'targetPerson', label: 'Target person', kind: 'person', when: { key: 'targetKind', is: ['person'] } };
const CHOICES = [
  { value: 'hold', label: 'Holds on' },
  { value: 'swerve', label: 'Swerves' },
  { value: 'jump', label: 'Jumps out' },
];
const QUESTION = Array.from({ length: 6 }, (_, i) => ({ value: String(i + 1), label: `at question ${i + 1}` }));

/** The calculators in the order a turn uses them. */
export const CALCULATORS: readonly CalculatorDef[] = [
  { kind: 'order', label: 'Turn order', rule: SECTION.turns, fields: [] },
  {
    kind: 'move',
    label: 'On foot',
    rule: SECTION.people,
    fields: [
      { key: 'person', label: 'Character', kind: 'person' },
      {
        key: 'pace',
        label: 'Pace',
        kind: 'choice',
        options: [
          { value: 'walk', label: 'Walking (½ hex)' },
          { value: 'run', label: 'Running (1 hex)' },
          { value: 'sprint', label: 'Sprinting (2 hexes)' },
          { value: 'rest', label: 'Resting' },
        ],
        initial: 'run',
      },
    ],
  },
  {
    kind: 'drive',
    label: 'Drive',
    rule: `${SECTION.fuelSkill}; ${SECTION.turning}`,
    fields: [
      { key: 'vehicle', label: 'Vehicle', kind: 'vehicle' },
      { key: 'hexes', label: 'Hexes moved', kind: 'number', min: 0, max: 13, help: 'The Skill and Fuel Table’s row: fuel spent and the control roll.' },
      { key: 'turnsMade', label: 'Turns made', kind: 'number', min: 0, max: 60, initial: 0, help: 'Beyond the allowed number, the Turning Table’s roll.' },
    ],
  },
  {
    kind: 'attack',
    label: 'Weapon',
    rule: SECTION.weaponCombat,
    fields: [
      { key: 'attacker', label: 'Attacker', kind: 'person' },
      { key: 'weapon', label: 'Weapon', kind: 'weapon' },
      { key: 'target', label: 'Target', kind: 'person' },
      { key: 'targetHexes', label: 'Target moves (hexes)', kind: 'number', min: 0, max: 13, initial: 0 },
      { key: 'attackerHexes', label: 'Attacker moves (hexes)', kind: 'number', min: 0, max: 13, initial: 0 },
      {
        key: 'mountedOn',
        label: 'Mounted on',
        kind: 'choice',
        optional: true,
        options: VEHICLE_KINDS.map((k) => ({ value: k, label: `A ${k}` })),
        help: '3b: a weapon mounted on a warcar +3, a car +2, a bike +1.',
      },
      { key: 'alongside', label: 'Travelling alongside (−2 at most)', kind: 'flag' },
    ],
  },
  {
    kind: 'fight',
    label: 'Fists',
    rule: SECTION.weaponless,
    fields: [
      { key: 'attacker', label: 'Attacker', kind: 'person' },
      { key: 'target', label: 'Target', kind: 'person' },
      { key: 'grapple', label: 'Grappling (a hold instead of blows)', kind: 'flag' },
    ],
  },
  {
    kind: 'bash',
    label: 'Bash',
    rule: SECTION.bashing,
    fields: [
      { key: 'basher', label: 'Basher', kind: 'vehicle' },
      { key: 'victim', label: 'Victim', kind: 'vehicle' },
    ],
  },
  {
    kind: 'chicken',
    label: 'Ram (chicken)',
    rule: SECTION.ramming,
    fields: [
      { key: 'vehicleA', label: 'First vehicle', kind: 'vehicle' },
      { key: 'doesA', label: 'Its driver', kind: 'choice', options: CHOICES, initial: 'hold' },
      { key: 'atA', label: 'When', kind: 'choice', options: QUESTION, initial: '3', when: { key: 'doesA', is: ['swerve', 'jump'] } },
      { key: 'straightA', label: 'Straight hexes before', kind: 'number', min: 0, max: 100, initial: 0 },
      { key: 'vehicleB', label: 'Second vehicle', kind: 'vehicle' },
      { key: 'doesB', label: 'Its driver', kind: 'choice', options: CHOICES, initial: 'hold' },
      { key: 'atB', label: 'When', kind: 'choice', options: QUESTION, initial: '3', when: { key: 'doesB', is: ['swerve', 'jump'] } },
      { key: 'straightB', label: 'Straight hexes before', kind: 'number', min: 0, max: 100, initial: 0 },
    ],
  },
  {
    kind: 'shoot',
    label: 'Vehicle weapon',
    rule: SECTION.weaponUsage,
    fields: [
      { key: 'vehicle', label: 'Firing vehicle', kind: 'vehicle' },
      { key: 'weapon', label: 'Its weapon', kind: 'mounted' },
      TARGET_KIND('vehicle'),
      TARGET_VEHICLE,
      TARGET_PERSON,
      {
        key: 'from',
        label: 'Fired from',
        kind: 'choice',
        // Empty: from where the weapon is mounted (its design stores it, gaps.md #35); the service refuses at this
        // field, in words, a weapon that stores none.
        optional: true,
        options: POSITIONS.map((p) => ({ value: p, label: `A ${p} position` })),
        help: 'Leave empty to fire from where the weapon is mounted.',
      },
    ],
  },
  {
    kind: 'critical',
    label: 'Critical hit',
    rule: `${SECTION.peopleCriticals}; ${SECTION.vehicleCriticals}`,
    fields: [TARGET_KIND('vehicle'), TARGET_VEHICLE, TARGET_PERSON],
  },
  {
    kind: 'dying',
    label: 'Dying',
    rule: SECTION.dying,
    fields: [
      { key: 'person', label: 'Character at 0 HP', kind: 'person' },
      {
        key: 'treatedBy',
        label: 'Treated within 15 minutes',
        kind: 'choice',
        options: [
          { value: '0', label: 'Not treated' },
          { value: '1', label: 'By medical skill 1 (×2)' },
          { value: '2', label: 'By medical skill 2 (×3)' },
        ],
        initial: '0',
      },
    ],
  },
  {
    kind: 'bailOut',
    label: 'Get out',
    rule: `${SECTION.general}; ${SECTION.ramming}`,
    fields: [
      { key: 'person', label: 'Character', kind: 'person' },
      { key: 'jump', label: 'Jumps out of a moving vehicle (d20 damage, never below 1 HP)', kind: 'flag' },
    ],
  },
  {
    kind: 'board',
    label: 'Get in',
    rule: withGap(SECTION.general, 19),
    fields: [
      { key: 'person', label: 'Character', kind: 'person' },
      { key: 'vehicle', label: 'Vehicle', kind: 'anyVehicle' },
      {
        key: 'seat',
        label: 'Seat',
        kind: 'choice',
        options: [
          { value: 'driver', label: 'At the controls' },
          { value: 'passenger', label: 'As a passenger' },
        ],
        initial: 'driver',
      },
    ],
  },
  {
    kind: 'correct',
    label: 'Correct a card',
    rule: SECTION.league,
    fields: [
      TARGET_KIND('person'),
      TARGET_VEHICLE,
      TARGET_PERSON,
      {
        key: 'change',
        label: 'What',
        kind: 'choice',
        options: [
          { value: 'hp', label: 'A character’s hit points' },
          { value: 'status', label: 'A character’s state' },
          { value: 'vehicleHp', label: 'A vehicle’s hit points' },
          { value: 'fuel', label: 'A vehicle’s fuel' },
        ],
        initial: 'hp',
      },
      { key: 'value', label: 'New value', kind: 'number', min: 0, max: 2000, when: { key: 'change', is: ['hp', 'vehicleHp', 'fuel'] } },
      {
        key: 'value',
        label: 'New state',
        kind: 'choice',
        options: [
          { value: '0', label: 'Up' },
          { value: '1', label: 'Unconscious' },
          { value: '2', label: 'Dying' },
          { value: '3', label: 'Dead' },
        ],
        when: { key: 'change', is: ['status'] },
        initial: '0',
      },
      { key: 'reason', label: 'Why', kind: 'text', help: 'Kept in the session’s log with the correction.' },
    ],
  },
  { kind: 'endTurn', label: 'End the turn', rule: SECTION.turns, button: 'End the turn', fields: [] },
];

const ID_KINDS: readonly FieldDef['kind'][] = ['person', 'vehicle', 'anyVehicle'];

/** A driver's answers to the six questions: holding until the question he swerves or jumps at (3d). */
export function planOf(does: string, at: number | null): ('hold' | 'jump' | 'swerve')[] {
  if (does === 'hold' || at === null) return Array(6).fill('hold');
  return [...Array(at - 1).fill('hold'), does as 'jump' | 'swerve'];
}

/** The intent the form holds, or the first field still empty (in the form's words). */
export function intentOf(def: CalculatorDef, v: FormValues): { intent: HxIntentIn } | { missing: string } {
  const form = formFields(def, v, (f) => ID_KINDS.includes(f.kind));
  if ('missing' in form) return form;
  const { targetKind, targetVehicle, targetPerson, ...rest } = form.fields;
  const target = targetKind === 'person' ? { kind: 'person', person: targetPerson } : { kind: 'vehicle', vehicle: targetVehicle };
  switch (def.kind) {
    case 'shoot':
    case 'critical':
      return { intent: { ...rest, target } as HxIntentIn };
    case 'correct':
      return { intent: { ...rest, target, value: Number(rest.value) } as HxIntentIn };
    case 'dying':
      return { intent: { ...rest, treatedBy: Number(rest.treatedBy) } as HxIntentIn };
    case 'chicken': {
      const side = (s: 'A' | 'B') => ({
        vehicle: rest[`vehicle${s}`],
        plan: planOf(String(rest[`does${s}`]), rest[`at${s}`] === undefined ? null : Number(rest[`at${s}`])),
        straightHexes: rest[`straight${s}`] ?? 0,
      });
      return { intent: { kind: 'chicken', sides: [side('A'), side('B')] } as HxIntentIn };
    }
    default:
      return { intent: rest as HxIntentIn };
  }
}

type Option = { value: string; label: string };
type OptionGroup = { group: string; items: Option[] };

/** The characters a field may name: everyone not dead, with his gang and where he is. */
export function personOptions(state: HxTableState): { value: string; label: string }[] {
  return state.gangs.flatMap((g) =>
    g.people
      .filter((p) => p.status !== 'dead')
      .map((p) => ({ value: String(p.personId), label: `${p.name} (${g.name}, ${p.vehicleName ? `in ${p.vehicleName}` : 'on foot'})` })),
  );
}

/** The vehicles a field may name: still running for a driver's act, any for a target. */
export function vehicleOptions(state: HxTableState, kind: FieldKind): { value: string; label: string }[] {
  return state.gangs.flatMap((g) =>
    g.vehicles.filter((v) => kind !== 'vehicle' || !v.wrecked).map((v) => ({ value: String(v.vehicleId), label: `${v.name} (${g.name}, ${v.kind})` })),
  );
}

/** The weapons run on the vehicle in the form, with their damage. */
export function mountedOptions(state: HxTableState, vehicleId: number | null): { value: string; label: string }[] {
  const v = state.gangs.flatMap((g) => g.vehicles).find((x) => x.vehicleId === vehicleId);
  return (v?.weapons ?? []).map((w) => ({ value: w.name, label: `${w.name} (${w.minimal}/${w.average}/${w.maximal})` }));
}

/** The damage table's weapons, the attacker's skilled ones first with their level. */
export function weaponOptions(state: HxTableState, attacker: number | null): OptionGroup[] {
  const p = state.gangs.flatMap((g) => g.people).find((x) => x.personId === attacker);
  const levels = (p?.character.skills.weapons ?? {}) as Record<string, number | undefined>;
  const item = (w: (typeof WEAPONS)[number]) => ({ value: w.weapon, label: `${w.label}${levels[w.weapon] ? ` (level ${levels[w.weapon]})` : ''}` });
  const skilled = WEAPONS.filter((w) => levels[w.weapon]);
  const other = WEAPONS.filter((w) => !levels[w.weapon]);
  return [
    ...(skilled.length ? [{ group: 'Skilled', items: skilled.map(item) }] : []),
    { group: skilled.length ? 'Without skill (4 or less)' : 'Weapons', items: other.map(item) },
  ];
}

/** The choices of a field of the hex RPG's own kinds, on the table as it stands (a mounted weapon: the vehicle's; a weapon: the attacker's skilled first). */
export function fieldOptions(state: HxTableState, f: FieldDef, values: FormValues): Option[] | OptionGroup[] {
  const num = (k: string) => (values[k] === null || values[k] === undefined ? null : Number(values[k]));
  if (f.kind === 'person') return personOptions(state);
  if (f.kind === 'mounted') return mountedOptions(state, num('vehicle'));
  if (f.kind === 'weapon') return weaponOptions(state, num('attacker'));
  return vehicleOptions(state, f.kind === 'anyVehicle' ? 'anyVehicle' : 'vehicle');
}
