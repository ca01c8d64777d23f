/**
 * The race-combat calculators as forms, data before code: each calculator (an intent of the table, rctable's
 * `rcIntentSchema`) lists its fields, what each is (a car racing, a weapon of the chosen car, a number, a yes/no, a
 * choice) and its words; `intentOf` turns what the form holds into the intent the table resolves, or says which field
 * is still empty. The finishing order, the next race and recording are the race panel's, not calculators. Pure.
 */
import { droppedWeaponRow, SECTION, weaponRow, withGap } from '../../../../src-shared/engine/racecombat';
import { RC_CORRECTIONS, type RcIntentIn, type RcIntentKind, type RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { type CalcDef, type CalcField, type FormValues, formFields } from '../../../components/match/calculatorForm';

/** The fields of race combat's own kinds, beside the core's (number, flag, choice, text). */
export type FieldKind = 'car' | 'anyCar' | 'weapon' | 'dropped';

export interface FieldDef extends CalcField<FieldKind> {
  /** For a weapon field: whose weapons (the key of the car field). */
  of?: string;
}

export type CalculatorDef = CalcDef<Exclude<RcIntentKind, 'finishRace' | 'nextRace'>, FieldDef>;

/** The calculators that roll dice (the table's `rolls`); the others set what the table is told. */
export const ROLLS: ReadonlySet<CalculatorDef['kind']> = new Set(['shoot', 'hit', 'enterDropped', 'smoke', 'ram', 'rammerMovement']);

const opts = (pairs: readonly (readonly [string, string])[]) => pairs.map(([value, label]) => ({ value, label }));
const AIMS = opts([
  ['body', 'Body'],
  ['tyres', 'Tyres'],
  ['turret', 'Turret'],
]);
const WHO = opts([
  ['driver', 'Driver'],
  ['gunner', 'Gunner'],
]);

/** The calculators in the order a turn uses them. */
export const CALCULATORS: readonly CalculatorDef[] = [
  {
    kind: 'gear',
    label: 'Gear',
    rule: withGap(SECTION.missing, 4),
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'gear', label: 'Gear (1st–6th)', kind: 'number', help: 'The gear it moves in this turn: its gear die, the to-hit and ram modifiers.' },
    ],
  },
  {
    kind: 'shoot',
    label: 'Shoot',
    rule: SECTION.toHit,
    fields: [
      { key: 'firer', label: 'Firer', kind: 'car' },
      {
        key: 'by',
        label: 'Fired by',
        kind: 'choice',
        options: WHO,
        initial: 'driver',
        help: 'A gunner fires another weapon (or set) at any time in the turn.',
      },
      { key: 'weapon', label: 'Weapon', kind: 'weapon', of: 'firer' },
      { key: 'target', label: 'Target', kind: 'car' },
      { key: 'aim', label: 'Aimed at', kind: 'choice', options: AIMS, initial: 'body' },
      {
        key: 'arc',
        label: 'Target in the firer’s arc',
        kind: 'choice',
        options: opts([
          ['front', 'Front'],
          ['left', 'Left'],
          ['right', 'Right'],
          ['rear', 'Rear'],
        ]),
        initial: 'front',
      },
      { key: 'rangeInches', label: 'Range (inches)', kind: 'number', help: 'Short up to 4, medium up to 8, long up to 12 inches (Combat › Range).' },
      {
        key: 'weather',
        label: 'Weather',
        kind: 'choice',
        options: opts([
          ['dry', 'Dry'],
          ['changeable', 'Changeable'],
          ['temporary-rain', 'Temporary rain'],
          ['rain', 'Rain'],
        ]),
        initial: 'dry',
      },
      { key: 'smokeSquares', label: 'Smoke squares in the line of fire', kind: 'number', initial: 0 },
      { key: 'adjoining', label: 'Target in an adjoining square', kind: 'flag' },
      { key: 'firerCorner', label: 'Firer in or leaving a corner', kind: 'flag' },
      { key: 'firerManoeuvred', label: 'Firer manoeuvred or sideslipped', kind: 'flag' },
      { key: 'reaction', label: 'Reaction fire (−2)', kind: 'flag' },
    ],
  },
  {
    kind: 'hit',
    label: 'Effects of a hit',
    rule: SECTION.effects,
    fields: [
      { key: 'car', label: 'Car hit', kind: 'car' },
      { key: 'aim', label: 'Where', kind: 'choice', options: AIMS, initial: 'body' },
      { key: 'damage', label: 'Damage', kind: 'number', help: 'Machine gun 1, laser 2, heavy rocket 3 (gaps.md #5).' },
      { key: 'by', label: 'By', kind: 'anyCar', optional: true },
    ],
  },
  {
    kind: 'loseWeapon',
    label: 'Lose a weapon',
    rule: withGap(SECTION.hitLocation, 11),
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'weapon', label: 'Weapon lost (the owner’s choice)', kind: 'weapon', of: 'car' },
    ],
  },
  {
    kind: 'drop',
    label: 'Drop a weapon',
    rule: SECTION.dropped,
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'weapon', label: 'Dropped weapon', kind: 'dropped', of: 'car' },
    ],
  },
  {
    kind: 'enterDropped',
    label: 'Avoid roll',
    rule: SECTION.dropped,
    fields: [
      { key: 'car', label: 'Car entering the square', kind: 'car' },
      {
        key: 'weapon',
        label: 'What is there',
        kind: 'choice',
        options: opts([
          ['mines', 'Mines'],
          ['spikes', 'Spikes'],
          ['oil', 'Oil'],
        ]),
        initial: 'mines',
      },
      {
        key: 'oil',
        label: 'On the oil',
        kind: 'choice',
        options: opts([
          ['corner', 'In a corner (−4)'],
          ['straightManoeuvre', 'Manoeuvring on a straight (−2)'],
        ]),
        optional: true,
        when: { key: 'weapon', is: ['oil'] },
      },
      { key: 'by', label: 'Dropped by', kind: 'anyCar', optional: true },
    ],
  },
  {
    kind: 'smoke',
    label: 'Smoke',
    rule: SECTION.smoke,
    fields: [{ key: 'clouds', label: 'Clouds on the track', kind: 'number', initial: 1, help: 'Each dissipates on a 16+ on a d20, rolled once per turn.' }],
  },
  {
    kind: 'ram',
    label: 'Ram',
    rule: SECTION.ramming,
    fields: [
      { key: 'rammer', label: 'Rammer', kind: 'car' },
      { key: 'target', label: 'Target', kind: 'car' },
      {
        key: 'ram',
        label: 'Ram',
        kind: 'choice',
        options: opts([
          ['rear-end', 'Rear-end'],
          ['sideswipe', 'Sideswipe'],
        ]),
        initial: 'rear-end',
      },
      { key: 'atTrackEdge', label: 'Target at the track’s side', kind: 'flag', when: { key: 'ram', is: ['sideswipe'] } },
    ],
  },
  {
    kind: 'rammerMovement',
    label: 'Rammer’s movement',
    rule: SECTION.rammerMovement,
    fields: [
      { key: 'rammer', label: 'Rammer', kind: 'car' },
      { key: 'target', label: 'Target', kind: 'car' },
      { key: 'movementLeft', label: 'Movement left (squares)', kind: 'number' },
    ],
  },
  {
    kind: 'crewHit',
    label: 'Crew hit',
    rule: SECTION.crew,
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'who', label: 'Who', kind: 'choice', options: WHO, initial: 'driver' },
      { key: 'by', label: 'By', kind: 'anyCar', optional: true },
    ],
  },
  {
    kind: 'retire',
    label: 'Eliminate',
    rule: SECTION.elimination,
    fields: [
      { key: 'car', label: 'Car', kind: 'car' },
      { key: 'reason', label: 'Why', kind: 'text', help: 'Spun off, crashed out, retired …' },
    ],
  },
  {
    kind: 'correct',
    label: 'Correct a card',
    rule: SECTION.league,
    fields: [
      { key: 'car', label: 'Car', kind: 'anyCar' },
      { key: 'change', label: 'What', kind: 'choice', options: RC_CORRECTIONS.map((c) => ({ value: c, label: c })), initial: 'wear' },
      { key: 'at', label: 'Component or weapon id', kind: 'text', optional: true, when: { key: 'change', is: ['wear', 'ammunition'] } },
      { key: 'value', label: 'New value', kind: 'number' },
      { key: 'reason', label: 'Why', kind: 'text' },
    ],
  },
  {
    kind: 'endTurn',
    label: 'End the turn',
    rule: SECTION.combat,
    button: 'End the turn',
    fields: [{ key: 'lap', label: 'Lap (when it changes)', kind: 'number', optional: true }],
  },
];

