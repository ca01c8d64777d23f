/**
 * The race-combat table as text: the clock, each team's cars as their cards show them (wear points left per component
 * as boxes, body, tyre and turret armour, weapons and dropped weapons with their loads, crew hits, gear, out of the
 * race and when), each finished race placed; and each roll's resolution.
 */
import { COMPONENT_LABELS, COMPONENTS } from '../../../../src-shared/engine/racecombat';
import { boxes, resolutionLines, signed } from '../tableLines';
import type { RcCarView, RcModifier, RcResolution, RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';

/** A die's own part shows what it rolled; every modifier its sign. */
const sum = (parts: readonly RcModifier[]) => parts.map((p) => `${p.label} ${/^\d*d\d+$/.test(p.label) ? p.value : signed(p.value)}`).join(', ');
const ORD = ['', '1st', '2nd', '3rd', '4th', '5th', '6th'];

function carLines(c: RcCarView): string[] {
  const d = c.design;
  const s = c.state;
  const wear = COMPONENTS.map((k) => `${COMPONENT_LABELS[k]} ${boxes(s.wear[k], d.wearPoints[k])}`).join('  ');
  const armour = [
    `body ${boxes(s.bodyArmour, d.bodyArmour)}`,
    `tyres ${boxes(s.tyreArmour, d.tyreArmour)}`,
    ...(d.turret ? [`turret ${s.turretArmour === null ? 'DESTROYED' : boxes(s.turretArmour, d.turret.armour)}`] : []),
  ].join('  ');
  const weapons = [...d.weapons, ...d.dropped]
    .map((w) => `${w.id} ${[...s.weapons, ...s.dropped].includes(w.id) ? `${s.ammunition[w.id] ?? 0} loads` : 'destroyed'}`)
    .join(' · ');
  const crew = [
    `driver ${c.driverName} ${boxes(c.crewCapacity.driver - s.driverHits, c.crewCapacity.driver)}`,
    ...(c.crewCapacity.gunner !== null ? [`gunner ${c.gunnerName ?? '(unnamed)'} ${boxes(c.crewCapacity.gunner - s.gunnerHits, c.crewCapacity.gunner)}`] : []),
  ].join('  ');
  const badge = c.out ? `  OUT (lap ${c.out.lap}, turn ${c.out.turn}: ${c.out.why})` : c.spun ? '  spun: no combat until it moves off' : '';
  return [
    `  ${c.name} [${c.vehicleId}] · ${c.gear === null ? 'gear not set' : `${ORD[c.gear]} gear`}${badge}`,
    `    Wear ${wear}`,
    `    Armour ${armour}`,
    `    ${weapons || 'no weapons'}${s.weaponHitsToChoose ? ` · ${s.weaponHitsToChoose} weapon hit(s) for the owner to choose` : ''}`,
    `    Crew ${crew}`,
  ];
}

/** The clock, every team's cars and each finished race. */
export function tableText(s: RcTableState): string[] {
  const c = s.clock;
  const where = s.recorded ? 'recorded: the table is closed' : !s.started ? 'not started' : `race ${c.race}, lap ${c.lap}, turn ${c.turn}`;
  const out = [`Match ${s.number} (id ${s.matchId}) — ${where}`];
  for (const t of s.teams) {
    out.push('', t.name);
    for (const car of t.cars) out.push(...carLines(car));
  }
  for (const r of s.result.races) {
    out.push('', `Race ${r.race}:`);
    for (const p of r.placed)
      out.push(
        `  ${p.placing}. ${p.car} (${p.driver})${p.out ? ` — out on lap ${p.out.lap}, turn ${p.out.turn}: ${p.out.why}${p.out.by ? ` (by ${p.out.by})` : ''}` : ''}`,
      );
  }
  if (s.result.state === 'between' && !s.recorded) {
    // The meeting as `league match outcome` records it: each race opened by its word, each driver placed with the stats.
    const spec = s.result.races.flatMap((r) => [
      'race',
      ...r.placed.map((p) => `"${[`${p.driver}=${p.placing}`, ...Object.entries(p.stats).map(([k, v]) => `${k}=${v}`)].join(',')}"`),
    ]);
    out.push(
      '',
      `Race ${c.race} is finished: \`act nextRace\` for the next race, or record the meeting:`,
      `  league match outcome FILE ${s.matchId} ${spec.join(' ')}`,
    );
  }
  return out;
}

/** One resolution as the calculator shows it: each step's sum with its rules, its dice, its result; the outcome and notes. */
export function resolutionText(r: RcResolution, indent = ''): string[] {
  return resolutionLines(
    r,
    (st) => (st.parts.length ? sum(st.parts) : st.dice.length ? `rolled ${st.dice.map((d) => `${d.notation} ${d.value}`).join(', ')}` : ''),
    indent,
  );
}
