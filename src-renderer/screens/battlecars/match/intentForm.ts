/**
 * The battlecars calculators as forms, data before code: each calculator (an intent of the table, bctable's
 * `bcIntentSchema`) lists its fields, what each is (a vehicle, a driver, a pod or turret of the shooter, an armour
 * block, a number, a yes/no, a choice) and its words; `intentOf` turns what the form holds into the intent the table
 * resolves, or says which field is still empty. Pure: no React, no API.
 */
import { ARMOUR_BLOCKS, SECTION } from '../../../../src-shared/engine/battlecars';
import type { BcIntentIn, BcIntentKind, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { type CalcDef, type CalcField, type FormValues, formFields } from '../../../components/match/calculatorForm';
import { blockLabel } from '../team/loadingModel';

export { type FormValues, initialValues, shownFields } from '../../../components/match/calculatorForm';

/** The fields of the battlecars' own kinds, beside the core's (number, flag, choice, text). */
export type FieldKind = 'vehicle' | 'anyVehicle' | 'pedestrian' | 'mount';

export type FieldDef = CalcField<FieldKind>;
export type CalculatorDef = CalcDef<BcIntentKind, FieldDef>;

const SIDES = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
];
const BLOCKS = ARMOUR_BLOCKS.map((b) => ({ value: b, label: blockLabel(b) }));

