/**
 * The league's vehicle card types as the Settings editor changes them (gaps.md #4): the draft is checked as it is
 * typed with the engine's card schema (its words, at each field's path), and a card type vehicles are built on is
 * checked against them: a change that would make a stored vehicle's loading illegal (a pod it is loaded in taken
 * away, made smaller, turned to the side with rockets in it) is refused before it is saved, naming the vehicle.
 * Pure: no React, no API.
 */
import {
  type CardType,
  COMPONENT_KINDS,
  type Component,
  type ComponentKind,
  cardTypeSchema,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  type Section,
  SECTION,
  type VehicleDesign,
  validate,
  withGap,
} from '../../../../src-shared/engine/battlecars';

export type Path = (string | number)[];

export interface CardIssue {
  path: Path;
  message: string;
}

export const CARD_RULE = withGap(SECTION.cards, 4);

/** Every problem of the league's card types as drafted, each at its path under `cardTypes` (`[0, 'armour', 'front']`). */
export function cardTypesIssues(types: readonly CardType[]): CardIssue[] {
  const out: CardIssue[] = [];
  if (types.length === 0) out.push({ path: [], message: 'A league has at least one card type: every vehicle is one of them.' });
  const seen = new Set<string>();
  types.forEach((t, i) => {
    const r = cardTypeSchema.safeParse(t);
    if (!r.success) for (const issue of r.error.issues) out.push({ path: [i, ...(issue.path as Path)], message: issue.message });
    if (seen.has(t.id)) out.push({ path: [i, 'id'], message: `The card type id “${t.id}” is used twice` });
    seen.add(t.id);
  });
  return out;
}

/** The issues at a path or under it, as words. */
export function issuesAt(issues: readonly CardIssue[], ...prefix: Path): string[] {
  return issues.filter((p) => prefix.every((part, i) => p.path[i] === part)).map((p) => p.message);
}

/** A vehicle of the league, as the in-use check needs it. */
export interface VehicleInUse {
  name: string;
  team: string;
  design: VehicleDesign;
}

/** Why the draft cannot be saved over the vehicles built on the saved types: each names the vehicle and the rule. */
export interface InUseProblem {
  cardType: string;
  /** The component it concerns, when one does (`podFront`). */
  component: string | null;
  message: string;
}

/**
 * What the draft would break of the vehicles in play: a card type they are built on taken away, or a loading that is
 * legal on the saved card and illegal on the drafted one ("a card type in use cannot lose a pod it is loaded in").
 * A vehicle already illegal on the saved card is held only to what the change makes worse.
 */
export function inUseProblems(saved: readonly CardType[], draft: readonly CardType[], vehicles: readonly VehicleInUse[]): InUseProblem[] {
  const out: InUseProblem[] = [];
  for (const before of saved) {
    const users = vehicles.filter((v) => v.design.cardType === before.id);
    if (users.length === 0) continue;
    const after = draft.find((t) => t.id === before.id);
    if (!after) {
      out.push({
        cardType: before.id,
        component: null,
        message: `The card type “${before.name}” cannot be removed: ${names(users)} ${users.length === 1 ? 'is' : 'are'} built on it (${CARD_RULE}).`,
      });
      continue;
    }
    for (const v of users) {
      const had = new Set(validate(v.design, before).map((p) => `${p.path.join('.')}|${p.message}`));
      for (const p of validate(v.design, after)) {
        if (had.has(`${p.path.join('.')}|${p.message}`)) continue;
        const mountId = p.path[0] === 'loads' ? String(p.path[1]) : null;
        const lost = mountId !== null && !after.components.some((c) => c.id === mountId && (c.kind === 'pod' || c.kind === 'turret'));
        const label = before.components.find((c) => c.id === mountId)?.label ?? mountId;
        out.push({
          cardType: before.id,
          component: mountId,
          message: lost
            ? `${v.name} (${v.team}) is loaded in the ${label}: a card type in use cannot lose a pod or turret a vehicle is loaded in (${CARD_RULE}).`
            : `${v.name} (${v.team}): ${p.message} (${p.rule})`,
        });
      }
    }
  }
  return dedupe(out);
}

const names = (vs: readonly VehicleInUse[]) => vs.map((v) => `${v.name} (${v.team})`).join(', ');

function dedupe(list: InUseProblem[]): InUseProblem[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    if (seen.has(p.message)) return false;
    seen.add(p.message);
    return true;
  });
}

/** Why a component of a saved card type cannot be deleted now, or null: the vehicles loaded in it. */
export function removalBlocked(cardTypeId: string, componentId: string, vehicles: readonly VehicleInUse[]): string | null {
  const loaded = vehicles.filter((v) => v.design.cardType === cardTypeId && (v.design.loads[componentId]?.length ?? 0) > 0);
  if (loaded.length === 0) return null;
  return `${names(loaded)} ${loaded.length === 1 ? 'is' : 'are'} loaded in it: a card type in use cannot lose a pod a vehicle is loaded in (${CARD_RULE}).`;
}