/** The intent the form holds, or which field is still empty. */
export function intentOf(def: CalculatorDef, values: FormValues): { intent: RcIntentIn } | { missing: string } {
  const form = formFields(def, values, (f) => f.kind === 'car' || f.kind === 'anyCar' || f.kind === 'number');
  return 'missing' in form ? form : { intent: form.fields as RcIntentIn };
}

export interface Option {
  value: string;
  label: string;
}

/** Cars for a field: the ones still racing, or every car of the meeting. */
export function carOptions(state: RcTableState, kind: 'car' | 'anyCar'): Option[] {
  return state.teams.flatMap((t) =>
    t.cars.filter((c) => kind === 'anyCar' || !c.out).map((c) => ({ value: String(c.vehicleId), label: `${c.name} (${c.driverName}, ${t.name})` })),
  );
}

/** A car's working weapons (or dropped weapons), named as fitted: “Laser (turret), 4 loads”. */
export function weaponOptions(state: RcTableState, vehicleId: number, kind: 'weapon' | 'dropped'): Option[] {
  const car = state.teams.flatMap((t) => t.cars).find((c) => c.vehicleId === vehicleId);
  if (!car) return [];
  const loads = (id: string) => `${car.state.ammunition[id] ?? 0} loads`;
  if (kind === 'weapon')
    return car.state.weapons.map((id) => {
      const w = car.design.weapons.find((x) => x.id === id);
      return { value: id, label: w ? `${weaponRow(w.weapon).label} (${w.mount}), ${loads(id)}` : id };
    });
  return car.state.dropped.map((id) => {
    const d = car.design.dropped.find((x) => x.id === id);
    return { value: id, label: d ? `${droppedWeaponRow(d.weapon).label} (${d.facing}), ${loads(id)}` : id };
  });
}

/** The choices of a field of race combat's own kinds, on the table as it stands (a weapon: of the car in its `of` field). */
export function fieldOptions(state: RcTableState, f: FieldDef, values: FormValues): Option[] {
  if (f.kind === 'weapon' || f.kind === 'dropped') return weaponOptions(state, Number(values[f.of ?? 'car'] ?? Number.NaN), f.kind);
  return carOptions(state, f.kind === 'anyCar' ? 'anyCar' : 'car');
}
