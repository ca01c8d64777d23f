/**
 * A car's derived numbers and its problems against the league's limits, each problem in the rule's words with its
 * section. The source builds no cars (gaps.md #23): the wear points, the budget and the costs are house rules.
 */
import type { Problem } from '../ruleset';
import type { CarDesign } from './design';
import { SECTION, withGap } from './sections';
import type { RacecombatSettings } from './settings';
import { CREW, rangeInches } from './tables/combat';
import { droppedWeaponRow } from './tables/dropped';
import { COMPONENT_LABELS, COMPONENTS, weaponRow } from './tables/weapons';

export interface CostLine {
  label: string;
  points: number;
}

export interface DerivedCar {
  wearPointTotal: number;
  /** What the car spends against the budget, item by item (gaps.md #23). */
  costs: CostLine[];
  cost: number;
  /** Hits each crew member takes before dying: 2 plus armour (gaps.md #10); the gunner's null without a gunner. */
  crewHits: { driver: number; gunner: number | null };
  /** "A gunner means that the vehicle may fire another weapon (or set) at any time in the turn." */
  attacksPerTurn: 1 | 2;
  weapons: { id: string; label: string; damage: number; ammunition: number; rangeInches: number; arc: string }[];
  dropped: { id: string; label: string; ammunition: number; avoid: number | null; facing: string }[];
}

export function derive(design: CarDesign, settings: RacecombatSettings): DerivedCar {
  const c = settings.costs;
  const costs: CostLine[] = [];
  const add = (label: string, points: number) => {
    if (points) costs.push({ label, points });
  };
  add(`Body armour ${design.bodyArmour}`, design.bodyArmour * c.armourPoint);
  add(`Tyre armour ${design.tyreArmour}`, design.tyreArmour * c.armourPoint);
  if (design.turret) {
    add('Turret', c.turret);
    add(`Turret armour ${design.turret.armour}`, design.turret.armour * c.armourPoint);
  }
  if (design.ramplate) add('Ramplate', c.ramplate);
  if (design.targetingComputer.driver) add('Targeting computer (driver)', c.targetingComputer);
  if (design.targetingComputer.gunner) add('Targeting computer (gunner)', c.targetingComputer);
  if (design.gunner) add('Gunner', c.gunner);
  add('Crew armour', (design.crewArmour.driver + design.crewArmour.gunner) * c.crewArmourPoint);
  for (const w of design.weapons) add(weaponRow(w.weapon).label, c[w.weapon]);
  for (const d of design.dropped) add(droppedWeaponRow(d.weapon).label, c[d.weapon]);
  return {
    wearPointTotal: COMPONENTS.reduce((s, k) => s + design.wearPoints[k], 0),
    costs,
    cost: costs.reduce((s, l) => s + l.points, 0),
    crewHits: { driver: CREW.hits + design.crewArmour.driver, gunner: design.gunner ? CREW.hits + design.crewArmour.gunner : null },
    attacksPerTurn: design.gunner ? 2 : 1,
    weapons: design.weapons.map((w) => ({
      id: w.id,
      label: weaponRow(w.weapon).label,
      damage: weaponRow(w.weapon).damage,
      ammunition: settings.ammunition[w.weapon],
      rangeInches: rangeInches(settings.weaponRange[w.weapon]),
      arc: w.mount === 'turret' ? '360° (turret)' : `${w.mount} arc`,
    })),
    dropped: design.dropped.map((d) => ({
      id: d.id,
      label: droppedWeaponRow(d.weapon).label,
      ammunition: settings.ammunition[d.weapon],
      avoid: droppedWeaponRow(d.weapon).avoid,
      facing: d.facing,
    })),
  };
}

const WORDS = {
  wearMin: 'Each component has at least 1 wear point.',
  wearTotal: (n: number) => `A car shares out at most ${n} wear points.`,
  budget: (n: number) => `A car spends at most ${n} equipment points.`,
  turret: 'Turrets, of course, have a full 360 degree arc of fire: a turret weapon needs a turret.',
  gunnerComputer: 'Both a gunner and driver must have a targeting computer to gain the effects: a gunner’s computer needs a gunner.',
  gunnerArmour: 'Each driver or gunner has 2 hits (plus armour): gunner’s armour needs a gunner.',
  ids: 'Each weapon and dropped weapon has its own id.',
};

/** Every problem of `design` under the league's settings (empty: legal). */
export function validate(design: CarDesign, settings: RacecombatSettings): Problem[] {
  const out: Problem[] = [];
  const add = (path: (string | number)[], code: string, message: string, rule: string, measure?: number) =>
    out.push(measure === undefined ? { path, code, message, rule } : { path, code, message, rule, measure });
  const d = derive(design, settings);
  for (const k of COMPONENTS)
    if (design.wearPoints[k] < 1)
      add(['wearPoints', k], 'wear-min', `${WORDS.wearMin} ${COMPONENT_LABELS[k]} has ${design.wearPoints[k]}.`, withGap(SECTION.damageEffects, 6));
  if (d.wearPointTotal > settings.wearPointTotal)
    add(
      ['wearPoints'],
      'wear-total',
      `${WORDS.wearTotal(settings.wearPointTotal)} ${design.name} has ${d.wearPointTotal}.`,
      withGap(SECTION.damageEffects, 6),
      d.wearPointTotal - settings.wearPointTotal,
    );
  if (settings.budget !== null && d.cost > settings.budget)
    add(['budget'], 'budget', `${WORDS.budget(settings.budget)} ${design.name} spends ${d.cost}.`, withGap(SECTION.league, 23), d.cost - settings.budget);
  design.weapons.forEach((w, i) => {
    if (w.mount === 'turret' && !design.turret)
      add(['weapons', i, 'mount'], 'turret-weapon', `${WORDS.turret} ${design.name} has no turret for its ${weaponRow(w.weapon).label}.`, SECTION.arcs);
  });
  if (design.targetingComputer.gunner && !design.gunner)
    add(['targetingComputer', 'gunner'], 'gunner-computer', `${WORDS.gunnerComputer} ${design.name} has no gunner.`, withGap(SECTION.gunners, 14));
  if (design.crewArmour.gunner > 0 && !design.gunner)
    add(['crewArmour', 'gunner'], 'gunner-armour', `${WORDS.gunnerArmour} ${design.name} has no gunner.`, withGap(SECTION.crew, 10));
  const ids = [...design.weapons.map((w, i) => ['weapons', i, w.id] as const), ...design.dropped.map((w, i) => ['dropped', i, w.id] as const)];
  const seen = new Set<string>();
  for (const [list, i, id] of ids) {
    if (seen.has(id)) add([list, i, 'id'], 'duplicate-id', `${WORDS.ids} “${id}” is used twice.`, SECTION.combat);
    seen.add(id);
  }
  return out;
}
