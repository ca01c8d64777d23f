import type { DwIntentIn, DwIntentKind } from '../../../../src-shared/ipc/channels/dirtywheels/table';

/** Every calculator of the table, in the order of a turn, with the rule section it applies. */
export const CALCULATORS: readonly { kind: DwIntentKind; label: string; rule: string; roll: string }[] = [
  { kind: 'initiative', label: 'Initiative', rule: 'The Rules', roll: 'Roll initiative' },
  { kind: 'shoot', label: 'Shoot', rule: 'Shooting', roll: 'Fire' },
  { kind: 'ram', label: 'Ram', rule: 'Ramming', roll: 'Ram' },
  { kind: 'manoeuvre', label: 'Manoeuvre', rule: 'Manoeuvres', roll: 'Roll the skill test' },
  { kind: 'gunner', label: 'Gunner', rule: 'Car upgrades', roll: 'Fire the gunner' },
  { kind: 'pipeBombs', label: 'Pipe bombs', rule: 'Car upgrades', roll: 'Drop pipe bombs' },
  { kind: 'harpoon', label: 'Harpoon', rule: 'Car upgrades', roll: 'Fire the harpoon' },
  { kind: 'engine', label: 'Experimental engine', rule: 'Car upgrades', roll: 'Boost' },
  { kind: 'move', label: 'Movement (measure, no dice)', rule: 'The Rules', roll: '' },
  { kind: 'destruction', label: 'Destruction table', rule: 'Shooting › Destruction table', roll: 'Roll on the table' },
  { kind: 'endTurn', label: 'End of turn', rule: 'Shock round', roll: 'End the turn' },
  { kind: 'shock', label: 'Shock test', rule: 'Shock round', roll: 'Roll the bravery test' },
  { kind: 'correct', label: 'Correct a card', rule: 'Organizer', roll: 'Apply the correction' },
];

/** What the calculator forms hold; each calculator reads the fields it needs. */
export interface CalcForm {
  car: string | null;
  target: string | null;
  weapon: string | null;
  distance: number | null;
  /** Ram: inches of the rammer's movement left when it touched the other car. */
  remaining: number | null;
  backwards: boolean;
  speedDemon: boolean;
  boost: number | null;
  /** Movement: inches left when a harpoon's tether went taut. */
  dragRemaining: number | null;
  targetInFront: boolean;
  bumpy: boolean;
  facingBrightLights: boolean;
  extraShot: boolean;
  manoeuvre: 'Hairpin turn' | 'Skid' | 'Hop';
  mud: boolean;
  cars: string[];
  aimAt: 'tires' | 'driver';
  change: 'damage' | 'speed-loss' | 'initiative-loss' | 'destroyed';
  amount: number | null;
  reason: string;
}

export const EMPTY_FORM: CalcForm = {
  car: null,
  target: null,
  weapon: null,
  distance: null,
  remaining: null,
  backwards: false,
  speedDemon: false,
  boost: 0,
  dragRemaining: null,
  targetInFront: true,
  bumpy: false,
  facingBrightLights: false,
  extraShot: false,
  manoeuvre: 'Hairpin turn',
  mud: false,
  cars: [],
  aimAt: 'tires',
  change: 'damage',
  amount: 1,
  reason: '',
};

/** The intent a calculator sends, or what it still needs (shown beside the Roll button). */
export function intentOf(kind: DwIntentKind, f: CalcForm): { intent: DwIntentIn } | { missing: string } {
  const car = f.car === null ? null : Number(f.car);
  const target = f.target === null ? null : Number(f.target);
  const need = (what: string) => ({ missing: `Choose ${what}.` });
  switch (kind) {
    case 'initiative':
    case 'endTurn':
      return { intent: { kind } };
    case 'shoot':
      if (car === null) return need('the car that shoots');
      if (f.weapon === null) return need('the weapon');
      if (target === null) return need('the target');
      if (f.distance === null) return need('the distance to the target');
      return {
        intent: {
          kind,
          shooter: car,
          weapon: Number(f.weapon),
          target,
          distance: f.distance,
          targetInFront: f.targetInFront,
          bumpy: f.bumpy,
          facingBrightLights: f.facingBrightLights,
          extraShot: f.extraShot,
        },
      };
    case 'ram':
      if (car === null) return need('the car that rams');
      if (target === null) return need('the car it rams');
      if (f.remaining === null) return need('the movement the rammer had left when it hit');
      return { intent: { kind, rammer: car, target, remaining: f.remaining, backwards: f.backwards } };
    case 'gunner':
      if (car === null) return need('the car with the gunner');
      if (target === null) return need('the target');
      if (f.distance === null) return need('the distance to the target');
      return { intent: { kind, car, target, aimAt: f.aimAt, distance: f.distance } };
    case 'harpoon':
      if (car === null) return need('the car with the harpoon');
      if (target === null) return need('the target');
      return { intent: { kind, car, target } };
    case 'pipeBombs':
      if (car === null) return need('the car with pipe bombs');
      if (f.cars.length === 0) return need('the cars behind it within 6"');
      return { intent: { kind, car, targets: f.cars.map(Number) } };
    case 'destruction':
      if (car === null) return need('the destroyed car');
      return { intent: { kind, car, within3: f.cars.map(Number).filter((c) => c !== car) } };
    case 'manoeuvre':
      if (car === null) return need('the car');
      return { intent: { kind, car, manoeuvre: f.manoeuvre, mud: f.mud } };
    case 'shock':
    case 'engine':
      if (car === null) return need('the car');
      return { intent: { kind, car } };
    case 'move':
      if (car === null) return need('the car');
      return {
        intent: {
          kind,
          car,
          mud: f.mud,
          speedDemon: f.speedDemon,
          boost: f.boost ?? 0,
          ...(f.dragRemaining === null ? {} : { dragRemaining: f.dragRemaining }),
        },
      };
    case 'correct':
      if (car === null) return need('the car');
      if (f.change !== 'destroyed' && f.amount === null) return need('how much');
      if (f.reason.trim().length < 3) return { missing: 'Say why the card is corrected.' };
      return { intent: { kind, car, change: f.change, amount: f.amount ?? 1, reason: f.reason.trim() } };
  }
}

/** The calculator a table in this phase starts on: initiative to start a round, shooting in it, bravery in the shock round. */
export function calculatorFor(phase: 'start' | 'activations' | 'shock'): DwIntentKind {
  return phase === 'activations' ? 'shoot' : phase === 'shock' ? 'shock' : 'initiative';
}

/**
 * Where the calculator goes once a roll went through, so that it is set for the next roll rather than re-checking the
 * one just made ("Round 1 is under way", "Zip is already destroyed"): a step of the turn (initiative, end of turn)
 * moves on to what the table's new phase asks for; a roll that used its car up (a shock test, the destruction table,
 * a correction) clears the car for the next one; an attack keeps its inputs, as the same car often fires again.
 */
export function afterRoll(kind: DwIntentKind, form: CalcForm, phase: 'start' | 'activations' | 'shock'): { kind: DwIntentKind; form: CalcForm } {
  switch (kind) {
    case 'initiative':
    case 'endTurn':
      return { kind: calculatorFor(phase), form: EMPTY_FORM };
    case 'shock':
      return { kind: calculatorFor(phase), form: { ...form, car: null } };
    case 'destruction':
      return { kind, form: { ...form, car: null, cars: [] } };
    case 'correct':
      return { kind, form: { ...form, car: null, reason: '' } };
    default:
      return { kind, form };
  }
}
