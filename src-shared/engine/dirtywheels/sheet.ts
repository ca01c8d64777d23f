import type { SheetField } from '../ruleset';
import { type CarDerived, deriveCar, type Explained } from './derive';
import type { CarDesign, Driver, Team } from './design';
import { SECTION } from './sections';
import { traitRow } from './tables/drivers';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** "8 (Standard speed 8, Chain gun (heavy weapon) -2, Modded engine +3)". */
export function explain(e: Explained, unit = ''): string {
  const parts = e.parts.map((p, i) => `${p.label} ${i === 0 ? p.value : signed(p.value)}${unit}`).join(', ');
  return e.parts.length > 1 ? `${e.value}${unit} (${parts})` : `${e.value}${unit}`;
}

/** The car card, in print order: type, speed, structure boxes, armour, weapons, upgrades with their text. */
export function carSheetFields(design: CarDesign, derived: CarDerived): SheetField[] {
  return [
    { label: 'Name', value: design.name },
    { label: 'Type', value: design.type, rule: SECTION.carTypes },
    { label: 'Speed', value: explain(derived.speed, '"'), rule: SECTION.carTypes },
    { label: 'Structure', value: `${derived.structure.value} ${'☐'.repeat(derived.structure.value)}`, rule: SECTION.carTypes },
    { label: 'Armour', value: explain(derived.armour), rule: SECTION.carTypes },
    ...(derived.aimBonus.value ? [{ label: 'Aim bonus', value: explain(derived.aimBonus), rule: SECTION.upgrades }] : []),
    ...derived.weapons.map((w) => ({
      label: `${w.weapon} (${w.mount} ${w.class})`,
      value: `range ${w.range}", attacks ${w.attacksText}, strength ${w.strength ? explain(w.strength) : '-'}${w.special ? ` — ${w.special}` : ''}`,
      rule: w.rule,
    })),
    ...derived.upgrades.map((u) => ({ label: u.name, value: u.text, rule: SECTION.upgrades })),
  ];
}

/** The driver card: the four stats (tests as "4+") and the traits with their text. */
export function driverSheetFields(driver: Driver): SheetField[] {
  return [
    { label: 'Name', value: driver.name },
    { label: 'Initiative', value: `${driver.initiative}`, rule: SECTION.statTable },
    { label: 'Bravery', value: `${driver.bravery}+`, rule: SECTION.statTable },
    { label: 'Aim', value: driver.aim >= 0 ? `+${driver.aim}` : `${driver.aim}`, rule: SECTION.statTable },
    { label: 'Skill', value: `${driver.skill}+`, rule: SECTION.statTable },
    ...driver.traits.map((t) => ({ label: t, value: traitRow(t).text, rule: SECTION.traits })),
  ];
}

export interface TeamSheetCard {
  car: SheetField[];
  driver: SheetField[];
}

/** The team sheet: one card per car, the car's fields then its driver's. */
export function teamSheetCards(team: Team): { name: string; cards: TeamSheetCard[] } {
  return { name: team.name, cards: team.cars.map((c) => ({ car: carSheetFields(c.design, deriveCar(c.design)), driver: driverSheetFields(c.driver) })) };
}
