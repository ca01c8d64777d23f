import type { SheetField } from '../../ruleset';
import type { CarDesign } from './design';
import type { CarDerived } from './derive';
import { designPointBudget } from './design-points';
import { TWEAK_TABLE } from './suspension';
import { TIRE_TABLE, TREAD_TABLE } from './tires';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The car sheet, in print order; each field names the rule that explains its number. `sponsorBonusDp`: the Car manufacturer DP the car was bought with. */
export function carSheetFields(design: CarDesign, derived: CarDerived, sponsorBonusDp = 0): SheetField[] {
  const { weight, acceleration, handling, suspensionBreakdown, fuelPoints, designPoints, money } = derived;
  const fields: SheetField[] = [
    { label: 'Name', value: design.name },
    { label: 'Design points', value: `${designPoints.spent} of ${designPointBudget(designPoints.budget, sponsorBonusDp)} DP`, rule: 'Part II › Design Points' },
    { label: 'Engine power', value: `${design.enginePower}` },
    { label: 'Suspension strength', value: `${design.suspension}` },
    { label: 'Fuel capacity', value: `${design.fuelCapacity}` },
    { label: 'Toughness', value: `${design.toughness}` },
    {
      label: 'Armor (F / B / L / R)',
      value: `${design.armor.front} / ${design.armor.back} / ${design.armor.left} / ${design.armor.right} (total ${derived.armorTotal})`,
      rule: 'Part II › Armor Arcs',
    },
    {
      label: 'Weight',
      value: `${weight.total} = armor ${weight.armor} + toughness ${weight.toughness}${weight.heavyItems ? ` + Δ items ${weight.heavyItems}` : ''}${weight.tires ? ` + tires ${weight.tires}` : ''}`,
      rule: 'gaps.md #22',
    },
    {
      label: 'Acceleration',
      value: `${acceleration.rating} (${acceleration.weightBand === 'within-1.5x-power' ? `power ÷ weight ${acceleration.fromWeight}` : `weight ${acceleration.weightBand === 'over-2x-power' ? 'over double' : 'over 1.5 ×'} power: ${acceleration.fromWeight}`}, gearing ${signed(acceleration.gearing)}${acceleration.items ? `, items ${signed(acceleration.items)}` : ''})`,
      rule: 'Part II › Acceleration; gaps.md #23',
    },
    {
      label: 'Handling',
      value: `${handling.max} (base ${handling.base}${handling.tweaks ? `, tweaks ${signed(handling.tweaks)}` : ''}${handling.items ? `, items ${signed(handling.items)}` : ''})${handling.overloaded ? ' — OVERLOADED (base 0)' : ''}`,
      rule: 'Part II › Handling',
    },
    {
      label: 'Suspension breakdown',
      value:
        suspensionBreakdown.breaksOn === null
          ? 'never (weight within suspension)'
          : `on 1d6 + hazard ≥ ${suspensionBreakdown.breaksOn} (load ${suspensionBreakdown.loadPercent ?? '∞'}%)`,
      rule: 'Part II › Handling; gaps.md #26',
    },
    {
      label: 'Fuel points',
      value: `${fuelPoints.total}${fuelPoints.items ? ` (${fuelPoints.fromCapacity} + ${fuelPoints.items} injectors)` : ''}`,
      rule: 'Part II › Fuel Points',
    },
    { label: 'Gearing', value: signed(design.gearing), rule: 'Part II › Transmission Modifications' },
    { label: 'Top speed', value: `${derived.topSpeed ?? 'no limit'} (${derived.topSpeedWithFuel ?? 'no limit'} spending fuel)`, rule: 'gaps.md #34' },
    {
      label: 'Tires',
      value: `${design.tires.rare ? 'Rare ' : ''}${TIRE_TABLE[design.tires.type].label}, ${TREAD_TABLE[design.tires.tread].label} tread (toughness ${derived.tires.toughness})`,
      rule: 'Part II › Tire Types',
    },
    {
      label: 'Suspension tweaks',
      value: derived.tweaks.length ? derived.tweaks.map((t) => TWEAK_TABLE[t].label).join(', ') : 'none',
      rule: 'Part II › Suspension Tweaks',
    },
  ];
  design.mounts.forEach((mount, i) => {
    const where = mount.arc === 'turret' ? 'turret' : `${mount.arc}, ${mount.facing}`;
    fields.push({
      label: `Mount ${i + 1}`,
      value: `${mount.type} (${where}): ${mount.weapon ?? 'empty'}${mount.link ? ` [linked: ${mount.link}]` : ''}`,
      rule: 'Part II › Weapon mounts, Ammunition, and Firing Arcs',
    });
  });
  const c = design.components;
  const components = [
    c.armoredCrewSeats ? `Armored crew seat × ${c.armoredCrewSeats}` : '',
    c.selfSealingFuelTank ? 'Self-sealing fuel tank' : '',
    c.adjustableSuspension ? `Adjustable height (${c.adjustableSuspension.height}; set ${c.adjustableSuspension.setting})` : '',
    c.gunnerStation ? 'Gunner Station' : '',
    c.wheelGuards ? 'Wheel Guards' : '',
    ...design.fittedItems.map((f) => f.item),
  ].filter(Boolean);
  fields.push({ label: 'Components', value: components.length ? components.join(', ') : 'none', rule: 'Part II › Other components' });
  fields.push({
    label: 'Speed chart (speed: ACC / turn mode / MP die)',
    value: derived.speedChart
      .slice(1)
      .map((r) => `${r.speed}: ${r.acceleration} / ${r.turnMode} / ${r.movementDice}`)
      .join('; '),
    rule: 'Part IV › Acceleration Speed Bands, Turn Mode, Movement Points',
  });
  fields.push({
    label: 'Money',
    value: `${money.totalK}k${money.unpricedItems ? ` + ${money.unpricedItems} item(s) at their rolled price` : ''}`,
    rule: 'Price lists; Part VI › Assemble stables',
  });
  return fields;
}
