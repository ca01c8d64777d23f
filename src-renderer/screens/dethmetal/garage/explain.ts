/**
 * Every derived number of a car, with the parts it is made of, in the order the rules build it. The
 * engine returns the parts (deriveCar); this only writes them out for the hover cards.
 */
import { car } from '../../../../src-shared/engine/dethmetal';
import { signed, type CarDesign } from './designerModel';

export interface Stat {
  id: string;
  label: string;
  value: string;
  unit?: string;
  /** Bad news the organizer must see without hovering (overloaded, breaks on hazards). */
  warning?: string;
  lines: string[];
  rule: string;
}

const floorDiv = (a: number, b: number) => `${a} ÷ ${b} = ${(a / b).toFixed(2).replace(/\.?0+$/, '')}`;

export function carStats(design: CarDesign, d: car.CarDerived, settings: car.CarSettings): Stat[] {
  const w = d.weight;
  const weightParts = [`armor ${w.armor}`, `toughness ${design.toughness} × 2 = ${w.toughness}`];
  if (w.heavyItems) weightParts.push(`Δ items ${w.heavyItems}`);
  if (w.tires) weightParts.push(`foam-filled tires ${w.tires}`);

  const a = d.acceleration;
  const accLines =
    a.weightBand === 'within-1.5x-power'
      ? [`Engine power ÷ weight: ${floorDiv(design.enginePower, Math.max(w.total, 1))}, rounded down: ${a.fromWeight}`]
      : [`Weight ${w.total} is more than ${a.weightBand === 'over-2x-power' ? 'double' : '1.5 ×'} the engine power ${design.enginePower}: ${a.fromWeight}`];
  accLines.push(`Gearing ${signed(design.gearing)}: ${signed(a.gearing)}`);
  if (a.items) accLines.push(`Found and tinkered items: ${signed(a.items)}`);
  accLines.push(`Rating: ${a.rating}. Spending a fuel point gives +1 for a turn.`);

  const h = d.handling;
  const handLines = [`Suspension ÷ weight: ${floorDiv(design.suspension, Math.max(w.total, 1))}, rounded down: base ${h.base}`];
  if (h.tweaks) handLines.push(`Suspension tweaks: ${signed(h.tweaks)}`);
  if (h.items) handLines.push(`Found and tinkered items: ${signed(h.items)}`);
  handLines.push(`Maximum handling: ${h.max}`);
  if (h.overloaded) handLines.push('A base handling of 0 means the car is severely overloaded and unreliable, whatever the tweaks add.');

  const f = d.fuelPoints;
  const fuelLines =
    design.enginePower > 0
      ? [`Fuel capacity ÷ engine power: ${floorDiv(design.fuelCapacity, design.enginePower)}, rounded up: ${f.fromCapacity}`]
      : ['No engine power: nothing burns fuel (0 points).'];
  if (f.items) fuelLines.push(`Super efficient injectors: +${f.items}`);
  fuelLines.push('One point is used every 3 turns; spend one for +1 acceleration or a second acceleration roll.');

  const b = d.suspensionBreakdown;
  // 1d6 + a hazard rating (never below 0) always reaches a threshold of 1 or less.
  const always = b.breaksOn !== null && b.breaksOn <= 1;
  const naturalOne = settings.breakdownExtension === 'natural-one-holds';
  const breaks = always ? `breaks on any hazard${naturalOne ? ' but a natural 1' : ''}` : `breaks on 1d6 + hazard ≥ ${b.breaksOn}`;
  const breakdown: Stat =
    b.breaksOn === null
      ? {
          id: 'breakdown',
          label: 'Suspension',
          value: 'holds',
          lines: [
            design.suspension > 0
              ? `Weight ${w.total} is within the suspension strength ${design.suspension} (${b.loadPercent}%): it never breaks.`
              : 'No suspension.',
          ],
          rule: 'Part II › Handling',
        }
      : {
          id: 'breakdown',
          label: 'Suspension',
          value: `${b.loadPercent ?? '∞'}`,
          unit: '%',
          warning: breaks,
          lines: [
            `Weight ${w.total} is ${b.loadPercent ?? '∞'}% of the suspension strength ${design.suspension}.`,
            `Over by less than 10%: breaks on a 6; 10–20%: on 5 or 6; every further 10%: one lower.`,
            `Here: broken on 1d6 + hazard rating ≥ ${b.breaksOn}, any time the car suffers a hazard${always ? `: every time${naturalOne ? ', unless the die shows a natural 1 (house rule)' : ''}` : ''}.`,
          ],
          rule: 'Part II › Handling; gaps.md #26',
        };

  const top = d.topSpeed === null ? 'none' : `${d.topSpeed}`;
  return [
    {
      id: 'weight',
      label: 'Weight',
      value: `${w.total}`,
      lines: [`${weightParts.join(' + ')} = ${w.total}`, 'Weight stands for “armor points + double toughness” in the Acceleration and Handling rules.'],
      rule: 'Part II › Acceleration; gaps.md #22',
    },
    {
      id: 'acceleration',
      label: 'Acceleration',
      value: `${a.rating}`,
      lines: accLines,
      rule: 'Part II › Acceleration; Part II › Transmission Modifications; gaps.md #23',
    },
    {
      id: 'handling',
      label: 'Handling',
      value: `${h.max}`,
      warning: h.overloaded ? 'overloaded (base 0)' : undefined,
      lines: handLines,
      rule: 'Part II › Handling; Part II › Suspension Tweaks',
    },
    { id: 'fuel', label: 'Fuel points', value: `${f.total}`, lines: fuelLines, rule: 'Part II › Fuel Points' },
    {
      id: 'top-speed',
      label: 'Top speed',
      value: top,
      lines: [
        d.topSpeed === null
          ? 'No limit: under this league’s speed-band rule the modifier never falls low enough.'
          : `At speed ${d.topSpeed} the gearing ${signed(design.gearing)} chart’s modifier brings acceleration ${a.rating} to 0 or less, so no roll can go faster.`,
        `Spending a fuel point (+1): ${d.topSpeedWithFuel ?? 'no limit'}.`,
      ],
      rule: 'Part IV › Acceleration Speed Bands; gaps.md #34',
    },
    breakdown,
    {
      id: 'tires',
      label: 'Tire toughness',
      value: `${d.tires.toughness}`,
      lines: [`${car.TIRE_TABLE[design.tires.type].label}${design.tires.rare ? ' (rare: no penalties)' : ''}: toughness ${d.tires.toughness}.`],
      rule: 'Part II › Tire Types',
    },
    {
      id: 'crew',
      label: 'Crew',
      value: `${d.crewPositions}`,
      lines: [d.crewPositions === 2 ? 'Driver and gunner (Gunner Station).' : 'Driver only; a Gunner Station adds a gunner.'],
      rule: 'Part II › Other components',
    },
  ];
}
