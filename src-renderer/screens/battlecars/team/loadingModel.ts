/**
 * Loading a battlecars vehicle's pods and turrets (Arming your vehicle), judged by the engine before a choice is
 * offered: every weapon counter the editor offers for a mount is legal or carries the engine's own words and
 * section, so the screen disables it with what the service would refuse it with (the service checks every write
 * again). Pure: no React, no API.
 */
import {
  ARMOUR_BLOCKS,
  type ArmourBlock,
  blockBoxes,
  boxesOf,
  type CardType,
  type LoadProblem,
  type Mount,
  SECTIONS,
  type Section,
  type VehicleDesign,
  validate,
  WEAPON_NAMES,
  type WeaponName,
  weaponRow,
  withMounts,
  newVehicleDesign,
} from '../../../../src-shared/engine/battlecars';

/** A weapon counter the editor offers for a mount: legal (reason null), or refused with the rule's words and section. */
export interface LoadChoice {
  weapon: WeaponName;
  reason: string | null;
  rule: string | null;
}

/**
 * A problem's identity while judging a choice: where it is and the rule's words, without the sentence naming what the
 * mount holds (a mixed pod's words list its counters, which change with every counter added).
 */
const key = (p: LoadProblem) => `${p.path.join('.')}|${p.rule}|${p.message.replace(/ The .*$/, '')}`;

/** The design with `weapon` loaded last into `mountId` (the order loaded is the order kept: gaps.md #16). */
export function withCounter(design: VehicleDesign, mountId: string, weapon: WeaponName): VehicleDesign {
  return { ...design, loads: { ...design.loads, [mountId]: [...(design.loads[mountId] ?? []), weapon] } };
}

/** The design with the counter at `index` of `mountId` taken out; an emptied mount leaves the loads. */
export function withoutCounter(design: VehicleDesign, mountId: string, index: number): VehicleDesign {
  const next = (design.loads[mountId] ?? []).filter((_, i) => i !== index);
  const { [mountId]: _, ...rest } = design.loads;
  return { ...design, loads: next.length ? { ...rest, [mountId]: next } : rest };
}

/** The problems of one mount only: what a choice for it is judged by. */
const problemsOf = (design: VehicleDesign, card: CardType, mountId: string) =>
  validate(design, card).filter((p) => p.path[0] === 'loads' && p.path[1] === mountId);

/**
 * Every weapon counter for the next space of a mount, each legal or refused with the first rule it would break that
 * the mount does not break already (a mount already illegal, as a stored vehicle after its card changed, still
 * offers what does not make it worse).
 */
export function loadChoices(design: VehicleDesign, card: CardType, mountId: string): LoadChoice[] {
  const had = new Set(problemsOf(design, card, mountId).map(key));
  return WEAPON_NAMES.map((weapon) => {
    const fresh = problemsOf(withCounter(design, mountId, weapon), card, mountId).find((p) => !had.has(key(p)));
    return { weapon, reason: fresh?.message ?? null, rule: fresh?.rule ?? null };
  });
}

/** A mount as the editor shows it: its counters, the spaces left, its problems now. */
export interface MountView {
  mount: Mount;
  counters: WeaponName[];
  free: number;
  /** What the mount fires: `front pod`, `turret (all round)`. */
  facing: string;
  problems: LoadProblem[];
}

export function mountViews(design: VehicleDesign, card: CardType): MountView[] {
  const all = validate(design, card);
  return [...withMounts(card).values()].map((mount) => {
    const counters = design.loads[mount.id] ?? [];
    return {
      mount,
      counters,
      free: Math.max(0, mount.capacity - counters.length),
      facing: mount.kind === 'turret' ? 'turret, fires all round' : `fires out of the ${mount.facing}`,
      problems: all.filter((p) => p.path[0] === 'loads' && p.path[1] === mount.id),
    };
  });
}

/** Loads naming a mount the card does not have (a card type changed under a stored vehicle): shown with their problem. */
export function strayLoads(design: VehicleDesign, card: CardType): LoadProblem[] {
  return validate(design, card).filter((p) => p.path[0] === 'loads' && !withMounts(card).has(String(p.path[1])));
}

// ---- the card's summary ----

export interface BlockSummary {
  block: ArmourBlock;
  label: string;
  boxes: number;
}

const BLOCK_LABEL: Record<ArmourBlock, string> = {
  front: 'Front',
  rear: 'Rear',
  leftFront: 'Left front',
  leftCentre: 'Left centre',
  leftRear: 'Left rear',
  rightFront: 'Right front',
  rightCentre: 'Right centre',
  rightRear: 'Right rear',
};

export const blockLabel = (b: ArmourBlock): string => BLOCK_LABEL[b];

export interface CardSummary {
  armour: BlockSummary[];
  totalArmour: number;
  sections: { section: Section; components: { id: string; label: string; boxes: number; kind: string }[] }[];
  counters: { weapon: WeaponName; count: number; kind: 'missile' | 'passive' }[];
  spaces: { used: number; of: number };
}

/** What the card of this vehicle holds: the armour of each block, the components per section, the counters loaded. */
export function cardSummary(design: VehicleDesign, card: CardType): CardSummary {
  const armour = ARMOUR_BLOCKS.map((block) => ({ block, label: BLOCK_LABEL[block], boxes: blockBoxes(card, block) }));
  const counts = new Map<WeaponName, number>();
  for (const list of Object.values(design.loads)) for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
  const mounts = [...withMounts(card).values()];
  return {
    armour,
    totalArmour: armour.reduce((n, b) => n + b.boxes, 0),
    sections: SECTIONS.map((section) => ({
      section,
      components: card.components.filter((c) => c.section === section).map((c) => ({ id: c.id, label: c.label, boxes: boxesOf(c), kind: c.kind })),
    })),
    counters: WEAPON_NAMES.filter((w) => counts.has(w)).map((weapon) => ({ weapon, count: counts.get(weapon)!, kind: weaponRow(weapon).kind })),
    spaces: { used: mounts.reduce((n, m) => n + Math.min(m.capacity, (design.loads[m.id] ?? []).length), 0), of: mounts.reduce((n, m) => n + m.capacity, 0) },
  };
}

/** A new vehicle of a card type: named, nothing loaded (always legal: an empty mount breaks no loading rule); the duel's stock vehicle too. */
export const newVehicle: (name: string, card: CardType) => VehicleDesign = newVehicleDesign;
