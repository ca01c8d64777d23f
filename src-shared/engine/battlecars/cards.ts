/**
 * Vehicle card types the league defines (gaps.md #4): the sheet's vehicle cards are missing, so a league holds its
 * own card types, validated here, with a car and a bike card as its house defaults. A card type gives the armour
 * blocks, the components (fuel tank, fire extinguisher, gunnery computer, tyres, driver, pods and turrets) in their
 * sections, and each section's internal hit-location table (one d8).
 */
import { z } from 'zod';
import { DRIVER_DEATH_DAMAGE, SECTIONS, type Section } from './tables/damage';
import { SECTION, withGap } from './sections';

const RULE = withGap(SECTION.cards, 4);

export const COMPONENT_KINDS = ['fuelTank', 'fireExtinguisher', 'gunneryComputer', 'tyre', 'driver', 'pod', 'turret'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
/** Where a pod's barrel points: it fires along it and 45º either side (Firing). */
export const FACINGS = ['front', 'rear', 'left', 'right'] as const;
export type Facing = (typeof FACINGS)[number];

const id = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A component id is a camelCase word, e.g. “podFront”' });
const boxes = (what: string) =>
  z
    .number({ error: `${what} is a whole number` })
    .int({ error: `${what} is a whole number` })
    .min(1, { error: `${what} is at least 1` })
    .max(16, { error: `${what} is at most 16` });
const section = z.enum(SECTIONS, { error: 'A section is front, centre or rear' });

const plain = z
  .object({
    id,
    kind: z.enum(['fuelTank', 'fireExtinguisher', 'gunneryComputer', 'tyre']),
    label: z.string().trim().min(1).max(40),
    section,
    /** Points of damage it takes before it is destroyed ("Special components function until totally destroyed"). */
    boxes: boxes('A component’s boxes'),
  })
  .strict();
const driver = z
  .object({
    id,
    kind: z.literal('driver'),
    label: z.string().trim().min(1).max(40),
    section,
    boxes: z.literal(DRIVER_DEATH_DAMAGE).default(DRIVER_DEATH_DAMAGE),
  })
  .strict();
const pod = z
  .object({
    id,
    kind: z.literal('pod'),
    label: z.string().trim().min(1).max(40),
    section,
    facing: z.enum(FACINGS, { error: 'A pod faces front, rear, left or right' }),
    /** Weapon counters it holds; each space is also a box of damage ("Empty spaces are hit first"). */
    capacity: boxes('A pod’s capacity'),
  })
  .strict();
const turret = z.object({ id, kind: z.literal('turret'), label: z.string().trim().min(1).max(40), section, capacity: boxes('A turret’s capacity') }).strict();

export const componentSchema = z.discriminatedUnion('kind', [plain, driver, pod, turret]);
export type Component = z.infer<typeof componentSchema>;
export type Mount = Extract<Component, { kind: 'pod' | 'turret' }>;

const armourBlock = z
  .number({ error: 'An armour block is a whole number of boxes' })
  .int({ error: 'An armour block is a whole number of boxes' })
  .min(0, { error: 'An armour block has 0 boxes or more' })
  .max(16, { error: 'An armour block has at most 16 boxes' });

/** One d8 entry of a hit-location table: one component, or two ("the first is the one hit"). */
const entry = z.array(id).min(1, { error: 'A hit location names a component' }).max(2, { error: 'A hit location names one or two components' });
const hitTable = z.array(entry).length(8, { error: 'A hit-location table has 8 entries, one per face of the d8' });

export const cardTypeSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'A card type id is a lower-case word, e.g. “car”' }),
    name: z.string().trim().min(1).max(40),
    /** A bike: no rockets, no reversing, slides over, moves through trees (Arming, Movement, Skidding). */
    kind: z.enum(['car', 'bike']),
    /** Armour boxes of each block: the two ends, and each side's front, centre and rear (both sides alike). */
    armour: z.object({ front: armourBlock, rear: armourBlock, sideFront: armourBlock, sideCentre: armourBlock, sideRear: armourBlock }).strict(),
    components: z.array(componentSchema),
    /** Each section's internal hit-location table: entry i is the d8's face i+1. */
    hitLocation: z.object({ front: hitTable, centre: hitTable, rear: hitTable }).strict(),
  })
  .strict()
  .superRefine((c, ctx) => {
    for (const p of cardTypeProblems(c)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
export type CardType = z.infer<typeof cardTypeSchema>;

export interface CardProblem {
  path: (string | number)[];
  message: string;
  rule: string;
}

/** What makes a card type unplayable, each named: ids twice, a table naming no component, a driver missing … */
export function cardTypeProblems(c: CardType): CardProblem[] {
  const out: CardProblem[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path, message: `${c.name}: ${message}`, rule: RULE });
  const byId = new Map<string, Component>();
  c.components.forEach((comp, i) => {
    if (byId.has(comp.id)) add(['components', i, 'id'], `the component id “${comp.id}” is used twice`);
    byId.set(comp.id, comp);
  });
  const count = (k: ComponentKind) => c.components.filter((x) => x.kind === k).length;
  if (count('driver') !== 1) add(['components'], `a card has exactly one driver, not ${count('driver')}`);
  if (count('tyre') < 1) add(['components'], 'a card has at least one tyre (Mines, Spikes: “for each tyre”)');
  for (const k of ['fuelTank', 'fireExtinguisher', 'gunneryComputer'] as const)
    if (count(k) > 1)
      add(['components'], `a card has at most one ${k === 'fuelTank' ? 'fuel tank' : k === 'fireExtinguisher' ? 'fire extinguisher' : 'gunnery computer'}`);
  const reached = new Set<string>();
  for (const s of SECTIONS)
    c.hitLocation[s].forEach((ids, face) =>
      ids.forEach((cid, k) => {
        const comp = byId.get(cid);
        if (!comp) return add(['hitLocation', s, face, k], `the ${s} hit location ${face + 1} names “${cid}”, which is not one of its components`);
        if (comp.section !== s) add(['hitLocation', s, face, k], `the ${s} hit location ${face + 1} names “${cid}”, which sits in the ${comp.section}`);
        reached.add(cid);
      }),
    );
  c.components.forEach((comp, i) => {
    if (!reached.has(comp.id)) add(['components', i], `“${comp.label}” is on no hit-location table, so nothing could ever damage it`);
  });
  return out;
}

export const componentsOf = <K extends ComponentKind>(c: CardType, kind: K): (Component & { kind: K })[] =>
  c.components.filter((x): x is Component & { kind: K } => x.kind === kind);

export function componentById(c: CardType, cid: string): Component {
  const comp = c.components.find((x) => x.id === cid);
  if (!comp) throw new RangeError(`${c.name} has no component “${cid}” (${RULE}).`);
  return comp;
}

/** Boxes of damage a component takes before it is destroyed: a mount's are its spaces. */
export const boxesOf = (comp: Component): number => (comp.kind === 'pod' || comp.kind === 'turret' ? comp.capacity : comp.boxes);

/** The league's default car card (gaps.md #4): 4 tyres, a pod at each end and side, an MG turret. */
export const DEFAULT_CAR: CardType = {
  id: 'car',
  name: 'Car',
  kind: 'car',
  armour: { front: 4, rear: 4, sideFront: 3, sideCentre: 3, sideRear: 3 },
  components: [
    { id: 'podFront', kind: 'pod', label: 'Front pod', section: 'front', facing: 'front', capacity: 3 },
    { id: 'tyreFrontLeft', kind: 'tyre', label: 'Front left tyre', section: 'front', boxes: 2 },
    { id: 'tyreFrontRight', kind: 'tyre', label: 'Front right tyre', section: 'front', boxes: 2 },
    { id: 'gunneryComputer', kind: 'gunneryComputer', label: 'Gunnery Computer', section: 'front', boxes: 2 },
    { id: 'driver', kind: 'driver', label: 'Driver', section: 'centre', boxes: 3 },
    { id: 'turret', kind: 'turret', label: 'Turret', section: 'centre', capacity: 3 },
    { id: 'podLeft', kind: 'pod', label: 'Left pod', section: 'centre', facing: 'left', capacity: 2 },
    { id: 'podRight', kind: 'pod', label: 'Right pod', section: 'centre', facing: 'right', capacity: 2 },
    { id: 'fireExtinguisher', kind: 'fireExtinguisher', label: 'Fire Extinguisher', section: 'centre', boxes: 2 },
    { id: 'fuelTank', kind: 'fuelTank', label: 'Fuel Tank', section: 'rear', boxes: 3 },
    { id: 'podRear', kind: 'pod', label: 'Rear pod', section: 'rear', facing: 'rear', capacity: 3 },
    { id: 'tyreRearLeft', kind: 'tyre', label: 'Rear left tyre', section: 'rear', boxes: 2 },
    { id: 'tyreRearRight', kind: 'tyre', label: 'Rear right tyre', section: 'rear', boxes: 2 },
  ],
  hitLocation: {
    front: [
      ['podFront'],
      ['podFront'],
      ['tyreFrontLeft'],
      ['tyreFrontRight'],
      ['gunneryComputer'],
      ['gunneryComputer'],
      ['podFront', 'gunneryComputer'],
      ['tyreFrontLeft', 'tyreFrontRight'],
    ],
    centre: [['podLeft'], ['podRight'], ['turret'], ['turret'], ['fireExtinguisher'], ['driver'], ['driver'], ['fireExtinguisher', 'driver']],
    rear: [
      ['podRear'],
      ['podRear'],
      ['tyreRearLeft'],
      ['tyreRearRight'],
      ['fuelTank'],
      ['fuelTank'],
      ['fuelTank', 'podRear'],
      ['tyreRearLeft', 'tyreRearRight'],
    ],
  },
};

/** The league's default bike card (gaps.md #4): 2 tyres, a pod at each end, no turret, no extinguisher. */
export const DEFAULT_BIKE: CardType = {
  id: 'bike',
  name: 'Bike',
  kind: 'bike',
  armour: { front: 2, rear: 2, sideFront: 1, sideCentre: 1, sideRear: 1 },
  components: [
    { id: 'podFront', kind: 'pod', label: 'Front pod', section: 'front', facing: 'front', capacity: 2 },
    { id: 'tyreFront', kind: 'tyre', label: 'Front tyre', section: 'front', boxes: 2 },
    { id: 'driver', kind: 'driver', label: 'Rider', section: 'centre', boxes: 3 },
    { id: 'fuelTank', kind: 'fuelTank', label: 'Fuel Tank', section: 'centre', boxes: 2 },
    { id: 'gunneryComputer', kind: 'gunneryComputer', label: 'Gunnery Computer', section: 'centre', boxes: 1 },
    { id: 'podRear', kind: 'pod', label: 'Rear pod', section: 'rear', facing: 'rear', capacity: 2 },
    { id: 'tyreRear', kind: 'tyre', label: 'Rear tyre', section: 'rear', boxes: 2 },
  ],
  hitLocation: {
    front: [['podFront'], ['podFront'], ['podFront'], ['tyreFront'], ['tyreFront'], ['tyreFront'], ['podFront', 'tyreFront'], ['tyreFront', 'podFront']],
    centre: [['fuelTank'], ['fuelTank'], ['gunneryComputer'], ['gunneryComputer'], ['driver'], ['driver'], ['driver'], ['fuelTank', 'driver']],
    rear: [['podRear'], ['podRear'], ['podRear'], ['tyreRear'], ['tyreRear'], ['tyreRear'], ['podRear', 'tyreRear'], ['tyreRear', 'podRear']],
  },
};

export const DEFAULT_CARD_TYPES: readonly CardType[] = [DEFAULT_CAR, DEFAULT_BIKE];

/** A card type checked, or its first problem in words naming what is wrong (the schema's path and message). */
export function parseCardType(raw: unknown): CardType {
  const r = cardTypeSchema.safeParse(raw);
  if (r.success) return r.data;
  const first = r.error.issues[0]!;
  throw new RangeError(`${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message} (${RULE}).`);
}

export type { Section };

/** The card type's pods and turrets by id: what the loading rules and the damage rules look up. */
export function withMounts(card: CardType): Map<string, Mount> {
  return new Map(card.components.filter((c): c is Mount => c.kind === 'pod' || c.kind === 'turret').map((m) => [m.id, m]));
}