/** Why a card type cannot be removed now (vehicles are built on it, or it is the last), or null. */
export function typeRemovalBlocked(types: readonly CardType[], id: string, vehicles: readonly VehicleInUse[]): string | null {
  const users = vehicles.filter((v) => v.design.cardType === id);
  if (users.length) return `${names(users)} ${users.length === 1 ? 'is' : 'are'} built on it (${CARD_RULE}).`;
  if (types.length <= 1) return `A league keeps at least one card type: every vehicle is one of them (${CARD_RULE}).`;
  return null;
}

// ---- editing the draft ----

/** A free id from a stem: `car`, `car-2`, … (card types) or `pod`, `pod2`, … (components: camelCase). */
function freeId(stem: string, taken: readonly string[], sep: string): string {
  const used = new Set(taken);
  if (!used.has(stem)) return stem;
  for (let i = 2; ; i++) if (!used.has(`${stem}${sep}${i}`)) return `${stem}${sep}${i}`;
}

/** A new card type, a copy of the league's default car or bike under a free id and name. */
export function newCardType(kind: 'car' | 'bike', types: readonly CardType[]): CardType {
  const base = structuredClone(kind === 'car' ? DEFAULT_CAR : DEFAULT_BIKE);
  const id = freeId(
    kind,
    types.map((t) => t.id),
    '-',
  );
  const name = id === kind ? base.name : `${base.name} ${id.slice(kind.length + 1)}`;
  return { ...base, id, name };
}

export const KIND_LABEL: Record<ComponentKind, string> = {
  fuelTank: 'Fuel tank',
  fireExtinguisher: 'Fire extinguisher',
  gunneryComputer: 'Gunnery Computer',
  tyre: 'Tyre',
  driver: 'Driver',
  pod: 'Pod',
  turret: 'Turret',
};

/** The components a card may still take: a second driver, fuel tank, extinguisher or computer is refused by the schema. */
export function addableKinds(card: CardType): { kind: ComponentKind; reason: string | null }[] {
  const single: ComponentKind[] = ['driver', 'fuelTank', 'fireExtinguisher', 'gunneryComputer'];
  return COMPONENT_KINDS.map((kind) => ({
    kind,
    reason:
      single.includes(kind) && card.components.some((c) => c.kind === kind)
        ? `${card.name} has its ${KIND_LABEL[kind].toLowerCase()}: a card has ${kind === 'driver' ? 'exactly' : 'at most'} one (${CARD_RULE}).`
        : null,
  }));
}

/** A new component of a kind in a section, under a free id; it still needs a place on the section's hit-location table. */
export function newComponent(card: CardType, kind: ComponentKind, section: Section): Component {
  const id = freeId(
    kind,
    card.components.map((c) => c.id),
    '',
  );
  const label = KIND_LABEL[kind];
  if (kind === 'pod')
    return { id, kind, label: `${section[0]!.toUpperCase()}${section.slice(1)} pod`, section, facing: section === 'rear' ? 'rear' : 'front', capacity: 2 };
  if (kind === 'turret') return { id, kind, label, section, capacity: 2 };
  if (kind === 'driver') return { id, kind, label, section, boxes: 3 };
  return { id, kind, label, section, boxes: 2 };
}

/** The card without a component, and without it on any hit location (an entry it alone filled is left empty, to fill). */
export function withoutComponent(card: CardType, id: string): CardType {
  const strip = (table: string[][]) => table.map((entry) => entry.filter((x) => x !== id));
  return {
    ...card,
    components: card.components.filter((c) => c.id !== id),
    hitLocation: { front: strip(card.hitLocation.front), centre: strip(card.hitLocation.centre), rear: strip(card.hitLocation.rear) },
  };
}

/** The card with a component changed; a component moved to another section leaves the hit locations of the one it left. */
export function withComponent(card: CardType, index: number, next: Component): CardType {
  const before = card.components[index]!;
  let out: CardType = { ...card, components: card.components.map((c, i) => (i === index ? next : c)) };
  if (before.id !== next.id) {
    const rename = (table: string[][]) => table.map((entry) => entry.map((x) => (x === before.id ? next.id : x)));
    out = { ...out, hitLocation: { front: rename(out.hitLocation.front), centre: rename(out.hitLocation.centre), rear: rename(out.hitLocation.rear) } };
  }
  if (before.section !== next.section) {
    const stripped = withoutComponent(out, next.id);
    out = { ...out, hitLocation: stripped.hitLocation };
  }
  return out;
}

/** The card with one d8 face of a section's hit-location table naming these components (one or two). */
export function withHitLocation(card: CardType, section: Section, face: number, ids: string[]): CardType {
  return { ...card, hitLocation: { ...card.hitLocation, [section]: card.hitLocation[section].map((e, i) => (i === face ? ids : e)) } };
}

/** How many faces of the section's d8 reach each component: the chance a hit there finds it, for the hover. */
export function faceCounts(card: CardType, section: Section): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of card.hitLocation[section]) {
    const first = entry[0];
    if (first) out.set(first, (out.get(first) ?? 0) + 1);
  }
  return out;
}