/** The calculators in the order a turn uses them. */
export const CALCULATORS: readonly CalculatorDef[] = [
  {
    kind: 'fire',
    label: 'Fire',
    rule: SECTION.firingSequence,
    fields: [
      { key: 'shooter', label: 'Shooter', kind: 'vehicle' },
      { key: 'mount', label: 'Pod or turret', kind: 'mount', help: 'The counter fired is discarded from it (Firing sequence 3).' },
      {
        key: 'targetKind',
        label: 'At',
        kind: 'choice',
        options: [
          { value: 'vehicle', label: 'A vehicle' },
          { value: 'pedestrian', label: 'A pedestrian' },
        ],
        initial: 'vehicle',
      },
      { key: 'target', label: 'Target', kind: 'anyVehicle', when: { key: 'targetKind', is: ['vehicle'] } },
      { key: 'block', label: 'Armour block hit', kind: 'choice', options: BLOCKS, when: { key: 'targetKind', is: ['vehicle'] }, initial: 'front' },
      { key: 'driver', label: 'Pedestrian', kind: 'pedestrian', when: { key: 'targetKind', is: ['pedestrian'] } },
      { key: 'range', label: 'Range (points)', kind: 'number', help: 'Counted in points along the grid (Firing sequence 2).' },
      { key: 'sameCover', label: 'Within the same building or trees (−2)', kind: 'flag' },
      { key: 'throughSmoke', label: 'Through smoke (−4)', kind: 'flag' },
      { key: 'returnFire', label: 'Return fire', kind: 'flag' },
    ],
  },
  {
    kind: 'handFire',
    label: 'Hand fire',
    rule: SECTION.pedestrians,
    fields: [
      { key: 'driver', label: 'Pedestrian firing', kind: 'pedestrian', help: 'A driver on foot with the hand weapon he bailed out with (house rule).' },
      {
        key: 'targetKind',
        label: 'At',
        kind: 'choice',
        options: [
          { value: 'vehicle', label: 'A vehicle' },
          { value: 'pedestrian', label: 'A pedestrian' },
        ],
        initial: 'pedestrian',
      },
      { key: 'target', label: 'Target', kind: 'anyVehicle', when: { key: 'targetKind', is: ['vehicle'] } },
      { key: 'block', label: 'Armour block hit', kind: 'choice', options: BLOCKS, when: { key: 'targetKind', is: ['vehicle'] }, initial: 'front' },
      { key: 'aimAt', label: 'Pedestrian', kind: 'pedestrian', when: { key: 'targetKind', is: ['pedestrian'] } },
      { key: 'range', label: 'Range (points)', kind: 'number', help: 'Counted in points along the grid (Firing sequence 2).' },
      { key: 'sameCover', label: 'Within the same building or trees (−2)', kind: 'flag' },
      { key: 'throughSmoke', label: 'Through smoke (−4)', kind: 'flag' },
    ],
  },
  {
    kind: 'mines',
    label: 'Mines',
    rule: SECTION.mines,
    fields: [
      { key: 'vehicle', label: 'Vehicle on the mines', kind: 'anyVehicle' },
      { key: 'by', label: 'Dropped by', kind: 'anyVehicle', optional: true },
    ],
  },
  {
    kind: 'spikes',
    label: 'Spikes',
    rule: SECTION.spikes,
    fields: [
      { key: 'vehicle', label: 'Vehicle on the spikes', kind: 'anyVehicle' },
      { key: 'by', label: 'Dropped by', kind: 'anyVehicle', optional: true },
      { key: 'side', label: 'Side of a skid', kind: 'choice', options: SIDES, initial: 'left' },
    ],
  },
  {
    kind: 'skid',
    label: 'Skid',
    rule: SECTION.skidding,
    fields: [
      { key: 'vehicle', label: 'Vehicle', kind: 'anyVehicle' },
      {
        key: 'corner',
        label: 'Corner taken',
        kind: 'choice',
        optional: true,
        options: [
          { value: '45', label: '45º' },
          { value: '90', label: '90º' },
          { value: '135', label: '135º' },
          { value: '180', label: '180º' },
        ],
      },
      { key: 'oil', label: 'Onto oil', kind: 'flag' },
      { key: 'smoke', label: 'Into smoke', kind: 'flag' },
      { key: 'spikes', label: 'Over spikes', kind: 'flag' },
      { key: 'driverKilled', label: 'Its driver was killed', kind: 'flag' },
      { key: 'inTrees', label: 'In trees', kind: 'flag' },
      { key: 'side', label: 'Side of the corner', kind: 'choice', options: SIDES, initial: 'left' },
    ],
  },
  {
    kind: 'bikeHazard',
    label: 'Bike through a hazard',
    rule: SECTION.movement,
    fields: [
      {
        key: 'vehicle',
        label: 'Bike',
        kind: 'anyVehicle',
        help: 'A d8 per point or corner driven through: at or under its speed it crashes, or the weapon takes effect.',
      },
      {
        key: 'hazard',
        label: 'Through',
        kind: 'choice',
        options: [
          { value: 'trees', label: 'Trees' },
          { value: 'Mines', label: 'Mines' },
          { value: 'Spikes', label: 'Spikes' },
        ],
        initial: 'Mines',
      },
      { key: 'by', label: 'Dropped by', kind: 'anyVehicle', optional: true, when: { key: 'hazard', is: ['Mines', 'Spikes'] } },
      { key: 'side', label: 'Side of a skid', kind: 'choice', options: SIDES, initial: 'left' },
    ],
  },
  {
    kind: 'collide',
    label: 'Crash or ram',
    rule: SECTION.crashing,
    fields: [
      {
        key: 'collision',
        label: 'Collision',
        kind: 'choice',
        options: [
          { value: 'crash', label: 'Crash (into an obstruction)' },
          { value: 'headOn', label: 'Head-on ram' },
          { value: 'side', label: 'Side ram' },
          { value: 'shunt', label: 'Shunt (from behind)' },
        ],
        initial: 'headOn',
      },
      { key: 'rammer', label: 'Rammer', kind: 'anyVehicle' },
      { key: 'target', label: 'Rammed', kind: 'anyVehicle', when: { key: 'collision', is: ['headOn', 'side', 'shunt'] } },
      { key: 'targetSide', label: 'Side rammed', kind: 'choice', options: SIDES, when: { key: 'collision', is: ['side'] }, initial: 'left' },
      { key: 'rammerReversing', label: 'Rammer reversing', kind: 'flag' },
      { key: 'targetReversing', label: 'Rammed vehicle reversing', kind: 'flag' },
    ],
  },
  {
    kind: 'drop',
    label: 'Drop',
    rule: SECTION.weapons,
    fields: [
      { key: 'vehicle', label: 'Vehicle', kind: 'vehicle' },
      { key: 'mount', label: 'Pod', kind: 'mount' },
    ],
  },
  {
    kind: 'bailOut',
    label: 'Bail out',
    rule: SECTION.pedestrians,
    fields: [{ key: 'driver', label: 'Driver', kind: 'pedestrian' }],
  },
  {
    kind: 'commandeer',
    label: 'Commandeer',
    rule: SECTION.pedestrians,
    fields: [
      { key: 'driver', label: 'Pedestrian', kind: 'pedestrian' },
      { key: 'vehicle', label: 'Vehicle taken', kind: 'anyVehicle' },
    ],
  },
  {
    kind: 'runOver',
    label: 'Run over',
    rule: SECTION.pedestrians,
    fields: [
      { key: 'vehicle', label: 'Vehicle', kind: 'anyVehicle' },
      { key: 'driver', label: 'Pedestrian', kind: 'pedestrian' },
    ],
  },
  {
    kind: 'correct',
    label: 'Correct a card',
    rule: SECTION.cards,
    fields: [
      { key: 'vehicle', label: 'Vehicle', kind: 'anyVehicle' },
      {
        key: 'change',
        label: 'What',
        kind: 'choice',
        options: [
          { value: 'armour', label: 'Damage on an armour block' },
          { value: 'component', label: 'Damage on a component' },
          { value: 'driver', label: 'The driver’s hits' },
          { value: 'speed', label: 'The speed' },
        ],
        initial: 'driver',
      },
      { key: 'at', label: 'Block', kind: 'choice', options: BLOCKS, when: { key: 'change', is: ['armour'] } },
      { key: 'at', label: 'Component id', kind: 'text', when: { key: 'change', is: ['component'] } },
      { key: 'value', label: 'New count', kind: 'number' },
      { key: 'reason', label: 'Why', kind: 'text', help: 'Kept in the game log with the correction.' },
    ],
  },
  {
    kind: 'endTurn',
    label: 'End the turn',
    rule: SECTION.turn,
    button: 'End the turn',
    fields: [{ key: 'smokeMarkers', label: 'Smoke markers on the board', kind: 'number', initial: 0 }],
  },
];

/** The fields that name a vehicle or a driver by id. */
const ID_KINDS: readonly FieldDef['kind'][] = ['vehicle', 'anyVehicle', 'pedestrian'];

/** The intent the form holds, or the first field still empty (in the form's words). */
export function intentOf(def: CalculatorDef, v: FormValues): { intent: BcIntentIn } | { missing: string } {
  const form = formFields(def, v, (f) => ID_KINDS.includes(f.kind) || f.key === 'corner');
  if ('missing' in form) return form;
  const out = form.fields;
  if (def.kind === 'fire') {
    const { targetKind, target, block, driver, ...rest } = out;
    const aim = targetKind === 'pedestrian' ? { kind: 'pedestrian', driver } : { kind: 'vehicle', vehicle: target, block };
    return { intent: { ...rest, target: aim } as BcIntentIn };
  }
  if (def.kind === 'handFire') {
    // The pedestrian firing is `driver`; the one aimed at is `aimAt` in the form.
    const { targetKind, target, block, aimAt, ...rest } = out;
    const aim = targetKind === 'pedestrian' ? { kind: 'pedestrian', driver: aimAt } : { kind: 'vehicle', vehicle: target, block };
    return { intent: { ...rest, target: aim } as BcIntentIn };
  }
  return { intent: out as BcIntentIn };
}

/** The vehicles a field may name: a vehicle of the table, still in play for a shooter or dropper. */
export function vehicleOptions(state: BcTableState, kind: FieldKind): { value: string; label: string }[] {
  const all = state.players.flatMap((p) => p.vehicles.map((v) => ({ v, player: p.name })));
  return all.filter(({ v }) => kind !== 'vehicle' || !v.wrecked).map(({ v, player }) => ({ value: String(v.vehicleId), label: `${v.name} (${player})` }));
}

/** The drivers a field may name, by the vehicle they started in. */
export function driverOptions(state: BcTableState): { value: string; label: string }[] {
  return state.players.flatMap((p) =>
    p.drivers
      .filter((d) => d.status !== 'dead')
      .map((d) => ({ value: String(d.driver), label: `${d.name} (${p.name}, ${d.status === 'onFoot' ? 'on foot' : 'aboard'})` })),
  );
}

/** The pods and turrets of the vehicle named in `ownerKey`, with the counters left in each. */
export function mountOptions(state: BcTableState, vehicleId: number | null): { value: string; label: string }[] {
  const v = state.players.flatMap((p) => p.vehicles).find((x) => x.vehicleId === vehicleId);
  if (!v) return [];
  return v.card.components
    .filter((c) => c.kind === 'pod' || c.kind === 'turret')
    .map((c) => {
      const left = v.state.loads[c.id] ?? [];
      return { value: c.id, label: `${c.label}: ${left.length ? left.join(', ') : 'empty'}` };
    });
}

/** The choices of a field of the battlecars' own kinds, on the table as it stands (a pod or turret: the shooter's). */
export function fieldOptions(state: BcTableState, f: FieldDef, values: FormValues): { value: string; label: string }[] {
  if (f.kind === 'pedestrian') return driverOptions(state);
  if (f.kind === 'mount') return mountOptions(state, Number(values.shooter ?? values.vehicle ?? Number.NaN));
  return vehicleOptions(state, f.kind === 'anyVehicle' ? 'anyVehicle' : 'vehicle');
}
